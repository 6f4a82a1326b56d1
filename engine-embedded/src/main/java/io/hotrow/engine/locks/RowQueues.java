package io.hotrow.engine.locks;

import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.ReentrantLock;

/**
 * First-come, first-served queues in front of H2's row locks (docs/concurrency.md, "Hot rows").
 * H2 makes every transaction that waits for a row wait on the holder and wakes them all when it
 * ends: with hundreds of writers of one hot row, each handoff wakes hundreds of threads, of which
 * one wins, in no fair order. So a statement first asks H2 for its rows without waiting; on a
 * locked row it joins that row's queue here, and waits in H2 only once it is the queue's head, so
 * one thread at a time waits in H2 per row, and the next is woken, alone, when the head's
 * transaction ends. The head keeps its place until then: it holds the row, or is about to.
 * Owners are sessions, compared by identity; rows are H2's names for them (a map and a key).
 */
public final class RowQueues {

    /** How often a waiter looks for a deadlock it is part of: a cycle can close after its wait began. */
    private static final long CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private static final class Queue {
        Object head;
        final ArrayDeque<Waiter> waiters = new ArrayDeque<>();
    }

    private static final class Waiter {
        final Object owner;
        final Thread thread = Thread.currentThread();
        volatile boolean granted;

        Waiter(Object owner) {
            this.owner = owner;
        }
    }

    private final String database;
    private final Blocking blocking;
    private final ReentrantLock lock = new ReentrantLock();
    private final Map<String, Queue> queues = new HashMap<>(); // guarded by lock
    private final Map<Object, Set<String>> heads = new HashMap<>(); // owner -> rows it heads; guarded by lock
    private final Map<Object, Object> waitingFor = new HashMap<>(); // owner -> the head it waits behind; guarded by lock
    private final Map<Object, Object> heldBy = new HashMap<>(); // owner -> the row's holder in H2 when it queued; guarded by lock

    public RowQueues(String database, Blocking blocking) {
        this.database = database;
        this.blocking = blocking;
    }

    /**
     * Returns once {@code owner} heads the queue of {@code row}: at once if nobody does, else when
     * every owner before it has ended its transaction. Fails with 40P01 when the head or the row's
     * holder (or whoever they wait for) waits for {@code owner}, with 55P03 past the deadline, with
     * 57014 on a cancel. The head need not hold the row: its turn came and its statement, run again,
     * may have found the row no longer matching and left it alone, and then another transaction took
     * it without queueing; so the holder counts too.
     *
     * @param holder the transaction H2 named as holding the row (as {@link Blocking} knows it), or null
     * @return the nanoseconds it waited
     */
    public long awaitTurn(Object owner, String row, Object holder, LockWait wait) throws SQLException {
        long started = System.nanoTime();
        Waiter waiter;
        lock.lock();
        try {
            Queue queue = queues.computeIfAbsent(row, r -> new Queue());
            if (queue.head == null || queue.head == owner) {
                becomeHead(queue, owner, row);
                return 0;
            }
            waiter = new Waiter(owner);
            queue.waiters.add(waiter);
            waitingFor.put(owner, queue.head);
            if (holder != null) {
                heldBy.put(owner, holder);
            }
        } finally {
            lock.unlock();
        }
        int cyclesSeen = 0;
        while (!waiter.granted) {
            Object head;
            lock.lock();
            try {
                head = waitingFor.get(owner);
            } finally {
                lock.unlock();
            }
            boolean cycle = head != null && blocking.waitsFor(head, owner) || holder != null && blocking.waitsFor(holder, owner);
            cyclesSeen = cycle ? cyclesSeen + 1 : 0;
            SQLException failure = cyclesSeen == Blocking.CYCLE_CONFIRMATIONS || wait.chosenAsDeadlockVictim() ? deadlock()
                    : wait.cancelled() ? new SQLException("canceling statement due to user request (it was waiting for a row lock)", "57014")
                    // The flag stays set for the caller; parking would return at once while it is.
                    : Thread.currentThread().isInterrupted() ? new SQLException("canceling statement: the thread was interrupted while it"
                            + " waited for a row lock", "57014")
                    : System.nanoTime() - wait.deadlineNanos() >= 0 ? new SQLException("canceling statement due to lock timeout: a row it"
                            + " needs in database '" + database + "' is locked by another transaction", "55P03", LockWait.CONFLICT)
                    : null;
            if (failure != null && leave(row, waiter)) {
                throw failure;
            }
            if (!waiter.granted) {
                LockSupport.parkNanos(this, Math.max(1, Math.min(CHECK_NANOS, wait.deadlineNanos() - System.nanoTime())));
            }
        }
        return System.nanoTime() - started;
    }

    /** Wakes a waiter of {@code owner}'s, so that it sees a cancel request at once. */
    public void wake(Object owner) {
        lock.lock();
        try {
            for (Queue queue : queues.values()) {
                for (Waiter waiter : queue.waiters) {
                    if (waiter.owner == owner) {
                        LockSupport.unpark(waiter.thread);
                    }
                }
            }
        } finally {
            lock.unlock();
        }
    }

    /** The head {@code owner} waits behind, or null. */
    public Object waitsFor(Object owner) {
        lock.lock();
        try {
            return waitingFor.get(owner);
        } finally {
            lock.unlock();
        }
    }

    /** The holder of the row {@code owner} queues for, as H2 named it when it queued, or null. */
    public Object rowHolderOf(Object owner) {
        lock.lock();
        try {
            return heldBy.get(owner);
        } finally {
            lock.unlock();
        }
    }

    /** {@code owner}'s transaction ended: each queue it headed passes to its next waiter. */
    public void leaveAll(Object owner) {
        lock.lock();
        try {
            Set<String> rows = heads.remove(owner);
            if (rows == null) {
                return;
            }
            for (String row : rows) {
                Queue queue = queues.get(row);
                Waiter next = queue.waiters.poll();
                if (next == null) {
                    queues.remove(row);
                    continue;
                }
                waitingFor.remove(next.owner);
                heldBy.remove(next.owner);
                becomeHead(queue, next.owner, row);
                for (Waiter behind : queue.waiters) {
                    waitingFor.put(behind.owner, next.owner);
                }
                next.granted = true;
                LockSupport.unpark(next.thread);
            }
        } finally {
            lock.unlock();
        }
    }

    private void becomeHead(Queue queue, Object owner, String row) {
        queue.head = owner;
        heads.computeIfAbsent(owner, o -> new HashSet<>()).add(row);
    }

    /** Leaves the queue unless the turn came meanwhile (false: the caller goes on as head). */
    private boolean leave(String row, Waiter waiter) {
        lock.lock();
        try {
            if (waiter.granted) {
                return false;
            }
            queues.get(row).waiters.remove(waiter);
            waitingFor.remove(waiter.owner);
            heldBy.remove(waiter.owner);
            return true;
        } finally {
            lock.unlock();
        }
    }

    private SQLException deadlock() {
        return new SQLException("deadlock detected: this transaction waits for a row whose holder, or a transaction that holder"
                + " waits for, waits for this one (database '" + database + "'); this one was chosen to fail", "40P01");
    }
}
