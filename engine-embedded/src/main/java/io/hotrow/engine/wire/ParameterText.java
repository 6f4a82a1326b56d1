package io.hotrow.engine.wire;

import io.hotrow.engine.sql.ArrayInput;
import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.OffsetTime;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A text-format parameter of a declared type as the Java value bound to the statement, read as
 * PostgreSQL's input functions read it. Text that does not fit the type fails with 22P02, as in
 * PostgreSQL; date and time text in forms beyond ISO is handed to the engine as a string, which
 * parses what it can.
 */
final class ParameterText {

    private static final Pattern DATE_TIME = Pattern.compile(
            "\\s*(\\d{4,})-(\\d{1,2})-(\\d{1,2})(?:[ T](\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?)?\\s*"
                    + "(Z|[+-]\\d{1,2}(?::?\\d{2}(?::?\\d{2})?)?)?\\s*");
    private static final Pattern TIME = Pattern.compile(
            "\\s*(\\d{1,2}):(\\d{2})(?::(\\d{2})(?:\\.(\\d{1,9}))?)?\\s*(Z|[+-]\\d{1,2}(?::?\\d{2}(?::?\\d{2})?)?)?\\s*");

    /**
     * A date with a zone: pgjdbc's setDate text, the zone it was taken in ({@code 2026-03-02 +00}, {@code 0044-03-15 BC +00}),
     * and a date with an offset as other clients write it ({@code 2026-03-02+05:30}, {@code 2026-03-02Z}).
     */
    private static final Pattern DRIVER_DATE = Pattern.compile("(\\d{4,})-(\\d{2})-(\\d{2})( BC)? ?(?:Z|[+-]\\d{2}(?::?\\d{2}(?::?\\d{2})?)?)");
    /** A timestamp before the common era as drivers write it, {@code 0044-03-15 00:00:00+00 BC}. */
    private static final Pattern BC_TIMESTAMP = Pattern.compile("(\\d{4,})(-\\d{2}-\\d{2}[ T][0-9:.+-]+) BC");

    private ParameterText() {
    }

    /** The value of {@code text} for a parameter of {@code type} (null: unspecified, bound as a string). */
    static Object parse(String text, WireType type) throws SQLException {
        return parse(text, type, null);
    }

    /**
     * As {@link #parse(String, WireType)}; {@code engineType} is the type the engine takes an unspecified parameter as
     * (null: not asked, see {@link #untypedDriverDate}).
     */
    static Object parse(String text, WireType type, WireType engineType) throws SQLException {
        if (type == null) {
            return untyped(text, engineType);
        }
        try {
            if (type.element() != null) {
                return array(text, type);
            }
            return switch (type) {
                case INT2, INT4, OID -> Integer.parseInt(text.trim());
                case INT8 -> Long.parseLong(text.trim());
                case FLOAT4 -> Float.parseFloat(floatText(text));
                case FLOAT8 -> Double.parseDouble(floatText(text));
                case NUMERIC -> new BigDecimal(text.trim());
                case BOOL -> bool(text);
                case BYTEA -> bytea(text);
                case UUID -> java.util.UUID.fromString(uuidText(text));
                case DATE, TIMESTAMP, TIMESTAMPTZ -> dateTime(text, type);
                case TIME, TIMETZ -> time(text, type);
                default -> text;
            };
        } catch (IllegalArgumentException | DateTimeException e) { // NumberFormatException included
            throw invalid(type, text);
        }
    }

    /** Whether an unspecified parameter's text is a date with a zone, whose value depends on the type the engine takes it as. */
    static boolean untypedDriverDate(String text) {
        return DRIVER_DATE.matcher(text).matches();
    }

    /**
     * Text of no declared type, bound as a string the engine converts where it is used, except the
     * date and time forms drivers send that H2's conversion refuses. A date with a zone (pgjdbc's
     * setDate text) is read as the type the engine takes the parameter as: a date drops the zone,
     * a timestamp is midnight, a timestamptz midnight at that zone ({@code 2026-03-02 +05} is
     * 2026-03-01 19:00 UTC), as PostgreSQL reads it; elsewhere it stays text (a column it is written
     * into reads it so, see TemporalParameters). A BC timestamp gets the astronomical year H2 reads
     * (1 BC is year 0).
     */
    private static Object untyped(String text, WireType engineType) {
        Matcher date = DRIVER_DATE.matcher(text);
        if (date.matches() && engineType == WireType.DATE) {
            int year = Integer.parseInt(date.group(1));
            return LocalDate.of(date.group(4) == null ? year : 1 - year, Integer.parseInt(date.group(2)), Integer.parseInt(date.group(3)));
        }
        if (date.matches() && date.group(4) == null && (engineType == WireType.TIMESTAMP || engineType == WireType.TIMESTAMPTZ)) {
            return dateTime(text, engineType);
        }
        Matcher bc = BC_TIMESTAMP.matcher(text);
        if (bc.matches()) {
            int year = 1 - Integer.parseInt(bc.group(1));
            return (year < 0 ? "-" : "") + String.format(Locale.ROOT, "%04d", Math.abs(year)) + bc.group(2);
        }
        return text;
    }

    static SQLException invalid(WireType type, String text) {
        String shown = text.length() > 64 ? text.substring(0, 64) + "..." : text;
        return new SQLException("invalid input syntax for type " + typeName(type) + ": \"" + shown + "\"", "22P02");
    }

    private static String typeName(WireType type) {
        return switch (type) {
            case INT2 -> "smallint";
            case INT4 -> "integer";
            case INT8 -> "bigint";
            case FLOAT4 -> "real";
            case FLOAT8 -> "double precision";
            case BOOL -> "boolean";
            case TIMESTAMPTZ -> "timestamp with time zone";
            default -> type.name().toLowerCase(Locale.ROOT);
        };
    }

