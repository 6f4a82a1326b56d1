package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's column label for a cast that is a whole select item ({@code SELECT 1::int8}, {@code SELECT x::text FROM t},
 * {@code SELECT CAST(1 AS bigint)}, {@code SELECT date '2024-01-01'}), an array or row constructor ({@code array}, {@code row}) or a
 * {@code CASE} ({@code case}): the name of what is cast where that is a column, a function call or ARRAY
 * ({@code x}, {@code now}, {@code array}), else the type's own name ({@code int8}, {@code numeric}, {@code bpchar}), as
 * PostgreSQL's FigureColname gives it. H2 labels each of them {@code cast}, and the engine's functions that some casts become
 * by their own names. An operand whose label the rule cannot tell (a subquery, a trim call) keeps H2's.
 */
final class CastLabels implements Rule {

    /** PostgreSQL's internal names of the types the grammar spells otherwise, by their words as written. */
    private static final Map<String, String> TYPE_NAMES = Map.ofEntries(Map.entry("int", "int4"), Map.entry("integer", "int4"),
            Map.entry("smallint", "int2"), Map.entry("bigint", "int8"), Map.entry("real", "float4"), Map.entry("float", "float8"),
            Map.entry("double precision", "float8"), Map.entry("decimal", "numeric"), Map.entry("dec", "numeric"),
            Map.entry("boolean", "bool"), Map.entry("character varying", "varchar"), Map.entry("char varying", "varchar"),
            Map.entry("character", "bpchar"), Map.entry("char", "bpchar"), Map.entry("timestamp without time zone", "timestamp"),
            Map.entry("timestamp with time zone", "timestamptz"), Map.entry("time without time zone", "time"),
            Map.entry("time with time zone", "timetz"), Map.entry("bit varying", "varbit"));
    /** Calls whose label is not their name (trim is btrim, ltrim or rtrim), or that are no calls (a subquery). */
    private static final List<String> UNTOLD = List.of("TRIM", "SELECT", "WITH", "VALUES", "TABLE");
    /** The fields an interval literal may name after its string. */
    private static final Set<String> INTERVAL_FIELDS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");
    /** Floats up to this precision are reals. */
    private static final int REAL_PRECISION = 24;

    @Override
    public List<String> words() {
        return List.of("cast", "array");
    }

