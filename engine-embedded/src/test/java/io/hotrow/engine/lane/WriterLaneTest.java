package io.hotrow.engine.lane;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.metrics.DatabaseMetrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

@Timeout(60)
class WriterLaneTest {

    private final WriterLane lane = new WriterLane("lane-test", new DatabaseMetrics(new SimpleMeterRegistry(), "lane-test"));
    /** One thread per waiter: they all block on the lane at once. */
    private final ExecutorService threads = Executors.newCachedThreadPool();

    @AfterEach
    void stopThreads() {
        threads.shutdownNow();
    }

    private void awaitWaiting(int count) {
        Await.until(count + " waiters in the lane's queue", () -> lane.waiting() >= count);
    }

    @Test
    void queuedStatementsRunInFifoOrderOnTheReleasingThreadThenATransactionGetsTheLane() throws Exception {
        lane.acquire(Duration.ZERO);
        List<String> ran = new CopyOnWriteArrayList<>();
        List<CompletableFuture<String>> tasks = new ArrayList<>();
        for (int i = 0; i < 3; i++) {
            String name = "task" + i;
            tasks.add(CompletableFuture.supplyAsync(() -> recordOnTheLane(ran, name), threads));
            awaitWaiting(i + 1);
        }
        CompletableFuture<Void> transaction = CompletableFuture.runAsync(() -> {
            try {
                lane.acquire(Duration.ZERO);
                ran.add("transaction");
                lane.release();
            } catch (SQLException e) {
                throw new IllegalStateException(e);
            }
        }, threads);
        awaitWaiting(4);
        String name = Thread.currentThread().getName();
        Thread.currentThread().setName("holder");
        try {
            lane.release();
        } finally {
            Thread.currentThread().setName(name);
        }
        for (int i = 0; i < 3; i++) {
            assertEquals("task" + i, tasks.get(i).get(30, TimeUnit.SECONDS));
        }
        transaction.get(30, TimeUnit.SECONDS);
        assertEquals(List.of("task0@holder", "task1@holder", "task2@holder", "transaction"), ran,
                "the holder ran the queued statements itself, in order, then handed the lane to the transaction");
        assertTrue(lane.tryAcquire(), "free again");
        lane.release();
    }

    @Test
    void aQueuedStatementThatTimesOutNeverRuns() throws Exception {
        lane.acquire(Duration.ZERO);
        List<String> ran = new CopyOnWriteArrayList<>();
        SQLException e = assertThrows(SQLException.class, () -> lane.run(Duration.ofMillis(50), () -> ran.add("late")));
        assertEquals("55P03", e.getSQLState());
        assertTrue(e.getMessage().contains("has held it for"), e.getMessage());
        assertEquals(0, lane.waiting());
        lane.release();
        assertFalse(ran.contains("late"));
        assertEquals("ok", lane.run(Duration.ZERO, () -> "ok"));
    }

    @Test
    void aFailingStatementRunForAnotherThreadReportsItsOwnError() throws Exception {
        lane.acquire(Duration.ZERO);
        CompletableFuture<SQLException> failing = CompletableFuture.supplyAsync(this::failOnTheLane, threads);
        awaitWaiting(1);
        lane.release();
        assertEquals("23505", failing.get(30, TimeUnit.SECONDS).getSQLState());
        assertEquals(1, lane.run(Duration.ZERO, () -> 1));
    }

    @Test
    void aCancelledWaitForTheLaneFailsWith57014AndLeavesTheQueue() throws Exception {
        lane.acquire(Duration.ZERO);
        List<String> ran = new CopyOnWriteArrayList<>();
        List<Thread> waiting = new CopyOnWriteArrayList<>();
        CompletableFuture<SQLException> statement = CompletableFuture.supplyAsync(() -> {
            waiting.add(Thread.currentThread());
            try {
                lane.run(Duration.ZERO, () -> ran.add("cancelled"));
                return null;
            } catch (SQLException e) {
                return e;
            }
        }, threads);
        awaitWaiting(1);
        lane.cancelWait(Thread.currentThread()); // not a waiter: nothing happens
        assertEquals(1, lane.waiting());
        lane.cancelWait(waiting.get(0));
        assertEquals("57014", statement.get(30, TimeUnit.SECONDS).getSQLState());
        assertEquals(0, lane.waiting());
        lane.release();
        assertTrue(ran.isEmpty(), "a cancelled statement never runs");
        assertEquals("ok", lane.run(Duration.ZERO, () -> "ok"));
    }

    /** A statement on the lane that records which thread ran it. */
    private String recordOnTheLane(List<String> ran, String name) {
        try {
            return lane.run(Duration.ZERO, () -> {
                ran.add(name + "@" + Thread.currentThread().getName());
                return name;
            });
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A statement on the lane that fails; returns its error. */
    private SQLException failOnTheLane() {
        try {
            lane.run(Duration.ZERO, () -> {
                throw new SQLException("duplicate key", "23505");
            });
            return null;
        } catch (SQLException e) {
            return e;
        }
    }
}
