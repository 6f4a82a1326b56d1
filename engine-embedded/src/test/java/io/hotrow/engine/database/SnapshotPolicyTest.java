package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.manifest.Manifests;
import io.hotrow.engine.store.MemoryObjectStore;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A database snapshots by the bytes it logged, and the next open starts from that snapshot and says so. */
class SnapshotPolicyTest {

    private static final int ROW_BYTES = 4_000;
    private static final SnapshotPolicy BY_BYTES = new SnapshotPolicy(Long.MAX_VALUE, 64 << 10, Duration.ZERO);

    @Test
    @Timeout(60)
    void aFewLargeCommitsCallForASnapshotAndTheNextOpenReplaysOnlyWhatCameAfterIt() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("snapshot-policy");
        Database database = open("bytes", store, EngineSettings.DEFAULT.withSnapshots(BY_BYTES));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v text NOT NULL)");
            insert(c, 1, 20); // 80 kB in 20 commits: past 64 kB, far below the commit count
            // the manifest naming the snapshot, not the snapshot object alone: one not yet named when the database shuts down is dropped
            Manifests manifests = new Manifests(store, database.layout(), "bytes");
            Await.until("a snapshot taken by bytes, named by a manifest", () -> latestHasSnapshot(manifests));
            insert(c, 21, 22);
        } finally {
            database.shutdown();
        }
        Database reopened = open("bytes", store, EngineSettings.DEFAULT.withSnapshots(BY_BYTES));
        try (Connection c = connect(reopened); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*), sum(length(v)) FROM t")) {
            rs.next();
            assertEquals(22, rs.getInt(1));
            assertEquals(22L * ROW_BYTES, rs.getLong(2));
            OpenAccount account = reopened.recovery();
            assertNotNull(account.snapshotKey(), "opened from the snapshot");
            assertTrue(account.records() < 22, "replayed only the commits after the snapshot: " + account.records());
            assertTrue(account.logBytes() > 0 && account.snapshotBytes() > 0);
        } finally {
            reopened.shutdown();
        }
    }

    private static void insert(Connection c, int from, int to) throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
            for (int id = from; id <= to; id++) {
                insert.setInt(1, id);
                insert.setString(2, Integer.toString(id % 10).repeat(ROW_BYTES));
                insert.executeUpdate();
            }
        }
    }

    private static boolean latestHasSnapshot(Manifests manifests) {
        try {
            return manifests.latest().map(Manifest::hasSnapshot).orElse(false);
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }
}
