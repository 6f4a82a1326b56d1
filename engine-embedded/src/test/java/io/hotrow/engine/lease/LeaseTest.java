package io.hotrow.engine.lease;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.DatabaseRegistry;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import io.hotrow.engine.store.StoreLayout;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** One live owner per database (docs/lease.md): who gets in, who is told, and who stops first. */
@Timeout(180)
class LeaseTest {

    /** A short lease, so the tests that wait for one to expire stay short. */
    private static final EngineSettings SHORT = EngineSettings.DEFAULT.withLease(LeaseSettings.of(Duration.ofSeconds(2), Duration.ZERO));
    /** How long a serving loop may run at most. */
    private static final long LOOP_NANOS = TimeUnit.SECONDS.toNanos(90);
    private static final long PID = ProcessHandle.current().pid();

    private ObjectStore store;
    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<Database> opened = new CopyOnWriteArrayList<>();
    private final List<PartitionableStore> cut = new CopyOnWriteArrayList<>();

    @AfterEach
    void closeEverything() throws Exception {
        cut.forEach(PartitionableStore::heal);
        threads.shutdownNow();
        assertTrue(threads.awaitTermination(60, TimeUnit.SECONDS), "a test thread did not stop");
        opened.forEach(Database::shutdown);
        StoreKind.release(store);
    }

    private Database kept(Database database) {
        opened.add(database);
        return database;
    }

    /** Another process's client of the test's store. */
    private ObjectStore another() throws Exception {
        return StoreKind.reopen(store);
    }

    private PartitionableStore cuttable(ObjectStore client) {
        PartitionableStore partitionable = new PartitionableStore(client);
        cut.add(partitionable);
        return partitionable;
    }

    private static Database openWaiting(String name, ObjectStore store, EngineSettings settings, LeaseWatch watch, Duration wait)
            throws SQLException {
        return Database.open(name, store, Database.newAnalyzer(), settings, watch, wait);
    }

    /** Opens as a process does whose pool retries: until the lease it keeps watching has expired. */
    private static Database openOnceExpired(String name, ObjectStore store, EngineSettings settings) throws SQLException {
        LeaseWatch watch = new LeaseWatch();
        for (int attempt = 1; ; attempt++) {
            try {
                return openWaiting(name, store, settings, watch, settings.lease().duration().multipliedBy(2));
            } catch (DatabaseOwnedElsewhereException renewedMeanwhile) {
                if (attempt == 5) {
                    throw renewedMeanwhile; // a renewal in flight as the owner was cut off may land once; not five times
                }
            }
        }
    }

    private static String advertised(LeaseObjects leases) {
        try {
            return leases.newest().orElseThrow().address();
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    private static void createTable(Database database) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
        }
    }

