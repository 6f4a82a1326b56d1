package io.hotrow.engine.commit;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.metrics.DatabaseMetrics;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Function;

/**
 * Group commit (DESIGN.md §4): committers hand over records applied under the lane, in LSN order;
 * one flush at a time writes everything buffered as one log object, then advances the durable LSN,
 * which completes every acknowledgement up to it in LSN order. While a flush is in flight the next
 * batch builds up, so batches grow with load without a timer (natural batching).
 *
 * <p>Only one PUT is ever in flight. A second in flight would let a later object land while an
 * earlier one failed, leaving a gap a newer writer's fence could not reason about; with one, the
 * log is always a prefix and fencing stays sound (see docs/engine-log.md). A failed flush fails
 * every commit not yet durable and stops this committer for good.
 */
public final class GroupCommitter {

    private static final ExecutorService FLUSHERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-flush");
        thread.setDaemon(true); // unacknowledged commits may be lost at exit; acknowledged ones are durable
        return thread;
    });

    private record Pending(long lsn, byte[] record) {
    }

    private final CommitLog log;
    private final GroupCommitSettings settings;
    private final DurableLsn durable;
    private final DatabaseMetrics metrics;
    private final Function<Exception, SQLException> onFailure;
    private final ArrayDeque<Pending> buffer = new ArrayDeque<>();
    private boolean flushing; // guarded by this
    private SQLException stopped; // guarded by this

    /**
     * @param onFailure called once when a flush fails; closes the database and returns the error
     *                  every pending commit fails with
     */
    public GroupCommitter(CommitLog log, GroupCommitSettings settings, DurableLsn durable, DatabaseMetrics metrics,
                          Function<Exception, SQLException> onFailure) {
        this.log = log;
        this.settings = settings;
        this.durable = durable;
        this.metrics = metrics;
        this.onFailure = onFailure;
    }

    /** Queues a record; the caller holds the lane, so records arrive in LSN order. */
    public void submit(long lsn, byte[] record) throws SQLException {
        synchronized (this) {
            if (stopped != null) {
                throw new SQLException(stopped.getMessage(), stopped.getSQLState(), stopped);
            }
            buffer.add(new Pending(lsn, record));
            if (flushing) {
                return;
            }
            flushing = true;
        }
        FLUSHERS.execute(this::flushWhileBuffered);
    }

    /** The log id the next flush writes. Exact only when nothing is buffered or in flight. */
    public long nextLogId() {
        return log.nextId();
    }

    private void flushWhileBuffered() {
        while (true) {
            waitForWindow();
            List<Pending> batch = takeBatch();
            if (batch.isEmpty()) {
                return;
            }
            List<byte[]> records = new ArrayList<>(batch.size());
            for (Pending pending : batch) {
                records.add(pending.record);
            }
            long first = batch.get(0).lsn, last = batch.get(batch.size() - 1).lsn;
            long started = System.nanoTime();
            try {
                log.append(first, last, records);
            } catch (Exception e) {
                stop(e);
                return;
            }
            metrics.flushed(batch.size(), System.nanoTime() - started);
            durable.advance(last);
        }
    }

    private void waitForWindow() {
        long window = settings.window().toNanos();
        if (window > 0) {
            synchronized (this) {
                if (buffer.size() >= settings.maxRecords()) {
                    return;
                }
            }
            LockSupport.parkNanos(window);
        }
    }

    private synchronized List<Pending> takeBatch() {
        List<Pending> batch = new ArrayList<>(Math.min(buffer.size(), settings.maxRecords()));
        long bytes = 0;
        while (!buffer.isEmpty() && batch.size() < settings.maxRecords()) {
            Pending next = buffer.peek();
            if (!batch.isEmpty() && bytes + next.record.length > settings.maxBytes()) {
                break;
            }
            bytes += next.record.length;
            batch.add(buffer.poll());
        }
        if (batch.isEmpty()) {
            flushing = false;
        }
        return batch;
    }

    private void stop(Exception cause) {
        SQLException failure = onFailure.apply(cause);
        synchronized (this) {
            stopped = failure;
            buffer.clear();
            flushing = false;
        }
        durable.fail(failure);
    }
}
