package io.hotrow.engine.locks;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;

/**
 * Makes a database's SERIALIZABLE transactions that write run one after another, in arrival order
 * (docs/concurrency.md, "Isolation"). H2's SERIALIZABLE is snapshot isolation: two transactions
 * that each read what the other writes both commit (write skew), where PostgreSQL fails one with
 * 40001. A transaction that holds the turn from its first statement to its end, with a snapshot
 * taken after it got the turn, sees every earlier serializable transaction whole and none partly,
 * so they are serializable among themselves, as PostgreSQL promises. Not tied to threads.
 */
public final class SerializableTurn {

    private final String database;
    private final Semaphore turn = new Semaphore(1, true);

    public SerializableTurn(String database) {
        this.database = database;
    }

    /** Waits for the turn at most {@code timeout} (zero: no limit); a cancel interrupts the wait (57014). */
    public void take(Duration timeout) throws SQLException {
        try {
            if (timeout.isZero()) {
                turn.acquire();
            } else if (!turn.tryAcquire(timeout.toNanos(), TimeUnit.NANOSECONDS)) {
                throw new WaitTimeoutException("a serializable transaction of database '" + database + "' waited " + timeout.toMillis()
                        + " ms for the serializable transaction before it to end");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the caller's: it asked its thread to stop
            throw new SQLException("canceling statement due to user request (it was waiting for its turn as a serializable transaction)", "57014", e);
        }
    }

    public void give() {
        turn.release();
    }
}
