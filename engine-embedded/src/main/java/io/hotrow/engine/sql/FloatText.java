package io.hotrow.engine.sql;

import java.math.BigDecimal;

/**
 * PostgreSQL's text for float4 and float8 (with the default extra_float_digits, 1): the shortest
 * digits that read back the same value, in plain notation for decimal exponents from -4 up to
 * the type's precision (6 or 15 digits) and as {@code 1.5e+20} outside it.
 */
public final class FloatText {

    private FloatText() {
    }

    public static String float8(double value) {
        return Double.isFinite(value) ? format(Double.toString(value), 15) : special(value);
    }

    public static String float4(float value) {
        return Float.isFinite(value) ? format(Float.toString(value), 6) : special(value);
    }

    private static String special(double value) {
        return Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
    }

    /** {@code javaText} is Java's shortest round-trip text; PostgreSQL's layout of the same digits. */
    private static String format(String javaText, int precision) {
        boolean negative = javaText.startsWith("-");
        BigDecimal decimal = new BigDecimal(negative ? javaText.substring(1) : javaText);
        if (decimal.signum() == 0) {
            return negative ? "-0" : "0";
        }
        decimal = decimal.stripTrailingZeros();
        String digits = decimal.unscaledValue().toString();
        int exponent = digits.length() - 1 - decimal.scale();
        String text;
        if (exponent < -4 || exponent >= precision) {
            String mantissa = digits.length() == 1 ? digits : digits.charAt(0) + "." + digits.substring(1);
            String power = Integer.toString(Math.abs(exponent));
            text = mantissa + "e" + (exponent < 0 ? "-" : "+") + (power.length() == 1 ? "0" + power : power);
        } else {
            text = decimal.toPlainString();
        }
        return negative ? "-" + text : text;
    }
}
