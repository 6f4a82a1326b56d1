package io.hotrow.engine.database;

import static io.hotrow.engine.capture.TableCatalog.quote;

import io.hotrow.engine.log.SequenceChange;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;

/** Puts a generator at a position: recovery's last logged one, or where it stood before a schema image was restored. */
final class GeneratorRestart {

    private GeneratorRestart() {
    }

    /**
     * The statement that puts a generator where the log says it stands: restarted there, or
     * exhausted if that lies outside its bounds (see {@link SequenceChange#exhausted}). H2 gives a
     * descending bigint generator with the default bounds an overflowed (negative) cache size, with
     * which it refuses every change: such a generator also gets no cache, which an in-memory
     * database does not need.
     */
    static String statement(Connection system, SequenceChange position) throws SQLException {
        boolean exhausted = false, noCache = false;
        try (PreparedStatement query = system.prepareStatement(position.isIdentity()
                ? "SELECT IDENTITY_MINIMUM, IDENTITY_MAXIMUM, IDENTITY_CACHE FROM INFORMATION_SCHEMA.COLUMNS"
                        + " WHERE TABLE_SCHEMA = ? AND TABLE_NAME = ? AND COLUMN_NAME = ?"
                : "SELECT MINIMUM_VALUE, MAXIMUM_VALUE, CACHE FROM INFORMATION_SCHEMA.SEQUENCES WHERE SEQUENCE_SCHEMA = ? AND SEQUENCE_NAME = ?")) {
            query.setString(1, position.schema());
            query.setString(2, position.object());
            if (position.isIdentity()) {
                query.setString(3, position.identityColumn());
            }
            try (ResultSet row = query.executeQuery()) {
                if (row.next()) {
                    exhausted = position.isExhausted(row.getLong(1), row.getLong(2));
                    noCache = row.getLong(3) < 1;
                }
            }
        }
        String target = quote(position.schema()) + "." + quote(position.object());
        if (position.isIdentity()) {
            return "ALTER TABLE " + target + " ALTER COLUMN " + quote(position.identityColumn())
                    + (exhausted ? " SET EXHAUSTED" : " RESTART WITH " + position.nextValue()) + (noCache ? " SET NO CACHE" : "");
        }
        return "ALTER SEQUENCE " + target + (exhausted ? " EXHAUSTED" : " RESTART WITH " + position.nextValue()) + (noCache ? " NO CACHE" : "");
    }
}
