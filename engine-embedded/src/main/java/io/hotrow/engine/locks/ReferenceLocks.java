package io.hotrow.engine.locks;

import java.math.BigDecimal;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The keys of one database's referenced rows that open transactions depend on, as PostgreSQL's
 * {@code FOR KEY SHARE} and its delete locks keep a foreign key true under concurrency
 * (docs/concurrency.md, "Foreign keys"). H2 checks a foreign key against committed rows only: a
 * transaction inserting a child of row P and another deleting P both pass, and both commit. So a
 * transaction that inserts or re-points a child takes P's key shared, and one that deletes P or
 * changes its key takes it exclusively; each holds it to its end. Shares never wait for shares,
 * so children of one parent are inserted side by side. Owners are sessions, compared by identity.
 */
public final class ReferenceLocks {

    /** How often a waiter looks for a deadlock it is part of: a cycle can close after its wait began. */
    private static final long CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private static final class Holders {
        Object exclusive;
        final Map<Object, Integer> shared = new HashMap<>();

        boolean freeFor(Object owner, boolean exclusively) {
            if (exclusive != null && exclusive != owner) {
                return false;
            }
            return !exclusively || shared.isEmpty() || shared.size() == 1 && shared.containsKey(owner);
        }

        Object anyOther(Object owner) {
            if (exclusive != null && exclusive != owner) {
                return exclusive;
            }
            for (Object holder : shared.keySet()) {
                if (holder != owner) {
                    return holder;
                }
            }
            return null;
        }
    }

    private final String database;
    private final Blocking blocking;
    private final ReentrantLock lock = new ReentrantLock();
    private final Condition released = lock.newCondition();
    private final Map<List<Object>, Holders> keys = new HashMap<>(); // guarded by lock
    private final Map<Object, Set<List<Object>>> held = new HashMap<>(); // guarded by lock
    private final Map<Object, Object> waiting = new HashMap<>(); // waiter -> a holder it waits for; guarded by lock

    public ReferenceLocks(String database, Blocking blocking) {
        this.database = database;
        this.blocking = blocking;
    }

    /** The key of a referenced row: its table and key values, numbers compared by value whatever their Java type. */
    public static List<Object> key(String schema, String table, List<Object> values) {
        List<Object> key = new ArrayList<>(values.size() + 2);
        key.add(schema);
        key.add(table);
        for (Object value : values) {
            key.add(value instanceof Number number ? new BigDecimal(number.toString()).stripTrailingZeros() : value);
        }
        return key;
    }

    /**
     * Takes {@code key} for {@code owner}, shared or exclusively, waiting as {@code wait} allows.
     * Returns whether it had to wait: the caller then looks again at the rows, which the holder
     * may have changed before it ended.
     */
    public boolean take(Object owner, List<Object> key, boolean exclusively, LockWait wait) throws SQLException {
        lock.lock();
        try {
            boolean waited = false;
            int cyclesSeen = 0;
            Holders holders = keys.computeIfAbsent(key, k -> new Holders());
            while (!holders.freeFor(owner, exclusively)) {
                Object holder = holders.anyOther(owner);
                if (wait.noWait()) {
                    throw new SQLException("a row this statement references is locked by another transaction", "55P03", LockWait.CONFLICT);
                }
                cyclesSeen = blocking.waitsFor(holder, owner) ? cyclesSeen + 1 : 0;
                if (cyclesSeen == Blocking.CYCLE_CONFIRMATIONS || wait.chosenAsDeadlockVictim()) {
                    throw new SQLException("deadlock detected: this transaction waits for a transaction that depends on a referenced row"
                            + " of " + key.get(0) + "." + key.get(1) + " this one locked, and that one waits for this one", "40P01");
                }
                waited = true;
                waiting.put(owner, holder);
                try {
                    awaitRelease(wait, key);
                } finally {
                    waiting.remove(owner);
                }
                holders = keys.computeIfAbsent(key, k -> new Holders());
            }
            if (exclusively) {
                holders.exclusive = owner;
            } else {
                holders.shared.merge(owner, 1, Integer::sum);
            }
            held.computeIfAbsent(owner, o -> new HashSet<>()).add(key);
            return waited;
        } finally {
            lock.unlock();
        }
    }

    /** The holder {@code owner} waits for now, or null. */
    public Object waitsFor(Object owner) {
        lock.lock();
        try {
            return waiting.get(owner);
        } finally {
            lock.unlock();
        }
    }

    /** Gives back every key {@code owner} holds: its transaction ended. */
    public void releaseAll(Object owner) {
        lock.lock();
        try {
            Set<List<Object>> keysHeld = held.remove(owner);
            if (keysHeld == null) {
                return;
            }
            for (List<Object> key : keysHeld) {
                Holders holders = keys.get(key);
                if (holders.exclusive == owner) {
                    holders.exclusive = null;
                }
                holders.shared.remove(owner);
                if (holders.exclusive == null && holders.shared.isEmpty()) {
                    keys.remove(key);
                }
            }
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /**
     * Gives back {@code key} as {@code owner} took it, shared or exclusively, keeping what it holds of it otherwise: its
     * transaction rolled back to a savepoint set before it took the key, as PostgreSQL's row locks of a rolled-back
     * subtransaction go with it.
     */
    public void release(Object owner, List<Object> key, boolean exclusively) {
        lock.lock();
        try {
            Holders holders = keys.get(key);
            if (holders == null) {
                return;
            }
            if (!exclusively) {
                holders.shared.remove(owner);
            } else if (holders.exclusive == owner) {
                holders.exclusive = null;
            }
            if (holders.exclusive != owner && !holders.shared.containsKey(owner)) {
                Set<List<Object>> keysHeld = held.get(owner);
                if (keysHeld != null && keysHeld.remove(key) && keysHeld.isEmpty()) {
                    held.remove(owner);
                }
            }
            if (holders.exclusive == null && holders.shared.isEmpty()) {
                keys.remove(key);
            }
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    /** Wakes the waiters so that one whose wait was cancelled notices. */
    public void wakeWaiters() {
        lock.lock();
        try {
            released.signalAll();
        } finally {
            lock.unlock();
        }
    }

    private void awaitRelease(LockWait wait, List<Object> key) throws SQLException {
        long remaining = wait.deadlineNanos() - System.nanoTime();
        if (wait.cancelled()) {
            throw new SQLException("canceling statement due to user request (it was waiting for a referenced row of " + key.get(0) + "."
                    + key.get(1) + ")", "57014");
        }
        if (remaining <= 0) {
            throw new SQLException("canceling statement due to lock timeout: a referenced row of " + key.get(0) + "." + key.get(1)
                    + " in database '" + database + "' is locked by another transaction", "55P03", LockWait.CONFLICT);
        }
        try {
            released.awaitNanos(Math.min(remaining, CHECK_NANOS));
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("canceling statement: interrupted while waiting for a referenced row", "57014", e);
        }
    }
}
