package io.hotrow.engine.database;

import java.time.Duration;

/**
 * When a database writes a snapshot and drops the log it covers: whichever comes first of
 * {@code commits} commit records, {@code bytes} of them as logged, or {@code interval} since the
 * last snapshot (with at least one commit since). The bytes bound what an open replays, whatever
 * the size of the commits; the count bounds the records of small ones; the interval bounds how
 * old the snapshot an open starts from may be (docs/engine-log.md, "Snapshots and log truncation").
 *
 * @param interval zero: no snapshot by time
 */
public record SnapshotPolicy(long commits, long bytes, Duration interval) {

    public static final SnapshotPolicy DEFAULT = new SnapshotPolicy(50_000, 64L << 20, Duration.ofMinutes(1));
    /** Snapshots only when asked ({@link Database#snapshot()}): for benchmarks that need the whole log. */
    public static final SnapshotPolicy NEVER = new SnapshotPolicy(Long.MAX_VALUE, Long.MAX_VALUE, Duration.ZERO);

    public SnapshotPolicy {
        if (commits < 1 || bytes < 1 || interval.isNegative()) {
            throw new IllegalArgumentException("snapshot thresholds must be positive and the interval not negative");
        }
    }

    public SnapshotPolicy withCommits(long value) {
        return new SnapshotPolicy(value, bytes, interval);
    }

    public SnapshotPolicy withBytes(long value) {
        return new SnapshotPolicy(commits, value, interval);
    }

    public SnapshotPolicy withInterval(Duration value) {
        return new SnapshotPolicy(commits, bytes, value);
    }
}
