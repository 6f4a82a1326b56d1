package io.hotrow.engine.metrics;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.store.MemoryObjectStore;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Row-lock, lane, commit and flush meters, same-row handoffs, and the hot-row view over the sketch. */
class ContentionMetricsTest {

    @Test
    @Timeout(180)
    void aHotRowShowsUpInTheMetersAndInHotrowHotRows() throws Exception {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        Database database = open("metrics", new MemoryObjectStore("metrics-test"), EngineSettings.DEFAULT.withMeterRegistry(meters));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            for (int id = 1; id <= 50; id++) {
                s.execute("INSERT INTO counters VALUES (" + id + ", 0)");
            }
        }
        int threads = 8, increments = 100;
        List<Thread> workers = new ArrayList<>();
        List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread worker = new Thread(() -> {
                try (Connection c = connect(database); Statement s = c.createStatement()) {
                    for (int i = 0; i < increments; i++) {
                        int id = i % 4 == 0 ? 2 + (thread * increments + i) % 49 : 1; // three in four on row 1
                        s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = " + id);
                    }
                } catch (Throwable e) {
                    errors.add(e);
                }
            });
            worker.start();
            workers.add(worker);
        }
        for (Thread worker : workers) {
            worker.join(TimeUnit.MINUTES.toMillis(1));
            assertFalse(worker.isAlive(), "a worker still runs after a minute");
        }
        assertEquals(List.of(), errors);
        try (Connection c = connect(database); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT table_name, row_key, writes, max_overcount FROM hotrow.hot_rows")) {
            assertTrue(rs.next());
            assertEquals("public.counters", rs.getString(1));
            assertEquals("id=1", rs.getString(2));
            assertEquals(1 + threads * increments * 3 / 4, rs.getLong(3) - rs.getLong(4), "row 1's insert and increments, exact while the sketch has room");
        }
        String[] tag = {"database", "metrics"};
        assertEquals(threads * increments + 51, meters.get("hotrow.commit.latency").tags(tag).timer().count());
        assertTrue(meters.get("hotrow.lane.wait").tags(tag).timer().count() >= threads * increments);
        assertTrue(meters.get("hotrow.flush.latency").tags(tag).timer().count() >= 1);
        double handoffs = meters.get("hotrow.same_row_handoffs").tags("database", "metrics", "table", "public.counters").counter().count();
        assertTrue(handoffs > 0 && handoffs < threads * increments, "same-row handoffs: " + handoffs);
        database.shutdown();
        assertTrue(meters.find("hotrow.lane.wait").tags(tag).timers().isEmpty(), "a closed database removes its meters");
    }
    /**
     * Under row locks an explicit transaction holds rows, not the lane: its hold is a row-lock
     * hold, and the lane's meters count its commit section only.
     */
    @Test
    void aWriteTransactionsHoldIsARowLockHold() throws Exception {
        SimpleMeterRegistry meters = new SimpleMeterRegistry();
        Database database = open("row-holds", new MemoryObjectStore("row-holds-test"), EngineSettings.DEFAULT.withMeterRegistry(meters));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counters VALUES (1, 0)");
            String[] tag = {"database", "row-holds"};
            long laneHolds = meters.get("hotrow.lane.hold").tags(tag).timer().count();
            c.setAutoCommit(false);
            s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 1");
            s.executeQuery("SELECT n FROM counters WHERE id = 1").close();
            c.commit();
            assertEquals(1, meters.get("hotrow.row_lock.hold").tags(tag).timer().count());
            assertEquals(laneHolds + 1, meters.get("hotrow.lane.hold").tags(tag).timer().count(), "the commit section, once");
        } finally {
            database.shutdown();
        }
    }
}
