package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Concurrent increments of one row never lose an update (docs/promises.md). */
@Timeout(600) // every test runs 16 or 32 threads
class LostUpdateTest {

    private static final int TIMEOUT_SECONDS = 120;

    @ParameterizedTest
    @EnumSource(Target.class)
    void naiveIncrementsFrom32ThreadsGiveTheExactTotal(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO counter VALUES (1, 0)");
            runConcurrently(32, 200, db, c -> {
                try (PreparedStatement update = c.prepareStatement("UPDATE counter SET n = n + 1 WHERE id = 1")) {
                    assertEquals(1, update.executeUpdate());
                }
            });
            assertEquals(32 * 200, db.queryLong("SELECT n FROM counter WHERE id = 1"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void checkAndDecrementNeverOversells(Target target) throws Exception {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE stock (id int PRIMARY KEY, left_count int NOT NULL)", "INSERT INTO stock VALUES (1, 500)");
            List<Integer> sold = java.util.Collections.synchronizedList(new ArrayList<>());
            runConcurrently(16, 50, db, c -> {
                try (PreparedStatement sell = c.prepareStatement("UPDATE stock SET left_count = left_count - 1 WHERE id = 1 AND left_count > 0")) {
                    sold.add(sell.executeUpdate());
                }
            });
            assertEquals(500, sold.stream().mapToInt(Integer::intValue).sum(), "exactly the stock is sold");
            assertEquals(0, db.queryLong("SELECT left_count FROM stock WHERE id = 1"));
        }
    }

    /**
     * Read in one statement, compute in Java, write a literal: under READ COMMITTED this loses
     * updates, on PostgreSQL and on the engine's default row locks alike, so only "never more than
     * expected" is checked there. A database run with {@code concurrency=serialized} holds the lane
     * from a write transaction's first statement, so there no update is lost.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void applicationReadThenWriteInTransactions(Target target) throws Exception {
        long total = readThenWriteTotal(new TargetDatabase(target), 16, 50);
        assertTrue(total <= 16 * 50 && total > 0, "total " + total);
    }

    @Test
    void applicationReadThenWriteLosesNothingInTheSerializedMode() throws Exception {
        assertEquals(16 * 50, readThenWriteTotal(new TargetDatabase(Target.ENGINE, "concurrency=serialized"), 16, 50));
    }

    private static long readThenWriteTotal(TargetDatabase target, int threads, int perThread) throws Exception {
        try (TargetDatabase db = target) {
            db.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO counter VALUES (1, 0)");
            runConcurrently(threads, perThread, db, c -> {
                c.setAutoCommit(false);
                long n;
                try (PreparedStatement read = c.prepareStatement("SELECT n FROM counter WHERE id = 1");
                     ResultSet rs = read.executeQuery()) {
                    rs.next();
                    n = rs.getLong(1);
                }
                try (PreparedStatement write = c.prepareStatement("UPDATE counter SET n = " + (n + 1) + " WHERE id = 1")) {
                    write.executeUpdate();
                }
                c.commit();
            });
            return db.queryLong("SELECT n FROM counter WHERE id = 1");
        }
    }

    interface Work {
        void run(Connection connection) throws SQLException;
    }

    /** Runs {@code work} {@code times} times on each of {@code threads} connections, all starting together. */
    static void runConcurrently(int threads, int times, TargetDatabase db, Work work) throws Exception {
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        CountDownLatch start = new CountDownLatch(1);
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    try (Connection c = db.connect()) {
                        start.await();
                        for (int i = 0; i < times; i++) {
                            work.run(c);
                        }
                    }
                    return null;
                }));
            }
            start.countDown();
            for (Future<?> future : futures) {
                future.get(TIMEOUT_SECONDS, TimeUnit.SECONDS);
            }
        } finally {
            pool.shutdownNow();
        }
    }
}
