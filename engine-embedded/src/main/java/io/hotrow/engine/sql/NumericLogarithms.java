package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.MathContext;
import java.math.RoundingMode;
import java.sql.SQLException;

/**
 * PostgreSQL's {@code sqrt}, {@code exp}, {@code ln} and {@code log} of a numeric ({@code sqrt(2.0)} is 1.414213562373095,
 * {@code exp(1.0)} 2.7182818284590452), installed by {@link PostgresFunctions} as {@code hotrow_numeric_sqrt},
 * {@code hotrow_numeric_exp}, {@code hotrow_numeric_ln} and {@code hotrow_numeric_log} and called by the dialect shim where the
 * text shows a numeric argument: H2 answered a double (1.4142135623730951). The result scale is numeric.c's (sqrt, exp and
 * ln: at least 16 significant digits by an estimate of the result's weight, and the argument's scale; at most 1000), the
 * value computed with guard digits and rounded half away from zero to that scale, as PostgreSQL rounds it.
 */
public final class NumericLogarithms {

    /** PostgreSQL's NUMERIC_MIN_SIG_DIGITS. */
    private static final int MIN_SIG_DIGITS = 16;
    /** PostgreSQL's NUMERIC_MAX_DISPLAY_SCALE. */
    private static final int MAX_SCALE = 1000;
    /** exp_var's limit: beyond it the result overflows, or is zero for a negative argument. */
    private static final int EXP_LIMIT = 6000;
    private static final int GUARD_DIGITS = 30;
    /** PostgreSQL's numeric digits are base 10000: its weights count groups of four decimal digits. */
    private static final int DEC_DIGITS = 4;
    private static final BigDecimal POINT_NINE = new BigDecimal("0.9");
    private static final BigDecimal ONE_POINT_ONE = new BigDecimal("1.1");

    private NumericLogarithms() {
    }

    public static BigDecimal sqrt(BigDecimal x) throws SQLException {
        if (x == null) {
            return null;
        }
        if (x.signum() < 0) {
            throw new SQLException("cannot take square root of a negative number", "2201F");
        }
        int sweight = (weight(x) + 1) * DEC_DIGITS / 2 - 1;
        int scale = scale(MIN_SIG_DIGITS - sweight, x.scale());
        return x.sqrt(new MathContext(Math.max(0, sweight + 1) + scale + GUARD_DIGITS)).setScale(scale, RoundingMode.HALF_UP);
    }

    public static BigDecimal exp(BigDecimal x) throws SQLException {
        if (x == null) {
            return null;
        }
        double weight = Math.max(-2 * MAX_SCALE, Math.min(2 * MAX_SCALE, x.doubleValue() * 0.434294481903252));
        int scale = scale(MIN_SIG_DIGITS - (int) weight, x.scale());
        if (Math.abs(x.doubleValue()) >= EXP_LIMIT) {
            if (x.signum() > 0) {
                throw new SQLException("value overflows numeric format", "22003");
            }
            return BigDecimal.ZERO.setScale(scale);
        }
        int digits = Math.max(1, scale + (int) Math.ceil(weight)) + GUARD_DIGITS;
        return exp(x, new MathContext(digits + 10, RoundingMode.HALF_EVEN)).setScale(scale, RoundingMode.HALF_UP);
    }

    public static BigDecimal ln(BigDecimal x) throws SQLException {
        if (x == null) {
            return null;
        }
        positive(x);
        int scale = scale(MIN_SIG_DIGITS - lnWeight(x), x.scale());
        return ln(x, scale).setScale(scale, RoundingMode.HALF_UP);
    }

    /** {@code log(x)}, PostgreSQL's {@code log(10, x)}. */
    public static BigDecimal log10(BigDecimal x) throws SQLException {
        return log(BigDecimal.TEN, x);
    }

    /** {@code log(base, x)}: ln(x) / ln(base), at log_var's scale. */
    public static BigDecimal log(BigDecimal base, BigDecimal x) throws SQLException {
        if (base == null || x == null) {
            return null;
        }
        positive(base);
        positive(x);
        int scale = Math.max(scale(MIN_SIG_DIGITS - (lnWeight(x) - lnWeight(base)), x.scale()), Math.min(base.scale(), MAX_SCALE));
        int working = scale + GUARD_DIGITS + Math.abs(lnWeight(x)) + Math.abs(lnWeight(base));
        BigDecimal lnBase = ln(base, working);
        if (lnBase.signum() == 0) {
            throw new SQLException("division by zero", "22012");
        }
        return ln(x, working).divide(lnBase, new MathContext(working + 10)).setScale(scale, RoundingMode.HALF_UP);
    }

