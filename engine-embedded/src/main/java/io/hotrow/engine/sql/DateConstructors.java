package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.temporal.ChronoUnit;

/**
 * PostgreSQL's {@code make_date}, {@code make_timestamp}, {@code make_timestamptz} and
 * {@code to_timestamp}, which H2 lacks (it has only the two-argument {@code to_timestamp}, which the
 * alias of that name must answer too), and {@code to_date}, whose H2 reading of a template differed
 * ({@link DateTemplateInput}). Fields out of range fail with 22008 as PostgreSQL's do; a
 * negative year is a year before Christ, as in PostgreSQL.
 */
public final class DateConstructors {

    private static final double MICROS_PER_SECOND = 1_000_000d;
    /** PostgreSQL's timestamps end in 294276 AD; Java's instants long before. */
    private static final long MAX_EPOCH_SECONDS = Instant.MAX.getEpochSecond();

    private DateConstructors() {
    }

    public static LocalDate makeDate(int year, int month, int day) throws SQLException {
        try {
            return LocalDate.of(javaYear(year, month, day), month, day);
        } catch (DateTimeException e) {
            throw new SQLException("date field value out of range: " + year + "-" + pad(month) + "-" + pad(day), "22008");
        }
    }

    public static LocalDateTime makeTimestamp(int year, int month, int day, int hour, int minute, double seconds) throws SQLException {
        LocalDate date = makeDate(year, month, day);
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || !(seconds >= 0 && seconds <= 60)) {
            throw new SQLException("time field value out of range: " + hour + ":" + pad(minute) + ":" + pad(seconds), "22008");
        }
        long micros = (long) Math.rint(seconds * MICROS_PER_SECOND); // 60 seconds, as PostgreSQL allows, is the next minute
        return date.atTime(hour, minute).plus(micros, ChronoUnit.MICROS);
    }

    /** In the session's TimeZone. */
    public static OffsetDateTime makeTimestamptz(Connection connection, int year, int month, int day, int hour, int minute, double seconds)
            throws SQLException {
        return at(makeTimestamp(year, month, day, hour, minute, seconds), SessionTime.zone(connection));
    }

    public static OffsetDateTime makeTimestamptz(int year, int month, int day, int hour, int minute, double seconds, String zone)
            throws SQLException {
        return at(makeTimestamp(year, month, day, hour, minute, seconds), ZoneNames.argument(zone));
    }

    /** {@code to_timestamp(seconds)}: seconds since 1970-01-01 00:00 UTC, to the microsecond. */
    public static OffsetDateTime toTimestamp(double seconds) throws SQLException {
        if (Double.isNaN(seconds)) {
            throw new SQLException("timestamp cannot be NaN", "22008");
        }
        if (Double.isInfinite(seconds)) {
            throw EngineErrors.unsupported("infinite timestamps ('infinity'::timestamptz); the engine holds finite ones only");
        }
        if (Math.abs(seconds) >= MAX_EPOCH_SECONDS / 2) {
            throw new SQLException("timestamp out of range: \"" + seconds + "\"", "22008");
        }
        long micros = (long) Math.rint(seconds * MICROS_PER_SECOND);
        return Instant.EPOCH.plus(micros, ChronoUnit.MICROS).atOffset(ZoneOffset.UTC);
    }

    /** {@code to_timestamp(text, format)}, read as PostgreSQL reads it: in the offset TZH gives, else in the session's TimeZone. */
    public static OffsetDateTime toTimestamp(Connection connection, String text, String format) throws SQLException {
        if (text == null || format == null) {
            return null;
        }
        DateTemplateInput.Reading reading = DateTemplateInput.read(text, format);
        return reading.offset() != null ? reading.local().atOffset(reading.offset()) : at(reading.local(), SessionTime.zone(connection));
    }

    /** {@code to_date(text, format)}: the date part of what to_timestamp reads. */
    public static LocalDate toDate(String text, String format) throws SQLException {
        return text == null || format == null ? null : DateTemplateInput.read(text, format).local().toLocalDate();
    }

    private static OffsetDateTime at(LocalDateTime local, ZoneId zone) {
        return SessionTime.atZone(local, zone).toOffsetDateTime();
    }

    /** PostgreSQL's year -1 is 1 BC, Java's 0; PostgreSQL has no year 0. */
    private static int javaYear(int year, int month, int day) throws SQLException {
        if (year == 0) {
            throw new SQLException("date field value out of range: " + year + "-" + pad(month) + "-" + pad(day), "22008");
        }
        return year < 0 ? year + 1 : year;
    }

    private static String pad(int value) {
        return value >= 0 && value < 10 ? "0" + value : Integer.toString(value);
    }

    private static String pad(double seconds) {
        String text = seconds == Math.rint(seconds) && Math.abs(seconds) < 1e15 ? Long.toString((long) seconds) : Double.toString(seconds);
        return seconds >= 0 && seconds < 10 ? "0" + text : text;
    }
}
