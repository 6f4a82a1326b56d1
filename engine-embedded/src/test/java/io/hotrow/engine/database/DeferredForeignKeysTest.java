package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code DEFERRABLE} foreign keys (docs/dialect.md): checked at commit while deferred, as in
 * PostgreSQL; a violation left at commit fails the commit with 23503 and rolls the transaction back,
 * nothing logged; the key stays deferrable through replay and snapshots.
 */
@Timeout(60)
class DeferredForeignKeysTest {

    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("deferred-fk");
        db = open("dfk", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent (id) DEFERRABLE INITIALLY DEFERRED)");
            s.execute("INSERT INTO parent VALUES (17)");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void aChildBeforeItsParentCommitsAndTheCatalogShowsTheTiming() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO child VALUES (1, 18)");
            s.execute("INSERT INTO parent VALUES (18)");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("1", single(s, "SELECT count(*) FROM child"));
            assertEquals("true true", single(s, "SELECT condeferrable || ' ' || condeferred FROM pg_constraint WHERE conname = 'child_parent_id_fkey'"));
            assertEquals("FOREIGN KEY (parent_id) REFERENCES parent(id) DEFERRABLE INITIALLY DEFERRED",
                    single(s, "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'child_parent_id_fkey'"));
            assertEquals("YES YES", single(s, "SELECT is_deferrable || ' ' || initially_deferred FROM information_schema.table_constraints"
                    + " WHERE constraint_name = 'child_parent_id_fkey'"));
            assertEquals("0", single(s, "SELECT count(*) FROM pg_description WHERE description LIKE 'hotrow:%'"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }

    @Test
    void aViolationLeftAtCommitFailsTheCommitAndNothingIsLogged() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO parent VALUES (20)");
            s.execute("INSERT INTO child VALUES (1, 19)");
            SQLException e = assertThrows(SQLException.class, c::commit);
            assertEquals("23503", e.getSQLState(), e.getMessage());
            c.setAutoCommit(true);
            assertEquals("0 1", single(s, "SELECT (SELECT count(*) FROM child) || ' ' || (SELECT count(*) FROM parent)"));
            SQLException autocommit = assertThrows(SQLException.class, () -> s.execute("INSERT INTO child VALUES (2, 19)"));
            assertEquals("23503", autocommit.getSQLState(), autocommit.getMessage());
            s.execute("INSERT INTO child VALUES (3, 17)");
        }
        db = reopenedFromLogAndSnapshot(db, store);
        // Still deferred after the reopens, from the log and from a snapshot.
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO child VALUES (4, 21)");
            s.execute("INSERT INTO parent VALUES (21)");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("2", single(s, "SELECT count(*) FROM child"));
        }
    }

    @Test
    void aParentRemovedIsLookedForAtCommit() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO child VALUES (1, 17)");
            c.setAutoCommit(false);
            s.execute("DELETE FROM parent WHERE id = 17");
            s.execute("INSERT INTO parent VALUES (17)");
            c.commit();
            s.execute("DELETE FROM parent WHERE id = 17");
            SQLException e = assertThrows(SQLException.class, c::commit);
            assertEquals("23503", e.getSQLState(), e.getMessage());
            s.execute("DELETE FROM parent WHERE id = 17");
            s.execute("DELETE FROM child WHERE id = 1");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("0 0", single(s, "SELECT (SELECT count(*) FROM child) || ' ' || (SELECT count(*) FROM parent)"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }

    @Test
    void setConstraintsChangesTheTimingForTheTransaction() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE later (id int PRIMARY KEY, parent_id int, CONSTRAINT later_fk FOREIGN KEY (parent_id) REFERENCES parent (id)"
                    + " DEFERRABLE INITIALLY IMMEDIATE)");
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO later VALUES (1, 30)")).getSQLState());
            c.setAutoCommit(false);
            s.execute("SET CONSTRAINTS later_fk DEFERRED");
            s.execute("INSERT INTO later VALUES (1, 30)");
            s.execute("INSERT INTO parent VALUES (30)");
            c.commit();
            s.execute("SET CONSTRAINTS ALL IMMEDIATE");
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO child VALUES (1, 31)")).getSQLState());
            c.rollback();
            s.execute("INSERT INTO child VALUES (1, 31)");
            SQLException immediate = assertThrows(SQLException.class, () -> s.execute("SET CONSTRAINTS child_parent_id_fkey IMMEDIATE"));
            assertEquals("23503", immediate.getSQLState(), immediate.getMessage());
            c.rollback();
            assertEquals("42809", assertThrows(SQLException.class, () -> s.execute("SET CONSTRAINTS parent_pkey DEFERRED")).getSQLState());
            c.rollback();
            assertEquals("42704", assertThrows(SQLException.class, () -> s.execute("SET CONSTRAINTS no_such DEFERRED")).getSQLState());
            c.rollback();
        }
    }

    /** Django's way: the key added by ALTER TABLE, with an action that still runs at once. */
    @Test
    void aKeyAddedByAlterTableIsDeferredAndItsActionsRunAtOnce() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE item (id int PRIMARY KEY, parent_id int NOT NULL)");
            s.execute("ALTER TABLE item ADD CONSTRAINT item_parent_id_fk FOREIGN KEY (parent_id) REFERENCES parent (id) ON DELETE CASCADE"
                    + " DEFERRABLE INITIALLY DEFERRED");
            c.setAutoCommit(false);
            s.execute("INSERT INTO item VALUES (1, 40)");
            s.execute("INSERT INTO parent VALUES (40)");
            s.execute("DELETE FROM parent WHERE id = 40");
            assertEquals("0", single(s, "SELECT count(*) FROM item"));
            c.commit();
            c.setAutoCommit(true);
            s.execute("ALTER TABLE item ALTER COLUMN id TYPE bigint"); // H2 copies the table, and its keys, anew
            c.setAutoCommit(false);
            s.execute("INSERT INTO item VALUES (2, 41)");
            s.execute("INSERT INTO parent VALUES (41)");
            c.commit();
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }

    /**
     * Another transaction deletes the parent of a child this one inserted: it waits for this one,
     * as PostgreSQL's delete waits for the key-share lock of a checked child, and then fails on the
     * committed child. A parent deleted and committed before the child's commit fails that commit.
     */
    @Test
    void aParentDeletedByAnotherTransactionLeavesNoOrphan() throws Exception {
        ExecutorService threads = Executors.newSingleThreadExecutor();
        try (Connection child = connect(db); Connection other = connect(db); Statement s = child.createStatement()) {
            child.setAutoCommit(false);
            s.execute("INSERT INTO child VALUES (1, 17)");
            Future<?> delete = threads.submit(() -> {
                try (Statement d = other.createStatement()) {
                    d.execute("DELETE FROM parent WHERE id = 17");
                }
                return null;
            });
            Thread.sleep(200); // the delete waits for the child's transaction, however long it takes to get there
            child.commit();
            ExecutionException e = assertThrows(ExecutionException.class, () -> delete.get(30, TimeUnit.SECONDS));
            assertEquals("23503", ((SQLException) e.getCause()).getSQLState(), e.getCause().getMessage());

            s.execute("INSERT INTO parent VALUES (50)");
            s.execute("INSERT INTO child VALUES (2, 50)"); // before the delete: the delete waits for this commit
            child.rollback();
            other.createStatement().execute("DELETE FROM parent WHERE id = 50");
            s.execute("INSERT INTO child VALUES (3, 50)"); // after the delete committed
            assertEquals("23503", assertThrows(SQLException.class, child::commit).getSQLState());
        } finally {
            threads.shutdownNow();
        }
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("0", single(s, "SELECT count(*) FROM child c WHERE NOT EXISTS (SELECT 1 FROM parent p WHERE p.id = c.parent_id)"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }
}
