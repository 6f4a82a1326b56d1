package io.hotrow.engine.sql;

import java.util.HexFormat;
import org.h2.value.Value;
import org.h2.value.ValueArray;
import org.h2.value.ValueBoolean;
import org.h2.value.ValueNull;

/**
 * A value as PostgreSQL writes it as text, where H2's text differs: booleans are {@code t} and
 * {@code f} (H2: TRUE, FALSE), arrays {@code {a,"b c",NULL}} (H2: ARRAY[...]), bytea
 * {@code \x...}. Other values keep H2's text.
 */
final class PostgresText {

    private PostgresText() {
    }

    /** The text of PostgreSQL's output function (format's {@code %s}, array elements), or null for SQL NULL. */
    static String of(Value value) {
        if (value == null || value == ValueNull.INSTANCE) {
            return null;
        }
        if (value instanceof ValueBoolean) {
            return value.getBoolean() ? "t" : "f";
        }
        if (value instanceof ValueArray array) {
            return array(array.getList());
        }
        if (value.getValueType() == Value.VARBINARY || value.getValueType() == Value.BINARY) {
            return "\\x" + HexFormat.of().formatHex(value.getBytesNoCopy());
        }
        return value.getString();
    }

    /** The text of a cast to text, which spells a boolean out ({@code true::text} is {@code true}); null for SQL NULL. */
    static String cast(Value value) {
        return value instanceof ValueBoolean ? String.valueOf(value.getBoolean()) : of(value);
    }

    private static String array(Value[] elements) {
        StringBuilder out = new StringBuilder("{");
        for (int i = 0; i < elements.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            Value element = elements[i];
            String text = of(element);
            if (text == null) {
                out.append("NULL");
            } else if (element instanceof ValueArray) {
                out.append(text);
            } else if (needsQuotes(text)) {
                out.append('"').append(text.replace("\\", "\\\\").replace("\"", "\\\"")).append('"');
            } else {
                out.append(text);
            }
        }
        return out.append('}').toString();
    }

    /** PostgreSQL quotes an array element that is empty, spells NULL, or holds a delimiter, brace, quote, backslash or space. */
    private static boolean needsQuotes(String text) {
        if (text.isEmpty() || text.equalsIgnoreCase("NULL")) {
            return true;
        }
        for (char c : text.toCharArray()) {
            if ("{},\"\\".indexOf(c) >= 0 || Character.isWhitespace(c)) {
                return true;
            }
        }
        return false;
    }
}
