package io.hotrow.placement.move;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import org.postgresql.PGConnection;

/** Where a table's rows go on the target, inside the caller's transaction. */
interface RowSink extends AutoCloseable {

    void write(Object[] row) throws SQLException;

    /** Sends what was written so far. */
    void flush() throws SQLException;

    /** Flushes and ends the load; does not commit. */
    @Override
    void close() throws SQLException;

    /** COPY where the target is pgjdbc underneath, batched inserts anywhere else. */
    static RowSink open(Connection target, String table, List<Column> columns, boolean postgresTarget) throws SQLException {
        if (postgresTarget && target.isWrapperFor(PGConnection.class)) {
            return new PostgresCopy(target.unwrap(PGConnection.class), table, columns);
        }
        return new BatchedInserts(target, table, columns, postgresTarget);
    }
}
