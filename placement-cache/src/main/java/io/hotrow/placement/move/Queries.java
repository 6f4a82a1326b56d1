package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/** Runs a catalog query with string parameters and maps its rows. */
final class Queries {

    @FunctionalInterface
    interface RowMapper<T> {
        T map(ResultSet row) throws SQLException;
    }

    private Queries() {
    }

    static <T> List<T> list(Connection connection, String sql, RowMapper<T> mapper, String... parameters) throws SQLException {
        try (PreparedStatement query = connection.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                query.setString(i + 1, parameters[i]);
            }
            List<T> rows = new ArrayList<>();
            try (ResultSet row = query.executeQuery()) {
                while (row.next()) {
                    rows.add(mapper.map(row));
                }
            }
            return rows;
        }
    }

    static long single(Connection connection, String sql, String... parameters) throws SQLException {
        return list(connection, sql, row -> row.getLong(1), parameters).get(0);
    }
}
