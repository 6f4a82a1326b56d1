package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.math.BigInteger;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.SQLException;
import org.h2.api.Aggregate;
import org.h2.api.Interval;
import org.h2.api.IntervalQualifier;
import org.h2.value.Value;

/**
 * PostgreSQL's {@code avg}, installed by {@link PostgresFunctions} as {@code pg_catalog.pg_avg} and called
 * by the dialect shim in place of {@code avg}. Of integers and numerics it is a numeric, the sum
 * divided as PostgreSQL divides numerics ({@link NumericDivision}): H2 gives a double for integers,
 * and for an unconstrained numeric computes 100,000 digits. Of floats it is a double, of intervals an
 * interval, as with H2; of anything else there is no avg (42883, as in PostgreSQL).
 */
public final class PostgresAverage implements Aggregate {

    private enum Kind { EXACT, FLOAT, MONTHS, NANOS }

    private static final BigInteger NANOS_PER_MICRO = BigInteger.valueOf(1000);
    private static final long SECONDS_PER_DAY = 86_400;

    /** H2 asks one instance for the type and aggregates with others, so each group learns its kind from its values. */
    private Kind kind = Kind.EXACT;
    private long count;
    private BigDecimal exactSum = BigDecimal.ZERO;
    private double floatSum;
    /** PostgreSQL's float8_accum also sums the squared deviations, and refuses an overflow of either sum (22003). */
    private double floatSquares;
    private BigInteger intervalSum = BigInteger.ZERO;
    /** PostgreSQL sums an interval's days apart from its time ('25 hours' is no day): the days of intervalSum. */
    private long daySum;

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
            default -> DayTimeParts.aggregateType(type, "avg");
        };
    }

    @Override
    public void add(Object value) throws SQLException {
        if (value == null) {
            return;
        }
        count++;
        if (value instanceof Interval interval) {
            kind = interval.getQualifier().isYearMonth() ? Kind.MONTHS : Kind.NANOS;
            intervalSum = intervalSum.add(DayTimeParts.absolute(interval));
            daySum += DayTimeParts.days(interval);
        } else if (value instanceof Double || value instanceof Float) {
            kind = Kind.FLOAT;
            addFloat(((Number) value).doubleValue());
        } else {
            exactSum = exactSum.add(value instanceof BigDecimal d ? d : BigDecimal.valueOf(((Number) value).longValue()));
        }
    }

    @Override
    public Object getResult() throws SQLException {
        if (count == 0) {
            return null;
        }
        return switch (kind) {
            case FLOAT -> floatSum / count;
            case MONTHS -> DayTimeParts.interval(IntervalQualifier.YEAR_TO_MONTH, wholeMonths());
            case NANOS -> dayTime();
            case EXACT -> NumericDivision.divide(exactSum, BigDecimal.valueOf(count));
        };
    }

    /** Youngs and Cramer's sums, as PostgreSQL's float8_accum adds a value to them (count already counts it). */
    private void addFloat(double x) throws SQLException {
        double before = floatSum;
        floatSum += x;
        if (count > 1) {
            double deviation = x * count - floatSum;
            floatSquares += deviation * deviation / (count * (count - 1.0));
            if (Double.isInfinite(floatSum) || Double.isInfinite(floatSquares)) {
                FloatArithmetic.checked(Double.POSITIVE_INFINITY, before, x, false);
                floatSquares = Double.NaN;
            }
        }
    }

    /**
     * The average of a sum of months, refused when it holds a fraction of a month: PostgreSQL carries that into days
     * ({@code 1 mon 15 days}), which an interval of months cannot hold (H2 truncated it to {@code 1 mon}).
     */
    private BigInteger wholeMonths() throws SQLException {
        BigInteger[] months = intervalSum.divideAndRemainder(BigInteger.valueOf(count));
        if (months[1].signum() != 0) {
            throw new SQLException("the average of these intervals of months holds a fraction of a month, which PostgreSQL carries into"
                    + " days; the engine's intervals cannot hold months and days together: average intervals of days (interval '30 days')"
                    + " instead", "42000"); // the engine's refusal (docs/errors.md)
        }
        return months[0];
    }

    /**
     * PostgreSQL's interval_div of the sum by the count: the days divided, their fraction carried into the time, the time
     * divided; {@code 25:00:00} stays hours (H2's average was {@code 1 day 01:00:00}). Days and a time that PostgreSQL
     * keeps apart (of two signs, or a time of a day or more beside days) the engine's intervals cannot hold: refused.
     */
    private Interval dayTime() throws SQLException {
        BigInteger timeSum = intervalSum.subtract(DayTimeParts.NANOS_PER_DAY.multiply(BigInteger.valueOf(daySum)));
        double days = (double) daySum / count;
        long wholeDays = (long) days;
        double carried = Math.rint((days - wholeDays) * SECONDS_PER_DAY * 1e6) / 1e6;
        if (Math.abs(carried) >= SECONDS_PER_DAY) {
            wholeDays += (long) (carried / SECONDS_PER_DAY);
            carried -= (long) (carried / SECONDS_PER_DAY) * SECONDS_PER_DAY;
        }
        BigInteger time = microseconds(timeSum.add(BigDecimal.valueOf(carried).multiply(BigDecimal.valueOf(1_000_000_000L * count))
                .setScale(0, RoundingMode.HALF_EVEN).toBigInteger()));
        return DayTimeParts.of(wholeDays, time, "the average of these intervals");
    }

    /** The average of a sum of nanoseconds, rounded to PostgreSQL's microseconds half to even, as its rint does. */
    private BigInteger microseconds(BigInteger nanos) {
        BigDecimal micros = new BigDecimal(nanos).divide(new BigDecimal(NANOS_PER_MICRO).multiply(BigDecimal.valueOf(count)), 0,
                RoundingMode.HALF_EVEN);
        return micros.toBigIntegerExact().multiply(NANOS_PER_MICRO);
    }
}
