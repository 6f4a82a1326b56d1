package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.util.JSR310Utils;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code to_char(value, format)}. For dates and timestamps its own template patterns
 * ({@code YYYY-MM-DD HH24:MI:SS.US TZ}, {@code FMDay}, {@code DDth}, ...), a {@code timestamptz}
 * in the session's TimeZone; H2's TO_CHAR follows Oracle (no {@code US}, {@code TZ} or {@code OF},
 * names padded otherwise) and reads a {@code timestamptz} in the offset it was written with. Numbers
 * go to {@link NumberFormat}, other values to H2's TO_CHAR, as before this alias hid it.
 */
public final class DateFormat {

    /**
     * Patterns, longest first where one begins another. As in PostgreSQL, each is matched written in upper or lower case
     * (and Day, Dy, Month, Mon capitalised): any other spelling ("yyYY", "Am") is not that pattern.
     */
    private static final List<String> PATTERNS = List.of("FX", "HH24", "HH12", "HH", "MI", "SSSSS", "SSSS", "SS", "MS", "US", "FF1", "FF2", "FF3",
            "FF4", "FF5", "FF6", "A.M.", "P.M.", "AM", "PM", "A.D.", "B.C.", "AD", "BC", "Y,YYY", "YYYY", "YYY", "YY", "Y", "IYYY", "IYY",
            "IY", "IDDD", "ID", "IW", "I", "MONTH", "MON", "MM", "DAY", "DDD", "DD", "DY", "D", "WW", "W", "CC", "J", "Q", "RM", "TZH", "TZM",
            "TZ", "OF");
    private static final Set<String> CAPITALISED = Set.of("DAY", "DY", "MONTH", "MON");
    static final String[] ROMAN_MONTHS = {"I", "II", "III", "IV", "V", "VI", "VII", "VIII", "IX", "X", "XI", "XII"};

    private DateFormat() {
    }

    /**
     * Made at the first {@code TZ} pattern, not when H2 loads this class to install {@code to_char} in each new
     * database: DateTimeFormatter's own set-up loads some 40 classes, which a first connection paid otherwise.
     */
    private static final class ZoneAbbreviation {
        static final DateTimeFormatter FORMAT = DateTimeFormatter.ofPattern("zzz", Locale.ENGLISH);
        /**
         * The letter abbreviations of PostgreSQL's time zone data (read from pg_timezone_names): its other zones are written
         * by their offset ({@code -03}, {@code +0545}), where Java has names of its own (BRT, NPT, GMT-03:00).
         */
        static final Set<String> TZDATA = Set.of("ACDT", "ACST", "ADT", "AEDT", "AEST", "AKDT", "AKST", "AST", "AWST", "BST", "CAT", "CDT",
                "CEST", "CET", "CST", "ChST", "EAT", "EDT", "EEST", "EET", "EST", "GMT", "HDT", "HKT", "HST", "IDT", "IST", "JST", "KST", "MDT",
                "MEST", "MET", "MSK", "MST", "NDT", "NST", "NZDT", "NZST", "PDT", "PKT", "PST", "SAST", "SST", "UTC", "WAT", "WEST", "WET",
                "WIB", "WIT", "WITA");
        /** Java's names the time zone data spells otherwise. */
        static final Map<String, String> RENAMED = Map.of("HAST", "HST", "HADT", "HDT");
        /** Zones Java names with one of those abbreviations where the time zone data writes the offset. */
        static final Set<String> BY_OFFSET = Set.of("Africa/Casablanca", "Africa/El_Aaiun", "Antarctica/Casey", "Antarctica/Troll", "Asia/Aden",
                "Asia/Amman", "Asia/Baghdad", "Asia/Bahrain", "Asia/Colombo", "Asia/Damascus", "Asia/Kuwait", "Asia/Qatar", "Asia/Riyadh",
                "Europe/Minsk", "Pacific/Bougainville", "Pacific/Pitcairn");

        static String of(ZonedDateTime zoned) {
            String name = zoned.getZone().getId().equals("Africa/Windhoek") ? "CAT" : FORMAT.format(zoned); // Java's WAT, tzdata's CAT since 2017
            name = RENAMED.getOrDefault(name, name);
            if (TZDATA.contains(name) && !BY_OFFSET.contains(zoned.getZone().getId())) {
                return name;
            }
            int seconds = zoned.getOffset().getTotalSeconds();
            int hours = Math.abs(seconds) / 3600;
            int minutes = Math.abs(seconds) / 60 % 60;
            return (seconds < 0 ? "-" : "+") + String.format(Locale.ROOT, "%02d", hours) + (minutes == 0 ? "" : String.format(Locale.ROOT, "%02d", minutes));
        }
    }

