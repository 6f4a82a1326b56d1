package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.sql.SQLException;
import java.util.Locale;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * Conversions to PostgreSQL's integer types and {@code gcd}/{@code lcm}, as PostgreSQL computes
 * them where H2 differs: a double or real rounds half to even (rint: {@code (2.5::float8)::int} is
 * 2, H2 says 3), NaN and infinities are out of range (H2 makes 0 of NaN), text out of range is 22003
 * (H2: a conversion error), and gcd/lcm of integers overflow in their arguments' type (H2 computes
 * in numeric and answers); and {@code div}, which H2 lacks. The dialect shim calls the conversions for casts to smallint, integer
 * and bigint ({@code hotrow_int2}, {@code hotrow_int4}, {@code hotrow_int8}). Installed by
 * {@link PostgresFunctions}.
 */
public final class IntegerFunctions {

    private static final BigInteger[] BOUNDS = {BigInteger.valueOf(Short.MIN_VALUE), BigInteger.valueOf(Short.MAX_VALUE),
        BigInteger.valueOf(Integer.MIN_VALUE), BigInteger.valueOf(Integer.MAX_VALUE), BigInteger.valueOf(Long.MIN_VALUE),
        BigInteger.valueOf(Long.MAX_VALUE)};

    private enum IntegerType {
        SMALLINT, INTEGER, BIGINT;

        BigInteger min() {
            return BOUNDS[ordinal() * 2];
        }

        BigInteger max() {
            return BOUNDS[ordinal() * 2 + 1];
        }

        String sqlName() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    private IntegerFunctions() {
    }

    public static Short toSmallint(Value value) throws SQLException {
        BigInteger n = convert(value, IntegerType.SMALLINT);
        return n == null ? null : n.shortValue();
    }

    public static Integer toInteger(Value value) throws SQLException {
        BigInteger n = convert(value, IntegerType.INTEGER);
        return n == null ? null : n.intValue();
    }

    public static Long toBigint(Value value) throws SQLException {
        BigInteger n = convert(value, IntegerType.BIGINT);
        return n == null ? null : n.longValue();
    }

    private static BigInteger convert(Value value, IntegerType type) throws SQLException {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        int valueType = value.getValueType();
        if (DataType.isCharacterStringType(valueType)) {
            return parse(value.getString(), type);
        }
        BigInteger n;
        if (valueType == Value.DOUBLE || valueType == Value.REAL) {
            double d = value.getDouble();
            if (Double.isNaN(d) || Double.isInfinite(d)) {
                throw outOfRange(type);
            }
            n = new BigDecimal(Math.rint(d)).toBigInteger();
        } else if (valueType == Value.NUMERIC || valueType == Value.DECFLOAT) {
            if (valueType == Value.DECFLOAT && !Double.isFinite(value.getDouble())) {
                throw outOfRange(type);
            }
            n = value.getBigDecimal().setScale(0, RoundingMode.HALF_UP).toBigIntegerExact();
        } else if (valueType == Value.BOOLEAN) {
            n = value.getBoolean() ? BigInteger.ONE : BigInteger.ZERO;
        } else {
            n = value.getBigInteger(); // the integer types; others fail here as H2's cast would
        }
        if (n.compareTo(type.min()) < 0 || n.compareTo(type.max()) > 0) {
            throw outOfRange(type);
        }
        return n;
    }

    /** PostgreSQL's integer input: an optional sign and digits, whitespace around them allowed. */
    private static BigInteger parse(String text, IntegerType type) throws SQLException {
        String trimmed = text.strip();
        int digits = trimmed.startsWith("-") || trimmed.startsWith("+") ? 1 : 0;
        boolean valid = trimmed.length() > digits;
        for (int i = digits; valid && i < trimmed.length(); i++) {
            valid = trimmed.charAt(i) >= '0' && trimmed.charAt(i) <= '9';
        }
        if (!valid) {
            throw new SQLException("invalid input syntax for type " + type.sqlName() + ": \"" + text + "\"", "22P02");
        }
        BigInteger n = new BigInteger(trimmed.startsWith("+") ? trimmed.substring(1) : trimmed);
        if (n.compareTo(type.min()) < 0 || n.compareTo(type.max()) > 0) {
            throw new SQLException("value \"" + text + "\" is out of range for type " + type.sqlName(), "22003");
        }
        return n;
    }

    /** PostgreSQL's {@code div}: the quotient truncated toward zero, as numeric. H2 has none. */
    public static BigDecimal div(BigDecimal dividend, BigDecimal divisor) throws SQLException {
        if (dividend == null || divisor == null) {
            return null;
        }
        if (divisor.signum() == 0) {
            throw new SQLException("division by zero", "22012");
        }
        return dividend.divideToIntegralValue(divisor).setScale(0, RoundingMode.DOWN);
    }

    /** The greatest common divisor, never negative, computed in the arguments' type (H2's gcd takes more than two: so does this). */
    public static BigDecimal gcd(Value... values) throws SQLException {
        return divisors(values, true);
    }

    /** The least common multiple, never negative, computed in the arguments' type. */
    public static BigDecimal lcm(Value... values) throws SQLException {
        return divisors(values, false);
    }

    /**
     * Numerics are computed at the arguments' largest scale, on their unscaled values, as PostgreSQL's numeric gcd:
     * {@code gcd(1.5, 0.5)} is 0.5 (their integer parts' gcd was 1), {@code lcm(1.5, 2.25)} 4.50.
     */
    private static BigDecimal divisors(Value[] values, boolean gcd) throws SQLException {
        IntegerType type = IntegerType.SMALLINT;
        int scale = 0;
        for (Value value : values) {
            if (value == null || value == ValueNull.INSTANCE) {
                return null;
            }
            type = widest(type, value);
            scale = Math.max(scale, Math.max(0, value.getBigDecimal().scale()));
        }
        BigInteger result = null;
        for (Value value : values) {
            BigInteger n = value.getBigDecimal().setScale(scale).unscaledValue();
            result = result == null ? n.abs() : gcd ? result.gcd(n) : lcm(result, n);
        }
        if (result == null) {
            return null;
        }
        if (type != null && result.compareTo(type.max()) > 0) {
            throw outOfRange(type);
        }
        return new BigDecimal(result, scale); // lcm(x, y) = |x y| / gcd(x, y): the unscaled values' lcm, at the same scale
    }

    private static BigInteger lcm(BigInteger a, BigInteger b) {
        return a.signum() == 0 || b.signum() == 0 ? BigInteger.ZERO : a.multiply(b).abs().divide(a.gcd(b));
    }

    /** The integer type results are computed in: the widest argument's (smallint counts as integer); null for numeric. */
    private static IntegerType widest(IntegerType so, Value value) {
        if (so == null) {
            return null;
        }
        return switch (value.getValueType()) {
            case Value.TINYINT, Value.SMALLINT, Value.INTEGER -> so == IntegerType.BIGINT ? so : IntegerType.INTEGER;
            case Value.BIGINT -> IntegerType.BIGINT;
            default -> null;
        };
    }

    private static SQLException outOfRange(IntegerType type) {
        return new SQLException(type.sqlName() + " out of range", "22003");
    }
}
