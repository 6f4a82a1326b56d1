package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.Locale;
import org.h2.api.Interval;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code age}, {@code justify_hours}, {@code justify_days} and {@code justify_interval}. H2's intervals hold either months or days and
 * time, never both, so these answer only what fits in days and time (an interval DAY TO SECOND) and
 * refuse a result with months, which PostgreSQL's {@code 1 year 2 mons 5 days} would need.
 */
public final class IntervalFunctions {

    private static final long MICROS_PER_SECOND = 1_000_000L;
    private static final long MICROS_PER_DAY = 86_400L * MICROS_PER_SECOND;
    /** PostgreSQL's justify_days and justify_interval count a month as 30 days. */
    private static final long DAYS_PER_MONTH = 30;

    private IntervalFunctions() {
    }

    /** {@code age(x)}: from midnight of the session's current date. */
    public static Duration age(Connection connection, Value value) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        return age(today(connection), wallClock(value, connection));
    }

    /** {@code age(a, b)}: a - b in years, months and days, then time, each field borrowing from the next larger as PostgreSQL does. */
    public static Duration age(Connection connection, Value a, Value b) throws SQLException {
        if (a == ValueNull.INSTANCE || b == ValueNull.INSTANCE) {
            return null;
        }
        return age(wallClock(a, connection), wallClock(b, connection));
    }

    static Duration age(LocalDateTime t1, LocalDateTime t2) throws SQLException {
        AgeParts age = AgeParts.between(t1, t2);
        if (age.months() != 0) {
            throw EngineErrors.unsupported("age() of values a month or more apart: the engine's intervals cannot hold months and days"
                    + " together; subtract the values for days and time (a - b), or compare their fields with extract");
        }
        long total = ((age.days() * 24 + age.hours()) * 60 + age.minutes()) * 60 * MICROS_PER_SECOND + age.seconds() * MICROS_PER_SECOND + age.micros();
        return Duration.of(age.sign() * total, ChronoUnit.MICROS);
    }

    /**
     * {@code extract(field FROM age(...))}, which the dialect shim writes as {@code hotrow_age_extract(field, ...)}: a field of
     * PostgreSQL's age, which needs no interval to hold its months and days together (an age in years is the common use).
     */
    public static BigDecimal ageExtract(Connection connection, String field, Value value) throws SQLException {
        return value == ValueNull.INSTANCE ? null : field(field, AgeParts.between(today(connection), wallClock(value, connection)));
    }

    public static BigDecimal ageExtract(Connection connection, String field, Value a, Value b) throws SQLException {
        return a == ValueNull.INSTANCE || b == ValueNull.INSTANCE ? null : field(field, AgeParts.between(wallClock(a, connection), wallClock(b, connection)));
    }

    /** {@code date_part(field, age(...))}: the same field, as a double. */
    public static Double ageDatePart(Connection connection, String field, Value value) throws SQLException {
        BigDecimal part = ageExtract(connection, field, value);
        return part == null ? null : part.doubleValue();
    }

    public static Double ageDatePart(Connection connection, String field, Value a, Value b) throws SQLException {
        BigDecimal part = ageExtract(connection, field, a, b);
        return part == null ? null : part.doubleValue();
    }

    /** PostgreSQL's extract of {@code field} from an interval of these parts (its interval_part), with the parts' sign. */
    private static BigDecimal field(String field, AgeParts age) throws SQLException {
        long years = age.months() / 12;
        long seconds = age.seconds() * MICROS_PER_SECOND + age.micros();
        BigDecimal value = switch (field == null ? "" : field.toLowerCase(Locale.ROOT)) {
            case "microseconds", "microsecond", "us" -> BigDecimal.valueOf(seconds);
            case "milliseconds", "millisecond", "ms" -> BigDecimal.valueOf(seconds, 3);
            case "second", "seconds", "sec", "s" -> BigDecimal.valueOf(seconds, 6);
            case "minute", "minutes", "min", "m" -> BigDecimal.valueOf(age.minutes());
            case "hour", "hours", "h" -> BigDecimal.valueOf(age.hours());
            case "day", "days", "d" -> BigDecimal.valueOf(age.days());
            case "month", "months", "mon", "mons" -> BigDecimal.valueOf(age.months() % 12);
            case "quarter" -> BigDecimal.valueOf(age.months() % 12 / 3 + 1);
            case "year", "years", "y" -> BigDecimal.valueOf(years);
            case "decade", "decades" -> BigDecimal.valueOf(years / 10);
            case "century", "centuries" -> BigDecimal.valueOf(years / 100);
            case "millennium", "millennia" -> BigDecimal.valueOf(years / 1000);
            case "epoch" -> BigDecimal.valueOf(years * 31_557_600L + age.months() % 12 * 2_592_000L
                    + ((age.days() * 24 + age.hours()) * 60 + age.minutes()) * 60).multiply(BigDecimal.valueOf(MICROS_PER_SECOND))
                    .add(BigDecimal.valueOf(seconds)).movePointLeft(6);
            default -> throw new SQLException("unit \"" + field + "\" not supported for type interval", "0A000");
        };
        // quarter counts from 1 whatever the sign, as PostgreSQL's does
        return field.equalsIgnoreCase("quarter") || age.sign() > 0 ? value : value.negate();
    }

    private static LocalDateTime today(Connection connection) {
        return LocalDateTime.now(SessionTime.zone(connection)).truncatedTo(ChronoUnit.DAYS);
    }

    /** {@code justify_hours(interval)}: whole 24-hour periods of the time become days. */
    public static Duration justifyHours(Value value) throws SQLException {
        long[] parts = dayTime(value, "justify_hours");
        // Days and time in one count: H2's day-time interval carries whole days out of the time itself, with one sign.
        return parts == null ? null : Duration.of(parts[0] * MICROS_PER_DAY + parts[1], ChronoUnit.MICROS);
    }

    /**
     * {@code justify_days(interval)}: PostgreSQL turns whole 30-day periods of the days into months, the time untouched. The
     * days are given back where they stay under 30; a result with months, and a time of a day or more (which the answer's
     * type, DAY TO SECOND, would carry into a day: PostgreSQL keeps {@code 27:00:00}), are refused.
     */
    public static Duration justifyDays(Value value) throws SQLException {
        long[] parts = dayTime(value, "justify_days");
        if (parts == null) {
            return null;
        }
        if (Math.abs(parts[0]) >= DAYS_PER_MONTH) {
            throw EngineErrors.unsupported("justify_days of 30 days or more: its result has months, and the engine's intervals cannot"
                    + " hold months and days together");
        }
        if (Math.abs(parts[1]) >= MICROS_PER_DAY) {
            throw EngineErrors.unsupported("justify_days of an interval of 24 hours or more: PostgreSQL keeps those hours, the engine's"
                    + " answer would carry them into days");
        }
        return Duration.of(parts[0] * MICROS_PER_DAY + parts[1], ChronoUnit.MICROS);
    }

    /**
     * {@code justify_interval(interval)}: 24-hour periods of the time into days (as {@link #justifyHours}), then 30-day periods
     * into months; a result with months is refused, as the engine's intervals cannot hold months and days together.
     */
    public static Duration justifyInterval(Value value) throws SQLException {
        long[] parts = dayTime(value, "justify_interval");
        if (parts == null) {
            return null;
        }
        long micros = parts[0] * MICROS_PER_DAY + parts[1];
        if (Math.abs(micros / MICROS_PER_DAY) >= DAYS_PER_MONTH) {
            throw EngineErrors.unsupported("justify_interval of 30 days or more: its result has months, and the engine's intervals"
                    + " cannot hold months and days together");
        }
        return Duration.of(micros, ChronoUnit.MICROS);
    }

    /** The days and the microseconds of time of a day-time interval argument of {@code function}; null for NULL. */
    private static long[] dayTime(Value value, String function) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        if (!DataType.isIntervalType(value.getValueType())) {
            throw new SQLException("function " + function + "(" + value.getType() + ") does not exist", "42883");
        }
        Interval interval = ((ValueInterval) value).getInterval();
        if (IntervalParts.months(interval) != 0) {
            throw EngineErrors.unsupported(function + " of an interval with months: the engine's intervals cannot hold months and"
                    + " days together");
        }
        return new long[] {IntervalParts.days(interval), IntervalParts.micros(interval)};
    }

    private static LocalDateTime wallClock(Value value, Connection connection) throws SQLException {
        LocalDateTime local = SessionTime.wallClock(value, connection);
        if (local == null) {
            throw new SQLException("function age(" + value.getType() + ") does not exist", "42883");
        }
        return local;
    }
}
