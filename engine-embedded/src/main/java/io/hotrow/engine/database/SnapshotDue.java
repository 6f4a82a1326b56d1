package io.hotrow.engine.database;

import java.util.function.LongSupplier;

/** Counts what was logged since the last snapshot and tells when the {@link SnapshotPolicy} calls for the next. Used under the lane. */
final class SnapshotDue {

    private final SnapshotPolicy policy;
    private final LongSupplier nanoTime;
    private long commits;
    private long bytes;
    private long sinceNanos;

    SnapshotDue(SnapshotPolicy policy, LongSupplier nanoTime) {
        this.policy = policy;
        this.nanoTime = nanoTime;
        this.sinceNanos = nanoTime.getAsLong();
    }

    /** Counts a commit record of {@code recordBytes}; true when a snapshot is due. */
    boolean committed(int recordBytes) {
        commits++;
        bytes += recordBytes;
        return commits >= policy.commits() || bytes >= policy.bytes()
                || !policy.interval().isZero() && nanoTime.getAsLong() - sinceNanos >= policy.interval().toNanos();
    }

    /** A snapshot was started: counting starts again. */
    void started() {
        commits = 0;
        bytes = 0;
        sinceNanos = nanoTime.getAsLong();
    }
}
