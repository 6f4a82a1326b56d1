package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.LiteralShape;
import java.time.DateTimeException;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * A data script's single-row {@code INSERT INTO t (c, ...) VALUES (v, ...)} with its literals taken out, so
 * that the texts of one table's rows share one shape and one analysis ({@link InsertTemplates}). Wider than
 * {@link LiteralShape} (integers only), and so narrower in what it reads: plain identifiers, and values that
 * are each a standard string, a number, a {@code DATE}, {@code TIMESTAMP} or {@code TIMESTAMPTZ} literal of
 * a valid date, or {@code NULL}, {@code TRUE}, {@code FALSE}, {@code DEFAULT} (kept in the key). A text of any
 * other form has no shape and is analysed as itself.
 *
 * @param key      the text with each literal replaced by {@link LiteralShape#SLOT}, its {@link Kind}'s letter
 *                 and, for a date or time, its digits' mask: texts of one key differ only in values of one kind
 * @param table    the table as written
 * @param columns  the columns of the list, folded as PostgreSQL folds them
 * @param literals the literals as written (strings and dates quoted), in the text's order
 * @param kinds    each literal's kind
 * @param columnOf for each literal, its column's index in {@code columns}
 */
record InsertValuesShape(String key, String table, List<String> columns, List<String> literals, List<Kind> kinds, int[] columnOf) {

    /** Longer texts are analysed as themselves: a data script's row is short. */
    private static final int MAX_CHARS = 4096;

    /** What a literal is: the shim and the session's typing treat each kind alike whatever its value, within {@link #accepts}. */
    enum Kind {
        STRING('s'), INTEGER('i'), BIGINT('l'), DECIMAL('d'), DATE('D'), TIMESTAMP('T'), TIMESTAMPTZ('Z');

        final char letter;

        Kind(char letter) {
            this.letter = letter;
        }
    }

    private static final Pattern DATE = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2})");
    private static final Pattern TIMESTAMP = Pattern.compile("(\\d{4})-(\\d{2})-(\\d{2}) (\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d{1,6})?)?");
    private static final Pattern TIMESTAMPTZ = Pattern.compile(TIMESTAMP.pattern() + "(?:[+-](\\d{2})(?::\\d{2})?)?");

    /** The shape of {@code sql}, or null when it is not such an INSERT. */
    static InsertValuesShape of(String sql) {
        if (sql.length() > MAX_CHARS || sql.indexOf(LiteralShape.SLOT) >= 0) {
            return null;
        }
        return new Reader(sql).shape();
    }

    /** The text of this shape with {@code values} for its literals, in order. */
    String fill(List<String> values) {
        StringBuilder text = new StringBuilder(key.length() + 16 * values.size());
        int slot = 0;
        for (int i = 0; i < key.length(); i++) {
            char c = key.charAt(i);
            if (c == LiteralShape.SLOT) {
                text.append(values.get(slot++));
                i = endOfCode(i);
            } else {
                text.append(c);
            }
        }
        return text.toString();
    }

    /** Whether {@code literal}, of {@code kind}, is a value the session's typing reads as it reads any other of its kind. */
    static boolean accepts(Kind kind, String literal) {
        if (kind != Kind.STRING) {
            return true; // checked when read: a valid date, digits of a bounded length
        }
        for (int i = 1; i < literal.length() - 1; i++) {
            char c = literal.charAt(i);
            if (c == '\\' || c < ' ') {
                return false; // a backslash the shim reads as an escape where the session asks for them; control characters
            }
        }
        return true;
    }

    /** Characters of a string literal's value (its doubled quotes counted once): at least its code points. */
    static int valueLength(String quoted) {
        int doubled = 0;
        for (int i = quoted.indexOf("''", 1); i > 0 && i < quoted.length() - 1; i = quoted.indexOf("''", i + 2)) {
            doubled++;
        }
        return quoted.length() - 2 - doubled;
    }

    /** The index of the last character of the slot code at {@code slot} in the key (its kind letter, or its mask's end). */
    private int endOfCode(int slot) {
        int end = slot + 1;
        if (end + 1 < key.length() && key.charAt(end + 1) == '[') {
            end = key.indexOf(']', end);
        }
        return end;
    }

    /** One pass over a text, failing (null) at the first thing outside the form. */
    private static final class Reader {
        private final String sql;
        private final StringBuilder key;
        private final List<String> literals = new ArrayList<>();
        private final List<Kind> kinds = new ArrayList<>();
        private int i;
        private int copied;

        Reader(String sql) {
            this.sql = sql;
            this.key = new StringBuilder(sql.length());
        }

        InsertValuesShape shape() {
            spaces();
            if (!word("insert") || !spaces() || !word("into") || !spaces()) {
                return null;
            }
            String table = identifier();
            if (table != null && at('.')) {
                String name = identifier();
                table = name == null ? null : table + "." + name;
            }
            if (table == null) {
                return null;
            }
            spaces();
            List<String> columns = new ArrayList<>();
            if (!at('(')) {
                return null;
            }
            do {
                spaces();
                String column = identifier();
                if (column == null) {
                    return null;
                }
                columns.add(column.toLowerCase(Locale.ROOT));
                spaces();
            } while (at(','));
            if (!at(')')) {
                return null;
            }
            spaces();
            if (!word("values")) {
                return null;
            }
            spaces();
            if (!at('(')) {
                return null;
            }
            List<Integer> columnOf = new ArrayList<>();
            int position = 0;
            do {
                spaces();
                int before = literals.size();
                if (!value()) {
                    return null;
                }
                if (literals.size() > before) {
                    columnOf.add(position);
                }
                position++;
                spaces();
            } while (at(','));
            if (!at(')') || position != columns.size() || literals.isEmpty()) {
                return null;
            }
            spaces();
            if (i != sql.length()) {
                return null;
            }
            key.append(sql, copied, i);
            return new InsertValuesShape(key.toString(), table, List.copyOf(columns), List.copyOf(literals), List.copyOf(kinds),
                    columnOf.stream().mapToInt(Integer::intValue).toArray());
        }

        private boolean value() {
            int start = i;
            if (peek() == '\'') {
                int end = endOfString(i);
                return end > 0 && slot(start, end, Kind.STRING, "");
            }
            if (peek() == '-' || isDigit(peek())) {
                return number();
            }
            String word = identifier();
            if (word == null) {
                return false;
            }
            switch (word.toLowerCase(Locale.ROOT)) {
                case "null", "true", "false", "default" -> {
                    return true; // kept in the key as written
                }
                case "date" -> {
                    return typed(DATE, Kind.DATE);
                }
                case "timestamp" -> {
                    return typed(TIMESTAMP, Kind.TIMESTAMP);
                }
                case "timestamptz" -> {
                    return typed(TIMESTAMPTZ, Kind.TIMESTAMPTZ);
                }
                default -> {
                    return false;
                }
            }
        }

        /** An optionally negative integer or decimal: its sign stays in the key. */
        private boolean number() {
            if (peek() == '-') {
                i++;
            }
            int start = i;
            int digits = digits();
            if (digits == 0) {
                return false;
            }
            int scale = 0;
            if (peek() == '.') {
                i++;
                scale = digits();
                if (scale == 0) {
                    return false;
                }
            }
            if (isWordPart(peek()) || peek() == '.' || digits + scale > 18) {
                return false; // 1e5, 12abc, 1.2.3, or past a bigint's digits
            }
            Kind kind = scale > 0 ? Kind.DECIMAL : digits <= 9 ? Kind.INTEGER : Kind.BIGINT;
            return slot(start, i, kind, scale > 0 ? "[" + scale + "]" : "");
        }

        /** A type word's string: a valid date or time of the type's form, its mask of digits in the key. */
        private boolean typed(Pattern form, Kind kind) {
            if (!spaces() || peek() != '\'') {
                return false;
            }
            int start = i;
            int end = endOfString(i);
            if (end < 0) {
                return false;
            }
            String value = sql.substring(start + 1, end - 1);
            Matcher m = form.matcher(value);
            if (!m.matches() || !validDateTime(m)) {
                return false;
            }
            return slot(start, end, kind, "[" + mask(value) + "]");
        }

        /** {@code value} with each digit a 9: the form of a date or time, without its values. */
        private static String mask(String value) {
            char[] mask = value.toCharArray();
            for (int k = 0; k < mask.length; k++) {
                mask[k] = isDigit(mask[k]) ? '9' : mask[k];
            }
            return new String(mask);
        }

        private boolean slot(int start, int end, Kind kind, String mask) {
            String literal = sql.substring(start, end);
            if (!accepts(kind, literal)) {
                return false;
            }
            key.append(sql, copied, start).append(LiteralShape.SLOT).append(kind.letter).append(mask);
            copied = end;
            literals.add(literal);
            kinds.add(kind);
            i = end;
            return true;
        }

        private int endOfString(int open) {
            int at = open + 1;
            while (at < sql.length()) {
                if (sql.charAt(at) == '\'') {
                    if (at + 1 < sql.length() && sql.charAt(at + 1) == '\'') {
                        at += 2;
                        continue;
                    }
                    return at + 1;
                }
                at++;
            }
            return -1;
        }

        private String identifier() {
            int start = i;
            if (!(peek() >= 'a' && peek() <= 'z' || peek() >= 'A' && peek() <= 'Z' || peek() == '_')) {
                return null;
            }
            while (isWordPart(peek())) {
                i++;
            }
            return sql.substring(start, i);
        }

        private boolean word(String expected) {
            int start = i;
            String word = identifier();
            if (word != null && word.equalsIgnoreCase(expected)) {
                return true;
            }
            i = start;
            return false;
        }

        private boolean spaces() {
            int start = i;
            while (i < sql.length() && (sql.charAt(i) == ' ' || sql.charAt(i) == '\n' || sql.charAt(i) == '\t' || sql.charAt(i) == '\r')) {
                i++;
            }
            return i > start;
        }

        private boolean at(char c) {
            if (peek() == c) {
                i++;
                return true;
            }
            return false;
        }

        private int digits() {
            int start = i;
            while (isDigit(peek())) {
                i++;
            }
            return i - start;
        }

        private char peek() {
            return i < sql.length() ? sql.charAt(i) : 0;
        }

        private static boolean isDigit(char c) {
            return c >= '0' && c <= '9';
        }

        private static boolean isWordPart(char c) {
            return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c == '_' || c == '$' || isDigit(c);
        }

        /** A real calendar day and time of day (groups: year, month, day, then hour, minute, second, offset hours when there). */
        private static boolean validDateTime(Matcher m) {
            try {
                if (LocalDate.of(Integer.parseInt(m.group(1)), Integer.parseInt(m.group(2)), Integer.parseInt(m.group(3))).getYear() < 1) {
                    return false; // PostgreSQL has no year 0
                }
                if (m.groupCount() >= 5) {
                    LocalTime.of(Integer.parseInt(m.group(4)), Integer.parseInt(m.group(5)), m.group(6) == null ? 0 : Integer.parseInt(m.group(6)));
                }
                return m.groupCount() < 7 || m.group(7) == null || Integer.parseInt(m.group(7)) <= 15;
            } catch (DateTimeException e) {
                return false;
            }
        }
    }
}
