package io.hotrow.engine.sql;

import java.sql.Connection;
import java.sql.SQLException;
import org.h2.value.Value;
import org.h2.value.ValueNull;

/**
 * PostgreSQL's {@code concat(any...)} and {@code concat_ws(sep, any...)}, which the dialect shim
 * calls as {@code hotrow_concat} and {@code hotrow_concat_ws}: H2's own take at least two arguments
 * (one is a syntax error) and write values in H2's text (a boolean {@code TRUE}, an array
 * {@code [1, 2]}, a {@code timestamptz} in the offset it was written with, a jsonb {@code {"a":1}}). Here each value is
 * written by PostgreSQL's output function ({@code t}, {@code {1,2}}, the session's TimeZone, {@code {"a": 1}}); NULLs
 * are skipped. Installed by {@link PostgresFunctions}.
 */
public final class Concatenation {

    private Concatenation() {
    }

    public static String concat(Connection connection, Value... values) throws SQLException {
        if (values.length == 0) {
            throw new SQLException("function concat() does not exist", "42883");
        }
        return join(connection, "", values, 0);
    }

    public static String concatWs(Connection connection, Value... values) throws SQLException {
        if (values.length < 2) {
            throw new SQLException("function concat_ws(" + (values.length == 0 ? "" : "unknown") + ") does not exist", "42883");
        }
        String separator = text(connection, values[0]);
        return separator == null ? null : join(connection, separator, values, 1);
    }

    private static String join(Connection connection, String separator, Value[] values, int from) throws SQLException {
        StringBuilder out = new StringBuilder();
        boolean first = true;
        for (int i = from; i < values.length; i++) {
            String text = text(connection, values[i]);
            if (text != null) {
                out.append(first ? "" : separator).append(text);
                first = false;
            }
        }
        return out.toString();
    }

    /** PostgreSQL's text of a value as concat and format write it; null for SQL NULL. */
    static String text(Connection connection, Value value) throws SQLException {
        if (value != null && (value.getValueType() == Value.TIMESTAMP_TZ || value.getValueType() == Value.JSON)) {
            return TextCast.text(connection, value).getString();
        }
        return value == null || value == ValueNull.INSTANCE ? null : PostgresText.of(value);
    }
}
