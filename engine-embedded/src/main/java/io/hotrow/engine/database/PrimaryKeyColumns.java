package io.hotrow.engine.database;

import io.hotrow.engine.sql.AlterTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code ALTER TABLE t ADD PRIMARY KEY (c)} on a nullable column: PostgreSQL makes {@code c} NOT NULL
 * first (23502 if it holds a null), H2 refuses a nullable key column (90023). The engine runs the
 * {@code SET NOT NULL} steps PostgreSQL implies before the change, each logged, and undoes them with
 * the change if it fails (a duplicate key), as PostgreSQL undoes the statement whole.
 */
final class PrimaryKeyColumns {

    private static final String NULLABLE = "SELECT 1 FROM INFORMATION_SCHEMA.COLUMNS WHERE LOWER(TABLE_SCHEMA) = LOWER(COALESCE(?, CURRENT_SCHEMA))"
            + " AND LOWER(TABLE_NAME) = LOWER(?) AND LOWER(COLUMN_NAME) = LOWER(?) AND IS_NULLABLE = 'YES'";

    private PrimaryKeyColumns() {
    }

    /** Whether {@code sql} adds a primary key, whose columns the steps may change. */
    static boolean adds(String sql) {
        return AlterTable.primaryKeyAddition(sql) != null;
    }

    /** The statements that make each nullable column of the primary key {@code sql} adds NOT NULL; empty if none. */
    static List<String> before(Connection h2, String sql) throws SQLException {
        AlterTable.PrimaryKeyAddition key = AlterTable.primaryKeyAddition(sql);
        if (key == null) {
            return List.of();
        }
        List<String> steps = new ArrayList<>();
        try (PreparedStatement nullable = h2.prepareStatement(NULLABLE)) {
            for (int i = 0; i < key.columns().size(); i++) {
                nullable.setString(1, key.schema());
                nullable.setString(2, key.table());
                nullable.setString(3, key.columns().get(i));
                try (ResultSet found = nullable.executeQuery()) {
                    if (found.next()) {
                        steps.add("ALTER TABLE " + key.writtenTable() + " ALTER COLUMN " + key.writtenColumns().get(i) + " SET NOT NULL");
                    }
                }
            }
        }
        return steps;
    }
}
