package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.sf.jsqlparser.statement.Statement;

/**
 * A date or timestamp literal PostgreSQL has no value for: past its last year of a timestamp, 294276 AD
 * ({@code timestamp '294277-01-01'}, {@code '300000-01-01'::timestamptz}) or of a date, 5874897 AD
 * ({@code '5874898-01-01'::date}), before its first day, 4714-11-24 BC
 * ({@code date '4714-11-23 BC'}), or in year 0 ({@code date '0000-01-01'}). PostgreSQL refuses it with 22008; H2's
 * range reaches beyond both ends and its year 0 is 1 BC, so it would store another value; the engine refuses it as
 * PostgreSQL does.
 */
final class TemporalRange implements Rule {

    /** PostgreSQL's last year of a timestamp. */
    private static final long LAST_YEAR = 294_276;
    /** PostgreSQL's last year of a date. */
    private static final long LAST_DATE_YEAR = 5_874_897;
    private static final Map<String, String> TYPES = Map.of("DATE", "date", "TIMESTAMP", "timestamp", "TIMESTAMPTZ", "timestamp");
    /** The year a timestamp's text starts with, and whether it ends BC. */
    private static final Pattern YEAR = Pattern.compile("'\\s*(\\d+)-.*?(\\bBC)?\\s*'", Pattern.CASE_INSENSITIVE | Pattern.DOTALL);

    @Override
    public List<String> words() {
        return List.of("date", "timestamp", "timestamptz");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            String type = TYPES.containsKey(Operands.upper(t, i - 1)) && TypePositions.isLiteralType(t, i - 1) ? Operands.upper(t, i - 1)
                    : TYPES.containsKey(Operands.upper(t, i - 4)) && TypePositions.isPreciseLiteralType(t, i - 4) ? Operands.upper(t, i - 4)
                    : t.is(i + 1, "::") && TYPES.containsKey(Operands.upper(t, i + 2)) ? Operands.upper(t, i + 2) : null;
            if (type != null && t.get(i).image().startsWith("'")) {
                check(t.get(i).image(), type);
            }
        }
    }

    private static void check(String literal, String type) throws UnsupportedSqlException {
        String text = literal.substring(1, literal.length() - 1);
        Matcher m = YEAR.matcher(literal);
        long lastYear = type.equals("DATE") ? LAST_DATE_YEAR : LAST_YEAR;
        boolean pastTheEnd = m.matches() && m.group(2) == null && (m.group(1).length() > 7 || Long.parseLong(m.group(1)) > lastYear);
        if (pastTheEnd || TemporalText.outOfRange(text)) {
            String what = m.matches() && m.group(1).matches("0+") ? "date/time field value" : TYPES.get(type);
            throw UnsupportedSqlException.rejectedByPostgres("22008", what + " out of range: \"" + text + "\"");
        }
    }
}
