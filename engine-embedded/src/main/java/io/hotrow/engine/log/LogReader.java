package io.hotrow.engine.log;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.sql.SQLException;
import java.util.List;
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
     */
    public long readFrom(long fromId, ObjectVisitor visitor) throws IOException, SQLException {
        long expected = fromId;
        List<String> keys = store.list(layout.logPrefix());
        for (String key : keys) {
            long id = layout.logId(key);
            if (id < fromId) {
                continue;
            }
            if (id != expected) {
                throw new CorruptObjectException(layout.logKey(expected), "is missing, but later log objects exist (first: " + key + ")");
            }
            visitor.visit(key, read(key).orElseThrow(() -> new LogPrunedException(key)));
            expected++;
        }
        return expected;
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

    /** A listed object disappeared before it was read: a newer snapshot covers it, so recovery starts over. */
    public static final class LogPrunedException extends IOException {
        LogPrunedException(String key) {
            super("log object " + key + " was removed while it was being read (a newer snapshot covers it)");
        }
    }
}
