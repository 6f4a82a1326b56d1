package io.hotrow.engine.database;

import io.hotrow.engine.database.SettingText.Value;
import io.hotrow.engine.database.SettingText.ValueKind;
import io.hotrow.engine.sql.ZoneNames;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * How PostgreSQL reads and shows the values of its settings: booleans, integers, times and sizes
 * with units, enumerations, time zones, DateStyle and search_path lists. Each reader answers the
 * value as {@code SHOW} shows it, or fails as PostgreSQL does (22023). Pure.
 */
final class SettingFormats {

    /** Reads one setting's value from its text; answers the value as SHOW shows it. */
    @FunctionalInterface
    interface Format {
        String read(String name, String text) throws SQLException;
    }

    private SettingFormats() {
    }

    // ---- errors, as PostgreSQL words them ----

    static SQLException invalid(String name, String text) {
        return new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\"", "22023");
    }

    static SQLException invalid(String name, String text, String detail) {
        return new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\": " + detail, "22023");
    }

    // ---- booleans ----

    static final Format BOOL = (name, text) -> {
        Boolean value = bool(text);
        if (value == null) {
            throw new SQLException("parameter \"" + name + "\" requires a Boolean value", "22023");
        }
        return value ? "on" : "off";
    };

    /** PostgreSQL's parse_bool: true/false, yes/no, on/off, 1/0, and unambiguous prefixes; null if none. */
    static Boolean bool(String text) {
        String value = text.strip().toLowerCase(Locale.ROOT);
        if (value.isEmpty()) {
            return null;
        }
        if ("true".startsWith(value) || "yes".startsWith(value) || value.equals("on") || value.equals("1")) {
            return true;
        }
        if ("false".startsWith(value) || "no".startsWith(value) || value.length() >= 2 && "off".startsWith(value) || value.equals("0")) {
            return false;
        }
        return null;
    }

    // ---- integers, times and sizes ----

    static Format integer(int min, int max) {
        return (name, text) -> String.valueOf(inRange(name, text, roundedNumber(name, text), min, max, ""));
    }

    private static final Map<String, Long> TIME_UNITS_MICROS = Map.of("us", 1L, "ms", 1_000L, "s", 1_000_000L, "min", 60_000_000L,
            "h", 3_600_000_000L, "d", 86_400_000_000L);
    /** Units SHOW uses for times in milliseconds, largest first. */
    private static final String[] TIME_DISPLAY = {"d", "h", "min", "s", "ms"};
    private static final Pattern WITH_UNIT = Pattern.compile("\\s*([+-]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][+-]?\\d+)?)\\s*([A-Za-z]*)\\s*");

    /** A time in milliseconds between 0 and 2147483647, with an optional unit; shown in the largest unit that divides it. */
    static final Format MILLISECONDS = (name, text) -> showMilliseconds(milliseconds(name, text));

    static int milliseconds(String name, String text) throws SQLException {
        Matcher m = WITH_UNIT.matcher(text);
        if (!m.matches()) {
            throw invalid(name, text);
        }
        String unit = m.group(2).isEmpty() ? "ms" : m.group(2);
        Long micros = TIME_UNITS_MICROS.get(unit);
        if (micros == null) {
            throw new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\" (valid units for this parameter are"
                    + " \"us\", \"ms\", \"s\", \"min\", \"h\", and \"d\")", "22023");
        }
        double millis = Math.rint(Double.parseDouble(m.group(1)) * micros / 1000.0);
        return (int) inRange(name, text, millis, 0, Integer.MAX_VALUE, " ms");
    }

    static String showMilliseconds(long millis) {
        if (millis == 0) {
            return "0";
        }
        for (String unit : TIME_DISPLAY) {
            long size = TIME_UNITS_MICROS.get(unit) / 1000;
            if (millis % size == 0) {
                return millis / size + unit;
            }
        }
        return millis + "ms";
    }

    private static final Map<String, Long> MEMORY_UNITS_KB = Map.of("kB", 1L, "MB", 1024L, "GB", 1024L * 1024, "TB", 1024L * 1024 * 1024);
    private static final String[] MEMORY_DISPLAY = {"TB", "GB", "MB", "kB"};

    /** A size in kilobytes, at least {@code min}, with an optional unit; shown in the largest unit that divides it. */
    static Format kilobytes(int min) {
        return (name, text) -> {
            long kb = kilobytes(name, text, min);
            for (String display : MEMORY_DISPLAY) {
                if (kb % MEMORY_UNITS_KB.get(display) == 0) {
                    return kb / MEMORY_UNITS_KB.get(display) + display;
                }
            }
            return kb + "kB";
        };
    }

    /** A size with an optional unit in kilobytes, {@code min} to 2147483647. */
    static long kilobytes(String name, String text, int min) throws SQLException {
        Matcher m = WITH_UNIT.matcher(text);
        if (!m.matches()) {
            throw invalid(name, text);
        }
        Long unit = MEMORY_UNITS_KB.get(m.group(2).isEmpty() ? "kB" : m.group(2));
        if (unit == null) {
            throw new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\" (valid units for this parameter are"
                    + " \"B\", \"kB\", \"MB\", \"GB\", and \"TB\")", "22023");
        }
        return inRange(name, text, Math.rint(Double.parseDouble(m.group(1)) * unit), min, Integer.MAX_VALUE, " kB");
    }

    private static double roundedNumber(String name, String text) throws SQLException {
        try {
            return Math.rint(Double.parseDouble(text.strip()));
        } catch (NumberFormatException e) {
            throw invalid(name, text);
        }
    }

    private static long inRange(String name, String text, double value, long min, long max, String unit) throws SQLException {
        if (Double.isNaN(value) || Math.abs(value) > Integer.MAX_VALUE * 2.0) {
            throw new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\" (value exceeds integer range)", "22023");
        }
        long whole = (long) value;
        if (whole < min || whole > max) {
            throw new SQLException(whole + unit + " is outside the valid range for parameter \"" + name + "\" (" + min + " .. " + max + ")",
                    "22023");
        }
        return whole;
    }

    // ---- enumerations and strings ----

    /** One of {@code values}, compared case-insensitively, shown as listed. */
    static Format oneOf(String... values) {
        return (name, text) -> {
            for (String value : values) {
                if (value.equalsIgnoreCase(text.strip())) {
                    return value;
                }
            }
            throw new SQLException("invalid value for parameter \"" + name + "\": \"" + text + "\" (available values: "
                    + String.join(", ", values) + ")", "22023");
        };
    }

    /** Any text, cut to PostgreSQL's 63 bytes for names. */
    static final Format NAME_TEXT = (name, text) -> truncate(text);

    static final Format ANY_TEXT = (name, text) -> text;

    private static String truncate(String text) {
        int end = text.length();
        while (text.substring(0, end).getBytes(StandardCharsets.UTF_8).length > 63) {
            end--;
        }
        return text.substring(0, end);
    }

    // ---- DateStyle ----

    private static final Set<String> OUTPUT_STYLES = Set.of("ISO", "SQL", "POSTGRES", "GERMAN");
    private static final Map<String, String> ORDERS = Map.of("YMD", "YMD", "DMY", "DMY", "EURO", "DMY", "EUROPEAN", "DMY", "MDY", "MDY",
            "US", "MDY", "NONEURO", "MDY", "NONEUROPEAN", "MDY");

    /**
     * DateStyle: the output style and the order of day, month and year in input. The engine prints
     * dates in ISO style only, so the others are refused; any order is accepted, since H2 reads ISO
     * dates only and refuses the ambiguous forms the order would decide.
     *
     * @param current the value before this change: a part the text leaves out is kept
     */
    static String dateStyle(String text, String current) throws SQLException {
        String order = current.substring(current.indexOf(',') + 1).strip();
        String style = null;
        String newOrder = null;
        for (String part : text.split("[\\s,]+")) {
            String word = part.toUpperCase(Locale.ROOT);
            if (word.isEmpty()) {
                continue;
            }
            if (word.equals("DEFAULT")) {
                style = style == null ? "ISO" : style;
                newOrder = newOrder == null ? "MDY" : newOrder;
            } else if (OUTPUT_STYLES.contains(word)) {
                if (style != null && !style.equals(word)) {
                    throw invalid("DateStyle", text, "conflicting \"datestyle\" specifications");
                }
                style = word;
            } else if (ORDERS.containsKey(word)) {
                if (newOrder != null && !newOrder.equals(ORDERS.get(word))) {
                    throw invalid("DateStyle", text, "conflicting \"datestyle\" specifications");
                }
                newOrder = ORDERS.get(word);
            } else {
                throw invalid("DateStyle", text, "unrecognized key word \"" + part + "\"");
            }
        }
        if (style != null && !style.equals("ISO")) {
            throw invalid("DateStyle", text, "the hotrow engine shows dates in the ISO style only");
        }
        return "ISO, " + (newOrder != null ? newOrder : order);
    }

    // ---- client_encoding ----

    static final Format CLIENT_ENCODING = (name, text) -> {
        String key = text.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
        if (key.equals("utf8") || key.equals("unicode")) {
            return "UTF8";
        }
        throw invalid(name, text, "the hotrow engine serves UTF8 only");
    };

    // ---- TimeZone ----

    private static final Pattern HOURS = Pattern.compile("[+-]?(?:\\d+\\.?\\d*|\\.\\d+)");
    private static final Pattern INTERVAL_OFFSET = Pattern.compile("\\s*([+-]?)(\\d{1,2})(?::(\\d{2}))?(?::00)?\\s*"
            + "|\\s*([+-]?\\d{1,2})\\s+hours?\\s*");

    /**
     * TimeZone: a zone name, a POSIX zone with a fixed offset ({@code UTC+3}, which is three hours
     * <em>west</em>), a number of hours, or an INTERVAL; shown as PostgreSQL shows it.
     */
    static String timeZone(Value value) throws SQLException {
        String text = value.text();
        if (value.kind() == ValueKind.INTERVAL) {
            Matcher m = INTERVAL_OFFSET.matcher(text);
            if (!m.matches()) {
                throw invalid("TimeZone", text);
            }
            int minutes = m.group(4) != null ? Integer.parseInt(m.group(4).replace("+", "")) * 60
                    : ("-".equals(m.group(1)) ? -1 : 1) * (Integer.parseInt(m.group(2)) * 60 + (m.group(3) == null ? 0 : Integer.parseInt(m.group(3))));
            return fixedOffset(minutes, text);
        }
        if (HOURS.matcher(text.strip()).matches()) {
            double hours = Double.parseDouble(text.strip());
            if (Math.abs(hours) > 18) {
                throw invalid("TimeZone", text);
            }
            return fixedOffset((int) Math.round(hours * 60), text);
        }
        String name = ZoneNames.name(text);
        if (name != null) {
            return name;
        }
        if (ZoneNames.isPosixOffset(text)) {
            return text.strip();
        }
        throw invalid("TimeZone", text);
    }

    /** An offset east of Greenwich as PostgreSQL shows it: {@code <+05:30>-05:30}. */
    private static String fixedOffset(int minutesEast, String text) throws SQLException {
        if (Math.abs(minutesEast) > 18 * 60) {
            throw invalid("TimeZone", text);
        }
        String east = offsetText(minutesEast);
        String west = offsetText(-minutesEast);
        return "<" + east + ">" + west;
    }

    private static String offsetText(int minutes) {
        int abs = Math.abs(minutes);
        String text = (minutes < 0 ? "-" : "+") + String.format(Locale.ROOT, "%02d", abs / 60);
        return abs % 60 == 0 ? text : text + String.format(Locale.ROOT, ":%02d", abs % 60);
    }

    /** The Java zone of a TimeZone value as {@link #timeZone} shows it, for H2's {@code SET TIME ZONE}. */
    static ZoneId javaZone(String shown) {
        return ZoneNames.javaZone(shown);
    }

    // ---- search_path ----

    /** PostgreSQL's reserved, column-name and type-or-function-name keywords: quote_identifier quotes them. */
    private static final Set<String> KEYWORDS = Set.of("all", "analyse", "analyze", "and", "any", "array", "as", "asc", "asymmetric",
            "authorization", "between", "bigint", "binary", "bit", "boolean", "both", "case", "cast", "char", "character", "check",
            "coalesce", "collate", "collation", "column", "concurrently", "constraint", "create", "cross", "current_catalog",
            "current_date", "current_role", "current_schema", "current_time", "current_timestamp", "current_user", "dec", "decimal",
            "default", "deferrable", "desc", "distinct", "do", "else", "end", "except", "exists", "extract", "false", "fetch", "float",
            "for", "foreign", "freeze", "from", "full", "grant", "greatest", "group", "grouping", "having", "ilike", "in", "initially",
            "inner", "inout", "int", "integer", "intersect", "interval", "into", "is", "isnull", "join", "lateral", "leading", "least",
            "left", "like", "limit", "localtime", "localtimestamp", "national", "natural", "nchar", "none", "normalize", "not",
            "notnull", "null", "nullif", "numeric", "offset", "on", "only", "or", "order", "out", "outer", "overlaps", "overlay",
            "placing", "position", "precision", "primary", "real", "references", "returning", "right", "row", "select",
            "session_user", "setof", "similar", "smallint", "some", "substring", "symmetric", "table", "tablesample", "then", "time",
            "timestamp", "to", "trailing", "treat", "trim", "true", "union", "unique", "user", "using", "values", "varchar",
            "variadic", "verbose", "when", "where", "window", "with", "xmlattributes", "xmlconcat", "xmlelement", "xmlexists",
            "xmlforest", "xmlnamespaces", "xmlparse", "xmlpi", "xmlroot", "xmlserialize", "xmltable");
    private static final Pattern PLAIN_IDENTIFIER = Pattern.compile("[a-z_][a-z0-9_$]*");

    /** PostgreSQL's quote_identifier: quotes a name unless it is plain lower case and no keyword. */
    static String quoteIdentifier(String name) {
        if (PLAIN_IDENTIFIER.matcher(name).matches() && !KEYWORDS.contains(name)) {
            return name;
        }
        return '"' + name.replace("\"", "\"\"") + '"';
    }

    /** search_path as SET writes it: each name quoted as needed, numbers as written, joined by ", ". */
    static String searchPath(List<Value> values) {
        List<String> parts = new ArrayList<>();
        for (Value value : values) {
            parts.add(value.kind() == ValueKind.NUMBER ? value.text() : quoteIdentifier(value.text()));
        }
        return String.join(", ", parts);
    }

    /**
     * The schema names of a search_path value, as PostgreSQL splits it: at commas, each name folded
     * to lower case unless quoted; fails with 22023 on a list PostgreSQL cannot read.
     */
    static List<String> schemaNames(String path) throws SQLException {
        List<String> names = new ArrayList<>();
        int i = 0;
        int end = path.length();
        while (i < end && Character.isWhitespace(path.charAt(i))) {
            i++;
        }
        if (i == end) {
            return names;
        }
        while (true) {
            StringBuilder name = new StringBuilder();
            if (i < end && path.charAt(i) == '"') {
                i++;
                while (true) {
                    if (i >= end) {
                        throw invalid("search_path", path, "unterminated quoted name");
                    }
                    char c = path.charAt(i++);
                    if (c == '"') {
                        if (i < end && path.charAt(i) == '"') {
                            name.append('"');
                            i++;
                        } else {
                            break;
                        }
                    } else {
                        name.append(c);
                    }
                }
            } else {
                int start = i;
                while (i < end && path.charAt(i) != ',' && !Character.isWhitespace(path.charAt(i))) {
                    i++;
                }
                if (start == i) {
                    throw invalid("search_path", path, "empty name in the list");
                }
                name.append(path.substring(start, i).toLowerCase(Locale.ROOT));
            }
            names.add(name.toString());
            while (i < end && Character.isWhitespace(path.charAt(i))) {
                i++;
            }
            if (i == end) {
                return names;
            }
            if (path.charAt(i) != ',') {
                throw invalid("search_path", path, "names must be separated by commas");
            }
            i++;
            while (i < end && Character.isWhitespace(path.charAt(i))) {
                i++;
            }
        }
    }
}
