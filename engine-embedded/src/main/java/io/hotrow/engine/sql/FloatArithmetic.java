package io.hotrow.engine.sql;

import java.sql.SQLException;

/**
 * PostgreSQL's float arithmetic with its range checks, which the dialect shim calls in place of {@code + - * /} of floats
 * ({@code hotrow_float8}, {@code hotrow_float4}), of casts to real, and of power, exp and sqrt of floats; and cbrt, which H2 lacks. H2 computes a double as Java does: past the
 * range it is Infinity and below it 0, without an error ({@code 1e308::float8 * 10} answered Infinity), where PostgreSQL refuses
 * a result that is infinite from finite operands (22003, overflow) or zero from non-zero ones (22003, underflow). Infinite and NaN
 * operands give what IEEE arithmetic gives, in both.
 */
public final class FloatArithmetic {

    /** 2^(k/3) for k from -2 to 2: glibc's cbrt scales the cube root of the mantissa by these. */
    private static final double[] CBRT_FACTORS = {1.0 / 1.5874010519681994748, 1.0 / 1.2599210498948731648, 1.0, 1.2599210498948731648,
        1.5874010519681994748};

    private FloatArithmetic() {
    }

    /** {@code a operator b} of double precision values ({@code operator} one of {@code + - * /}); null if either is null. */
    public static Double float8(Double a, Double b, String operator) throws SQLException {
        if (a == null || b == null) {
            return null;
        }
        double x = a;
        double y = b;
        return switch (operator) {
            case "+" -> checked(x + y, x, y, false);
            case "-" -> checked(x - y, x, y, false);
            case "*" -> checked(x * y, x, y, x != 0 && y != 0);
            case "/" -> checked(divided(x, y), x, y, x != 0 && !Double.isInfinite(y));
            default -> throw new SQLException("operator does not exist: double precision " + operator + " double precision", "42883");
        };
    }

    /** {@code a operator b} of real values, within real's range, as PostgreSQL's float4 operators; null if either is null. */
    public static Float float4(Float a, Float b, String operator) throws SQLException {
        if (a == null || b == null) {
            return null;
        }
        float x = a;
        float y = b;
        float result = switch (operator) {
            case "+" -> x + y;
            case "-" -> x - y;
            case "*" -> x * y;
            case "/" -> (float) divided(x, y);
            default -> throw new SQLException("operator does not exist: real " + operator + " real", "42883");
        };
        boolean nonZero = operator.equals("*") ? x != 0 && y != 0 : operator.equals("/") && x != 0 && !Float.isInfinite(y);
        return (float) checked(result, x, y, nonZero);
    }

    /** {@code value} cast to real, within its range, as PostgreSQL's cast of double precision to real. */
    public static Float float4Cast(Double value) throws SQLException {
        if (value == null) {
            return null;
        }
        double x = value;
        return (float) checked((float) x, x, x, x != 0);
    }

    /** PostgreSQL's {@code power(double precision, double precision)}. */
    public static Double power(Double base, Double exponent) throws SQLException {
        if (base == null || exponent == null) {
            return null;
        }
        double x = base;
        double y = exponent;
        if (x == 0 && y < 0) {
            throw new SQLException("zero raised to a negative power is undefined", "2201F");
        }
        if (x < 0 && Math.floor(y) != y) {
            throw new SQLException("a negative number raised to a non-integer power yields a complex result", "2201F");
        }
        if (Double.isNaN(x) && y == 0 || Double.isNaN(y) && x == 1) {
            return 1.0; // POSIX's pow, which PostgreSQL follows; Java's answers NaN for the second
        }
        return checked(Math.pow(x, y), x, y, x != 0 && !Double.isInfinite(x) && !Double.isInfinite(y));
    }

    /** PostgreSQL's {@code exp(double precision)}. */
    public static Double exp(Double argument) throws SQLException {
        if (argument == null) {
            return null;
        }
        double x = argument;
        return checked(Math.exp(x), x, x, !Double.isInfinite(x));
    }

    /** PostgreSQL's {@code sqrt(double precision)}: H2's answered NaN below zero. */
    public static Double sqrt(Double argument) throws SQLException {
        if (argument != null && argument < 0) {
            throw new SQLException("cannot take square root of a negative number", "2201F");
        }
        return argument == null ? null : Math.sqrt(argument);
    }

    /**
     * PostgreSQL's {@code cbrt(double precision)}, which H2 lacks: the C library's, whose last digit PostgreSQL prints (glibc's
     * cbrt of 27 is 3.0000000000000004), so computed as glibc computes it, not by Java's Math.cbrt (3.0).
     */
    public static Double cbrt(Double argument) {
        if (argument == null) {
            return null;
        }
        double x = argument;
        if (x == 0 || Double.isNaN(x) || Double.isInfinite(x)) {
            return x + x;
        }
        double abs = Math.abs(x);
        int exponent = Math.getExponent(abs) + 1;
        if (exponent < Double.MIN_EXPONENT + 1) { // subnormal: frexp of its scaled value
            exponent = Math.getExponent(abs * 0x1p54) + 1 - 54;
        }
        double xm = Math.scalb(abs, -exponent); // in [0.5, 1), as frexp's
        double u = 0.354895765043919860 + (1.50819193781584896 + (-2.11499494167371287 + (2.44693122563534430 + (-1.83469277483613086
                + (0.784932344976639262 - 0.145263899385486377 * xm) * xm) * xm) * xm) * xm) * xm;
        double t2 = u * u * u;
        double ym = u * (t2 + 2.0 * xm) / (2.0 * t2 + xm) * CBRT_FACTORS[2 + exponent % 3];
        return Math.scalb(x > 0 ? ym : -ym, exponent / 3);
    }

    private static double divided(double x, double y) throws SQLException {
        if (y == 0 && !Double.isNaN(x)) {
            throw new SQLException("division by zero", "22012");
        }
        return x / y;
    }

    /**
     * {@code result}, unless it is infinite from finite operands (overflow) or zero where {@code nonZero} says the exact result
     * is not (underflow), as PostgreSQL's check_float8_val.
     */
    static double checked(double result, double x, double y, boolean nonZero) throws SQLException {
        if (Double.isInfinite(result) && !Double.isInfinite(x) && !Double.isInfinite(y)) {
            throw new SQLException("value out of range: overflow", "22003");
        }
        if (result == 0 && nonZero) {
            throw new SQLException("value out of range: underflow", "22003");
        }
        return result;
    }
}
