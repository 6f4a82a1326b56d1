package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** A snapshot caught by a shutdown writes nothing after it: no manifest from a database that has stopped. */
class SnapshotAtShutdownTest {

    @Test
    @Timeout(120)
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
        ExecutorService threads = Executors.newFixedThreadPool(2);
        try {
            Future<Manifest> snapshot = threads.submit(database::snapshot);
            Await.until("the snapshot's own PUT", () -> store.putsStarted() > started);
            Future<?> shutdown = threads.submit(database::shutdown);
            // Shutting down closes the database, then marks where the log ends: a second PUT, held too.
            Await.until("the shutdown's PUT", () -> store.putsStarted() > started + 1);
            store.releasePuts();
            shutdown.get(30, TimeUnit.SECONDS);
            ExecutionException e = assertThrows(ExecutionException.class, () -> snapshot.get(30, TimeUnit.SECONDS));
            assertEquals("57P01", ((SQLException) e.getCause()).getSQLState(), e.toString());
        } finally {
            threads.shutdownNow();
        }
        assertEquals(manifests, store.list("db/stopping/manifest/").size(), "no manifest after the shutdown");
    }
}
