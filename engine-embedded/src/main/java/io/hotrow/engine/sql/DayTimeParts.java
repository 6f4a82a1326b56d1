package io.hotrow.engine.sql;

import java.math.BigInteger;
import java.sql.SQLException;
import java.util.EnumSet;
import java.util.Locale;
import java.util.Set;
import org.h2.api.Interval;
import org.h2.api.IntervalQualifier;
import org.h2.util.IntervalUtils;
import org.h2.value.Value;
import org.h2.value.ValueInterval;

/**
 * A day-time interval's days and time apart, as PostgreSQL keeps them ({@code 25:00:00} has no day, {@code 1 day 01:00:00}
 * one), for the aggregates that add them apart as PostgreSQL does, and the H2 interval of such a pair: of hours where it has
 * no days, else of days and time, which H2 holds only with a time of the days' sign below a day.
 */
final class DayTimeParts {

    static final BigInteger NANOS_PER_DAY = BigInteger.valueOf(86_400L * 1_000_000_000L);
    /** The qualifiers whose leading field is days. */
    private static final Set<IntervalQualifier> DAY_FIELDS = EnumSet.of(IntervalQualifier.DAY, IntervalQualifier.DAY_TO_HOUR,
            IntervalQualifier.DAY_TO_MINUTE, IntervalQualifier.DAY_TO_SECOND);

    private DayTimeParts() {
    }

    /**
     * The type of a sum or average of intervals of {@code type}: year-month or day-time; {@code function}'s 42883, as
     * PostgreSQL's, for a type that is no interval.
     */
    static int aggregateType(int type, String function) throws SQLException {
        if (type == Value.INTERVAL_YEAR || type == Value.INTERVAL_MONTH || type == Value.INTERVAL_YEAR_TO_MONTH) {
            return Value.INTERVAL_YEAR_TO_MONTH;
        }
        if (type >= Value.INTERVAL_YEAR && type <= Value.INTERVAL_MINUTE_TO_SECOND) {
            return Value.INTERVAL_DAY_TO_SECOND;
        }
        throw new SQLException("function " + function + "(" + Value.getTypeName(type).toLowerCase(Locale.ROOT) + ") does not exist", "42883");
    }

    /** The interval's length in nanoseconds, or its months for a year-month interval. */
    static BigInteger absolute(Interval interval) {
        return IntervalUtils.intervalToAbsolute(ValueInterval.from(interval.getQualifier(), interval.isNegative(), interval.getLeading(),
                interval.getRemaining()));
    }

    /** Its days, where its leading field is days; none otherwise. */
    static long days(Interval interval) {
        if (!DAY_FIELDS.contains(interval.getQualifier())) {
            return 0;
        }
        return interval.isNegative() ? -interval.getLeading() : interval.getLeading();
    }

    /**
     * The interval of {@code days} and {@code timeNanos}; refused (42000) where PostgreSQL would keep days and a time of the
     * other sign or of a day or more, which the engine's intervals cannot hold ({@code what} says what was computed).
     */
    static Interval of(long days, BigInteger timeNanos, String what) throws SQLException {
        if (days == 0) {
            return interval(IntervalQualifier.HOUR_TO_SECOND, timeNanos);
        }
        if (timeNanos.signum() == -Long.signum(days) || timeNanos.abs().compareTo(NANOS_PER_DAY) >= 0) {
            throw new SQLException(what + " has days and a time of another sign or of a day or more, which PostgreSQL keeps apart and"
                    + " the engine's intervals cannot: write the intervals in hours instead", "42000"); // the engine's refusal (docs/errors.md)
        }
        return interval(IntervalQualifier.DAY_TO_SECOND, NANOS_PER_DAY.multiply(BigInteger.valueOf(days)).add(timeNanos));
    }

    static Interval interval(IntervalQualifier qualifier, BigInteger absolute) {
        ValueInterval v = IntervalUtils.intervalFromAbsolute(qualifier, absolute);
        return new Interval(qualifier, v.isNegative(), v.getLeading(), v.getRemaining());
    }
}