    public static String toChar(Connection connection, Value value, String format) throws SQLException {
        if (value == ValueNull.INSTANCE || format == null) {
            return null;
        }
        int type = value.getValueType();
        SessionLocal session = (SessionLocal) ((JdbcConnection) connection).getSession();
        if (format.isEmpty() && (type == Value.DATE || type == Value.TIMESTAMP || type == Value.TIMESTAMP_TZ)) {
            return null; // PostgreSQL's to_char of a date or timestamp with an empty template is NULL (a number's is '')
        }
        if (type == Value.DATE) {
            // PostgreSQL's to_char(date) is to_char(timestamptz) of its midnight in the session's TimeZone: TZ and OF are the zone's
            return format(SessionTime.atZone(SessionTime.wallClock(value, connection), SessionTime.zone(connection)), session, format);
        }
        if (type == Value.TIMESTAMP) {
            return format(SessionTime.wallClock(value, connection), null, null, format, false);
        }
        if (type == Value.TIMESTAMP_TZ) {
            return format(SessionTime.inSessionZone(value, connection), session, format);
        }
        if (type == Value.TIME) {
            // PostgreSQL formats a time as the interval it casts it to: H2's Oracle TO_CHAR wrote FMHH24 03, SSSS 3030, YYYY 1970
            LocalTime time = JSR310Utils.valueToLocalTime(value, session);
            return format.isEmpty() ? null : format(LocalDate.EPOCH.atTime(time), null, null, format, true);
        }
        if (DataType.isNumericType(type)) {
            return NumberFormat.toChar(value, format);
        }
        if (DataType.isIntervalType(type)) {
            // H2's text of the interval (INTERVAL '1 02:03:04' DAY TO SECOND) came out where PostgreSQL formats its fields
            throw EngineErrors.unsupported("to_char of an interval; format its fields: lpad(extract(hour FROM x)::text, 2, '0') || ...");
        }
        throw new SQLException("function to_char(" + value.getType().getDeclaredTypeName().toLowerCase(Locale.ROOT)
                + ", unknown) does not exist", "42883");
    }

    /** In the session's zone, whose TZ is a POSIX zone setting's name where it is one ({@link PosixZone}). */
    private static String format(ZonedDateTime time, SessionLocal session, String format) throws SQLException {
        String abbreviation = session.currentTimeZone() instanceof PosixZone posix ? posix.abbreviation() : null;
        return format(time.toLocalDateTime(), time, abbreviation, format, false);
    }

    /**
     * {@code zoned} is null for a value without time zone: TZ is empty, OF +00. {@code abbreviation}: TZ's text where the
     * zone does not tell it (a POSIX zone's name), else null. {@code timeOfDay}: the time of {@code t} alone,
     * formatted as PostgreSQL formats the interval a time becomes (no date: YYYY 0000, MM 00, month names refused).
     */
    static String format(LocalDateTime t, ZonedDateTime zoned, String abbreviation, String format, boolean timeOfDay) throws SQLException {
        StringBuilder out = new StringBuilder();
        int i = 0;
        while (i < format.length()) {
            // one prefix at most, as PostgreSQL reads them: FMTMDay is FM, then the text TM, then Day
            String prefix = affix(format, i, "FM", "TM");
            i += prefix.length();
            String pattern = i < format.length() ? pattern(format, i) : null;
            if (pattern == null) {
                i = literal(format, i, out);
                continue;
            }
            String written = format.substring(i, i + pattern.length());
            i += pattern.length();
            String field = timeOfDay ? timeOfDayField(pattern, !prefix.equalsIgnoreCase("FM")) : null;
            field = field != null ? field : field(pattern, written, t, zoned, abbreviation, prefix);
            String suffix = affix(format, i, "TH", "SP");
            i += suffix.length();
            if (suffix.equalsIgnoreCase("TH")) {
                field += suffix.equals("TH") ? ordinal(field).toUpperCase(Locale.ROOT) : ordinal(field);
            }
            out.append(field);
        }
        return out.toString();
    }

    /** The one of {@code affixes} at {@code i}, written in upper or lower case, or "". */
    static String affix(String format, int i, String... affixes) {
        for (String affix : affixes) {
            if (format.startsWith(affix, i) || format.startsWith(affix.toLowerCase(Locale.ROOT), i)) {
                return format.substring(i, i + 2);
            }
        }
        return "";
    }

