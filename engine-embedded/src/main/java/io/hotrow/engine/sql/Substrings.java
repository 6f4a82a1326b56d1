package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.value.DataType;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code substring}/{@code substr}, {@code left}, {@code right} and {@code overlay}
 * by character positions, which H2's get wrong at the edges: a start below 1 still counts toward
 * the length ({@code substring('string' FROM 0 FOR 2)} is 's'), a length reaching past 2^31 is the
 * rest of the string, a negative length is 22011, and a negative count for left/right drops
 * characters from the other end. The dialect shim calls them as {@code hotrow_substring},
 * {@code hotrow_left} and {@code hotrow_right} (H2 reserves left and right, and writes its own
 * substring with FROM and FOR, which an alias of that name would break) and turns the keyword
 * forms ({@code substring(s FROM a FOR b)}, {@code overlay(s PLACING r FROM a FOR b)}) into
 * argument lists; {@code substring(s FROM pattern FOR escape)} is SQL's regular expression form ({@link SimilarPatterns}),
 * which the shim writes {@code substring(s SIMILAR pattern ESCAPE escape)} as. A bytea is refused, as H2's read it as text. Installed by {@link PostgresFunctions}; strict.
 */
public final class Substrings {

    private Substrings() {
    }

    /**
     * {@code substring(text FROM start)}, or with a character string, {@code substring(text FROM pattern)}
     * (a regular expression); a bytea is refused ({@link BinaryStrings}).
     */
    public static String substring(Connection c, Value text, Value start) throws SQLException {
        if (text == ValueNull.INSTANCE || start == null || start == ValueNull.INSTANCE) {
            return null;
        }
        BinaryStrings.refuseBytea("substring", text);
        if (DataType.isCharacterStringType(start.getValueType())) {
            return RegexFunctions.substringMatch(c, text.getString(), start.getString());
        }
        return characters(text.getString(), start.getLong(), null);
    }

    public static String substring(Connection c, Value text, Value start, Value count) throws SQLException {
        if (text == ValueNull.INSTANCE || start == null || count == null || start == ValueNull.INSTANCE
                || count == ValueNull.INSTANCE) {
            return null;
        }
        BinaryStrings.refuseBytea("substring", text);
        if (DataType.isCharacterStringType(start.getValueType())) {
            return SimilarPatterns.substring(c, text.getString(), start.getString(), count.getString()); // SIMILAR p ESCAPE e
        }
        return characters(text.getString(), start.getLong(), count.getLong());
    }

    public static String left(String text, Integer count) {
        if (text == null || count == null) {
            return null;
        }
        int chars = text.codePointCount(0, text.length());
        int keep = count >= 0 ? Math.min(count, chars) : Math.max(chars + count, 0);
        return text.substring(0, text.offsetByCodePoints(0, keep));
    }

    public static String right(String text, Integer count) {
        if (text == null || count == null) {
            return null;
        }
        int chars = text.codePointCount(0, text.length());
        int keep = count >= 0 ? Math.min(count, chars) : Math.max(chars + count, 0);
        return text.substring(text.offsetByCodePoints(0, chars - keep));
    }

    public static String overlay(Value text, Value placing, Long start) throws SQLException {
        if (placing == ValueNull.INSTANCE) {
            return null;
        }
        BinaryStrings.refuseBytea("overlay", text, placing);
        return overlay(text, placing, start, (long) placing.getString().codePointCount(0, placing.getString().length()));
    }

    /** The text with {@code count} characters from {@code start} replaced by {@code placing}. */
    public static String overlay(Value text, Value placing, Long start, Long count) throws SQLException {
        if (text == ValueNull.INSTANCE || placing == ValueNull.INSTANCE || start == null || count == null) {
            return null;
        }
        BinaryStrings.refuseBytea("overlay", text, placing);
        String chars = text.getString();
        return characters(chars, 1, start - 1) + placing.getString() + characters(chars, start + count, null);
    }

    /** The characters at positions [start, start + count) that exist, positions counted from 1; to the end without a count. */
    static String characters(String text, long start, Long count) throws SQLException {
        if (count != null && count < 0) {
            throw new SQLException("negative substring length not allowed", "22011");
        }
        long chars = text.codePointCount(0, text.length());
        long first = Math.max(start, 1);
        long end = count == null || start > Long.MAX_VALUE - count ? Long.MAX_VALUE : start + count;
        long last = Math.min(end, chars + 1);
        if (last <= first) {
            return "";
        }
        return text.substring(text.offsetByCodePoints(0, (int) (first - 1)), text.offsetByCodePoints(0, (int) (last - 1)));
    }
}
