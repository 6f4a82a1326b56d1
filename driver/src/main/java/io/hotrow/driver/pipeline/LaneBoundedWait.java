package io.hotrow.driver.pipeline;

import java.time.Duration;
import java.util.concurrent.locks.LockSupport;

/**
 * Waiting for the database to show up somewhere else (a placement flip, a new owner), bounded as a
 * statement's wait for the writer lane is: by {@code laneTimeout}, zero meaning no limit. Pauses
 * double from {@code first} up to {@code most}; an interrupt ends the wait.
 */
final class LaneBoundedWait {

    private final long deadline;
    private final long mostNanos;
    private long pauseNanos;

    LaneBoundedWait(Duration laneTimeout, Duration first, Duration most) {
        this.deadline = System.nanoTime() + (laneTimeout.isZero() ? Long.MAX_VALUE / 2 : laneTimeout.toNanos());
        this.pauseNanos = first.toNanos();
        this.mostNanos = most.toNanos();
    }

    /** Whether the wait should give up: past its bound, or interrupted. */
    boolean over() {
        return System.nanoTime() - deadline >= 0 || Thread.currentThread().isInterrupted();
    }

    void pause() {
        LockSupport.parkNanos(pauseNanos);
        pauseNanos = Math.min(pauseNanos * 2, mostNanos);
    }
}
