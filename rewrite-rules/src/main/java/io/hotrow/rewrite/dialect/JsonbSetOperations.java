package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code UNION}, {@code INTERSECT} and {@code EXCEPT} (without {@code ALL}) of a column whose text shows a jsonb
 * ({@code SELECT doc FROM t UNION SELECT '1.00'::jsonb}) are refused (42000). H2 removes duplicate rows by the stored
 * bytes, and a jsonb keeps its number text ({@code 1.0} prints {@code 1.0}, as in PostgreSQL), so {@code 1}, {@code 1.0}
 * and {@code 1.00} were three rows where PostgreSQL's jsonb equality makes them one; no expression of the statement
 * decides that comparison, so no key can be written in (as {@link JsonbColumnKeys} does for {@code DISTINCT}).
 * {@code UNION ALL} keeps every row on both and passes.
 */
final class JsonbSetOperations implements Rule {

    private static final Set<String> SET_OPERATIONS = Set.of("UNION", "INTERSECT", "EXCEPT");

    @Override
    public List<String> words() {
        return List.of("union", "intersect", "except");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        checkRange(t, 0, t.size());
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "(")) {
                checkRange(t, i + 1, t.closing(i));
            }
        }
    }

    /** The tokens {@code from} to {@code to} (exclusive), one query level: its branches checked when it removes duplicates. */
    private static void checkRange(SqlTokens t, int from, int to) throws UnsupportedSqlException {
        if (!removesDuplicates(t, from, to)) {
            return;
        }
        for (int i = from; i < to; i++) {
            if (t.is(i, "SELECT")) {
                checkItems(t, i);
            } else if (t.is(i, "(")) {
                int close = t.closing(i);
                if (t.is(i + 1, "SELECT") && (i == from || SET_OPERATIONS.contains(Operands.upper(t, i - 1)) || t.is(i - 1, "ALL")
                        || t.is(i - 1, "DISTINCT") || SET_OPERATIONS.contains(Operands.upper(t, close + 1)))) {
                    checkItems(t, i + 1); // a parenthesised branch, (SELECT ...) UNION (SELECT ...)
                }
                i = close;
            }
        }
    }

    private static boolean removesDuplicates(SqlTokens t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (SET_OPERATIONS.contains(Operands.upper(t, i)) && !t.is(i + 1, "ALL")) {
                return true;
            }
        }
        return false;
    }

    private static void checkItems(SqlTokens t, int select) throws UnsupportedSqlException {
        int first = t.is(select + 1, "DISTINCT") || t.is(select + 1, "ALL") ? select + 2 : select + 1;
        for (int[] item : JsonbColumnKeys.selectItems(t, first)) {
            if (item[1] >= item[0] && JsonbComparisons.isJsonb(t, item[0], JsonbColumnKeys.expressionEnd(t, item))) {
                throw UnsupportedSqlException.rejectedByPostgres("42000", "UNION, INTERSECT and EXCEPT of jsonb values are not supported"
                        + " by the engine: it compares their stored text, so 1 and 1.0 would be two values; use UNION ALL");
            }
        }
    }
}
