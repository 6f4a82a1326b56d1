package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.ResultSet;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.Arrays;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Foreign keys between concurrent transactions (docs/concurrency.md, "Foreign keys"), where H2 checks
 * a key in a snapshot: the transaction's at REPEATABLE READ, and at READ COMMITTED the statement's
 * for a table the statement reads. Each interleaving here committed a child row whose parent is
 * gone, an orphan the log keeps and every reopen brings back, where PostgreSQL refuses the second
 * transaction (its checks look at what is committed now): 40001 at REPEATABLE READ, 23503 at READ
 * COMMITTED. Found by {@link ConcurrentMixReopenTest}'s check "children without their parent".
 */
@Timeout(60)
class ForeignKeysBetweenTransactionsTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("rr-fk");
        db = open("fk", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE child (id int PRIMARY KEY, parent_id int NOT NULL REFERENCES parent (id) ON DELETE CASCADE)");
            s.execute("INSERT INTO parent VALUES (17)");
        }
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    /** A child inserted at REPEATABLE READ whose parent was deleted, and committed, after the snapshot was taken. */
    @Test
    void aChildOfAParentDeletedAfterTheSnapshotIsRefused() throws Exception {
        assertChildOf17Refused(parent -> { }, parent -> parent.createStatement().execute("DELETE FROM parent WHERE id = 17"));
    }

    /**
     * As above, with the parent deleted by a cascade from its own parent: the engine asks what is
     * committed now only when a removal ended since the transaction began, so a removal by cascade
     * must count as one too.
     */
    @Test
    void aChildOfAParentDeletedByACascadeAfterTheSnapshotIsRefused() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE grand (id int PRIMARY KEY)");
            s.execute("INSERT INTO grand VALUES (1)");
            s.execute("ALTER TABLE parent ADD COLUMN grand_id int REFERENCES grand (id) ON DELETE CASCADE");
            s.execute("UPDATE parent SET grand_id = 1");
        }
        assertChildOf17Refused(parent -> { }, parent -> parent.createStatement().execute("DELETE FROM grand WHERE id = 1"));
    }

    /**
     * A parent deleted by a transaction that began, and took the parent's key, before the child's
     * transaction, and committed after its snapshot: the removal ended within the child's transaction.
     */
    @Test
    void aChildOfAParentWhoseRemovalBeganBeforeTheSnapshotIsRefused() throws Exception {
        assertChildOf17Refused(parent -> {
            parent.setAutoCommit(false);
            parent.createStatement().execute("DELETE FROM parent WHERE id = 17");
        }, Connection::commit);
    }

    /**
     * A READ COMMITTED transaction after a REPEATABLE READ one on the same connection, begun by a
     * savepoint: the child it inserts references a parent deleted, and committed, after its first
     * read. Its statements must see that commit, as READ COMMITTED ones do.
     */
    @Test
    void aReadCommittedChildAfterARepeatableReadTransactionBegunByASavepointIsRefused() throws Exception {
        String outcome;
        try (Connection child = connect(db); Connection parent = connect(db); Statement s = child.createStatement()) {
            commitARepeatableReadTransaction(child, s);
            child.setTransactionIsolation(Connection.TRANSACTION_READ_COMMITTED);
            child.setSavepoint();
            s.executeQuery("SELECT count(*) FROM parent").close(); // parent 17 exists
            parent.createStatement().execute("DELETE FROM parent WHERE id = 17"); // committed
            outcome = commitChildOf17(child, s);
        }
        checkReopen();
        assertEquals("0 orphans, 23503", orphans() + " orphans, " + outcome, "PostgreSQL: the insert violates the foreign key");
    }

    /**
     * A child of a parent that its snapshot never held (and no one deleted) is the plain foreign
     * key violation, 23503, as in PostgreSQL: a serialization failure would have the application run
     * the transaction again, and fail the same way each time.
     */
    @Test
    void aChildOfAParentThatNeverExistedIsAForeignKeyViolation() throws Exception {
        try (Connection child = connect(db); Statement s = child.createStatement()) {
            child.setAutoCommit(false);
            child.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.executeQuery("SELECT count(*) FROM parent").close(); // the snapshot
            SQLException e = assertThrows(SQLException.class, () -> s.execute("INSERT INTO child VALUES (1, 18)"));
            assertEquals("23503", e.getSQLState(), e.getMessage());
            child.rollback();
        }
        assertEquals(0, orphans());
    }

    /** A child of a parent its own transaction inserted, at REPEATABLE READ: no one else sees the parent yet, and that is no conflict. */
    @Test
    void aChildOfAParentItsTransactionInsertedIsAccepted() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.execute("INSERT INTO parent VALUES (18)");
            s.execute("INSERT INTO child VALUES (1, 18)");
            c.commit();
        }
        assertEquals(0, orphans());
    }

    /** A parent deleted at REPEATABLE READ after its own transaction changed and deleted children of it: no other transaction did. */
    @Test
    void aCascadingDeleteAfterItsTransactionChangedTheChildrenIsAccepted() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO child VALUES (1, 17), (2, 17)");
            c.setAutoCommit(false);
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.execute("UPDATE child SET id = 3 WHERE id = 1");
            s.execute("DELETE FROM child WHERE id = 2");
            s.execute("DELETE FROM parent WHERE id = 17");
            c.commit();
        }
        assertEquals(0, orphans());
    }

    /**
     * A parent deleted at REPEATABLE READ (cascading to its children) while another transaction
     * inserts a child of it: the delete waits for that transaction, which commits; the cascade then
     * runs in the delete's snapshot, which does not hold the new child.
     */
    @Test
    void aCascadingDeleteThatWaitedForANewChildIsRefused() throws Exception {
        String outcome;
        try (Connection child = connect(db); Connection parent = connect(db)) {
            child.setAutoCommit(false);
            child.createStatement().execute("INSERT INTO child VALUES (1, 17)"); // takes parent 17's key shared
            Future<Integer> delete = repeatableReadDeleteThatWaits(parent, "child");
            child.commit();
            outcome = outcome(delete, parent);
        }
        checkReopen();
        assertEquals("0 orphans, 40001", orphans() + " orphans, " + outcome,
                "PostgreSQL: could not serialize access due to concurrent update (the cascade would miss a child)");
    }


    /**
     * A parent deleted at REPEATABLE READ waits for a transaction that inserted a child of it, which then ends. PostgreSQL
     * (its check looks at what is committed now) deletes the parent when that transaction rolled back, refuses the delete with
     * 23503 when it committed and the key is NO ACTION, and fails it with 40001 when the key cascades (the cascade would miss the
     * child): the wait alone is no conflict.
     */
    @ParameterizedTest
    @ValueSource(strings = {"rollback: committed", "commit: 23503", "rollback CASCADE: committed", "commit CASCADE: 40001"})
    void aDeleteThatWaitedForAnotherTransactionsChildFailsOnlyIfTheChildCommitted(String expected) throws Exception {
        boolean commits = expected.startsWith("commit");
        String action = expected.contains("CASCADE") ? " ON DELETE CASCADE" : "";
        String outcome;
        try (Connection child = connect(db); Connection parent = connect(db)) {
            child.createStatement().execute("CREATE TABLE ticket (id int PRIMARY KEY, parent_id int REFERENCES parent (id)" + action + ")");
            child.setAutoCommit(false);
            child.createStatement().execute("INSERT INTO ticket VALUES (1, 17)"); // takes parent 17's key shared
            Future<Integer> delete = repeatableReadDeleteThatWaits(parent, "ticket");
            if (commits) {
                child.commit();
            } else {
                child.rollback();
            }
            outcome = outcome(delete, parent);
        }
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM ticket t WHERE NOT EXISTS (SELECT 1 FROM parent p WHERE p.id = t.parent_id)")) {
            rs.next();
            assertEquals("0 orphans, " + expected.substring(expected.indexOf(": ") + 2), rs.getLong(1) + " orphans, " + outcome);
        }
        checkReopen();
    }

    /**
     * A child inserted after a savepoint that was rolled back no longer holds its parent: another transaction deletes the
     * parent at once, as in PostgreSQL, whose row lock went with the rolled-back subtransaction (the engine's lock on the
     * parent's key was held to the transaction's end, so the delete waited, and failed at its lock timeout); the
     * transaction's child of it is then refused.
     */
    @Test
    void aReferenceRolledBackToASavepointNoLongerHoldsItsParent() throws Exception {
        try (Connection child = connect(db); Connection parent = connect(db); Statement s = child.createStatement()) {
            child.setAutoCommit(false);
            Savepoint before = child.setSavepoint();
            s.execute("INSERT INTO child VALUES (1, 17)");
            Savepoint inner = child.setSavepoint();
            s.execute("INSERT INTO child VALUES (2, 17)");
            child.releaseSavepoint(inner); // its child, and the hold on the parent, stay with the transaction
            parent.createStatement().execute("SET lock_timeout = '10ms'");
            assertEquals("55P03", assertThrows(SQLException.class, () -> parent.createStatement().execute("DELETE FROM parent WHERE id = 17"))
                    .getSQLState(), "the children hold their parent");
            child.rollback(before);
            parent.createStatement().execute("DELETE FROM parent WHERE id = 17"); // committed, without waiting
            assertEquals("23503", commitChildOf17(child, s));
        }
        checkReopen();
        assertEquals(0, orphans());
    }

    /**
     * At REPEATABLE READ, a parent deleted and inserted again after a savepoint that was rolled back is the one the snapshot
     * holds, not one the transaction inserted: when another transaction deletes it and commits, a child of it is a
     * serialization failure, as in PostgreSQL (the engine counted the parent as its own and committed the child, an orphan).
     */
    @Test
    void aParentInsertedAgainAfterARolledBackSavepointIsNotTheTransactionsOwn() throws Exception {
        String outcome;
        try (Connection child = connect(db); Connection parent = connect(db); Statement s = child.createStatement()) {
            child.setAutoCommit(false);
            child.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.executeQuery("SELECT count(*) FROM parent").close(); // the snapshot: parent 17 exists
            Savepoint before = child.setSavepoint();
            s.execute("DELETE FROM parent WHERE id = 17");
            s.execute("INSERT INTO parent VALUES (17)");
            child.rollback(before);
            parent.createStatement().execute("SET lock_timeout = '10ms'");
            parent.createStatement().execute("DELETE FROM parent WHERE id = 17"); // committed, without waiting
            outcome = commitChildOf17(child, s);
        }
        checkReopen();
        assertEquals("0 orphans, 40001", orphans() + " orphans, " + outcome, "PostgreSQL: could not serialize access due to concurrent update");
    }


    /** Whatever state the race left, the database reopens to it, from the log and from a snapshot. */
    /**
     * A parent deleted at REPEATABLE READ (cascading to its children) after another transaction
     * inserted a child of it and committed, after the snapshot was taken: the delete need not wait,
     * and the cascade runs in a snapshot without the new child.
     */
    @Test
    void aCascadingDeleteOfAParentWithAChildCommittedAfterTheSnapshotIsRefused() throws Exception {
        String outcome;
        try (Connection parent = connect(db); Connection child = connect(db)) {
            parent.setAutoCommit(false);
            parent.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            parent.createStatement().executeQuery("SELECT count(*) FROM child").close(); // the snapshot: no children
            child.createStatement().execute("INSERT INTO child VALUES (1, 17)"); // committed
            outcome = outcome(threads.submit(() -> parent.createStatement().executeUpdate("DELETE FROM parent WHERE id = 17")), parent);
        }
        checkReopen();
        assertEquals("0 orphans, 40001", orphans() + " orphans, " + outcome,
                "PostgreSQL: could not serialize access due to concurrent update (the cascade would miss a child)");
    }

    /**
     * The child's statement reads parent 17, then waits (for an advisory lock, inside the statement)
     * while another transaction deletes parent 17 and commits; then it inserts the child.
     */
    @Test
    void aChildOfAParentDeletedWhileItsStatementRanIsRefused() throws Exception {
        String outcome;
        try (Connection holder = connect(db); Connection child = connect(db); Connection remover = connect(db)) {
            Future<Integer> insert = heldMidStatement(holder, child, "INSERT INTO child (id, parent_id)"
                    + " SELECT 1, p.id FROM parent p, (SELECT pg_advisory_xact_lock(1)) l WHERE p.id = 17");
            remover.createStatement().execute("DELETE FROM parent WHERE id = 17"); // committed
            holder.commit();
            outcome = outcome(insert, child);
        }
        assertEquals("0 orphans, 23503", orphans() + " orphans, " + outcome, "PostgreSQL: the foreign key check finds no parent");
    }

    /**
     * A parent deleted at READ COMMITTED by a statement that reads the referencing table, while
     * another transaction adds a referencing row and commits: the delete need not wait for it, and
     * H2 looks for referencing rows in the statement's snapshot of that table, which misses the new one.
     * PostgreSQL refuses the delete (23503), or cascades to the new row.
     */
    @ParameterizedTest
    @ValueSource(strings = {"", " ON DELETE CASCADE"})
    void aParentDeletedWhileItsStatementRanKeepsAReferenceAddedMeanwhileTrue(String action) throws Exception {
        String outcome;
        try (Connection holder = connect(db); Connection remover = connect(db); Connection referrer = connect(db)) {
            referrer.createStatement().execute("CREATE TABLE ticket (id int PRIMARY KEY, parent_id int REFERENCES parent (id)" + action + ")");
            Future<Integer> delete = heldMidStatement(holder, remover, "DELETE FROM parent WHERE id IN (SELECT p.id FROM parent p,"
                    + " (SELECT pg_advisory_xact_lock(1)) l, (SELECT count(*) n FROM ticket) t WHERE p.id = 17)");
            referrer.createStatement().execute("INSERT INTO ticket VALUES (1, 17)"); // committed
            holder.commit();
            outcome = outcome(delete, remover);
        }
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM ticket t WHERE NOT EXISTS (SELECT 1 FROM parent p WHERE p.id = t.parent_id)")) {
            rs.next();
            assertEquals("0 orphans, " + (action.isEmpty() ? "23503" : "committed"), rs.getLong(1) + " orphans, " + outcome);
        }
    }

    /**
     * Deletes parent 17 at REPEATABLE READ on {@code parent}, on another thread, its snapshot taken first by a read of {@code
     * children} (which holds none of 17 yet); returns once the delete waits for the transaction that references 17.
     */
    private Future<Integer> repeatableReadDeleteThatWaits(Connection parent, String children) throws SQLException {
        parent.setAutoCommit(false);
        parent.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        parent.createStatement().executeQuery("SELECT count(*) FROM " + children).close();
        Future<Integer> delete = threads.submit(() -> parent.createStatement().executeUpdate("DELETE FROM parent WHERE id = 17"));
        Await.until("the delete waits for the transaction of a row of " + children, () -> db.waitingForReferences() == 1);
        return delete;
    }

    /**
     * Runs {@code sql} in a transaction on {@code c}, on another thread, until it waits for advisory
     * lock 1, which {@code holder} takes first: H2 has taken the statement's snapshot by then.
     */
    private Future<Integer> heldMidStatement(Connection holder, Connection c, String sql) throws SQLException {
        holder.setAutoCommit(false);
        holder.createStatement().execute("SELECT pg_advisory_xact_lock(1)");
        c.setAutoCommit(false);
        AtomicReference<Thread> thread = new AtomicReference<>();
        Future<Integer> statement = threads.submit(() -> {
            thread.set(Thread.currentThread());
            return c.createStatement().executeUpdate(sql);
        });
        Await.until("the statement waits for the advisory lock", () -> waitsForAdvisoryLock(thread.get()));
        return statement;
    }

    private static boolean waitsForAdvisoryLock(Thread thread) {
        return thread != null && Arrays.stream(thread.getStackTrace())
                .anyMatch(frame -> frame.getClassName().endsWith(".AdvisoryLocks") && frame.getMethodName().equals("lock"))
                && thread.getState() != Thread.State.RUNNABLE;
    }

    /** "committed" when {@code statement} succeeded and its transaction on {@code c} committed, else the statement's SQLState. */
    private static String outcome(Future<Integer> statement, Connection c) throws Exception {
        try {
            statement.get(30, TimeUnit.SECONDS);
            c.commit();
            return "committed";
        } catch (ExecutionException e) {
            c.rollback();
            return ((SQLException) e.getCause()).getSQLState();
        }
    }

    private long orphans() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM child c WHERE NOT EXISTS (SELECT 1 FROM parent p WHERE p.id = c.parent_id)")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** A step run on the other transaction's connection. */
    @FunctionalInterface
    private interface OnParentSide {
        void run(Connection parent) throws SQLException;
    }

    /**
     * A REPEATABLE READ transaction takes its snapshot, where parent 17 exists, between
     * {@code before} and {@code after} (both run on another connection), then inserts child 1 of
     * 17: 40001 and no orphan, as PostgreSQL 15 answers each case here ("could not serialize access
     * due to concurrent update", from its FOR KEY SHARE look-up of the parent).
     */
    private void assertChildOf17Refused(OnParentSide before, OnParentSide after) throws Exception {
        String outcome;
        try (Connection child = connect(db); Connection parent = connect(db); Statement s = child.createStatement()) {
            before.run(parent);
            child.setAutoCommit(false);
            child.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            s.executeQuery("SELECT count(*) FROM parent").close(); // the snapshot: parent 17 exists
            after.run(parent);
            outcome = commitChildOf17(child, s);
        }
        checkReopen();
        assertEquals("0 orphans, 40001", orphans() + " orphans, " + outcome, "PostgreSQL: could not serialize access due to concurrent update");
    }

    /** Runs a REPEATABLE READ transaction on {@code c}, which leaves H2's session at that level. */
    private static void commitARepeatableReadTransaction(Connection c, Statement s) throws SQLException {
        c.setAutoCommit(false);
        c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
        s.executeQuery("SELECT 1").close();
        c.commit();
    }

    /** Inserts child 1 of parent 17 and commits: "committed", or the SQLState it failed with (then rolled back). */
    private static String commitChildOf17(Connection child, Statement s) throws SQLException {
        try {
            s.execute("INSERT INTO child VALUES (1, 17)");
            child.commit();
            return "committed";
        } catch (SQLException e) {
            child.rollback();
            return e.getSQLState();
        }
    }

    private void checkReopen() throws SQLException {
        String before = dump(db);
        db.shutdown();
        db = open("fk", store);
        assertEquals(before, dump(db), "reopened from the log");
        db.snapshot();
        db.shutdown();
        db = open("fk", store);
        assertEquals(before, dump(db), "reopened from a snapshot");
    }
}
