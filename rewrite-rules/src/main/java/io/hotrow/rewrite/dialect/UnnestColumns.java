package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code unnest(array) [WITH ORDINALITY] [[AS] alias [(element[, ordinality])]]} in FROM, of a value (a literal, a parameter):
 * H2 runs it, but names its columns {@code C1} and {@code NORD} and counts the ordinality in integers, where PostgreSQL names
 * them {@code unnest} (or the alias) and {@code ordinality} and counts in bigints. Written as a derived table that names and
 * casts them: {@code (SELECT hotrow_e AS "unnest", CAST(hotrow_n AS BIGINT) AS "ordinality" FROM UNNEST(array) WITH
 * ORDINALITY AS hotrow_u(hotrow_e, hotrow_n)) AS "unnest"}. An unnest of a column is left to H2 and
 * {@link CorrelatedSetFunctions}, one of several arrays to H2.
 */
final class UnnestColumns implements Rule {

    /** What comes before a FROM item. */
    static final Set<String> ITEM_STARTS = Set.of("FROM", ",", "JOIN");

    @Override
    public List<String> words() {
        return List.of("unnest");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "unnest") || !t.is(i + 1, "(") || !ITEM_STARTS.contains(Operands.upper(t, i - 1))
                    || t.is(i - 1, ",") && "SELECT".equals(CorrelatedSetFunctions.clause(t, i - 1))) { // a select list's comma
                continue;
            }
            int close = t.closing(i + 1);
            if (close <= i + 2 || severalArrays(t, i + 2, close) || SetReturningFunctions.readsColumn(t, i + 1, close)) {
                continue;
            }
            int next = close + 1;
            boolean ordinality = t.is(next, "WITH") && t.is(next + 1, "ORDINALITY");
            next += ordinality ? 2 : 0;
            FromAlias named = FromAlias.after(t, next);
            String alias = named.alias();
            List<String> columns = named.columns();
            next = named.end();
            String element = !columns.isEmpty() ? columns.get(0) : alias != null ? alias : "\"unnest\"";
            String counter = columns.size() > 1 ? columns.get(1) : "\"ordinality\"";
            String table = alias != null ? alias : "\"unnest\"";
            Splice.Span array = new Splice.Span(t.get(i + 2).begin(), t.get(close - 1).end());
            boolean counted = ordinality;
            splice.wrap(t.get(i).begin(), t.get(next - 1).end(), List.of(array), parts -> "(SELECT hotrow_e AS " + element
                    + (counted ? ", CAST(hotrow_n AS BIGINT) AS " + counter : "") + " FROM UNNEST(" + parts.get(0) + ")"
                    + (counted ? " WITH ORDINALITY AS hotrow_u(hotrow_e, hotrow_n)" : " AS hotrow_u(hotrow_e)") + ") AS " + table);
        }
    }

    /** Whether tokens {@code [from, to)} are several arguments: a comma outside parentheses and brackets. */
    private static boolean severalArrays(SqlTokens t, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.is(k, ",")) {
                return true;
            }
            k = t.is(k, "(") ? t.closing(k) : t.is(k, "[") ? t.closingBracket(k) : k;
        }
        return false;
    }
}
