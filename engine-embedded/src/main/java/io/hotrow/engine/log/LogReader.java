package io.hotrow.engine.log;

import io.hotrow.engine.store.ConcurrentRequests;
import io.hotrow.engine.store.ConcurrentRequests.Pending;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.sql.SQLException;
import java.util.ArrayDeque;
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

    /**
     * Log objects read at once while recovering, at most. The window starts at as many objects as
     * an opener fences (every opener leaves that many at the log's tail) and grows with every object
     * found, so a short tail (a warm reopen) costs one round trip and wastes few reads past its end,
     * and a long log is read a round trip per window.
     */
    private static final int MAX_READ_AHEAD = 2 * CommitLog.MAX_WRITES_IN_FLIGHT;

    private final ObjectStore store;
    private final StoreLayout layout;
    private final LogSpace log;
    private final String database;

    public LogReader(ObjectStore store, StoreLayout layout, LogSpace log, String database) {
        this.store = store;
        this.layout = layout;
        this.log = log;
        this.database = database;
    }

    /**
     * Visits every log object from where {@code ahead} starts on. Returns the id after the last object visited.
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
     * <p>The two listings that prove where the log ends are taken as the reading starts, together
     * with the first reads, not after the missing id was seen: what they show existed before that
     * id was found missing. That is as good a proof: a writer creates an object two or more ids
     * past one that is missing only after it landed (at most {@link CommitLog#MAX_WRITES_IN_FLIGHT}
     * writes in flight), and a marker only above ids that exist. What appears after the listing is
     * a writer still appending, which the opener's fence finds (its id is taken).
     *
     * @param ahead the reads from the first object on, started with {@link #readAhead} (objects below
     *              it are covered by a snapshot and ignored)
     * @throws CorruptObjectException for a damaged object, or one that is missing though it was written
     */
    public long readFrom(ReadAhead ahead, ObjectVisitor visitor) throws IOException, SQLException {
        long id = ahead.next;
        while (true) {
            Optional<LogObjectCodec.LogObject> object = ahead.take();
            if (object.isPresent()) {
                visitor.visit(log.name(id), object.get());
                id++;
                continue;
            }
            String laterObject = firstIdAbove(ahead.logIds.get(), id + CommitLog.MAX_WRITES_IN_FLIGHT - 1);
            String laterMarker = laterObject == null ? lastKeyAbove(ahead.markerKeys.get(), layout::fenceMarkerId, id) : null;
            if (laterObject == null && laterMarker == null) {
                return id; // perhaps with orphans of a failed write just after it
            }
            if (read(id).isPresent()) {
                ahead = readAhead(id); // it appeared between the two looks (a writer is still appending): carry on from it
                continue;
            }
            if (laterObject != null) {
                throw CorruptObjectException.missing("log object " + log.name(id) + " is missing, but later log objects exist"
                        + " (first: " + laterObject + "). " + RESTORE);
            }
            throw deletedTail(id, layout.fenceMarkerId(laterMarker), laterMarker);
        }
    }

    /**
     * Starts reading the log from {@code fromId}: the next objects are read at once (up to
     * {@link #MAX_READ_AHEAD}), so a log costs a round trip per window of objects, not one per object.
     */
    public ReadAhead readAhead(long fromId) {
        return new ReadAhead(fromId);
    }

    /**
     * Log objects being read ahead of the reader, in id order, and the listings that tell where the
     * log ends. A read that comes back empty ends the log for the reader as if it had been made
     * then: the reader checks the end as it always does, and an object a writer creates after it is
     * found by the opener's fence (its id is taken).
     */
    public final class ReadAhead {
        private final ArrayDeque<Pending<Optional<LogObjectCodec.LogObject>>> reads = new ArrayDeque<>();
        private final Pending<List<Long>> logIds = ConcurrentRequests.start(log::ids);
        private final Pending<List<String>> markerKeys = ConcurrentRequests.start(() -> store.list(layout.fenceMarkerPrefix()));
        private long next; // the id the next take returns
        private long nextToStart;
        private int window = CommitLog.MAX_WRITES_IN_FLIGHT;

        private ReadAhead(long fromId) {
            this.next = fromId;
            this.nextToStart = fromId;
            fill();
        }

        /**
         * Waits for the reads under way and starts one more for each object they found, without
         * taking any: called before work of the caller's own (restoring a snapshot), so that the
         * next reads are under way meanwhile instead of after it.
         */
        public void widen() throws IOException {
            for (Pending<Optional<LogObjectCodec.LogObject>> read : List.copyOf(reads)) {
                if (read.get().isEmpty()) {
                    return; // the log ends there
                }
                window = Math.min(MAX_READ_AHEAD, window + 1);
            }
            fill();
        }

        private Optional<LogObjectCodec.LogObject> take() throws IOException {
            Optional<LogObjectCodec.LogObject> object = reads.poll().get();
            next++;
            if (object.isPresent()) {
                window = Math.min(MAX_READ_AHEAD, window + 1);
                fill();
            }
            return object;
        }

        private void fill() {
            while (reads.size() < window) {
                long id = nextToStart++;
                reads.add(ConcurrentRequests.start(() -> read(id)));
            }
        }
    }

    /** The name of the first of {@code ids} above {@code id}, or null. */
    private String firstIdAbove(List<Long> ids, long id) {
        for (long each : ids) {
            if (each > id) {
                return log.name(each);
            }
        }
        return null;
    }

    /** The last key of {@code keys} whose id is above {@code id}, or null. */
    private static String lastKeyAbove(List<String> keys, ToLongFunction<String> idOf, long id) {
        for (int i = keys.size() - 1; i >= 0; i--) {
            if (idOf.applyAsLong(keys.get(i)) > id) {
                return keys.get(i);
            }
        }
        return null;
    }

    private CorruptObjectException deletedTail(long firstMissing, long markerId, String marker) {
        String missing = markerId - 1 == firstMissing
                ? "log object " + log.name(firstMissing) + " is missing"
                : "log objects " + log.name(firstMissing) + " to " + log.name(markerId - 1) + " are missing";
        return CorruptObjectException.missing(missing + ", but " + marker + " shows that the log had reached "
                + log.name(markerId - 1) + ": the newest log objects were deleted, and with them the commits they held. "
                + RESTORE + " To give those commits up and open the database without them, delete the markers under "
                + layout.fenceMarkerPrefix() + " numbered above " + firstMissing + ".");
    }

    /** The object at {@code id}, or empty if there is none. */
    public Optional<LogObjectCodec.LogObject> read(long id) throws IOException {
        Optional<byte[]> bytes = log.get(id);
        if (bytes.isEmpty()) {
            return Optional.empty();
        }
        return Optional.of(LogObjectCodec.decode(log.name(id), database, bytes.get()));
    }
}
