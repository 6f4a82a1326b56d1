package io.hotrow.examples;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/** The engine's most written rows and its advice for them, as the examples print them in their summaries. */
final class HotRows {

    private HotRows() {
    }

    /** One line per row of {@code hotrow.hot_rows}, heaviest first; none on PostgreSQL, which has no such view (42P01). */
    static List<String> read(Connection c) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet hot = s.executeQuery("SELECT table_name, row_key, writes, advice FROM hotrow.hot_rows ORDER BY writes DESC")) {
            while (hot.next()) {
                rows.add(hot.getString(1) + " (" + hot.getString(2) + "): " + hot.getLong(3) + " writes"
                        + (hot.getString(4) == null ? "" : ", advice: " + hot.getString(4)));
            }
        } catch (SQLException e) {
            if (!"42P01".equals(e.getSQLState())) {
                throw e;
            }
        }
        return rows;
    }
}
