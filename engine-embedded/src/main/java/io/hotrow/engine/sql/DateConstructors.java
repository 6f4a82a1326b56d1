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
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PostgreSQL's {@code make_date}, {@code make_timestamp}, {@code make_timestamptz} and
 * {@code to_timestamp}, which H2 lacks (it has only the two-argument {@code to_timestamp}, which the
 * alias of that name must answer too), and {@code to_date}, whose H2 reading of a template differed
 * ({@link DateTemplateInput}). Fields out of range fail with 22008 as PostgreSQL's do; a
 * negative year is a year before Christ, as in PostgreSQL.
 */
public final class DateConstructors {

    private static final double MICROS_PER_SECOND = 1_000_000d;
    /** A numeric zone as PostgreSQL's DecodeTimezone takes it: +HH, +HHMM, +HH:MM, +HH:MM:SS. */
    private static final Pattern NUMERIC_ZONE = Pattern.compile("([+-])(\\d{1,2})(?::?(\\d{2}))?(?::?(\\d{2}))?");
    /** PostgreSQL's MAX_TZDISP_HOUR. */
    private static final int MAX_ZONE_HOURS = 15;
    /** PostgreSQL's to_timestamp range: from 4714-11-24 BC to the end of 294276, in seconds since 1970. */
    private static final double FIRST_EPOCH_SECONDS = -210_866_803_200d;
    private static final double EPOCH_SECONDS_END = 9_224_318_016_000d;
    private static final Instant POSTGRES_EPOCH = Instant.parse("2000-01-01T00:00:00Z");

    private DateConstructors() {
    }

    public static LocalDate makeDate(int year, int month, int day) throws SQLException {
        try {
            return PostgresRange.date(LocalDate.of(javaYear(year, month, day), month, day));
        } catch (DateTimeException e) {
            throw new SQLException("date field value out of range: " + year + "-" + pad(month) + "-" + pad(day), "22008");
        }
    }

    public static LocalDateTime makeTimestamp(int year, int month, int day, int hour, int minute, double seconds) throws SQLException {
        LocalDate date = makeDate(year, month, day);
        boolean midnight = hour == 24 && minute == 0 && seconds == 0; // 24:00:00, the next day's start, as PostgreSQL allows
        if (!midnight && (hour < 0 || hour > 23 || minute < 0 || minute > 59 || !(seconds >= 0 && seconds <= 60))) {
            throw new SQLException("time field value out of range: " + hour + ":" + pad(minute) + ":" + pad(seconds), "22008");
        }
        long micros = (long) Math.rint(seconds * MICROS_PER_SECOND); // 60 seconds, as PostgreSQL allows, is the next minute
        return PostgresRange.timestamp(date.atStartOfDay().plusHours(hour).plusMinutes(minute).plus(micros, ChronoUnit.MICROS));
    }

    /** In the session's TimeZone. */
    public static OffsetDateTime makeTimestamptz(Connection connection, int year, int month, int day, int hour, int minute, double seconds)
            throws SQLException {
        return at(makeTimestamp(year, month, day, hour, minute, seconds), SessionTime.zone(connection));
    }

    public static OffsetDateTime makeTimestamptz(int year, int month, int day, int hour, int minute, double seconds, String zone)
            throws SQLException {
        return at(makeTimestamp(year, month, day, hour, minute, seconds), zoneArgument(zone));
    }

    /**
     * make_timestamptz's zone, as PostgreSQL's parse_sane_timezone reads it: a numeric offset ({@code +05}, {@code -03:30},
     * {@code +0530}) is east of Greenwich, as in timestamp input, where AT TIME ZONE reads {@code '+05'} as a POSIX zone, west
     * (the engine took it so here too: 10:00 at +05 was 15:00 UTC, PostgreSQL's 05:00); a leading digit is refused.
     */
    private static ZoneId zoneArgument(String zone) throws SQLException {
        String text = zone.strip();
        if (!text.isEmpty() && Character.isDigit(text.charAt(0))) {
            throw new SQLException("invalid input syntax for type numeric time zone: \"" + zone + "\"", "22023");
        }
        Matcher offset = NUMERIC_ZONE.matcher(text);
        if (!offset.matches()) {
            return ZoneNames.argument(zone);
        }
        int hours = Integer.parseInt(offset.group(2));
        int minutes = offset.group(3) == null ? 0 : Integer.parseInt(offset.group(3));
        int seconds = offset.group(4) == null ? 0 : Integer.parseInt(offset.group(4));
        if (hours > MAX_ZONE_HOURS || minutes > 59 || seconds > 59) {
            throw new SQLException("numeric time zone \"" + zone + "\" out of range", "22023");
        }
        int total = hours * 3600 + minutes * 60 + seconds;
        return ZoneOffset.ofTotalSeconds(offset.group(1).equals("-") ? -total : total);
    }

    /** {@code to_timestamp(seconds)}: seconds since 1970-01-01 00:00 UTC, to the microsecond. */
    public static OffsetDateTime toTimestamp(double seconds) throws SQLException {
        if (Double.isNaN(seconds)) {
            throw new SQLException("timestamp cannot be NaN", "22008");
        }
        if (Double.isInfinite(seconds)) {
            throw EngineErrors.unsupported("infinite timestamps ('infinity'::timestamptz); the engine holds finite ones only");
        }
        if (seconds < FIRST_EPOCH_SECONDS || seconds >= EPOCH_SECONDS_END) {
            throw new SQLException("timestamp out of range: \"" + seconds + "\"", "22008");
        }
        // as PostgreSQL: from its epoch, 2000-01-01, in doubles (the microseconds since 1970 of its last years pass a long's end)
        long micros = (long) Math.rint((seconds - POSTGRES_EPOCH.getEpochSecond()) * MICROS_PER_SECOND);
        return PostgresRange.instant(POSTGRES_EPOCH.plus(micros, ChronoUnit.MICROS)).atOffset(ZoneOffset.UTC);
    }

    /** {@code to_timestamp(text, format)}, read as PostgreSQL reads it: in the offset TZH gives, else in the session's TimeZone. */
    public static OffsetDateTime toTimestamp(Connection connection, String text, String format) throws SQLException {
        if (text == null || format == null) {
            return null;
        }
        DateTemplateInput.Reading reading = DateTemplateInput.read(text, format);
        OffsetDateTime read = reading.offset() != null ? reading.local().atOffset(reading.offset()) : at(reading.local(), SessionTime.zone(connection));
        PostgresRange.instant(read.toInstant());
        return read;
    }

    /** {@code to_date(text, format)}: the date part of what to_timestamp reads. */
    public static LocalDate toDate(String text, String format) throws SQLException {
        return text == null || format == null ? null : PostgresRange.date(DateTemplateInput.read(text, format).local().toLocalDate());
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
