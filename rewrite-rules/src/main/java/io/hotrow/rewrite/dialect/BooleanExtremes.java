package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code max} and {@code min} of a boolean, which PostgreSQL does not have (42883; its aggregates are {@code bool_or} and
 * {@code bool_and}) and H2 answers ({@code max(true)} is true), without an error: refused with 42883 where the text shows a
 * boolean argument (TRUE, FALSE, a cast to boolean). A boolean column's is the engine's to find ({@link #columns}): it has
 * the statement analysed again with the column cast to boolean ({@link #cast}), which this rule then refuses.
 */
public final class BooleanExtremes implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("max", "min");
    private static final Set<String> BOOLEAN_TYPES = Set.of("boolean", "bool");

    /** Whether H2's type name {@code h2Type} (of a column) is a boolean's. */
    public static boolean isBoolean(String h2Type) {
        return "BOOLEAN".equals(h2Type);
    }

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            int from = argument(t, i);
            if (from >= 0 && showsBoolean(t, from, t.closing(i + 1))) {
                String name = t.get(i).image().toLowerCase(Locale.ROOT);
                throw UnsupportedSqlException.rejectedByPostgres("42883", "function " + name + "(boolean) does not exist; PostgreSQL's"
                        + " aggregate is " + (name.equals("max") ? "bool_or" : "bool_and"));
            }
        }
    }

    /** The names (as PostgreSQL folds them) of the columns that are the whole argument of a max or min; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        String sql = analysis.sql().toLowerCase(Locale.ROOT);
        if (sql.contains("max") || sql.contains("min")) {
            SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
            if (t != null) {
                for (int i = 0; i + 1 < t.size(); i++) {
                    int last = column(t, i);
                    if (last >= 0) {
                        names.add(Names.normalize(t.get(last).image()));
                    }
                }
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the columns named in {@code typed} cast to boolean in max and min. */
    public static String cast(StatementAnalysis analysis, Set<String> typed) {
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t == null) {
            return analysis.sql();
        }
        Splice splice = new Splice(LexicalForms.standard(analysis.sql()));
        for (int i = 0; i + 1 < t.size(); i++) {
            int last = column(t, i);
            if (last >= 0 && typed.contains(Names.normalize(t.get(last).image()))) {
                splice.insert(t.get(last).end(), "::boolean");
            }
        }
        return splice.render();
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
        if (t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == close - 1) {
            return t.is(close - 3, "AS") && isBooleanType(t, close - 2);
        }
        return t.is(close - 2, "::") && isBooleanType(t, close - 1);
    }

    private static boolean isBooleanType(SqlTokens t, int i) {
        return BOOLEAN_TYPES.contains(t.get(i).image().toLowerCase(Locale.ROOT));
    }
}
