package io.hotrow.engine.lane;

import io.hotrow.engine.metrics.DatabaseMetrics;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * The one writer lane of a database: whoever holds it may change the database. Fair FIFO (a fair
 * semaphore never lets a newcomer barge past a waiter), and not tied to a thread, because a
 * transaction may be driven from more than one thread.
 */
public final class WriterLane {

    private final String database;
    private final DatabaseMetrics metrics;
    private final Semaphore permit = new Semaphore(1, true);
    private volatile long heldSinceNanos;

    public WriterLane(String database, DatabaseMetrics metrics) {
        this.database = database;
        this.metrics = metrics;
    }

    /**
     * Waits for the lane.
     *
     * @param timeout how long to wait; zero waits without limit
     * @throws SQLException 55P03 on timeout, saying how long the holder has held the lane; 57014 if interrupted
     */
    public void acquire(Duration timeout) throws SQLException {
        long started = System.nanoTime();
        try {
            if (timeout.isZero()) {
                permit.acquire();
            } else if (!permit.tryAcquire(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                long heldMillis = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - heldSinceNanos);
                throw new SQLException("could not obtain the writer lane of database '" + database + "' within "
                        + timeout.toMillis() + " ms: the current holder has held it for " + heldMillis
                        + " ms (a transaction kept open across client work blocks every writer of its database)", "55P03");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new SQLException("interrupted while waiting for the writer lane of database '" + database + "'", "57014", e);
        }
        long acquired = System.nanoTime();
        heldSinceNanos = acquired;
        metrics.laneWaited(acquired - started);
    }

    public void release() {
        metrics.laneHeld(System.nanoTime() - heldSinceNanos);
        permit.release();
    }

    /** Takes the lane only if it is free at once: for housekeeping that must not queue behind writers. */
    public boolean tryAcquire() {
        if (!permit.tryAcquire()) {
            return false;
        }
        heldSinceNanos = System.nanoTime();
        return true;
    }
}
