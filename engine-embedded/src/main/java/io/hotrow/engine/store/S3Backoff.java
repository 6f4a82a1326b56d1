package io.hotrow.engine.store;

import java.time.Duration;
import java.util.concurrent.ThreadLocalRandom;

/**
 * How often and how long {@link S3ObjectStore} retries a request that failed for a passing reason
 * (throttling, a 5xx, a lost connection): exponential backoff with full jitter, so that writers
 * throttled together do not come back together, for at least {@code maxAttempts} attempts and at
 * least {@code patience}. Attempts alone ran out within a few seconds, or milliseconds with short
 * pauses, while a server that drops connections under load (seen of a loopback S3Proxy on a busy
 * machine) came back a moment later; a commit's log write waits rather than fail the database.
 */
record S3Backoff(int maxAttempts, Duration base, Duration cap, Duration patience) {

    static final S3Backoff DEFAULT = new S3Backoff(8, Duration.ofMillis(50), Duration.ofSeconds(5), Duration.ofSeconds(15));

    S3Backoff {
        if (maxAttempts < 1 || base.isNegative() || cap.compareTo(base) < 0 || patience.isNegative()) {
            throw new IllegalArgumentException("invalid backoff: " + maxAttempts + " attempts, " + base + " to " + cap + ", for " + patience);
        }
    }

    /** Whether to try again after {@code attempt} (1-based) attempts failed, the first {@code elapsedNanos} ago. */
    boolean retries(int attempt, long elapsedNanos) {
        return attempt < maxAttempts || elapsedNanos < patience.toNanos();
    }

    /** The pause before attempt {@code attempt + 1}, after {@code attempt} (1-based) failed: uniform in [0, min(cap, base * 2^(attempt-1))]. */
    Duration delayAfter(int attempt) {
        long ceiling = Math.min(cap.toMillis(), base.toMillis() << Math.min(attempt - 1, 20));
        return Duration.ofMillis(ThreadLocalRandom.current().nextLong(ceiling + 1));
    }
}
