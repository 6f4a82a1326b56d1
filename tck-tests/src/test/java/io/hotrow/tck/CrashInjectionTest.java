package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAccumulator;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crash injection (docs/promises.md: durable before acknowledged, exact
 * recovery): a writer JVM under load ({@link CrashChild}, eight threads) is killed with SIGKILL at
 * a random moment, many times over, on one directory-store database. The kill moment is chosen by
 * counting acknowledgements (a uniform 1..300 of them), not by sleeping. After each kill this JVM
 * recovers the database through the driver and checks:
 * <ul>
 *   <li>recovery succeeds;</li>
 *   <li>every acknowledged transaction, of this and every earlier child, is present;</li>
 *   <li>no transaction is torn: each order has exactly its lines, and the two accounts moved by
 *       exactly one unit per order (balance 2 = number of orders = -balance 1);</li>
 *   <li>nothing unacknowledged is visible beyond what may legitimately have become durable: each
 *       writer thread runs one transaction at a time, so its surviving orders are exactly its
 *       acknowledged ones, plus at most the one it was committing when killed; rolled-back
 *       transactions never appear;</li>
 *   <li>what one recovery showed is still there at the next (durable means durable);</li>
 *   <li>generators were recovered: a new order draws an {@code order_no} (explicit sequence) and
 *       {@code line_id}s ({@code bigserial}) above every one in the database, and an
 *       {@code order_no} above every one a child's application was handed, also in a transaction
 *       that rolled back or that the kill cut (no sequence value comes twice).</li>
 * </ul>
 * 50 iterations by default; {@code -Dhotrow.crash.iterations=2000} for a long run (add
 * {@code -Djunit.jupiter.execution.timeout.mode=disabled} if it may outlast the 30-minute
 * {@code @Timeout}), and {@code -Dhotrow.crash.seed=...} to replay a run's kill points. A failure copies the store to
 * {@code /tmp/hotrow-crash-evidence-<n>}.
 */
class CrashInjectionTest {

    private static final int THREADS = 8;
    private static final int MAX_ACKS_BEFORE_KILL = 300;
    private static final int SNAPSHOT_EVERY = 40;
    private static final long ACK_TIMEOUT_SECONDS = 60;
    private static final int PROBE_THREAD = 99; // the thread number of this JVM's own probe orders
    /**
     * The child's lease: long enough that a child on a busy machine (or waiting on S3 PUTs) never misses a renewal by
     * that much, which a lease of 1 s did; a killed child hands it back to nobody, and this JVM, which saw the child
     * die, takes the database over at once with {@link #RECOVER} rather than wait for it to expire.
     */
    private static final String LEASE = "60s";
    /** How this JVM opens the database after it killed the child: fencing the dead child's lease (takeOver=force). */
    private static final String RECOVER = "&takeOver=force";

    @TempDir
    Path work;

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    /** Where the crashing child writes: its URL, and how to look at what it left. */
    private interface CrashStore {
        String url();

        boolean hasSnapshot() throws Exception;

        /** The store's objects, for a failure's message. */
        String listing() throws Exception;

        /** A local copy worth keeping after a failure, or null. */
        Path localCopy();
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    void everyAcknowledgedCommitSurvivesRepeatedKillNine() throws Exception {
        Path store = Files.createDirectories(work.resolve("store"));
        crashRepeatedly(Integer.getInteger("hotrow.crash.iterations", 50), new CrashStore() {
            public String url() {
                return "jdbc:hotrow:file:" + store + "/crash?snapshotEvery=" + SNAPSHOT_EVERY + "&leaseDuration=" + LEASE;
            }

            public boolean hasSnapshot() throws Exception {
                return CrashInjectionTest.hasSnapshot(store);
            }

            public String listing() throws Exception {
                return ChildProcess.listing(store);
            }

            public Path localCopy() {
                return store;
            }
        }, true);
    }

    /** The same on S3 (S3Proxy on loopback): fewer kills by default, as every commit is an HTTP PUT. */
    @Test
    @Timeout(value = 30, unit = TimeUnit.MINUTES)
    void everyAcknowledgedCommitSurvivesRepeatedKillNineOnS3() throws Exception {
        try (LoopbackS3 s3 = new LoopbackS3("hotrow-crash")) {
            crashRepeatedly(Integer.getInteger("hotrow.crash.s3.iterations", 10), new CrashStore() {
                public String url() {
                    return s3.url("run", "crash") + "&snapshotEvery=" + SNAPSHOT_EVERY + "&leaseDuration=" + LEASE;
                }

                public boolean hasSnapshot() {
                    return !s3.keys("run/db/crash/snapshot/").isEmpty();
                }

                public String listing() {
                    return String.join("\n", s3.keys("run/"));
                }

                public Path localCopy() {
                    return null;
                }
            }, false);
        }
    }

