package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code jsonb} and {@code json} values. A jsonb is H2's JSON type holding the value as PostgreSQL
 * normalises it: a cast ({@code x::jsonb}, {@code CAST(x AS jsonb)}, {@code jsonb '...'}) becomes
 * {@code CAST(hotrow_jsonb(x) AS JSON)}, which parses text (H2's own cast makes a JSON string of it),
 * and calls of the engine's functions returning jsonb are cast to JSON likewise (H2 types a Java
 * function by its Java class). A json is text validated by {@code hotrow_json}, kept as written, in
 * a VARCHAR whose length marks it ({@link JsonVarchar}): a {@code json} column is one, and so are casts
 * to json and the results of the functions returning json ({@code json_build_object}, {@code to_json}, {@code row_to_json},
 * {@code json_agg}, {@code json_object_agg}). The functions building JSON of values get their arguments as one row
 * ({@code hotrow_json_build_object(ROW(k, v))}), and the aggregates theirs as H2's ARRAY_AGG of them: a row and an array
 * keep each value's type, so that a json, text on the engine, is put in as JSON rather than as a string. A derived table's
 * whole row ({@code json_agg(x)} of {@code (SELECT ...) x}) is given as the row of its columns, named ({@link DerivedRows}).
 */
final class JsonTypes implements Rule {

    /** The engine's function reading text as PostgreSQL's jsonb input does. */
    static final String INPUT = "hotrow_jsonb";

    /** The engine's functions whose result is a jsonb. */
    static final Set<String> JSONB_FUNCTIONS = Set.of("jsonb_build_object", "jsonb_build_array", "to_jsonb",
            "jsonb_extract_path", "json_extract_path", "jsonb_set", "jsonb_strip_nulls", "json_strip_nulls", "jsonb_path_query_array",
            "jsonb_path_query_first");
    /** The aggregates building JSON, written as the engine's functions of H2's ARRAY_AGG. */
    private static final Set<String> AGGREGATES = Set.of("json_agg", "jsonb_agg", "json_object_agg", "jsonb_object_agg");
    /** The engine's functions whose result is a json, as PostgreSQL writes it. */
    private static final Set<String> JSON_FUNCTIONS = Set.of("json_build_object", "json_build_array", "to_json", "row_to_json",
            "array_to_json");
    /** The functions building JSON of values, which the engine's {@code hotrow_} forms take as the fields of one row. */
    private static final Set<String> TYPED_FUNCTIONS = Set.of("json_build_object", "json_build_array", "jsonb_build_object",
            "jsonb_build_array", "to_json", "to_jsonb", "row_to_json");

    @Override
    public List<String> words() {
        return List.of("jsonb", "json", "jsonb_agg", "json_agg", "jsonb_build_object", "jsonb_build_array", "json_build_object", "json_build_array",
                "to_jsonb", "to_json", "row_to_json", "json_object_agg", "jsonb_object_agg", "array_to_json", "jsonb_extract_path", "json_extract_path",
                "jsonb_set", "jsonb_strip_nulls", "json_strip_nulls", "jsonb_path_query_array", "jsonb_path_query_first");
    }

    /**
     * {@code jsonb_agg(x ...)} as {@code hotrow_jsonb_agg(ARRAY_AGG(x ...))}, {@code json_agg(x ...)} as {@code hotrow_json_agg(...)}
     * of it: H2's ARRAY_AGG takes ORDER BY and DISTINCT. A derived table's row x is aggregated as the row of its columns, their
     * names given after it. {@code json_object_agg(k, v ...)} and {@code jsonb_object_agg} aggregate {@code ROW(k, v)} so.
     */
    private static void aggregate(SqlTokens t, Splice splice, int name, String word, DerivedRows rows) {
        int close = t.closing(name + 1);
        int end = endOfCall(t, close);
        boolean pairs = word.endsWith("object_agg");
        int order = t.nextTopLevel(name + 2, close, "ORDER");
        int argumentsEnd = order < 0 ? close : order;
        List<String> named = pairs ? null : rows.columnsOf(t, name + 2);
        if (named != null && argumentsEnd == name + 3) {
            splice.replace(t.get(name + 2).begin(), t.get(name + 2).end(), DerivedRows.row(t, name + 2, named));
        }
        String names = named != null && argumentsEnd == name + 3 ? ", " + DerivedRows.names(named) : "";
        // The last token stays outside the parts, so that a label inserted after the call stays after the cast.
        SqlTokens.Token last = t.get(end);
        // The arguments end where their last token does, so that what a rule appends to the last one stays in the row.
        List<Splice.Span> parts = new ArrayList<>(List.of(new Splice.Span(t.get(name + 2).begin(),
                order < 0 ? t.get(close).begin() : t.get(order - 1).end())));
        parts.add(order < 0 ? new Splice.Span(t.get(close).begin(), t.get(close).begin()) : new Splice.Span(t.get(order).begin(), t.get(close).begin()));
        if (end != close) {
            parts.add(new Splice.Span(t.get(close).end(), last.begin())); // FILTER (...), OVER (...)
        }
        String function = "hotrow_" + word;
        splice.wrap(t.get(name).begin(), last.end(), parts, p -> {
            String aggregated = "ARRAY_AGG(" + (pairs ? "ROW(" + p.get(0) + ")" : p.get(0)) + (order < 0 ? "" : " " + p.get(1)) + ")"
                    + (end == close ? "" : p.get(2) + last.image());
            String call = function + "(" + aggregated + names + ")";
            return word.startsWith("jsonb") ? "CAST(" + call + " AS JSON)" : JsonVarchar.cast(call);
        });
    }

