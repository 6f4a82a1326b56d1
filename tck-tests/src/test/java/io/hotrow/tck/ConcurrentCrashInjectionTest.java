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
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Crash injection with concurrent transactions (docs/concurrency.md): as {@link CrashInjectionTest},
 * a writer JVM under load is killed with SIGKILL at a random moment (a uniform 1..200
 * acknowledgements), many times over, and this JVM recovers the database after each kill; but
 * here the child ({@link ConcurrentCrashChild}) runs six threads of explicit transactions at once
 * under row locks, each moving amounts between one to three of twelve accounts in random order
 * and inserting a ledger row with its id and amounts, some rolled back on purpose, deadlocks and
 * serialization failures retried. After each kill:
 * <ol>
 *   <li>recovery succeeds;</li>
 *   <li>every acknowledged transaction's ledger row is present, with the amounts it reported;</li>
 *   <li>no transaction rolled back on purpose is present, and nothing unacknowledged beyond what
 *       the kill may have caught: per thread, only the transaction after the last one it reported
 *       (its acknowledgement lost with the process);</li>
 *   <li>the total of the balances is the initial one, and each account's balance is its initial
 *       balance plus the amounts of the ledger rows present: a ledger row is there exactly when
 *       its balance changes are (one transaction), whatever the interleaving of the commits;</li>
 *   <li>what one recovery showed is still there at the next;</li>
 *   <li>the ledger's sequence was recovered: this JVM's own probe transaction draws an
 *       {@code entry_no} above every one present.</li>
 * </ol>
 * Iterations: {@code -Dhotrow.crash.concurrent.iterations} (directory store, default 16) and
 * {@code -Dhotrow.crash.concurrent.s3.iterations} (S3Proxy on loopback, default 10); each test also
 * stops starting iterations after {@code -Dhotrow.crash.concurrent.budgetSeconds} (default 100).
 * {@code -Dhotrow.crash.seed=...} replays a run's kill points. A lock timeout (55P03) fails the run: no
 * transaction here waits for a client, so one is a deadlock nobody saw. A failure copies the store to {@code /tmp/hotrow-concurrent-crash-evidence-<n>}.
 */
class ConcurrentCrashInjectionTest {

    private static final int THREADS = Integer.getInteger("hotrow.crash.concurrent.threads", 6);
    private static final int ACCOUNTS = 12;
    private static final long INITIAL_BALANCE = 10_000;
    private static final int MAX_ACKS_BEFORE_KILL = 200;
    private static final int SNAPSHOT_EVERY = 40;
    private static final long ACK_TIMEOUT_SECONDS = 60;
    private static final int PROBE_THREAD = 99;
    private static final long BUDGET_NANOS = TimeUnit.SECONDS.toNanos(Long.getLong("hotrow.crash.concurrent.budgetSeconds", 100));
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

    private interface CrashStore {
        String url();

        boolean hasSnapshot() throws Exception;

        String listing() throws Exception;

        /** A local copy worth keeping after a failure, or null. */
        Path localCopy();
    }

    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void concurrentTransactionsSurviveRepeatedKillNine() throws Exception {
        Path store = Files.createDirectories(work.resolve("store"));
        crashRepeatedly(Integer.getInteger("hotrow.crash.concurrent.iterations", 16), new CrashStore() {
            public String url() {
                return "jdbc:hotrow:file:" + store + "/concurrent?snapshotEvery=" + SNAPSHOT_EVERY + "&leaseDuration=" + LEASE;
            }

            public boolean hasSnapshot() throws Exception {
                Path snapshots = store.resolve("db/concurrent/snapshot");
                if (!Files.isDirectory(snapshots)) {
                    return false;
                }
                try (Stream<Path> files = Files.list(snapshots)) {
                    return files.anyMatch(p -> p.getFileName().toString().endsWith(".snap"));
                }
            }

            public String listing() {
                return ChildProcess.listing(store);
            }

            public Path localCopy() {
                return store;
            }
        }, true);
    }

