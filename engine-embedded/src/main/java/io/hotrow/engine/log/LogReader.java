package io.hotrow.engine.log;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;

/** The reading end of a database's log, for recovery: objects in id order, checked for gaps and damage. */
public final class LogReader {

    /** Receives each log object in order. */
    @FunctionalInterface
    public interface ObjectVisitor {
        void visit(String key, LogObjectCodec.LogObject object) throws IOException, SQLException;
    }

    private static final String RESTORE = "Restore what is missing (from the bucket's earlier object versions or a backup;"
            + " see docs/engine-log.md) and open the database again.";

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;

    public LogReader(ObjectStore store, StoreLayout layout, String database) {
        this.store = store;
        this.layout = layout;
        this.database = database;
    }

    /**
     * Visits every log object from {@code fromId} on. Objects below it are covered by a snapshot and
     * ignored. Returns the id after the last object visited.
     *
     * <p>Objects are read by id until one is missing, not taken from a listing: a directory listing
     * taken while a writer creates files may skip a new file and still show a later one (seen on
     * ext4). A listing is used only to prove the log ends there. Two things prove it does not: a
     * later log object (a hole), or a fence marker above the missing id. A marker at id <i>n</i> is
     * only ever written once log objects up to <i>n</i> - 1 exist (by an opener before its fence,
     * or by a writer as it closes), so a missing id below it means the newest log objects were
     * deleted. Either way the missing id is read once more (a writer may just have created it)
     * before it is reported. One exception: objects only in the {@link CommitLog#MAX_WRITES_IN_FLIGHT}
     * - 1 ids after the missing one, with no marker above it, may be orphans of a write that failed
     * while later ones were in flight (never acknowledged), so the log ends at the missing id; the
     * opener fences it and the ids after it, and replay skips those orphans as objects of an older
     * epoch past a newer fence. A deletion of the missing object looks the same and goes unnoticed
     * there, as a deletion of the newest objects of a writer that did not close does.
     *
     * @throws CorruptObjectException for a damaged object, or one that is missing though it was written
     */
    public long readFrom(long fromId, ObjectVisitor visitor) throws IOException, SQLException {
        long id = fromId;
        while (true) {
            Optional<LogObjectCodec.LogObject> object = read(id);
            if (object.isPresent()) {
                visitor.visit(layout.logKey(id), object.get());
                id++;
                continue;
            }
            String laterObject = firstKeyAbove(layout.logPrefix(), layout::logId, id + CommitLog.MAX_WRITES_IN_FLIGHT - 1);
            String laterMarker = laterObject == null ? lastKeyAbove(layout.fenceMarkerPrefix(), layout::fenceMarkerId, id) : null;
            if (laterObject == null && laterMarker == null) {
                return id; // perhaps with orphans of a failed write just after it
            }
            if (read(id).isPresent()) {
                continue; // it appeared between the two looks (a writer is still appending): carry on from it
            }
            if (laterObject != null) {
                throw CorruptObjectException.missing("log object " + layout.logKey(id) + " is missing, but later log objects exist"
                        + " (first: " + laterObject + "). " + RESTORE);
            }
            throw deletedTail(id, layout.fenceMarkerId(laterMarker), laterMarker);
        }
    }

    private CorruptObjectException deletedTail(long firstMissing, long markerId, String marker) {
        String missing = markerId - 1 == firstMissing
                ? "log object " + layout.logKey(firstMissing) + " is missing"
                : "log objects " + layout.logKey(firstMissing) + " to " + layout.logKey(markerId - 1) + " are missing";
        return CorruptObjectException.missing(missing + ", but " + marker + " shows that the log had reached "
                + layout.logKey(markerId - 1) + ": the newest log objects were deleted, and with them the commits they held. "
                + RESTORE + " To give those commits up and open the database without them, delete the markers under "
                + layout.fenceMarkerPrefix() + " numbered above " + firstMissing + ".");
    }

    /** The first key under {@code prefix} whose id is above {@code id}, or null. */
    private String firstKeyAbove(String prefix, ToLongFunction<String> idOf, long id) throws IOException {
        for (String key : store.list(prefix)) {
            if (idOf.applyAsLong(key) > id) {
                return key;
            }
        }
        return null;
    }

    /** The last key under {@code prefix} whose id is above {@code id}, or null. */
    private String lastKeyAbove(String prefix, ToLongFunction<String> idOf, long id) throws IOException {
        List<String> keys = store.list(prefix);
        for (int i = keys.size() - 1; i >= 0; i--) {
            if (idOf.applyAsLong(keys.get(i)) > id) {
                return keys.get(i);
            }
        }
        return null;
    }

    /** The object at {@code id}, or empty if there is none. */
    public Optional<LogObjectCodec.LogObject> read(long id) throws IOException {
        return read(layout.logKey(id));
    }

    private Optional<LogObjectCodec.LogObject> read(String key) throws IOException {
        Optional<byte[]> bytes = store.get(key);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(LogObjectCodec.decode(key, database, bytes.get()));
    }
}
