package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code max} and {@code min} of a boolean, which PostgreSQL does not have (42883; its aggregates are {@code bool_or} and
 * {@code bool_and}) and H2 answers ({@code max(true)} is true), without an error: refused with 42883 where the text shows a
 * boolean argument (TRUE, FALSE, a cast to boolean). Nor has it a max or min of a jsonb (H2 answered by the JSON's bytes): refused
 * alike where the argument shows a jsonb (a cast, {@code doc -> 'a'}, a jsonb function). A boolean or jsonb column's is the engine's to find ({@link #columns}): it has
 * the statement analysed again with the column cast to its type ({@link #cast}), which this rule then refuses.
 */
public final class BooleanExtremes implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("max", "min");
    private static final Set<String> BOOLEAN_TYPES = Set.of("boolean", "bool");

    /** Whether H2's type name {@code h2Type} (of a column) is a boolean's or a jsonb's (H2's JSON), which have no max or min. */
    public static boolean isBoolean(String h2Type) {
        return "BOOLEAN".equals(h2Type) || "JSON".equals(h2Type);
    }

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            int from = argument(t, i);
            if (from < 0) {
                continue;
            }
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            int close = t.closing(i + 1);
            if (showsBoolean(t, from, close)) {
                throw UnsupportedSqlException.rejectedByPostgres("42883", "function " + name + "(boolean) does not exist; PostgreSQL's"
                        + " aggregate is " + (name.equals("max") ? "bool_or" : "bool_and"));
            }
            if (JsonbComparisons.isJsonb(t, from, close - 1)) {
                throw UnsupportedSqlException.rejectedByPostgres("42883", "function " + name + "(jsonb) does not exist");
            }
        }
    }

    /** The names (as PostgreSQL folds them) of the columns that are the whole argument of a max or min; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        return WholeArgumentColumns.columns(analysis, FUNCTIONS, BooleanExtremes::column);
    }

    /**
     * The statement's text (its strings in standard form) with the columns named in {@code typed} (to their H2 types) cast to
     * boolean or jsonb in max and min.
     */
    public static String cast(StatementAnalysis analysis, Map<String, String> typed) {
        return WholeArgumentColumns.cast(analysis, typed, BooleanExtremes::column, type -> "JSON".equals(type) ? "::jsonb" : "::boolean");
    }

    /** The first token of the argument of a max or min called at {@code i} (after DISTINCT or ALL), or -1 for no such call. */
    private static int argument(SqlTokens t, int i) {
        if (!FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
            return -1;
        }
        return t.is(i + 2, "DISTINCT") || t.is(i + 2, "ALL") ? i + 3 : i + 2;
    }

    /** The last token of the column reference that is the whole argument of a max or min called at {@code i}, or -1. */
    private static int column(SqlTokens t, int i) {
        int from = argument(t, i);
        int last = from < 0 ? -1 : JsonbColumnKeys.refEnd(t, from);
        return last >= 0 && last + 1 == t.closing(i + 1) ? last : -1;
    }

    /** Whether tokens {@code from} to {@code close} (exclusive) show a boolean: a boolean literal, or a cast to boolean last. */
    private static boolean showsBoolean(SqlTokens t, int from, int close) {
        if (close == from + 1) {
            return t.is(from, "TRUE") || t.is(from, "FALSE");
        }
        return BOOLEAN_TYPES.stream().anyMatch(type -> castTo(t, from, close, type));
    }

    /** Whether tokens {@code from} to {@code close} (exclusive) are a cast to {@code type} ({@code x::type}, {@code CAST(x AS type)}). */
    private static boolean castTo(SqlTokens t, int from, int close, String type) {
        if (t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == close - 1) {
            return t.is(close - 3, "AS") && t.get(close - 2).image().equalsIgnoreCase(type);
        }
        return t.is(close - 2, "::") && t.get(close - 1).image().equalsIgnoreCase(type);
    }
}
