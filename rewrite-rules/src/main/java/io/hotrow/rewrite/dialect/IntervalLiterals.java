package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's interval literals, {@code interval '1 day'}, {@code '2 hours'::interval} and
 * {@code CAST('7 days' AS interval)}, which H2 cannot parse: as H2's {@code INTERVAL '1' DAY}
 * (see {@link IntervalText}). Hibernate writes date arithmetic this way ({@code (?)*interval '1 day'}),
 * and so do applications ({@code now() - interval '7 days'}). The standard form
 * {@code interval '1' day}, which both accept, is left alone. An interval cast from anything but
 * a literal has no H2 counterpart and is refused.
 */
final class IntervalLiterals implements Rule {

    private static final Set<String> H2_UNITS = Set.of("YEAR", "MONTH", "DAY", "HOUR", "MINUTE", "SECOND");

    @Override
    public List<String> words() {
        return List.of("interval");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i, "INTERVAL") || t.is(i - 1, ".")) {
                continue;
            }
            if (TypePositions.isLiteralType(t, i)) {
                if (!isUnit(t, i + 2)) {
                    translate(t, splice, i, i + 1, i + 1);
                }
            } else if (t.is(i - 1, "::")) {
                if (!isString(t, i - 2)) {
                    throw castRefused();
                }
                translate(t, splice, i - 2, i, i - 2);
            } else if (t.is(i - 1, "AS") && t.is(i + 1, ")") && t.is(i - 4, "CAST") && t.is(i - 3, "(")) {
                if (!isString(t, i - 2)) {
                    throw castRefused();
                }
                translate(t, splice, i - 4, i + 1, i - 2);
            } else if (TypePositions.isCastTarget(t, i)) {
                throw castRefused();
            }
        }
    }

    /**
     * Replaces tokens {@code [first, last]} by the H2 form of the string at {@code text}. A bind
     * parameter multiplying it ({@code (?)*interval '1 day'}, Hibernate's date arithmetic) is typed
     * as NUMERIC: PostgreSQL infers a number there, H2 cannot type a bare parameter next to an interval.
     */
    private static void translate(SqlTokens t, Splice splice, int first, int last, int text) throws UnsupportedSqlException {
        splice.replace(t.get(first).begin(), t.get(last).end(), IntervalText.toH2(literal(t, text)));
        int factor = t.is(first - 1, "*") ? first - 2 : t.is(last + 1, "*") ? last + 2 : -1;
        if (factor >= 0 && t.is(factor, ")") && t.is(factor - 1, "?") && t.is(factor - 2, "(")) {
            factor--;
        }
        if (t.is(factor, "?")) {
            splice.insert(t.get(factor).begin(), "CAST(");
            splice.insert(t.get(factor).end(), " AS NUMERIC)");
        }
    }

    private static UnsupportedSqlException castRefused() {
        return new UnsupportedSqlException("a cast to interval from a parameter or an expression; write the interval as a literal"
                + " (interval '5 minutes'), or multiply one by a parameter: ? * interval '1 minute'");
    }

    private static boolean isUnit(SqlTokens t, int i) {
        return i < t.size() && H2_UNITS.contains(t.get(i).image().toUpperCase(Locale.ROOT));
    }

    private static boolean isString(SqlTokens t, int i) {
        return i >= 0 && t.get(i).image().startsWith("'");
    }

    /** The text of a plain string literal token, quotes removed and doubled quotes undone. */
    private static String literal(SqlTokens t, int i) {
        String image = t.get(i).image();
        return image.substring(1, image.length() - 1).replace("''", "'");
    }
}
