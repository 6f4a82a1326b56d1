package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.openForcing;
import static io.hotrow.engine.EngineFixture.unawareOfTakeOvers;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.commit.GroupCommitSettings;
import io.hotrow.engine.commit.GroupCommitter;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.store.MemoryObjectStore;
import java.io.IOException;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Several log writes in flight ({@link CommitLog#MAX_WRITES_IN_FLIGHT}, the most a committer may
 * have): later ones may land while an earlier one fails, or while a newer writer fences the
 * database. Their commits were never acknowledged (acknowledgements follow log ids), so their
 * objects are orphans that no recovery may apply, and the commits acknowledged are exactly the
 * ones a reopened database holds. Every test also checks that no write left before the one
 * {@code MAX_WRITES_IN_FLIGHT} ids back landed, which recovery relies on.
 */
@Timeout(120)
class WritesInFlightTest {

    private static final int IN_FLIGHT = CommitLog.MAX_WRITES_IN_FLIGHT;
    /**
     * A configured batching window (of a nanosecond: each write leaves with what is buffered), so a
     * single commit may leave beside any number in flight; adaptive batching holds a write beside
     * two in flight back for {@link GroupCommitter#MIN_RECORDS_BEYOND_TWO} records.
     */
    private static final EngineSettings ALL_IN_FLIGHT = unawareOfTakeOvers(EngineSettings.DEFAULT)
            .withGroupCommit(new GroupCommitSettings(Duration.ofNanos(1), 4096, 8 << 20, IN_FLIGHT));
    private static final EngineSettings ADAPTIVE = unawareOfTakeOvers(EngineSettings.DEFAULT)
            .withGroupCommit(EngineSettings.DEFAULT.groupCommit().withWritesInFlight(IN_FLIGHT));

    private final MemoryObjectStore store = new MemoryObjectStore("writes-in-flight-test");
    /** The older writer's client of the store, whose log writes the test settles one by one. */
    private final HeldLogWrites olderClient = new HeldLogWrites(store);
    private final ExecutorService committers = Executors.newCachedThreadPool();
    /** inserts.get(i) inserts row i + 2, carried by writes.get(i). */
    private final List<CompletableFuture<Void>> inserts = new ArrayList<>();
    private List<String> writes;
    private final Queue<Integer> acknowledged = new ConcurrentLinkedQueue<>();
    /** The SQLState each failed insert of the random test failed with, by row. */
    private final Map<Integer, String> failures = new ConcurrentHashMap<>();

    @AfterEach
    void stopCommittersAndCheckTheWindow() {
        committers.shutdownNow();
        assertEquals(List.of(), olderClient.windowBreaches());
    }

    /** Row 1 acknowledged; rows 2 to IN_FLIGHT + 1 committed in as many log writes, all held in flight. */
    private Database allWritesInFlight(String name) throws Exception {
        Database older = open(name, olderClient, ALL_IN_FLIGHT);
        try (Connection c = connect(older); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        olderClient.hold();
        for (int i = 0; i < IN_FLIGHT; i++) {
            inserts.add(insertAsync(older, i + 2));
            int held = i + 1;
            Await.until("write " + held + " in flight beside the ones before it", () -> olderClient.heldKeys().size() == held);
        }
        writes = olderClient.heldKeys();
        return older;
    }

    /** Lands the writes at these positions, in this order; none of them may be acknowledged while the first is held. */
    private void landOutOfOrder(int... positions) {
        for (int position : positions) {
            olderClient.land(writes.get(position));
            Await.until("write " + position + " landed", () -> exists(writes.get(position)));
        }
        for (CompletableFuture<Void> insert : inserts) {
            assertFalse(insert.isDone() && !insert.isCompletedExceptionally(),
                    "a write that landed before the one ahead of it was acknowledged");
        }
    }

    @Test
    void whenTheFirstWriteFailsAndTheLaterOnesLandNoneIsAcknowledgedAndTheOrphansAreNeverApplied() throws Exception {
        Database older = allWritesInFlight("orphan");
        landOutOfOrder(IntStream.range(1, IN_FLIGHT).map(i -> IN_FLIGHT - i).toArray()); // newest first
        olderClient.fail(writes.get(0));
        assertFailedWith("58030", inserts);
        assertFalse(older.isUsable(), "memory was ahead of storage, so the database closed");
        assertTrue(!exists(writes.get(0)) && writes.subList(1, IN_FLIGHT).stream().allMatch(this::exists), "a hole followed by the orphans");

        Database reopened = open("orphan", store);
        assertEquals(List.of(1), ids(reopened), "exactly the acknowledged commit; the orphans' rows are not applied");
        insert(reopened, 100);
        reopened.shutdown();
        assertEquals(List.of(1, 100), ids(open("orphan", store)), "later recoveries skip the orphans behind the fences too");
    }

    @Test
    void aFailedMiddleWriteKeepsExactlyTheWritesBeforeIt() throws Exception {
        int failed = IN_FLIGHT / 2;
        Database older = allWritesInFlight("middle");
        landOutOfOrder(IntStream.range(failed + 1, IN_FLIGHT).toArray()); // after the one that fails, before the ones ahead of it
        for (int i = 0; i < failed; i++) {
            olderClient.land(writes.get(i));
            inserts.get(i).get(30, TimeUnit.SECONDS); // acknowledged: it and every write before it landed
        }
        olderClient.fail(writes.get(failed));
        assertFailedWith("58030", inserts.subList(failed, IN_FLIGHT));
        assertFalse(older.isUsable());

        List<Integer> acknowledged = IntStream.rangeClosed(1, failed + 1).boxed().toList();
        assertEquals(acknowledged, ids(open("middle", store)), "the rows of the writes before the failed one, no orphan's");
    }

    @Test
    void aNewerWriterFencesEveryWriteInFlightAndNothingTheyCarriedSurvives() throws Exception {
        allWritesInFlight("fenced");
        Database newer = openForcing("fenced", store);
        assertEquals(List.of(1), ids(newer));
        List<String> shuffled = new ArrayList<>(writes);
        Collections.shuffle(shuffled, new Random(18));
        shuffled.forEach(olderClient::land); // each finds the newer writer's fence at its id
        assertFailedWith("57P01", inserts);
        assertNewerKeepsWriting(newer, "fenced");
    }

    @Test
    void aNewerWriterSkipsOrphansThatLandedBeforeItsFences() throws Exception {
        allWritesInFlight("late");
        landOutOfOrder(IntStream.range(1, IN_FLIGHT).filter(i -> i % 2 == 1).toArray());
        Database newer = openForcing("late", store);
        assertEquals(List.of(1), ids(newer), "the orphans are not applied: the write before them never landed");
        for (int i = 0; i < IN_FLIGHT; i += 2) {
            olderClient.land(writes.get(i)); // its id holds one of the newer writer's fences now
        }
        assertFailedWith("57P01", inserts);
        assertNewerKeepsWriting(newer, "late");
    }

    @Test
    void theNextWriteWaitsForTheOldestInFlightToLand() throws Exception {
        Database older = allWritesInFlight("window");
        landOutOfOrder(IntStream.range(1, IN_FLIGHT).toArray());
        long applied = older.appliedLsn();
        CompletableFuture<Void> next = insertAsync(older, 100); // its write's id is IN_FLIGHT past the held one
        Await.until("the next commit applied and handed to the committer", () -> older.appliedLsn() > applied);
        assertEquals(IN_FLIGHT, olderClient.heldKeys().size(), "the window is full: the next write waits for the oldest");
        olderClient.land(writes.get(0));
        for (CompletableFuture<Void> insert : inserts) {
            insert.get(30, TimeUnit.SECONDS);
        }
        Await.until("the next write in flight", () -> olderClient.heldKeys().size() == IN_FLIGHT + 1);
        olderClient.land(olderClient.heldKeys().get(IN_FLIGHT));
        next.get(30, TimeUnit.SECONDS);
        older.shutdown();
        List<Integer> expected = new ArrayList<>(IntStream.rangeClosed(1, IN_FLIGHT + 1).boxed().toList());
        expected.add(100);
        assertEquals(expected, ids(open("window", store)));
    }

    /**
     * Many committers while every write lands in a random order, one of them failing: no write
     * leaves before the one {@code IN_FLIGHT} back landed (checked by the store), every
     * acknowledged row survives, every other commit fails with 58030 (outcome unknown), and the
     * reopened database holds nothing that was not committed.
     */
    @Test
    void randomLandingsWithOneFailureLoseNothingAcknowledged() throws Exception {
        Database older = open("random", olderClient, ALL_IN_FLIGHT);
        try (Connection c = connect(older); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
        }
        olderClient.hold();
        Random random = new Random(1818);
        int clients = 12;
        int perClient = 30;
        List<CompletableFuture<Void>> all = new ArrayList<>();
        for (int client = 0; client < clients; client++) {
            int first = client * perClient + 1;
            all.add(CompletableFuture.runAsync(() -> {
                for (int id = first; id < first + perClient; id++) {
                    try {
                        insert(older, id);
                        acknowledged.add(id);
                    } catch (SQLException e) {
                        failures.put(id, e.getSQLState());
                        return; // the database closed: the next inserts would fail alike
                    }
                }
            }, committers));
        }
        CompletableFuture<Void> done = CompletableFuture.allOf(all.toArray(CompletableFuture[]::new));
        int settled = 0;
        boolean failedOne = false;
        while (!done.isDone()) {
            List<String> unsettled = olderClient.unsettledKeys();
            if (unsettled.isEmpty()) {
                Thread.onSpinWait();
                continue;
            }
            String key = unsettled.get(random.nextInt(unsettled.size()));
            if (!failedOne && ++settled == 60) {
                olderClient.fail(key);
                failedOne = true;
            } else {
                olderClient.land(key);
            }
        }
        olderClient.unsettledKeys().forEach(olderClient::land);
        done.get(30, TimeUnit.SECONDS);
        assertTrue(failedOne, "the test failed a write");
        assertTrue(failures.containsValue("58030"), failures.toString());
        assertTrue(Set.of("58030", "57P01").containsAll(failures.values()), "outcome unknown, or refused as the database had closed: " + failures);

        List<Integer> reopened = ids(open("random", store));
        assertTrue(reopened.containsAll(acknowledged), "every acknowledged row survives");
        for (int id : reopened) {
            assertTrue(acknowledged.contains(id) || "58030".equals(failures.get(id)),
                    "row " + id + " is durable but was neither acknowledged nor failed with an unknown outcome: " + failures.get(id));
        }
    }

    @Test
    void adaptiveBatchingSendsAWriteBesideTwoInFlightOnlyWithEnoughRecordsToShareIt() throws Exception {
        Database database = open("adaptive", olderClient, ADAPTIVE);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        olderClient.hold();
        for (int id = 2; id <= 3; id++) {
            inserts.add(insertAsync(database, id));
            int held = id - 1;
            Await.until("write " + held + " in flight", () -> olderClient.heldKeys().size() == held);
        }
        int shared = GroupCommitter.MIN_RECORDS_BEYOND_TWO;
        for (int id = 100; id < 100 + shared; id++) {
            inserts.add(insertAsync(database, id));
        }
        Await.until("a third write beside the two", () -> olderClient.heldKeys().size() == 3);
        List<String> held = olderClient.heldKeys();
        held.forEach(olderClient::land);
        for (CompletableFuture<Void> insert : inserts) {
            insert.get(30, TimeUnit.SECONDS);
        }
        assertEquals(shared, LogObjectCodec.decode(held.get(2), "adaptive", store.get(held.get(2)).orElseThrow()).records().size(),
                "the third write left only once it could carry that many records, with all of them");
        assertEquals(shared + 3, ids(database).size());
    }

    /** Only the ids right after a missing one can hold orphans: an object further on means the missing one was deleted. */
    @Test
    void aMissingObjectFollowedByObjectsBeyondTheWindowIsStillReported() throws Exception {
        Database crashed = open("holes", store, ALL_IN_FLIGHT);
        try (Connection c = connect(crashed); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            for (int id = 1; id <= IN_FLIGHT + 1; id++) {
                s.execute("INSERT INTO t VALUES (" + id + ")"); // one log object each: nothing else is committing
            }
        }
        // The writer never closes, so no marker records where its log ends: only the later objects show the hole.
        List<String> log = store.list("db/holes/log/");
        String deleted = log.get(log.size() - 1 - IN_FLIGHT);
        store.delete(deleted);
        SQLException e = assertThrows(SQLException.class, () -> openForcing("holes", store));
        assertEquals("XX001", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains(deleted), e.getMessage());
    }

    /** Within the window, the same deletion reads as a failed write and its orphans: the log ends at the hole. */
    @Test
    void aMissingObjectFollowedOnlyByObjectsWithinTheWindowEndsTheLog() throws Exception {
        Database crashed = open("short", store, ALL_IN_FLIGHT);
        try (Connection c = connect(crashed); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            for (int id = 1; id <= IN_FLIGHT; id++) {
                s.execute("INSERT INTO t VALUES (" + id + ")");
            }
        }
        List<String> log = store.list("db/short/log/");
        store.delete(log.get(log.size() - IN_FLIGHT + 1)); // row 2's object: rows 3 to IN_FLIGHT follow it
        assertEquals(List.of(1), ids(openForcing("short", store)));
    }

    private void assertNewerKeepsWriting(Database newer, String name) throws SQLException {
        insert(newer, 100);
        newer.shutdown();
        assertEquals(List.of(1, 100), ids(open(name, store)));
    }

    private static void assertFailedWith(String sqlState, List<CompletableFuture<Void>> inserts) {
        for (CompletableFuture<Void> insert : inserts) {
            ExecutionException e = assertThrows(ExecutionException.class, () -> insert.get(30, TimeUnit.SECONDS));
            SQLException cause = (SQLException) e.getCause().getCause();
            assertEquals(sqlState, cause.getSQLState(), cause.getMessage());
        }
    }

    private boolean exists(String key) {
        try {
            return store.get(key).isPresent();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    private static List<Integer> ids(Database database) throws SQLException {
        List<Integer> ids = new ArrayList<>();
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id FROM t ORDER BY id")) {
            while (rs.next()) {
                ids.add(rs.getInt(1));
            }
        }
        return ids;
    }

    private static void insert(Database database, int id) throws SQLException {
        try (Connection c = connect(database)) {
            c.createStatement().execute("INSERT INTO t VALUES (" + id + ")");
        }
    }

    private CompletableFuture<Void> insertAsync(Database database, int id) {
        return CompletableFuture.runAsync(() -> {
            try {
                insert(database, id);
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, committers);
    }
}
