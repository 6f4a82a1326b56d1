package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code max}, {@code min} and {@code array_agg} of arrays, which H2 answered otherwise without an error: its max and min order
 * arrays as rows, a NULL element first ({@code max} of {@code {1,2}} and {@code {NULL,1}} was {@code {1,2}}, PostgreSQL's
 * {@code {NULL,1}}), and its array_agg of arrays is an array of arrays where PostgreSQL's is a two-dimensional array, which the
 * engine has not. Refused (42000) where the argument shows an array ({@code ARRAY[...]}, a cast to an array type); an array
 * column's is the engine's to find ({@link #columns}): it has the statement analysed again with the column cast to its type
 * ({@link #cast}), which this rule then refuses.
 */
public final class ArrayAggregates implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("max", "min", "array_agg");

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            int from = argument(t, i);
            if (from >= 0 && showsArray(t, from, argumentEnd(t, i))) {
                String name = t.get(i).image().toLowerCase(Locale.ROOT);
                throw new UnsupportedSqlException(name + " of an array: " + (name.equals("array_agg")
                        ? "PostgreSQL makes a two-dimensional array of them, which the engine has not (it would make an array of arrays)"
                        : "the engine would order arrays as H2 does, a NULL element first, where PostgreSQL puts it last"));
            }
        }
    }

    /** The names (as PostgreSQL folds them) of the columns that are the whole argument of a max, min or array_agg; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        return WholeArgumentColumns.columns(analysis, FUNCTIONS, ArrayAggregates::column);
    }

    /** The statement's text (its strings in standard form) with the array columns named in {@code typed} cast to their type. */
    public static String cast(StatementAnalysis analysis, Map<String, String> typed) {
        // written as PostgreSQL's cast, which the shim reads (H2's ARRAY type names are no SQL our parser reads)
        return WholeArgumentColumns.cast(analysis, typed, ArrayAggregates::column,
                type -> "::" + type.replaceFirst(" ARRAY(\\[\\d+])?$", "").toLowerCase(Locale.ROOT) + "[]");
    }

    /** The first token of the argument of a call at {@code i} (after DISTINCT or ALL), or -1 for no such call. */
    private static int argument(SqlTokens t, int i) {
        if (!FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
            return -1;
        }
        return t.is(i + 2, "DISTINCT") || t.is(i + 2, "ALL") ? i + 3 : i + 2;
    }

    /** Where the argument of the call at {@code i} ends (exclusive): its closing parenthesis, or array_agg's ORDER BY. */
    private static int argumentEnd(SqlTokens t, int i) {
        int close = t.closing(i + 1);
        for (int k = i + 2; k < close; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, "ORDER") && t.is(k + 1, "BY")) {
                return k;
            }
        }
        return close;
    }

    /** The last token of the column reference that is the whole argument of the call at {@code i}, or -1. */
    private static int column(SqlTokens t, int i) {
        int from = argument(t, i);
        int last = from < 0 ? -1 : JsonbColumnKeys.refEnd(t, from);
        return last >= 0 && last + 1 == argumentEnd(t, i) ? last : -1;
    }

    /** Whether tokens {@code from} to {@code end} (exclusive) show an array: an ARRAY constructor, or a cast to an array type last. */
    private static boolean showsArray(SqlTokens t, int from, int end) {
        if (t.is(from, "ARRAY") && (t.is(from + 1, "[") && t.closingBracket(from + 1) == end - 1 || t.is(from + 1, "(") && t.closing(from + 1) == end - 1)) {
            return true;
        }
        if (t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == end - 1) {
            return t.is(end - 2, "]") && t.is(end - 3, "[") || t.is(end - 2, "ARRAY");
        }
        if (!t.is(end - 1, "]") || !t.is(end - 2, "[")) {
            return false;
        }
        for (int k = end - 3; k > from; k--) {
            if (t.is(k, "::")) {
                return true;
            }
            if (!Operands.isWord(t, k) && !t.is(k, ".")) {
                return false;
            }
        }
        return false;
    }
}
