package io.hotrow.engine.log;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Optional;

/** The reading end of a database's log, for recovery: objects in id order, checked for gaps and damage. */
public final class LogReader {

    /** Receives each log object in order. */
    @FunctionalInterface
    public interface ObjectVisitor {
        void visit(String key, LogObjectCodec.LogObject object) throws IOException, SQLException;
    }

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
     * ext4). A listing is used only to prove the log ends there: a later object with the missing one
     * still absent on a second look is a hole, reported as corruption.
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
            String later = firstKeyAfter(id);
            if (later == null) {
                return id;
            }
            if (read(id).isEmpty()) {
                throw new CorruptObjectException(layout.logKey(id), "is missing, but later log objects exist (first: " + later + ")");
            }
            // it appeared between the two looks (a writer is still appending): carry on from it
        }
    }

    private String firstKeyAfter(long id) throws IOException {
        for (String key : store.list(layout.logPrefix())) {
            if (layout.logId(key) > id) {
                return key;
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
