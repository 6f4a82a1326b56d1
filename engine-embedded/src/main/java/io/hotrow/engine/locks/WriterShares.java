package io.hotrow.engine.locks;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.function.BooleanSupplier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Which sessions may have uncommitted row changes, so that a schema change runs only when no other
 * session has any (docs/concurrency.md, "Schema changes"). A transaction takes a share at its first
 * write and keeps it while it holds rows; an autocommit write holds one while it runs. A schema change takes
 * the database exclusively: it waits until every other share is given back, and new shares wait
 * for it, as PostgreSQL's lock queue makes later lockers wait behind a waiting ALTER TABLE.
 *
 * <p>H2 applies DDL at once and commits the transaction's earlier rows with it, and a schema
 * change that rolls back restores an image of the whole schema: both are sound only while no other
 * transaction holds uncommitted rows. A move off the engine drains the database the same way. Owners
 * are sessions (or the mover), compared by identity; not tied to threads, as a transaction may move
 * between them.
 */
public final class WriterShares {

    /** How often a waiting schema change looks for a deadlock it is part of: a cycle can close after its wait began. */
    private static final long DEADLOCK_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final String database;
    private final Blocking blocking;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Set<Object> holders = new HashSet<>(); // guarded by lock
    private final Set<Object> exclusiveWaiters = new HashSet<>(); // guarded by lock
    private Object exclusive; // guarded by lock
    private int sharesWaiting; // guarded by lock

    public WriterShares(String database, Blocking blocking) {
        this.database = database;
        this.blocking = blocking;
    }

    /**
     * Takes a share for {@code owner}; waits at most {@code timeout} (zero: no limit) while a schema
     * change holds or awaits the database, or until {@code cancelled} says so after a {@link #wakeAll}.
     */
    public void share(Object owner, Duration timeout, BooleanSupplier cancelled) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            sharesWaiting++;
            try {
                while (exclusive != null && exclusive != owner || !exclusiveWaiters.isEmpty() && !exclusiveWaiters.contains(owner)) {
                    awaitChange(deadline, timeout, "a write of database '" + database + "' waited %d ms for a schema change to end", cancelled);
                }
            } finally {
                sharesWaiting--;
            }
            holders.add(owner);
        } finally {
            lock.unlock();
        }
    }

    /** How many owners wait for a share or for the database exclusively now (counted while they look, too). */
    public int waiting() {
        lock.lock();
        try {
            return sharesWaiting + exclusiveWaiters.size();
        } finally {
            lock.unlock();
        }
    }

    public void unshare(Object owner) {
        lock.lock();
        try {
            if (holders.remove(owner)) {
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Takes the database exclusively for {@code owner}'s schema change, once no other owner
     * holds a share. Fails with 40P01 when waiting could never end: another owner waits for a
     * row {@code owner} locked, or two transactions that both wrote want to change the schema.
     */
    public void exclusive(Object owner, Duration timeout, BooleanSupplier cancelled) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            exclusiveWaiters.add(owner);
            try {
                int cyclesSeen = 0;
                while (exclusive != null || othersHold(owner)) {
                    cyclesSeen = waitsForItself(owner) ? cyclesSeen + 1 : 0;
                    if (cyclesSeen == Blocking.CYCLE_CONFIRMATIONS) {
                        throw new SQLException("deadlock detected: a schema change of database '" + database + "' waits for transactions"
                                + " with uncommitted writes, and one of them waits for this transaction", "40P01");
                    }
                    awaitChange(Math.min(deadline, System.nanoTime() + DEADLOCK_CHECK_NANOS), timeout, null, cancelled);
                    if (System.nanoTime() - deadline >= 0 && (exclusive != null || othersHold(owner))) {
                        throw new WaitTimeoutException("a schema change of database '" + database + "' waited " + timeout.toMillis()
                                + " ms for transactions with uncommitted writes to end");
                    }
                }
            } finally {
                exclusiveWaiters.remove(owner);
                changed.signalAll();
            }
            exclusive = owner;
        } finally {
            lock.unlock();
        }
    }

    public void releaseExclusive(Object owner) {
        lock.lock();
        try {
            if (exclusive == owner) {
                exclusive = null;
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    private boolean othersHold(Object owner) {
        return holders.size() > (holders.contains(owner) ? 1 : 0);
    }

    /**
     * Whether waiting could never end: {@code owner} wrote rows, and another transaction that wrote
     * rows waits to change the schema too (each waits for the other's share), or one whose share it
     * waits for waits for a row it locked.
     */
    private boolean waitsForItself(Object owner) {
        if (!holders.contains(owner)) {
            return false; // it holds no rows, so nobody can wait for it
        }
        for (Object other : exclusiveWaiters) {
            if (other != owner && holders.contains(other)) {
                return true;
            }
        }
        for (Object holder : holders) {
            if (holder != owner && blocking.waitsFor(holder, owner)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Wakes every waiter, so that one whose statement was cancelled (JDBC's cancel, its connection
     * closed or aborted from another thread) sees it at once rather than at its deadline.
     */
    public void wakeAll() {
        lock.lock();
        try {
            changed.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void awaitChange(long deadline, Duration timeout, String timeoutMessage, BooleanSupplier cancelled) throws SQLException {
        if (cancelled.getAsBoolean()) {
            throw new SQLException("canceling statement due to user request (it was waiting for a schema change of database '"
                    + database + "')", "57014");
        }
        long remaining = deadline - System.nanoTime();
        if (remaining <= 0) {
            if (timeoutMessage == null) {
                return;
            }
            throw new WaitTimeoutException(String.format(timeoutMessage, timeout.toMillis()));
        }
        try {
            changed.awaitNanos(remaining);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("canceling statement: interrupted while waiting for a schema change of database '" + database + "'", "57014", e);
        }
    }

    private static long deadline(Duration timeout) {
        return System.nanoTime() + (timeout.isZero() ? Long.MAX_VALUE / 2 : timeout.toNanos());
    }
}
