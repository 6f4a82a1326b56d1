package io.hotrow.engine.database;

import io.hotrow.engine.sql.AlterTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * {@code ALTER TABLE parent DROP COLUMN id} without CASCADE while a foreign key references the
 * column: PostgreSQL refuses (2BP01) and changes nothing, H2 drops the referencing foreign key with
 * the column, as PostgreSQL's CASCADE does (the dialect shim takes CASCADE and RESTRICT out, as H2
 * reads neither). Checked before the change runs, on the text as the application wrote it (the
 * translation has lost the word), in the application's session, so that its current schema finds
 * the table.
 */
final class ColumnDropDependents {

    private static final String REFERENCING = "SELECT R.CONSTRAINT_NAME, C.TABLE_NAME FROM INFORMATION_SCHEMA.REFERENTIAL_CONSTRAINTS R"
            + " JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE C ON C.CONSTRAINT_SCHEMA = R.CONSTRAINT_SCHEMA AND C.CONSTRAINT_NAME = R.CONSTRAINT_NAME"
            + " JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE P ON P.CONSTRAINT_SCHEMA = R.UNIQUE_CONSTRAINT_SCHEMA"
            + " AND P.CONSTRAINT_NAME = R.UNIQUE_CONSTRAINT_NAME AND P.ORDINAL_POSITION = C.POSITION_IN_UNIQUE_CONSTRAINT"
            + " WHERE P.TABLE_SCHEMA = CURRENT_SCHEMA AND LOWER(P.TABLE_NAME) = LOWER(?) AND LOWER(P.COLUMN_NAME) = LOWER(?)"
            + " ORDER BY C.TABLE_NAME, R.CONSTRAINT_NAME";

    private ColumnDropDependents() {
    }

    /** Fails with 2BP01, as PostgreSQL, when {@code written} drops a column a foreign key references without CASCADE. */
    static void check(Connection h2, String written) throws SQLException {
        for (AlterTable.ColumnDrop drop : AlterTable.columnDrops(written)) {
            if (drop.cascade()) {
                continue;
            }
            List<String> dependents = referencing(h2, drop);
            if (!dependents.isEmpty()) {
                String column = drop.column().toLowerCase(Locale.ROOT);
                String table = drop.table().toLowerCase(Locale.ROOT);
                String on = " depends on column " + column + " of table " + table;
                throw new SQLException("cannot drop column " + column + " of table " + table + " because other objects depend on it: "
                        + String.join(on + "; ", dependents) + on + ". Use DROP ... CASCADE to drop the dependent objects too.", "2BP01");
            }
        }
    }

    private static List<String> referencing(Connection h2, AlterTable.ColumnDrop drop) throws SQLException {
        List<String> dependents = new ArrayList<>();
        try (PreparedStatement query = h2.prepareStatement(REFERENCING)) {
            query.setString(1, drop.table());
            query.setString(2, drop.column());
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    dependents.add("constraint " + rows.getString(1) + " on table " + rows.getString(2));
                }
            }
        }
        return dependents;
    }
}
