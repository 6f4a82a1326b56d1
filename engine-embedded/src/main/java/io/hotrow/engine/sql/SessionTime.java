package io.hotrow.engine.sql;

import java.sql.Connection;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZonedDateTime;
import org.h2.engine.CastDataProvider;
import org.h2.jdbc.JdbcConnection;
import org.h2.util.JSR310Utils;
import org.h2.value.Value;

/**
 * Date and time values as the session sees them, for the engine's functions (H2 hands a function
 * that asks for it the calling session's connection): a {@code timestamptz} is an instant, whose
 * fields PostgreSQL reads in the session's TimeZone, not in the offset H2 keeps with each value.
 * The engine tells H2 the session's TimeZone before each statement (SessionSettings).
 */
public final class SessionTime {

    private SessionTime() {
    }

    static CastDataProvider session(Connection connection) {
        return ((JdbcConnection) connection).getSession();
    }

    /** The session's TimeZone. */
    public static ZoneId zone(Connection connection) {
        return ZoneId.of(session(connection).currentTimeZone().getId());
    }

    /** A {@code timestamptz} in the session's TimeZone. */
    static ZonedDateTime inSessionZone(Value timestamptz, Connection connection) {
        return JSR310Utils.valueToOffsetDateTime(timestamptz, null).atZoneSameInstant(zone(connection));
    }

    /**
     * The wall-clock time of a date, {@code timestamp} or {@code timestamptz} (in the session's
     * TimeZone), as PostgreSQL reads the fields of each; null for a value of another type.
     */
    static LocalDateTime wallClock(Value value, Connection connection) {
        return switch (value.getValueType()) {
            case Value.TIMESTAMP_TZ -> inSessionZone(value, connection).toLocalDateTime();
            case Value.TIMESTAMP -> JSR310Utils.valueToLocalDateTime(value, null);
            case Value.DATE -> JSR310Utils.valueToLocalDate(value, null).atStartOfDay();
            default -> null;
        };
    }

    /**
     * A wall-clock time in a zone as PostgreSQL resolves it: in a gap (clocks put forward) it moves
     * on by the gap, as Java does; in an overlap (clocks put back) it takes the later offset,
     * standard time, where Java would take the earlier.
     */
    static ZonedDateTime atZone(LocalDateTime local, ZoneId zone) {
        return ZonedDateTime.of(local, zone).withLaterOffsetAtOverlap();
    }

    /** The instant of a {@code timestamptz}, or of a date taken as midnight in the session's TimeZone (PostgreSQL's cast). */
    static OffsetDateTime instant(Value value, Connection connection) {
        if (value.getValueType() == Value.DATE) {
            return JSR310Utils.valueToLocalDate(value, null).atStartOfDay(zone(connection)).toOffsetDateTime();
        }
        return JSR310Utils.valueToOffsetDateTime(value, null);
    }
}
