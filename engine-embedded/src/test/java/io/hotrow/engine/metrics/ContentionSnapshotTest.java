package io.hotrow.engine.metrics;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The windows of contention the placement classifier reads, and the histogram under them. */
class ContentionSnapshotTest {

    @Test
    void histogramBucketsHoldTheirValuesWithin19Percent() {
        for (long nanos = 1_000; nanos < 60_000_000_000L; nanos = nanos * 11 / 10 + 1) {
            long upper = LatencyHistogram.upperNanos(LatencyHistogram.bucket(nanos));
            assertTrue(upper >= nanos - 1000 && upper <= nanos * 1.26 + 1000, nanos + " ns in a bucket up to " + upper);
        }
        LatencyHistogram histogram = new LatencyHistogram();
        for (int i = 1; i <= 100; i++) {
            histogram.record(i * 1_000_000L); // 1..100 ms
        }
        LatencyHistogram.Snapshot snapshot = histogram.snapshotAndReset();
        assertEquals(100, snapshot.count());
        long p99 = snapshot.percentileNanos(0.99);
        assertTrue(p99 >= 99_000_000 && p99 <= 125_000_000, "p99 " + p99);
        long p50 = snapshot.percentileNanos(0.50);
        assertTrue(p50 >= 50_000_000 && p50 <= 63_000_000, "p50 " + p50);
        assertEquals(0, histogram.snapshotAndReset().count(), "a snapshot starts a new window");
    }

    @Test
    @Timeout(180)
    void aRowHeldAcrossThinkTimeShowsAsTransactionHoldsAndHandoffs() throws Exception {
        Database database = open("contention", new MemoryObjectStore("contention-test"));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL)");
            for (int id = 1; id <= 100; id++) {
                s.execute("INSERT INTO accounts VALUES (" + id + ", 1000)");
            }
        }
        database.metrics().contentionSinceLastSnapshot(); // forget the set-up

        // Distinct rows, autocommit: no transaction holds, no handoffs.
        try (Connection c = connect(database); PreparedStatement credit = c.prepareStatement("UPDATE accounts SET balance = balance + 1 WHERE id = ?")) {
            for (int id = 1; id <= 50; id++) {
                credit.setInt(1, id);
                credit.executeUpdate();
            }
        }
        ContentionSnapshot distinct = database.metrics().contentionSinceLastSnapshot();
        assertEquals(50, distinct.commits());
        assertEquals(0, distinct.sameRowHandoffs());
        assertEquals(0, distinct.transactionHolds());
        assertEquals(50, distinct.autocommitHolds());

        // One row, SELECT ... FOR UPDATE, think time, UPDATE: from 4 threads, 10 times each.
        List<Thread> workers = new ArrayList<>();
        List<Throwable> errors = Collections.synchronizedList(new ArrayList<>());
        for (int t = 0; t < 4; t++) {
            Thread worker = new Thread(() -> {
                try (Connection c = connect(database)) {
                    c.setAutoCommit(false);
                    for (int i = 0; i < 10; i++) {
                        long balance;
                        try (PreparedStatement read = c.prepareStatement("SELECT balance FROM accounts WHERE id = 1 FOR UPDATE");
                             ResultSet rs = read.executeQuery()) {
                            rs.next();
                            balance = rs.getLong(1);
                        }
                        Thread.sleep(3); // the application thinks, holding the row (and, on the engine, the lane)
                        try (PreparedStatement write = c.prepareStatement("UPDATE accounts SET balance = ? WHERE id = 1")) {
                            write.setLong(1, balance - 1);
                            write.executeUpdate();
                        }
                        c.commit();
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
        ContentionSnapshot held = database.metrics().contentionSinceLastSnapshot();
        assertEquals(40, held.commits());
        assertEquals(39, held.sameRowHandoffs(), "every commit after the first took the row from the previous one");
        assertEquals(40, held.transactionHolds());
        assertTrue(held.transactionHoldP99Nanos() >= 3_000_000, "each hold spans the think time: " + held.transactionHoldP99Nanos());
        assertTrue(held.transactionHeldNanos() > 0 && held.transactionHeldNanos() <= held.laneHeldNanos(), held.toString());
        assertTrue(held.laneWaits() >= 40);
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT balance FROM accounts WHERE id = 1")) {
            rs.next();
            assertEquals(1000 + 1 - 40, rs.getLong(1), "one credit earlier, then forty read-then-write debits, none lost");
        }
        database.shutdown();
    }
}
