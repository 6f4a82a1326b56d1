package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;
import org.h2.api.Interval;
import org.h2.util.JSR310Utils;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * {@code (start1, end1) OVERLAPS (start2, end2)} as PostgreSQL answers it: each period's ends in
 * either order, an end given as an interval added to its start, and the standard's rules for an
 * unknown end. Dates and timestamps compare as wall-clock times, placed in the session's TimeZone
 * when a {@code timestamptz} is among them (PostgreSQL's cast); times of day as times of day.
 */
public final class PeriodOverlap {

    private PeriodOverlap() {
    }

    public static Boolean overlaps(Connection connection, Value start1, Value end1, Value start2, Value end2) throws SQLException {
        boolean zoned = start1.getValueType() == Value.TIMESTAMP_TZ || start2.getValueType() == Value.TIMESTAMP_TZ
                || end1.getValueType() == Value.TIMESTAMP_TZ || end2.getValueType() == Value.TIMESTAMP_TZ;
        Long s1 = micros(start1, zoned, connection);
        Long e1 = end(start1, end1, zoned, connection);
        Long s2 = micros(start2, zoned, connection);
        Long e2 = end(start2, end2, zoned, connection);
        if (s1 == null) { // one known end: take it as the start
            s1 = e1;
            e1 = null;
        } else if (e1 != null && s1 > e1) {
            Long swap = s1;
            s1 = e1;
            e1 = swap;
        }
        if (s2 == null) {
            s2 = e2;
            e2 = null;
        } else if (e2 != null && s2 > e2) {
            Long swap = s2;
            s2 = e2;
            e2 = swap;
        }
        if (s1 == null || s2 == null) {
            return null;
        }
        if (s1 > s2) {
            return e2 == null ? null : s1 < e2 ? Boolean.TRUE : e1 == null ? null : Boolean.FALSE;
        }
        if (s1 < s2) {
            return e1 == null ? null : s2 < e1 ? Boolean.TRUE : e2 == null ? null : Boolean.FALSE;
        }
        return e1 == null || e2 == null ? null : Boolean.TRUE; // equal starts: true when both ends are known
    }

    /** An end, which may be an interval after the start. */
    private static Long end(Value start, Value end, boolean zoned, Connection connection) throws SQLException {
        if (!DataType.isIntervalType(end.getValueType())) {
            return micros(end, zoned, connection);
        }
        if (start == ValueNull.INSTANCE) {
            return null;
        }
        Interval interval = ((ValueInterval) end).getInterval();
        long months = IntervalParts.months(interval);
        long days = IntervalParts.days(interval);
        long micros = IntervalParts.micros(interval);
        return switch (start.getValueType()) {
            case Value.TIMESTAMP_TZ -> micros(ZonedArithmetic.plus(SessionTime.inSessionZone(start, connection), months, days, micros).toInstant());
            case Value.TIME -> micros(start, zoned, connection) + micros;
            default -> {
                LocalDateTime local = SessionTime.wallClock(start, connection);
                if (local == null) {
                    throw typeError(start);
                }
                yield wallClockMicros(local.plusMonths(months).plusDays(days).plus(micros, ChronoUnit.MICROS), zoned, connection);
            }
        };
    }

    /** A point as microseconds, comparable with the others of the same call; null for NULL. */
    private static Long micros(Value value, boolean zoned, Connection connection) throws SQLException {
        if (value == ValueNull.INSTANCE) {
            return null;
        }
        return switch (value.getValueType()) {
            case Value.TIMESTAMP_TZ -> micros(SessionTime.instant(value, connection).toInstant());
            case Value.TIMESTAMP, Value.DATE -> wallClockMicros(SessionTime.wallClock(value, connection), zoned, connection);
            case Value.TIME -> JSR310Utils.valueToLocalTime(value, null).toNanoOfDay() / 1000;
            case Value.TIME_TZ -> {
                OffsetTime time = JSR310Utils.valueToOffsetTime(value, null);
                yield time.toLocalTime().toNanoOfDay() / 1000 - time.getOffset().getTotalSeconds() * 1_000_000L;
            }
            default -> throw typeError(value);
        };
    }

    /** A wall-clock time: as if in UTC among wall-clock times, placed in the session's TimeZone among instants. */
    private static long wallClockMicros(LocalDateTime local, boolean zoned, Connection connection) {
        return micros(zoned ? SessionTime.atZone(local, SessionTime.zone(connection)).toInstant() : local.toInstant(ZoneOffset.UTC));
    }

    private static long micros(Instant instant) {
        return ChronoUnit.MICROS.between(Instant.EPOCH, instant);
    }

    private static SQLException typeError(Value value) {
        return new SQLException("function overlaps(" + DateFields.typeName(value) + ") does not exist", "42883");
    }
}
