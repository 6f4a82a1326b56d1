package io.hotrow.engine.locks;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashMap;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * Which sessions may have uncommitted row changes in which tables, so that a schema change runs
 * only when no other session has any in the tables it changes (docs/concurrency.md, "Schema
 * changes"). A transaction's share grows with each write by the tables the write names and is
 * kept while it holds rows; an autocommit write holds one while it runs. A schema change takes its
 * tables exclusively ({@link TableScope}, the whole database when it cannot be narrowed): it waits
 * until no other share overlaps them, and new overlapping shares wait for it, as PostgreSQL's lock
 * queue makes later lockers of a table wait behind a waiting ALTER TABLE.
 *
 * <p>H2 applies DDL at once and commits the transaction's earlier rows with it, and a schema
 * change that rolls back restores an image of its tables: both are sound only while no other
 * transaction holds uncommitted rows there. A move off the engine drains the whole database the
 * same way. One schema change holds tables at a time. Owners are sessions (or the mover), compared
 * by identity; not tied to threads, as a transaction may move between them.
 */
public final class WriterShares {

    /** How often a waiting schema change looks for a deadlock it is part of: a cycle can close after its wait began. */
    private static final long DEADLOCK_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final String database;
    private final Blocking blocking;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition changed = lock.newCondition();
    private final Map<Object, TableScope> holders = new HashMap<>(); // guarded by lock
    private final Map<Object, TableScope> exclusiveWaiters = new HashMap<>(); // guarded by lock
    private Object exclusive; // guarded by lock
    private TableScope exclusiveScope; // guarded by lock
    private int sharesWaiting; // guarded by lock

    public WriterShares(String database, Blocking blocking) {
        this.database = database;
        this.blocking = blocking;
    }

    /**
     * Adds {@code tables} to {@code owner}'s share; waits at most {@code timeout} (zero: no limit)
     * while a schema change of another owner holds or awaits any of them, or until {@code cancelled}
     * says so after a {@link #wakeAll}.
     */
    public void share(Object owner, TableScope tables, Duration timeout, BooleanSupplier cancelled) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            TableScope held = holders.get(owner);
            if (held != null && held.covers(tables)) {
                return;
            }
            sharesWaiting++;
            try {
                while (schemaChangeHoldsOrAwaits(owner, tables)) {
                    awaitChange(deadline, timeout, "a write of database '" + database + "' waited %d ms for a schema change to end", cancelled);
                }
            } finally {
                sharesWaiting--;
            }
            holders.merge(owner, tables, TableScope::union);
        } finally {
            lock.unlock();
        }
    }

    private boolean schemaChangeHoldsOrAwaits(Object owner, TableScope tables) {
        if (exclusive == owner) {
            return false; // a waiting schema change waits for this one's end anyway
        }
        if (exclusive != null && exclusiveScope.overlaps(tables)) {
            return true;
        }
        if (holders.containsKey(owner)) {
            return false; // a waiting schema change waits for this owner's share: queueing behind it would never end
        }
        for (Map.Entry<Object, TableScope> waiter : exclusiveWaiters.entrySet()) {
            if (waiter.getKey() != owner && waiter.getValue().overlaps(tables)) {
                return true;
            }
        }
        return false;
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
            if (holders.remove(owner) != null) {
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    /**
     * Takes {@code tables} exclusively for {@code owner}'s schema change, once no other owner holds
     * a share that overlaps them; an owner that holds tables already adds these to them. Fails with
     * 40P01 when waiting could never end: another owner waits for a row {@code owner} locked, or
     * two transactions that both wrote want to change the schema.
     */
    public void exclusive(Object owner, TableScope tables, Duration timeout, BooleanSupplier cancelled) throws SQLException {
        long deadline = deadline(timeout);
        lock.lock();
        try {
            if (exclusive == owner && exclusiveScope.covers(tables)) {
                return;
            }
            exclusiveWaiters.put(owner, tables);
            try {
                int cyclesSeen = 0;
                while (exclusive != null && exclusive != owner || othersHold(owner, tables)) {
                    cyclesSeen = waitsForItself(owner, tables) ? cyclesSeen + 1 : 0;
                    if (cyclesSeen == Blocking.CYCLE_CONFIRMATIONS) {
                        throw new SQLException("deadlock detected: a schema change of database '" + database + "' waits for transactions"
                                + " with uncommitted writes, and one of them waits for this transaction", "40P01");
                    }
                    awaitChange(Math.min(deadline, System.nanoTime() + DEADLOCK_CHECK_NANOS), timeout, null, cancelled);
                    if (System.nanoTime() - deadline >= 0 && (exclusive != null && exclusive != owner || othersHold(owner, tables))) {
                        throw new WaitTimeoutException("a schema change of database '" + database + "' waited " + timeout.toMillis()
                                + " ms for transactions with uncommitted writes to end");
                    }
                }
            } finally {
                exclusiveWaiters.remove(owner);
                changed.signalAll();
            }
            exclusiveScope = exclusive == owner ? exclusiveScope.union(tables) : tables;
            exclusive = owner;
        } finally {
            lock.unlock();
        }
    }

    /** Whether {@code owner}'s schema change holds {@code tables} already. */
    public boolean holdsExclusively(Object owner, TableScope tables) {
        lock.lock();
        try {
            return exclusive == owner && exclusiveScope.covers(tables);
        } finally {
            lock.unlock();
        }
    }

    public void releaseExclusive(Object owner) {
        lock.lock();
        try {
            if (exclusive == owner) {
                exclusive = null;
                exclusiveScope = null;
                changed.signalAll();
            }
        } finally {
            lock.unlock();
        }
    }

    private boolean othersHold(Object owner, TableScope tables) {
        for (Map.Entry<Object, TableScope> holder : holders.entrySet()) {
            if (holder.getKey() != owner && holder.getValue().overlaps(tables)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether waiting could never end: {@code owner} wrote rows, and a transaction whose share it
     * waits for waits to change the schema too and for {@code owner} (there is one schema change at a
     * time), or waits for a row {@code owner} locked.
     */
    private boolean waitsForItself(Object owner, TableScope tables) {
        if (!holders.containsKey(owner)) {
            return false; // it holds no rows, so nobody can wait for it
        }
        for (Map.Entry<Object, TableScope> holder : holders.entrySet()) {
            Object other = holder.getKey();
            if (other == owner || !holder.getValue().overlaps(tables)) {
                continue; // not one this schema change waits for
            }
            TableScope otherWants = exclusiveWaiters.get(other);
            if (otherWants != null && (exclusive == owner || holders.get(owner).overlaps(otherWants)) || blocking.waitsFor(other, owner)) {
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
