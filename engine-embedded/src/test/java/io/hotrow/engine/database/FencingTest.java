package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static io.hotrow.engine.EngineFixture.unawareOfTakeOvers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Two writers on one store (two processes, in effect): the newer one fences the older
 * (docs/engine-log.md, "Opening a database: fencing"). The newer one forces its way past the older
 * one's lease, which the older one renews too rarely to notice during the test: so it meets the log
 * fence, the safety net under the lease (docs/lease.md).
 */
class FencingTest {

    /** The settings of every writer a test takes over. */
    private static final EngineSettings OLDER = unawareOfTakeOvers(EngineSettings.DEFAULT);

    /** Every engine instance of a test opens this store: one bucket prefix (one directory) shared by all of them. */
    private ObjectStore store;
    /** One thread per blocked writer or opener in the tests that race them. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void releaseStore() throws IOException {
        threads.shutdownNow();
        StoreKind.release(store);
    }

    /** Another client of the store's objects, as a second process opens on the same bucket prefix or directory. */
    private ObjectStore another() throws IOException {
        return StoreKind.reopen(store);
    }

    private static long sum(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void theOlderWriterIsFencedAtItsNextFlushAndNothingItAcknowledgedIsLost(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database older = open("shared", store, OLDER);
        Connection olderConnection = connect(older);
        try (Statement s = olderConnection.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }

        Database newer = openForcing("shared", another()); // takes over: new epoch, fence at the next log position
        try (Connection c = connect(newer)) {
            assertEquals(1, sum(c), "the newer writer recovered everything the older one acknowledged");
            c.createStatement().execute("INSERT INTO t VALUES (2)");
        }

        SQLException fenced = assertThrows(SQLException.class, () -> olderConnection.createStatement().execute("INSERT INTO t VALUES (3)"));
        assertEquals("57P01", fenced.getSQLState());
        assertTrue(fenced.getMessage().contains("taken over"), fenced.getMessage());
        assertEquals("57P01", assertThrows(SQLException.class, () -> olderConnection.createStatement().execute("INSERT INTO t VALUES (4)")).getSQLState(),
                "a fenced writer refuses further work");
        assertEquals("57P01", assertThrows(SQLException.class, () -> connect(older)).getSQLState());
        olderConnection.close();

        try (Connection c = connect(newer)) {
            assertEquals(2, sum(c));
            c.createStatement().execute("INSERT INTO t VALUES (5)");
        }
        newer.shutdown();
        try (Connection c = connect(open("shared", another()))) {
            assertEquals(3, sum(c), "rows 1, 2 and 5; never the fenced writer's 3 or 4");
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aFencedWriterCannotReuseIdsTheNewOwnerPruned(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database older = open("pruned", store, OLDER);
        try (Connection c = connect(older); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        Database newer = openForcing("pruned", another());
        try (Connection c = connect(newer)) {
            c.createStatement().execute("INSERT INTO t VALUES (2)");
        }
        newer.snapshot(); // prunes the log and older manifests; the ids the older writer would use next must stay taken
        newer.snapshot();
        SQLException snapshot = assertThrows(SQLException.class, older::snapshot);
        assertEquals("57P01", snapshot.getSQLState(), snapshot.getMessage());
        newer.shutdown();
        Database reader = open("pruned", another());
        try (Connection c = connect(reader)) {
            assertEquals(2, sum(c), "the newer owner's snapshot survived the fenced writer");
        }
        reader.shutdown();

        Database stale = open("pruned", store, OLDER);
        Database owner = openForcing("pruned", another());
        try (Connection c = connect(owner)) {
            c.createStatement().execute("INSERT INTO t VALUES (3)");
        }
        owner.snapshot(); // truncates the log up to the fence that stopped the stale writer
        SQLException write = assertThrows(SQLException.class, () -> connect(stale).createStatement().execute("INSERT INTO t VALUES (4)"));
        assertEquals("57P01", write.getSQLState(), write.getMessage());
        owner.shutdown();
        try (Connection c = connect(open("pruned", another()))) {
            assertEquals(3, sum(c));
        }
    }

    /** Memory only: holds the older writer's PUT in flight (MemoryObjectStore's fault injection). */
    @Test
    @Timeout(120)
    void commitsPendingWhenTheFenceLandsFailTogether() throws Exception {
        MemoryObjectStore store = new MemoryObjectStore("fencing-test");
        this.store = store;
        Database older = open("pending", store, OLDER);
        try (Connection c = connect(older)) {
            c.createStatement().execute("CREATE TABLE t (id int PRIMARY KEY)");
        }
        store.holdPuts();
        int putsBefore = store.putsStarted();
        CompletableFuture<Void> first = insertAsync(older, 1);
        Await.until("the first insert's PUT", () -> store.putsStarted() > putsBefore);
        CompletableFuture<Void> second = insertAsync(older, 2); // queued behind the held PUT
        CompletableFuture<Database> newer = CompletableFuture.supplyAsync(() -> {
            try {
                return openForcing("pending", store);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, threads);
        store.releasePuts();
        Database taker = newer.get(30, TimeUnit.SECONDS);
        // Whether the older writer's held PUT or the newer writer's fence won the race, an acknowledged
        // insert is in the newer writer's state; a failed one reports the take-over.
        List<Integer> acknowledged = new ArrayList<>();
        int id = 1;
        for (CompletableFuture<Void> insert : List.of(first, second)) {
            try {
                insert.get(30, TimeUnit.SECONDS);
                acknowledged.add(id);
            } catch (ExecutionException e) {
                SQLException cause = (SQLException) e.getCause().getCause();
                assertEquals("57P01", cause.getSQLState(), cause.getMessage());
            }
            id++;
        }
        assertPresent(taker, acknowledged);
        taker.shutdown();
        assertPresent(open("pending", store), acknowledged);
    }

    private static void assertPresent(Database database, List<Integer> ids) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            for (int id : ids) {
                try (ResultSet rs = s.executeQuery("SELECT count(*) FROM t WHERE id = " + id)) {
                    rs.next();
                    assertEquals(1, rs.getLong(1), "acknowledged insert " + id + " was lost");
                }
            }
        }
    }

    private CompletableFuture<Void> insertAsync(Database database, int id) {
        return CompletableFuture.runAsync(() -> {
            try (Connection c = connect(database)) {
                c.createStatement().execute("INSERT INTO t VALUES (" + id + ")");
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, threads);
    }
}
