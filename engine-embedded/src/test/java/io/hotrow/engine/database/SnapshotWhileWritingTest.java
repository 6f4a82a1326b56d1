package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A snapshot's rows are read after the lane is released, from a read view fixed while it was held:
 * writers commit meanwhile, schema changes included, and a reopen from the snapshot and the log
 * after it gives exactly what was committed, each commit once.
 */
class SnapshotWhileWritingTest {

    private static final EngineSettings ONLY_WHEN_ASKED = EngineSettings.DEFAULT.withSnapshots(SnapshotPolicy.NEVER);

    @Test
    @Timeout(120)
    void commitsAndSchemaChangesWhileTheRowsAreReadAreInTheTailNotInTheSnapshot() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("snapshot-while-writing");
        Database database = open("view", store, ONLY_WHEN_ASKED);
        ExecutorService threads = Executors.newSingleThreadExecutor();
        String before;
        Manifest taken;
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counter SELECT x, 0 FROM generate_series(1, 100) AS g(x)");
            s.execute("CREATE TABLE doomed (id int PRIMARY KEY)");
            s.execute("INSERT INTO doomed VALUES (1), (2)");
            s.execute("CREATE TABLE altered (id int PRIMARY KEY, a text)");
            s.execute("INSERT INTO altered VALUES (1, 'one')");
            CountDownLatch paused = new CountDownLatch(1);
            CountDownLatch resume = new CountDownLatch(1);
            database.snapshotTaker().beforeRowsRead(() -> {
                paused.countDown();
                await(resume);
            });
            Future<Manifest> snapshot = threads.submit(database::snapshot);
            assertTrue(paused.await(60, TimeUnit.SECONDS), "the snapshot reached its rows");
            long begun = database.appliedLsn();
            // With the lane held while the rows are read, each of these would wait for the snapshot: the test would time out.
            s.execute("UPDATE counter SET n = n + 1");
            s.execute("DELETE FROM counter WHERE id > 90");
            s.execute("DROP TABLE doomed");
            s.execute("ALTER TABLE altered RENAME COLUMN a TO a2");
            s.execute("ALTER TABLE altered ADD COLUMN b int DEFAULT 7");
            s.execute("INSERT INTO altered (id, a2) VALUES (2, 'two')");
            s.execute("CREATE TABLE doomed (id int PRIMARY KEY, note text)");
            s.execute("INSERT INTO doomed VALUES (3, 'again')");
            resume.countDown();
            taken = snapshot.get(60, TimeUnit.SECONDS);
            assertEquals(begun, taken.snapshotLsn(), "the snapshot sits where the lane was released");
            assertTrue(database.appliedLsn() > begun);
            before = dump(database);
        } finally {
            threads.shutdownNow();
            database.shutdown();
        }
        Database reopened = open("view", store, ONLY_WHEN_ASKED);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals(taken.snapshotKey(), reopened.recovery().snapshotKey());
            assertEquals(before, dump(reopened));
            assertEquals("90", single(s, "SELECT sum(n) FROM counter"));
            assertEquals("1|two|7", single(s, "SELECT count(*) || '|' || max(a2) || '|' || max(b) FROM altered WHERE id = 2"));
        } finally {
            reopened.shutdown();
        }
    }

    /**
     * Writers increment their own rows while snapshots are taken back to back (the policy's and
     * asked ones) and a schema change races with them; the reopen counts every acknowledged
     * increment once.
     */
    @Test
    @Timeout(240)
    void everyIncrementAcknowledgedDuringSnapshotsIsCountedOnceAfterTheReopen() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("snapshot-increments");
        EngineSettings often = EngineSettings.DEFAULT.withSnapshots(SnapshotPolicy.DEFAULT.withCommits(40).withInterval(Duration.ZERO));
        Database database = open("increments", store, often);
        int writers = 3, increments = 300, snapshotsAsked = 12;
        long[] acknowledged = new long[writers];
        ExecutorService threads = Executors.newFixedThreadPool(writers + 2);
        String before;
        try {
            try (Connection c = connect(database); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)");
                s.execute("INSERT INTO counter SELECT x, 0 FROM generate_series(0, " + (writers - 1) + ") AS g(x)");
                s.execute("CREATE TABLE side (id int PRIMARY KEY)");
            }
            AtomicBoolean writing = new AtomicBoolean(true);
            List<Future<?>> work = new ArrayList<>();
            for (int w = 0; w < writers; w++) {
                int id = w;
                work.add(threads.submit(() -> {
                    try (Connection c = connect(database); PreparedStatement up = c.prepareStatement("UPDATE counter SET n = n + 1 WHERE id = ?")) {
                        up.setInt(1, id);
                        for (int i = 0; i < increments; i++) {
                            assertEquals(1, up.executeUpdate());
                            acknowledged[id]++;
                        }
                    }
                    return null;
                }));
            }
            work.add(threads.submit(() -> {
                try (Connection c = connect(database); Statement s = c.createStatement()) {
                    for (int i = 0; i < 20 && writing.get(); i++) { // schema changes racing with the snapshots
                        s.execute("ALTER TABLE side ADD COLUMN c" + i + " int DEFAULT " + i);
                        s.execute("INSERT INTO side (id) VALUES (" + i + ")");
                        s.execute("CREATE TABLE extra" + i + " (id int PRIMARY KEY, v text)");
                        s.execute("INSERT INTO extra" + i + " VALUES (" + i + ", 'v" + i + "')");
                        if (i > 0) {
                            s.execute("DROP TABLE extra" + (i - 1));
                        }
                    }
                }
                return null;
            }));
            Future<?> asking = threads.submit(() -> {
                for (int i = 0; i < snapshotsAsked; i++) {
                    database.snapshot();
                }
                return null;
            });
            for (int w = 0; w < writers; w++) {
                work.get(w).get(180, TimeUnit.SECONDS);
            }
            writing.set(false);
            work.get(writers).get(60, TimeUnit.SECONDS);
            asking.get(120, TimeUnit.SECONDS);
            before = dump(database);
        } finally {
            threads.shutdownNow();
            database.shutdown();
        }
        Database reopened = open("increments", store, often);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertTrue(reopened.recovery().snapshotKey() != null, "reopened from a snapshot");
            for (int w = 0; w < writers; w++) {
                assertEquals(String.valueOf(acknowledged[w]), single(s, "SELECT n FROM counter WHERE id = " + w), "writer " + w);
            }
            assertEquals(before, dump(reopened));
        } finally {
            reopened.shutdown();
        }
    }

    private static void await(CountDownLatch latch) {
        try {
            if (!latch.await(60, TimeUnit.SECONDS)) {
                throw new IllegalStateException("not resumed");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(e);
        }
    }
}
