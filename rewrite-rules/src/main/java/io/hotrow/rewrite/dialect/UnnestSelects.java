package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code SELECT unnest(array) [[AS] name]} without FROM, alone or as a subquery ({@code WHERE id IN (SELECT
 * unnest(?::int[]))}): PostgreSQL returns a row per element, in a column named after the alias or {@code unnest}. H2 has no
 * unnest function, only its table function, so the select becomes {@code SELECT hotrow_e AS "name" FROM UNNEST(array) AS
 * hotrow_u(hotrow_e)} (H2 refused it: Function "unnest" not found). Unnest of several arrays, or beside other select items,
 * is left to H2.
 */
final class UnnestSelects implements Rule {

    @Override
    public List<String> words() {
        return List.of("unnest");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int end = t.statementEnd();
        for (int i = 0; i + 3 < end; i++) {
            if (!t.is(i, "SELECT") || i > 0 && !t.is(i - 1, "(") || !t.is(i + 1, "unnest") || !t.is(i + 2, "(")) {
                continue;
            }
            int close = t.closing(i + 2);
            if (close < 0 || close == i + 3 || severalArguments(t, i + 3, close)) {
                continue;
            }
            int after = close + 1;
            String name = "unnest";
            if (t.is(after, "AS") && after + 1 < end && t.get(after + 1).isName()) {
                name = CastLabels.unquoted(t.get(after + 1).image());
                after += 2;
            }
            if (after != end && !t.is(after, ")")) {
                continue; // more select items, a FROM, a WHERE: not this form
            }
            String label = "\"" + name.replace("\"", "\"\"") + "\"";
            List<Splice.Span> array = List.of(new Splice.Span(t.get(i + 3).begin(), t.get(close - 1).end()));
            splice.wrap(t.get(i + 1).begin(), t.get(after - 1).end(), array,
                    parts -> "hotrow_e AS " + label + " FROM UNNEST(" + parts.get(0) + ") AS hotrow_u(hotrow_e)");
        }
    }

    /** Whether a comma outside parentheses and brackets ({@code ARRAY[1, 2]}) separates arguments between {@code from} and {@code close}. */
    private static boolean severalArguments(SqlTokens t, int from, int close) {
        int depth = 0;
        for (int i = from; i < close; i++) {
            depth += t.is(i, "(") || t.is(i, "[") ? 1 : t.is(i, ")") || t.is(i, "]") ? -1 : 0;
            if (depth == 0 && t.is(i, ",")) {
                return true;
            }
        }
        return false;
    }
}
