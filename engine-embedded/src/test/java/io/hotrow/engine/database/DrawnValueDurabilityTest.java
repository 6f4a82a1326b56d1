package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A value drawn inside a transaction reaches the application only once a durable record reserves
 * it, also when another statement's reservation, still in flight, is the one that covers it
 * (CrashInjectionTest met a value handed out again after a kill -9: the reservation that covered it
 * had not landed).
 */
@Timeout(60)
class DrawnValueDurabilityTest {

    private final MemoryObjectStore store = new MemoryObjectStore("drawn-values-test");
    private final HeldLogWrites client = new HeldLogWrites(store);
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    private static long nextval(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT nextval('s')")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aValueAnotherStatementsReservationCoversWaitsUntilThatReservationIsDurable() throws Exception {
        Database database = open("drawn", client);
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE SEQUENCE s");
        }
        client.hold();
        try (Connection first = connect(database); Connection second = connect(database)) {
            first.setAutoCommit(false);
            second.setAutoCommit(false);
            Future<Long> firstDraw = threads.submit(() -> nextval(first));
            Await.until("the first draw's reservation in flight", () -> client.heldKeys().size() == 1);
            Future<Long> secondDraw = threads.submit(() -> nextval(second));
            assertThrows(TimeoutException.class, () -> secondDraw.get(500, TimeUnit.MILLISECONDS),
                    "the second value reached the application while the reservation covering it was not durable");
            client.land(client.heldKeys().get(0));
            assertEquals(1, firstDraw.get());
            assertEquals(2, secondDraw.get());
            first.rollback();
            second.rollback();
        } finally {
            client.release();
            database.shutdown();
        }
    }
}
