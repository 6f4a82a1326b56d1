package io.hotrow.engine.sql;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import org.h2.value.DataType;
import org.h2.value.TypeInfo;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueNull;
import org.h2.value.ValueVarchar;

/**
 * PostgreSQL's text input of a one-dimensional array, {@code {a,"b c",NULL,\"q}}, which the dialect
 * shim calls as {@code hotrow_array_in} for a string literal cast to an array type (H2 would make a
 * one-element array of the whole text): the elements as text, for H2's cast to convert to the
 * element type. Elements are separated by commas, may be double-quoted, take backslash escapes, and
 * an unquoted {@code NULL} is SQL NULL; whitespace around them goes. Malformed text is 22P02 as in
 * PostgreSQL; nested braces (a multidimensional array) and dimension decorations are refused.
 * Installed by {@link PostgresFunctions}; strict.
 */
public final class ArrayInput {

    private ArrayInput() {
    }

    /**
     * A bind parameter written into an array column, which the shim hands here ({@code hotrow_array_param(?)}):
     * PostgreSQL types an untyped parameter by its column, so text bound to it (node-postgres and psycopg send
     * arrays as array text, pgjdbc's setString with stringtype=unspecified too) is read as array text, where H2
     * would make a one-element array of the whole text. A bound array, or anything else, stays as bound.
     */
    public static Value parameter(Value bound) throws SQLException {
        if (bound == null || !DataType.isCharacterStringType(bound.getValueType())) {
            return bound;
        }
        String[] elements = parse(bound.getString());
        Value[] values = new Value[elements.length];
        for (int i = 0; i < elements.length; i++) {
            values[i] = elements[i] == null ? ValueNull.INSTANCE : ValueVarchar.get(elements[i]);
        }
        return ValueArray.get(TypeInfo.TYPE_VARCHAR, values, null);
    }

    public static String[] parse(String text) throws SQLException {
        if (text == null) {
            return null;
        }
        String s = text.strip();
        if (s.startsWith("[")) {
            throw EngineErrors.unsupported("array text with dimension decorations ('" + text + "'); write ARRAY[...]");
        }
        if (!s.startsWith("{") || !s.endsWith("}") || s.length() < 2) {
            throw malformed(text);
        }
        List<String> elements = new ArrayList<>();
        String body = s.substring(1, s.length() - 1);
        if (body.isBlank()) {
            return new String[0];
        }
        int i = 0;
        while (true) {
            StringBuilder element = new StringBuilder();
            boolean quoted = false;
            boolean escaped = false;
            i = skipSpaces(body, i);
            if (i < body.length() && body.charAt(i) == '"') {
                quoted = true;
                i++;
                while (i < body.length() && body.charAt(i) != '"') {
                    if (body.charAt(i) == '\\' && i + 1 < body.length()) {
                        i++;
                    }
                    element.append(body.charAt(i++));
                }
                if (i >= body.length()) {
                    throw malformed(text);
                }
                i = skipSpaces(body, i + 1);
            } else {
                int lastKept = 0;
                while (i < body.length() && body.charAt(i) != ',') {
                    char c = body.charAt(i);
                    if (c == '{' || c == '}' || c == '"') {
                        throw c == '{' ? EngineErrors.unsupported("multidimensional array text ('" + text + "'); write ARRAY[ARRAY[...]]")
                                : malformed(text);
                    }
                    if (c == '\\' && i + 1 < body.length()) {
                        escaped = true;
                        c = body.charAt(++i);
                        element.append(c);
                        lastKept = element.length();
                    } else {
                        element.append(c);
                        if (!Character.isWhitespace(c)) {
                            lastKept = element.length();
                        }
                    }
                    i++;
                }
                element.setLength(lastKept); // trailing whitespace is not part of an unquoted element
                if (element.length() == 0 && !escaped) {
                    throw malformed(text);
                }
            }
            String value = element.toString();
            elements.add(!quoted && !escaped && value.equalsIgnoreCase("NULL") ? null : value);
            if (i >= body.length()) {
                return elements.toArray(new String[0]);
            }
            if (body.charAt(i) != ',') {
                throw malformed(text);
            }
            i++;
        }
    }

    private static int skipSpaces(String s, int i) {
        while (i < s.length() && Character.isWhitespace(s.charAt(i))) {
            i++;
        }
        return i;
    }

    private static SQLException malformed(String text) {
        return new SQLException("malformed array literal: \"" + text + "\"", "22P02");
    }
}
