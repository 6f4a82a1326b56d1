package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
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
import org.junit.jupiter.params.provider.EnumSource;

/**
 * What ends a statement's wait or run besides its own limits (docs/sessions.md, "Network timeout,
 * interrupts, close from another thread"): the connection's network timeout, an interrupt of the
 * calling thread, and close() or abort() from another thread. Each ends it with an SQLException in
 * PostgreSQL's words, and what the statement's transaction held (rows, the lane) is free at once.
 * Waits are recognised by what the database shows (its wait counts, the lane's queue), never by time.
 */
@Timeout(120)
class StatementBoundsTest {

    /** Far shorter than the 30 s lane timeout a wait would otherwise last; long enough for a busy machine to start the statement. */
    private static final int NETWORK_TIMEOUT_MILLIS = 1500;
    /** A statement that runs far longer than any test: 10^10 rows counted. */
    private static final String LONG_QUERY = "SELECT count(*) FROM system_range(1, 100000) a, system_range(1, 100000) b";

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        store = new MemoryObjectStore("statement-bounds");
        db = open("shop", store);
        execute("CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)", "INSERT INTO t VALUES (1, 0), (2, 0)");
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    private void serialized() throws SQLException {
        db.shutdown();
        db = open("shop", store, EngineSettings.DEFAULT.withConcurrency(Concurrency.SERIALIZED));
    }

    // ---- the network timeout ----

    /** What blocks the second connection's write, and how the test sees that it waits. */
    enum Blocker {
        /** Another transaction's uncommitted update of the same row. */
        ROW_LOCK,
        /** A transaction that changed the table holds it to its end. */
        SCHEMA_CHANGE,
        /** The serialized mode: a write transaction holds the lane to its end. */
        SERIALIZED_LANE
    }

    /**
     * pgjdbc gives up reading after the network timeout, fails with 08006 and closes the
     * connection; PostgreSQL then rolls its transaction back. The engine does the same for a
     * statement still waiting at that time, instead of waiting the 30 s lane timeout.
     */
    @ParameterizedTest
    @EnumSource(Blocker.class)
    void theNetworkTimeoutEndsAWaitClosesTheConnectionAndFreesWhatItHeld(Blocker blocker) throws Exception {
        if (blocker == Blocker.SERIALIZED_LANE) {
            serialized();
        }
        try (Connection a = transaction(); Connection b = transaction()) {
            if (blocker == Blocker.ROW_LOCK) {
                update(b, "UPDATE t SET n = 5 WHERE id = 2"); // B holds row 2, which C takes once B's connection is gone
            }
            block(a, blocker);
            b.setNetworkTimeout(threads, NETWORK_TIMEOUT_MILLIS);
            assertEquals(NETWORK_TIMEOUT_MILLIS, b.getNetworkTimeout());
            SQLException e = assertThrows(SQLException.class, () -> update(b, "UPDATE t SET n = 2 WHERE id = 1"));
            assertEquals("08006", e.getSQLState(), e.getMessage());
            assertSame(SQLException.class, e.getClass(), "no engine-internal exception type reaches the application");
            assertTrue(b.isClosed(), "as pgjdbc, the connection is closed after its network timeout");
            a.rollback();
            if (blocker == Blocker.ROW_LOCK) {
                try (Connection c = transaction()) {
                    assertEquals(1, promptly(threads.submit(() -> update(c, "UPDATE t SET n = 7 WHERE id = 2"))), "C's write of B's row");
                    c.commit();
                }
            }
        }
        assertEquals(0, value("SELECT n FROM t WHERE id = 1"), "B's update did not happen");
        assertEquals(blocker == Blocker.ROW_LOCK ? 7 : 0, value("SELECT n FROM t WHERE id = 2"), "B's transaction was rolled back");
    }

