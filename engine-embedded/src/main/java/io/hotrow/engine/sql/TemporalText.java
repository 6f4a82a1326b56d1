package io.hotrow.engine.sql;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import org.h2.api.Interval;
import org.h2.util.JSR310Utils;
import org.h2.value.Value;

/**
 * Dates, times and intervals as PostgreSQL prints them with DateStyle ISO and IntervalStyle
 * postgres: {@code 2024-01-02 03:04:05.5+02}, years before 1 as {@code 0044-03-15 BC}, fractions
 * to the microsecond without trailing zeros, intervals as {@code 1 year 2 mons 3 days 04:05:06}.
 */
public final class TemporalText {

    private TemporalText() {
    }

    /**
     * The text of a date or timestamp without time zone value, or null for a value of another type: H2 prints a year
     * before 1 as a negative astronomical year ({@code -0043-03-15}), PostgreSQL as {@code 0044-03-15 BC}.
     */
    static String dateOrTimestamp(Value value) {
        return switch (value.getValueType()) {
            case Value.DATE -> date(JSR310Utils.valueToLocalDate(value, null));
            case Value.TIMESTAMP -> timestamp(JSR310Utils.valueToLocalDateTime(value, null));
            default -> null;
        };
    }

    public static String date(LocalDate date) {
        int year = date.getYear();
        boolean bc = year <= 0;
        String text = pad(bc ? 1 - year : year, 4) + "-" + pad(date.getMonthValue(), 2) + "-" + pad(date.getDayOfMonth(), 2);
        return bc ? text + " BC" : text;
    }

    public static String time(LocalTime time) {
        StringBuilder text = new StringBuilder(15).append(pad(time.getHour(), 2)).append(':').append(pad(time.getMinute(), 2)).append(':')
                .append(pad(time.getSecond(), 2));
        fraction(text, time.getNano());
        return text.toString();
    }

    public static String timeTz(OffsetTime time) {
        return time(time.toLocalTime()) + offset(time.getOffset());
    }

    public static String timestamp(LocalDateTime timestamp) {
        String date = date(timestamp.toLocalDate());
        String time = time(timestamp.toLocalTime());
        return date.endsWith(" BC") ? date.substring(0, date.length() - 3) + " " + time + " BC" : date + " " + time;
    }

    /** With the offset the value carries: results carry the session's TimeZone's (PostgresTextRows). */
    public static String timestampTz(OffsetDateTime timestamp) {
        String local = timestamp(timestamp.toLocalDateTime());
        String offset = offset(timestamp.getOffset());
        return local.endsWith(" BC") ? local.substring(0, local.length() - 3) + offset + " BC" : local + offset;
    }

    public static String offset(ZoneOffset offset) {
        int seconds = offset.getTotalSeconds();
        int abs = Math.abs(seconds);
        StringBuilder text = new StringBuilder(seconds < 0 ? "-" : "+").append(pad(abs / 3600, 2));
        if (abs % 3600 != 0) {
            text.append(':').append(pad(abs % 3600 / 60, 2));
            if (abs % 60 != 0) {
                text.append(':').append(pad(abs % 60, 2));
            }
        }
        return text.toString();
    }

    /** PostgreSQL's interval output: years, mons and days as words, the time as {@code [-]HH:MM:SS[.ffffff]}. */
    public static String interval(Interval interval) {
        long months = IntervalParts.months(interval);
        long days = IntervalParts.days(interval);
        long micros = IntervalParts.micros(interval);
        StringBuilder text = new StringBuilder();
        unit(text, months / 12, "year");
        unit(text, months % 12, "mon");
        unit(text, days, "day");
        if (micros != 0 || text.length() == 0) {
            if (text.length() > 0) {
                text.append(' ');
            }
            long abs = Math.abs(micros);
            if (micros < 0) {
                text.append('-');
            }
            text.append(pad(abs / 3_600_000_000L, 2)).append(':').append(pad(abs / 60_000_000 % 60, 2)).append(':')
                    .append(pad(abs / 1_000_000 % 60, 2));
            fraction(text, (int) (abs % 1_000_000) * 1000);
        }
        return text.toString();
    }

    private static void unit(StringBuilder text, long value, String name) {
        if (value != 0) {
            if (text.length() > 0) {
                text.append(' ');
            }
            text.append(value).append(' ').append(name).append(value == 1 ? "" : "s"); // PostgreSQL: 1 day, -1 days
        }
    }

    private static void fraction(StringBuilder text, int nanos) {
        int micros = (nanos + 500) / 1000; // PostgreSQL keeps microseconds
        if (micros == 0) {
            return;
        }
        String digits = pad(Math.min(micros, 999_999), 6);
        int end = digits.length();
        while (digits.charAt(end - 1) == '0') {
            end--;
        }
        text.append('.').append(digits, 0, end);
    }

    private static String pad(long value, int width) {
        String digits = Long.toString(value);
        return digits.length() >= width ? digits : "0".repeat(width - digits.length()) + digits;
    }
}
