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
import io.hotrow.engine.store.MemoryObjectStore;
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

/**
 * Two log writes in flight: the second may land while the first fails, or while a newer writer
 * fences the database. Its commits were never acknowledged (acknowledgements follow log ids), so
 * its object is an orphan that no recovery may apply, and the commits acknowledged are exactly
 * the ones a reopened database holds.
 */
@Timeout(120)
class WritesInFlightTest {

    private static final EngineSettings TWO_IN_FLIGHT = unawareOfTakeOvers(EngineSettings.DEFAULT)
            .withGroupCommit(EngineSettings.DEFAULT.groupCommit().withWritesInFlight(2));

    private final MemoryObjectStore store = new MemoryObjectStore("writes-in-flight-test");
    /** The older writer's client of the store, whose log writes the test settles one by one. */
    private final HeldLogWrites olderClient = new HeldLogWrites(store);
    private final ExecutorService committers = Executors.newCachedThreadPool();
    private final List<CompletableFuture<Void>> inserts = new ArrayList<>();
    private String firstWrite, secondWrite;

    @AfterEach
    void stopCommitters() {
        committers.shutdownNow();
    }

    /** Row 1 acknowledged; rows 2 and 3 committed in two log writes, both held in flight. */
    private Database twoWritesInFlight(String name) throws Exception {
        Database older = open(name, olderClient, TWO_IN_FLIGHT);
        try (Connection c = connect(older); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        olderClient.hold();
        inserts.add(insertAsync(older, 2));
        Await.until("the first write in flight", () -> olderClient.heldKeys().size() == 1);
        inserts.add(insertAsync(older, 3));
        Await.until("the second write in flight beside the first", () -> olderClient.heldKeys().size() == 2);
        firstWrite = olderClient.heldKeys().get(0);
        secondWrite = olderClient.heldKeys().get(1);
        return older;
    }

    private void landSecondFirst() {
        olderClient.land(secondWrite);
        Await.until("the second write landed", () -> exists(secondWrite));
        assertFalse(inserts.get(1).isDone() && !inserts.get(1).isCompletedExceptionally(),
                "a write that landed before the one ahead of it was acknowledged");
    }

    @Test
    void whenTheFirstWriteFailsAndTheSecondLandsNeitherIsAcknowledgedAndTheOrphanIsNeverApplied() throws Exception {
        Database older = twoWritesInFlight("orphan");
        landSecondFirst();
        olderClient.fail(firstWrite);
        assertFailedWith("58030");
        assertFalse(older.isUsable(), "memory was ahead of storage, so the database closed");
        assertTrue(exists(secondWrite) && !exists(firstWrite), "a hole followed by the orphan");

        Database reopened = open("orphan", store);
        assertEquals(List.of(1), ids(reopened), "exactly the acknowledged commit; the orphan's row 3 is not applied");
        insert(reopened, 4);
        reopened.shutdown();
        assertEquals(List.of(1, 4), ids(open("orphan", store)), "later recoveries skip the orphan behind the fence too");
    }

    @Test
    void aNewerWriterFencesBothWritesInFlightAndNothingTheyCarriedSurvives() throws Exception {
        twoWritesInFlight("fenced");
        Database newer = openForcing("fenced", store);
        assertEquals(List.of(1), ids(newer));
        olderClient.land(firstWrite);
        olderClient.land(secondWrite);
        assertFailedWith("57P01");
        assertNewerKeepsWriting(newer, "fenced");
    }

    @Test
    void aNewerWriterSkipsAnOrphanThatLandedBeforeItsFence() throws Exception {
        twoWritesInFlight("late");
        landSecondFirst();
        Database newer = openForcing("late", store);
        assertEquals(List.of(1), ids(newer), "the orphan is not applied: the write before it never landed");
        olderClient.land(firstWrite); // its id holds the newer writer's fence now
        assertFailedWith("57P01");
        assertNewerKeepsWriting(newer, "late");
    }

    /** Only the id right after a missing one can hold an orphan: objects further on mean the missing one was deleted. */
    @Test
    void aMissingObjectFollowedByMoreThanOneLaterObjectIsStillReported() throws Exception {
        Database crashed = open("holes", store, TWO_IN_FLIGHT);
        try (Connection c = connect(crashed); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            for (int id = 1; id <= 3; id++) {
                s.execute("INSERT INTO t VALUES (" + id + ")"); // one log object each: nothing else is committing
            }
        }
        // The writer never closes, so no marker records where its log ends: only the later objects show the hole.
        List<String> log = store.list("db/holes/log/");
        String deleted = log.get(log.size() - 3);
        store.delete(deleted);
        SQLException e = assertThrows(SQLException.class, () -> openForcing("holes", store));
        assertEquals("XX001", e.getSQLState(), e.getMessage());
        assertTrue(e.getMessage().contains(deleted), e.getMessage());
    }

    private void assertNewerKeepsWriting(Database newer, String name) throws SQLException {
        insert(newer, 4);
        newer.shutdown();
        assertEquals(List.of(1, 4), ids(open(name, store)));
    }

    private void assertFailedWith(String sqlState) {
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
