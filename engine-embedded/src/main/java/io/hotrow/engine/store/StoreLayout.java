package io.hotrow.engine.store;

/**
 * Where a database's objects live in its store (docs/engine-log.md, "Objects in the store"), under {@code db/<name>/}:
 * <ul>
 *   <li>{@code manifest/<id>.manifest}: who writes (epoch) and where recovery starts; the highest id wins;</li>
 *   <li>{@code log/<id>.log}: one object per flush, ids consecutive, so a fence can claim the next one;</li>
 *   <li>{@code wal/<first id>.seg}: on a local directory, the same entries appended to segment files instead (docs/log-segments.md);</li>
 *   <li>{@code snapshot/<lsn>-<epoch>.snap}: the whole database as of an LSN, written before the
 *       manifest that names it;</li>
 *   <li>{@code fence/<log id>}: an empty marker for each log id a new owner fenced, so truncation keeps it;</li>
 *   <li>{@code lease/<epoch>/<seq>}: the owner's lease, one object per renewal (docs/lease.md).</li>
 * </ul>
 * Ids are zero-padded to 20 digits so that key order is numeric order.
 */
public final class StoreLayout {

    private static final String MANIFEST_SUFFIX = ".manifest", LOG_SUFFIX = ".log";

    private final String databasePrefix;

    public StoreLayout(String database) {
        this.databasePrefix = "db/" + database + "/";
    }

    public String manifestPrefix() {
        return databasePrefix + "manifest/";
    }

    public String manifestKey(long id) {
        return manifestPrefix() + padded(id) + MANIFEST_SUFFIX;
    }

    public String logPrefix() {
        return databasePrefix + "log/";
    }

    public String logKey(long id) {
        return logPrefix() + padded(id) + LOG_SUFFIX;
    }

    /** Where a local directory keeps the log's segment files. */
    public String segmentPrefix() {
        return databasePrefix + "wal/";
    }

    /**
     * A marker kept for good next to each fence, so log truncation never deletes the fence: a
     * writer it fenced would otherwise find that log id free again and carry on.
     */
    public String fenceMarkerKey(long logId) {
        return databasePrefix + "fence/" + padded(logId);
    }

    public String fenceMarkerPrefix() {
        return databasePrefix + "fence/";
    }

    /** The log id a fence marker stands for; -1 for a key that is not one. */
    public long fenceMarkerId(String key) {
        return idOf(key, fenceMarkerPrefix(), "");
    }

    /**
     * Present when the database was moved off the engine: openers refuse it, so a process that
     * still believes it lives here cannot write where nobody reads any more.
     */
    public String movedMarkerKey() {
        return databasePrefix + "moved";
    }

    public String leasePrefix() {
        return databasePrefix + "lease/";
    }

    /** Renewal {@code seq} of the lease of {@code epoch}: both zero-padded, so key order is (epoch, seq) order. */
    public String leaseKey(long epoch, long seq) {
        return leasePrefix() + padded(epoch) + "/" + padded(seq);
    }

    /** The epoch and renewal number in a lease key; null for a key that is not one. */
    public long[] leasePosition(String key) {
        String prefix = leasePrefix();
        if (!key.startsWith(prefix) || key.length() != prefix.length() + 41 || key.charAt(prefix.length() + 20) != '/') {
            return null;
        }
        long epoch = idOf(key.substring(0, prefix.length() + 20), prefix, "");
        long seq = idOf(key, key.substring(0, prefix.length() + 21), "");
        return epoch < 0 || seq < 0 ? null : new long[] {epoch, seq};
    }

    /** Every object of the database. */
    public String databasePrefix() {
        return databasePrefix;
    }

    public String snapshotPrefix() {
        return databasePrefix + "snapshot/";
    }

    public String snapshotKey(long lsn, long epoch) {
        return snapshotPrefix() + padded(lsn) + "-" + padded(epoch) + ".snap"; // key order is (LSN, epoch) order
    }

    /** The id in a manifest key; -1 for a key that is not one (stray files are ignored, not misread). */
    public long manifestId(String key) {
        return idOf(key, manifestPrefix(), MANIFEST_SUFFIX);
    }

    /** The id in a log key; -1 for a key that is not one. */
    public long logId(String key) {
        return idOf(key, logPrefix(), LOG_SUFFIX);
    }

    private static long idOf(String key, String prefix, String suffix) {
        if (!key.startsWith(prefix) || !key.endsWith(suffix) || key.length() != prefix.length() + 20 + suffix.length()) {
            return -1;
        }
        try {
            return Long.parseLong(key.substring(prefix.length(), prefix.length() + 20));
        } catch (NumberFormatException e) {
            return -1;
        }
    }

    /**
     * {@code id} in twenty ASCII digits, zero-padded, so keys sort by id: not String.format, whose
     * digits are the default locale's (Arabic-Indic under ar-SA) and which is slow on the log's read path.
     */
    public static String padded(long id) {
        String digits = Long.toString(Math.abs(id)); // ids are never negative; Long.MIN_VALUE is no id
        return (id < 0 ? "-" + "0".repeat(Math.max(0, 19 - digits.length())) : "0".repeat(Math.max(0, 20 - digits.length()))) + digits;
    }
}
