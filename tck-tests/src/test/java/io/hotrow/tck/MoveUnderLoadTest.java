package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.placement.Placement;
import io.hotrow.placement.move.CopyProgress;
import io.hotrow.testsupport.TestPostgres;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * docs/placement.md, "Moving a database": a database moved from the engine to PostgreSQL and back while 16 threads write to
 * it. Every acknowledged transaction is there exactly once, nothing unacknowledged is, and the
 * totals match; transactions the moves caught either ran again transparently or failed with 40001
 * and were retried by the test, as an application would.
 */
class MoveUnderLoadTest {

    private static final int THREADS = 16;
    private static final int PER_THREAD = 60;

    @TempDir
    Path directory;

    /** Closes the databases in the temporary directory before it is removed. */
    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    /** One acknowledged unit of a writer's work: {@code seq} of writer {@code client}. */
    @FunctionalInterface
    private interface Write {
        void run(Connection c, int client, int seq) throws SQLException;
    }

    @Test
    @Timeout(600)
    void movingBothWaysUnderLoadLosesAndDuplicatesNothing() throws Exception {
        String database = Target.freshDatabase();
        String url = url(database, "");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ledger (id bigserial PRIMARY KEY, client int NOT NULL, seq int NOT NULL, UNIQUE (client, seq))");
            s.execute("CREATE TABLE totals (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO totals VALUES (1, 0)");
        }
        Set<String> acknowledged = writeWhileMovingBothWays(database, url, false, MoveUnderLoadTest::write);
        Set<String> stored = new HashSet<>();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            assertTrue(c.getMetaData().getURL().startsWith("jdbc:hotrow:"), "back on the engine");
            try (ResultSet rs = s.executeQuery("SELECT client, seq FROM ledger")) {
                while (rs.next()) {
                    assertTrue(stored.add(rs.getInt(1) + ":" + rs.getInt(2)), "stored twice");
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT n FROM totals WHERE id = 1")) {
                rs.next();
                assertEquals(THREADS * PER_THREAD, rs.getLong(1), "the running total matches the ledger");
            }
            try (ResultSet rs = s.executeQuery("SELECT max(id) FROM ledger")) {
                rs.next();
                assertNotNull(rs.getObject(1));
            }
            s.execute("INSERT INTO ledger (client, seq) VALUES (-1, -1)"); // the identity continues past the copied ids
        }
        assertEquals(acknowledged, stored, "every acknowledged transaction exactly once, nothing else");
    }

    /**
     * With counter rules each increment is a plan of steps (the shard row's UPDATE, an INSERT when
     * the shard row is not there yet, then the RETURNING read), each routed as a statement of its
     * own in autocommit: a move between two steps must neither run a committed step again where the
     * database went nor lose it. The count is exact: every acknowledged increment once, no other.
     */
    @Test
    @Timeout(600)
    void countersIncrementedInAutocommitWhileMovingBothWaysCountExactly() throws Exception {
        String database = Target.freshDatabase();
        String url = url(database, "&shardedCounters=counters(n)&counterShards=4");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counters VALUES (1, 0)");
        }
        Set<String> acknowledged = writeWhileMovingBothWays(database, url, true, (c, client, seq) -> {
            try (PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = 1 RETURNING n")) {
                add.setInt(1, 1);
                try (ResultSet rs = add.executeQuery()) {
                    assertTrue(rs.next());
                    assertTrue(rs.getLong(1) >= 1, "the total after an increment");
                }
            }
        });
        assertEquals(THREADS * PER_THREAD, acknowledged.size());
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT n FROM counters WHERE id = 1")) {
            assertTrue(c.getMetaData().getURL().startsWith("jdbc:hotrow:"), "back on the engine");
            rs.next();
            assertEquals(THREADS * PER_THREAD, rs.getLong(1), "every acknowledged increment counted once");
        }
    }

    private String url(String database, String properties) {
        return "jdbc:hotrow:file:" + directory + "/" + database + "?postgresUrl="
                + URLEncoder.encode(TestPostgres.url(), StandardCharsets.UTF_8) + "&placementTtl=200ms" + properties;
    }

    /**
     * Runs {@code write} {@link #PER_THREAD} times on each of {@link #THREADS} connections while the
     * database moves to PostgreSQL (a third of the way) and back (two thirds); a write failing with
     * 40001 is retried, as a framework would. Returns the writes acknowledged, "client:seq".
     */
    private Set<String> writeWhileMovingBothWays(String database, String url, boolean autoCommit, Write write) throws Exception {
        Set<String> acknowledged = ConcurrentHashMap.newKeySet();
        AtomicInteger retried = new AtomicInteger();
        AtomicLong done = new AtomicLong();
        ExecutorService pool = Executors.newFixedThreadPool(THREADS + 1);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<?>> writers = new ArrayList<>();
            for (int t = 0; t < THREADS; t++) {
                int client = t;
                writers.add(pool.submit(() -> {
                    try (Connection c = DriverManager.getConnection(url)) {
                        c.setAutoCommit(autoCommit);
                        start.await();
                        for (int seq = 0; seq < PER_THREAD; seq++) {
                            for (int attempt = 0; ; attempt++) {
                                try {
                                    write.run(c, client, seq);
                                    acknowledged.add(client + ":" + seq);
                                    done.incrementAndGet();
                                    break;
                                } catch (SQLException e) {
                                    if (!autoCommit) {
                                        c.rollback();
                                    }
                                    if (!"40001".equals(e.getSQLState()) || attempt == 20) {
                                        throw e;
                                    }
                                    retried.incrementAndGet(); // what a framework's retry does
                                }
                            }
                        }
                    }
                    return null;
                }));
            }
            Future<List<Placement>> mover = pool.submit(() -> {
                List<Placement> moves = new ArrayList<>();
                waitFor(done, THREADS * PER_THREAD / 3);
                moves.add(HotrowDriver.instance().move(url, Placement.POSTGRES, "test: under load", line -> { }, CopyProgress.SILENT)
                        .placement().placement());
                waitFor(done, THREADS * PER_THREAD * 2 / 3);
                moves.add(HotrowDriver.instance().move(url, Placement.ENGINE, "test: and back", line -> { }, CopyProgress.SILENT)
                        .placement().placement());
                return moves;
            });
            start.countDown();
            for (Future<?> writer : writers) {
                withThreadsShownOnTimeout(() -> writer.get(3, TimeUnit.MINUTES));
            }
            assertEquals(List.of(Placement.POSTGRES, Placement.ENGINE), withThreadsShownOnTimeout(() -> mover.get(3, TimeUnit.MINUTES)));
        } finally {
            pool.shutdownNow();
            Target.POSTGRES.drop(database);
        }
        System.out.println("move under load: " + retried.get() + " writes retried after 40001");
        return acknowledged;
    }

    private static void write(Connection c, int client, int seq) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO ledger (client, seq) VALUES (?, ?)")) {
            insert.setInt(1, client);
            insert.setInt(2, seq);
            insert.executeUpdate();
        }
        try (PreparedStatement add = c.prepareStatement("UPDATE totals SET n = n + 1 WHERE id = 1")) {
            add.executeUpdate();
        }
        c.commit();
    }

    private static void waitFor(AtomicLong done, long count) throws InterruptedException {
        long deadline = System.nanoTime() + TimeUnit.MINUTES.toNanos(2);
        while (done.get() < count && System.nanoTime() < deadline) {
            Thread.sleep(5);
        }
    }

    /**
     * Waits as {@code wait} does; if it times out, every thread's stack goes to stderr first. This
     * test hung once in a full build (a writer waited three minutes) and has not since, alone or
     * under load: the stacks are what a next time should show.
     */
    private static <T> T withThreadsShownOnTimeout(Callable<T> wait) throws Exception {
        try {
            return wait.call();
        } catch (TimeoutException e) {
            StringBuilder stacks = new StringBuilder("MoveUnderLoadTest timed out; threads:\n");
            Thread.getAllStackTraces().forEach((thread, frames) -> {
                stacks.append('"').append(thread.getName()).append("\" ").append(thread.getState()).append('\n');
                for (StackTraceElement frame : frames) {
                    stacks.append("    at ").append(frame).append('\n');
                }
            });
            System.err.println(stacks);
            throw e;
        }
    }
}
