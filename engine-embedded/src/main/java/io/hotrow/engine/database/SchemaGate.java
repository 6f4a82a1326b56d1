package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.TimeUnit;
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

    private final StampedLock lock = new StampedLock();
    private final String database;

    SchemaGate(String database) {
        this.database = database;
    }

    /** Lets one reader in; waits at most {@code timeout} (zero: without limit) for a schema change to end. */
    long enter(Duration timeout) throws SQLException {
        long stamp = lock.tryReadLock();
        if (stamp != 0) {
            return stamp;
        }
        return acquire(timeout, true);
    }

    void leave(long stamp) {
        lock.unlockRead(stamp);
    }

    /** Closes the gate for a schema change: waits for the readers inside, then keeps new ones out. */
    long close(Duration timeout) throws SQLException {
        return acquire(timeout, false);
    }

    void open(long stamp) {
        lock.unlockWrite(stamp);
    }

    private long acquire(Duration timeout, boolean read) throws SQLException {
        try {
            long stamp;
            if (timeout.isZero()) {
                stamp = read ? lock.readLockInterruptibly() : lock.writeLockInterruptibly();
            } else {
                stamp = read ? lock.tryReadLock(timeout.toNanos(), TimeUnit.NANOSECONDS) : lock.tryWriteLock(timeout.toNanos(), TimeUnit.NANOSECONDS);
            }
            if (stamp == 0) {
                throw new WaitTimeoutException((read ? "a read of database '" + database + "' waited " + timeout + " for a transaction that changes its schema"
                        : "a schema change of database '" + database + "' waited " + timeout + " for running reads") + " to end");
            }
            return stamp;
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting to read database '" + database + "'", "57014", e);
        }
    }
}