    @Test
    void theNetworkTimeoutEndsALongStatement() throws Exception {
        try (Connection b = connect(db); Statement s = b.createStatement()) {
            b.setNetworkTimeout(null, NETWORK_TIMEOUT_MILLIS); // pgjdbc takes a null executor
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(LONG_QUERY));
            assertEquals("08006", e.getSQLState(), e.getMessage());
            assertTrue(b.isClosed());
        }
    }

    @Test
    void theNetworkTimeoutIsCheckedAsPgjdbcChecksIt() throws Exception {
        try (Connection c = connect(db)) {
            assertEquals(0, c.getNetworkTimeout());
            assertEquals("22023", assertThrows(SQLException.class, () -> c.setNetworkTimeout(threads, -1)).getSQLState());
            c.setNetworkTimeout(null, 0);
            c.close();
            assertEquals("08003", assertThrows(SQLException.class, () -> c.setNetworkTimeout(threads, 10)).getSQLState());
            assertEquals("08003", assertThrows(SQLException.class, c::getNetworkTimeout).getSQLState());
        }
    }

    /** A statement that ends in time is unaffected, and so is the connection's next statement. */
    @Test
    void aNetworkTimeoutThatDoesNotRunOutChangesNothing() throws Exception {
        try (Connection c = connect(db)) {
            c.setNetworkTimeout(threads, 60_000);
            assertEquals(1, update(c, "UPDATE t SET n = 1 WHERE id = 1"));
            assertEquals(1, value(c, "SELECT n FROM t WHERE id = 1"));
            assertFalse(c.isClosed());
        }
    }

    // ---- the lane timeout: a plain SQLException ----

    @Test
    void aLaneTimeoutIsAPlainSqlExceptionWithLockNotAvailable() throws Exception {
        serialized();
        try (Connection a = transaction(); Connection b = EngineConnection.open(db, "jdbc:hotrow:mem:/shop", Duration.ofMillis(200))) {
            update(a, "UPDATE t SET n = 1 WHERE id = 1");
            b.setAutoCommit(false);
            SQLException e = assertThrows(SQLException.class, () -> update(b, "UPDATE t SET n = 2 WHERE id = 2"));
            assertEquals("55P03", e.getSQLState(), e.getMessage());
            assertSame(SQLException.class, e.getClass(), "no engine-internal exception type reaches the application");
        }
    }

    // ---- an interrupt of the waiting thread ----

    @ParameterizedTest
    @EnumSource(Blocker.class)
    void anInterruptEndsAWaitWithQueryCanceledAndKeepsTheFlag(Blocker blocker) throws Exception {
        if (blocker == Blocker.SERIALIZED_LANE) {
            serialized();
        }
        try (Connection a = transaction(); Connection b = transaction()) {
            block(a, blocker);
            AtomicReference<Thread> waiter = new AtomicReference<>();
            Future<SQLException> waiting = threads.submit(() -> {
                waiter.set(Thread.currentThread());
                try {
                    update(b, "UPDATE t SET n = 2 WHERE id = 1");
                    return null;
                } catch (SQLException e) {
                    assertTrue(Thread.currentThread().isInterrupted(), "the interrupt flag stays set");
                    return e;
                }
            });
            awaitBlocked(blocker, 1);
            waiter.get().interrupt();
            SQLException e = waiting.get(30, TimeUnit.SECONDS);
            assertNotNull(e, "the interrupted write reported success");
            assertEquals("57014", e.getSQLState(), e.getMessage());
            a.rollback();
            b.rollback();
        }
    }

    // ---- close() and abort() from another thread ----

    enum Closing { CLOSE, ABORT }

    /** Where the statement whose connection is closed from another thread is. */
    enum Running {
        /** Running a long query inside a transaction that changed the schema, so it holds what it changed. */
        LONG_QUERY_AFTER_SCHEMA_CHANGE,
        /** Running a long query in the serialized mode, in a transaction that holds the lane. */
        LONG_QUERY_HOLDING_THE_LANE,
        /** Waiting for the lane in the serialized mode. */
        WAITING_FOR_THE_LANE,
        /** Waiting for a row lock. */
        WAITING_FOR_A_ROW,
        /** Waiting for a transaction that changed the schema to end. */
        WAITING_FOR_A_SCHEMA_CHANGE
    }

    @ParameterizedTest
    @EnumSource(Running.class)
    void closeFromAnotherThreadEndsTheStatementAndFreesTheLane(Running running) throws Exception {
        closingFromAnotherThread(running, Closing.CLOSE);
    }

    @ParameterizedTest
    @EnumSource(Running.class)
    void abortFromAnotherThreadEndsTheStatementAndFreesTheLane(Running running) throws Exception {
        closingFromAnotherThread(running, Closing.ABORT);
    }

    /**
     * A close that lands as the statement starts, before H2 runs it: H2 forgets a cancel when its next
     * command starts with a query timeout (here statement_timeout), so one cancel may be lost and the
     * query run on, holding its transaction. Repeated, to land in that window.
     */
    @Test
    @Timeout(600)
    void aCloseAsTheStatementStartsStillEndsIt() throws Exception {
        for (int attempt = 1; attempt <= 40; attempt++) {
            String which = "the statement of a closed connection (attempt " + attempt + ")";
            Connection b = transaction();
            update(b, "SET statement_timeout = '300s'");
            update(b, "UPDATE t SET n = 3 WHERE id = 2");
            Future<?> statement = threads.submit(() -> value(b, LONG_QUERY));
            Await.until("the statement starts", () -> db.runningStatements() == 1);
            promptly(threads.submit(() -> {
                b.close();
                return null;
            }), "close from another thread");
            assertThrows(ExecutionException.class, () -> promptly(statement, which));
        }
        try (Connection c = transaction()) {
            assertEquals(1, promptly(threads.submit(() -> update(c, "UPDATE t SET n = 9 WHERE id = 2"))), "C's write of B's row");
            c.rollback();
        }
    }

    /** A read waiting for a transaction that changed the schema ends at a close or abort from another thread, not at its timeout. */
    @ParameterizedTest
    @EnumSource(Closing.class)
    void closeOrAbortEndsAReadWaitingForASchemaChange(Closing closing) throws Exception {
        try (Connection holder = transaction(); Connection reader = connect(db)) {
            update(holder, "ALTER TABLE t ADD COLUMN v int");
            Future<?> read = threads.submit(() -> value(reader, "SELECT count(*) FROM t"));
            Await.until("the read waits for the schema change", () -> db.schemaGate().waitingReaders() == 1);
            promptly(threads.submit(() -> {
                if (closing == Closing.CLOSE) {
                    reader.close();
                } else {
                    reader.abort(threads);
                }
                return null;
            }), closing + " from another thread");
            SQLException e = assertInstanceOfSql(assertThrows(ExecutionException.class, () -> read.get(30, TimeUnit.SECONDS)).getCause());
            assertTrue(e.getSQLState() != null && (e.getSQLState().startsWith("08") || e.getSQLState().equals("57014")),
                    e.getSQLState() + " " + e.getMessage());
            holder.rollback();
        }
    }

    private void closingFromAnotherThread(Running running, Closing closing) throws Exception {
        if (running == Running.LONG_QUERY_HOLDING_THE_LANE || running == Running.WAITING_FOR_THE_LANE) {
            serialized();
        }
        try (Connection holder = transaction(); Connection b = transaction()) {
            Future<?> statement;
            Blocker blocker = switch (running) {
                case WAITING_FOR_THE_LANE -> Blocker.SERIALIZED_LANE;
                case WAITING_FOR_A_ROW -> Blocker.ROW_LOCK;
                case WAITING_FOR_A_SCHEMA_CHANGE -> Blocker.SCHEMA_CHANGE;
                default -> null;
            };
            if (blocker != null) {
                block(holder, blocker);
                statement = threads.submit(() -> update(b, "UPDATE t SET n = 2 WHERE id = 1"));
                awaitBlocked(blocker, 1);
            } else {
                update(b, running == Running.LONG_QUERY_AFTER_SCHEMA_CHANGE ? "CREATE TABLE u (v int)" : "UPDATE t SET n = 3 WHERE id = 2");
                holder.rollback();
                statement = threads.submit(() -> value(b, LONG_QUERY));
                Await.until("the long query runs", () -> db.runningStatements() == 1);
            }
            promptly(threads.submit(() -> {
                if (closing == Closing.CLOSE) {
                    b.close();
                } else {
                    b.abort(threads);
                }
                return null;
            }), closing + " from another thread");
            ExecutionException ended = assertThrows(ExecutionException.class, () -> statement.get(30, TimeUnit.SECONDS));
            SQLException e = assertInstanceOfSql(ended.getCause());
            assertTrue(e.getSQLState() != null && (e.getSQLState().startsWith("08") || e.getSQLState().equals("57014")
                    || e.getSQLState().equals("57P01")), e.getSQLState() + " " + e.getMessage());
            holder.rollback();
            try (Connection c = transaction()) {
                assertEquals(1, promptly(threads.submit(() -> update(c, "UPDATE t SET n = 9 WHERE id = 1"))), "C's write");
                assertEquals(1, promptly(threads.submit(() -> update(c, "UPDATE t SET n = 9 WHERE id = 2"))), "C's write of B's row");
                c.commit();
            }
        }
        assertEquals(0, value("SELECT count(*) FROM information_schema.tables WHERE table_name = 'u'"), "B's schema change rolled back");
    }

    // ---- helpers ----

    /** Makes {@code a} hold what a write of row 1 by another connection must wait for. */
    private static void block(Connection a, Blocker blocker) throws SQLException {
        switch (blocker) {
            case ROW_LOCK, SERIALIZED_LANE -> update(a, "UPDATE t SET n = 1 WHERE id = 1");
            case SCHEMA_CHANGE -> update(a, "ALTER TABLE t ADD COLUMN v int");
        }
    }

    private void awaitBlocked(Blocker blocker, int waiters) {
        switch (blocker) {
            case ROW_LOCK -> Await.until("the write waits for the row", () -> db.waitingForRowLocks() == waiters);
            case SCHEMA_CHANGE -> Await.until("the write waits for the schema change", () -> db.writerShares().waiting() == waiters);
            case SERIALIZED_LANE -> Await.until("the write waits for the lane", () -> db.lane().waiting() == waiters);
        }
    }

    private static SQLException assertInstanceOfSql(Throwable t) {
        if (t instanceof SQLException e) {
            return e;
        }
        throw new AssertionError("not an SQLException", t);
    }

    private static <T> T promptly(Future<T> work) throws Exception {
        return promptly(work, "a statement that waits for nothing");
    }

    private static <T> T promptly(Future<T> work, String what) throws Exception {
        try {
            return work.get(30, TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            throw new AssertionError(what + ": still running after 30 s");
        }
    }

    private Connection transaction() throws SQLException {
        Connection c = connect(db);
        c.setAutoCommit(false);
        return c;
    }

    private void execute(String... sql) throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (String each : sql) {
                s.execute(each);
            }
        }
    }

    private static int update(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            return s.executeUpdate(sql);
        }
    }

    private long value(String sql) throws SQLException {
        try (Connection c = connect(db)) {
            return value(c, sql);
        }
    }

    private static long value(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
