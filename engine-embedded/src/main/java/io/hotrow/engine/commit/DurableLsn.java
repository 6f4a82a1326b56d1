package io.hotrow.engine.commit;

import java.sql.SQLException;

/**
 * The highest LSN known durable, and the wait for it. Committers wait here after releasing the
 * lane; readers wait here (the output gate) when what they read may include a commit not yet
 * durable. Once the log has failed, every wait for an LSN beyond what is durable fails.
 */
public final class DurableLsn {

    private volatile long durable;
    private volatile SQLException failure;

    public DurableLsn(long durable) {
        this.durable = durable;
    }

    public long get() {
        return durable;
    }

    /** Returns once {@code lsn} is durable; throws the log's failure if it never will be. */
    public void await(long lsn) throws SQLException {
        if (durable >= lsn) {
            return; // the quiet-database path: one volatile read
        }
        synchronized (this) {
            while (durable < lsn) {
                SQLException failed = failure;
                if (failed != null) {
                    throw new SQLException(failed.getMessage(), failed.getSQLState(), failed);
                }
                try {
                    wait();
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new SQLException("interrupted while waiting for LSN " + lsn + " to become durable;"
                            + " the commit may or may not be durable", "57014", e);
                }
            }
        }
    }

    synchronized void advance(long lsn) {
        if (lsn > durable) {
            durable = lsn;
            notifyAll();
        }
    }

    public synchronized void fail(SQLException cause) {
        if (failure == null) {
            failure = cause;
        }
        notifyAll();
    }
}