    private void crashRepeatedly(int iterations, CrashStore store, boolean snapshotsRequired) throws Exception {
        long seed = Long.getLong("hotrow.crash.seed", System.nanoTime());
        Random random = new Random(seed);
        Path logs = Files.createDirectories(work.resolve("logs-" + System.nanoTime()));
        String url = store.url();
        createSchema(url);

        Set<Long> acked = new HashSet<>();
        Map<Long, Integer> lastAckedSeq = new HashMap<>(); // per (iteration, thread) key: iteration * 100 + thread
        LongAccumulator drawn = new LongAccumulator(Math::max, 0); // the highest order_no any child's application saw
        Set<Long> seenBefore = new HashSet<>();
        long started = System.nanoTime();
        long totalAcks = 0, unackedButDurable = 0, recoveryNanos = 0, slowestRecoveryNanos = 0;
        int snapshotsSeen = 0;

        for (int iteration = 1; iteration <= iterations; iteration++) {
            int killAfter = 1 + random.nextInt(MAX_ACKS_BEFORE_KILL);
            Path stderr = logs.resolve("child-" + iteration + ".err");
            String context = "iteration " + iteration + " of " + iterations + " (seed " + seed + ", kill after " + killAfter + " acks)";
            try {
                int acks = runAndKill(url, iteration, killAfter, stderr, acked, lastAckedSeq, drawn);
                totalAcks += acks;
                Verified verified = verify(url + RECOVER, iteration, acked, lastAckedSeq, seenBefore, drawn.get());
                unackedButDurable += verified.unackedButDurable;
                recoveryNanos += verified.recoveryNanos;
                slowestRecoveryNanos = Math.max(slowestRecoveryNanos, verified.recoveryNanos);
                seenBefore = verified.present;
                if (store.hasSnapshot()) {
                    snapshotsSeen++;
                }
            } catch (Throwable t) {
                Path evidence = ChildProcess.preserve("hotrow-crash-evidence", store.localCopy() == null ? logs : store.localCopy(), stderr);
                throw new AssertionError(context + " failed: " + t + "\nevidence copied to " + evidence
                        + "\nstore listing:\n" + store.listing(), t);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("CrashInjectionTest (%s): %d kill -9 iterations, %d acknowledged commits, %d committed-but-unacknowledged"
                + " found durable, snapshots present after %d recoveries, recovery (open in this JVM) mean %.1f ms, max %.1f ms,"
                + " %.1f s in all (seed %d)%n", url.substring(0, url.indexOf(':', "jdbc:hotrow:".length())), iterations, totalAcks,
                unackedButDurable, snapshotsSeen, recoveryNanos / 1e6 / iterations, slowestRecoveryNanos / 1e6, seconds, seed);
        if (snapshotsRequired && iterations >= 10) {
            assertTrue(snapshotsSeen > 0, "the run never got far enough to take a snapshot, so recovery from snapshots was not exercised");
        }
    }

    private static void createSchema(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE SEQUENCE order_no_seq START WITH 1000");
            s.execute("CREATE TABLE orders (id bigint PRIMARY KEY, order_no bigint NOT NULL UNIQUE, iteration int NOT NULL,"
                    + " thread_no int NOT NULL, seq int NOT NULL, line_count int NOT NULL, total bigint NOT NULL)");
            s.execute("CREATE TABLE order_lines (line_id bigserial PRIMARY KEY, order_id bigint NOT NULL REFERENCES orders (id),"
                    + " line_no int NOT NULL, qty int NOT NULL)");
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("INSERT INTO accounts VALUES (1, 0), (2, 0)");
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    /** Starts a child, kills it once it has acknowledged {@code killAfter} commits, and collects every ACK it printed. */
    private static int runAndKill(String url, int iteration, int killAfter, Path stderr, Set<Long> acked,
                                  Map<Long, Integer> lastAckedSeq, LongAccumulator drawn) throws Exception {
        try (ChildProcess child = ChildProcess.start(CrashChild.class, stderr, url, String.valueOf(iteration),
                String.valueOf(THREADS), "300")) {
            return child.killAfterAcks(killAfter, ACK_TIMEOUT_SECONDS, Duration.ofSeconds(600),
                    line -> record(line, iteration, acked, lastAckedSeq, drawn, child));
        }
    }

    private static int record(String line, int iteration, Set<Long> acked, Map<Long, Integer> lastAckedSeq, LongAccumulator drawn,
                              ChildProcess child) {
        if (line.startsWith("DRAWN ")) {
            drawn.accumulate(Long.parseLong(line.substring(6)));
            return 0;
        }
        if (!line.startsWith("ACK ")) {
            fail("child " + child.pid() + " reported: " + line + "\nstderr:\n" + child.stderrTail());
        }
        long id = Long.parseLong(line.substring(4));
        assertEquals(iteration, CrashChild.iterationOf(id), "an ACK from another iteration: " + line);
        assertTrue(acked.add(id), "acknowledged twice: " + line);
        long key = (long) iteration * 100 + CrashChild.threadOf(id);
        int seq = CrashChild.seqOf(id);
        Integer previous = lastAckedSeq.put(key, seq);
        assertEquals(previous == null ? 0 : previous + 1, seq, "a thread's acknowledgements must be consecutive: " + line);
        return 1;
    }

    private record Verified(Set<Long> present, int unackedButDurable, long recoveryNanos) {
    }

    /** Recovers the database in this JVM, checks it, adds a probe transaction, and shuts it down for the next child. */
    private static Verified verify(String url, int iteration, Set<Long> acked, Map<Long, Integer> lastAckedSeq,
                                   Set<Long> seenBefore, long maxDrawn) throws SQLException {
        long openStarted = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url)) { // recovery: must succeed every time
            long recoveryNanos = System.nanoTime() - openStarted;
            Set<Long> present = new HashSet<>();
            Map<Long, List<Integer>> seqsByThread = new TreeMap<>();
            long orders = 0;
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT id, iteration, thread_no, seq FROM orders ORDER BY id")) {
                while (rs.next()) {
                    long id = rs.getLong(1);
                    orders++;
                    present.add(id);
                    if (id < 0) {
                        fail("a rolled-back transaction's order " + id + " is visible");
                    }
                    int thread = CrashChild.threadOf(id);
                    assertEquals(CrashChild.iterationOf(id), rs.getInt(2), "order " + id);
                    assertEquals(thread, rs.getInt(3), "order " + id);
                    assertEquals(CrashChild.seqOf(id), rs.getInt(4), "order " + id);
                    if (thread != PROBE_THREAD) {
                        seqsByThread.computeIfAbsent((long) CrashChild.iterationOf(id) * 100 + thread, k -> new ArrayList<>())
                                .add(CrashChild.seqOf(id));
                    }
                }
            }

            List<Long> missing = new ArrayList<>();
            for (long id : acked) {
                if (!present.contains(id)) {
                    missing.add(id);
                }
            }
            missing.sort(null);
            assertTrue(missing.isEmpty(), missing.size() + " acknowledged orders are missing after recovery, first: "
                    + missing.subList(0, Math.min(20, missing.size())));
            List<Long> vanished = new ArrayList<>();
            for (long id : seenBefore) {
                if (!present.contains(id)) {
                    vanished.add(id);
                }
            }
            assertTrue(vanished.isEmpty(), "orders an earlier recovery showed have vanished: " + vanished);

            // Per writer thread: exactly its acknowledged prefix, plus at most the one commit in flight at the kill.
            int unackedButDurable = 0;
            Set<Long> threadKeys = new HashSet<>(seqsByThread.keySet());
            threadKeys.addAll(lastAckedSeq.keySet());
            for (long key : threadKeys) {
                List<Integer> seqs = seqsByThread.getOrDefault(key, List.of());
                int lastAcked = lastAckedSeq.getOrDefault(key, -1);
                for (int i = 0; i < seqs.size(); i++) {
                    assertEquals(i, seqs.get(i), "iteration " + key / 100 + " thread " + key % 100 + ": its orders are not a prefix: " + seqs);
                }
                int lastPresent = seqs.size() - 1;
                assertTrue(lastPresent == lastAcked || lastPresent == lastAcked + 1,
                        "iteration " + key / 100 + " thread " + key % 100 + ": acknowledged up to seq " + lastAcked
                                + " but seq " + lastPresent + " is present: unacknowledged data beyond the one commit in flight");
                if (lastPresent == lastAcked + 1 && key / 100 == iteration) {
                    unackedButDurable++;
                }
            }

            // No torn transaction.
            assertEquals(List.of(), ids(c, "SELECT o.id FROM orders o LEFT JOIN (SELECT order_id, count(*) AS n, sum(qty) AS q"
                    + " FROM order_lines GROUP BY order_id) l ON l.order_id = o.id"
                    + " WHERE COALESCE(l.n, 0) <> o.line_count OR COALESCE(l.q, 0) <> o.total ORDER BY o.id"), "orders without exactly their lines");
            assertEquals(List.of(), ids(c, "SELECT l.line_id FROM order_lines l WHERE NOT EXISTS"
                    + " (SELECT 1 FROM orders o WHERE o.id = l.order_id) ORDER BY l.line_id"), "order lines without their order");
            assertEquals(List.of(), ids(c, "SELECT order_id FROM order_lines GROUP BY order_id, line_no HAVING count(*) > 1"),
                    "order lines applied twice");
            assertEquals(-orders, queryLong(c, "SELECT balance FROM accounts WHERE id = 1"), "account 1 after " + orders + " orders");
            assertEquals(orders, queryLong(c, "SELECT balance FROM accounts WHERE id = 2"), "account 2 after " + orders + " orders");
            assertEquals(2, queryLong(c, "SELECT count(*) FROM accounts"));

            probe(c, iteration, acked, present, maxDrawn);
            return new Verified(present, unackedButDurable, recoveryNanos);
        } finally {
            HotrowDriver.instance().shutdown(); // waits for the probe to be durable; the next child takes over
        }
    }

