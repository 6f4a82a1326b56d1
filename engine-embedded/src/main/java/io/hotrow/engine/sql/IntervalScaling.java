package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.Duration;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's day-time interval times or divided by a number ({@code interval '1 day' / 7}), which the dialect shim hands
 * here for an interval literal ({@code hotrow_interval_scale(interval, factor, '/')}). PostgreSQL computes in double
 * precision: the days and the time are scaled apart, the days' fraction is carried into the time (rounded to microseconds),
 * and the time is rounded to microseconds, half to even. H2 computed an exact decimal in the literal's own field: its
 * division failed on a quotient without an end (XX000 for {@code / 7}), {@code interval '1' hour / 2} was 0 (INTERVAL
 * HOUR), and a product of days and time carried 24 hours into a day ({@code interval '1 day 20:00:00' * 2} was
 * {@code 3 days 16:00:00}, PostgreSQL's {@code 2 days 40:00:00}). Such a result, days with a time of a day or more, is
 * refused, as H2's intervals cannot hold it. Installed by {@link PostgresFunctions}.
 */
public final class IntervalScaling {

    private static final long SECONDS_PER_DAY = 86_400;
    private static final double MICROS_PER_SECOND = 1e6;
    private static final long MICROS_PER_DAY = SECONDS_PER_DAY * 1_000_000;

    private IntervalScaling() {
    }

    /** {@code interval} times ({@code operator} {@code *}) or divided by ({@code /}) {@code factor}, as PostgreSQL's. */
    public static Duration scale(Value interval, Double factor, String operator) throws SQLException {
        long[] scaled = scaled(interval, factor, operator);
        if (scaled == null) {
            return null;
        }
        long resultDays = scaled[0];
        long micros = scaled[1];
        // The result is typed DAY TO SECOND where the literal has days (H2 carries 24 hours into a day), else cast to hours.
        if (value(interval).getQualifier().hasDays()
                && (Math.abs(micros) >= MICROS_PER_DAY || micros != 0 && resultDays != 0 && Long.signum(micros) != Long.signum(resultDays))) {
            throw EngineErrors.unsupported("an interval times or divided by a number whose result PostgreSQL keeps as " + resultDays
                    + " days and a time of " + micros / 1e6 + " seconds: the engine's intervals carry 24 hours into a day and have one sign;"
                    + " scale an interval of hours (interval '36 hours') instead");
        }
        return Duration.of(resultDays * MICROS_PER_DAY + micros, ChronoUnit.MICROS);
    }

    /**
     * An interval column's value times or divided by {@code factor} ({@code hotrow_interval_carry}): PostgreSQL's arithmetic, as
     * {@link #scale}, with a time of a day or more carried into the days, as the column itself holds every value (a stored
     * {@code 26:00:00} reads {@code 1 day 02:00:00}): the same length as PostgreSQL's result.
     */
    public static Duration scaleCarried(Value interval, Double factor, String operator) throws SQLException {
        long[] scaled = scaled(interval, factor, operator);
        return scaled == null ? null : Duration.of(scaled[0] * MICROS_PER_DAY + scaled[1], ChronoUnit.MICROS);
    }

    /** The days and the microseconds of time of PostgreSQL's product or quotient, or null for a NULL operand. */
    private static long[] scaled(Value interval, Double factor, String operator) throws SQLException {
        if (interval == ValueNull.INSTANCE || factor == null) {
            return null;
        }
        if (!DataType.isIntervalType(interval.getValueType()) || DataType.isYearMonthIntervalType(interval.getValueType())) {
            throw new SQLException("operator does not exist: " + interval.getType() + " " + operator + " double precision", "42883");
        }
        boolean divide = operator.equals("/");
        if (divide && factor == 0) {
            throw new SQLException("division by zero", "22012");
        }
        Interval value = value(interval);
        long total = IntervalParts.days(value) * MICROS_PER_DAY + IntervalParts.micros(value);
        // PostgreSQL's fields: a literal written with days keeps them apart from its time; one without has time only.
        long days = value.getQualifier().hasDays() ? total / MICROS_PER_DAY : 0;
        long time = total - days * MICROS_PER_DAY;
        double scaledDays = divide ? days / factor : days * factor;
        if (Double.isNaN(scaledDays) || Math.abs(scaledDays) > Integer.MAX_VALUE) {
            throw outOfRange();
        }
        long resultDays = (long) scaledDays;
        double carried = toMicroseconds((scaledDays - resultDays) * SECONDS_PER_DAY);
        if (Math.abs(carried) >= SECONDS_PER_DAY) {
            long whole = (long) (carried / SECONDS_PER_DAY);
            resultDays += whole;
            carried -= whole * SECONDS_PER_DAY;
        }
        double resultTime = Math.rint((divide ? time / factor : time * factor) + carried * MICROS_PER_SECOND);
        if (Double.isNaN(resultTime) || Math.abs(resultTime) >= 0x1p63) {
            throw outOfRange();
        }
        return new long[] {resultDays, (long) resultTime};
    }

    private static Interval value(Value interval) {
        return ((ValueInterval) interval).getInterval();
    }

    /** PostgreSQL's TSROUND: {@code seconds} rounded to whole microseconds, half to even. */
    private static double toMicroseconds(double seconds) {
        return Math.rint(seconds * MICROS_PER_SECOND) / MICROS_PER_SECOND;
    }

    private static SQLException outOfRange() {
        return new SQLException("interval out of range", "22008");
    }
}
