package io.hotrow.engine.database;

import io.hotrow.engine.locks.LockWait;
import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How long the running statement of one session may wait for the engine's locks (its row queues,
 * its referenced rows), whether a cancel request ended it, and whether it may wait at all.
 */
final class StatementWaits implements LockWait {

    private final BooleanSupplier victim;
    private long deadlineNanos = Long.MAX_VALUE;
    private boolean noWait;
    private volatile boolean cancelled;

    /** @param victim whether H2 chose the session's transaction as a deadlock's victim */
    StatementWaits(BooleanSupplier victim) {
        this.victim = victim;
    }

    /** A statement starts: its waits end after {@code limit} (zero: no limit); a cancel of an earlier one is forgotten. */
    void statementStarts(Duration limit) {
        deadlineNanos = limit.isZero() ? Long.MAX_VALUE : System.nanoTime() + limit.toNanos();
        cancelled = false;
    }

    /** What is left of the statement's limit (zero: none), for a wait that follows an earlier one. */
    Duration remaining() {
        if (deadlineNanos == Long.MAX_VALUE) {
            return Duration.ZERO;
        }
        return Duration.ofNanos(Math.max(1, deadlineNanos - System.nanoTime()));
    }

    /** While set, a lock another transaction holds fails the statement at once (the lane's fast path). */
    void noWait(boolean value) {
        noWait = value;
    }

    void cancel() {
        cancelled = true;
    }

    @Override
    public long deadlineNanos() {
        return deadlineNanos;
    }

    @Override
    public boolean cancelled() {
        return cancelled;
    }

    @Override
    public boolean chosenAsDeadlockVictim() {
        return victim.getAsBoolean();
    }

    @Override
    public boolean noWait() {
        return noWait;
    }
}