    /** The same on S3 (S3Proxy on loopback): fewer kills by default, as every log write is an HTTP PUT. */
    @Test
    @Timeout(value = 10, unit = TimeUnit.MINUTES)
    void concurrentTransactionsSurviveRepeatedKillNineOnS3() throws Exception {
        try (LoopbackS3 s3 = new LoopbackS3("hotrow-concurrent-crash")) {
            crashRepeatedly(Integer.getInteger("hotrow.crash.concurrent.s3.iterations", 10), new CrashStore() {
                public String url() {
                    return s3.url("run", "concurrent") + "&snapshotEvery=" + SNAPSHOT_EVERY + "&leaseDuration=" + LEASE;
                }

                public boolean hasSnapshot() {
                    return !s3.keys("run/db/concurrent/snapshot/").isEmpty();
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

    /** What the children reported, over all iterations. */
    private static final class Reports {
        /** Acknowledged transactions and the movements they reported (account to amount, in their order). */
        final Map<Long, String> acked = new HashMap<>();
        final Set<Long> rolledBack = new HashSet<>();
        /** Per iteration * 100 + thread: the highest sequence number reported (acknowledged or rolled back). */
        final Map<Long, Integer> lastReported = new HashMap<>();
        long retries;
    }

    private void crashRepeatedly(int iterations, CrashStore store, boolean snapshotsRequired) throws Exception {
        long seed = Long.getLong("hotrow.crash.seed", System.nanoTime());
        Random random = new Random(seed);
        Path logs = Files.createDirectories(work.resolve("logs-" + System.nanoTime()));
        String url = store.url();
        createSchema(url);

        Reports reports = new Reports();
        Set<Long> seenBefore = new HashSet<>();
        long started = System.nanoTime();
        long totalAcks = 0, rolledBackReports = 0, unackedButDurable = 0, recoveryNanos = 0, slowestRecoveryNanos = 0;
        int snapshotsSeen = 0, done = 0;

        // The time budget ends the run only after the first three iterations: how many fit in it is the machine's speed.
        for (int iteration = 1; iteration <= iterations && (done < 3 || System.nanoTime() - started < BUDGET_NANOS); iteration++) {
            int killAfter = 1 + random.nextInt(MAX_ACKS_BEFORE_KILL);
            Path stderr = logs.resolve("child-" + iteration + ".err");
            String context = "iteration " + iteration + " of " + iterations + " (seed " + seed + ", kill after " + killAfter + " acks)";
            try {
                int rolledBackBefore = reports.rolledBack.size();
                totalAcks += runAndKill(url, iteration, killAfter, stderr, reports);
                rolledBackReports += reports.rolledBack.size() - rolledBackBefore;
                Verified verified = verify(url + RECOVER, iteration, reports, seenBefore);
                unackedButDurable += verified.unackedButDurable;
                recoveryNanos += verified.recoveryNanos;
                slowestRecoveryNanos = Math.max(slowestRecoveryNanos, verified.recoveryNanos);
                seenBefore = verified.present;
                if (store.hasSnapshot()) {
                    snapshotsSeen++;
                }
                done++;
            } catch (Throwable t) {
                Path evidence = ChildProcess.preserve("hotrow-concurrent-crash-evidence", store.localCopy() == null ? logs : store.localCopy(), stderr);
                throw new AssertionError(context + " failed: " + t + "\nevidence copied to " + evidence
                        + "\nstore listing:\n" + store.listing(), t);
            }
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        System.out.printf("ConcurrentCrashInjectionTest (%s): %d of %d kill -9 iterations (%d threads), %d acknowledged commits,"
                        + " %d rolled back on purpose, %d committed-but-unacknowledged found durable, %d retries (40001/40P01),"
                        + " snapshots present after %d recoveries,"
                        + " recovery mean %.1f ms, max %.1f ms, %.1f s in all (seed %d)%n",
                url.substring(0, url.indexOf(':', "jdbc:hotrow:".length())), done, iterations, THREADS, totalAcks, rolledBackReports,
                unackedButDurable, reports.retries, snapshotsSeen, recoveryNanos / 1e6 / Math.max(1, done),
                slowestRecoveryNanos / 1e6, seconds, seed);
        if (snapshotsRequired && done >= 10) {
            assertTrue(snapshotsSeen > 0, "the run never got far enough to take a snapshot, so recovery from snapshots was not exercised");
        }
    }

    private static void createSchema(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE SEQUENCE ledger_no START WITH 1");
            s.execute("CREATE TABLE acct (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("CREATE TABLE ledger (txid bigint PRIMARY KEY, entry_no bigint NOT NULL UNIQUE, iteration int NOT NULL,"
                    + " thread_no int NOT NULL, seq int NOT NULL, a1 int NOT NULL, d1 bigint NOT NULL, a2 int, d2 bigint, a3 int, d3 bigint)");
            s.execute("INSERT INTO acct SELECT g, " + INITIAL_BALANCE + " FROM generate_series(1, " + ACCOUNTS + ") g");
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    /** Starts a child, kills it once it has acknowledged {@code killAfter} commits, and records every line it printed. */
    private static int runAndKill(String url, int iteration, int killAfter, Path stderr, Reports reports) throws Exception {
        try (ChildProcess child = ChildProcess.start(ConcurrentCrashChild.class, stderr, url, String.valueOf(iteration),
                String.valueOf(THREADS), "300", String.valueOf(ACCOUNTS))) {
            return child.killAfterAcks(killAfter, ACK_TIMEOUT_SECONDS, Duration.ofSeconds(240), line -> record(line, iteration, reports, child));
        }
    }

    /** Records one line of the child's; returns 1 for an acknowledgement. */
    private static int record(String line, int iteration, Reports reports, ChildProcess child) {
        String[] parts = line.split(" ");
        switch (parts[0]) {
            case "ACK", "RB" -> {
                long id = Long.parseLong(parts[1]);
                assertEquals(iteration, CrashChild.iterationOf(id), "a report from another iteration: " + line);
                long key = (long) iteration * 100 + CrashChild.threadOf(id);
                Integer previous = reports.lastReported.put(key, CrashChild.seqOf(id));
                assertEquals(previous == null ? 0 : previous + 1, CrashChild.seqOf(id), "a thread's reports must be consecutive: " + line);
                if (parts[0].equals("ACK")) {
                    assertEquals(null, reports.acked.put(id, parts[2]), "acknowledged twice: " + line);
                    return 1;
                }
                reports.rolledBack.add(id);
                return 0;
            }
            case "RETRY" -> {
                reports.retries++;
                return 0;
            }
            default -> {
                fail("child " + child.pid() + " reported: " + line + "\nstderr:\n" + child.stderrTail());
                return 0;
            }
        }
    }

    private record Verified(Set<Long> present, int unackedButDurable, long recoveryNanos) {
    }

    /** Recovers the database in this JVM, checks it, adds a probe transaction, and shuts it down for the next child. */
    private static Verified verify(String url, int iteration, Reports reports, Set<Long> seenBefore) throws SQLException {
        long openStarted = System.nanoTime();
        try (Connection c = DriverManager.getConnection(url)) { // recovery: must succeed every time
            long recoveryNanos = System.nanoTime() - openStarted;
            Map<Long, String> present = new HashMap<>();
            Map<Integer, Long> expectedBalances = new TreeMap<>();
            for (int a = 1; a <= ACCOUNTS; a++) {
                expectedBalances.put(a, INITIAL_BALANCE);
            }
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT txid, iteration, thread_no, seq, a1, d1, a2, d2, a3, d3 FROM ledger ORDER BY txid")) {
                while (rs.next()) {
                    long id = rs.getLong(1);
                    assertEquals(CrashChild.iterationOf(id), rs.getInt(2), "ledger row " + id);
                    assertEquals(CrashChild.threadOf(id), rs.getInt(3), "ledger row " + id);
                    assertEquals(CrashChild.seqOf(id), rs.getInt(4), "ledger row " + id);
                    StringBuilder movements = new StringBuilder();
                    long sum = 0;
                    for (int i = 0; i < 3; i++) {
                        int account = rs.getInt(5 + 2 * i);
                        if (rs.wasNull()) {
                            break;
                        }
                        long amount = rs.getLong(6 + 2 * i);
                        movements.append(i == 0 ? "" : ",").append(account).append(':').append(amount);
                        expectedBalances.merge(account, amount, Long::sum);
                        sum += amount;
                    }
                    assertEquals(0, sum, "ledger row " + id + " moves " + movements + ", which does not sum to zero");
                    present.put(id, movements.toString());
                }
            }

            // (1) every acknowledged transaction, with what it reported
            List<Long> missing = new ArrayList<>();
            for (Map.Entry<Long, String> ack : reports.acked.entrySet()) {
                String found = present.get(ack.getKey());
                if (found == null) {
                    missing.add(ack.getKey());
                } else {
                    assertEquals(ack.getValue(), found, "ledger row " + ack.getKey() + " differs from what its transaction reported");
                }
            }
            missing.sort(null);
            assertTrue(missing.isEmpty(), missing.size() + " acknowledged transactions are missing after recovery, first: "
                    + missing.subList(0, Math.min(20, missing.size())));
            List<Long> vanished = seenBefore.stream().filter(id -> !present.containsKey(id)).sorted().toList();
            assertTrue(vanished.isEmpty(), "ledger rows an earlier recovery showed have vanished: " + vanished);

            // (2) nothing rolled back on purpose; nothing unacknowledged but the one transaction per thread the kill caught
            int unackedButDurable = 0;
            for (long id : present.keySet()) {
                assertTrue(!reports.rolledBack.contains(id), "transaction " + id + " was rolled back on purpose, but its ledger row is present");
                if (reports.acked.containsKey(id) || seenBefore.contains(id)) {
                    continue;
                }
                long key = (long) CrashChild.iterationOf(id) * 100 + CrashChild.threadOf(id);
                int next = reports.lastReported.getOrDefault(key, -1) + 1;
                assertTrue(CrashChild.iterationOf(id) == iteration && CrashChild.threadOf(id) != PROBE_THREAD && CrashChild.seqOf(id) == next,
                        "ledger row " + id + " was never acknowledged and is not the transaction its thread was running at the kill"
                                + " (that was seq " + next + " of iteration " + iteration + ")");
                unackedButDurable++;
            }

            // (3) balances: the total, and each account as the ledger rows present say
            Map<Integer, Long> balances = new TreeMap<>();
            long total = 0;
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id, balance FROM acct")) {
                while (rs.next()) {
                    balances.put(rs.getInt(1), rs.getLong(2));
                    total += rs.getLong(2);
                }
            }
            assertEquals(ACCOUNTS * INITIAL_BALANCE, total, "the total of the balances: " + balances);
            assertEquals(expectedBalances, balances, "each account's balance against the ledger rows present ("
                    + present.size() + ")");

            Set<Long> ids = new HashSet<>(present.keySet());
            probe(c, iteration, reports, ids);
            return new Verified(ids, unackedButDurable, recoveryNanos);
        } finally {
            HotrowDriver.instance().shutdown(); // waits for the probe to be durable; the next child takes over
        }
    }

    /** A transaction like the children's, in this JVM: its {@code entry_no} must lie above every one present. */
    private static void probe(Connection c, int iteration, Reports reports, Set<Long> present) throws SQLException {
        long id = ConcurrentCrashChild.txId(iteration, PROBE_THREAD, 0);
        c.setAutoCommit(false);
        long maxEntry;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT COALESCE(max(entry_no), 0) FROM ledger")) {
            rs.next();
            maxEntry = rs.getLong(1);
        }
        int[] accounts = {1 + iteration % ACCOUNTS, 1 + (iteration + 1) % ACCOUNTS};
        long[] amounts = {-iteration, iteration};
        try (PreparedStatement move = c.prepareStatement("UPDATE acct SET balance = balance + ? WHERE id = ?");
             PreparedStatement ledger = c.prepareStatement("INSERT INTO ledger (txid, entry_no, iteration, thread_no, seq,"
                     + " a1, d1, a2, d2, a3, d3) VALUES (?, nextval('ledger_no'), ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            for (int i = 0; i < 2; i++) {
                move.setLong(1, amounts[i]);
                move.setInt(2, accounts[i]);
                assertEquals(1, move.executeUpdate());
            }
            ConcurrentCrashChild.insertLedger(ledger, id, iteration, PROBE_THREAD, 0, accounts, amounts);
        }
        c.commit();
        reports.acked.put(id, ConcurrentCrashChild.movements(accounts, amounts));
        present.add(id);
        long entry;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT entry_no FROM ledger WHERE txid = " + id)) {
            rs.next();
            entry = rs.getLong(1);
        }
        c.commit();
        assertTrue(entry > maxEntry, "the sequence restarted at or below an existing value: drew " + entry + ", max was " + maxEntry);
    }
}
