package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.ControllableStore;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** The transaction rules of DESIGN.md §3, checked on one engine database. */
class EngineConnectionRulesTest {

    private final MemoryObjectStore memory = new MemoryObjectStore("rules-test");

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private Database tableT(ControllableStore store) throws SQLException {
        Database db = open("rules", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
            s.execute("INSERT INTO t VALUES (1, 0)");
        }
        return db;
    }

    @Test
    void aWaitingWriterTimesOutWith55P03AndLearnsHowLongTheHolderHeldTheLane() throws SQLException {
        Database db = tableT(new ControllableStore(memory));
        try (Connection holder = connect(db); Connection waiter = db.connect("jdbc:hotrow:mem:/rules", Duration.ofMillis(200))) {
            holder.setAutoCommit(false);
            holder.createStatement().execute("SELECT v FROM t WHERE id = 1"); // first statement of a write transaction takes the lane
            SQLException e = assertThrows(SQLException.class, () -> waiter.createStatement().execute("UPDATE t SET v = 1"));
            assertEquals("55P03", e.getSQLState());
            assertTrue(e.getMessage().contains("has held it for"), e.getMessage());
            holder.commit();
            waiter.createStatement().execute("UPDATE t SET v = 1"); // free again
        }
    }

    @Test
    void readersAndReadOnlyTransactionsNeverWaitForTheLane() throws SQLException {
        Database db = tableT(new ControllableStore(memory));
        try (Connection writer = connect(db); Connection reader = db.connect("jdbc:hotrow:mem:/rules", Duration.ofMillis(100))) {
            writer.setAutoCommit(false);
            writer.createStatement().execute("UPDATE t SET v = 5 WHERE id = 1");
            assertEquals(0, count(reader, "SELECT v FROM t WHERE id = 1"), "autocommit read, uncommitted write invisible");
            reader.setReadOnly(true);
            reader.setAutoCommit(false);
            assertEquals(0, count(reader, "SELECT v FROM t WHERE id = 1"), "read-only transaction");
            SQLException e = assertThrows(SQLException.class, () -> reader.createStatement().execute("INSERT INTO t VALUES (2, 2)"));
            assertEquals("25006", e.getSQLState());
            reader.rollback();
            writer.commit();
        }
    }

    @Test
    void unsupportedShapesFailWith0A000AndChangeNothing() throws SQLException {
        Database db = tableT(new ControllableStore(memory));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("0A000", assertThrows(SQLException.class, () -> s.execute("SELECT 1; DELETE FROM t")).getSQLState());
            c.setAutoCommit(false);
            assertEquals("0A000", assertThrows(SQLException.class, () -> s.execute("CREATE TABLE u (id int)")).getSQLState());
            assertEquals("0A000", assertThrows(SQLException.class, () -> s.execute("SAVEPOINT a")).getSQLState());
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(1, count(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void aCommitIsNotVisibleToReadersBeforeItIsDurable() throws Exception {
        ControllableStore store = new ControllableStore(memory);
        Database db = tableT(store);
        store.hold();
        try (Connection writer = connect(db); Connection reader = connect(db)) {
            CompletableFuture<Void> commit = CompletableFuture.runAsync(() -> {
                try {
                    writer.createStatement().execute("INSERT INTO t VALUES (2, 2)");
                } catch (SQLException e) {
                    throw new RuntimeException(e);
                }
            });
            assertTrue(store.awaitPutInFlight());
            assertFalse(commit.isDone(), "the commit must wait for its log object");
            assertEquals(1, count(reader, "SELECT count(*) FROM t"), "a reader must not see a commit that is not durable");
            store.release();
            commit.get(30, TimeUnit.SECONDS);
            assertEquals(2, count(reader, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void aFailedPutRollsBackClosesTheDatabaseAndReopeningRecoversTheDurableState() throws SQLException {
        ControllableStore store = new ControllableStore(memory);
        Database db = tableT(store);
        try (Connection c = connect(db); Connection other = connect(db)) {
            store.mode(ControllableStore.Mode.FAIL_BEFORE_WRITE);
            assertEquals("58030", assertThrows(SQLException.class, () -> c.createStatement().execute("INSERT INTO t VALUES (2, 2)")).getSQLState());
            assertEquals("57P01", assertThrows(SQLException.class, () -> other.createStatement().executeQuery("SELECT 1")).getSQLState());
            assertFalse(other.isValid(1));
        }
        store.mode(ControllableStore.Mode.NORMAL);
        try (Connection c = connect(open("rules", store))) {
            assertEquals(1, count(c, "SELECT count(*) FROM t"), "the failed commit never landed");
        }
    }

    @Test
    void aLostResponseIsReportedAndTheLandedCommitSurvivesReopening() throws SQLException {
        ControllableStore store = new ControllableStore(memory);
        Database db = tableT(store);
        try (Connection c = connect(db)) {
            store.mode(ControllableStore.Mode.LOSE_RESPONSE);
            assertEquals("58030", assertThrows(SQLException.class, () -> c.createStatement().execute("INSERT INTO t VALUES (2, 2)")).getSQLState());
        }
        store.mode(ControllableStore.Mode.NORMAL);
        try (Connection c = connect(open("rules", store))) {
            assertEquals(2, count(c, "SELECT count(*) FROM t"), "the log object landed, so the commit is part of the database");
        }
    }

    @Test
    void closingAConnectionMidTransactionRollsBackAndFreesTheLane() throws SQLException {
        Database db = tableT(new ControllableStore(memory));
        Connection abandoned = connect(db);
        abandoned.setAutoCommit(false);
        abandoned.createStatement().execute("UPDATE t SET v = 9 WHERE id = 1");
        abandoned.close();
        try (Connection c = db.connect("jdbc:hotrow:mem:/rules", Duration.ofMillis(200))) {
            c.createStatement().execute("UPDATE t SET v = v + 1 WHERE id = 1");
            assertEquals(1, count(c, "SELECT v FROM t WHERE id = 1"));
        }
    }
}
