package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.expression.function.ToCharFunction;
import org.h2.value.Value;

/**
 * PostgreSQL's {@code to_char(number, format)} where H2's TO_CHAR (Oracle's) writes it otherwise. A float8 or float4 is rounded
 * as PostgreSQL's printf rounds it: its binary value, a tie to even ({@code to_char(2.5::float8, '9')} is 2; H2: 3); a format
 * with more digits than a float holds, 15 (float4: 6), is refused (PostgreSQL cuts the digits and the format's width). A format ending at its decimal point drops the point ({@code to_char(2, '9.')} is {@code 2}; H2:
 * {@code 2.}). Refused (42000) rather than answered otherwise: a number too wide for the format (PostgreSQL keeps the format's
 * layout in {@code #}, H2 fills its width), and {@code EEEE}, {@code PR} and {@code L}, which H2 writes otherwise.
 */
final class NumberFormat {

    private static final String REFUSED = "42000";
    private static final Pattern UNMATCHED = Pattern.compile("(?i)EEEE|PR|(?<!P)L");
    /** The format's fraction digits: the 9s and 0s after its decimal point. */
    private static final Pattern FRACTION = Pattern.compile("(?i)^[^.D]*[.D]");
    private static final int FLOAT8_DIGITS = 15;
    private static final int FLOAT4_DIGITS = 6;

    private NumberFormat() {
    }

    static String toChar(Value value, String format) throws SQLException {
        if (UNMATCHED.matcher(format).find()) {
            throw refused("the template pattern EEEE, PR or L, which the engine writes otherwise than PostgreSQL");
        }
        int type = value.getValueType();
        BigDecimal number = type == Value.DOUBLE || type == Value.REAL
                ? printfRounded(value.getDouble(), fractionDigits(format), type == Value.REAL ? FLOAT4_DIGITS : FLOAT8_DIGITS)
                : value.getBigDecimal();
        String text = ToCharFunction.toChar(number, format, null);
        if (text.indexOf('#') >= 0) {
            throw refused("a number too wide for its format, which PostgreSQL writes in the format's layout of #");
        }
        return endsAtPoint(format) && text.endsWith(".") ? text.substring(0, text.length() - 1) : text;
    }

    /** {@code value} rounded as C's printf("%.*f") rounds its binary value, to {@code post} decimals; refused beyond {@code digits} digits. */
    private static BigDecimal printfRounded(double value, int post, int digits) throws SQLException {
        if (!Double.isFinite(value)) {
            return BigDecimal.valueOf(value); // NumberFormatException for NaN and infinities, as H2 had it
        }
        BigDecimal exact = new BigDecimal(value);
        int integerDigits = exact.abs().setScale(0, RoundingMode.HALF_EVEN).toPlainString().length();
        if (post > 0 && integerDigits + post > digits) {
            throw refused("more digits than a float holds, which PostgreSQL cuts to " + digits + " and writes in fewer places than the format has");
        }
        return exact.setScale(post, RoundingMode.HALF_EVEN);
    }

    private static int fractionDigits(String format) {
        Matcher m = FRACTION.matcher(format);
        if (!m.find()) {
            return 0;
        }
        return (int) format.substring(m.end()).chars().filter(c -> c == '9' || c == '0').count();
    }

    /** Whether the format has a decimal point with no digit position after it. */
    private static boolean endsAtPoint(String format) {
        return FRACTION.matcher(format).find() && fractionDigits(format) == 0;
    }

    private static SQLException refused(String what) {
        return new SQLException("not supported by the hotrow engine: to_char of a number with " + what, REFUSED);
    }
}
