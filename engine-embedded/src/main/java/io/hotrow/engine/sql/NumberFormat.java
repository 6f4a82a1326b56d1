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
 * {@code 2.}). {@code PR} at the end writes a negative number in angle brackets and a positive one with a space after it
 * (not in FM), as PostgreSQL does; {@code L} first or last is the currency symbol of the engine's C locale, which PostgreSQL
 * writes as a space. Refused (42000) rather than answered otherwise: a number too wide for the format (PostgreSQL keeps the
 * format's layout in {@code #}, H2 fills its width), {@code EEEE}, {@code SG}, and {@code PR} or {@code L} elsewhere, which H2 writes otherwise
 * ({@code to_char(5, 'SG999')} is {@code +  5}, H2's {@code    +5}). Zero is written as PostgreSQL writes it ({@code to_char(0, 'S999')}: {@code   +0}).
 */
final class NumberFormat {

    private static final String REFUSED = "42000";
    private static final Pattern UNMATCHED = Pattern.compile("(?i)EEEE|PR|(?<!P)L|SG");
    /** The format's parts: FM, an L before the number, the number's pattern, an L after it, PR. */
    private static final Pattern PARTS = Pattern.compile("(?i)(FM)?(L)?(.*?)((?<!P)L)?(PR)?");
    /** Signs PostgreSQL does not write together with PR's brackets. */
    private static final Pattern SIGNS = Pattern.compile("(?i)S|MI|PL");
    /** The currency symbol PostgreSQL writes for L in the C locale (the engine's lc_monetary), whose own is empty. */
    private static final String CURRENCY = " ";
    /** Formats in which H2 writes zero as PostgreSQL does: fill mode ({@code FM9.99}: {@code 0.}) and a shift ({@code 99V9}). */
    private static final Pattern ZERO_AS_H2 = Pattern.compile("(?i)FM|V");
    /** The format's fraction digits: the 9s and 0s after its decimal point. */
    private static final Pattern FRACTION = Pattern.compile("(?i)^[^.D]*[.D]");
    private static final int FLOAT8_DIGITS = 15;
    private static final int FLOAT4_DIGITS = 6;

    private NumberFormat() {
    }

    static String toChar(Value value, String format) throws SQLException {
        Matcher parts = PARTS.matcher(format);
        parts.matches();
        String fm = parts.group(1) == null ? "" : parts.group(1);
        String number = fm + parts.group(3);
        boolean brackets = parts.group(5) != null;
        if (UNMATCHED.matcher(number).find() || parts.group(3).isEmpty() && !number.equals(format)) {
            throw refused("the template pattern EEEE or SG, or PR or L inside the number, which the engine writes otherwise than PostgreSQL");
        }
        if (brackets && SIGNS.matcher(number).find()) {
            throw new SQLException("cannot use \"PR\" and \"S\"/\"PL\"/\"MI\"/\"SG\" together", "42601");
        }
        String text = plain(value, number);
        if (brackets) {
            int minus = text.indexOf('-');
            text = minus >= 0 ? text.substring(0, minus) + "<" + text.substring(minus + 1) + ">" : fm.isEmpty() ? text + " " : text;
        }
        return (parts.group(2) != null ? CURRENCY : "") + text + (parts.group(4) != null ? CURRENCY : "");
    }

    /** The number in a format of digits, separators and signs. */
    private static String plain(Value value, String format) throws SQLException {
        int type = value.getValueType();
        int post = fractionDigits(format);
        BigDecimal number = type == Value.DOUBLE || type == Value.REAL
                ? printfRounded(value.getDouble(), post, type == Value.REAL ? FLOAT4_DIGITS : FLOAT8_DIGITS)
                : value.getBigDecimal();
        String text = number.setScale(post, RoundingMode.HALF_UP).signum() == 0 && !ZERO_AS_H2.matcher(format).find()
                ? zero(format, post) : ToCharFunction.toChar(number, format, null);
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

    /**
     * A number that shows as zero in {@code format} ({@code post} fraction digits), as PostgreSQL writes it: as the format's
     * smallest positive number with its digit 1 made 0 ({@code to_char(0, 'S999')} is {@code +0}, {@code to_char(0, '9.99')}
     * {@code .00}). H2 writes zero otherwise: without the sign S asks for, and with a 0 where the format has a 9 before the
     * decimal point.
     */
    private static String zero(String format, int post) {
        String unit = ToCharFunction.toChar(BigDecimal.ONE.movePointLeft(post), format, null);
        int one = unit.lastIndexOf('1');
        return unit.substring(0, one) + '0' + unit.substring(one + 1);
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
