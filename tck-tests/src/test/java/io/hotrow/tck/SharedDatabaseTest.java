package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.io.IOException;
import java.net.ServerSocket;
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
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Several processes on one engine database (docs/sharing.md): the first to open it owns it and,
 * with {@code serve}, serves it; the others' {@code jdbc:hotrow:} connections follow it through
 * PostgreSQL's protocol. Writers are {@link LeaseChild} JVMs, each with a HikariCP pool, reading
 * back each row it wrote on another of its connections; this JVM is the third instance, with a
 * HikariCP pool too. Right after rows one instance acknowledged, this JVM reads them and asks the
 * other child to read them.
 */
class SharedDatabaseTest {

    /** How long the instances write: 30 s in the terms; shorter runs by property. */
    private static final int SECONDS = Integer.getInteger("hotrow.shared.seconds", 30);
    /** How many times the owner is killed under load, each time on a fresh store: 10 in CI, more by property. */
    private static final int KILLS = Integer.getInteger("hotrow.shared.kills", 10);

    @TempDir
    Path work;

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private String url(String leaseDuration) throws IOException {
        return url("store", leaseDuration);
    }

    private String url(String store, String leaseDuration) throws IOException {
        return "jdbc:hotrow:file:" + Files.createDirectories(work.resolve(store)) + "/shared?leaseDuration=" + leaseDuration;
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    private static void createTable(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
        } finally {
            HotrowDriver.instance().shutdown(); // hands the lease back: the first child owns it at once
        }
    }

    private ChildProcess writer(String url, String name, int firstId, int seconds) throws Exception {
        ChildProcess child = ChildProcess.start(LeaseChild.class, work.resolve(name + ".err"), url, String.valueOf(firstId), "10000000",
                String.valueOf(seconds));
        String first = child.nextLine(60, TimeUnit.SECONDS);
        assertEquals("OWNER " + child.pid(), first, name + " did not connect; stderr:\n" + child.stderrTail());
        return child;
    }

