package io.hotrow.engine.sql;

import java.sql.SQLException;

/**
 * PostgreSQL's {@code repeat}, {@code lpad} and {@code rpad} (and H2's {@code space}), refusing to
 * build a string longer than {@link #MAX_CHARS}. H2's own allocate the whole result before any
 * check, so {@code repeat('x', 2147483647)} is an OutOfMemoryError, which hurts every thread of the
 * JVM and makes H2 close the database. The dialect shim calls these instead, as
 * {@code hotrow.bounded_repeat} and so on. Lengths count characters (code points), as PostgreSQL does; NULL
 * in gives NULL out, as PostgreSQL's strict functions do.
 */
public final class BoundedStrings {

    /**
     * The longest string these build, in characters: far beyond any padding or rule line, far below
     * what would strain a heap. PostgreSQL's limit is 1 GB, with the same refusal (54000).
     */
    public static final int MAX_CHARS = 16 * 1024 * 1024;

    private BoundedStrings() {
    }

    public static String repeat(String text, Integer count) throws SQLException {
        if (text == null || count == null) {
            return null;
        }
        if (count <= 0 || text.isEmpty()) {
            return "";
        }
        check("repeat", (long) text.codePointCount(0, text.length()) * count);
        return text.repeat(count);
    }

    public static String lpad(String text, Integer length) throws SQLException {
        return pad("lpad", text, length, " ", true);
    }

    public static String lpad(String text, Integer length, String fill) throws SQLException {
        return pad("lpad", text, length, fill, true);
    }

    public static String rpad(String text, Integer length) throws SQLException {
        return pad("rpad", text, length, " ", false);
    }

    public static String rpad(String text, Integer length, String fill) throws SQLException {
        return pad("rpad", text, length, fill, false);
    }

    /** H2's {@code space(n)}; PostgreSQL has none. */
    public static String space(Integer count) throws SQLException {
        return repeat(" ", count);
    }

    /** PostgreSQL's padding: cut to {@code length} characters if longer, else filled on one side; an empty fill adds nothing. */
    private static String pad(String function, String text, Integer length, String fill, boolean left) throws SQLException {
        if (text == null || length == null || fill == null) {
            return null;
        }
        if (length <= 0) {
            return "";
        }
        int chars = text.codePointCount(0, text.length());
        if (chars >= length) {
            return text.substring(0, text.offsetByCodePoints(0, length));
        }
        if (fill.isEmpty()) {
            return text;
        }
        check(function, length);
        int missing = length - chars;
        int fillChars = fill.codePointCount(0, fill.length());
        String padding = fill.repeat(missing / fillChars) + fill.substring(0, fill.offsetByCodePoints(0, missing % fillChars));
        return left ? padding + text : text + padding;
    }

    private static void check(String function, long chars) throws SQLException {
        if (chars > MAX_CHARS) {
            throw new SQLException("requested length too large: " + function + " would make a string of " + chars
                    + " characters, and the engine makes strings of up to " + MAX_CHARS, "54000");
        }
    }
}
