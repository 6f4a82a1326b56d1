package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/** A snapshot caught by a shutdown writes nothing after it: no manifest from a database that has stopped. */
class SnapshotAtShutdownTest {

    @Test
    void aSnapshotInFlightWhenTheDatabaseShutsDownCreatesNoManifest() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("snapshot-at-shutdown");
        Database database = open("stopping", store);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        int manifests = store.list("db/stopping/manifest/").size();
        int started = store.putsStarted();
        store.holdPuts();
        CompletableFuture<Object> snapshot = CompletableFuture.supplyAsync(() -> {
            try {
                return database.snapshot();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        });
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (store.putsStarted() == started && System.nanoTime() < deadline) {
            Thread.onSpinWait(); // until the snapshot's own PUT is on its way
        }
        database.shutdown();
        store.releasePuts();
        ExecutionException e = assertThrows(ExecutionException.class, () -> snapshot.get(30, TimeUnit.SECONDS));
        assertEquals("57P01", ((SQLException) e.getCause().getCause()).getSQLState(), e.toString());
        assertEquals(manifests, store.list("db/stopping/manifest/").size(), "no manifest after the shutdown");
    }
}