    @Override
    public List<String> symbols() {
        return List.of("::");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i < t.size(); i++) {
            if (!t.is(i - 1, ",") && !t.is(i - 1, "SELECT") && !t.is(i - 1, "DISTINCT") && !t.is(i - 1, "ALL") && !t.is(i - 1, ")")) {
                continue; // no item starts here: the cheap test first
            }
            int end = castEnd(t, i);
            if (end < 0) {
                continue;
            }
            Label label = label(t, i, end);
            if (label != null && label.strength() > 0 && t.outputItems().mayLabel(i, end - 1, label.name())) {
                t.outputItems().label(splice, end - 1, label.name());
            }
        }
    }

    /** Past the cast beginning at {@code start} ({@code CAST(...)} or an operand with {@code ::type}s), or -1 if none begins there. */
    private static int castEnd(SqlTokens t, int start) {
        if (t.is(start, "CAST") && t.is(start + 1, "(")) {
            return casts(t, t.closing(start + 1) + 1);
        }
        int typed = typedLiteralEnd(t, start);
        if (typed > 0) {
            return typed; // timestamp(0) '...', interval '1' hour: a cast of the string, labelled by its type
        }
        int end = Operands.rightEnd(t, start - 1);
        if (end < 0) {
            return -1;
        }
        if (end == start + 2 && Operands.isWord(t, start) && t.get(start + 1).image().startsWith("'")) {
            return end; // a typed literal, int8 '1': a cast of the string
        }
        boolean constructor = t.is(start, "ARRAY") && (t.is(start + 1, "[") || t.is(start + 1, "("));
        if (constructor && (t.is(start + 1, "[") ? t.closingBracket(start + 1) : t.closing(start + 1)) == end - 1) {
            return end; // an array constructor, which PostgreSQL labels array and H2 ?column?
        }
        if (t.is(start, "CASE") && Operands.endOf(t, start) == end - 1 || t.is(start, "ROW") && t.is(start + 1, "(") && t.closing(start + 1) == end - 1) {
            return end; // PostgreSQL labels a CASE case and a row constructor row, H2 both ?column?
        }
        for (int i = start; i < end; i = past(t, i)) {
            if (t.is(i, "::")) {
                return end;
            }
        }
        return -1;
    }

    /**
     * Past a typed literal with a precision or an interval's fields ({@code timestamp(0) '...'}, {@code interval '1' hour},
     * {@code interval '1:30' hour to minute}) beginning at {@code start}, or -1.
     */
    private static int typedLiteralEnd(SqlTokens t, int start) {
        if (!Operands.isWord(t, start)) {
            return -1;
        }
        if (t.is(start + 1, "(") && isString(t, t.closing(start + 1) + 1)) {
            return t.closing(start + 1) + 2;
        }
        if (!t.is(start, "INTERVAL") || !isString(t, start + 1) || !isField(t, start + 2)) {
            return -1;
        }
        int end = fieldEnd(t, start + 2);
        return t.is(end, "TO") && isField(t, end + 1) ? fieldEnd(t, end + 1) : end;
    }

    private static boolean isString(SqlTokens t, int i) {
        return i < t.size() && t.get(i).image().startsWith("'");
    }

    private static boolean isField(SqlTokens t, int i) {
        return INTERVAL_FIELDS.contains(Operands.upper(t, i));
    }

    /** Past an interval field at {@code i} and its precision. */
    private static int fieldEnd(SqlTokens t, int i) {
        return t.is(i + 1, "(") ? t.closing(i + 1) + 1 : i + 1;
    }

    /** Past the token at {@code i}, or the group, brackets or CASE it opens: a cast inside them is not the item's. */
    private static int past(SqlTokens t, int i) {
        return t.is(i, "(") ? t.closing(i) + 1 : t.is(i, "[") ? t.closingBracket(i) + 1 : t.is(i, "CASE") ? Operands.endOf(t, i) + 1 : i + 1;
    }

    /** Past the {@code ::type}s from {@code i}. */
    private static int casts(SqlTokens t, int i) {
        while (t.is(i, "::")) {
            i = Operands.typeEnd(t, i + 1);
        }
        return i;
    }

    /** PostgreSQL's label of the expression {@code [start, end)}, casts and all; null where the rule cannot tell. */
    static String labelOf(SqlTokens t, int start, int end) {
        Label label = label(t, start, end);
        return label == null ? null : label.name();
    }

    /** A label and how strongly it holds, as PostgreSQL's FigureColname ranks them: 2 a name, 1 a type's or CASE's, 0 none. */
    private record Label(String name, int strength) {
        static final Label NONE = new Label("?column?", 0);
    }

    /** The label of the expression {@code [start, end)}, casts and all; null where the rule cannot tell. */
    private static Label label(SqlTokens t, int start, int end) {
        if (t.is(start, "-") || t.is(start, "+")) {
            return new Label(Label.NONE.name(), 1); // -1::int is -(1::int), an operator's result, which H2 labels cast
        }
        int baseEnd = start;
        Label label;
        if (t.is(start, "CAST") && t.is(start + 1, "(")) {
            int close = t.closing(start + 1);
            int as = t.nextTopLevel(start + 2, close, "AS");
            Label inner = as < 0 ? null : label(t, start + 2, as);
            label = inner == null ? null : inner.strength() > 1 ? inner : typeLabel(t, as + 1);
            baseEnd = close + 1;
        } else {
            while (baseEnd < end && !t.is(baseEnd, "::")) {
                baseEnd = past(t, baseEnd);
            }
            label = baseLabel(t, start, baseEnd);
        }
        for (int i = baseEnd; label != null && i < end && t.is(i, "::"); i = Operands.typeEnd(t, i + 1)) {
            label = label.strength() > 1 ? label : typeLabel(t, i + 1);
        }
        return label;
    }

    /** The label of an operand without casts {@code [start, end)}. */
    private static Label baseLabel(SqlTokens t, int start, int end) {
        if (start >= end) {
            return null;
        }
        if (t.is(start, "(") && t.closing(start) == end - 1) {
            return UNTOLD.contains(Operands.upper(t, start + 1)) ? null : label(t, start + 1, end - 1);
        }
        if (typedLiteralEnd(t, start) == end) {
            return typeLabel(t, start); // timestamp(0) '...', interval '1' hour
        }
        int primaryEnd = Operands.rightEnd(t, start - 1);
        if (primaryEnd < 0) {
            return null; // not read: a column named like a keyword (at)
        }
        if (t.is(start, "-") || t.is(start, "+") || primaryEnd < end) {
            return Label.NONE; // an operator's result
        }
        if (t.is(start, "CASE")) {
            return new Label("case", 1);
        }
        if (Operands.isLiteral(t, start) || t.get(start).image().indexOf('\'') > 0 // a prefixed string, X'00ff', one token
                || t.is(start, "?") || t.is(start, "TRUE") || t.is(start, "FALSE") || t.is(start, "NULL")) {
            return Label.NONE;
        }
        if (!Operands.isWord(t, start) || UNTOLD.contains(Operands.upper(t, start))) {
            return null;
        }
        if (t.is(start, "ARRAY") || t.is(start, "ROW") || t.is(start, "EXISTS")) {
            return new Label(Operands.upper(t, start).toLowerCase(Locale.ROOT), 2);
        }
        if (end == start + 2 && t.get(start + 1).image().startsWith("'")) {
            return typeLabel(t, start); // a typed literal: int8 '1'
        }
        int i = start;
        while (t.is(i + 1, ".") && Operands.isWord(t, i + 2)) {
            i += 2;
        }
        return t.is(i + 1, ".") ? null : new Label(unquoted(t.get(i).image()), 2); // a column, a call, a subscript of either
    }

    private static Label typeLabel(SqlTokens t, int i) {
        String name = typeName(t, i);
        return name == null ? null : new Label(name, 1);
    }

    /** PostgreSQL's name of the type written from {@code i}: {@code bigint} is {@code int8}; null if it cannot be read. */
    private static String typeName(SqlTokens t, int i) {
        if (!Operands.isWord(t, i)) {
            return null;
        }
        List<String> words = new ArrayList<>();
        int end = Operands.typeEnd(t, i);
        for (int k = i; k < end && Operands.isWord(t, k); k++) {
            words.add(t.get(k).image());
            if (t.is(k + 1, ".")) {
                words.clear();
                k++;
            }
        }
        if (words.size() == 1 && words.get(0).startsWith("\"")) {
            return unquoted(words.get(0));
        }
        String written = String.join(" ", words).toLowerCase(Locale.ROOT);
        if (written.equals("float") && t.is(i + 1, "(") && Operands.isLiteral(t, i + 2)) {
            return Integer.parseInt(t.get(i + 2).image()) <= REAL_PRECISION ? "float4" : "float8";
        }
        return TYPE_NAMES.getOrDefault(written, written);
    }

    /** A name as PostgreSQL folds it: quoted as written, else in lower case. */
    static String unquoted(String image) {
        return image.startsWith("\"") && image.endsWith("\"") && image.length() > 1
                ? image.substring(1, image.length() - 1).replace("\"\"", "\"")
                : image.toLowerCase(Locale.ROOT);
    }
}
