package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import com.zaxxer.hikari.metrics.IMetricsTracker;
import io.hotrow.driver.HotrowDataSource;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.IntStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * HikariCP with its defaults in front of jdbc:hotrow:, configured by URL and by DataSource. A pool
 * discards a connection when an error's SQLState says the connection is dead (08xxx, 0A000,
 * 57P01-57P03): a statement the database refuses must not say that, or every refusal costs a
 * connection and the application's rollback fails with "Connection is closed".
 */
@Timeout(60)
class HikariPoolTest {

    enum Configured { BY_URL, BY_DATASOURCE }

    static Stream<Arguments> placements() {
        return Stream.of(Target.values()).flatMap(t -> Stream.of(Configured.values()).map(how -> Arguments.of(t, how)));
    }

    /** A Hikari pool over the database, with its defaults except the size; counts the physical connections it opens. */
    private static HikariDataSource pool(TargetDatabase db, Configured how, int size, AtomicInteger opened) {
        HikariConfig config = new HikariConfig();
        if (how == Configured.BY_URL) {
            config.setJdbcUrl(db.url());
        } else {
            HotrowDataSource hotrow = new HotrowDataSource();
            hotrow.setUrl(db.url());
            config.setDataSource(hotrow);
        }
        config.setMaximumPoolSize(size);
        config.setMetricsTrackerFactory((name, stats) -> new IMetricsTracker() {
            @Override
            public void recordConnectionCreatedMillis(long millis) {
                opened.incrementAndGet();
            }
        });
        return new HikariDataSource(config);
    }

    /** Failures every application meets; none of them may cost the pooled connection. */
    private static final List<String> REFUSED = List.of(
            "SELEC 1",                                  // syntax error
            "INSERT INTO t VALUES (1, 0)",              // duplicate key
            "INSERT INTO missing VALUES (1)",           // no such table
            "SELECT 1 / (n - n) FROM t WHERE id = 1",   // division by zero
            "INSERT INTO t VALUES (NULL, 1)");          // not null

    @ParameterizedTest
    @MethodSource("placements")
    void refusedStatementsLeaveThePooledConnectionUsable(Target target, Configured how) throws Exception {
        AtomicInteger opened = new AtomicInteger();
        try (TargetDatabase db = new TargetDatabase(target); HikariDataSource pool = pool(db, how, 10, opened)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)", "INSERT INTO t VALUES (1, 0)");
            for (String sql : REFUSED) {
                assertConnectionSurvives(pool, sql);
            }
            // The engine runs no PL/pgSQL (42000, docs/errors.md); PostgreSQL fails the block at run time (P0001).
            assertConnectionSurvives(pool, "DO $$ BEGIN RAISE EXCEPTION 'no'; END $$");

            assertTrue(opened.get() <= 10, "the pool replaced connections it was given back: opened " + opened.get());
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections());
        }
    }

    /**
     * In a transaction: a good write, the failing statement, the pool's connection still open, the
     * transaction aborted until rollback (25P02) as in PostgreSQL, rollback working, and a retry committing.
     */
    private static void assertConnectionSurvives(HikariDataSource pool, String failing) throws Exception {
        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
            long before = counter(s);
            c.setAutoCommit(false);
            s.executeUpdate("UPDATE t SET n = n + 100 WHERE id = 1");
            SQLException refused = assertThrows(SQLException.class, () -> s.execute(failing), failing);
            String state = refused.getSQLState();
            assertFalse(c.isClosed(), "HikariCP evicted the connection after SQLState " + state + " from: " + failing);
            SQLException aborted = assertThrows(SQLException.class, () -> s.execute("SELECT 1"), "the transaction went on after: " + failing);
            assertEquals("25P02", aborted.getSQLState(), failing);
            c.rollback();
            s.executeUpdate("UPDATE t SET n = n + 1 WHERE id = 1");
            c.commit();
            assertEquals(before + 1, counter(s), "the failed transaction was rolled back and the retry committed");
            assertFalse(state.startsWith("08"), "a refusal is not a connection failure: " + state + " " + refused.getMessage());
        }
    }

    private static long counter(Statement s) throws SQLException {
        try (ResultSet rs = s.executeQuery("SELECT n FROM t WHERE id = 1")) {
            assertTrue(rs.next());
            return rs.getLong(1);
        }
    }

    @ParameterizedTest
    @MethodSource("placements")
    void sixteenThreadsShareFourConnectionsWithExactTotals(Target target, Configured how) throws Exception {
        int threads = 16;
        int rounds = 40;
        AtomicInteger opened = new AtomicInteger();
        ExecutorService workers = Executors.newFixedThreadPool(threads);
        try (TargetDatabase db = new TargetDatabase(target); HikariDataSource pool = pool(db, how, 4, opened)) {
            db.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO counter VALUES (1, 0)",
                    "CREATE TABLE event (worker int NOT NULL, round int NOT NULL, PRIMARY KEY (worker, round))");
            CountDownLatch start = new CountDownLatch(1);
            List<Future<?>> done = new ArrayList<>();
            for (int w = 0; w < threads; w++) {
                int worker = w;
                done.add(workers.submit(() -> {
                    start.await();
                    for (int round = 0; round < rounds; round++) {
                        try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                            if (round % 2 == 0) {
                                s.executeUpdate("UPDATE counter SET n = n + 1 WHERE id = 1");
                                continue;
                            }
                            c.setAutoCommit(false);
                            String event = "INSERT INTO event VALUES (" + worker + ", " + round + ")";
                            s.executeUpdate(event);
                            s.executeUpdate("UPDATE counter SET n = n + 1 WHERE id = 1");
                            if (round % 5 == 0) { // a refusal under load: the work is rolled back, the connection kept
                                assertThrows(SQLException.class, () -> s.executeUpdate(event));
                                c.rollback();
                            } else {
                                c.commit();
                            }
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> f : done) {
                f.get();
            }
            int rolledBackPerWorker = (int) IntStream.range(0, rounds).filter(r -> r % 2 == 1 && r % 5 == 0).count();
            long expected = (long) threads * (rounds - rolledBackPerWorker);
            assertEquals(expected, db.queryLong("SELECT n FROM counter WHERE id = 1"));
            assertEquals((long) threads * (rounds / 2 - rolledBackPerWorker), db.queryLong("SELECT count(*) FROM event"));
            assertTrue(opened.get() <= 4, "the pool opened " + opened.get() + " connections for 4 slots: it discarded some");
            assertEquals(0, pool.getHikariPoolMXBean().getActiveConnections());
            assertTrue(pool.getHikariPoolMXBean().getTotalConnections() <= 4);
        } finally {
            workers.shutdownNow();
        }
    }
}
