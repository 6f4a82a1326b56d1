package io.hotrow.engine.sql;

/**
 * How error messages quote text: statements on one line and abbreviated, whole messages bounded,
 * so that a 1 MB statement never becomes a 1 MB message.
 */
final class MessageText {

    /** The most characters of a statement a message quotes. */
    static final int MAX_QUOTED_SQL = 200;
    /** The most characters of a message, before the "..." that marks a cut. */
    static final int MAX_MESSAGE = 1000;

    private MessageText() {
    }

    /** {@code sql} on one line, cut at {@value #MAX_QUOTED_SQL} characters. */
    static String abbreviate(String sql) {
        return shorten(sql.strip().replaceAll("\\s+", " "), MAX_QUOTED_SQL);
    }

    /** {@code text} cut at {@code max} characters, marked with "..." when cut. */
    static String shorten(String text, int max) {
        return text.length() <= max ? text : text.substring(0, max) + "...";
    }
}
