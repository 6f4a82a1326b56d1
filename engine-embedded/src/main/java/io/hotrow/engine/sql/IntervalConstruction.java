package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.Duration;
import java.time.Period;
import java.time.temporal.ChronoUnit;

/**
 * PostgreSQL's {@code make_interval(years, months, weeks, days, hours, mins, secs)}, which the dialect shim calls by the fields
 * it is given (its named arguments written in place): of years and months alone {@code hotrow_make_interval_months}, a year-month
 * interval; of times alone {@code hotrow_make_interval_time}, cast by the shim to an interval of hours (PostgreSQL keeps
 * {@code 25:00:00}); else {@code hotrow_make_interval}, days and a time. H2's intervals hold months or days, not both, and carry
 * 24 hours into a day: a result with months and days or time, or with days and a time of a day or more or of the other sign,
 * is refused. Installed by {@link PostgresFunctions}.
 */
public final class IntervalConstruction {

    private static final long MICROS_PER_SECOND = 1_000_000L;
    private static final long MICROS_PER_DAY = 86_400L * MICROS_PER_SECOND;

    private IntervalConstruction() {
    }

    /** {@code make_interval(years, months)}; null if either is null, as PostgreSQL's function is strict. */
    public static Period months(Integer years, Integer months) throws SQLException {
        if (years == null || months == null) {
            return null;
        }
        try {
            return Period.ofMonths(Math.addExact(Math.multiplyExact(years, 12), months));
        } catch (ArithmeticException e) {
            throw outOfRange();
        }
    }

    /** {@code make_interval(hours => ..., mins => ..., secs => ...)}: a time only. */
    public static Duration time(Integer hours, Integer mins, Double secs) throws SQLException {
        Long micros = micros(hours, mins, secs);
        return micros == null ? null : Duration.of(micros, ChronoUnit.MICROS);
    }

    /** {@code make_interval} with days or weeks: the days and a time, which must not need months or hours beyond a day. */
    public static Duration dayTime(Integer years, Integer months, Integer weeks, Integer days, Integer hours, Integer mins, Double secs)
            throws SQLException {
        Long micros = micros(hours, mins, secs);
        if (years == null || months == null || weeks == null || days == null || micros == null) {
            return null;
        }
        if (years != 0 || months != 0) {
            throw EngineErrors.unsupported("make_interval with months and days or time: the engine's intervals cannot hold months and"
                    + " days together");
        }
        long allDays = (long) weeks * 7 + days;
        if (Math.abs(micros) >= MICROS_PER_DAY || allDays != 0 && micros != 0 && Long.signum(allDays) != Long.signum(micros)) {
            throw EngineErrors.unsupported("make_interval with days and a time of a day or more, or of the other sign: the engine's"
                    + " intervals carry 24 hours into a day and have one sign; give the hours alone (make_interval(hours => 30))");
        }
        try {
            return Duration.of(Math.addExact(Math.multiplyExact(allDays, MICROS_PER_DAY), micros), ChronoUnit.MICROS);
        } catch (ArithmeticException e) {
            throw outOfRange();
        }
    }

    /** The time's microseconds, the seconds rounded to even as PostgreSQL's rint does; null if a field is null. */
    private static Long micros(Integer hours, Integer mins, Double secs) throws SQLException {
        if (hours == null || mins == null || secs == null) {
            return null;
        }
        double seconds = Math.rint(secs * MICROS_PER_SECOND);
        if (!Double.isFinite(seconds) || Math.abs(seconds) >= Long.MAX_VALUE) {
            throw outOfRange();
        }
        try {
            return Math.addExact((hours * 60L + mins) * 60L * MICROS_PER_SECOND, (long) seconds);
        } catch (ArithmeticException e) {
            throw outOfRange();
        }
    }

    private static SQLException outOfRange() {
        return new SQLException("interval out of range", "22008");
    }
}