    /** The last token of an aggregate's call closing at {@code close}: past its FILTER and OVER clauses. */
    private static int endOfCall(SqlTokens t, int close) {
        int end = close;
        if (t.is(end + 1, "FILTER") && t.is(end + 2, "(")) {
            end = t.closing(end + 2);
        }
        if (t.is(end + 1, "OVER")) {
            end = t.is(end + 2, "(") ? t.closing(end + 2) : end + 2;
        }
        return end;
    }

    /**
     * A function building JSON of values, {@code json_build_object(k, v, ...)}, as the engine's {@code hotrow_json_build_object(ROW(k,
     * v, ...))}, cast to the json or jsonb it returns; an argument naming a derived table's row as the row of its columns, named.
     */
    private static void typedCall(SqlTokens t, Splice splice, int name, String word, DerivedRows rows) {
        int close = t.closing(name + 1);
        for (int i = name + 2; i < close; i++) {
            List<String> named = rows.columnsOf(t, i);
            if (named != null) {
                splice.replace(t.get(i).begin(), t.get(i).end(), DerivedRows.record(t, i, named));
            }
        }
        SqlTokens.Token last = t.get(close);
        List<Splice.Span> arguments = List.of(new Splice.Span(t.get(name + 1).end(), last.begin()));
        splice.wrap(t.get(name).begin(), last.end(), arguments, p -> {
            String call = "hotrow_" + word + "(" + (close == name + 2 ? "" : "ROW(" + p.get(0) + ")") + last.image();
            return JSONB_FUNCTIONS.contains(word) ? "CAST(" + call + " AS JSON)" : JsonVarchar.cast(call);
        });
    }

    /** {@code text} read as a jsonb: parsed as PostgreSQL parses it, cast so that H2 holds it as JSON. */
    static String parsed(String text) {
        return "CAST(" + INPUT + "(" + text + ") AS JSON)";
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        boolean ddl = StatementShape.definesColumns(ast, t);
        DerivedRows rows = DerivedRows.of(t);
        for (int i = 0; i < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if (AGGREGATES.contains(word) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                aggregate(t, splice, i, word, rows);
                continue;
            }
            if (TYPED_FUNCTIONS.contains(word) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                typedCall(t, splice, i, word, rows);
                continue;
            }
            boolean returnsJson = JSON_FUNCTIONS.contains(word);
            if ((returnsJson || JSONB_FUNCTIONS.contains(word)) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int close = t.closing(i + 1);
                Splice.Span call = new Splice.Span(t.get(i).begin(), t.get(close).begin()); // as in aggregate(), the ) outside
                splice.wrap(call.begin(), t.get(close).end(), List.of(call),
                        parts -> returnsJson ? JsonVarchar.cast(parts.get(0) + ")") : "CAST(" + parts.get(0) + ") AS JSON)");
                continue;
            }
            if (!word.equals("jsonb") && !word.equals("json") || t.is(i + 1, "[")) {
                continue;
            }
            boolean jsonb = word.equals("jsonb");
            String open = jsonb ? "CAST(" + INPUT + "(" : "CAST(hotrow_json(";
            String close = jsonb ? ") AS JSON)" : ") AS " + JsonVarchar.TYPE + ")";
            if (t.is(i - 1, "::") && t.is(i - 3, "::") && (t.is(i - 2, "jsonb") || t.is(i - 2, "json"))) {
                // x::jsonb::json: this cast wraps the first one's (inserted at the same place, it would open inside it)
                int operand = CastOperands.start(t, i - 2, true);
                Splice.Span cast = new Splice.Span(t.get(operand).begin(), t.get(i - 1).begin());
                splice.wrap(cast.begin(), t.get(i).end(), List.of(cast), p -> open + p.get(0) + close);
            } else if (!CastCalls.rewrite(t, splice, i, open, close) && !jsonb && TypePositions.isTypeName(t, i, ddl)) {
                splice.replace(t.get(i).begin(), t.get(i).end(), JsonVarchar.TYPE);
            }
        }
    }
}
