package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

/**
 * PostgreSQL's range of dates (4714-11-24 BC to 5874897-12-31) and of timestamps (4714-11-24 00:00 BC to the end of 294276,
 * a {@code timestamptz} in UTC). H2's reach beyond both ends, so a value the engine made past them (a constructor, a reading
 * of a template, {@code date + integer}, a timestamp plus an interval) is refused with PostgreSQL's 22008 rather than
 * handed out as a value PostgreSQL has no room for.
 */
public final class PostgresRange {

    /** 4714-11-24 BC, Java's year -4713. */
    private static final LocalDate FIRST_DATE = LocalDate.of(-4713, 11, 24);
    private static final LocalDate LAST_DATE = LocalDate.of(5_874_897, 12, 31);
    private static final LocalDateTime FIRST_TIMESTAMP = FIRST_DATE.atStartOfDay();
    /** The first moment after the last: 294277-01-01 00:00. */
    private static final LocalDateTime TIMESTAMP_END = LocalDate.of(294_277, 1, 1).atStartOfDay();
    private static final Instant FIRST_INSTANT = FIRST_TIMESTAMP.toInstant(ZoneOffset.UTC);
    private static final Instant INSTANT_END = TIMESTAMP_END.toInstant(ZoneOffset.UTC);

    private PostgresRange() {
    }

    /** {@code date} unless PostgreSQL has no such date; null passes. */
    public static LocalDate date(LocalDate date) throws SQLException {
        if (date != null && (date.isBefore(FIRST_DATE) || date.isAfter(LAST_DATE))) {
            throw new SQLException("date out of range: \"" + TemporalText.date(date) + "\"", "22008");
        }
        return date;
    }

    /** {@code timestamp} unless PostgreSQL has no such timestamp; null passes. */
    public static LocalDateTime timestamp(LocalDateTime timestamp) throws SQLException {
        if (timestamp != null && (timestamp.isBefore(FIRST_TIMESTAMP) || !timestamp.isBefore(TIMESTAMP_END))) {
            throw outOfRange();
        }
        return timestamp;
    }

    /** {@code instant}, a {@code timestamptz}'s, unless PostgreSQL has no such timestamp; null passes. */
    public static Instant instant(Instant instant) throws SQLException {
        if (instant != null && (instant.isBefore(FIRST_INSTANT) || !instant.isBefore(INSTANT_END))) {
            throw outOfRange();
        }
        return instant;
    }

    private static SQLException outOfRange() {
        return new SQLException("timestamp out of range", "22008");
    }
}