    /** PostgreSQL's spellings of the special values, Java's for the rest. */
    private static String floatText(String text) {
        String trimmed = text.trim();
        return switch (trimmed.toLowerCase(Locale.ROOT)) {
            case "nan" -> "NaN";
            case "infinity", "+infinity", "inf", "+inf" -> "Infinity";
            case "-infinity", "-inf" -> "-Infinity";
            default -> {
                if (trimmed.isEmpty() || !Character.isDigit(trimmed.charAt(trimmed.length() - 1)) && trimmed.charAt(trimmed.length() - 1) != '.') {
                    throw new NumberFormatException(trimmed); // Java would take 1.5f or 1d; PostgreSQL does not
                }
                yield trimmed;
            }
        };
    }

    private static boolean bool(String text) {
        String value = text.trim().toLowerCase(Locale.ROOT);
        if (!value.isEmpty() && ("true".startsWith(value) || "yes".startsWith(value) || value.equals("on") || value.equals("1"))) {
            return true;
        }
        if (!value.isEmpty() && ("false".startsWith(value) || "no".startsWith(value) || value.equals("off") || value.equals("of")
                || value.equals("0"))) {
            return false;
        }
        throw new IllegalArgumentException(text);
    }

    /** Hex ({@code \x0102}, white space between bytes allowed) or escape format (backslash octal, doubled backslash). */
    static byte[] bytea(String text) {
        if (text.startsWith("\\x")) {
            return HexFormat.of().parseHex(text.substring(2).replaceAll("\\s", ""));
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream(text.length());
        byte[] bytes = text.getBytes(StandardCharsets.UTF_8);
        for (int i = 0; i < bytes.length; i++) {
            if (bytes[i] != '\\') {
                out.write(bytes[i]);
            } else if (i + 1 < bytes.length && bytes[i + 1] == '\\') {
                out.write('\\');
                i++;
            } else if (i + 3 < bytes.length && octal(bytes[i + 1]) <= 3 && octal(bytes[i + 2]) >= 0 && octal(bytes[i + 3]) >= 0) {
                out.write(octal(bytes[i + 1]) << 6 | octal(bytes[i + 2]) << 3 | octal(bytes[i + 3]));
                i += 3;
            } else {
                throw new IllegalArgumentException("invalid bytea escape");
            }
        }
        return out.toByteArray();
    }

    private static int octal(byte b) {
        return b >= '0' && b <= '7' ? b - '0' : -1;
    }

    /** PostgreSQL accepts braces and hyphens after any group of four digits; the canonical form covers what clients send. */
    private static String uuidText(String text) {
        String hex = text.trim().replace("{", "").replace("}", "").replace("-", "");
        if (hex.length() != 32 || !hex.chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            throw new IllegalArgumentException(text);
        }
        return hex.substring(0, 8) + "-" + hex.substring(8, 12) + "-" + hex.substring(12, 16) + "-" + hex.substring(16, 20) + "-" + hex.substring(20);
    }

    private static Object dateTime(String text, WireType type) {
        Matcher m = DATE_TIME.matcher(text);
        if (!m.matches()) {
            return text; // another form (BC, infinity, a month name): the engine reads it or refuses it
        }
        LocalDate date = LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3)));
        if (type == WireType.DATE) {
            return date;
        }
        LocalDateTime local = date.atTime(m.group(4) == null ? LocalTime.MIDNIGHT : localTime(m.group(4), m.group(5), m.group(6), m.group(7)));
        if (type == WireType.TIMESTAMP) {
            return local; // as PostgreSQL, a timestamp without time zone ignores an offset in its input
        }
        return m.group(8) == null ? text : OffsetDateTime.of(local, offset(m.group(8))); // no offset: the session's time zone decides
    }

    private static Object time(String text, WireType type) {
        Matcher m = TIME.matcher(text);
        if (!m.matches()) {
            return text;
        }
        LocalTime time = localTime(m.group(1), m.group(2), m.group(3), m.group(4));
        if (type == WireType.TIME) {
            return time;
        }
        return m.group(5) == null ? text : OffsetTime.of(time, offset(m.group(5)));
    }

    private static LocalTime localTime(String hours, String minutes, String seconds, String fraction) {
        int nanos = fraction == null ? 0 : Integer.parseInt((fraction + "00000000").substring(0, 9));
        return LocalTime.of(Integer.parseInt(hours), Integer.parseInt(minutes), seconds == null ? 0 : Integer.parseInt(seconds), nanos);
    }

    private static ZoneOffset offset(String text) {
        if (text.equals("Z")) {
            return ZoneOffset.UTC;
        }
        String digits = text.substring(1).replace(":", "");
        int hours = Integer.parseInt(digits.length() % 2 == 1 ? digits.substring(0, 1) : digits.substring(0, 2));
        String rest = digits.substring(digits.length() % 2 == 1 ? 1 : 2);
        int minutes = rest.length() >= 2 ? Integer.parseInt(rest.substring(0, 2)) : 0;
        int seconds = rest.length() >= 4 ? Integer.parseInt(rest.substring(2, 4)) : 0;
        int sign = text.charAt(0) == '-' ? -1 : 1;
        return ZoneOffset.ofHoursMinutesSeconds(sign * hours, sign * minutes, sign * seconds);
    }

    /** A one-dimensional array literal: {@code {1,2,NULL,"a \"b\""}}, its elements of the array's element type. */
    private static Object[] array(String text, WireType type) throws SQLException {
        String[] elements = ArrayInput.parse(text);
        Object[] values = new Object[elements.length];
        for (int i = 0; i < elements.length; i++) {
            values[i] = elements[i] == null ? null : parse(elements[i], type.element());
        }
        return values;
    }
}
