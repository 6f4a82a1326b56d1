package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import org.h2.util.JSR310Utils;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueInterval;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code x AT TIME ZONE zone} and {@code timezone(zone, x)}, whose result type depends
 * on x's: a {@code timestamptz} gives the wall-clock time in the zone (a {@code timestamp}), a
 * {@code timestamp} is read as a wall-clock time there and gives the instant (a {@code timestamptz}).
 * H2's AT TIME ZONE keeps the instant and only changes the offset for the first, and reads the
 * second in the session's TimeZone. A function has one result type, so the dialect shim calls
 * {@link #timestampAtZone} where the text shows x is a {@code timestamp} and {@link #atZone}
 * otherwise, which refuses a {@code timestamp} it meets rather than answer with the wrong type.
 * The zone is a name, an abbreviation, a POSIX offset (hours west) or an interval (hours east).
 */
public final class ZoneConversions {

    private ZoneConversions() {
    }

    /** {@code timezone(zone, x)}. */
    public static LocalDateTime timezone(Connection connection, Value zone, Value value) throws SQLException {
        return atZone(connection, value, zone);
    }

    /** {@code x AT TIME ZONE zone} for a {@code timestamptz} x, or a date (cast to one in the session's TimeZone). */
    public static LocalDateTime atZone(Connection connection, Value value, Value zone) throws SQLException {
        if (value == ValueNull.INSTANCE || zone == ValueNull.INSTANCE) {
            return null;
        }
        int type = value.getValueType();
        if (type == Value.TIMESTAMP) {
            throw EngineErrors.unsupported("AT TIME ZONE or timezone() of a timestamp without time zone that the text does not show as one;"
                    + " cast it where it is converted: x::timestamp AT TIME ZONE 'UTC'");
        }
        if (type != Value.TIMESTAMP_TZ && type != Value.DATE) {
            throw new SQLException("function timezone(unknown, " + value.getType() + ") does not exist", "42883");
        }
        return SessionTime.instant(value, connection).atZoneSameInstant(zone(zone)).toLocalDateTime();
    }

    /** {@code x AT TIME ZONE zone} for a {@code timestamp} x: the instant that wall-clock time is in the zone. */
    public static OffsetDateTime timestampAtZone(Value value, Value zone) throws SQLException {
        if (value == ValueNull.INSTANCE || zone == ValueNull.INSTANCE) {
            return null;
        }
        if (value.getValueType() != Value.TIMESTAMP) {
            throw new SQLException("AT TIME ZONE of a timestamp expected a timestamp, got " + value.getType(), "42804");
        }
        LocalDateTime local = JSR310Utils.valueToLocalDateTime(value, null);
        return SessionTime.atZone(local, zone(zone)).toOffsetDateTime();
    }

    private static ZoneId zone(Value zone) throws SQLException {
        if (DataType.isIntervalType(zone.getValueType())) {
            ValueInterval interval = (ValueInterval) zone;
            long seconds = IntervalParts.micros(interval.getInterval()) / 1_000_000 + IntervalParts.days(interval.getInterval()) * 86_400;
            if (IntervalParts.months(interval.getInterval()) != 0 || Math.abs(seconds) > 18 * 3600) {
                throw new SQLException("interval time zone \"" + TemporalText.interval(interval.getInterval()) + "\" must be within 18 hours", "22023");
            }
            return ZoneOffset.ofTotalSeconds((int) seconds);
        }
        return ZoneNames.argument(zone.getString());
    }
}
