package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** Snapshots truncate the log; damaged or missing objects stop recovery with an error naming them. */
class SnapshotAndCorruptionTest {

    private ObjectStore store;

    @AfterEach
    void releaseStore() throws IOException {
        StoreKind.release(store);
    }

    private Database withRows(String name, int rows) throws SQLException {
        Database database = open(name, store);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v text)");
            for (int i = 1; i <= rows; i++) {
                s.execute("INSERT INTO t VALUES (" + i + ", 'row " + i + "')");
            }
        }
        return database;
    }

    private List<String> keys(String name, String kind) throws Exception {
        return store.list("db/" + name + "/" + kind + "/");
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aSnapshotReplacesTheLogItCoversAndRecoveryReadsSnapshotPlusTail(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database first = withRows("snap", 10);
        List<Long> logged = StoreKind.logIds(store, "snap");
        assertTrue(logged.size() >= 11, "one object per flush before the snapshot");
        Manifest manifest = first.snapshot();
        assertTrue(manifest.hasSnapshot());
        assertEquals(List.of(manifest.snapshotKey()), keys("snap", "snapshot"));
        if (StoreKind.logInSegments(store, "snap")) {
            assertEquals(logged, StoreKind.logIds(store, "snap").stream().filter(id -> id < manifest.replayFromLogId()).toList(),
                    "a log segment is deleted only whole, and this log fits in its first one (SegmentLogSpaceTest truncates more)");
        } else {
            assertEquals(List.of("db/snap/log/" + String.format("%020d", 1) + ".log"),
                    keys("snap", "log").stream().filter(k -> k.compareTo("db/snap/log/" + String.format("%020d", manifest.replayFromLogId())) < 0).toList(),
                    "log objects covered by the snapshot are deleted, except the fence that opened the epoch (a new database's first"
                            + " owner puts no tail fences: no older writer can have writes in flight)");
        }
        assertEquals(2, keys("snap", "manifest").size(), "the manifest that opened the epoch and the newest");
        try (Connection c = connect(first)) {
            c.createStatement().execute("INSERT INTO t VALUES (11, 'in the tail')");
        }
        first.snapshot(); // a second snapshot supersedes the first one
        try (Connection c = connect(first)) {
            c.createStatement().execute("UPDATE t SET v = 'changed in the tail' WHERE id = 3");
        }
        String before = dump(first);
        first.shutdown();
        assertEquals(1, keys("snap", "snapshot").size());
        assertEquals(before, dump(open("snap", StoreKind.reopen(store))));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aDamagedLogObjectStopsRecoveryWithItsName(StoreKind kind) throws Exception {
        store = kind.fresh();
        withRows("bitrot", 3).shutdown();
        String victim = StoreKind.damageLogEntry(store, "bitrot", StoreKind.logIds(store, "bitrot").get(2));
        SQLException e = assertThrows(SQLException.class, () -> open("bitrot", StoreKind.reopen(store)));
        assertEquals("XX001", e.getSQLState());
        assertTrue(e.getMessage().contains(victim) && e.getMessage().contains("checksum"), e.getMessage());
    }

    /** Log objects only: a local directory's log segment has no entry to remove in its middle (damage there is above). */
    @ParameterizedTest
    @EnumSource(value = StoreKind.class, names = {"MEMORY", "S3"})
    void aMissingLogObjectInTheMiddleIsReportedNotSkipped(StoreKind kind) throws Exception {
        store = kind.fresh();
        withRows("gap", 3).shutdown();
        String missing = keys("gap", "log").get(1);
        store.delete(missing);
        SQLException e = assertThrows(SQLException.class, () -> open("gap", StoreKind.reopen(store)));
        assertEquals("XX001", e.getSQLState());
        assertTrue(e.getMessage().contains(missing) && e.getMessage().contains("missing"), e.getMessage());
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aDamagedSnapshotOrManifestStopsRecoveryWithItsName(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database database = withRows("badsnap", 3);
        String snapshot = database.snapshot().snapshotKey();
        database.shutdown();
        byte[] bytes = store.get(snapshot).orElseThrow();
        StoreKind.overwrite(store, snapshot, java.util.Arrays.copyOf(bytes, bytes.length - 5));
        SQLException e = assertThrows(SQLException.class, () -> open("badsnap", StoreKind.reopen(store)));
        assertEquals("XX001", e.getSQLState());
        assertTrue(e.getMessage().contains(snapshot), e.getMessage());

        String manifest = keys("badsnap", "manifest").get(keys("badsnap", "manifest").size() - 1);
        StoreKind.overwrite(store, manifest, new byte[] {1, 2, 3});
        e = assertThrows(SQLException.class, () -> open("badsnap", StoreKind.reopen(store)));
        assertEquals("XX001", e.getSQLState());
        assertTrue(e.getMessage().contains(manifest), e.getMessage());
    }
}
