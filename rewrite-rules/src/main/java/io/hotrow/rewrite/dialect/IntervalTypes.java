package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code interval} as a column's type, which H2 cannot take without fields and reads otherwise with
 * them ({@code interval second(6)}, Hibernate's column for a Duration, is to H2 at most 999999
 * seconds). A column whose fields end in seconds, or have none, becomes
 * {@code INTERVAL DAY(18) TO SECOND(p)}: days and time to PostgreSQL's precision (6 unless given).
 * H2's interval holds months or days, never both, so a value with months is refused when stored;
 * fields that would keep months or drop the time (year, month, day, hour, minute) are refused here.
 */
final class IntervalTypes implements Rule {

    private static final Set<String> FIELDS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");
    private static final String MICROSECONDS = "6";

    @Override
    public List<String> words() {
        return List.of("interval");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        boolean ddl = StatementShape.definesColumns(ast, t);
        for (int i = 0; i < t.size(); i++) {
            if (!ddl || !t.is(i, "INTERVAL") || !TypePositions.isTypeName(t, i, true)
                    || TypePositions.isLiteralType(t, i) || TypePositions.isCastTarget(t, i)) {
                continue; // literals and casts are IntervalLiterals'
            }
            int last = i;
            String lastField = null;
            while (isField(t, last + 1) || t.is(last + 1, "TO") && isField(t, last + 2)) {
                last += t.is(last + 1, "TO") ? 2 : 1;
                lastField = t.get(last).image().toUpperCase(Locale.ROOT);
            }
            if (lastField != null && !lastField.equals("SECOND")) {
                throw new UnsupportedSqlException("an interval column with fields ending in " + lastField
                        + ": the engine keeps intervals as days and time (H2's intervals cannot hold months and days together);"
                        + " declare the column interval or interval day to second");
            }
            String precision = MICROSECONDS;
            if (t.is(last + 1, "(") && t.is(last + 3, ")")) {
                precision = t.get(last + 2).image();
                last += 3;
            }
            splice.replace(t.get(i).begin(), t.get(last).end(), "INTERVAL DAY(18) TO SECOND(" + precision + ")");
        }
    }

    private static boolean isField(SqlTokens t, int i) {
        return i < t.size() && FIELDS.contains(t.get(i).image().toUpperCase(Locale.ROOT));
    }
}
