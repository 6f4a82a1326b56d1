package io.hotrow.engine.lease;

import java.time.Duration;

/**
 * How a database's owner holds its lease (docs/lease.md).
 *
 * @param duration     how long another process must see no renewal before it may take the database over
 * @param renewEvery   how often the owner writes a renewal
 * @param safetyMargin the share of {@code duration} the owner gives up: it stops serving once
 *                     {@code duration × (1 − safetyMargin)} passed since it started its last successful
 *                     renewal, so clocks whose rates differ by less than this never let two processes serve
 * @param takeOver     whether an opener waits for the lease ({@link TakeOver#EXPIRED}) or fences a live owner
 */
public record LeaseSettings(Duration duration, Duration renewEvery, double safetyMargin, TakeOver takeOver) {

    /** What an opener does when another process holds the lease. */
    public enum TakeOver {
        /** Take the database over only once its lease expired or its owner handed it back. */
        EXPIRED,
        /**
         * Fence the owner even while it renews: it stops at its next renewal (and its next log write).
         * For operators and tests that know the owner must go; never the default.
         */
        FORCE
    }

    public static final LeaseSettings DEFAULT = of(Duration.ofSeconds(10), Duration.ZERO);

    public LeaseSettings {
        if (duration.toMillis() < 30 || duration.compareTo(Duration.ofDays(1)) > 0) {
            throw new IllegalArgumentException("the lease duration must be between 30 ms and a day, not " + duration.toMillis() + " ms");
        }
        if (!(safetyMargin > 0 && safetyMargin <= 0.5)) {
            throw new IllegalArgumentException("the lease safety margin must be above 0 and at most 0.5, not " + safetyMargin);
        }
        // At least two renewals fit in the time the owner may serve on one, so a single failed write never stops it.
        if (renewEvery.isNegative() || renewEvery.isZero() || renewEvery.toNanos() * 2 > servingNanos(duration, safetyMargin)) {
            throw new IllegalArgumentException("the lease must be renewed more often than every " + servingNanos(duration, safetyMargin) / 2_000_000
                    + " ms (its duration of " + duration.toMillis() + " ms less the safety margin of " + safetyMargin + ", halved), not every "
                    + renewEvery.toMillis() + " ms");
        }
    }

    /**
     * @param renewEvery zero renews every third of {@code duration}
     */
    public static LeaseSettings of(Duration duration, Duration renewEvery) {
        return new LeaseSettings(duration, renewEvery.isZero() ? duration.dividedBy(3) : renewEvery, 0.2, TakeOver.EXPIRED);
    }

    public LeaseSettings withTakeOver(TakeOver value) {
        return new LeaseSettings(duration, renewEvery, safetyMargin, value);
    }

    /** How long after starting a renewal that succeeded the owner may serve on it. */
    long servingNanos() {
        return servingNanos(duration, safetyMargin);
    }

    private static long servingNanos(Duration duration, double safetyMargin) {
        return (long) (duration.toNanos() * (1 - safetyMargin));
    }
}
