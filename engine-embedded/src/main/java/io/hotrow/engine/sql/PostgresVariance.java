package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.Map;
import org.h2.api.Aggregate;
import org.h2.value.Value;

/**
 * PostgreSQL's {@code var_samp}, {@code var_pop}, {@code stddev_samp} and {@code stddev_pop} (and
 * {@code variance}, {@code stddev}), installed by {@link PostgresFunctions} as
 * {@code pg_catalog.pg_var_samp} and so on, and called by the dialect shim in their place. H2 gives a
 * double with other last digits. Of integers and numerics PostgreSQL's result is a numeric: the
 * exact sums, {@code (N * sum(x²) - sum(x)²) / (N * (N - 1))} (or {@code N * N}) divided at its
 * division's scale ({@link NumericDivision}), and the square root at that scale, rounded half up.
 * Of floats it is a double, summed as PostgreSQL does (Youngs and Cramer's updates).
 */
public abstract class PostgresVariance implements Aggregate {

    /** The engine's aggregates, by the name the shim calls (in pg_catalog), and their classes. */
    static final Map<String, Class<? extends PostgresVariance>> AGGREGATES = Map.of("pg_var_samp", Sample.class, "pg_var_pop",
            Population.class, "pg_stddev_samp", SampleDeviation.class, "pg_stddev_pop", PopulationDeviation.class);

    private final String name;
    private final boolean sample;
    private final boolean root;

    /** H2 asks one instance for the type and aggregates with others, so each group learns whether it is floats from its values. */
    private boolean floats;
    private long count;
    private BigDecimal sum = BigDecimal.ZERO;
    private BigDecimal sumOfSquares = BigDecimal.ZERO;
    private double floatSum;
    private double squaredDeviations;

    PostgresVariance(String name, boolean sample, boolean root) {
        this.name = name;
        this.sample = sample;
        this.root = root;
    }

    /** {@code var_samp} and {@code variance}. */
    public static final class Sample extends PostgresVariance {
        public Sample() {
            super("var_samp", true, false);
        }
    }

    /** {@code var_pop}. */
    public static final class Population extends PostgresVariance {
        public Population() {
            super("var_pop", false, false);
        }
    }

    /** {@code stddev_samp} and {@code stddev}. */
    public static final class SampleDeviation extends PostgresVariance {
        public SampleDeviation() {
            super("stddev_samp", true, true);
        }
    }

    /** {@code stddev_pop}. */
    public static final class PopulationDeviation extends PostgresVariance {
        public PopulationDeviation() {
            super("stddev_pop", false, true);
        }
    }

    @Override
    public void init(Connection connection) {
        // no state outside the group
    }

    @Override
    public int getInternalType(int[] inputTypes) throws SQLException {
        int type = inputTypes[0];
        return switch (type) {
            case Value.NULL, Value.TINYINT, Value.SMALLINT, Value.INTEGER, Value.BIGINT, Value.NUMERIC, Value.DECFLOAT -> Value.NUMERIC;
            case Value.REAL, Value.DOUBLE -> Value.DOUBLE;
            default -> throw new SQLException("function " + name + "(" + Value.getTypeName(type).toLowerCase(Locale.ROOT)
                    + ") does not exist", "42883");
        };
    }

    @Override
    public void add(Object value) {
        if (value == null) {
            return;
        }
        count++;
        if (value instanceof Double || value instanceof Float) {
            floats = true;
            double x = ((Number) value).doubleValue();
            floatSum += x;
            if (count > 1) {
                double deviation = x * count - floatSum;
                squaredDeviations += deviation * deviation / ((double) count * (count - 1));
            } else if (Double.isNaN(x) || Double.isInfinite(x)) {
                squaredDeviations = Double.NaN;
            }
        } else {
            BigDecimal x = value instanceof BigDecimal d ? d : BigDecimal.valueOf(((Number) value).longValue());
            sum = sum.add(x);
            sumOfSquares = sumOfSquares.add(x.multiply(x));
        }
    }

    @Override
    public Object getResult() throws SQLException {
        if (count <= (sample ? 1 : 0)) {
            return null;
        }
        if (floats) {
            double variance = squaredDeviations / (sample ? count - 1.0 : count);
            return root ? Math.sqrt(variance) : variance;
        }
        BigDecimal n = BigDecimal.valueOf(count);
        BigDecimal numerator = n.multiply(sumOfSquares).subtract(sum.multiply(sum));
        if (numerator.signum() <= 0) {
            return BigDecimal.ZERO; // rounding cannot make it negative here, but PostgreSQL's answer for it is 0
        }
        BigDecimal denominator = n.multiply(sample ? n.subtract(BigDecimal.ONE) : n);
        int scale = NumericDivision.scale(numerator, denominator);
        BigDecimal variance = numerator.divide(denominator, scale, RoundingMode.HALF_UP);
        if (!root) {
            return variance;
        }
        MathContext digits = new MathContext(variance.precision() + scale + 2, RoundingMode.DOWN);
        return variance.sqrt(digits).setScale(scale, RoundingMode.HALF_UP);
    }
}