    private static void positive(BigDecimal x) throws SQLException {
        if (x.signum() == 0) {
            throw new SQLException("cannot take logarithm of zero", "2201E");
        }
        if (x.signum() < 0) {
            throw new SQLException("cannot take logarithm of a negative number", "2201E");
        }
    }

    /** A result scale: at least {@code wanted} and the argument's scale, within PostgreSQL's display scales. */
    private static int scale(int wanted, int argumentScale) {
        return Math.min(Math.max(Math.max(wanted, argumentScale), 0), MAX_SCALE);
    }

    /** The power of its leading decimal digit: 1 for 12.5, -2 for 0.01. */
    private static int exponent(BigDecimal x) {
        return x.precision() - x.scale() - 1;
    }

    /** PostgreSQL's weight of a non-zero numeric: the power of 10000 of its leading base-10000 digit (0 for zero). */
    private static int weight(BigDecimal x) {
        return x.signum() == 0 ? 0 : Math.floorDiv(exponent(x), DEC_DIGITS);
    }

    /** numeric.c's estimate_ln_dweight: the decimal weight of ln(x), from the leading digits of x (or of x - 1 near 1). */
    private static int lnWeight(BigDecimal x) {
        if (x.compareTo(POINT_NINE) >= 0 && x.compareTo(ONE_POINT_ONE) <= 0) {
            BigDecimal near = x.subtract(BigDecimal.ONE);
            return near.signum() == 0 ? 0 : exponent(near);
        }
        int weight = weight(x);
        BigDecimal groups = x.movePointLeft(weight * DEC_DIGITS); // the leading base-10000 digit before the point
        long digits = groups.setScale(0, RoundingMode.DOWN).longValueExact();
        int dweight = weight * DEC_DIGITS;
        BigDecimal rest = groups.subtract(BigDecimal.valueOf(digits));
        if (rest.signum() != 0) { // a second base-10000 digit
            digits = digits * 10000 + rest.movePointRight(DEC_DIGITS).setScale(0, RoundingMode.DOWN).longValueExact();
            dweight -= DEC_DIGITS;
        }
        double ln = Math.log(digits) + dweight * 2.302585092994046;
        return (int) Math.log10(Math.abs(ln));
    }

    /** ln(x) of a positive x to {@code scale} decimals and more: x = m * 10^k, ln(m) from the series of atanh of a root of m. */
    private static BigDecimal ln(BigDecimal x, int scale) {
        int k = exponent(x);
        MathContext context = new MathContext(scale + GUARD_DIGITS + String.valueOf(Math.abs(k)).length() + 2, RoundingMode.HALF_EVEN);
        BigDecimal result = lnReduced(x.movePointLeft(k), context);
        return k == 0 ? result : result.add(lnReduced(BigDecimal.TEN, context).multiply(BigDecimal.valueOf(k)), context);
    }

    /** ln(m) for m in [1, 10]: 16 times ln of its 16th root, which is within 16% of 1, by 2 atanh((r - 1) / (r + 1)). */
    private static BigDecimal lnReduced(BigDecimal m, MathContext context) {
        final int roots = 4;
        BigDecimal r = m;
        for (int i = 0; i < roots; i++) {
            r = r.sqrt(context);
        }
        BigDecimal z = r.subtract(BigDecimal.ONE).divide(r.add(BigDecimal.ONE), context);
        BigDecimal z2 = z.multiply(z, context);
        BigDecimal term = z;
        BigDecimal sum = BigDecimal.ZERO;
        BigDecimal least = BigDecimal.ONE.movePointLeft(context.getPrecision() + 2);
        for (int n = 1; term.abs().compareTo(least) > 0; n += 2) {
            sum = sum.add(term.divide(BigDecimal.valueOf(n), context), context);
            term = term.multiply(z2, context);
        }
        return sum.multiply(BigDecimal.valueOf(2L << roots), context);
    }

    /** e^x by its series at x / 2^j, small, squared j times. */
    private static BigDecimal exp(BigDecimal x, MathContext context) {
        int halvings = Math.max(0, exponent(x) + 8) * 4; // |x| / 2^j below 10^-9: a few terms of the series
        BigDecimal small = x.divide(new BigDecimal(BigInteger.ONE.shiftLeft(halvings)), context);
        BigDecimal term = BigDecimal.ONE;
        BigDecimal sum = BigDecimal.ONE;
        BigDecimal least = BigDecimal.ONE.movePointLeft(context.getPrecision() + 2);
        for (int n = 1; term.abs().compareTo(least) > 0; n++) {
            term = term.multiply(small, context).divide(BigDecimal.valueOf(n), context);
            sum = sum.add(term, context);
        }
        for (int i = 0; i < halvings; i++) {
            sum = sum.multiply(sum, context);
        }
        return sum;
    }
}