    private static long count(Database database) throws SQLException {
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aSecondOpenerOfALiveDatabaseIsToldWhoOwnsItAndTheOwnerKeepsWorking(StoreKind kind) throws Exception {
        store = kind.fresh();
        EngineSettings settings = EngineSettings.DEFAULT.withLease(LeaseSettings.of(Duration.ofSeconds(3), Duration.ZERO));
        Database owner = kept(open("owned", store, settings));
        createTable(owner);
        AtomicBoolean stop = new AtomicBoolean();
        AtomicInteger acknowledged = new AtomicInteger();
        Future<?> writer = threads.submit(() -> {
            long deadline = System.nanoTime() + LOOP_NANOS;
            try (Connection c = connect(owner); Statement s = c.createStatement()) {
                for (int id = 1; id <= 1_000_000 && !stop.get() && System.nanoTime() < deadline; id++) {
                    s.execute("INSERT INTO t VALUES (" + id + ")"); // any failure fails the test
                    acknowledged.set(id);
                }
            }
            return null;
        });
        Await.until("the owner's first commit", () -> acknowledged.get() > 0);

        ObjectStore other = another();
        int before = acknowledged.get();
        DatabaseOwnedElsewhereException refused = assertThrows(DatabaseOwnedElsewhereException.class, () -> open("owned", other, settings));
        assertEquals("55006", refused.getSQLState());
        assertEquals(PID, refused.owner().pid());
        assertNull(refused.address(), "the owner serves nothing over the network");
        assertTrue(refused.getMessage().contains("owned by pid " + PID) && refused.getMessage().contains("renews its lease")
                && refused.getMessage().contains("lease of 3000 ms"), refused.getMessage());

        owner.advertise("127.0.0.1:5433");
        LeaseObjects leases = new LeaseObjects(other, "owned");
        Await.until("a renewal with the address", () -> advertised(leases) != null);
        assertEquals("127.0.0.1:5433", assertThrows(DatabaseOwnedElsewhereException.class, () -> open("owned", other, settings)).address(),
                "the owner's advertised address reaches whoever finds it owned");

        stop.set(true);
        writer.get(60, TimeUnit.SECONDS); // throws if a single statement of the owner failed
        assertTrue(acknowledged.get() > before, "the owner kept committing while others were refused");
        assertTrue(owner.isUsable());
        owner.shutdown();
        Database next = kept(openWaiting("owned", other, settings, new LeaseWatch(), Duration.ZERO));
        assertEquals(acknowledged.get(), count(next), "every acknowledged commit, nothing else");
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aHandedBackLeaseLetsTheNextOpenerInWithoutWaiting(StoreKind kind) throws Exception {
        store = kind.fresh();
        // Waiting for a lease this long would time the test out: every open here gets in at once or not at all.
        EngineSettings settings = EngineSettings.DEFAULT.withLease(LeaseSettings.of(Duration.ofMinutes(10), Duration.ZERO));
        Database first = kept(open("handed", store, settings));
        createTable(first);
        assertThrows(DatabaseOwnedElsewhereException.class, () -> openWaiting("handed", another(), settings, new LeaseWatch(), Duration.ZERO),
                "a live owner: without waiting, another opener is refused");
        first.shutdown();
        assertEquals(LeaseRecord.Kind.RELEASED, new LeaseObjects(store, "handed").newest().orElseThrow().kind());

        DatabaseRegistry registry = new DatabaseRegistry(Duration.ZERO);
        Database second = kept(registry.database("test", another(), "handed", settings.withIdleTimeout(Duration.ofNanos(1)), Duration.ZERO));
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            s.execute("INSERT INTO t VALUES (1)");
        }
        registry.closeIdle(); // closes it, idle since its connection closed, and hands the lease back
        assertTrue(!second.isUsable());
        assertEquals(LeaseRecord.Kind.RELEASED, new LeaseObjects(store, "handed").newest().orElseThrow().kind());

        assertEquals(1, count(kept(openWaiting("handed", another(), settings, new LeaseWatch(), Duration.ZERO))));
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aStoreWrittenBeforeLeasesOpensAtOnceOnTheNextEpoch(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database old = open("legacy", store, SHORT);
        createTable(old);
        long epoch = new LeaseObjects(store, "legacy").newest().orElseThrow().epoch();
        old.shutdown();
        for (String key : store.list("db/legacy/lease/")) {
            store.delete(key);
        }
        Database opened = kept(openWaiting("legacy", another(), SHORT, new LeaseWatch(), Duration.ZERO));
        assertEquals(0, count(opened));
        assertEquals(epoch + 1, new LeaseObjects(store, "legacy").newest().orElseThrow().epoch(), "the epoch after the newest manifest's");
    }

    /** Two instances of an application starting together on a new database: one owns it, the other is told, nobody is fenced. */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void openersRacingForANewDatabaseLeaveOneOwner(StoreKind kind) throws Exception {
        store = kind.fresh();
        // Renewed every second, so the others are told at once; a lease that could lapse while a busy machine starves the
        // owner's renewals (3 s did) would let another opener in rightly, and this test would count two owners.
        EngineSettings settings = EngineSettings.DEFAULT.withLease(LeaseSettings.of(Duration.ofSeconds(30), Duration.ofSeconds(1)));
        CountDownLatch go = new CountDownLatch(1);
        List<Future<Database>> racers = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            ObjectStore client = another();
            racers.add(threads.submit(() -> {
                go.await();
                return open("raced", client, settings);
            }));
        }
        go.countDown();
        List<Database> owners = new ArrayList<>();
        int refused = 0;
        for (Future<Database> racer : racers) {
            try {
                owners.add(kept(racer.get(60, TimeUnit.SECONDS)));
            } catch (ExecutionException e) {
                assertTrue(e.getCause() instanceof DatabaseOwnedElsewhereException, e.getCause().toString());
                refused++;
            }
        }
        assertEquals(1, owners.size(), "exactly one opener owns the database");
        assertEquals(2, refused);
        createTable(owners.get(0));
        assertTrue(owners.get(0).isUsable(), "the owner was not taken over");
    }

    /**
     * An opener reads the lease and the newest manifest at once. When its lease read is answered
     * before another opener's claim lands and its manifest read after that opener's manifest, it sees
     * epoch 1 and no lease: claiming epoch 2 then would make it a second owner beside the live one.
     */
    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anOpenerWhoseLeaseReadIsOlderThanItsManifestReadIsRefused(StoreKind kind) throws Exception {
        store = kind.fresh();
        StoreLayout layout = new StoreLayout("stale");
        PartitionableStore late = cuttable(another());
        late.holdListings(layout.manifestPrefix());
        Future<Database> second = threads.submit(() -> open("stale", late, SHORT));
        Await.until("the second opener's lease read answered, its manifest read held",
                () -> late.listed(layout.leasePrefix()) == 1 && late.held() == 1);
        Database owner = kept(open("stale", another(), SHORT));
        late.heal();
        ExecutionException e = assertThrows(ExecutionException.class, () -> kept(second.get(60, TimeUnit.SECONDS)), "a second owner");
        assertTrue(e.getCause() instanceof DatabaseOwnedElsewhereException, e.getCause().toString());
        createTable(owner);
        assertTrue(owner.isUsable(), "the owner was not taken over");
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aForcedTakeOverStopsTheLiveOwnerAtItsNextRenewal(StoreKind kind) throws Exception {
        store = kind.fresh();
        Database owner = kept(open("forced", store, EngineSettings.DEFAULT.withLease(LeaseSettings.of(Duration.ofSeconds(3), Duration.ZERO))));
        createTable(owner);
        Connection stale = connect(owner);
        Database forcer = kept(openForcing("forced", another()));
        Await.until("the owner to notice at its next renewal", () -> !owner.isUsable()); // it does not write: no log fence tells it
        SQLException e = assertThrows(SQLException.class, () -> stale.createStatement().executeQuery("SELECT count(*) FROM t"));
        assertEquals("57P01", e.getSQLState());
        assertTrue(e.getMessage().contains("taken over"), e.getMessage());
        stale.close();
        try (Connection c = connect(forcer); Statement s = c.createStatement()) {
            s.execute("INSERT INTO t VALUES (1)");
        }
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anOwnerThatDiedRightAfterItsClaimIsWaitedOutNotTakenForAlive(StoreKind kind) throws Exception {
        store = kind.fresh();
        LeaseWatch watch = new LeaseWatch(); // this process's, kept across its opens as the registry keeps it
        Duration wait = SHORT.lease().duration().multipliedBy(2);
        diesAfterItsClaim("reclaimed");
        Database first = openWaiting("reclaimed", another(), SHORT, watch, wait);
        createTable(first);
        first.shutdown();

        // A new owner's claim appears between two of our looks and the owner dies before it renews:
        // the change shows it was alive once, not that it is now, so the next open waits its lease out.
        diesAfterItsClaim("reclaimed");
        Database second = kept(openWaiting("reclaimed", another(), SHORT, watch, wait));
        assertEquals(0, count(second));
    }

    /** Another process opens the database, claiming its lease, and is cut off at once, as by kill -9. */
    private void diesAfterItsClaim(String name) throws Exception {
        PartitionableStore client = cuttable(another());
        kept(open(name, client, SHORT));
        client.partition();
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void anOwnerThatCannotRenewStopsServingBeforeAnotherProcessCanTakeOver(StoreKind kind) throws Exception {
        store = kind.fresh();
        PartitionableStore ownerClient = cuttable(store);
        Database owner = kept(open("unrenewed", ownerClient, SHORT));
        createTable(owner);
        ServingLoop serving = new ServingLoop(owner, true);
        Await.until("the owner serving", () -> serving.served.get() > 0);

        ownerClient.refuseLeaseWrites(); // its commits still go through; its renewals do not
        long refusedAt = System.nanoTime();
        Database taker = kept(openOnceExpired("unrenewed", another(), SHORT));
        long tookOver = System.nanoTime();

        SQLException stopped = serving.stopped();
        assertEquals("57P01", stopped.getSQLState(), stopped.getMessage());
        assertTrue(stopped.getMessage().contains("could not renew its ownership lease"), stopped.getMessage());
        assertTrue(serving.lastStarted.get() < tookOver, "the owner served a statement it started after another process took over");
        assertTrue(tookOver - refusedAt >= SHORT.lease().duration().toNanos(), "taken over before a whole lease duration passed without renewal: "
                + TimeUnit.NANOSECONDS.toMillis(tookOver - refusedAt) + " ms");
        assertEquals(serving.acknowledged.get(), count(taker), "every commit the owner acknowledged, nothing else");
    }

    @ParameterizedTest
    @EnumSource(StoreKind.class)
    void aPartitionedOwnerStopsServingBeforeTheProcessThatTakesOverServes(StoreKind kind) throws Exception {
        store = kind.fresh();
        PartitionableStore ownerClient = cuttable(store);
        Database owner = kept(open("partitioned", ownerClient, SHORT));
        createTable(owner);
        try (Connection c = connect(owner); Statement s = c.createStatement()) {
            s.execute("INSERT INTO t VALUES (1)");
        }
        ServingLoop reading = new ServingLoop(owner, false); // reads come from memory: only the lease can stop them
        Await.until("the owner serving", () -> reading.served.get() > 0);

        ownerClient.partition(); // its renewal hangs: only the statements' own look at the lease stops them
        long cutAt = System.nanoTime();
        Database taker = kept(openOnceExpired("partitioned", another(), SHORT));
        long tookOver = System.nanoTime();
        try (Connection c = connect(taker); Statement s = c.createStatement()) {
            s.execute("INSERT INTO t VALUES (2)"); // a read on the owner after this would miss it
        }

        SQLException stopped = reading.stopped();
        assertEquals("57P01", stopped.getSQLState(), stopped.getMessage());
        assertTrue(reading.lastStarted.get() < tookOver, "the owner served a read it started after another process took over");
        assertTrue(tookOver - cutAt >= SHORT.lease().duration().toNanos());
        assertEquals(1, reading.lastCount.get(), "the owner never saw the taker's row");
        assertTrue(!owner.isUsable());
        // The statement that found the lease lapsed closes the owner aside, and that close waits on
        // the cut-off store (marking the log's end): shutting down waits for it to finish.
        Await.until("the owner's close held by the partition", () -> ownerClient.held() > 0);
        Future<Integer> heldAfterShutdown = threads.submit(() -> {
            owner.shutdown();
            return ownerClient.held();
        });
        ownerClient.heal();
        assertEquals(0, heldAfterShutdown.get(60, TimeUnit.SECONDS), "shutdown returned while a write of the owner was still under way");
        assertEquals(2, count(taker));
    }

    /** Runs statements on a database from a thread of the test's own until the first fails, bounded in count and time. */
    private final class ServingLoop {
        final AtomicInteger served = new AtomicInteger();
        final AtomicInteger acknowledged = new AtomicInteger();
        final AtomicLong lastStarted = new AtomicLong();
        final AtomicLong lastCount = new AtomicLong();
        private final Future<SQLException> outcome;

        ServingLoop(Database database, boolean writes) {
            outcome = threads.submit(() -> {
                long deadline = System.nanoTime() + LOOP_NANOS;
                try (Connection c = connect(database); Statement s = c.createStatement()) {
                    for (int id = 1000; id < 1_000_000 && System.nanoTime() < deadline; id++) {
                        long started = System.nanoTime();
                        if (writes) {
                            s.execute("INSERT INTO t VALUES (" + id + ")");
                            acknowledged.incrementAndGet();
                        }
                        try (ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
                            rs.next();
                            lastCount.set(rs.getLong(1));
                        }
                        lastStarted.set(started);
                        served.incrementAndGet();
                    }
                } catch (SQLException e) {
                    return e;
                }
                return null;
            });
        }

        /** The error that stopped the loop; fails if it ran out its bounds without one. */
        SQLException stopped() throws Exception {
            SQLException e = outcome.get(LOOP_NANOS + TimeUnit.SECONDS.toNanos(30), TimeUnit.NANOSECONDS);
            assertTrue(e != null, "the owner never stopped serving");
            return e;
        }
    }
}
