package io.hotrow.engine.sql;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.util.AbstractMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * JSON text as PostgreSQL reads and writes it. A value is a {@code Map<String, Object>} (an object),
 * a {@code List<Object>} (an array), a String, a BigDecimal (numbers keep their numeric text: {@code 1.0}
 * stays {@code 1.0}, {@code 1e2} is {@code 100}), a Boolean or {@link #NULL}. A jsonb object is a
 * map in jsonb's key order (shorter keys first, then bytewise), the last of duplicate keys winning;
 * a json object keeps its keys as written.
 */
final class JsonText {

    /** JSON's null, which is a value (SQL NULL is Java's null). */
    static final Object NULL = new Object() {
        @Override
        public String toString() {
            return "null";
        }
    };

    /**
     * A value of a json being built ({@code json_build_object}, {@code json_build_array}) already written as PostgreSQL's
     * json text of its SQL value: an array without spaces ({@code [1,2]}), a jsonb as its text ({@code {"x": 1}}), a float
     * as its float8 text ({@code 1e+20}); printing it again in the built json's style would change that text.
     */
    record Written(String text) {
        @Override
        public String toString() {
            return text;
        }
    }

    /** jsonb's key order: by length in bytes, then bytewise. */
    static final Comparator<String> KEY_ORDER = (a, b) -> {
        byte[] x = a.getBytes(StandardCharsets.UTF_8);
        byte[] y = b.getBytes(StandardCharsets.UTF_8);
        return x.length != y.length ? Integer.compare(x.length, y.length) : Arrays.compareUnsigned(x, y);
    };

    private final String text;
    private final boolean jsonb;
    private int pos;

    private JsonText(String text, boolean jsonb) {
        this.text = text;
        this.jsonb = jsonb;
    }

    /** Reads {@code text}; 22P02 for what PostgreSQL would not take as json. */
    static Object parse(String text, boolean jsonb) throws SQLException {
        JsonText reader = new JsonText(text, jsonb);
        reader.skipSpace();
        Object value = reader.value();
        reader.skipSpace();
        if (reader.pos < text.length()) {
            throw reader.invalid();
        }
        return value;
    }

    /**
     * The members of json text as written, for json's (not jsonb's) set functions, which keep its text: an object's keys in
     * their order, duplicates too, each with its value's text; an array's elements' texts, their keys null. Null for a scalar;
     * 22P02 for what is not json.
     */
    static List<Map.Entry<String, String>> writtenMembers(String text) throws SQLException {
        JsonText reader = new JsonText(text, false);
        reader.skipSpace();
        char open = reader.peek();
        if (open != '{' && open != '[') {
            parse(text, false);
            return null;
        }
        char close = open == '{' ? '}' : ']';
        List<Map.Entry<String, String>> members = new ArrayList<>();
        reader.pos++;
        reader.skipSpace();
        boolean more = reader.peek() != close;
        reader.pos += more ? 0 : 1;
        while (more) {
            reader.skipSpace();
            String key = null;
            if (open == '{') {
                if (reader.peek() != '"') {
                    throw reader.invalid();
                }
                key = reader.string();
                reader.skipSpace();
                reader.expect(':');
                reader.skipSpace();
            }
            int start = reader.pos;
            reader.value();
            members.add(new AbstractMap.SimpleEntry<>(key, text.substring(start, reader.pos)));
            reader.skipSpace();
            more = reader.peek() == ',';
            if (more) {
                reader.pos++;
            } else {
                reader.expect(close);
            }
        }
        reader.skipSpace();
        if (reader.pos < text.length()) {
            throw reader.invalid();
        }
        return members;
    }

    static Map<String, Object> newObject(boolean jsonb) {
        return jsonb ? new TreeMap<>(KEY_ORDER) : new LinkedHashMap<>();
    }

    private Object value() throws SQLException {
        if (pos >= text.length()) {
            throw invalid();
        }
        char c = text.charAt(pos);
        switch (c) {
            case '{':
                return object();
            case '[':
                return array();
            case '"':
                return string();
            default:
                break;
        }
        if (c == '-' || c >= '0' && c <= '9') {
            return number();
        }
        for (String word : new String[] {"true", "false", "null"}) {
            if (text.startsWith(word, pos) && (pos + word.length() == text.length() || !Character.isLetterOrDigit(text.charAt(pos + word.length())))) {
                pos += word.length();
                return word.equals("null") ? NULL : Boolean.valueOf(word);
            }
        }
        throw invalid();
    }

    private Map<String, Object> object() throws SQLException {
        Map<String, Object> members = newObject(jsonb);
        pos++;
        skipSpace();
        if (peek() == '}') {
            pos++;
            return members;
        }
        while (true) {
            skipSpace();
            if (peek() != '"') {
                throw invalid();
            }
            String key = string();
            skipSpace();
            expect(':');
            skipSpace();
            Object value = value();
            members.remove(key); // the last of duplicate keys wins, in its own place when order is kept
            members.put(key, value);
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect('}');
                return members;
            }
        }
    }

    private List<Object> array() throws SQLException {
        List<Object> items = new ArrayList<>();
        pos++;
        skipSpace();
        if (peek() == ']') {
            pos++;
            return items;
        }
        while (true) {
            skipSpace();
            items.add(value());
            skipSpace();
            if (peek() == ',') {
                pos++;
            } else {
                expect(']');
                return items;
            }
        }
    }

    private String string() throws SQLException {
        StringBuilder out = new StringBuilder();
        pos++;
        while (pos < text.length()) {
            char c = text.charAt(pos++);
            if (c == '"') {
                return out.toString();
            }
            if (c < 0x20) {
                throw invalid();
            }
            if (c != '\\') {
                out.append(c);
                continue;
            }
            if (pos >= text.length()) {
                break;
            }
            char e = text.charAt(pos++);
            switch (e) {
                case '"', '\\', '/' -> out.append(e);
                case 'b' -> out.append('\b');
                case 'f' -> out.append('\f');
                case 'n' -> out.append('\n');
                case 'r' -> out.append('\r');
                case 't' -> out.append('\t');
                case 'u' -> {
                    if (pos + 4 > text.length()) {
                        throw invalid();
                    }
                    try {
                        char u = (char) Integer.parseInt(text.substring(pos, pos + 4), 16);
                        if (u == 0 && jsonb) {
                            throw new SQLException("unsupported Unicode escape sequence", "22P05");
                        }
                        out.append(u);
                    } catch (NumberFormatException notHex) {
                        throw invalid();
                    }
                    pos += 4;
                }
                default -> throw invalid();
            }
        }
        throw invalid();
    }

    private BigDecimal number() throws SQLException {
        int start = pos;
        if (peek() == '-') {
            pos++;
        }
        if (peek() == '0') {
            pos++;
        } else if (Character.isDigit(peek())) {
            digits();
        } else {
            throw invalid();
        }
        if (peek() == '.') {
            pos++;
            if (!Character.isDigit(peek())) {
                throw invalid();
            }
            digits();
        }
        if (peek() == 'e' || peek() == 'E') {
            pos++;
            if (peek() == '+' || peek() == '-') {
                pos++;
            }
            if (!Character.isDigit(peek())) {
                throw invalid();
            }
            digits();
        }
        if (Character.isLetterOrDigit(peek())) {
            throw invalid();
        }
        return new BigDecimal(text.substring(start, pos));
    }

    private void digits() {
        while (Character.isDigit(peek())) {
            pos++;
        }
    }

    private char peek() {
        return pos < text.length() ? text.charAt(pos) : '\0';
    }

    private void expect(char c) throws SQLException {
        if (peek() != c) {
            throw invalid();
        }
        pos++;
    }

    private void skipSpace() {
        while (pos < text.length() && " \t\n\r".indexOf(text.charAt(pos)) >= 0) {
            pos++;
        }
    }

    private SQLException invalid() {
        return new SQLException("invalid input syntax for type " + (jsonb ? "jsonb" : "json"), "22P02");
    }

    /** PostgreSQL's text of a jsonb value: {@code {"a": 1, "b": [1, 2]}}. */
    static String print(Object value) {
        StringBuilder out = new StringBuilder();
        print(value, out, ": ", ", ");
        return out.toString();
    }

    private static void print(Object value, StringBuilder out, String colon, String comma) {
        if (value instanceof Map<?, ?> map) {
            out.append('{');
            String separator = "";
            for (Map.Entry<?, ?> member : map.entrySet()) {
                out.append(separator);
                quote((String) member.getKey(), out);
                out.append(colon);
                print(member.getValue(), out, colon, comma);
                separator = comma;
            }
            out.append('}');
        } else if (value instanceof List<?> list) {
            out.append('[');
            String separator = "";
            for (Object item : list) {
                out.append(separator);
                print(item, out, colon, comma);
                separator = comma;
            }
            out.append(']');
        } else {
            scalar(value, out);
        }
    }

    /** jsonb_pretty's text: four spaces a level. */
    static String pretty(Object value) {
        StringBuilder out = new StringBuilder();
        pretty(value, out, 0);
        return out.toString();
    }

    private static void pretty(Object value, StringBuilder out, int depth) {
        boolean object = value instanceof Map<?, ?>;
        if (!(object || value instanceof List<?>)) {
            scalar(value, out);
            return;
        }
        java.util.Collection<?> items = object ? ((Map<?, ?>) value).entrySet() : (List<?>) value;
        out.append(object ? '{' : '[');
        if (items.isEmpty()) {
            out.append('\n').append("    ".repeat(depth)).append(object ? '}' : ']'); // as PostgreSQL prints it
            return;
        }
        String separator = "\n";
        for (Object item : items) {
            out.append(separator).append("    ".repeat(depth + 1));
            if (item instanceof Map.Entry<?, ?> member) {
                quote((String) member.getKey(), out);
                out.append(": ");
                pretty(member.getValue(), out, depth + 1);
            } else {
                pretty(item, out, depth + 1);
            }
            separator = ",\n";
        }
        out.append('\n').append("    ".repeat(depth)).append(object ? '}' : ']');
    }

    private static void scalar(Object value, StringBuilder out) {
        if (value instanceof String s) {
            quote(s, out);
        } else if (value instanceof BigDecimal number) {
            out.append(number.toPlainString());
        } else {
            out.append(value);
        }
    }

    /** A string as PostgreSQL's escape_json writes it. */
    static void quote(String s, StringBuilder out) {
        out.append('"');
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '"' -> out.append("\\\"");
                case '\\' -> out.append("\\\\");
                case '\b' -> out.append("\\b");
                case '\f' -> out.append("\\f");
                case '\n' -> out.append("\\n");
                case '\r' -> out.append("\\r");
                case '\t' -> out.append("\\t");
                default -> {
                    if (c < 0x20) {
                        out.append(String.format("\\u%04x", (int) c));
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        out.append('"');
    }
}
