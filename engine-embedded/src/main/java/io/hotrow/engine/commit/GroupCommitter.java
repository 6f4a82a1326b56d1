package io.hotrow.engine.commit;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.metrics.DatabaseMetrics;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Group commit (docs/engine-log.md, "Group commit"): committers hand over records applied under the lane, in LSN order;
 * a flush writes everything buffered as one log object, and the durable LSN advances once it and
 * every earlier write landed, which completes every acknowledgement up to it in LSN order. While a
 * flush is in flight the next batch builds up, so batches grow with load without a timer (natural
 * batching).
 *
 * <p>Up to {@code writesInFlight} flushes run at once (at most {@link CommitLog#MAX_WRITES_IN_FLIGHT}),
 * each on its own log id, reserved in LSN order. The ids form a window: id <i>n</i> +
 * {@code writesInFlight} is reserved only once every id up to <i>n</i> landed, which recovery and
 * the opener's fences rely on. A write that lands before an earlier one waits for it:
 * acknowledgements stay in id order. A failed flush fails every commit not yet durable and stops
 * this committer for good, even if later writes land (those are orphans, which recovery skips;
 * see docs/engine-log.md); so does the database closing. A committer that closes marks where its
 * landed prefix of the log ends ({@link CommitLog#markEnd}), so that deleting its newest objects is
 * noticed at the next open.
 *
 * <p>Where one write is in flight at a time and the log lets a committer's own thread write
 * ({@link CommitLog#writesSurviveInterrupts}: segments on a local directory), a committer that waits
 * for its LSN while no flush runs writes the buffered records itself (it leads), as a PostgreSQL
 * backend flushes its own WAL: no thread is woken to write and none to wake it back
 * (docs/log-segments.md, "Who writes"). Committers that arrive while a flush runs wait for it; if
 * records are buffered when the leader's write lands, a flush thread takes over and loops as before,
 * so under load one group's write still overlaps the next group's arrival.
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

    /**
     * With adaptive batching, the records a write needs before it leaves while two or more are in
     * flight already. More writes in flight shorten commits only under load, and each costs a PUT:
     * without this, eight committers made five times as many writes for a 6% shorter commit.
     */
    public static final int MIN_RECORDS_BEYOND_TWO = 16;

    private record Pending(long lsn, byte[] record) {
    }

    /** A write taken from the buffer, in flight until it lands or fails. */
    private static final class Write {
        final long id;
        final long lastLsn;
        final int records;
        boolean landed; // guarded by the committer

        Write(long id, long lastLsn, int records) {
            this.id = id;
            this.lastLsn = lastLsn;
            this.records = records;
        }
    }

    private final CommitLog log;
    private final GroupCommitSettings settings;
    private final int writesInFlight;
    private final DurableLsn durable;
    private final DatabaseMetrics metrics;
    private final Function<Exception, SQLException> onFailure;
    /** Whether a committer that finds no flush running writes its record itself. */
    private final boolean committersLead;
    private final ArrayDeque<Pending> buffer = new ArrayDeque<>(); // guarded by this
    /** Writes not yet acknowledged, in id order; the first one that has not landed holds the others back. */
    private final ArrayDeque<Write> unacknowledged = new ArrayDeque<>(); // guarded by this
    /** The threads running flush loops; one that closes through stop() must not wait for itself. */
    private final Set<Thread> flushers = new HashSet<>(); // guarded by this
    private int loops; // guarded by this: flush loops started and not yet finished
    private long landedEnd; // guarded by this: every log id below it landed
    private boolean gathering; // guarded by this: a loop is gathering its next batch
    private int gatherTarget; // guarded by this: the buffer size the gathering loop waits for, 0 when none waits
    private int lastBatch; // guarded by this
    private int unacknowledgedRecords; // guarded by this: the records of the writes in unacknowledged
    private long lastFlushNanos; // guarded by this
    private boolean failing; // guarded by this: a write failed; later ones are never acknowledged
    private SQLException stopped; // guarded by this
    private boolean endMarked; // guarded by this

    /**
     * @param writesInFlight how many flushes may be in flight at once, 1 to {@link CommitLog#MAX_WRITES_IN_FLIGHT}
     * @param onFailure      called once when a flush fails; closes the database and returns the error
     *                       every pending commit fails with
     */
    public GroupCommitter(CommitLog log, GroupCommitSettings settings, int writesInFlight, DurableLsn durable, DatabaseMetrics metrics,
                          Function<Exception, SQLException> onFailure) {
        if (writesInFlight < 1 || writesInFlight > CommitLog.MAX_WRITES_IN_FLIGHT) {
            throw new IllegalArgumentException("writes in flight must be 1 to " + CommitLog.MAX_WRITES_IN_FLIGHT + ", not " + writesInFlight);
        }
        this.log = log;
        this.settings = settings;
        this.writesInFlight = writesInFlight;
        this.durable = durable;
        this.metrics = metrics;
        this.onFailure = onFailure;
        this.landedEnd = log.nextId();
        this.committersLead = writesInFlight == 1 && log.writesSurviveInterrupts();
    }

    /** Queues a record; the caller holds the lane, so records arrive in LSN order. */
    public void submit(long lsn, byte[] record) throws SQLException {
        synchronized (this) {
            if (stopped != null) {
                throw new SQLException(stopped.getMessage(), stopped.getSQLState(), stopped);
            }
            buffer.add(new Pending(lsn, record));
            if ((gatherTarget > 0 && buffer.size() >= gatherTarget) || buffer.size() == MIN_RECORDS_BEYOND_TWO) {
                notifyAll(); // a flusher is gathering and the batch is full, or one may leave beside two in flight
            }
            if (loops >= writesInFlight) {
                return;
            }
            if (!committersLead) {
                loops++;
            }
        }
        if (committersLead) {
            // Its committer leads once it waits; a waiter parked for this LSN before it was logged (a
            // reader at the output gate, a reservation honoured) must hear of it to lead instead.
            durable.wakeFirstWaiter();
        } else {
            FLUSHERS.execute(this::flushWhileBuffered);
        }
    }

    /**
     * Returns once {@code lsn} is durable (the acknowledgement of a commit, or the output gate).
     * Where committers lead, writes the buffered records itself whenever no flush runs.
     */
    public void awaitDurable(long lsn) throws SQLException {
        while (!durable.awaitUnless(lsn, this::leaderWanted)) {
            lead();
        }
    }

    /**
     * Arranges for {@code thread} to be unparked once {@code lsn} is durable; false if it is, or if
     * the thread has to lead the write of its record (no flush runs to make it durable), and so
     * must be woken now.
     */
    public boolean unparkWhenDurable(long lsn, Thread thread) {
        return durable.unparkWhenDurable(lsn, thread) && !leaderWanted();
    }

    /** Whether buffered records wait for a committer to lead their write. */
    private synchronized boolean leaderWanted() {
        return committersLead && loops == 0 && !buffer.isEmpty() && stopped == null && !failing;
    }

    /**
     * Writes the buffered records on this thread if no flush runs (else returns at once), and
     * hands what was buffered meanwhile to a flush thread. An interrupt pending or arriving while
     * it writes would close the log's file channel: it is held back until the write is done, and
     * a write it cut short is made again ({@link CommitLog#writesSurviveInterrupts}).
     */
    private void lead() {
        synchronized (this) {
            if (!leaderWanted()) {
                return;
            }
            loops++;
            flushers.add(Thread.currentThread());
        }
        boolean interrupted = Thread.interrupted();
        boolean more = false;
        try {
            more = flushNext();
        } finally {
            interrupted |= Thread.interrupted();
            if (more) {
                handOver();
            }
            failIfClosed();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** The leader's write landed: a flush thread writes what was buffered meanwhile, else the leader leaves. */
    private void handOver() {
        synchronized (this) {
            flushers.remove(Thread.currentThread());
            if (buffer.isEmpty() || stopped != null || failing) {
                loops--;
                notifyAll(); // a closing thread waits for this
                return;
            }
        }
        FLUSHERS.execute(this::flushWhileBuffered); // counted in loops already, as the leader's continuation
    }

    /** The log id the next flush writes. Exact only when nothing is buffered or in flight. */
    public long nextLogId() {
        synchronized (this) {
            return log.nextId();
        }
    }

    private void flushWhileBuffered() {
        synchronized (this) {
            flushers.add(Thread.currentThread());
        }
        try {
            while (flushNext()) {
                // each turn writes one batch
            }
        } finally {
            failIfClosed();
        }
    }

    /** Writes the next batch; false once this flush loop left (nothing buffered, or the log stopped). */
    private boolean flushNext() {
        boolean left = false, goesOn = false;
        try {
            List<Pending> batch;
            Write write;
            synchronized (this) {
                awaitTurnToGather();
                try {
                    gather();
                    batch = takeBatch();
                    if (batch.isEmpty()) {
                        leave(); // under the lock that found the buffer empty: a submit after it starts a new loop
                        left = true;
                        return false;
                    }
                    // Reserved with the batch, under one lock: ids follow LSNs.
                    write = new Write(log.reserve(), batch.get(batch.size() - 1).lsn, batch.size());
                    unacknowledged.add(write);
                    unacknowledgedRecords += write.records;
                } finally {
                    gathering = false;
                    notifyAll(); // another loop may gather now
                }
            }
            List<byte[]> records = new ArrayList<>(batch.size());
            for (Pending pending : batch) {
                records.add(pending.record);
            }
            long started = System.nanoTime();
            try {
                write(write, batch.get(0).lsn, records);
            } catch (Exception e) {
                stop(e);
                return false;
            }
            long took = System.nanoTime() - started;
            metrics.flushed(batch.size(), took);
            landed(write, batch.size(), took);
            goesOn = true;
            return true;
        } finally {
            if (!left && !goesOn) {
                synchronized (this) {
                    leave();
                }
            }
        }
    }

    /**
     * Writes a batch; a write an interrupt of this thread (a leading committer's) cut short is made
     * again, and the interrupt kept for the caller. Flush threads are never interrupted.
     */
    private void write(Write write, long firstLsn, List<byte[]> records) throws IOException {
        boolean interrupted = false;
        try {
            while (true) {
                try {
                    log.write(write.id, firstLsn, write.lastLsn, records);
                    return;
                } catch (IOException e) {
                    if (!committersLead || !Thread.interrupted()) {
                        throw e;
                    }
                    interrupted = true;
                    LOG.debug("a leading committer's write of log id {} was interrupted; writing it again", write.id);
                }
            }
        } finally {
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /** Ends this flush loop. Called holding the lock. */
    private void leave() {
        flushers.remove(Thread.currentThread());
        loops--;
        notifyAll(); // a closing thread waits for this
    }

    /** Acknowledges, in id order, every write up to the first one that has not landed. */
    private void landed(Write write, int records, long took) {
        long durableLsn = -1;
        synchronized (this) {
            write.landed = true;
            lastFlushNanos = took;
            lastBatch = records;
            if (failing) {
                return; // an earlier write failed: this one is an orphan, or its commits were failed already
            }
            while (!unacknowledged.isEmpty() && unacknowledged.peek().landed) {
                Write next = unacknowledged.poll();
                unacknowledgedRecords -= next.records;
                landedEnd = next.id + 1;
                durableLsn = next.lastLsn;
            }
            if (durableLsn >= 0) {
                notifyAll(); // the window moved: a loop may reserve the next id
            }
        }
        if (durableLsn >= 0) {
            durable.advance(durableLsn); // ignores an LSN another flusher advanced past meanwhile
        }
    }

    /**
     * One loop gathers at a time, while the others' writes are in flight: two gathering at once
     * would split one returning group of committers into two writes and leave with both half full.
     * And it gathers only when the window has room for its id: every id {@code writesInFlight}
     * back has landed, however many later ones landed out of order (those count until the ones
     * before them land). Beside two or more in flight, it also waits for
     * {@link #MIN_RECORDS_BEYOND_TWO} records, unless the batching window is configured. Called
     * holding the lock.
     */
    private void awaitTurnToGather() {
        boolean interrupted = false;
        while ((gathering || !roomForAnotherWrite()) && stopped == null && !failing) {
            try {
                wait();
            } catch (InterruptedException e) {
                interrupted = true;
            }
        }
        gathering = true;
        if (interrupted) {
            Thread.currentThread().interrupt();
        }
    }

    /**
     * The groups {@code committers} form: one per write that may be in flight, but beyond two only
     * as many as can each carry {@link #MIN_RECORDS_BEYOND_TWO} records, the most that can leave at once.
     */
    private int groups(int committers) {
        return Math.min(writesInFlight, Math.max(2, committers / MIN_RECORDS_BEYOND_TWO));
    }

    private boolean roomForAnotherWrite() {
        int inFlight = unacknowledged.size();
        return inFlight < writesInFlight
                && (inFlight < 2 || !settings.window().isZero() || buffer.size() >= MIN_RECORDS_BEYOND_TWO);
    }

    /**
     * Waits briefly for the batch to fill before writing. With a configured window, up to that long.
     * Otherwise adaptively: the committers the last flush acknowledged are about to commit again, so
     * wait up to a flush's time divided by the groups they form ({@link #groups}; half a flush at
     * most, and at most {@link #MAX_GATHER_NANOS}) until as many records are buffered. Without that
     * wait the next write starts with the first of them and the rest wait a whole extra write.
     * Waiting for all of them, not most, measured best: stragglers left behind would otherwise form
     * a second group that always waits two writes. But never for more than an even share of the
     * committers seen (records in flight or buffered, and the last write's, whose committers are on
     * their way back) among those groups: the committers then form as many groups as writes can be
     * in flight, each smaller, so a group returns and leaves sooner and a commit waits less than a
     * flush beyond its own write. When fewer come back, one write waits the whole window and the
     * next target is the smaller batch. A lone committer waits for nothing: the target is one
     * record. Called holding the lock.
     */
    private void gather() {
        long window = settings.window().toNanos();
        int target = settings.maxRecords();
        if (window == 0) {
            int committers = unacknowledgedRecords + buffer.size() + lastBatch; // the last write's are on their way back
            int groups = groups(committers);
            window = Math.min(lastFlushNanos / Math.max(2, groups), MAX_GATHER_NANOS);
            int share = (committers + groups - 1) / groups;
            target = Math.min(Math.min(lastBatch, share), settings.maxRecords());
        }
        if (window <= 0 || target <= 1) {
            return;
        }
        long deadline = System.nanoTime() + window;
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

    /** The next batch, empty when nothing is buffered or this committer stopped. Called holding the lock. */
    private List<Pending> takeBatch() {
        if (stopped != null || failing) {
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
        return batch;
    }

    /**
     * Stops for good when the database closes: nothing buffered is written (those commits are
     * definitely not durable), and the writes in flight settle first, acknowledging their commits
     * if they land in order, before this returns. Then every wait beyond the durable LSN fails with
     * {@code reason}, and the end of the log is marked.
     */
    public void close(SQLException reason) {
        synchronized (this) {
            if (stopped != null) {
                return;
            }
            stopped = reason;
            buffer.clear();
            notifyAll(); // a gathering flusher stops waiting
            // Writes in flight settle first, so nothing reaches the store after close returns (a
            // closed store directory stays as it was). A flusher closes through stop(), and waits
            // for the others only.
            boolean interrupted = false;
            while (loops > (flushers.contains(Thread.currentThread()) ? 1 : 0)) {
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
        boolean settled;
        synchronized (this) {
            reason = stopped;
            settled = loops == 0; // the end is known only once no write is in flight
        }
        if (reason != null) {
            durable.fail(reason);
            if (settled) {
                markEndOnce();
            }
        }
    }

    /** Best effort: a store that fails now only means a deletion of the newest objects would go unnoticed. */
    private void markEndOnce() {
        long end;
        synchronized (this) {
            if (endMarked) {
                return;
            }
            endMarked = true;
            end = landedEnd;
        }
        try {
            log.markEnd(end);
        } catch (IOException | RuntimeException e) { // closing must finish whatever the store does
            LOG.warn("could not mark where the log ends ({}); a deletion of its newest objects would not be detected", e.toString());
        }
    }

    /** After a failed write: fails every commit not yet durable, once, however many writes fail. */
    private void stop(Exception cause) {
        synchronized (this) {
            if (failing) {
                return;
            }
            failing = true; // from now on nothing is acknowledged, whatever lands
        }
        SQLException failure = onFailure.apply(cause); // closes the database, and with it this committer
        synchronized (this) {
            if (stopped == null) {
                stopped = failure;
            }
            buffer.clear();
            notifyAll();
        }
        durable.fail(failure);
    }
}
