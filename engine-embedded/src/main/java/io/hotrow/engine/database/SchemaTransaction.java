package io.hotrow.engine.database;

import java.sql.SQLException;

/**
 * A transaction's schema changes, from its first DDL statement to its end: the gate stays closed to
 * readers, and the image taken before the first change puts the schema and rows back if the
 * transaction does not commit. The transaction holds the writer lane throughout, so it is the only
 * session that changes the database.
 */
final class SchemaTransaction {

    private final Database database;
    private final SchemaImage before;
    private final long gateStamp;
    private boolean ended;

    SchemaTransaction(Database database, SchemaImage before, long gateStamp) {
        this.database = database;
        this.before = before;
        this.gateStamp = gateStamp;
    }

    /** The transaction committed: its changes stand; readers may come in. */
    void committed() {
        end();
    }

    /**
     * The transaction did not commit: restores the image. If that fails, memory no longer matches
     * the log, and the database closes so that a reopen rebuilds it from storage.
     */
    void rolledBack() throws SQLException {
        try {
            database.restore(before);
        } catch (SQLException | RuntimeException e) {
            throw database.fail(e);
        } finally {
            end();
        }
    }

    private void end() {
        if (!ended) {
            ended = true;
            database.schemaGate().open(gateStamp);
        }
    }
}
