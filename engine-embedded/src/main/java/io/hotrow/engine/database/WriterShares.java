package io.hotrow.engine.database;

import io.hotrow.engine.locks.Blocking;
import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Which sessions may have uncommitted row changes, so that a schema change runs only when no other
 * session has any (docs/concurrency.md, "Schema changes"). A transaction takes a share at its first
 * write and keeps it to its end; an autocommit write holds one while it runs. A schema change takes
 * the database exclusively: it waits until every other share is given back, and new shares wait
 * for it, as PostgreSQL's lock queue makes later lockers wait behind a waiting ALTER TABLE.
 *
 * <p>H2 applies DDL at once and commits the transaction's earlier rows with it, and a schema
 * change that rolls back restores an image of the whole schema: both are sound only while no other
 * transaction holds uncommitted rows. A move off the engine drains the database the same way. Owners
 * are sessions (or the mover), compared by identity; not tied to threads, as a transaction may move
 * between them.
 */
final class WriterShares {

    /** How often a waiting schema change looks for a deadlock it is part of: a cycle can close after its wait began. */
    private static final long DEADLOCK_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final String database;
    private final Blocking blocking;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Set<Object> holders = new HashSet<>(); // guarded by lock
    private final Set<Object> exclusiveWaiters = new HashSet<>(); // guarded by lock
    private Object exclusive; // guarded by lock

    WriterShares(String database, Blocking blocking) {
        this.database = database;
        this.blocking = blocking;
    }

    /** Takes a share for {@code session}; waits at most {@code timeout} (zero: no limit) while a schema change holds or awaits the database. */
    void share(Object session, Duration timeout) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            while (exclusive != null && exclusive != session || !exclusiveWaiters.isEmpty() && !exclusiveWaiters.contains(session)) {
                awaitChange(deadline, timeout, "a write of database '" + database + "' waited %d ms for a schema change to end");
            }
            holders.add(session);
        } finally {
            lock.unlock();
        }
    }

    void unshare(Object session) {
        lock.lock();
        try {
            if (holders.remove(session)) {
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Takes the database exclusively for {@code session}'s schema change, once no other session
     * holds a share. Fails with 40P01 when waiting could never end: another session waits for a
     * row {@code session} locked, or two transactions that both wrote want to change the schema.
     */
    void exclusive(Object session, Duration timeout) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            exclusiveWaiters.add(session);
            try {
                int cyclesSeen = 0;
                while (exclusive != null || othersHold(session)) {
                    cyclesSeen = waitsForItself(session) ? cyclesSeen + 1 : 0;
                    if (cyclesSeen == Blocking.CYCLE_CONFIRMATIONS) {
                        throw new SQLException("deadlock detected: a schema change of database '" + database + "' waits for transactions"
                                + " with uncommitted writes, and one of them waits for this transaction", "40P01");
                    }
                    awaitChange(Math.min(deadline, System.nanoTime() + DEADLOCK_CHECK_NANOS), timeout, null);
                    if (System.nanoTime() - deadline >= 0 && (exclusive != null || othersHold(session))) {
                        throw new WaitTimeoutException("a schema change of database '" + database + "' waited " + timeout.toMillis()
                                + " ms for transactions with uncommitted writes to end");
                    }
                }
            } finally {
                exclusiveWaiters.remove(session);
                changed.signalAll();
            }
            exclusive = session;
        } finally {
            lock.unlock();
        }
    }

    void releaseExclusive(Object session) {
        lock.lock();
        try {
            if (exclusive == session) {
                exclusive = null;
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    private boolean othersHold(Object session) {
        return holders.size() > (holders.contains(session) ? 1 : 0);
    }

    /**
     * Whether waiting could never end: {@code session} wrote rows, and another transaction that wrote
     * rows waits to change the schema too (each waits for the other's share), or one whose share it
     * waits for waits for a row it locked.
     */
    private boolean waitsForItself(Object session) {
        if (!holders.contains(session)) {
            return false; // it holds no rows, so nobody can wait for it
        }
        for (Object other : exclusiveWaiters) {
            if (other != session && holders.contains(other)) {
                return true;
            }
        }
        for (Object holder : holders) {
            if (holder != session && blocking.waitsFor(holder, session)) {
                return true;
            }
        }
        return false;
    }

    private void awaitChange(long deadline, Duration timeout, String timeoutMessage) throws SQLException {
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
