package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * {@code Statement.cancel()} from another thread, as PostgreSQL's cancel request behaves: one that
 * arrives while a statement runs ends it with 57014, however early in its run; one that arrives
 * while no statement runs does nothing, and the next statement runs to its end. H2 forgets a cancel
 * when its next command starts (with a query timeout), and keeps one that came between commands for
 * the next (without one).
 */
@Timeout(120)
class StatementCancelTest {

    private static final String LONG_QUERY = "SELECT count(*) FROM system_range(1, 100000) a, system_range(1, 100000) b";
    private static final int ATTEMPTS = 40;

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private Database db;

    @BeforeEach
    void openDatabase() throws SQLException {
        db = open("cancel", new MemoryObjectStore("cancel"));
    }

    @AfterEach
    void close() throws InterruptedException {
        threads.shutdownNow();
        threads.awaitTermination(30, TimeUnit.SECONDS);
        db.shutdown();
    }

    /**
     * The cancel comes as the statement starts, while its text is analysed or before H2 runs it: the
     * windows H2 alone, and an analysis closed before its run, lose it in.
     */
    @ParameterizedTest
    @ValueSource(strings = {"0", "300s"})
    void aCancelAsTheStatementStartsEndsIt(String statementTimeout) throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET statement_timeout = '" + statementTimeout + "'");
            for (int i = 1; i <= ATTEMPTS; i++) {
                int attempt = i;
                Future<Long> query = threads.submit(() -> value(s, LONG_QUERY));
                // its analysis (cached after the first attempt) counts: a cancel from then on, even between analysis and run, ends it
                Await.until("the statement starts", () -> db.analysingStatements() + db.runningStatements() == 1);
                s.cancel();
                SQLException e = assertInstanceOf(SQLException.class, assertThrows(ExecutionException.class,
                        () -> promptly(query, "the cancelled query (attempt " + attempt + ")")).getCause());
                assertEquals("57014", e.getSQLState(), "attempt " + attempt + ": " + e.getMessage());
                assertEquals(1, value(s, "SELECT 1"), "the statement after a cancelled one runs (attempt " + attempt + ")");
            }
        }
    }

    /** A cancel while no statement runs is not kept for the next one, whatever the timeouts. */
    @ParameterizedTest
    @ValueSource(strings = {"0", "300s"})
    void aCancelBetweenStatementsDoesNothing(String statementTimeout) throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET statement_timeout = '" + statementTimeout + "'");
            s.cancel();
            assertEquals(1, value(s, "SELECT 1"));
            c.setAutoCommit(false);
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            c.commit();
            s.execute("INSERT INTO t VALUES (1)");
            s.cancel();
            c.commit();
            assertEquals(1, value(s, "SELECT count(*) FROM t"));
        }
    }

    /**
     * Cancels hammered at short statements from another thread: each statement either ends with
     * 57014 or runs to its end, and once the cancels stop every statement runs (none inherits one).
     */
    @Test
    void cancelsHammeredAtShortStatementsEndThemOrMissThemButNeverTheNextOnes() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            AtomicBoolean stop = new AtomicBoolean();
            Future<?> canceller = threads.submit(() -> {
                while (!stop.get()) {
                    s.cancel();
                }
                return null;
            });
            int cancelled = 0, ran = 0;
            try {
                for (int i = 0; i < 2_000; i++) {
                    try {
                        assertEquals(1, value(s, "SELECT 1"));
                        ran++;
                    } catch (SQLException e) {
                        assertEquals("57014", e.getSQLState(), e.getMessage());
                        cancelled++;
                    }
                }
            } finally {
                stop.set(true);
            }
            // get() of a cancelled Future returns at once, while a last cancel() may still be on its way: wait for its end
            canceller.get(30, TimeUnit.SECONDS);
            for (int i = 0; i < 100; i++) {
                assertEquals(1, value(s, "SELECT 1"), "after " + cancelled + " cancelled and " + ran + " run");
            }
        }
    }

    /**
     * A cancel, or a close from another thread, that comes while the engine still parses a text of
     * megabytes (seconds of lexing) ends it there: the parse polls for it, as it does for a timeout.
     */
    @ParameterizedTest
    @ValueSource(strings = {"cancel", "close"})
    void aStopDuringTheParseOfAHugeTextEndsIt(String stop) throws Exception {
        String huge = "SELECT 1 /* " + "x".repeat(20_000_000) + " */";
        Connection c = connect(db);
        try (Statement s = c.createStatement()) {
            Future<Long> query = threads.submit(() -> value(s, huge));
            Await.until("the statement's analysis starts", () -> db.analysingStatements() == 1);
            if (stop.equals("cancel")) {
                s.cancel();
            } else {
                c.close();
            }
            SQLException e = assertInstanceOf(SQLException.class, assertThrows(ExecutionException.class,
                    () -> promptly(query, "the " + stop + "led parse")).getCause());
            assertEquals(stop.equals("cancel") ? "57014" : "08003", e.getSQLState(), e.getMessage());
            if (stop.equals("cancel")) {
                assertEquals(1, value(s, "SELECT 1"), "the statement after a cancelled parse runs");
            }
        } finally {
            c.close();
        }
        try (Connection other = connect(db); Statement s = other.createStatement()) {
            assertEquals(1, value(s, "SELECT 1"));
        }
    }

    private static long value(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    /** A hang guard, not a speed limit: a cancelled statement ends at once on a quiet machine. */
    private static <T> T promptly(Future<T> future, String what) throws Exception {
        try {
            return future.get(30, TimeUnit.SECONDS);
        } catch (TimeoutException e) {
            future.cancel(true);
            throw new AssertionError(what + " did not end within 30 s", e);
        }
    }
}
