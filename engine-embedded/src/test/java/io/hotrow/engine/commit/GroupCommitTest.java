package io.hotrow.engine.commit;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.store.MemoryObjectStore;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Group commit: many commits per durable write, acknowledged only after it, all failed together if it fails. */
@Timeout(180)
class GroupCommitTest {

    private final MemoryObjectStore store = new MemoryObjectStore("group-commit-test");
    private final SimpleMeterRegistry meters = new SimpleMeterRegistry();
    /** One thread per committer: each blocks until its commit is durable, all at the same time. */
    private final ExecutorService committers = Executors.newCachedThreadPool();

    @AfterEach
    void stopCommitters() {
        committers.shutdownNow();
    }

    private Database counter(String name) throws SQLException {
        return counter(name, EngineSettings.DEFAULT);
    }

    private Database counter(String name, EngineSettings settings) throws SQLException {
        Database database = open(name, store, settings.withMeterRegistry(meters));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counters VALUES (1, 0)");
        }
        return database;
    }

    private static long value(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT n FROM counters WHERE id = 1")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private CompletableFuture<Void> increment(Database database) {
        return CompletableFuture.runAsync(() -> {
            try (Connection c = connect(database)) {
                c.createStatement().execute("UPDATE counters SET n = n + 1 WHERE id = 1");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, committers);
    }

    @Test
    void aSlowStoreGetsManyCommitsPerWriteAndNoUpdateIsLost() throws Exception {
        store.latency(MemoryObjectStore.Operation.PUT, Duration.ofMillis(5));
        Database database = counter("batched");
        int logObjectsBefore = store.list("db/batched/log/").size();
        int threads = 32, increments = 20;
        List<Thread> workers = new ArrayList<>();
        List<Throwable> errors = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            Thread worker = new Thread(() -> {
                try (Connection c = connect(database); Statement s = c.createStatement()) {
                    for (int i = 0; i < increments; i++) {
                        s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 1");
                    }
                } catch (Throwable e) {
                    errors.add(e);
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join(TimeUnit.MINUTES.toMillis(2));
            assertFalse(worker.isAlive(), "a committer still runs after 2 minutes");
        }
        assertEquals(List.of(), errors);
        DistributionSummary batches = meters.get("hotrow.flush.batch.size").tag("database", "batched").summary();
        assertTrue(batches.max() > 1, "commits were batched; largest batch " + batches.max());
        int logObjects = store.list("db/batched/log/").size() - logObjectsBefore;
        assertTrue(logObjects < threads * increments, logObjects + " log objects for " + threads * increments + " commits");
        database.shutdown();
        try (Connection c = connect(open("batched", store))) {
            assertEquals(threads * increments, value(c), "every acknowledged increment is durable");
        }
    }

    /** One write in flight, so the held one is the one that fails; two in flight: {@code WritesInFlightTest}. */
    @Test
    void aFailedFlushFailsEveryCommitBehindItAndClosesTheDatabase() throws Exception {
        Database database = counter("failing", EngineSettings.DEFAULT.withGroupCommit(EngineSettings.DEFAULT.groupCommit().withWritesInFlight(1)));
        store.holdPuts();
        int putsBefore = store.putsStarted();
        CompletableFuture<Void> inFlight = increment(database);
        Await.until("the first commit's PUT", () -> store.putsStarted() > putsBefore);
        long applied = database.appliedLsn();
        List<CompletableFuture<Void>> queued = List.of(increment(database), increment(database), increment(database));
        Await.until("three commits applied in memory, buffered behind the held PUT", () -> database.appliedLsn() >= applied + queued.size());
        store.failPutsBeforeSend(1);
        store.releasePuts();
        List<CompletableFuture<Void>> all = new ArrayList<>(queued);
        all.add(inFlight);
        for (CompletableFuture<Void> commit : all) {
            ExecutionException e = org.junit.jupiter.api.Assertions.assertThrows(ExecutionException.class, () -> commit.get(30, TimeUnit.SECONDS));
            SQLException cause = (SQLException) e.getCause().getCause();
            assertEquals("58030", cause.getSQLState(), cause.getMessage());
        }
        assertFalse(database.isUsable(), "memory was ahead of storage, so the database closed");
        try (Connection c = connect(open("failing", store))) {
            assertEquals(0, value(c), "none of the failed commits is durable");
        }
    }

    @Test
    void afterACrashPointEveryAcknowledgedCommitIsRecovered() throws Exception {
        Database database = counter("crashing");
        store.crashAfterPuts(7);
        int acknowledged = 0;
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            for (int i = 0; i < 20; i++) {
                try {
                    s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 1");
                    acknowledged++;
                } catch (SQLException e) {
                    break;
                }
            }
        }
        assertTrue(store.isCrashed());
        store.restart();
        try (Connection c = connect(open("crashing", store))) {
            assertEquals(acknowledged, value(c));
        }
    }
}
