package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.time.DateTimeException;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.Month;
import java.time.ZoneOffset;
import java.time.format.TextStyle;
import java.time.temporal.ChronoField;
import java.time.temporal.IsoFields;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.IntFunction;

/**
 * PostgreSQL's reading of text by a template, for {@code to_date} and {@code to_timestamp(text, text)}, as its
 * formatting.c reads it outside FX mode: a separator in the template matches one separator or space of the input or
 * nothing, other template text skips one input character, a number runs to the next separator or takes the pattern's
 * width when a number pattern follows, fields left out are 1 (the year 1 BC), and the fields are checked at the end.
 * H2's TO_DATE read the same text otherwise without an error (YY 99 as 2099, MS and US dropped, month 13 kept).
 */
final class DateTemplateInput {

    /** What the text gave: the wall-clock time and the offset TZH/TZM gave, or null. */
    record Reading(LocalDateTime local, ZoneOffset offset) {
    }

    private enum Kind { PATTERN, SPACE, SEPARATOR, TEXT }

    private record Node(Kind kind, String pattern, String written, boolean fill, boolean ordinal) {
    }

    private final String text;
    private final String format;
    private int at;
    private int extraSkip;
    private Integer year;
    private int yearDigits;
    private boolean bc;
    private int century;
    private int month;
    private int day;
    private int dayOfYear;
    private int hour;
    private int minute;
    private int second;
    private Integer secondOfDay;
    private int millis;
    private int micros;
    private boolean twelveHour;
    private boolean pm;
    private Integer julian;
    private int week;
    private int weekOfMonth;
    private Integer isoYear;
    private int isoWeek;
    private int isoDay;
    private Integer offsetSign;
    private int offsetHours;
    private int offsetMinutes;

    private DateTemplateInput(String text, String format) {
        this.text = text;
        this.format = format;
    }

    static Reading read(String text, String format) throws SQLException {
        DateTemplateInput input = new DateTemplateInput(text, format);
        input.readFields(nodes(format));
        return input.reading();
    }

    private static List<Node> nodes(String format) {
        List<Node> nodes = new ArrayList<>();
        int i = 0;
        while (i < format.length()) {
            String prefix = DateFormat.affix(format, i, "FM", "TM");
            i += prefix.length();
            String pattern = i < format.length() ? DateFormat.pattern(format, i) : null;
            if (pattern != null) {
                String written = format.substring(i, i + pattern.length());
                i += pattern.length();
                String suffix = DateFormat.affix(format, i, "TH", "SP");
                i += suffix.length();
                nodes.add(new Node(Kind.PATTERN, pattern, written, !prefix.equalsIgnoreCase("FM"), suffix.equalsIgnoreCase("TH")));
            } else if (i < format.length() && format.charAt(i) == '"') {
                i++;
                while (i < format.length() && format.charAt(i) != '"') {
                    i += format.charAt(i) == '\\' && i + 1 < format.length() ? 1 : 0;
                    nodes.add(new Node(Kind.TEXT, format.substring(i, i + 1), null, true, false));
                    i++;
                }
                i++;
            } else if (i < format.length()) {
                i += format.startsWith("\\\"", i) ? 1 : 0;
                char c = format.charAt(i++);
                Kind kind = Character.isWhitespace(c) ? Kind.SPACE : isSeparator(c) ? Kind.SEPARATOR : Kind.TEXT;
                nodes.add(new Node(kind, String.valueOf(c), null, true, false));
            }
        }
        return nodes;
    }

    /** PostgreSQL's is_separator_char: printable ASCII but no letter or digit. */
    private static boolean isSeparator(char c) {
        return c > ' ' && c < 0x7f && !Character.isLetterOrDigit(c);
    }

