package io.hotrow.engine.sql;

import java.sql.SQLException;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;
import org.h2.value.ValueVarchar;

/**
 * PostgreSQL's string functions that take text or bytea: {@code position}, {@code trim},
 * {@code btrim}, {@code ltrim}, {@code rtrim}, and (through {@link Substrings}) {@code substring}
 * and {@code overlay}. H2's read a bytea as text and answered text, so these take the value as it
 * is and refuse a bytea (42000): a function answers one SQL type, and a bytea answer would need the
 * call's type to follow its argument's. Text gets PostgreSQL's answer. The dialect shim calls them
 * as {@code hotrow_position}, {@code hotrow_trim}, {@code hotrow_btrim}, {@code hotrow_ltrim} and
 * {@code hotrow_rtrim}; strict.
 */
public final class BinaryStrings {

    private BinaryStrings() {
    }

    /** Refuses a bytea argument of {@code function}: H2 would answer text of its bytes. */
    static void refuseBytea(String function, Value... values) throws SQLException {
        for (Value value : values) {
            if (DataType.isBinaryStringType(value.getValueType())) {
                throw EngineErrors.unsupported(function + " of a bytea (the engine would answer text); read the bytes in the"
                        + " application, or use get_byte, encode/decode or length");
            }
        }
    }

    /** {@code position(needle IN haystack)}: from 1, in characters, 0 if absent. */
    public static Integer position(Value needle, Value haystack) throws SQLException {
        if (needle == ValueNull.INSTANCE || haystack == ValueNull.INSTANCE) {
            return null;
        }
        refuseBytea("position", needle, haystack);
        String text = haystack.getString();
        int at = text.indexOf(needle.getString());
        return at < 0 ? 0 : text.codePointCount(0, at) + 1;
    }

    /** {@code trim([BOTH|LEADING|TRAILING] FROM s)}: spaces. */
    public static String trim(String side, Value value) throws SQLException {
        return trim(side, ValueVarchar.get(" "), value);
    }

    /** {@code trim([BOTH|LEADING|TRAILING] chars FROM s)}: the characters in {@code chars} off the given ends (SQL's order). */
    public static String trim(String side, Value chars, Value value) throws SQLException {
        if (side == null || value == ValueNull.INSTANCE || chars == ValueNull.INSTANCE) {
            return null;
        }
        refuseBytea(side.equals("both") ? "btrim" : side.equals("leading") ? "ltrim" : "rtrim", value, chars);
        String text = value.getString();
        String set = chars.getString();
        int from = 0;
        int to = text.length();
        while (!side.equals("trailing") && from < to && set.indexOf(text.codePointAt(from)) >= 0) {
            from += Character.charCount(text.codePointAt(from));
        }
        while (!side.equals("leading") && to > from && set.indexOf(text.codePointBefore(to)) >= 0) {
            to -= Character.charCount(text.codePointBefore(to));
        }
        return text.substring(from, to);
    }

    public static String btrim(Value value) throws SQLException {
        return trim("both", value);
    }

    public static String btrim(Value value, Value chars) throws SQLException {
        return trim("both", chars, value);
    }

    public static String ltrim(Value value) throws SQLException {
        return trim("leading", value);
    }

    public static String ltrim(Value value, Value chars) throws SQLException {
        return trim("leading", chars, value);
    }

    public static String rtrim(Value value) throws SQLException {
        return trim("trailing", value);
    }

    public static String rtrim(Value value, Value chars) throws SQLException {
        return trim("trailing", chars, value);
    }
}
