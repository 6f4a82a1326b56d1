package io.hotrow.engine.database;

import io.hotrow.engine.locks.TableScope;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * A transaction's schema changes, from its first DDL statement to its end: the tables they reach
 * (its {@link #scope}, growing with each change), closed to other sessions' readers, and images
 * taken before the changes reached them, which put them back if the transaction does not commit.
 * Under row locks the transaction holds those tables exclusively, so it is the only session that
 * changes them.
 */
final class SchemaTransaction {

    private final Database database;
    private final long gateStamp;
    private final List<TablesImage> tableImages = new ArrayList<>();
    private SchemaImage whole; // taken when the scope became the whole database
    private TableScope scope = TableScope.NONE;
    private boolean ended;

    private SchemaTransaction(Database database, long gateStamp) {
        this.database = database;
        this.gateStamp = gateStamp;
    }

    /** Closes the gate to readers of {@code tables} and images them; under the lane, with no other writer there. */
    static SchemaTransaction begin(Database database, Session owner, TableScope tables, Duration timeout) throws SQLException {
        SchemaTransaction transaction = new SchemaTransaction(database, database.schemaGate().close(owner, timeout, tables));
        try {
            transaction.image(tables);
        } catch (SQLException | RuntimeException e) {
            transaction.end();
            throw e;
        }
        return transaction;
    }

    /** The tables imaged so far: the scope of every change it may still undo. */
    TableScope scope() {
        return scope;
    }

    /** Holds {@code tables} too: closes the gate to their readers and images what it did not hold yet. */
    void widen(TableScope tables, Duration timeout) throws SQLException {
        database.schemaGate().widen(tables, timeout);
        image(tables);
    }

    /**
     * Images {@code tables}; the scope stays as it was when their image holds more than tables,
     * which only the whole image puts back (the caller then asks for the whole database).
     */
    private void image(TableScope tables) throws SQLException {
        if (tables.isAll()) {
            whole = database.image();
            scope = TableScope.ALL;
            return;
        }
        if (scope.isAll()) {
            return;
        }
        TableScope added = tables.without(scope);
        if (added == TableScope.NONE) {
            return;
        }
        TablesImage image = database.image(added);
        if (image != null) {
            tableImages.add(image);
            scope = scope.union(added);
        }
    }

    /** The transaction committed: its changes stand; readers may come in. */
    void committed() {
        end();
    }

    /**
     * The transaction did not commit: restores the images, the whole one (taken last) first. If that
     * fails, memory no longer matches the log, and the database closes so that a reopen rebuilds it
     * from storage.
     */
    void rolledBack() throws SQLException {
        try {
            database.restore(whole, tableImages);
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