    /**
     * Text at {@code i}, appended to {@code out}: a double-quoted string (a backslash keeps the next character), a
     * backslash before a double quote (that quote), or one character. Returns the index after it.
     */
    private static int literal(String format, int i, StringBuilder out) {
        if (i >= format.length()) {
            return i;
        }
        if (format.charAt(i) == '"') {
            return quoted(format, i + 1, out);
        }
        if (format.startsWith("\\\"", i)) {
            i++;
        }
        out.append(format.charAt(i));
        return i + 1;
    }

    private static String field(String pattern, String written, LocalDateTime t, ZonedDateTime zoned, String abbreviation, String prefix) {
        boolean fill = !prefix.equalsIgnoreCase("FM");
        boolean translated = prefix.equalsIgnoreCase("TM"); // TM's names are not padded
        int year = bcCounted(t.getYear());
        int isoYear = bcCounted(t.get(IsoFields.WEEK_BASED_YEAR));
        int hour12 = (t.getHour() + 11) % 12 + 1;
        int micros = t.getNano() / 1000;
        ZoneOffset offset = zoned == null ? ZoneOffset.UTC : zoned.getOffset();
        return switch (pattern) {
            case "HH24" -> number(t.getHour(), 2, fill);
            case "HH12", "HH" -> number(hour12, 2, fill);
            case "MI" -> number(t.getMinute(), 2, fill);
            case "SS" -> number(t.getSecond(), 2, fill);
            case "SSSS", "SSSSS" -> Integer.toString(t.toLocalTime().toSecondOfDay());
            case "MS" -> number(micros / 1000, 3, fill);
            case "US" -> number(micros, 6, fill);
            case "FF1", "FF2", "FF3", "FF4", "FF5", "FF6" -> {
                int digits = pattern.charAt(2) - '0';
                yield number(micros / (int) Math.pow(10, 6 - digits), digits, fill);
            }
            case "AM", "PM" -> cased(t.getHour() < 12 ? "AM" : "PM", written);
            case "A.M.", "P.M." -> cased(t.getHour() < 12 ? "A.M." : "P.M.", written);
            case "AD", "BC" -> cased(t.getYear() > 0 ? "AD" : "BC", written);
            case "A.D.", "B.C." -> cased(t.getYear() > 0 ? "A.D." : "B.C.", written);
            case "Y,YYY" -> String.format(Locale.ROOT, "%d,%03d", year / 1000, year % 1000);
            case "YYYY" -> number(year, 4, fill);
            case "YYY" -> number(year % 1000, 3, fill);
            case "YY" -> number(year % 100, 2, fill);
            case "Y" -> Integer.toString(year % 10);
            case "IYYY" -> number(isoYear, 4, fill);
            case "IYY" -> number(isoYear % 1000, 3, fill);
            case "IY" -> number(isoYear % 100, 2, fill);
            case "I" -> Integer.toString(isoYear % 10);
            case "IDDD" -> number((t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR) - 1) * 7 + t.getDayOfWeek().getValue(), 3, fill);
            case "ID" -> Integer.toString(t.getDayOfWeek().getValue());
            case "IW" -> number(t.get(IsoFields.WEEK_OF_WEEK_BASED_YEAR), 2, fill);
            case "FX" -> "";
            case "MONTH" -> name(t.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH), written, fill && !translated);
            case "MON" -> cased(t.getMonth().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), written);
            case "MM" -> number(t.getMonthValue(), 2, fill);
            case "DAY" -> name(t.getDayOfWeek().getDisplayName(TextStyle.FULL, Locale.ENGLISH), written, fill && !translated);
            case "DY" -> cased(t.getDayOfWeek().getDisplayName(TextStyle.SHORT, Locale.ENGLISH), written);
            case "DDD" -> number(t.getDayOfYear(), 3, fill);
            case "DD" -> number(t.getDayOfMonth(), 2, fill);
            case "D" -> Integer.toString(t.getDayOfWeek().getValue() % 7 + 1);
            case "WW" -> number((t.getDayOfYear() - 1) / 7 + 1, 2, fill);
            case "W" -> Integer.toString((t.getDayOfMonth() - 1) / 7 + 1);
            case "CC" -> number(t.getYear() > 0 ? (t.getYear() + 99) / 100 : -((99 - (t.getYear() - 1)) / 100), 2, fill);
            case "J" -> Long.toString(t.getLong(ChronoField.EPOCH_DAY) + 2_440_588);
            case "Q" -> Integer.toString((t.getMonthValue() - 1) / 3 + 1);
            case "RM" -> {
                String roman = cased(ROMAN_MONTHS[t.getMonthValue() - 1], written);
                yield fill ? String.format(Locale.ROOT, "%-4s", roman) : roman;
            }
            case "TZ" -> {
                String zone = abbreviation != null ? abbreviation : zoned == null || zoned.getZone() instanceof ZoneOffset ? "" : ZoneAbbreviation.of(zoned);
                yield written.equals("tz") ? zone.toLowerCase(Locale.ROOT) : zone; // ChST as it is
            }
            case "TZH" -> (offset.getTotalSeconds() < 0 ? "-" : "+") + number(Math.abs(offset.getTotalSeconds()) / 3600, 2, true);
            case "TZM" -> number(Math.abs(offset.getTotalSeconds()) / 60 % 60, 2, true);
            // FM writes the hours unpadded (+1), as PostgreSQL's OF does
            case "OF" -> fill ? TemporalText.offset(offset) : TemporalText.offset(offset).replaceFirst("^([+-])0", "$1");
            default -> throw new IllegalStateException(pattern);
        };
    }

    /**
     * A pattern's text for an interval's fields, as a time has them: PostgreSQL's zero date (0000-00-00), its refusal of names
     * and zones (22007); null for a pattern of the time itself. ISO weeks and the Julian day of that zero date are refused.
     */
    private static String timeOfDayField(String pattern, boolean fill) throws SQLException {
        return switch (pattern) {
            case "YYYY", "YYY", "YY", "DDD" -> number(0, pattern.length() == 4 ? 4 : pattern.length() == 3 ? 3 : 2, fill);
            case "Y" -> "0";
            case "Y,YYY" -> "0,000";
            case "MM", "DD", "CC", "WW" -> pattern.equals("WW") ? number(1, 2, fill) : number(0, 2, fill);
            case "W" -> "1";
            case "Q", "RM" -> "";
            case "D", "ID", "MONTH", "MON", "DAY", "DY", "AD", "BC", "A.D.", "B.C.", "TZ", "TZH", "TZM", "OF" ->
                throw new SQLException("invalid format specification for an interval value", "22007");
            case "IYYY", "IYY", "IY", "I", "IW", "IDDD", "J" -> throw EngineErrors.unsupported("the template pattern " + pattern + " in to_char of a time");
            default -> null;
        };
    }

    /** Years before Christ count up, with BC: PostgreSQL's year 0 (Java's) is 1 BC. */
    private static int bcCounted(int year) {
        return year > 0 ? year : 1 - year;
    }

    /** The pattern starting at {@code i}, or null. */
    static String pattern(String format, int i) {
        for (String pattern : PATTERNS) {
            if (format.startsWith(pattern, i) || format.startsWith(pattern.toLowerCase(Locale.ROOT), i)
                    || CAPITALISED.contains(pattern) && format.startsWith(pattern.charAt(0) + pattern.substring(1).toLowerCase(Locale.ROOT), i)) {
                return pattern;
            }
        }
        return null;
    }

    /** Text in double quotes, written as it is; a backslash keeps a quote in it. Returns the index after the closing quote. */
    private static int quoted(String format, int i, StringBuilder out) {
        while (i < format.length() && format.charAt(i) != '"') {
            if (format.charAt(i) == '\\' && i + 1 < format.length()) {
                i++;
            }
            out.append(format.charAt(i++));
        }
        return i + 1;
    }

    private static String number(int value, int width, boolean fill) {
        String digits = Integer.toString(Math.abs(value));
        if (fill && digits.length() < width) {
            digits = "0".repeat(width - digits.length()) + digits;
        }
        return value < 0 ? "-" + digits : digits;
    }

    /** A full month or day name: padded to nine characters unless FM. */
    private static String name(String name, String written, boolean fill) {
        String cased = cased(name, written);
        return fill ? String.format(Locale.ROOT, "%-9s", cased) : cased;
    }

    /** {@code text} in the case the pattern was written in: MONTH upper, Month capitalised, month lower. */
    private static String cased(String text, String written) {
        String letters = written.replaceAll("[^A-Za-z]", "");
        if (letters.length() > 1 && letters.equals(letters.toUpperCase(Locale.ROOT))) {
            return text.toUpperCase(Locale.ROOT);
        }
        if (Character.isUpperCase(letters.charAt(0))) {
            return text.charAt(0) + text.substring(1).toLowerCase(Locale.ROOT);
        }
        return text.toLowerCase(Locale.ROOT);
    }

    /** English ordinal suffix: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st. */
    private static String ordinal(String number) {
        int value;
        try {
            value = Math.abs(Integer.parseInt(number.strip()));
        } catch (NumberFormatException notANumber) {
            return "";
        }
        if (value % 100 >= 11 && value % 100 <= 13) {
            return "th";
        }
        return switch (value % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
    }
}