    /**
     * A transaction like the children's, in this JVM: its generated values must lie above every
     * existing one, which shows that recovery restored the sequence and the identity column.
     */
    private static void probe(Connection c, int iteration, Set<Long> acked, Set<Long> present, long maxDrawn) throws SQLException {
        long id = CrashChild.orderId(iteration, PROBE_THREAD, 0);
        c.setAutoCommit(false);
        long maxOrderNo = queryLong(c, "SELECT COALESCE(max(order_no), 0) FROM orders");
        long maxLineId = queryLong(c, "SELECT COALESCE(max(line_id), 0) FROM order_lines");
        int lines = CrashChild.lineCount(id);
        long total = 0;
        try (PreparedStatement order = c.prepareStatement("INSERT INTO orders (id, order_no, iteration, thread_no, seq, line_count, total)"
                + " VALUES (?, nextval('order_no_seq'), ?, ?, 0, ?, ?)");
             PreparedStatement line = c.prepareStatement("INSERT INTO order_lines (order_id, line_no, qty) VALUES (?, ?, ?)");
             Statement s = c.createStatement()) {
            for (int n = 0; n < lines; n++) {
                total += CrashChild.quantity(id, n);
            }
            order.setLong(1, id);
            order.setInt(2, iteration);
            order.setInt(3, PROBE_THREAD);
            order.setInt(4, lines);
            order.setLong(5, total);
            order.executeUpdate();
            for (int n = 0; n < lines; n++) {
                line.setLong(1, id);
                line.setInt(2, n);
                line.setInt(3, CrashChild.quantity(id, n));
                line.executeUpdate();
            }
            assertEquals(1, s.executeUpdate("UPDATE accounts SET balance = balance - 1 WHERE id = 1"));
            assertEquals(1, s.executeUpdate("UPDATE accounts SET balance = balance + 1 WHERE id = 2"));
        }
        c.commit();
        acked.add(id);
        present.add(id);
        long orderNo = queryLong(c, "SELECT order_no FROM orders WHERE id = " + id);
        long minLineId = queryLong(c, "SELECT min(line_id) FROM order_lines WHERE order_id = " + id);
        c.commit();
        assertTrue(orderNo > maxOrderNo, "the sequence restarted at or below an existing value: drew " + orderNo + ", max was " + maxOrderNo);
        assertTrue(orderNo > maxDrawn, "the sequence handed out again a value a child's application had seen (in a transaction rolled back or"
                + " cut by the kill): drew " + orderNo + ", the children drew up to " + maxDrawn);
        assertTrue(minLineId > maxLineId, "the identity restarted at or below an existing value: drew " + minLineId + ", max was " + maxLineId);
    }

    private static List<Long> ids(Connection c, String sql) throws SQLException {
        List<Long> ids = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next() && ids.size() < 50) {
                ids.add(rs.getLong(1));
            }
        }
        return ids;
    }

    private static long queryLong(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getLong(1);
        }
    }

    private static boolean hasSnapshot(Path store) throws java.io.IOException {
        Path snapshots = store.resolve("db/crash/snapshot");
        if (!Files.isDirectory(snapshots)) {
            return false;
        }
        try (Stream<Path> files = Files.list(snapshots)) {
            return files.anyMatch(p -> p.getFileName().toString().endsWith(".snap"));
        }
    }
}
