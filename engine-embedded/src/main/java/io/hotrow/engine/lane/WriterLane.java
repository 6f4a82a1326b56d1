package io.hotrow.engine.lane;

import io.hotrow.engine.metrics.DatabaseMetrics;
import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The one writer lane of a database: whoever holds it may change the database. Waiters are served
 * in FIFO order (nobody barges past a waiter), and the lane is not tied to a thread, because a
 * transaction may be driven from more than one thread.
 *
 * <p>Two kinds of waiters share the queue. A transaction ({@link #acquire}) waits to own the lane
 * across client round trips. A single autocommit statement ({@link #run}) is a task any holder can
 * run: when a holder releases the lane, it first runs the tasks at the head of the queue itself,
 * on their sessions (flat combining), and hands the lane to a thread only when a transaction is
 * next or it has run {@link #COMBINE_LIMIT} tasks. On a hot row that turns a chain of thread
 * wake-ups, each costing a scheduling delay while the lane sits idle, into a tight loop.
 */
public final class WriterLane {

    /** Tasks one holder runs for others before handing over, so its own caller is not held up for long. */
    static final int COMBINE_LIMIT = 64;

    /** Work done while holding the lane. */
    @FunctionalInterface
    public interface Task<T> {
        T run() throws SQLException;
    }

    /**
     * For a task run by another thread: arranges for the waiting thread to be woken later, when it
     * has something to do with the result (its commit is durable), instead of now. Returns false if
     * it cannot, and the thread is woken at once.
     */
    @FunctionalInterface
    public interface DeferredWakeup<T> {
        boolean arrange(T result, Thread waiter);
    }

    private static final DeferredWakeup<Object> WAKE_AT_ONCE = (result, waiter) -> false;

    private enum State { WAITING, GRANTED, DONE, TIMED_OUT }

    private static final class Waiter {
        final Thread thread = Thread.currentThread();
        final Task<?> task; // null: wants to own the lane
        final DeferredWakeup<Object> wakeup;
        final long enqueuedNanos = System.nanoTime();
        volatile State state = State.WAITING;
        /** A cancel request ended the wait (see {@link #cancelWait}). */
        volatile boolean cancelled;
        Object result;
        SQLException failure;

        Waiter(Task<?> task, DeferredWakeup<Object> wakeup) {
            this.task = task;
            this.wakeup = wakeup;
        }
    }

    private final String database;
    private final DatabaseMetrics metrics;
    private final ReentrantLock lock = new ReentrantLock();
    private final ArrayDeque<Waiter> queue = new ArrayDeque<>(); // guarded by lock
    private boolean held; // guarded by lock
    private volatile long heldSinceNanos;
    /** Whether the holder is an explicit transaction, whose hold spans client round trips. */
    private volatile boolean heldByTransaction;

    public WriterLane(String database, DatabaseMetrics metrics) {
        this.database = database;
        this.metrics = metrics;
    }

    /**
     * Waits to own the lane, for a transaction that holds it across statements.
     *
     * @param timeout how long to wait; zero waits without limit
     * @throws SQLException 55P03 on timeout, saying how long the holder has held the lane; 57014 if interrupted
     */
    public void acquire(Duration timeout) throws SQLException {
        Waiter waiter = new Waiter(null, WAKE_AT_ONCE);
        if (!enqueueOrTake(waiter)) {
            await(waiter, timeout);
        }
        granted(waiter);
        heldByTransaction = true;
    }

    /**
     * Runs {@code task} under the lane: at once if the lane is free, else when its turn comes, by
     * this thread or by the holder before it. Either way the task runs alone and in FIFO order.
     */
    public <T> T run(Duration timeout, Task<T> task) throws SQLException {
        return run(timeout, task, null);
    }

    /** As {@link #run(Duration, Task)}; if another thread runs the task, {@code wakeup} may defer waking this one. */
    @SuppressWarnings("unchecked")
    public <T> T run(Duration timeout, Task<T> task, DeferredWakeup<T> wakeup) throws SQLException {
        Waiter waiter = new Waiter(task, wakeup == null ? WAKE_AT_ONCE : (DeferredWakeup<Object>) wakeup);
        if (!enqueueOrTake(waiter)) {
            await(waiter, timeout);
            if (waiter.state == State.DONE) { // a holder ran it for us
                if (waiter.failure != null) {
                    throw waiter.failure;
                }
                return (T) waiter.result;
            }
        }
        granted(waiter);
        heldByTransaction = false;
        try {
            return task.run();
        } finally {
            release();
        }
    }

    /**
     * Ends {@code thread}'s wait for the lane, if it is waiting: its acquire or run fails with 57014,
     * as PostgreSQL's cancel request ends a statement's wait for a lock. Nothing if it is not waiting
     * (it holds the lane, or a holder runs its task already).
     */
    public void cancelWait(Thread thread) {
        lock.lock();
        try {
            for (Waiter waiter : queue) {
                if (waiter.thread == thread && waiter.state == State.WAITING) {
                    waiter.cancelled = true;
                    LockSupport.unpark(thread);
                    return;
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** How many waiters are queued. */
    public int waiting() {
        lock.lock();
        try {
            return queue.size();
        } finally {
            lock.unlock();
        }
    }

    /** Takes the lane only if it is free at once: for housekeeping that must not queue behind writers. */
    public boolean tryAcquire() {
        lock.lock();
        try {
            if (held || !queue.isEmpty()) {
                return false;
            }
            held = true;
        } finally {
            lock.unlock();
        }
        heldSinceNanos = System.nanoTime();
        heldByTransaction = false;
        return true;
    }

    /** Gives the lane up: runs queued tasks, then hands it to the next waiter, or frees it. */
    public void release() {
        metrics.laneHeld(System.nanoTime() - heldSinceNanos, heldByTransaction);
        int combined = 0;
        while (true) {
            Waiter next;
            lock.lock();
            try {
                next = queue.poll();
                if (next == null) {
                    held = false;
                    return;
                }
                if (next.task == null || combined == COMBINE_LIMIT) {
                    next.state = State.GRANTED; // ownership passes; the lane stays held
                }
            } finally {
                lock.unlock();
            }
            if (next.state == State.GRANTED) {
                LockSupport.unpark(next.thread);
                return;
            }
            runFor(next);
            combined++;
        }
    }

    private void runFor(Waiter waiter) {
        long started = System.nanoTime();
        metrics.laneWaited(started - waiter.enqueuedNanos);
        try {
            waiter.result = waiter.task.run();
        } catch (SQLException e) {
            waiter.failure = e;
        } catch (RuntimeException | Error e) {
            waiter.failure = new SQLException("internal error while running a statement for another session: " + e, "XX000", e);
        }
        metrics.laneHeld(System.nanoTime() - started, false);
        waiter.state = State.DONE; // volatile write publishes result and failure; set before any deferred wake-up
        if (waiter.failure != null || !waiter.wakeup.arrange(waiter.result, waiter.thread)) {
            LockSupport.unpark(waiter.thread);
        }
    }

    /** Takes the free lane (true) or joins the queue (false). */
    private boolean enqueueOrTake(Waiter waiter) {
        lock.lock();
        try {
            if (!held && queue.isEmpty()) {
                held = true;
                return true;
            }
            queue.add(waiter);
            return false;
        } finally {
            lock.unlock();
        }
    }

    private void granted(Waiter waiter) {
        long now = System.nanoTime();
        heldSinceNanos = now;
        metrics.laneWaited(now - waiter.enqueuedNanos);
    }

    /** Parks until the waiter is granted the lane or its task is done; removes it from the queue on timeout. */
    private void await(Waiter waiter, Duration timeout) throws SQLException {
        long deadline = timeout.isZero() ? Long.MAX_VALUE : waiter.enqueuedNanos + timeout.toNanos();
        boolean interrupted = false;
        while (waiter.state == State.WAITING) {
            long remaining = deadline - System.nanoTime();
            if (remaining <= 0 || interrupted || waiter.cancelled) {
                if (giveUp(waiter)) {
                    if (interrupted) {
                        Thread.currentThread().interrupt();
                        throw new SQLException("interrupted while waiting for the writer lane of database '" + database + "'", "57014");
                    }
                    if (waiter.cancelled) {
                        throw new SQLException("canceling statement due to user request (it was waiting for the writer lane of database '"
                                + database + "')", "57014");
                    }
                    long heldMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - heldSinceNanos);
                    throw new WaitTimeoutException("could not obtain the writer lane of database '" + database + "' within "
                            + timeout.toMillis() + " ms: the current holder has held it for " + heldMillis
                            + " ms (a transaction kept open across client work blocks every writer of its database)");
                }
                LockSupport.park(this); // already granted or running: the outcome is moments away
            } else if (timeout.isZero()) {
                LockSupport.park(this);
            } else {
                LockSupport.parkNanos(this, remaining);
            }
            interrupted |= Thread.interrupted();
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /** Leaves the queue if still waiting; false if a holder already took this waiter. */
    private boolean giveUp(Waiter waiter) {
        lock.lock();
        try {
            if (waiter.state != State.WAITING || !queue.remove(waiter)) {
                return false;
            }
            waiter.state = State.TIMED_OUT;
            return true;
        } finally {
            lock.unlock();
        }
    }
}
