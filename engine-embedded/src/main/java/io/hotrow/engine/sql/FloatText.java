package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.util.function.Predicate;

/**
 * PostgreSQL's text for float4 and float8 (with the default extra_float_digits, 1): the shortest
 * digits that read back the same value, in plain notation for decimal exponents from -4 up to
 * the type's precision (6 or 15 digits) and as {@code 1.5e+20} outside it. The digits are searched
 * here, not taken from Java's toString, which before JDK 19 sometimes gives one digit more than
 * needed ({@code 1.23456792E8} for the float PostgreSQL prints {@code 1.2345679e+08}).
 */
public final class FloatText {

    private FloatText() {
    }

    public static String float8(double value) {
        if (!Double.isFinite(value)) {
            return special(value);
        }
        double magnitude = Math.abs(value);
        return layout(value, shortest(magnitude, Math.nextDown(magnitude), Math.nextUp(magnitude), 17, d -> Double.parseDouble(d.toString()) == magnitude), 15);
    }

    public static String float4(float value) {
        if (!Float.isFinite(value)) {
            return special(value);
        }
        float magnitude = Math.abs(value);
        return layout(value, shortest(magnitude, Math.nextDown(magnitude), Math.nextUp(magnitude), 9, d -> Float.parseFloat(d.toString()) == magnitude), 6);
    }

    /** The value pgjdbc's getDouble reads from PostgreSQL's text of a float4: its shortest digits, not the float widened. */
    public static double float4AsDouble(float value) {
        return Float.isFinite(value) ? Double.parseDouble(float4(value)) : value;
    }

    private static String special(double value) {
        return Double.isNaN(value) ? "NaN" : value > 0 ? "Infinity" : "-Infinity";
    }

    /**
     * The fewest significant digits that read back as the value, the nearer of the two roundings when both do, the
     * even one when they are as near (as PostgreSQL's Ryu output): the nearest rounding alone can miss where the value's neighbours are not equally far.
     * As in PostgreSQL, digits exactly halfway to a neighbour ({@code below}, {@code above}) do not count, though a
     * reader rounding half to even would take them back ({@code 1e23} prints as {@code 9.999999999999999e+22}).
     */
    private static BigDecimal shortest(double magnitude, double below, double above, int maxDigits, Predicate<BigDecimal> readsBack) {
        if (magnitude == 0) {
            return BigDecimal.ZERO;
        }
        BigDecimal exact = new BigDecimal(magnitude), two = BigDecimal.valueOf(2);
        BigDecimal low = exact.add(new BigDecimal(below)).divide(two);
        // past the largest value the next one up would be as far as the one below
        BigDecimal high = Double.isFinite(above) ? exact.add(new BigDecimal(above)).divide(two) : exact.add(exact.subtract(low));
        Predicate<BigDecimal> inside = d -> d.compareTo(low) != 0 && d.compareTo(high) != 0 && readsBack.test(d);
        for (int digits = 1; digits < maxDigits; digits++) {
            BigDecimal down = exact.round(new MathContext(digits, RoundingMode.FLOOR));
            BigDecimal up = exact.round(new MathContext(digits, RoundingMode.CEILING));
            boolean downReads = inside.test(down), upReads = inside.test(up);
            if (downReads && upReads) {
                int nearer = exact.subtract(down).compareTo(up.subtract(exact));
                // a tie goes to the even last digit, as PostgreSQL's 327941.875 prints 327941.88
                return nearer < 0 || nearer == 0 && !down.unscaledValue().testBit(0) ? down : up;
            }
            if (downReads || upReads) {
                return downReads ? down : up;
            }
        }
        return exact.round(new MathContext(maxDigits, RoundingMode.HALF_EVEN));
    }

    private static String layout(double value, BigDecimal magnitude, int precision) {
        boolean negative = value < 0 || value == 0 && 1 / value < 0;
        if (magnitude.signum() == 0) {
            return negative ? "-0" : "0";
        }
        BigDecimal decimal = magnitude.stripTrailingZeros();
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
