package io.hotrow.engine.store;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how long {@link S3ObjectStore} retries a request that failed for a passing reason
 * (throttling, a 5xx, a lost connection): a bounded number of attempts with exponential backoff and
 * full jitter, so that writers throttled together do not come back together.
 */
record S3Backoff(int maxAttempts, Duration base, Duration cap) {

    static final S3Backoff DEFAULT = new S3Backoff(8, Duration.ofMillis(50), Duration.ofSeconds(5));

    S3Backoff {
        if (maxAttempts < 1 || base.isNegative() || cap.compareTo(base) < 0) {
            throw new IllegalArgumentException("invalid backoff: " + maxAttempts + " attempts, " + base + " to " + cap);
        }
    }

    /** The pause before attempt {@code attempt + 1}, after {@code attempt} (1-based) failed: uniform in [0, min(cap, base * 2^(attempt-1))]. */
    Duration delayAfter(int attempt) {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(attempt - 1, 20));
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
    }
}
