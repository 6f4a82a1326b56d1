package io.hotrow.placement.classifier;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.metrics.ContentionSnapshot;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.placement.Placement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The classifier fed by the engine's real contention windows: a hot row held across client round
 * trips is flagged and sent to PostgreSQL; distinct rows and a sharded counter are not flagged.
 */
@Timeout(300) // every test runs 16 threads
class ClassifierOnRealWorkloadsTest {

    /** Moves after one window, so one workload run decides; a budget that 16 waiters behind 5 ms holds exceed. */
    private static final ClassifierSettings SETTINGS = new ClassifierSettings(10, 0.5, Duration.ofMillis(20), true, 100, 1);

    private final Database database;

    ClassifierOnRealWorkloadsTest() throws SQLException {
        database = Database.open("workload", new MemoryObjectStore("classifier-test"), Database.newAnalyzer(), EngineSettings.DEFAULT);
        try (Connection c = connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("CREATE TABLE counter_shards (id int NOT NULL, shard int NOT NULL, n bigint NOT NULL, PRIMARY KEY (id, shard))");
            for (int id = 1; id <= 400; id++) {
                s.execute("INSERT INTO accounts VALUES (" + id + ", 1000)");
            }
            for (int shard = 0; shard < 16; shard++) {
                s.execute("INSERT INTO counter_shards VALUES (1, " + shard + ", 0)");
            }
        }
        database.metrics().contentionSinceLastSnapshot(); // the set-up is not the workload
    }

    @AfterEach
    void close() {
        database.shutdown();
    }

    private Connection connect() throws SQLException {
        return EngineConnection.open(database, "jdbc:hotrow:mem:/workload", Duration.ofSeconds(30));
    }

    /**
     * Classifies the workload's window as if it had lasted one second: the rates the classifier
     * compares with its thresholds are then the run's counts, the same on a fast machine as on a
     * busy one (a real window of a slow run once made 127 handoffs 8.8 a second, under the 10 asked for).
     */
    private Decision classify() {
        ContentionSnapshot w = database.metrics().contentionSinceLastSnapshot();
        ContentionSnapshot oneSecond = new ContentionSnapshot(TimeUnit.SECONDS.toNanos(1), w.commits(), w.sameRowHandoffs(), w.laneWaits(),
                w.laneWaitP99Nanos(), w.laneWaitTotalNanos(), w.autocommitHolds(), w.autocommitHoldP99Nanos(), w.transactionHolds(),
                w.transactionHoldP99Nanos(), w.laneHeldNanos(), w.transactionHeldNanos(), w.commitLatencyP99Nanos());
        ContentionSample sample = EngineContention.sample("workload", oneSecond);
        return new PlacementClassifier(db -> SETTINGS).classify(sample, Placement.ENGINE, false);
    }

    interface Work {
        void run(Connection c, int thread, int i) throws Exception;
    }

    private void run(int threads, int times, Work work) throws Exception {
        CountDownLatch start = new CountDownLatch(1);
        List<Thread> workers = new ArrayList<>();
        List<Throwable> failures = java.util.Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < threads; t++) {
            int thread = t;
            Thread worker = new Thread(() -> {
                try (Connection c = connect()) {
                    start.await();
                    for (int i = 0; i < times; i++) {
                        work.run(c, thread, i);
                    }
                } catch (Throwable e) {
                    failures.add(e);
                }
            });
            worker.start();
            workers.add(worker);
        }
        start.countDown();
        for (Thread worker : workers) {
            worker.join(TimeUnit.MINUTES.toMillis(2));
            assertFalse(worker.isAlive(), "a worker still runs after 2 minutes");
        }
        assertTrue(failures.isEmpty(), failures.toString());
    }

    @Test
    void aHotRowHeldAcrossClientRoundTripsGoesToPostgres() throws Exception {
        run(16, 8, (c, thread, i) -> {
            c.setAutoCommit(false);
            long balance;
            try (PreparedStatement read = c.prepareStatement("SELECT balance FROM accounts WHERE id = 1 FOR UPDATE"); ResultSet rs = read.executeQuery()) {
                rs.next();
                balance = rs.getLong(1);
            }
            Thread.sleep(5); // the application computes between its round trips, holding the row
            try (PreparedStatement write = c.prepareStatement("UPDATE accounts SET balance = ? WHERE id = 1")) {
                write.setLong(1, balance - 1);
                write.executeUpdate();
            }
            c.commit();
        });
        Decision decision = classify();
        assertTrue(decision.flagged(), decision.reason());
        assertEquals(Placement.POSTGRES, decision.target(), decision.reason());
        assertTrue(decision.reason().contains("same-row handoffs/s"), decision.reason());
    }

    @Test
    void distinctRowsAreNotFlagged() throws Exception {
        run(16, 25, (c, thread, i) -> {
            try (PreparedStatement credit = c.prepareStatement("UPDATE accounts SET balance = balance + 1 WHERE id = ?")) {
                credit.setInt(1, 1 + (thread * 25 + i) % 400);
                credit.executeUpdate();
            }
        });
        Decision decision = classify();
        assertTrue(decision.decided(), decision.reason());
        assertFalse(decision.flagged(), decision.reason());
        assertEquals(Placement.ENGINE, decision.target());
    }

    @Test
    void aShardedCounterIsNotFlagged() throws Exception {
        run(16, 25, (c, thread, i) -> {
            try (PreparedStatement increment = c.prepareStatement("UPDATE counter_shards SET n = n + 1 WHERE id = 1 AND shard = ?")) {
                increment.setInt(1, thread); // what counter sharding does: each connection its own shard row
                increment.executeUpdate();
            }
        });
        Decision decision = classify();
        assertTrue(decision.decided(), decision.reason());
        assertFalse(decision.flagged(), decision.reason());
        assertEquals(Placement.ENGINE, decision.target());
    }
}
