package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Set;
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
import org.junit.jupiter.params.provider.CsvSource;

/**
 * A unique value whose row another open transaction is changing (moving the key away, or deleting
 * the row): H2 counts the key as taken and failed at once with 23505; PostgreSQL waits for that
 * transaction, then writes the key if it committed, and fails with 23505 if it rolled back (each
 * case as psql showed on PostgreSQL 15). docs/concurrency.md, "Hot rows".
 */
@Timeout(60)
class HeldUniqueKeysTest {

    /**
     * Where a write waits for the row that holds the key its statement met: in H2, or (a primary key, which H2 reports as a
     * lock it would not wait for, naming no row) looking again with pauses.
     */
    private static final String[] WAITS_FOR_THE_KEYS_ROW = {"waitedForKeyHolder", "runQueued"};

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        store = new MemoryObjectStore("held-keys");
        db = open("held", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE hk (id int PRIMARY KEY, code text UNIQUE)");
            s.execute("INSERT INTO hk VALUES (1, 'a'), (2, 'b'), (3, 'c')");
        }
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
        "UPDATE hk SET code = 'x' WHERE id = 3 | commit   | UPDATE hk SET code = 'c' WHERE id = 1 | true  | 1 rows; 1:c 2:b 3:x",
        "UPDATE hk SET code = 'x' WHERE id = 3 | commit   | UPDATE hk SET code = 'c' WHERE id = 1 | false | 1 rows; 1:c 2:b 3:x",
        "UPDATE hk SET code = 'x' WHERE id = 3 | rollback | UPDATE hk SET code = 'c' WHERE id = 1 | true  | 23505; 1:a 2:b 3:c",
        "UPDATE hk SET code = 'x' WHERE id = 3 | rollback | UPDATE hk SET code = 'c' WHERE id = 1 | false | 23505; 1:a 2:b 3:c",
        "UPDATE hk SET code = 'x' WHERE id = 3 | commit   | INSERT INTO hk VALUES (4, 'c')        | true  | 1 rows; 1:a 2:b 3:x 4:c",
        "UPDATE hk SET code = 'x' WHERE id = 3 | rollback | INSERT INTO hk VALUES (4, 'c')        | false | 23505; 1:a 2:b 3:c",
        "DELETE FROM hk WHERE id = 3           | commit   | INSERT INTO hk VALUES (4, 'c')        | true  | 1 rows; 1:a 2:b 4:c",
        "UPDATE hk SET id = 30 WHERE id = 3    | commit   | INSERT INTO hk VALUES (3, 'q')        | true  | 1 rows; 1:a 2:b 3:q 30:c",
        "UPDATE hk SET id = 30 WHERE id = 3    | rollback | INSERT INTO hk VALUES (3, 'q')        | false | 23505; 1:a 2:b 3:c"})
    void aKeyAnotherTransactionIsMovingAwayIsWaitedFor(String moving, String end, String writing, boolean autoCommit, String expected)
            throws Exception {
        String outcome;
        try (Connection other = connect(db); Connection c = connect(db)) {
            other.setAutoCommit(false);
            other.createStatement().execute(moving);
            c.setAutoCommit(autoCommit);
            outcome = WaitingWrite.outcome(threads, c, writing, other, end.equals("commit"), WAITS_FOR_THE_KEYS_ROW);
        }
        assertEquals(expected, outcome + "; " + rows());
        checkReopen();
    }

    /** The wait is bounded as any wait for a row: lock_timeout ends it with 55P03, and nothing is written. */
    @Test
    void theWaitEndsAtTheLockTimeout() throws Exception {
        try (Connection other = connect(db); Connection c = connect(db); Statement s = c.createStatement()) {
            other.setAutoCommit(false);
            other.createStatement().execute("UPDATE hk SET code = 'x' WHERE id = 3");
            s.execute("SET lock_timeout = '100ms'");
            String outcome;
            try {
                outcome = s.executeUpdate("UPDATE hk SET code = 'c' WHERE id = 1") + " rows";
            } catch (SQLException e) {
                outcome = e.getSQLState();
            }
            other.rollback();
            assertEquals("55P03; 1:a 2:b 3:c", outcome + "; " + rows());
        }
    }

    /**
     * The wait is part of the deadlock check: the writer of the key waits for the transaction moving it away, which then
     * waits for a row the writer holds. One of the two fails with 40P01, as in PostgreSQL, and the other goes on.
     */
    @Test
    void aDeadlockThroughTheKeysRowFailsOneTransaction() throws Exception {
        try (Connection mover = connect(db); Connection writer = connect(db)) {
            mover.setAutoCommit(false);
            writer.setAutoCommit(false);
            mover.createStatement().execute("UPDATE hk SET code = 'x' WHERE id = 3");
            writer.createStatement().execute("UPDATE hk SET code = 'bb' WHERE id = 2");
            AtomicReference<Thread> thread = new AtomicReference<>();
            Future<String> write = threads.submit(() -> {
                thread.set(Thread.currentThread());
                return attempt(writer, "UPDATE hk SET code = 'c' WHERE id = 1");
            });
            Await.until("the write waits for the row holding the key", () -> WaitingWrite.waitsIn(thread.get(), Set.of(WAITS_FOR_THE_KEYS_ROW)));
            String moved = attempt(mover, "UPDATE hk SET code = 'y' WHERE id = 2");
            String written = write.get(30, TimeUnit.SECONDS);
            assertEquals("one 40P01", (moved + " " + written).replace("1 rows", "").strip().equals("40P01") ? "one 40P01"
                    : moved + " / " + written);
        }
        checkReopen();
    }

    /** "n rows" and a commit, or the SQLState {@code sql} failed with and a rollback. */
    private static String attempt(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            int rows = s.executeUpdate(sql);
            c.commit();
            return rows + " rows";
        } catch (SQLException e) {
            c.rollback();
            return e.getSQLState();
        }
    }

    /** A key simply taken (its row held by no other transaction) still fails at once. */
    @Test
    void aKeyNoOneIsChangingFailsAtOnce() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET lock_timeout = '30s'");
            String outcome;
            try {
                outcome = s.executeUpdate("UPDATE hk SET code = 'c' WHERE id = 1") + " rows";
            } catch (SQLException e) {
                outcome = e.getSQLState();
            }
            assertEquals("23505; 1:a 2:b 3:c", outcome + "; " + rows());
        }
    }

    /**
     * An identity value a committed row already holds fails the INSERT with 23505, as in PostgreSQL: the statement is not run
     * again, which drew the identity's next value and succeeded (the corpus's insert and returning families).
     */
    @Test
    void anIdentityValueACommittedRowHoldsFailsTheInsertOnce() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE tags (id int GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, label text)");
            s.execute("INSERT INTO tags (label) VALUES ('red')");
            s.execute("INSERT INTO tags (id, label) VALUES (2, 'green')");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO tags (label) VALUES ('blue')")).getSQLState());
            s.execute("INSERT INTO tags (label) VALUES ('white')");
            try (ResultSet rs = s.executeQuery("SELECT string_agg(id || ':' || label, ' ' ORDER BY id) FROM tags")) {
                rs.next();
                assertEquals("1:red 2:green 3:white", rs.getString(1));
            }
        }
    }

    private String rows() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT string_agg(id || ':' || code, ' ' ORDER BY id) FROM hk")) {
            rs.next();
            return rs.getString(1);
        }
    }

    private void checkReopen() throws SQLException {
        String before = dump(db);
        db.shutdown();
        db = open("held", store);
        assertEquals(before, dump(db), "reopened from the log");
    }
}
