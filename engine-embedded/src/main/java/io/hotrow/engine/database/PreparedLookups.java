package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * One session's look-ups of rows by key, as its foreign-key checks make them, kept prepared. H2 keeps
 * eight statements a session, and a data script's INSERTs, each a new text, pushed the look-ups out:
 * each was parsed again, a third of the checks' time. A few are kept per foreign key; the least
 * recently used go past {@link #KEPT}. H2 prepares a kept statement again when the schema changed.
 */
final class PreparedLookups {

    private static final int KEPT = 64;

    private final Connection h2;
    private final Map<String, PreparedStatement> kept = new LinkedHashMap<>(16, 0.75f, true) {
        @Override
        protected boolean removeEldestEntry(Map.Entry<String, PreparedStatement> eldest) {
            if (size() <= KEPT) {
                return false;
            }
            close(eldest.getValue());
            return true;
        }
    };

    PreparedLookups(Connection h2) {
        this.h2 = h2;
    }

    /** Whether {@code table} has a row whose {@code columns} hold {@code values}, as this session sees it. */
    boolean exists(String schema, String table, List<String> columns, List<Object> values) throws SQLException {
        String text = text("1", schema, table, columns, " LIMIT 1");
        PreparedStatement query = kept.get(text);
        if (query == null) {
            query = h2.prepareStatement(text);
            kept.put(text, query);
        }
        return !rows(query, values).isEmpty();
    }

    /** The look-up of {@code what} in the rows of {@code table} whose {@code columns} are the parameters. */
    static String text(String what, String schema, String table, List<String> columns, String tail) {
        StringJoiner where = new StringJoiner(" AND ");
        columns.forEach(column -> where.add(quote(column) + " = ?"));
        return "SELECT " + what + " FROM " + quote(schema) + "." + quote(table) + " WHERE " + where + tail;
    }

    /** The rows {@code query} finds with {@code values} as its parameters. */
    static List<List<Object>> rows(PreparedStatement query, List<Object> values) throws SQLException {
        for (int i = 0; i < values.size(); i++) {
            query.setObject(i + 1, values.get(i));
        }
        List<List<Object>> found = new ArrayList<>();
        try (ResultSet rows = query.executeQuery()) {
            int width = rows.getMetaData().getColumnCount();
            while (rows.next()) {
                List<Object> row = new ArrayList<>(width);
                for (int i = 1; i <= width; i++) {
                    row.add(rows.getObject(i));
                }
                found.add(row);
            }
        }
        return found;
    }

    private static void close(PreparedStatement statement) {
        try {
            statement.close();
        } catch (SQLException e) {
            // nothing to give back: H2 frees a closed session's statements with it
        }
    }
}
