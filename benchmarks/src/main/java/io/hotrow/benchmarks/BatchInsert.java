package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;

/**
 * Loads a table through one prepared INSERT, sent in JDBC batches and committed every batch:
 * on the engine every commit is a durable write, so a row per commit would make loading the
 * slow part of a run, and one huge transaction would hold the whole load in memory.
 */
final class BatchInsert implements AutoCloseable {

    private static final int ROWS_PER_COMMIT = 2_000;

    private final Connection c;
    private final boolean wasAutocommit;
    private final PreparedStatement insert;
    private int pending;
    private long rows;

    /** {@code c} is out of autocommit until {@link #close}; several inserts may share it, each committing what is sent. */
    BatchInsert(Connection c, String sql) throws SQLException {
        this.c = c;
        this.wasAutocommit = c.getAutoCommit();
        c.setAutoCommit(false);
        this.insert = c.prepareStatement(sql);
    }

    /** The statement whose parameters the caller sets before each {@link #add}. */
    PreparedStatement row() {
        return insert;
    }

    /** Adds the row whose parameters are set. */
    void add() throws SQLException {
        insert.addBatch();
        rows++;
        if (++pending == ROWS_PER_COMMIT) {
            flush();
        }
    }

    long rows() {
        return rows;
    }

    private void flush() throws SQLException {
        if (pending > 0) {
            insert.executeBatch();
            c.commit();
            pending = 0;
        }
    }

    /** Sends and commits what is left, and puts the connection's autocommit back as it found it. */
    @Override
    public void close() throws SQLException {
        try {
            flush();
        } finally {
            insert.close();
            c.setAutoCommit(wasAutocommit);
        }
    }
}
