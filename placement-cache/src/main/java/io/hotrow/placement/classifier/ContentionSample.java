package io.hotrow.placement.classifier;

import java.time.Duration;
import java.util.Objects;

/**
 * One window of one engine database's contention metrics (docs/engine-log.md, "Contention metrics"), the only input the
 * {@link PlacementClassifier} judges. A window, not a running total, so that a workload that
 * changes is judged by what it does now. Counts and totals are the window's deltas; percentiles
 * are over the window's values.
 *
 * @param database the database's name
 * @param window how long the window lasted; the rates are per second of it
 * @param commits read-write commits acknowledged in the window: autocommit write statements and
 *     explicit read-write transactions alike ({@code hotrow.commit.latency}'s count)
 * @param sameRowHandoffs commits that changed a row the previous committer also changed
 *     ({@code hotrow.lane.same_row_handoffs}, summed over tables): the serialization no lane design
 *     avoids, as opposed to unrelated writes that only share the lane
 * @param laneWaitP99 99th percentile of the time a writer waited for the lane ({@code hotrow.lane.wait})
 * @param laneWaitMean mean of the same, shown beside the p99 so a reader tells a tail from a queue
 * @param commitLatencyP99 99th percentile of commit to acknowledgement, durable write included
 *     ({@code hotrow.commit.latency}); lane wait plus this is what the engine adds to a write
 * @param transactionHoldP99 99th percentile of how long an explicit read-write transaction held the
 *     lane, first statement to commit or rollback: client round trips and think time included.
 *     Zero if the window had no such transaction
 * @param laneHeld total time the lane was held in the window, by all holders
 * @param transactionHeld the part of {@code laneHeld} held by explicit read-write transactions; the
 *     rest is autocommit statements, which hold the lane for microseconds each
 */
public record ContentionSample(
        String database,
        Duration window,
        long commits,
        long sameRowHandoffs,
        Duration laneWaitP99,
        Duration laneWaitMean,
        Duration commitLatencyP99,
        Duration transactionHoldP99,
        Duration laneHeld,
        Duration transactionHeld) {

    public ContentionSample {
        Objects.requireNonNull(database, "database");
        if (window == null || window.isNegative() || window.isZero()) {
            throw new IllegalArgumentException("window must be positive: " + window);
        }
        if (commits < 0 || sameRowHandoffs < 0) {
            throw new IllegalArgumentException("counts must not be negative: commits " + commits + ", handoffs " + sameRowHandoffs);
        }
        for (Duration duration : new Duration[] {laneWaitP99, laneWaitMean, commitLatencyP99, transactionHoldP99, laneHeld, transactionHeld}) {
            if (duration == null || duration.isNegative()) {
                throw new IllegalArgumentException("durations must be present and not negative: " + duration);
            }
        }
        if (transactionHeld.compareTo(laneHeld) > 0) {
            throw new IllegalArgumentException("transactions held the lane " + transactionHeld + ", more than its total " + laneHeld);
        }
    }

    /** Same-row handoffs per second of the window. */
    public double handoffRate() {
        return sameRowHandoffs / seconds(window);
    }

    /**
     * The share of commits that were same-row handoffs, 0 to 1. Capped at 1: a meter that counts
     * each changed row, rather than each commit, may count a commit twice.
     */
    public double handoffShare() {
        return commits == 0 ? 0 : Math.min(1.0, (double) sameRowHandoffs / commits);
    }

    /** The share of lane time held by explicit transactions, 0 to 1 (0 if the lane was never held). */
    public double transactionShare() {
        return laneHeld.isZero() ? 0 : seconds(transactionHeld) / seconds(laneHeld);
    }

    /** Lane wait p99 plus commit latency p99: an estimate of the p99 latency the engine adds to a write. */
    public Duration writeLatencyP99() {
        return laneWaitP99.plus(commitLatencyP99);
    }

    private static double seconds(Duration duration) {
        return duration.toNanos() / 1e9;
    }
}
