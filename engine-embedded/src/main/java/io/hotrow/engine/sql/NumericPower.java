package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.sql.SQLException;

/**
 * PostgreSQL's {@code ^} of numerics to an integer power ({@code 2.0 ^ 3} is 8.0000000000000000), installed by
 * {@link PostgresFunctions} as {@code hotrow_numeric_power} and called by the dialect shim: its result scale is power_var's for
 * an integer exponent, at least 16 decimals and the base's scale, at most 1000, rounded half away from zero.
 */
public final class NumericPower {

    /** PostgreSQL's NUMERIC_MIN_SIG_DIGITS, the least result scale. */
    private static final int MIN_SCALE = 16;
    /** PostgreSQL's NUMERIC_MAX_DISPLAY_SCALE. */
    private static final int MAX_SCALE = 1000;
    /** PostgreSQL's numeric holds at most this many digits before the point. */
    private static final int MAX_WEIGHT = 131072;
    /** Digits computed past those the result keeps, so that rounding it to its scale is exact. */
    private static final int GUARD_DIGITS = 12;

    private NumericPower() {
    }

    /** {@code base ^ exponent}, the exponent an integer; null if either is null. */
    public static BigDecimal power(BigDecimal base, BigDecimal exponent) throws SQLException {
        if (base == null || exponent == null) {
            return null;
        }
        int n;
        try {
            n = exponent.intValueExact();
        } catch (ArithmeticException e) {
            throw new SQLException("the engine computes a numeric power to an integer exponent only, of at most 2^31", "42000");
        }
        if (base.signum() == 0 && n < 0) {
            throw new SQLException("zero raised to a negative power is undefined", "2201F");
        }
        int scale = Math.min(Math.max(MIN_SCALE, base.scale()), MAX_SCALE);
        if (n == 0 || base.signum() == 0) {
            return (n == 0 ? BigDecimal.ONE : BigDecimal.ZERO).setScale(scale);
        }
        // the result's digits before the point: n times the base's (its leading digits' logarithm, and their place)
        int precision = base.precision();
        double lead = new BigDecimal(base.unscaledValue().abs()).movePointLeft(precision - 1).doubleValue();
        double digits = n * (Math.log10(lead) + precision - 1 - base.scale());
        if (digits > MAX_WEIGHT) {
            throw new SQLException("value overflows numeric format", "22003");
        }
        MathContext context = new MathContext(Math.max(0, (int) Math.ceil(digits)) + scale + GUARD_DIGITS, RoundingMode.HALF_EVEN);
        try {
            BigDecimal power = base.pow(Math.abs(n), context);
            return (n > 0 ? power : BigDecimal.ONE.divide(power, context)).setScale(scale, RoundingMode.HALF_UP);
        } catch (ArithmeticException e) {
            throw new SQLException("value overflows numeric format", "22003");
        }
    }
}
