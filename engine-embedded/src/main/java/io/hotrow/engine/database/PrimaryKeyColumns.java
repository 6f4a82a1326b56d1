package io.hotrow.engine.database;

import io.hotrow.engine.sql.AlterTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

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
        if (!steps.isEmpty()) {
            checkDuplicates(h2, key);
        }
        return steps;
    }

    /**
     * PostgreSQL builds the key's index before it checks the columns for nulls, so a duplicate fails the statement with
     * 23505 even where a null is there too: checked before the steps, which would fail with 23502 first.
     */
    private static void checkDuplicates(Connection h2, AlterTable.PrimaryKeyAddition key) throws SQLException {
        String columns = String.join(", ", key.writtenColumns());
        String notNull = String.join(" IS NOT NULL AND ", key.writtenColumns()) + " IS NOT NULL";
        try (Statement query = h2.createStatement(); ResultSet duplicate = query.executeQuery("SELECT " + columns + " FROM " + key.writtenTable()
                + " WHERE " + notNull + " GROUP BY " + columns + " HAVING COUNT(*) > 1 FETCH FIRST ROW ONLY")) {
            if (duplicate.next()) {
                String table = key.writtenTable().endsWith("\"") ? key.table() : key.table().toLowerCase(Locale.ROOT);
                String index = key.constraint() != null ? key.constraint() : table + "_pkey";
                throw new SQLException("could not create unique index \"" + index + "\"", "23505");
            }
        }
    }
}
