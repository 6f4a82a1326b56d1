package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code min} and {@code max} of a column of a VALUES list holding numbers that compare equal but differ in scale
 * ({@code min(x) FROM (VALUES (1.50), (1.5)) v(x)}): of equal values PostgreSQL keeps the later one (1.5), H2 the first (1.50),
 * without an error. Refused (42000) where the list's items in the column are number literals (or NULL) and two of them are such.
 */
final class NumericExtremes implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("max", "min");

    @Override
    public List<String> words() {
        return List.copyOf(FUNCTIONS);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 2 < t.size(); i++) {
            if (!FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) || !t.is(i + 1, "(") || t.is(i - 1, ".")) {
                continue;
            }
            int from = t.is(i + 2, "DISTINCT") || t.is(i + 2, "ALL") ? i + 3 : i + 2;
            List<int[]> items = ValuesColumns.items(t, from, t.closing(i + 1) - 1, ValuesColumns.fromOf(t, i));
            if (items != null && holdsEqualNumbersOfTwoScales(t, items)) {
                throw new UnsupportedSqlException(t.get(i).image().toLowerCase(Locale.ROOT) + " of a VALUES column of numbers that are equal"
                        + " but differ in scale (1.50 and 1.5): PostgreSQL keeps the later of equal values, the engine the first");
            }
        }
    }

    /** Whether the items are number literals or NULL, two of which are equal in value and not in scale. */
    private static boolean holdsEqualNumbersOfTwoScales(SqlTokens t, List<int[]> items) {
        List<BigDecimal> numbers = new ArrayList<>();
        for (int[] item : items) {
            if (item[0] == item[1] && t.is(item[0], "NULL")) {
                continue;
            }
            int digits = t.is(item[0], "-") || t.is(item[0], "+") ? item[0] + 1 : item[0];
            if (digits != item[1] || !Operands.isLiteral(t, digits) || !t.get(digits).image().matches("\\d+|\\d*\\.\\d*")
                    || t.get(digits).image().equals(".")) {
                return false;
            }
            BigDecimal number = new BigDecimal(t.get(digits).image());
            if (numbers.stream().anyMatch(n -> n.compareTo(number) == 0 && n.scale() != number.scale())) {
                return true;
            }
            numbers.add(number);
        }
        return false;
    }
}
