package io.hotrow.engine.commit;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.metrics.DatabaseMetrics;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Group commit (docs/engine-log.md, "Group commit"): committers hand over records applied under the lane, in LSN order;
 * one flush at a time writes everything buffered as one log object, then advances the durable LSN,
 * which completes every acknowledgement up to it in LSN order. While a flush is in flight the next
 * batch builds up, so batches grow with load without a timer (natural batching).
 *
 * <p>Only one PUT is ever in flight. A second in flight would let a later object land while an
 * earlier one failed, leaving a gap a newer writer's fence could not reason about; with one, the
 * log is always a prefix and fencing stays sound (see docs/engine-log.md). A failed flush fails
 * every commit not yet durable and stops this committer for good; so does the database closing.
 * A committer that closes with its last write landed marks where the log ends ({@link CommitLog#markEnd}),
 * so that deleting its newest objects is noticed at the next open.
 */
public final class GroupCommitter {

    private static final Logger LOG = LoggerFactory.getLogger(GroupCommitter.class);

    private static final ExecutorService FLUSHERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-flush");
        thread.setDaemon(true); // unacknowledged commits may be lost at exit; acknowledged ones are durable
        return thread;
    });

    /** The longest adaptive wait for a batch to fill. */
    private static final long MAX_GATHER_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    private record Pending(long lsn, byte[] record) {
    }

    private final CommitLog log;
    private final GroupCommitSettings settings;
    private final DurableLsn durable;
    private final DatabaseMetrics metrics;
    private final Function<Exception, SQLException> onFailure;
    private final ArrayDeque<Pending> buffer = new ArrayDeque<>();
    private boolean flushing; // guarded by this
    /** The thread running the current flush loop, which closes through stop() and must not wait for itself. */
    private Thread flusher; // guarded by this
    private int gatherTarget; // guarded by this: the buffer size the gathering flusher waits for, 0 when not waiting
    private int lastBatch; // flusher only
    private long lastFlushNanos; // flusher only
    private SQLException stopped; // guarded by this
    private boolean endMarked; // guarded by this

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
                if (gatherTarget > 0 && buffer.size() >= gatherTarget) {
                    notify(); // the flusher is gathering and the batch is full
                }
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
        synchronized (this) {
            flusher = Thread.currentThread();
        }
        while (true) {
            gather();
            List<Pending> batch = takeBatch();
            if (batch.isEmpty()) {
                failIfClosed();
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
            lastFlushNanos = System.nanoTime() - started;
            lastBatch = batch.size();
            metrics.flushed(batch.size(), lastFlushNanos);
            durable.advance(last);
        }
    }

    /**
     * Waits briefly for the batch to fill before writing. With a configured window, up to that long.
     * Otherwise adaptively: the committers the last flush acknowledged are about to commit again, so
     * wait up to half a flush (at most {@link #MAX_GATHER_NANOS}) until as many records are
     * buffered. Without that wait the next write starts with the first of them and the rest wait a
     * whole extra write. Waiting for all of them, not most, measured best: stragglers left behind
     * would otherwise form a second group that always waits two writes. When fewer come back, one
     * write waits the whole window and the next target is the smaller batch. A lone committer waits
     * for nothing: the target is one record.
     */
    private void gather() {
        long window = settings.window().toNanos();
        int target = settings.maxRecords();
        if (window == 0) {
            window = Math.min(lastFlushNanos / 2, MAX_GATHER_NANOS);
            target = Math.min(lastBatch, settings.maxRecords());
        }
        if (window <= 0 || target <= 1) {
            return;
        }
        long deadline = System.nanoTime() + window;
        synchronized (this) {
            gatherTarget = target;
            try {
                long remaining;
                while (stopped == null && buffer.size() < target && (remaining = deadline - System.nanoTime()) > 0) {
                    wait(remaining / 1_000_000, (int) (remaining % 1_000_000));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt(); // write what there is
            } finally {
                gatherTarget = 0;
            }
        }
    }

    private synchronized List<Pending> takeBatch() {
        if (stopped != null) {
            flushing = false;
            notifyAll(); // a closing thread waits for this
            return List.of();
        }
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
            notifyAll();
        }
        return batch;
    }

    /**
     * Stops for good when the database closes: nothing buffered is written (those commits are
     * definitely not durable), and a write in flight settles first, acknowledging its commits if
     * it lands, before this returns. Then every wait beyond the durable LSN fails with {@code reason},
     * and the end of the log is marked.
     */
    public void close(SQLException reason) {
        synchronized (this) {
            if (stopped != null) {
                return;
            }
            stopped = reason;
            buffer.clear();
            notifyAll(); // a gathering flusher stops waiting
            // A write in flight settles first, so nothing reaches the store after close returns (a
            // closed store directory stays as it was). The flusher itself closes through stop().
            boolean interrupted = false;
            while (flushing && Thread.currentThread() != flusher) {
                try {
                    wait();
                } catch (InterruptedException e) {
                    interrupted = true;
                }
            }
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
        durable.fail(reason);
        markEndOnce();
    }

    private void failIfClosed() {
        SQLException reason;
        synchronized (this) {
            reason = stopped;
        }
        if (reason != null) {
            durable.fail(reason);
            markEndOnce();
        }
    }

    /** Best effort: a store that fails now only means a deletion of the newest objects would go unnoticed. */
    private void markEndOnce() {
        synchronized (this) {
            if (endMarked) {
                return;
            }
            endMarked = true;
        }
        try {
            log.markEnd();
        } catch (IOException | RuntimeException e) { // closing must finish whatever the store does
            LOG.warn("could not mark where the log ends ({}); a deletion of its newest objects would not be detected", e.toString());
        }
    }

    private void stop(Exception cause) {
        SQLException failure = onFailure.apply(cause); // closes the database, and with it this committer
        synchronized (this) {
            if (stopped == null) {
                stopped = failure;
            }
            buffer.clear();
            flushing = false;
            notifyAll();
        }
        durable.fail(failure);
    }
}
