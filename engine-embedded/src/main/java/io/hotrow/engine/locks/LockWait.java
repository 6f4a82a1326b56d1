package io.hotrow.engine.locks;

/**
 * How one statement's waits for the engine's locks end early: a deadline, a cancel request, its
 * transaction chosen as a deadlock's victim, or not waiting at all.
 */
public interface LockWait {

    /** System.nanoTime() past which the wait fails with 55P03 (or 57014, as the statement's limits say). */
    long deadlineNanos();

    /** Whether a cancel request arrived: the wait fails with 57014. */
    boolean cancelled();

    /**
     * Whether H2 chose the statement's transaction as the victim of a deadlock it found: the wait
     * fails with 40P01. H2 marks the victim from the thread that found the cycle and trusts it to be
     * parked in H2's own wait; one parked in the engine's never looks, and the transactions of the
     * cycle wait for it to end (DeadlockVictimTest).
     */
    boolean chosenAsDeadlockVictim();

    /** Whether a conflict fails at once, as H2 does under its shortest lock timeout (see {@link #CONFLICT}). */
    boolean noWait();

    /** The vendor code of a lock that could not be had in time, or at once under {@link #noWait}: H2's own, so callers treat both alike. */
    int CONFLICT = 50200;
}
