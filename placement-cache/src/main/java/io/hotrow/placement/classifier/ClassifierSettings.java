package io.hotrow.placement.classifier;

import java.time.Duration;

/**
 * The knobs of one database's placement (docs/placement.md, "Automatic placement"). Per
 * database, because the budget and whether latency matters belong to the application using it;
 * {@link #DEFAULTS} is what a database nobody configured gets.
 *
 * @param contentionFlagThreshold same-row handoffs per second above which a database is a contention
 *     outlier (flagged), provided {@code hotRowShare} of its commits are handoffs. Default 10/s: a
 *     transaction that holds a hot row across a client round trip holds the lane for tens of
 *     milliseconds or more, so that pattern cannot hand the row over more than 1/hold times a
 *     second (20/s at 50 ms holds, 10/s at 100 ms), and a higher threshold would never flag the
 *     one case PostgreSQL's row locks fix. The seed diagnoses by dependency between writes, not by
 *     rate; the rate only keeps a row touched now and then from being flagged
 * @param hotRowShare the share of commits that must be same-row handoffs for the handoffs to count
 *     as a hot row. Default 0.5: a hot row makes almost every commit a handoff, while a counter
 *     sharded over N rows collides only by chance, about 1/N of commits (1/16 at the default 16
 *     shards), and distinct-row writes not at all
 * @param writeLatencyBudget the p99 the engine may add to a write (lane wait p99 plus commit p99)
 *     before batching no longer suffices. Default 50 ms: a durable commit to object storage costs
 *     about 10 ms and under group commit waits for at most about two flushes, so a contended
 *     queue that batching keeps moving stays well inside, while a queue behind transactions that
 *     hold the lane across round trips grows by a whole hold time per waiter and crosses it with a
 *     few waiters
 * @param latencyCritical whether a write over budget hurts enough to move the database. Default true:
 *     the seed makes the route to PostgreSQL the safety net that "requires nothing from the
 *     developer", so a database nobody described gets it; declaring a database not latency-critical
 *     (a batch or background job) keeps it on the engine, slow but acceptable, and still flagged
 * @param minCommits commits a window needs before it is judged at all. Default 100: below that a p99
 *     is the maximum of a handful of values and a rate is noise
 * @param windowsToMove consecutive judged windows that must each call for PostgreSQL before the
 *     database moves. Default 3: one burst or pause does not move a database (a move drains the
 *     lane and copies the data), a sustained problem moves it after three windows
 */
public record ClassifierSettings(
        double contentionFlagThreshold,
        double hotRowShare,
        Duration writeLatencyBudget,
        boolean latencyCritical,
        long minCommits,
        int windowsToMove) {

    public static final ClassifierSettings DEFAULTS = new ClassifierSettings(10, 0.5, Duration.ofMillis(50), true, 100, 3);

    public ClassifierSettings {
        if (!(contentionFlagThreshold >= 0)) {
            throw new IllegalArgumentException("contentionFlagThreshold must be a rate of at least 0: " + contentionFlagThreshold);
        }
        if (!(hotRowShare > 0 && hotRowShare <= 1)) {
            throw new IllegalArgumentException("hotRowShare must be in (0, 1]: " + hotRowShare);
        }
        if (writeLatencyBudget == null || writeLatencyBudget.isNegative() || writeLatencyBudget.isZero()) {
            throw new IllegalArgumentException("writeLatencyBudget must be positive: " + writeLatencyBudget);
        }
        if (minCommits < 1 || windowsToMove < 1) {
            throw new IllegalArgumentException("minCommits and windowsToMove must be at least 1: " + minCommits + ", " + windowsToMove);
        }
    }

    public ClassifierSettings withWriteLatencyBudget(Duration budget) {
        return new ClassifierSettings(contentionFlagThreshold, hotRowShare, budget, latencyCritical, minCommits, windowsToMove);
    }

    public ClassifierSettings withLatencyCritical(boolean critical) {
        return new ClassifierSettings(contentionFlagThreshold, hotRowShare, writeLatencyBudget, critical, minCommits, windowsToMove);
    }

    public ClassifierSettings withContentionFlagThreshold(double handoffsPerSecond) {
        return new ClassifierSettings(handoffsPerSecond, hotRowShare, writeLatencyBudget, latencyCritical, minCommits, windowsToMove);
    }
}
