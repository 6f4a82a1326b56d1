package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.engine.lease.DatabaseOwnedElsewhereException;
import io.hotrow.testsupport.ChildProcess;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * One live owner per database across JVMs (docs/lease.md): a process that finds a database owned
 * by a live {@link LeaseChild} is refused and the owner never notices; the owner's hand-back lets
 * the next process in at once; after the owner is killed with SIGKILL, another process takes the
 * database over only once its lease has expired, and finds every acknowledged commit.
 */
class LeaseAcrossProcessesTest {

    @TempDir
    Path work;

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private String url(String leaseDuration) throws Exception {
        return "jdbc:hotrow:file:" + Files.createDirectories(work.resolve("store")) + "/shared?leaseDuration=" + leaseDuration;
    }

    private static void createTable(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
        } finally {
            HotrowDriver.instance().shutdown(); // hands the lease back: the child gets in at once
        }
    }

    private ChildProcess owner(String url) throws Exception {
        ChildProcess child = ChildProcess.start(LeaseChild.class, work.resolve("owner.err"), url, "1", "1000000", "120");
        assertEquals("OWNER " + child.pid(), child.nextLine(60, TimeUnit.SECONDS), "stderr:\n" + child.stderrTail());
        return child;
    }

    /** Reads the owner's output until {@code more} further acknowledgements came. */
    private static void awaitAcks(ChildProcess owner, Set<Integer> acked, int more) throws Exception {
        int target = acked.size() + more;
        while (acked.size() < target) {
            String line = owner.nextLine(60, TimeUnit.SECONDS);
            if (line == null || line.equals(ChildProcess.EOF)) {
                fail("the owner stopped acknowledging after " + acked.size() + " commits; stderr:\n" + owner.stderrTail());
            }
            record(line, acked, owner);
        }
    }

    private static void record(String line, Set<Integer> acked, ChildProcess owner) {
        if (!line.startsWith("ACK ")) {
            fail("the owner reported: " + line + "\nstderr:\n" + owner.stderrTail());
        }
        assertTrue(acked.add(Integer.parseInt(line.substring(4))), "acknowledged twice: " + line);
    }

    private static Set<Integer> rows(Connection c) throws SQLException {
        Set<Integer> rows = new HashSet<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id FROM t")) {
            while (rs.next()) {
                rows.add(rs.getInt(1));
            }
        }
        return rows;
    }

    @Test
    @Timeout(300)
    void aSecondProcessIsRefusedWhileTheOwnerWritesOnAndGetsInAtOnceWhenItHandsBack() throws Exception {
        String url = url("3s");
        createTable(url);
        Set<Integer> acked = new HashSet<>();
        try (ChildProcess owner = owner(url)) {
            awaitAcks(owner, acked, 20);
            SQLException refused = assertThrows(SQLException.class, () -> DriverManager.getConnection(url));
            assertEquals("55006", refused.getSQLState(), refused.getMessage());
            assertNotNull(DatabaseOwnedElsewhereException.in(refused), refused.toString());
            assertTrue(refused.getMessage().contains("owned by pid " + owner.pid()), refused.getMessage());
            awaitAcks(owner, acked, 20); // it went on, and nothing it did failed (checked at DONE)

            owner.send("STOP");
            String done = null;
            for (String line : owner.drain(60, TimeUnit.SECONDS)) {
                if (line.startsWith("DONE ")) {
                    done = line;
                } else {
                    record(line, acked, owner);
                }
            }
            assertEquals("DONE " + acked.size() + " 0", done, "every statement of the owner succeeded; stderr:\n" + owner.stderrTail());
            assertTrue(owner.waitFor(30, TimeUnit.SECONDS));
            assertEquals(0, owner.exitValue());
        }
        // 100 ms is far too short to see a live lease expire: getting in proves it was handed back.
        try (Connection c = DriverManager.getConnection(url + "&laneTimeout=100ms")) {
            assertEquals(acked, rows(c), "every acknowledged commit, nothing else");
        }
    }

    @Test
    @Timeout(300)
    void afterKillNineAnotherProcessTakesOverOnlyOnceTheLeaseExpiredAndFindsEveryAcknowledgedCommit() throws Exception {
        Duration lease = Duration.ofSeconds(2);
        String url = url(lease.toSeconds() + "s");
        createTable(url);
        Set<Integer> acked = new HashSet<>();
        long killedAt;
        try (ChildProcess owner = owner(url)) {
            awaitAcks(owner, acked, 50);
            owner.kill(30, TimeUnit.SECONDS);
            killedAt = System.nanoTime();
            for (String line : owner.drain(30, TimeUnit.SECONDS)) { // what it printed before it died was acknowledged
                if (!line.startsWith("PARTIAL ")) {
                    record(line, acked, owner);
                }
            }
        }
        SQLException early = assertThrows(SQLException.class, () -> DriverManager.getConnection(url + "&laneTimeout=200ms"),
                "a lease just seen, of an owner not seen to stop, is presumed alive");
        assertEquals("55006", early.getSQLState(), early.getMessage());

        try (Connection c = DriverManager.getConnection(url)) { // waits until it has not been renewed for the lease duration
            long tookOver = System.nanoTime();
            assertTrue(tookOver - killedAt >= lease.toNanos(), "taken over " + TimeUnit.NANOSECONDS.toMillis(tookOver - killedAt)
                    + " ms after the kill, before the lease of " + lease.toMillis() + " ms could have expired");
            Set<Integer> present = rows(c);
            assertTrue(present.containsAll(acked), "acknowledged commits are missing");
            assertTrue(present.size() <= acked.size() + 1, "more than the one commit in flight at the kill: " + present.size() + " vs " + acked.size());
        }
    }
}
