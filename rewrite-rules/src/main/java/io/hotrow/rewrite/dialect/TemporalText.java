package io.hotrow.rewrite.dialect;

import java.math.BigInteger;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * PostgreSQL's ISO date and time text, with a zone or without, as the text H2 reads to the same value. H2 refuses a zone
 * after a date ({@code '2026-03-02 +00'}, pgjdbc's setDate text), which PostgreSQL's date input drops, and converts an
 * offset into the session's zone for a timestamp or time without time zone, where PostgreSQL ignores it
 * ({@code '2026-03-02 10:00:00+02'::timestamp} is 10:00). A year before Christ ({@code '0044-03-15 BC'}, also after a time
 * and zone) is given as H2's astronomical year ({@code -0043-03-15}: 1 BC is year 0); dates PostgreSQL cannot hold (year 0,
 * before 4714-11-24 BC) are found by {@link #outOfRange}. Other forms (month names, infinity) are left to H2.
 */
public final class TemporalText {

    /** The temporal types whose input text is read here. */
    public enum Kind {
        DATE, TIMESTAMP, TIMESTAMPTZ, TIME, TIMETZ;

        /** The kind of a type as written in SQL ({@code timestamptz}, {@code time with time zone}), or null for another type. */
        public static Kind of(String typeName) {
            return switch (typeName.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ")) {
                case "date" -> DATE;
                case "timestamp", "timestamp without time zone" -> TIMESTAMP;
                case "timestamptz", "timestamp with time zone" -> TIMESTAMPTZ;
                case "time", "time without time zone" -> TIME;
                case "timetz", "time with time zone" -> TIMETZ;
                default -> null;
            };
        }
    }

    private static final String TIME = "(\\d{1,2}:\\d{2}(?::\\d{2}(?:\\.\\d+)?)?)";
    private static final String ZONE = "(Z|[+-]\\d{1,2}(?::?\\d{2}(?::?\\d{2})?)?)";
    /**
     * A date (year, month, day), an era, a time after it (a space or T between), a zone, an era: {@code 2026-03-02},
     * {@code 2026-03-02T10:00:00.5 +02:00}, {@code 0044-03-15 10:00:00+02 BC}, {@code 0044-03-15 BC +00} (pgjdbc's setDate).
     */
    static final Pattern DATE_TIME = Pattern.compile("\\s*(\\d{4,})-(\\d{1,2})-(\\d{1,2})(?:\\s+(BC|AD))?(?:(?:T|\\s+)" + TIME + ")?\\s*"
            + ZONE + "?(?:\\s+(BC|AD))?\\s*", Pattern.CASE_INSENSITIVE);
    /** PostgreSQL's first day, the Julian calendar's day 0: 4714-11-24 BC. */
    private static final int FIRST_YEAR_BC = 4714;
    private static final int FIRST_MONTH = 11;
    private static final int FIRST_DAY = 24;
    /** The zones H2 reads after a time as PostgreSQL does: those are left as written. */
    private static final Pattern H2_ZONE = Pattern.compile("Z|[+-]\\d{1,2}(?::\\d{2})?", Pattern.CASE_INSENSITIVE);
    static final Pattern TIME_ONLY = Pattern.compile("\\s*" + TIME + "\\s*" + ZONE + "?\\s*", Pattern.CASE_INSENSITIVE);

    private TemporalText() {
    }

    /** {@code text} as H2 reads it to PostgreSQL's value of {@code kind}, or null where H2 reads it alike (or it is no ISO text). */
    public static String forH2(String text, Kind kind) {
        if (!startsWithDigit(text)) {
            return null; // both forms start with a digit: most strings are none, known without the patterns
        }
        Matcher m = DATE_TIME.matcher(text);
        if (m.matches()) {
            String written = era(m);
            boolean era = written != null; // H2 reads no era: the text is always rewritten
            String date = ("BC".equalsIgnoreCase(written) ? astronomicalYear(m.group(1)) : m.group(1)) + "-" + m.group(2) + "-" + m.group(3);
            String time = seconds(m.group(5));
            String zone = m.group(6);
            return switch (kind) {
                case DATE -> time != null || zone != null || era ? date : null;
                case TIMESTAMP -> zone != null || era ? time == null ? date : date + " " + time : null;
                case TIMESTAMPTZ -> zone != null && (time == null || !H2_ZONE.matcher(zone).matches()) || era
                        ? date + " " + (time == null ? "00:00:00" : time) + (zone == null ? "" : offset(zone)) : null;
                case TIME -> time != null ? time : null;
                case TIMETZ -> time != null && zone != null && !H2_ZONE.matcher(zone).matches() ? time + offset(zone) : null;
            };
        }
        m = TIME_ONLY.matcher(text);
        if (m.matches() && m.group(2) != null) {
            return switch (kind) {
                case TIME -> seconds(m.group(1));
                case TIMETZ -> H2_ZONE.matcher(m.group(2)).matches() ? null : seconds(m.group(1)) + offset(m.group(2));
                default -> null;
            };
        }
        return null;
    }

    /** Whether the first character of {@code text} after the spaces {@code \s} matches is an ASCII digit. */
    private static boolean startsWithDigit(String text) {
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c != ' ' && c != '\t' && c != '\n' && c != '\u000B' && c != '\f' && c != '\r') {
                return c >= '0' && c <= '9';
            }
        }
        return false;
    }

    /**
     * Whether ISO date text ({@code 0000-01-01}, {@code 4714-11-23 BC}, with or without a time and zone) names a day
     * PostgreSQL has no date or timestamp for: year 0 (H2 would read it as 1 BC) or a day before 4714-11-24 BC. Other text,
     * and days that are there, are not.
     */
    public static boolean outOfRange(String text) {
        Matcher m = DATE_TIME.matcher(text);
        if (!m.matches()) {
            return false;
        }
        String digits = m.group(1).replaceFirst("^0+", "");
        if (digits.isEmpty()) {
            return true;
        }
        if (!"BC".equalsIgnoreCase(era(m))) {
            return false;
        }
        long year = digits.length() > 9 ? Long.MAX_VALUE : Long.parseLong(digits);
        int month = Integer.parseInt(m.group(2));
        int day = Integer.parseInt(m.group(3));
        return year > FIRST_YEAR_BC || year == FIRST_YEAR_BC && (month < FIRST_MONTH || month == FIRST_MONTH && day < FIRST_DAY);
    }

    /** The era a {@link #DATE_TIME} match names, after the date or at the end (BC, AD), or null. */
    static String era(Matcher dateTime) {
        return dateTime.group(4) != null ? dateTime.group(4) : dateTime.group(7);
    }

    /** A year before Christ as H2 reads it: 1 BC is {@code 0000}, 44 BC {@code -0043}. */
    static String astronomicalYear(String yearBc) {
        BigInteger year = BigInteger.ONE.subtract(new BigInteger(yearBc));
        return (year.signum() < 0 ? "-" : "") + String.format(Locale.ROOT, "%04d", year.abs());
    }

    /** A time with its seconds, which H2 needs before a zone: {@code 10:00} is {@code 10:00:00}. */
    private static String seconds(String time) {
        return time == null || time.indexOf(':') != time.lastIndexOf(':') ? time : time + ":00";
    }

    /** A zone as H2 reads it: {@code +05:30}, {@code -02:00}, {@code +00:00} for Z. */
    private static String offset(String zone) {
        if (zone.equalsIgnoreCase("Z")) {
            return "+00:00";
        }
        String digits = zone.substring(1).replace(":", "");
        int hourDigits = digits.length() % 2 == 1 ? 1 : 2;
        StringBuilder out = new StringBuilder().append(zone.charAt(0));
        out.append(hourDigits == 1 ? "0" : "").append(digits, 0, hourDigits).append(':');
        String rest = digits.substring(hourDigits);
        out.append(rest.isEmpty() ? "00" : rest.substring(0, 2));
        if (rest.length() > 2) {
            out.append(':').append(rest.substring(2));
        }
        return out.toString();
    }
}
