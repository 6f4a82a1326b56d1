package io.hotrow.engine.log;

import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;

/**
 * The writing end of a database's log: one entry per flush at consecutive ids, each created with
 * put-if-absent ({@link LogSpace}: an object each, or a record in a segment file). Ids are reserved in LSN order and never skipped, so a newer writer's fence stops
 * this writer at the first write that targets it. Up to {@link #MAX_WRITES_IN_FLIGHT} writes may be
 * in flight at once (the committer keeps their acknowledgements in id order); an opener fences that
 * many ids, and recovery skips an older epoch's objects after a newer fence (see {@link LogReader}).
 */
public final class CommitLog {

    private final ObjectStore store;
    private final StoreLayout layout;
    private final LogSpace log;
    private final String database;
    private final long epoch;
    private long nextId; // guarded by the committer, which reserves ids in LSN order

    public CommitLog(ObjectStore store, StoreLayout layout, LogSpace log, String database, long epoch, long nextId) {
        this.store = store;
        this.layout = layout;
        this.log = log;
        this.database = database;
        this.epoch = epoch;
        this.nextId = nextId;
    }

    /**
     * The most writes a committer may have in flight, whatever its setting. Recovery and the opener
     * rely on it: a write at id <i>n</i> + {@code MAX_WRITES_IN_FLIGHT} starts only after the one at
     * <i>n</i> landed, so only the {@code MAX_WRITES_IN_FLIGHT} - 1 objects after a missing id can be
     * orphans of a failed write, and an opener that fences that many ids stops every write in flight.
     */
    public static final int MAX_WRITES_IN_FLIGHT = 8;

    /** Takes the id of the next write. The caller reserves in LSN order and writes every id it reserves. */
    public long reserve() {
        return nextId++;
    }

    /**
     * Makes encoded records durable as the log object at {@code id} (from {@link #reserve()}).
     *
     * @throws FencedException if another writer took the id first: this writer no longer owns the database
     * @throws IOException     if the store failed; whether the object landed is then unknown
     */
    public void write(long id, long firstLsn, long lastLsn, List<byte[]> records) throws IOException {
        if (!log.putIfAbsent(id, LogObjectCodec.encodeEncoded(database, epoch, firstLsn, lastLsn, records))) {
            throw new FencedException(database, log.name(id), epoch);
        }
    }

    /** Whether a write interrupted by its thread's interrupt may be made again ({@link LogSpace#putsSurviveInterrupts}). */
    public boolean writesSurviveInterrupts() {
        return log.putsSurviveInterrupts();
    }

    /**
     * Records that the log reached {@code endId} - 1 (every id below it landed), as a marker next
     * to the fences' (an opener writes the same marker there before its fence). A reopening process
     * that finds fewer log objects knows the newest were deleted (see {@link LogReader#readFrom}).
     * Called once the writer has stopped, so nothing of its own follows it but orphans of a failed
     * write; without it, the objects written since this writer's own fence would be recorded
     * nowhere else.
     */
    public void markEnd(long endId) throws IOException {
        store.putIfAbsent(layout.fenceMarkerKey(endId), new byte[0]); // taken: the next owner's fence is there already
    }

    /** The id the next write will take: exact, and everything before it durable, only when nothing is in flight. */
    public long nextId() {
        return nextId;
    }

    /** Another writer created an object this writer meant to create: a newer owner took the database over. */
    public static final class FencedException extends IOException {
        public FencedException(String database, String key, long epoch) {
            super("database '" + database + "' was taken over by another writer (object " + key
                    + " was created by a newer owner; this writer's epoch is " + epoch + ")");
        }
    }
}
