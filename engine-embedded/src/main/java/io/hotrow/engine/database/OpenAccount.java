package io.hotrow.engine.database;

import io.hotrow.engine.log.LogObjectCodec.LogObject;
import java.util.Locale;

/**
 * What one open of a database restored and replayed, and how long it took: the open's log line,
 * and {@link Database#recovery()} for benchmarks. Filled in by the opener's thread only.
 */
public final class OpenAccount {

    private final long startedNanos;
    private String snapshotKey;
    private long snapshotLsn;
    private long snapshotBytes;
    private long restoreNanos;
    private long logObjects;
    private long records;
    private long logBytes;
    private long replayNanos;
    private long totalNanos;

    /** @param startedNanos when the open began ({@link System#nanoTime}), before the lease and the manifest */
    OpenAccount(long startedNanos) {
        this.startedNanos = startedNanos;
    }

    void snapshotRestored(String key, long lsn, long bytes, long nanos) {
        snapshotKey = key;
        snapshotLsn = lsn;
        snapshotBytes = bytes;
        restoreNanos = nanos;
    }

    /** A log object applied (not a fence, not an orphan skipped). */
    void replayed(LogObject object) {
        if (!object.isFence()) {
            logObjects++;
            records += object.records().size();
            logBytes += object.bytes();
        }
    }

    void replayTook(long nanos) {
        replayNanos += nanos;
    }

    void opened() {
        totalNanos = System.nanoTime() - startedNanos;
    }

    /** The snapshot restored, or null when the log was replayed from its start. */
    public String snapshotKey() {
        return snapshotKey;
    }

    public long snapshotBytes() {
        return snapshotBytes;
    }

    public double restoreMillis() {
        return restoreNanos / 1e6;
    }

    public long logObjects() {
        return logObjects;
    }

    public long records() {
        return records;
    }

    public long logBytes() {
        return logBytes;
    }

    /** Reading and applying the log after the snapshot, reads it waited for included. */
    public double replayMillis() {
        return replayNanos / 1e6;
    }

    /** From the open's start to the database ready, the lease and the fences included. */
    public double totalMillis() {
        return totalNanos / 1e6;
    }

    String line(String database, long epoch) {
        String snapshot = snapshotKey == null ? "no snapshot"
                : String.format(Locale.ROOT, "snapshot %s (LSN %,d, %,.1f MB) restored in %,.0f ms", snapshotKey, snapshotLsn, snapshotBytes / 1e6,
                        restoreMillis());
        return String.format(Locale.ROOT, "opened database '%s' (epoch %d) in %,.0f ms: %s; replayed %,d records in %,d log objects (%,.1f MB) in %,.0f ms",
                database, epoch, totalMillis(), snapshot, records, logObjects, logBytes / 1e6, replayMillis());
    }
}
