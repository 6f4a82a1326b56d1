package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code age} and {@code justify_hours}. H2's intervals hold either months or days and
 * time, never both, so these answer only what fits in days and time (an interval DAY TO SECOND) and
 * refuse a result with months, which PostgreSQL's {@code 1 year 2 mons 5 days} would need.
 */
public final class IntervalFunctions {

    private static final long MICROS_PER_SECOND = 1_000_000L;
    private static final long MICROS_PER_DAY = 86_400L * MICROS_PER_SECOND;

    private IntervalFunctions() {
    }

    /** {@code age(x)}: from midnight of the session's current date. */
    public static Duration age(Connection connection, Value value) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        LocalDateTime today = LocalDateTime.now(SessionTime.zone(connection)).truncatedTo(ChronoUnit.DAYS);
        return age(today, wallClock(value, connection));
    }

    /** {@code age(a, b)}: a - b in years, months and days, then time, each field borrowing from the next larger as PostgreSQL does. */
    public static Duration age(Connection connection, Value a, Value b) throws SQLException {
        if (a == ValueNull.INSTANCE || b == ValueNull.INSTANCE) {
            return null;
        }
        return age(wallClock(a, connection), wallClock(b, connection));
    }

    static Duration age(LocalDateTime t1, LocalDateTime t2) throws SQLException {
        boolean negative = t1.isBefore(t2);
        int sign = negative ? -1 : 1;
        long micros = sign * (t1.getNano() / 1000 - t2.getNano() / 1000);
        long seconds = sign * (t1.getSecond() - t2.getSecond());
        long minutes = sign * (t1.getMinute() - t2.getMinute());
        long hours = sign * (t1.getHour() - t2.getHour());
        long days = sign * (t1.getDayOfMonth() - t2.getDayOfMonth());
        long months = sign * (t1.getMonthValue() - t2.getMonthValue()) + 12L * sign * (t1.getYear() - t2.getYear());
        if (micros < 0) {
            micros += MICROS_PER_SECOND;
            seconds--;
        }
        if (seconds < 0) {
            seconds += 60;
            minutes--;
        }
        if (minutes < 0) {
            minutes += 60;
            hours--;
        }
        if (hours < 0) {
            hours += 24;
            days--;
        }
        while (days < 0) { // at most twice: a day count above -32 and months of 28 days or more
            LocalDateTime borrowed = negative ? t1 : t2; // PostgreSQL borrows the length of the earlier value's month
            days += YearMonth.of(borrowed.getYear(), borrowed.getMonthValue()).lengthOfMonth();
            months--;
        }
        if (months != 0) {
            throw EngineErrors.unsupported("age() of values a month or more apart: the engine's intervals cannot hold months and days"
                    + " together; subtract the values for days and time (a - b), or compare their fields with extract");
        }
        long total = ((days * 24 + hours) * 60 + minutes) * 60 * MICROS_PER_SECOND + seconds * MICROS_PER_SECOND + micros;
        return Duration.of(sign * total, ChronoUnit.MICROS);
    }

    /** {@code justify_hours(interval)}: whole 24-hour periods of the time become days. */
    public static Duration justifyHours(Value value) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        if (!DataType.isIntervalType(value.getValueType())) {
            throw new SQLException("function justify_hours(" + value.getType() + ") does not exist", "42883");
        }
        Interval interval = ((ValueInterval) value).getInterval();
        if (IntervalParts.months(interval) != 0) {
            throw EngineErrors.unsupported("justify_hours of an interval with months: the engine's intervals cannot hold months and days together");
        }
        // Days and time in one count: H2's day-time interval carries whole days out of the time itself, with one sign.
        long micros = IntervalParts.days(interval) * MICROS_PER_DAY + IntervalParts.micros(interval);
        return Duration.of(micros, ChronoUnit.MICROS);
    }

    private static LocalDateTime wallClock(Value value, Connection connection) throws SQLException {
        LocalDateTime local = SessionTime.wallClock(value, connection);
        if (local == null) {
            throw new SQLException("function age(" + value.getType() + ") does not exist", "42883");
        }
        return local;
    }
}
