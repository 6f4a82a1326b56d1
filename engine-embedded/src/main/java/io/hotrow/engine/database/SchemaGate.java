package io.hotrow.engine.database;

import io.hotrow.engine.locks.LockWait;
import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.StampedLock;

/**
 * Keeps statements that run outside the writer lane (autocommit reads, read-only transactions)
 * out of a database while a transaction that changed its schema is open: H2 applies DDL, and
 * commits the transaction's earlier rows, at once, so such a reader could see work that is later
 * rolled back. PostgreSQL's DDL locks hold readers of the changed tables back the same way; here
 * it is every reader of the database, for as long as the transaction stays open. Not bound to a
 * thread, like the lane.
 */
final class SchemaGate {

    private static final long CANCEL_CHECK_NANOS = TimeUnit.MILLISECONDS.toNanos(20);

    private final StampedLock lock = new StampedLock();
    private final AtomicInteger waitingReaders = new AtomicInteger();
    private final String database;

    SchemaGate(String database) {
        this.database = database;
    }

    /**
     * Lets one reader in; waits until {@code wait}'s deadline for a schema change to end. The wait
     * looks at the statement's cancel every {@link #CANCEL_CHECK_NANOS}: a cancel, or a close or
     * abort of the connection from another thread, ends it with 57014 (a StampedLock wait ends
     * only by an interrupt, which would stay with the application's thread).
     */
    long enter(LockWait wait) throws SQLException {
        long stamp = lock.tryReadLock();
        if (stamp != 0) {
            return stamp;
        }
        waitingReaders.incrementAndGet();
        try {
            return awaitRead(wait);
        } finally {
            waitingReaders.decrementAndGet();
        }
    }

    /** How many reads wait for a schema change to end. */
    int waitingReaders() {
        return waitingReaders.get();
    }

    private long awaitRead(LockWait wait) throws SQLException {
        long stamp = 0;
        while (stamp == 0) {
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
        lock.unlockRead(stamp);
    }

    /** Closes the gate for a schema change: waits for the readers inside, then keeps new ones out. */
    long close(Duration timeout) throws SQLException {
        return acquire(timeout);
    }

    void open(long stamp) {
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