    private void readFields(List<Node> nodes) throws SQLException {
        for (int n = 0; n < nodes.size() && at < text.length(); n++) {
            Node node = nodes.get(n);
            if (node.kind() == Kind.SPACE || node.kind() == Kind.SEPARATOR) {
                extraSkip--;
                if (Character.isWhitespace(text.charAt(at)) || isSeparator(text.charAt(at))) {
                    at++;
                    extraSkip++;
                }
                continue;
            }
            if (node.kind() == Kind.TEXT) {
                if (extraSkip > 0) {
                    extraSkip--;
                } else {
                    at++;
                }
                continue;
            }
            while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
                at++;
            }
            readField(node, nextIsSeparator(nodes, n));
            if (node.ordinal()) {
                at = Math.min(text.length(), at + 2);
            }
        }
    }

    /** PostgreSQL's is_next_separator: whether a number read by this node runs on until a non-digit. */
    private static boolean nextIsSeparator(List<Node> nodes, int n) {
        if (nodes.get(n).ordinal() || n + 1 == nodes.size()) {
            return true;
        }
        Node next = nodes.get(n + 1);
        if (next.kind() == Kind.PATTERN) {
            return !isNumber(next.pattern());
        }
        return !Character.isDigit(next.pattern().charAt(0));
    }

    private static boolean isNumber(String pattern) {
        return !List.of("A.M.", "P.M.", "AM", "PM", "A.D.", "B.C.", "AD", "BC", "MONTH", "MON", "DAY", "DY", "RM", "TZ", "OF", "FX")
                .contains(pattern);
    }

    private void readField(Node node, boolean runOn) throws SQLException {
        String p = node.pattern();
        switch (p) {
            case "YYYY", "IYYY" -> {
                int value = number(node, 4, runOn);
                if (p.equals("YYYY")) {
                    year = value;
                    yearDigits = 4;
                } else {
                    isoYear = value;
                }
            }
            case "YYY", "YY", "Y" -> {
                year = twentiethCentury(number(node, p.length(), runOn));
                yearDigits = p.length();
            }
            case "Y,YYY" -> {
                int thousands = number(node, 1, true);
                expect(',', node);
                year = thousands * 1000 + number(node, 3, false);
                yearDigits = 4;
            }
            case "CC" -> century = number(node, 2, runOn);
            case "MM" -> month = number(node, 2, runOn);
            case "DD" -> day = number(node, 2, runOn);
            case "DDD" -> dayOfYear = number(node, 3, runOn);
            case "HH24", "HH12", "HH" -> {
                hour = number(node, 2, runOn);
                twelveHour |= !p.equals("HH24");
            }
            case "MI" -> minute = number(node, 2, runOn);
            case "SS" -> second = number(node, 2, runOn);
            case "SSSS", "SSSSS" -> secondOfDay = number(node, p.length(), runOn);
            case "MS" -> {
                int start = at;
                millis = number(node, 3, runOn);
                millis *= scale(at - start, 3);
            }
            case "US", "FF1", "FF2", "FF3", "FF4", "FF5", "FF6" -> {
                int start = at;
                micros = number(node, p.equals("US") ? 6 : p.charAt(2) - '0', runOn);
                micros *= scale(at - start, 6);
            }
            case "AM", "PM", "A.M.", "P.M." -> {
                int which = choice(node, p.length() == 2 ? List.of("AM", "PM") : List.of("A.M.", "P.M."));
                pm = which == 1;
                twelveHour = true;
            }
            case "AD", "BC", "A.D.", "B.C." -> bc = choice(node, p.length() == 2 ? List.of("AD", "BC") : List.of("A.D.", "B.C.")) == 1;
            case "MONTH", "MON" -> month = choice(node, names(Month.values().length, m -> Month.of(m).getDisplayName(
                    p.equals("MONTH") ? TextStyle.FULL : TextStyle.SHORT, Locale.ENGLISH))) + 1;
            case "DAY", "DY" -> choice(node, names(7, d -> DayOfWeek.of(d).getDisplayName(
                    p.equals("DAY") ? TextStyle.FULL : TextStyle.SHORT, Locale.ENGLISH)));
            case "RM" -> month = romanMonth(node);
            case "J" -> julian = number(node, 1, runOn);
            case "WW" -> week = number(node, 2, runOn);
            case "W" -> weekOfMonth = number(node, 1, runOn);
            case "IW" -> isoWeek = number(node, 2, runOn);
            case "ID" -> isoDay = number(node, 1, runOn);
            case "D", "Q" -> number(node, 1, runOn); // read, and unused by PostgreSQL for a date
            case "TZH" -> {
                char c = text.charAt(at);
                if (c == '+' || c == '-' || c == ' ') {
                    offsetSign = c == '-' ? -1 : 1;
                    at++;
                } else {
                    offsetSign = extraSkip > 0 && at > 0 && text.charAt(at - 1) == '-' ? -1 : 1;
                }
                offsetHours = number(node, 2, runOn);
            }
            case "TZM" -> {
                offsetSign = offsetSign == null ? 1 : offsetSign;
                offsetMinutes = number(node, 2, runOn);
            }
            case "FX" -> throw EngineErrors.unsupported("the FX template prefix of to_date and to_timestamp");
            default -> throw EngineErrors.unsupported("the template pattern " + node.written() + " in to_date and to_timestamp");
        }
    }

    /** PostgreSQL's from_char_parse_int_len: a number running on to a non-digit, or exactly {@code width} characters. */
    private int number(Node node, int width, boolean runOn) throws SQLException {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
        int start = at;
        int end;
        if (!node.fill() || runOn) {
            end = at;
            if (end < text.length() && (text.charAt(end) == '-' || text.charAt(end) == '+')) {
                end++;
            }
            int digits = end;
            while (end < text.length() && Character.isDigit(text.charAt(end))) {
                end++;
            }
            if (end == digits) {
                throw invalid(text.substring(start, Math.min(text.length(), start + width)), node, "Value must be an integer.");
            }
        } else {
            if (text.length() - at < width) {
                throw new SQLException("source string too short for \"" + node.written() + "\" formatting field", "22007");
            }
            end = at;
            if (text.charAt(end) == '-' || text.charAt(end) == '+') {
                end++;
            }
            while (end < at + width && Character.isDigit(text.charAt(end))) {
                end++;
            }
            if (end == at || !Character.isDigit(text.charAt(end - 1))) {
                throw invalid(text.substring(at, at + width), node, "Value must be an integer.");
            }
            if (end < at + width) {
                throw invalid(text.substring(at, at + width), node,
                        "Field requires " + width + " characters, but only " + (end - at) + " could be parsed.");
            }
        }
        at = end;
        try {
            return Integer.parseInt(text.substring(start, end));
        } catch (NumberFormatException tooLong) {
            throw new SQLException("value for \"" + node.written() + "\" in source string is out of range", "22008");
        }
    }

    /** 25 read by MS is 0.25 seconds, 025 is 0.025: the digits read are the leading ones of {@code width}. */
    private static int scale(int digitsRead, int width) {
        return digitsRead >= width ? 1 : (int) Math.pow(10, width - digitsRead);
    }

    /** PostgreSQL's adjust_partial_year_to_2020. */
    private static int twentiethCentury(int year) {
        if (year < 70) {
            return year + 2000;
        }
        if (year < 100) {
            return year + 1900;
        }
        if (year < 520) {
            return year + 2000;
        }
        return year < 1000 ? year + 1000 : year;
    }

    private void expect(char c, Node node) throws SQLException {
        if (at >= text.length() || text.charAt(at) != c) {
            throw invalid(text.substring(at), node, "");
        }
        at++;
    }

    private static List<String> names(int count, IntFunction<String> name) {
        List<String> names = new ArrayList<>();
        for (int i = 1; i <= count; i++) {
            names.add(name.apply(i));
        }
        return names;
    }

    /** The index of the choice the input starts with, regardless of case. */
    private int choice(Node node, List<String> choices) throws SQLException {
        for (int i = 0; i < choices.size(); i++) {
            if (text.regionMatches(true, at, choices.get(i), 0, choices.get(i).length())) {
                at += choices.get(i).length();
                return i;
            }
        }
        throw invalid(text.substring(at, Math.min(text.length(), at + node.written().length())), node,
                "The given value did not match any of the allowed values for this field.");
    }

    private int romanMonth(Node node) throws SQLException {
        int best = -1;
        for (int m = 0; m < 12; m++) {
            String roman = DateFormat.ROMAN_MONTHS[m];
            if (text.regionMatches(true, at, roman, 0, roman.length()) && (best < 0 || roman.length() > DateFormat.ROMAN_MONTHS[best].length())) {
                best = m;
            }
        }
        if (best < 0) {
            throw invalid(text.substring(at, Math.min(text.length(), at + 4)), node,
                    "The given value did not match any of the allowed values for this field.");
        }
        at += DateFormat.ROMAN_MONTHS[best].length();
        return best + 1;
    }

    private static SQLException invalid(String value, Node node, String detail) {
        return new SQLException("invalid value \"" + value + "\" for \"" + node.written() + "\"" + (detail.isEmpty() ? "" : "\n  Detail: " + detail), "22007");
    }

    private SQLException outOfRange() {
        return new SQLException("date/time field value out of range: \"" + text + "\"", "22008");
    }

    /** PostgreSQL's do_to_timestamp after the reading: the fields together, checked. */
    private Reading reading() throws SQLException {
        if (secondOfDay != null) {
            hour = secondOfDay / 3600;
            minute = secondOfDay / 60 % 60;
            second = secondOfDay % 60;
        }
        if (twelveHour) {
            if (hour < 1 || hour > 12) {
                throw new SQLException("hour \"" + hour + "\" is invalid for the 12-hour clock", "22007");
            }
            hour = pm && hour < 12 ? hour + 12 : !pm && hour == 12 ? 0 : hour;
        }
        int astronomical = astronomicalYear();
        LocalDate date;
        try {
            date = date(astronomical);
        } catch (DateTimeException e) {
            throw outOfRange();
        }
        if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59 || millis * 1000L + micros > 999_999 || micros < 0) {
            throw outOfRange();
        }
        LocalDateTime local = date.atTime(hour, minute, second, (millis * 1000 + micros) * 1000);
        ZoneOffset offset = null;
        if (offsetSign != null) {
            if (offsetHours < -15 || offsetHours > 15 || offsetMinutes < 0 || offsetMinutes > 59) {
                throw outOfRange();
            }
            offset = ZoneOffset.ofTotalSeconds(offsetSign * (Math.abs(offsetHours) * 3600 + offsetMinutes * 60));
        }
        return new Reading(local, offset);
    }

    /** The year in Java's count (0 is 1 BC), from YYYY and its kin, CC and BC; 1 BC when none is given. */
    private int astronomicalYear() {
        int signedCentury = bc ? -century : century;
        if (year != null && year != 0 && century != 0 && yearDigits <= 2) {
            int y = year % 100;
            if (y == 0) {
                return signedCentury * 100 + (signedCentury >= 0 ? 0 : 1);
            }
            return signedCentury >= 0 ? y + (signedCentury - 1) * 100 : (signedCentury + 1) * 100 - y + 1;
        }
        if (year != null && year != 0) {
            int y = bc ? -year : year;
            return y < 0 ? y + 1 : y;
        }
        if (century != 0) {
            return signedCentury >= 0 ? (signedCentury - 1) * 100 + 1 : signedCentury * 100 + 1;
        }
        return 0;
    }

    private LocalDate date(int astronomical) throws SQLException {
        if (julian != null) {
            return LocalDate.ofEpochDay(julian - 2_440_588L);
        }
        if (isoYear != null || isoWeek != 0 || isoDay != 0) {
            if (year != null || month != 0 || day != 0) {
                throw new SQLException("invalid combination of date conventions", "22007");
            }
            int iso = isoYear == null ? 0 : isoYear;
            LocalDate monday = LocalDate.of(iso, 1, 4).with(IsoFields.WEEK_OF_WEEK_BASED_YEAR, Math.max(1, isoWeek))
                    .with(ChronoField.DAY_OF_WEEK, 1);
            return monday.plusDays(Math.max(1, isoDay) - 1L);
        }
        if (week != 0) {
            dayOfYear = (week - 1) * 7 + 1;
        }
        if (weekOfMonth != 0) {
            day = (weekOfMonth - 1) * 7 + 1;
        }
        if (dayOfYear != 0 && (month <= 1 || day <= 1)) {
            if (year == null && century == 0) {
                throw new SQLException("cannot calculate day of year without year information", "22007");
            }
            if (dayOfYear < 1 || dayOfYear > LocalDate.of(astronomical, 1, 1).lengthOfYear()) {
                throw outOfRange();
            }
            return LocalDate.ofYearDay(astronomical, dayOfYear);
        }
        return LocalDate.of(astronomical, month == 0 ? 1 : month, day == 0 ? 1 : day);
    }
}