    private static HikariDataSource pool(String url) {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url);
        config.setMaximumPoolSize(4);
        return new HikariDataSource(config);
    }

    @Test
    @Timeout(300)
    void threeInstancesWriteAndReadWithoutAFailedStatementAndSeeEachOthersAcknowledgedRows() throws Exception {
        String url = url("3s");
        createTable(url);
        Set<Integer> acked = new HashSet<>();
        int seen = 0;
        int seenByTheOther = 0;
        try (ChildProcess owner = writer(url + "&serve=" + freePort(), "owner", 1, SECONDS + 60);
                ChildProcess follower = writer(url + "&serve=" + freePort(), "follower", 100_000_000, SECONDS)) {
            try (HikariDataSource pool = pool(url)) {
                int ownRow = 200_000_000;
                boolean followerDone = false;
                while (!followerDone) {
                    for (ChildProcess child : List.of(owner, follower)) {
                        String line = child.nextLine(20, TimeUnit.MILLISECONDS);
                        if (line == null) {
                            continue;
                        }
                        if (line.startsWith("ACK ")) {
                            int id = Integer.parseInt(line.substring(4));
                            assertTrue(acked.add(id), "acknowledged twice: " + id);
                            if (seen++ % 10 == 0) { // a read started after another instance's acknowledgement sees its row
                                assertEquals(1, count(pool, id), "row " + id + " acknowledged by pid " + child.pid() + " not seen here");
                                askToRead(child == owner ? follower : owner, id);
                                insert(pool, ++ownRow);
                                acked.add(ownRow);
                            }
                        } else if (line.startsWith("SEEN ")) {
                            seenByTheOther++;
                        } else if (line.startsWith("DONE ") && child == follower) {
                            assertEquals("DONE", line.split(" ")[0]);
                            assertTrue(line.endsWith(" 0"), "a statement of the follower failed: " + line + "\nstderr:\n" + child.stderrTail());
                            followerDone = true;
                        } else {
                            fail("pid " + child.pid() + " reported: " + line + "\nstderr:\n" + child.stderrTail());
                        }
                    }
                }
            }
            owner.send("STOP"); // the owner outlived the others' run; its hand-off under load is another test's
            for (String line : owner.drain(60, TimeUnit.SECONDS)) {
                if (line.startsWith("ACK ")) {
                    acked.add(Integer.parseInt(line.substring(4)));
                } else if (line.startsWith("SEEN ")) {
                    seenByTheOther++;
                } else {
                    assertTrue(line.startsWith("DONE ") && line.endsWith(" 0"), "the owner reported: " + line);
                }
            }
        }
        assertTrue(seen > 100, "too few acknowledgements to mean anything: " + seen);
        assertTrue(seenByTheOther > seen / 20, "too few of the rows asked for were read by the other child: " + seenByTheOther + " of " + seen / 10);
        try (HikariDataSource pool = pool(url)) {
            assertEquals(acked, rows(pool), "every acknowledged row, and nothing else");
        }
    }

    @Test
    @Timeout(300)
    void theOwnerHandsTheDatabaseOverUnderLoadWithoutAFailedStatement() throws Exception {
        String url = url("3s");
        createTable(url);
        Set<Integer> acked = new HashSet<>();
        try (ChildProcess owner = writer(url + "&serve=" + freePort(), "owner", 1, 120);
                ChildProcess follower = writer(url + "&serve=" + freePort(), "follower", 100_000_000, 120)) {
            while (acked.size() < 300) {
                assertNull(collect(owner, acked), "a statement failed before the hand-off");
                assertNull(collect(follower, acked), "a statement failed before the hand-off");
            }
            owner.send("STOP"); // hands the lease back: the follower, mid-load, becomes the owner
            for (String line : owner.drain(60, TimeUnit.SECONDS)) {
                if (line.startsWith("ACK ")) {
                    acked.add(Integer.parseInt(line.substring(4)));
                } else {
                    assertEquals("DONE", line.split(" ")[0], "the owner reported: " + line);
                    assertTrue(line.endsWith(" 0"), "the owner's statement failed: " + line);
                }
            }
            int before = acked.size();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (acked.size() < before + 200 && System.nanoTime() < deadline) {
                assertNull(collect(follower, acked), "the follower's statement failed at the hand-off; stderr:\n" + follower.stderrTail());
            }
            assertTrue(acked.size() >= before + 200, "the follower did not go on after the hand-off; stderr:\n" + follower.stderrTail());
            follower.send("STOP");
            for (String line : follower.drain(60, TimeUnit.SECONDS)) {
                if (line.startsWith("ACK ")) {
                    acked.add(Integer.parseInt(line.substring(4)));
                }
            }
        }
        try (HikariDataSource pool = pool(url)) {
            assertEquals(acked, rows(pool), "every acknowledged row, and nothing else");
        }
    }

    @Test
    @Timeout(1800)
    void afterTheOwnerIsKilledTheOtherInstanceTakesOverOnceTheLeaseExpiredAndNothingAcknowledgedIsLost() throws Exception {
        for (int round = 1; round <= KILLS; round++) {
            killTheOwnerUnderLoad("store-" + round);
        }
    }

    private void killTheOwnerUnderLoad(String store) throws Exception {
        Duration lease = Duration.ofSeconds(2);
        String url = url(store, lease.toSeconds() + "s");
        createTable(url);
        Set<Integer> acked = new HashSet<>();
        List<String> failures = new ArrayList<>();
        try (ChildProcess owner = writer(url + "&serve=" + freePort(), store + "-owner", 1, 120);
                ChildProcess follower = writer(url + "&serve=" + freePort(), store + "-follower", 100_000_000, 120)) {
            while (acked.size() < 200) {
                collect(owner, acked);
                failed(collect(follower, acked), failures);
            }
            owner.kill(30, TimeUnit.SECONDS);
            for (String line : owner.drain(30, TimeUnit.SECONDS)) { // what it printed before it died was acknowledged
                if (line.startsWith("ACK ")) {
                    acked.add(Integer.parseInt(line.substring(4)));
                }
            }
            int before = acked.size();
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (acked.size() < before + 200 && System.nanoTime() < deadline) { // the follower reconnects, to itself, and goes on
                failed(collect(follower, acked), failures);
            }
            assertTrue(acked.size() >= before + 200, "the follower did not go on after the owner died; stderr:\n" + follower.stderrTail());
            // A statement in flight when the owner died may fail (class 08: its outcome is unknown, so it is never run again):
            // at most the follower's writer's and its reader's. The first such failure tells the driver's other connections
            // to that owner, which replace their backends before their next transaction instead of failing a statement each.
            assertTrue(failures.size() <= LeaseChild.MOST_IN_FLIGHT, "more failed statements than the follower had in flight: " + failures);
            for (String failure : failures) {
                assertTrue(failure.startsWith("FAILED 08"), "not a broken connection: " + failure);
            }
            follower.send("STOP");
            for (String line : follower.drain(60, TimeUnit.SECONDS)) {
                if (line.startsWith("ACK ")) {
                    acked.add(Integer.parseInt(line.substring(4)));
                }
            }
        }
        try (HikariDataSource pool = pool(url)) {
            Set<Integer> rows = rows(pool);
            assertTrue(rows.containsAll(acked), "acknowledged rows lost: " + difference(acked, rows));
        }
    }

    /**
     * Asks {@code child} to read a row another instance acknowledged: it answers SEEN, or UNSEEN,
     * which the caller fails on. A child that has just finished its run cannot be asked any more.
     */
    private static void askToRead(ChildProcess child, int id) {
        try {
            child.send("READ " + id);
        } catch (IOException finished) {
            // its stdin is closed: it printed DONE, which the caller reads next
        }
    }

    /** Reads one line of a writer's output: an ack is recorded; returns the line of a failed statement, else null. */
    private static String collect(ChildProcess child, Set<Integer> acked) throws Exception {
        String line = child.nextLine(20, TimeUnit.MILLISECONDS);
        if (line == null) {
            return null;
        }
        if (line.startsWith("ACK ")) {
            acked.add(Integer.parseInt(line.substring(4)));
            return null;
        }
        if (line.startsWith("FAILED ")) {
            return line;
        }
        fail("pid " + child.pid() + " reported: " + line + "\nstderr:\n" + child.stderrTail());
        return null;
    }

    private static void failed(String line, List<String> failures) {
        if (line != null) {
            failures.add(line);
        }
    }

    private static long count(HikariDataSource pool, int id) throws SQLException {
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement("SELECT count(*) FROM t WHERE id = ?")) {
            s.setInt(1, id);
            try (ResultSet rs = s.executeQuery()) {
                rs.next();
                return rs.getLong(1);
            }
        }
    }

    private static void insert(HikariDataSource pool, int id) throws SQLException {
        try (Connection c = pool.getConnection(); PreparedStatement s = c.prepareStatement("INSERT INTO t VALUES (?)")) {
            s.setInt(1, id);
            assertEquals(1, s.executeUpdate());
        }
    }

    private static Set<Integer> rows(HikariDataSource pool) throws SQLException {
        Set<Integer> rows = new HashSet<>();
        try (Connection c = pool.getConnection(); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id FROM t")) {
            while (rs.next()) {
                rows.add(rs.getInt(1));
            }
        }
        return rows;
    }

    private static Set<Integer> difference(Set<Integer> a, Set<Integer> b) {
        Set<Integer> missing = new HashSet<>(a);
        missing.removeAll(b);
        return missing;
    }
}
