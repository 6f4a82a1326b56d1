package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.Await;
import io.hotrow.engine.EngineFixture;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A snapshot in flight when the database shuts down ends first: its manifest is created before the
 * database closes, and the reopen starts from it, instead of the snapshot being abandoned and the
 * reopen replaying everything since the one before.
 */
class SnapshotAtShutdownTest {

    @Test
    @Timeout(120)
    void aShutdownWaitsForTheSnapshotInFlightAndTheReopenStartsFromIt() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("snapshot-at-shutdown");
        Database database = open("stopping", store);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        int manifests = store.list("db/stopping/manifest/").size();
        int started = store.putsStarted();
        store.holdPuts();
        ExecutorService threads = Executors.newFixedThreadPool(2);
        Manifest taken;
        try {
            Future<Manifest> snapshot = threads.submit(database::snapshot);
            Await.until("the snapshot's own PUT", () -> store.putsStarted() > started);
            AtomicReference<Thread> closer = new AtomicReference<>();
            Future<?> shutdown = threads.submit(() -> {
                closer.set(Thread.currentThread());
                database.shutdown();
            });
            // The shutdown waits for the snapshot (to enter its monitor): none of its own writes starts while the snapshot's PUT is held.
            Await.until("the shutdown waiting for the snapshot", () -> closer.get() != null && closer.get().getState() == Thread.State.BLOCKED);
            assertEquals(started + 1, store.putsStarted(), "nothing of the shutdown was written before the snapshot ended");
            store.releasePuts();
            taken = snapshot.get(30, TimeUnit.SECONDS);
            shutdown.get(30, TimeUnit.SECONDS);
        } finally {
            threads.shutdownNow();
        }
        assertEquals(manifests + 1, store.list("db/stopping/manifest/").size(), "the snapshot's manifest");
        Database reopened = open("stopping", store);
        try {
            assertEquals(taken.snapshotKey(), reopened.recovery().snapshotKey());
            assertEquals(1, EngineFixture.rowsOfT(reopened));
        } finally {
            reopened.shutdown();
        }
    }
}
