package io.hotrow.engine.commit;

import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;
import java.util.PriorityQueue;
import java.util.function.BooleanSupplier;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The highest LSN known durable, and the wait for it. Committers wait here after releasing the
 * lane; readers wait here (the output gate) when what they read may include a commit not yet
 * durable. Once the log has failed, every wait for an LSN beyond what is durable fails.
 *
 * <p>Each waiter parks on its own and is woken only when its LSN is durable: with hundreds of
 * committers, a shared monitor's {@code notifyAll} would wake every one of them at each flush and
 * make them queue to re-enter the monitor one at a time.
 */
public final class DurableLsn {

    private static final class Waiter {
        final long lsn;
        final Thread thread;

        Waiter(long lsn, Thread thread) {
            this.lsn = lsn;
            this.thread = thread;
        }
    }

    private final ReentrantLock lock = new ReentrantLock();
    private final PriorityQueue<Waiter> waiters = new PriorityQueue<>((a, b) -> Long.compare(a.lsn, b.lsn)); // guarded by lock
    /** Whether anyone waits: read without the lock by {@link #wakeFirstWaiter}, called at every commit. */
    private volatile boolean anyWaiter; // written under lock
    private volatile long durable;
    private volatile SQLException failure;

    public DurableLsn(long durable) {
        this.durable = durable;
    }

    /**
     * Returns true once {@code lsn} is durable; throws the log's failure if it never will be. Returns
     * false instead of waiting on once {@code instead} holds, which is asked before this thread parks
     * and each time it wakes (see {@link #wakeFirstWaiter}): the committer's cue to write the log itself.
     */
    public boolean awaitUnless(long lsn, BooleanSupplier instead) throws SQLException {
        if (durable >= lsn) {
            return true; // the quiet-database path: one volatile read
        }
        if (instead.getAsBoolean()) {
            return false;
        }
        Waiter waiter = new Waiter(lsn, Thread.currentThread());
        lock.lock();
        try {
            if (durable >= lsn) {
                return true;
            }
            if (failure == null) {
                waiters.add(waiter);
                anyWaiter = true;
            }
        } finally {
            lock.unlock();
        }
        boolean interrupted = false, gaveWay = false;
        // Asked again once registered: what made it true may have happened before, and woken nobody.
        while (durable < lsn && failure == null && !interrupted && !(gaveWay = instead.getAsBoolean())) {
            LockSupport.park(this);
            interrupted = Thread.interrupted();
        }
        if (durable >= lsn) {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
            return true;
        }
        lock.lock();
        try {
            waiters.remove(waiter);
            anyWaiter = !waiters.isEmpty();
        } finally {
            lock.unlock();
        }
        if (gaveWay) {
            return false;
        }
        if (interrupted) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for LSN " + lsn + " to become durable;"
                    + " the commit may or may not be durable", "57014");
        }
        SQLException failed = failure;
        throw new SQLException(failed.getMessage(), failed.getSQLState(), failed);
    }

    /** Wakes the waiter for the lowest LSN, if any, to ask its {@code instead} again; it stays a waiter. */
    public void wakeFirstWaiter() {
        if (!anyWaiter) {
            return; // a waiter that registers after this read asks its instead then, and sees what the caller did before
        }
        Waiter first;
        lock.lock();
        try {
            first = waiters.peek();
        } finally {
            lock.unlock();
        }
        if (first != null) {
            LockSupport.unpark(first.thread);
        }
    }

    /**
     * Arranges for {@code thread} to be unparked once {@code lsn} is durable or the log fails;
     * false if that is already the case. The thread must tolerate the extra wake-up.
     */
    public boolean unparkWhenDurable(long lsn, Thread thread) {
        lock.lock();
        try {
            if (durable >= lsn || failure != null) {
                return false;
            }
            waiters.add(new Waiter(lsn, thread));
            anyWaiter = true;
            return true;
        } finally {
            lock.unlock();
        }
    }

    void advance(long lsn) {
        List<Waiter> ready = new ArrayList<>();
        lock.lock();
        try {
            if (lsn <= durable) {
                return;
            }
            durable = lsn;
            while (!waiters.isEmpty() && waiters.peek().lsn <= lsn) {
                ready.add(waiters.poll());
            }
            anyWaiter = !waiters.isEmpty();
        } finally {
            lock.unlock();
        }
        ready.forEach(waiter -> LockSupport.unpark(waiter.thread));
    }

    public void fail(SQLException cause) {
        List<Waiter> all;
        lock.lock();
        try {
            if (failure == null) {
                failure = cause;
            }
            all = new ArrayList<>(waiters);
            waiters.clear();
            anyWaiter = false;
        } finally {
            lock.unlock();
        }
        all.forEach(waiter -> LockSupport.unpark(waiter.thread));
    }
}
