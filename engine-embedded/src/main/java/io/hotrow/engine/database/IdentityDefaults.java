package io.hotrow.engine.database;

import io.hotrow.engine.catalog.SequenceNames;
import io.hotrow.engine.sql.AlterTable;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Locale;

/**
 * {@code ALTER TABLE t ALTER COLUMN id SET DEFAULT ...} (or {@code DROP DEFAULT}) on an identity
 * column: H2 accepts it and changes nothing, PostgreSQL refuses it (42601). Checked before the
 * change runs, in the application's session, so that its current schema finds the table. One
 * default is let through: {@code nextval('<table>_<column>_seq')}, the column's own generator, which
 * pg_dump writes right after {@code ALTER SEQUENCE ... OWNED BY} made the column an identity
 * column (see {@code SequenceOwnership}); it changes nothing, rightly.
 */
final class IdentityDefaults {

    private static final String IS_IDENTITY = "SELECT 1 FROM INFORMATION_SCHEMA.COLUMNS WHERE TABLE_SCHEMA = CURRENT_SCHEMA"
            + " AND LOWER(TABLE_NAME) = LOWER(?) AND LOWER(COLUMN_NAME) = LOWER(?) AND IS_IDENTITY = 'YES'";

    private IdentityDefaults() {
    }

    static void check(Connection h2, String sql) throws SQLException {
        AlterTable.DefaultChange change = AlterTable.defaultChange(sql);
        if (change == null || namesOwnGenerator(change)) {
            return;
        }
        try (PreparedStatement query = h2.prepareStatement(IS_IDENTITY)) {
            query.setString(1, change.table());
            query.setString(2, change.column());
            try (ResultSet row = query.executeQuery()) {
                if (row.next()) {
                    String instead = change.drop() ? " (use ALTER TABLE ... ALTER COLUMN ... DROP IDENTITY instead)" : "";
                    throw new SQLException("column \"" + change.column().toLowerCase(Locale.ROOT) + "\" of relation \""
                            + change.table().toLowerCase(Locale.ROOT) + "\" is an identity column" + instead, "42601");
                }
            }
        }
    }

    private static boolean namesOwnGenerator(AlterTable.DefaultChange change) {
        String sequence = change.nextvalOf();
        return sequence != null && unquoted(sequence.substring(sequence.lastIndexOf('.') + 1))
                .equalsIgnoreCase(SequenceNames.serialSequenceName(change.table(), change.column()));
    }

    /** A name as written in text, without its quotes: pg_dump quotes mixed-case names ({@code public."Foo_id_seq"}). */
    private static String unquoted(String name) {
        return name.length() > 1 && name.startsWith("\"") && name.endsWith("\"") ? name.substring(1, name.length() - 1).replace("\"\"", "\"") : name;
    }
}
