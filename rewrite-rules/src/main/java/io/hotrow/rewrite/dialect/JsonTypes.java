package io.hotrow.rewrite.dialect;

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
 * {@code json_agg}, {@code json_object_agg}).
 */
final class JsonTypes implements Rule {

    /** The engine's function reading text as PostgreSQL's jsonb input does. */
    static final String INPUT = "hotrow_jsonb";

    /** The engine's functions whose result is a jsonb. */
    static final Set<String> JSONB_FUNCTIONS = Set.of("jsonb_build_object", "jsonb_build_array", "to_jsonb",
            "jsonb_extract_path", "json_extract_path", "jsonb_set", "jsonb_strip_nulls", "json_strip_nulls", "jsonb_path_query_array",
            "jsonb_path_query_first");
    /** The engine's functions whose result is a json, as PostgreSQL writes it. */
    private static final Set<String> JSON_FUNCTIONS = Set.of("json_build_object", "json_build_array", "to_json", "row_to_json",
            "json_object_agg");

    @Override
    public List<String> words() {
        return List.of("jsonb", "json", "jsonb_agg", "json_agg", "jsonb_build_object", "jsonb_build_array", "json_build_object", "json_build_array",
                "to_jsonb", "to_json", "row_to_json", "json_object_agg", "jsonb_extract_path", "json_extract_path", "jsonb_set", "jsonb_strip_nulls", "json_strip_nulls", "jsonb_path_query_array",
            "jsonb_path_query_first");
    }

    /**
     * {@code jsonb_agg(x ...)} as {@code hotrow_jsonb_agg(ARRAY_AGG(x ...))}, {@code json_agg(x ...)} as {@code hotrow_json_agg(...)}
     * of it: H2's ARRAY_AGG takes ORDER BY and DISTINCT.
     */
    private static void aggregate(SqlTokens t, Splice splice, int name, boolean jsonb) {
        int end = t.closing(name + 1);
        if (t.is(end + 1, "FILTER") && t.is(end + 2, "(")) {
            end = t.closing(end + 2);
        }
        if (t.is(end + 1, "OVER")) {
            end = t.is(end + 2, "(") ? t.closing(end + 2) : end + 2;
        }
        // The last token stays outside the part, so that a label inserted after the call stays after the cast.
        SqlTokens.Token last = t.get(end);
        Splice.Span arguments = new Splice.Span(t.get(name + 1).begin(), last.begin());
        splice.wrap(t.get(name).begin(), last.end(), List.of(arguments), parts -> {
            String aggregated = "ARRAY_AGG" + parts.get(0) + last.image();
            return jsonb ? "CAST(hotrow_jsonb_agg(" + aggregated + ") AS JSON)" : JsonVarchar.cast("hotrow_json_agg(" + aggregated + ")");
        });
    }

    /** {@code text} read as a jsonb: parsed as PostgreSQL parses it, cast so that H2 holds it as JSON. */
    static String parsed(String text) {
        return "CAST(" + INPUT + "(" + text + ") AS JSON)";
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            String word = t.get(i).image().toLowerCase(Locale.ROOT);
            if ((word.equals("jsonb_agg") || word.equals("json_agg")) && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                aggregate(t, splice, i, word.equals("jsonb_agg"));
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
            if (!CastCalls.rewrite(t, splice, i, open, close) && !jsonb && TypePositions.isTypeName(t, i, ddl)) {
                splice.replace(t.get(i).begin(), t.get(i).end(), JsonVarchar.TYPE);
            }
        }
    }
}
