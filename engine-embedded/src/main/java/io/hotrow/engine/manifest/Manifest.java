package io.hotrow.engine.manifest;

/**
 * Which writer owns a database and where recovery starts. Manifests are never changed: a new
 * owner, or a new snapshot, creates the next id with put-if-absent, and the highest id wins.
 *
 * @param id              this manifest's position; the key is derived from it
 * @param epoch           the owning writer's epoch; every object it writes carries it
 * @param snapshotKey     the snapshot recovery starts from, or empty for none
 * @param snapshotLsn     the last LSN the snapshot holds (0 without one)
 * @param replayFromLogId the first log object recovery reads after the snapshot
 */
public record Manifest(long id, long epoch, String snapshotKey, long snapshotLsn, long replayFromLogId) {

    /** What a database that has never been opened looks like: no owner, nothing to restore. */
    public static final Manifest NONE = new Manifest(0, 0, "", 0, 1);

    public boolean hasSnapshot() {
        return !snapshotKey.isEmpty();
    }

    /** The manifest a new writer creates to take the database over: same recovery point, the epoch of its lease. */
    public Manifest takeOver(long newEpoch) {
        if (newEpoch <= epoch) {
            throw new IllegalArgumentException("epoch " + newEpoch + " does not follow " + epoch);
        }
        return new Manifest(id + 1, newEpoch, snapshotKey, snapshotLsn, replayFromLogId);
    }

    /** The manifest the current writer creates after writing a snapshot. */
    public Manifest withSnapshot(String key, long lsn, long logId) {
        return new Manifest(id + 1, epoch, key, lsn, logId);
    }
}
