package io.hotrow.engine.log;

import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;

/**
 * The writing end of a database's log: one object per flush at consecutive ids, each created with
 * put-if-absent. Ids never skip, so a newer writer's fence at the next id stops this writer at its
 * next flush. Used by one flusher at a time.
 */
public final class CommitLog {

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;
    private final long epoch;
    private long nextId;

    public CommitLog(ObjectStore store, StoreLayout layout, String database, long epoch, long nextId) {
        this.store = store;
        this.layout = layout;
        this.database = database;
        this.epoch = epoch;
        this.nextId = nextId;
    }

    /**
     * Makes encoded records durable as the next log object.
     *
     * @throws FencedException if another writer took the id first: this writer no longer owns the database
     * @throws IOException     if the store failed; whether the object landed is then unknown
     */
    public void append(long firstLsn, long lastLsn, List<byte[]> records) throws IOException {
        String key = layout.logKey(nextId);
        if (!store.putIfAbsent(key, LogObjectCodec.encodeEncoded(database, epoch, firstLsn, lastLsn, records))) {
            throw new FencedException(database, key, epoch);
        }
        nextId++;
    }

    /**
     * Records that the log reached {@link #nextId()} - 1, as a marker next to the fences' (an opener
     * writes the same marker there before its fence). A reopening process that finds fewer log
     * objects knows the newest were deleted (see {@link LogReader#readFrom}). Called once the writer
     * has stopped, so nothing follows it; without it, the objects written since this writer's own
     * fence would be recorded nowhere else.
     */
    public void markEnd() throws IOException {
        store.putIfAbsent(layout.fenceMarkerKey(nextId), new byte[0]); // taken: the next owner's fence is there already
    }

    /** The id the next flush will write: everything before it is durable. */
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
