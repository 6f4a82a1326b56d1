package io.hotrow.engine.database;

import io.hotrow.engine.locks.LockWait;
import io.hotrow.engine.locks.TableScope;
import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.locks.LockSupport;
import java.util.concurrent.locks.StampedLock;

/**
 * Keeps statements that run outside the writer lane (autocommit reads, read-only transactions)
 * away from the tables of a transaction that changed the schema, while it is open: H2 applies DDL,
 * and commits the transaction's earlier rows, at once, so such a reader could see work that is
 * later rolled back. PostgreSQL's DDL locks hold readers of the changed tables back the same way.
 * A reader of other tables passes (registered, so that a schema change reaching its tables later
 * waits for it); a schema change that holds the whole database keeps every reader out. Not bound
 * to a thread, like the lane.
 */
final class SchemaGate {

    private static final long CANCEL_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private static final long PASSER_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(1);

    private final StampedLock lock = new StampedLock();
    private final AtomicInteger waitingReaders = new AtomicInteger();
    private final AtomicLong passes = new AtomicLong();
    private final Map<Long, TableScope> passers = new ConcurrentHashMap<>(); // readers let past the closed gate
    private volatile TableScope closedTo; // what the schema change holding the write lock holds; null until it says
    private volatile Object closer; // the session whose schema change holds the write lock: it reads its own tables
    private final String database;

    SchemaGate(String database) {
        this.database = database;
    }

    /**
     * Lets one reader of {@code tables} in; waits until {@code wait}'s deadline for a schema change
     * of any of them to end. The wait looks at the statement's cancel every
     * {@link #CANCEL_CHECK_NANOS}: a cancel, or a close or abort of the connection from another
     * thread, ends it with 57014 (a StampedLock wait ends only by an interrupt, which would stay
     * with the application's thread). The session that closed the gate passes. Returns what
     * {@link #leave} takes.
     */
    long enter(Object reader, LockWait wait, TableScope tables) throws SQLException {
        long stamp = lock.tryReadLock();
        if (stamp != 0 || closer == reader) {
            return stamp;
        }
        waitingReaders.incrementAndGet();
        try {
            return awaitRead(wait, tables);
        } finally {
            waitingReaders.decrementAndGet();
        }
    }

    /**
     * A pass past a gate closed to other tables than {@code tables}, or 0. Registered before the
     * closed scope is read again: a schema change that widens its scope afterwards sees the pass.
     */
    private long pass(TableScope tables) {
        TableScope closed = closedTo;
        if (closed == null || closed.overlaps(tables)) {
            return 0;
        }
        long pass = -passes.incrementAndGet(); // negative: never a StampedLock stamp
        passers.put(pass, tables);
        closed = closedTo;
        if (closed != null && closed.overlaps(tables)) {
            passers.remove(pass);
            return 0;
        }
        return pass;
    }

    /** How many reads wait for a schema change to end. */
    int waitingReaders() {
        return waitingReaders.get();
    }

    private long awaitRead(LockWait wait, TableScope tables) throws SQLException {
        long stamp = 0;
        while (stamp == 0) {
            long pass = pass(tables);
            if (pass != 0) {
                return pass;
            }
            if (wait.cancelled()) {
                throw new SQLException("canceling statement due to user request (it waited to read database '" + database
                        + "' while a transaction changed its schema)", "57014");
            }
            long left = wait.deadlineNanos() - System.nanoTime();
            if (left <= 0) {
                throw new WaitTimeoutException("a read of database '" + database + "' waited for a transaction that changes its schema to end");
            }
            try {
                stamp = lock.tryReadLock(Math.min(left, CANCEL_CHECK_NANOS), TimeUnit.NANOSECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
                throw new SQLException("interrupted while waiting to read database '" + database + "'", "57014", e);
            }
        }
        return stamp;
    }

    void leave(long stamp) {
        if (stamp == 0) {
            return; // the closer's own statement
        }
        if (stamp < 0) {
            passers.remove(stamp);
        } else {
            lock.unlockRead(stamp);
        }
    }

    /** Closes the gate to readers of {@code tables} for {@code owner}'s schema change: waits for those inside, then keeps new ones out. */
    long close(Object owner, Duration timeout, TableScope tables) throws SQLException {
        long deadline = System.nanoTime() + (timeout.isZero() ? Long.MAX_VALUE / 2 : timeout.toNanos());
        long stamp = acquire(timeout);
        closer = owner;
        try {
            widen(tables, deadline, timeout);
        } catch (SQLException | RuntimeException e) {
            open(stamp);
            throw e;
        }
        return stamp;
    }

    /** Closes the gate, already closed by this schema change, to readers of {@code tables} too. */
    void widen(TableScope tables, Duration timeout) throws SQLException {
        widen(tables, System.nanoTime() + (timeout.isZero() ? Long.MAX_VALUE / 2 : timeout.toNanos()), timeout);
    }

    private void widen(TableScope tables, long deadline, Duration timeout) throws SQLException {
        TableScope closed = closedTo;
        closedTo = closed == null ? tables : closed.union(tables);
        while (passerReads(tables)) { // passers leave at their statement's end: a short wait, looked at often
            if (System.nanoTime() - deadline >= 0) {
                throw new WaitTimeoutException("a schema change of database '" + database + "' waited " + timeout + " for running reads to end");
            }
            LockSupport.parkNanos(PASSER_CHECK_NANOS);
        }
    }

    private boolean passerReads(TableScope tables) {
        for (TableScope read : passers.values()) {
            if (read.overlaps(tables)) {
                return true;
            }
        }
        return false;
    }

    /** Whether a schema change holds the gate closed (to some tables at least). */
    boolean closed() {
        return lock.isWriteLocked();
    }

    void open(long stamp) {
        closer = null;
        closedTo = null;
        lock.unlockWrite(stamp);
    }

    /** Closes the gate for a schema change: waits at most {@code timeout} (zero: without limit) for the readers inside. */
    private long acquire(Duration timeout) throws SQLException {
        try {
            long stamp = timeout.isZero() ? lock.writeLockInterruptibly() : lock.tryWriteLock(timeout.toNanos(), TimeUnit.NANOSECONDS);
            if (stamp == 0) {
                throw new WaitTimeoutException("a schema change of database '" + database + "' waited " + timeout + " for running reads to end");
            }
            return stamp;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting to change the schema of database '" + database + "'", "57014", e);
        }
    }
}
