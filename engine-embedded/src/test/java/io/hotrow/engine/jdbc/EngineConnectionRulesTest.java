package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The transaction rules of docs/sessions.md, checked on one engine database. */
class EngineConnectionRulesTest {

    private final MemoryObjectStore memory = new MemoryObjectStore("rules-test");
    /** One thread per concurrent session: each may block on the lane or on durability at the same time. */
    private final ExecutorService sessions = Executors.newCachedThreadPool();

    @AfterEach
    void stopSessions() {
        sessions.shutdownNow();
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private Database tableT(MemoryObjectStore store) throws SQLException {
        Database db = open("rules", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
            s.execute("INSERT INTO t VALUES (1, 0)");
        }
        return db;
    }

    @Test
    void aWriterWaitingForALockedRowTimesOutWith55P03() throws SQLException {
        Database db = tableT(memory);
        try (Connection holder = connect(db); Connection waiter = EngineConnection.open(db, "jdbc:hotrow:mem:/rules", Duration.ofMillis(200))) {
            holder.setAutoCommit(false);
            holder.createStatement().execute("UPDATE t SET v = 2 WHERE id = 1"); // holds the row to its commit
            SQLException e = assertThrows(SQLException.class, () -> waiter.createStatement().execute("UPDATE t SET v = 1"));
            assertEquals("55P03", e.getSQLState());
            assertTrue(e.getMessage().contains("lock timeout"), e.getMessage());
            holder.commit();
            waiter.createStatement().execute("UPDATE t SET v = 1"); // free again
        }
    }

    @Test
    void readersAndReadOnlyTransactionsNeverWaitForTheLane() throws SQLException {
        Database db = tableT(memory);
        try (Connection writer = connect(db); Connection reader = EngineConnection.open(db, "jdbc:hotrow:mem:/rules", Duration.ofMillis(100))) {
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
    void unsupportedShapesFailWith42000AndChangeNothing() throws SQLException {
        Database db = tableT(memory);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("42000", assertThrows(SQLException.class, () -> s.addBatch("SELECT 1; DELETE FROM t")).getSQLState());
            c.setAutoCommit(false);
            assertEquals("42000", assertThrows(SQLException.class, () -> s.execute("COMMIT AND CHAIN")).getSQLState());
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(1, count(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    @Timeout(120)
    void readersOutsideTheLaneNeverSeeACommitBeforeItIsDurable() throws Exception {
        Database db = tableT(memory);
        memory.holdPuts();
        int putsBefore = memory.putsStarted();
        AtomicBoolean released = new AtomicBoolean();
        try (Connection writer = connect(db); Connection reader = connect(db); Connection readOnly = connect(db);
             Connection readWrite = connect(db)) {
            CompletableFuture<Void> commit = async(() -> {
                writer.createStatement().execute("INSERT INTO t VALUES (2, 2)");
                return null;
            });
            Await.until("the insert applied and its log object on its way", () -> memory.putsStarted() > putsBefore);
            readOnly.setReadOnly(true);
            readOnly.setAutoCommit(false);
            CompletableFuture<Long> autocommitRead = async(() -> seenAt(count(reader, "SELECT count(*) FROM t"), released));
            CompletableFuture<Long> readOnlyRead = async(() -> seenAt(count(readOnly, "SELECT count(*) FROM t"), released));

            // Early lane release: a read-write transaction gets the lane while the PUT is in flight and sees
            // the applied commit; its own commit then waits until that commit is durable.
            readWrite.setAutoCommit(false);
            assertEquals(2, count(readWrite, "SELECT count(*) FROM t"));
            CompletableFuture<Void> dependentCommit = async(() -> {
                readWrite.commit();
                return null;
            });

            released.set(true);
            memory.releasePuts();
            commit.get(30, TimeUnit.SECONDS);
            dependentCommit.get(30, TimeUnit.SECONDS);
            assertTrue(autocommitRead.get(30, TimeUnit.SECONDS) >= 1);
            assertTrue(readOnlyRead.get(30, TimeUnit.SECONDS) >= 1);
            assertEquals(2, count(reader, "SELECT count(*) FROM t"));
        }
    }

    @Test
    @Timeout(120)
    void aSchemaChangeIsNotVisibleBeforeItIsDurableAndAFailedOneHoldsNobodyBack() throws Exception {
        Database db = tableT(memory);
        try (Connection ddl = connect(db); Connection reader = connect(db)) {
            SQLException exists = assertThrows(SQLException.class, () -> ddl.createStatement().execute("CREATE TABLE t (id int)"));
            assertEquals("42P07", exists.getSQLState());
            assertEquals(1, count(reader, "SELECT count(*) FROM t"), "a failed schema change leaves no reader waiting");

            memory.holdPuts();
            int putsBefore = memory.putsStarted();
            AtomicBoolean released = new AtomicBoolean();
            CompletableFuture<Void> create = async(() -> {
                ddl.createStatement().execute("CREATE TABLE u (id int PRIMARY KEY)");
                return null;
            });
            Await.until("the table created by H2 and its log object on its way", () -> memory.putsStarted() > putsBefore);
            CompletableFuture<Long> seen = async(() -> seenAt(1 + count(reader,
                    "SELECT count(*) FROM information_schema.tables WHERE table_name = 'u'"), released));
            released.set(true);
            memory.releasePuts();
            create.get(30, TimeUnit.SECONDS);
            assertTrue(seen.get(30, TimeUnit.SECONDS) >= 1);
        }
    }

    /** A reader's result, checked: a result that includes the pending row may only come back once its PUT was released. */
    private static long seenAt(long count, AtomicBoolean released) {
        if (count == 2 && !released.get()) {
            throw new AssertionError("a reader saw a commit whose log object was not durable");
        }
        return count;
    }

    private interface SqlCall<T> {
        T call() throws Exception;
    }

    private <T> CompletableFuture<T> async(SqlCall<T> call) {
        return CompletableFuture.supplyAsync(() -> {
            try {
                return call.call();
            } catch (Exception e) {
                throw new CompletionException(e);
            }
        }, sessions);
    }

    @Test
    void aFailedPutFailsTheCommitClosesTheDatabaseAndReopeningRecoversTheDurableState() throws SQLException {
        Database db = tableT(memory);
        try (Connection c = connect(db); Connection other = connect(db)) {
            memory.failPutsBeforeSend(1);
            assertEquals("58030", assertThrows(SQLException.class, () -> c.createStatement().execute("INSERT INTO t VALUES (2, 2)")).getSQLState());
            assertEquals("57P01", assertThrows(SQLException.class, () -> other.createStatement().executeQuery("SELECT 1")).getSQLState());
            assertFalse(other.isValid(1));
        }
        try (Connection c = connect(open("rules", memory))) {
            assertEquals(1, count(c, "SELECT count(*) FROM t"), "the failed commit never landed");
        }
    }

    @Test
    void aLostResponseIsReportedAndTheLandedCommitSurvivesReopening() throws SQLException {
        Database db = tableT(memory);
        try (Connection c = connect(db)) {
            memory.losePutResponses(1);
            assertEquals("58030", assertThrows(SQLException.class, () -> c.createStatement().execute("INSERT INTO t VALUES (2, 2)")).getSQLState());
        }
        try (Connection c = connect(open("rules", memory))) {
            assertEquals(2, count(c, "SELECT count(*) FROM t"), "the log object landed, so the commit is part of the database");
        }
    }

    @Test
    void closingAConnectionMidTransactionRollsBackAndFreesTheLane() throws SQLException {
        Database db = tableT(memory);
        Connection abandoned = connect(db);
        abandoned.setAutoCommit(false);
        abandoned.createStatement().execute("UPDATE t SET v = 9 WHERE id = 1");
        abandoned.close();
        try (Connection c = EngineConnection.open(db, "jdbc:hotrow:mem:/rules", Duration.ofMillis(200))) {
            c.createStatement().execute("UPDATE t SET v = v + 1 WHERE id = 1");
            assertEquals(1, count(c, "SELECT v FROM t WHERE id = 1"));
        }
    }

    /** READ UNCOMMITTED runs as READ COMMITTED, as in PostgreSQL: no reader sees a row that is not committed. */
    @Test
    void readUncommittedNeverShowsUncommittedRows() throws SQLException {
        Database db = tableT(memory);
        try (Connection writer = connect(db); Connection reader = connect(db)) {
            reader.setTransactionIsolation(Connection.TRANSACTION_READ_UNCOMMITTED);
            assertEquals(Connection.TRANSACTION_READ_UNCOMMITTED, reader.getTransactionIsolation());
            writer.setAutoCommit(false);
            writer.createStatement().execute("UPDATE t SET v = 42 WHERE id = 1");
            assertEquals(0, count(reader, "SELECT v FROM t WHERE id = 1"), "the uncommitted 42 stays invisible");
            writer.rollback();
        }
    }
}
