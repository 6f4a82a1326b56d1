package io.hotrow.engine.commit;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.metrics.DatabaseMetrics;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.StoreLayout;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.io.IOException;
import java.nio.channels.ClosedByInterruptException;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * Group commit on a log a committer's own thread may write (segments on a local directory): a
 * committer that waits while no flush runs writes its record itself; those that arrive during a
 * write are written after it by a flush thread; an interrupt of a leading committer neither fails
 * the log nor loses the commit.
 */
@Timeout(60)
class LeadingCommitterTest {

    @TempDir
    Path root;

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private LocalDirectoryObjectStore store;
    private WatchedLog log;
    private DurableLsn durable;
    private GroupCommitter committer;

    /** The segment log, with each put's thread recorded; a test may act on a put before or after it reaches the files. */
    private static final class WatchedLog implements LogSpace {
        final LogSpace delegate;
        final List<Thread> putters = new CopyOnWriteArrayList<>();
        volatile PutHook before = () -> { };
        volatile PutHook after = () -> { };

        WatchedLog(LogSpace delegate) {
            this.delegate = delegate;
        }

        @Override
        public boolean putIfAbsent(long id, byte[] bytes) throws IOException {
            putters.add(Thread.currentThread());
            before.run();
            boolean created = delegate.putIfAbsent(id, bytes);
            after.run();
            return created;
        }

        @Override
        public boolean putsSurviveInterrupts() {
            return delegate.putsSurviveInterrupts();
        }

        @Override
        public Optional<byte[]> get(long id) throws IOException {
            return delegate.get(id);
        }

        @Override
        public List<Long> ids() throws IOException {
            return delegate.ids();
        }

        @Override
        public void truncateBelow(long id, Set<Long> keep) throws IOException {
            delegate.truncateBelow(id, keep);
        }

        @Override
        public String name(long id) {
            return delegate.name(id);
        }

        @Override
        public void close() {
            delegate.close();
        }
    }

    @FunctionalInterface
    private interface PutHook {
        void run() throws IOException;
    }

    @BeforeEach
    void openLog() throws IOException {
        store = new LocalDirectoryObjectStore(root);
        StoreLayout layout = new StoreLayout("t");
        log = new WatchedLog(store.logSpace(layout, store));
        durable = new DurableLsn(0);
        committer = new GroupCommitter(new CommitLog(store, layout, log, "t", 1, 0), GroupCommitSettings.DEFAULT, 1, durable,
                new DatabaseMetrics(new SimpleMeterRegistry(), "t"), cause -> new SQLException("log failed: " + cause, "58030", cause));
    }

    @AfterEach
    void close() throws InterruptedException {
        committer.close(new SQLException("closed", "57P01"));
        log.close();
        threads.shutdownNow();
        // A test's thread still in the log would write into the temporary directory while JUnit deletes it.
        assertTrue(threads.awaitTermination(30, TimeUnit.SECONDS), "a test thread did not stop");
        store.awaitSpareFiles();
    }

    private static byte[] record(long lsn) {
        return ("record " + lsn).getBytes();
    }

    @Test
    void aLoneCommitterWritesItsRecordOnItsOwnThread() throws Exception {
        for (long lsn = 1; lsn <= 5; lsn++) {
            committer.submit(lsn, record(lsn));
            committer.awaitDurable(lsn);
        }
        assertEquals(List.of(0L, 1L, 2L, 3L, 4L), log.ids());
        assertEquals(5, log.putters.size());
        log.putters.forEach(putter -> assertSame(Thread.currentThread(), putter, "a put on another thread: a hand-off"));
    }

    @Test
    void committersArrivingDuringAWriteAreWrittenAfterItByAFlushThread() throws Exception {
        CountDownLatch writing = new CountDownLatch(1), land = new CountDownLatch(1);
        log.before = () -> {
            if (log.putters.size() == 1) {
                writing.countDown();
                awaitUninterruptibly(land);
            }
        };
        committer.submit(1, record(1));
        Future<?> leader = threads.submit(() -> awaitDurable(1));
        assertTrue(writing.await(30, TimeUnit.SECONDS));
        committer.submit(2, record(2));
        committer.submit(3, record(3));
        Thread self = Thread.currentThread();
        assertTrue(committer.unparkWhenDurable(3, self), "a flush runs: a committer of LSN 3 waits for it, not to lead");
        Future<?> second = threads.submit(() -> awaitDurable(2)), third = threads.submit(() -> awaitDurable(3));
        land.countDown();
        leader.get(30, TimeUnit.SECONDS);
        second.get(30, TimeUnit.SECONDS);
        third.get(30, TimeUnit.SECONDS);
        assertEquals(2, log.putters.size(), "the records that came during the first write go in one write after it");
        assertTrue(log.putters.get(1).getName().startsWith("hotrow-flush"), "written by " + log.putters.get(1).getName());
        assertEquals(List.of(0L, 1L), log.ids());
    }

    /** A reader at the output gate may wait for an LSN reserved before its record is logged; it is woken to write it. */
    @Test
    void aWaiterForAnLsnNotYetLoggedWritesItOnceItIs() throws Exception {
        CompletableFuture<Thread> waiter = new CompletableFuture<>();
        Future<?> waiting = threads.submit(() -> {
            waiter.complete(Thread.currentThread());
            awaitDurable(1);
        });
        Thread thread = waiter.get(30, TimeUnit.SECONDS);
        Await.until("the waiter to park", () -> thread.getState() == Thread.State.WAITING);
        committer.submit(1, record(1)); // by a thread that does not wait for it
        waiting.get(30, TimeUnit.SECONDS);
        assertEquals(List.of(thread), log.putters);
    }

    @Test
    void aCommitterRunForByAnotherIsWokenToLeadWhenNoFlushRuns() throws Exception {
        committer.submit(1, record(1));
        assertFalse(committer.unparkWhenDurable(1, Thread.currentThread()), "nobody would write LSN 1");
        committer.awaitDurable(1);
        assertEquals(List.of(Thread.currentThread()), log.putters);
    }

    /** An interrupt closes the file channel a leader writes through; the write is made again and the interrupt kept. */
    @Test
    void anInterruptBeforeOrAfterTheLeadersWriteReachesTheFilesLosesNothing() throws Exception {
        log.before = () -> {
            if (log.putters.size() == 1) {
                Thread.currentThread().interrupt(); // the segment's channel closes at its first operation
            }
        };
        committer.submit(1, record(1));
        committer.awaitDurable(1);
        assertTrue(Thread.interrupted(), "the interrupt is kept for the committer's caller");

        log.before = () -> { };
        log.after = () -> {
            if (log.putters.size() == 3) { // the record is in the segment, then the interrupt cuts the put short
                Thread.currentThread().interrupt();
                throw new ClosedByInterruptException();
            }
        };
        committer.submit(2, record(2));
        committer.awaitDurable(2);
        assertTrue(Thread.interrupted());
        assertEquals(List.of(0L, 1L), log.ids(), "each record once, at its id");
        committer.submit(3, record(3));
        committer.awaitDurable(3); // the log still works
        assertEquals(List.of(0L, 1L, 2L), log.ids());
    }

    private void awaitDurable(long lsn) {
        try {
            committer.awaitDurable(lsn);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }

    private static void awaitUninterruptibly(CountDownLatch latch) {
        while (true) {
            try {
                latch.await();
                return;
            } catch (InterruptedException e) {
                // the test's land decides
            }
        }
    }
}
