package io.hotrow.engine.log;

import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;

/** A database's log in its object store: one object per durable append, named by its first LSN. */
public final class CommitLog {

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;
    private final long epoch;

    public CommitLog(ObjectStore store, String database, long epoch) {
        this.store = store;
        this.layout = new StoreLayout(database);
        this.database = database;
        this.epoch = epoch;
    }

    /**
     * Makes the records durable as one object. Throws {@link LogTakenException} if the object's key
     * was taken, which means another writer appended to this database.
     */
    public void append(List<CommitRecord> records) throws IOException {
        byte[] bytes = LogObjectCodec.encode(database, epoch, records);
        String key = layout.logKey(records.get(0).lsn());
        if (!store.putIfAbsent(key, bytes)) {
            throw new LogTakenException(key);
        }
    }

    /** Every committed record, in LSN order, checked for gaps. */
    public List<CommitRecord> readAll() throws IOException {
        List<CommitRecord> all = new ArrayList<>();
        long expected = 1;
        for (String key : store.list(layout.logPrefix())) {
            byte[] bytes = store.get(key).orElseThrow(() -> new CorruptLogException(key, "listed but missing"));
            LogObjectCodec.LogObject object = LogObjectCodec.decode(key, database, bytes);
            if (object.firstLsn() != expected) {
                throw new CorruptLogException(key, "starts at LSN " + object.firstLsn() + " but LSN " + expected + " was expected (a log object is missing)");
            }
            all.addAll(object.records());
            expected = object.lastLsn() + 1;
        }
        return all;
    }

    public String describe() {
        return "database '" + database + "' in " + store.describe();
    }

    /** Another writer created the log object this writer meant to create. */
    public static final class LogTakenException extends IOException {
        public LogTakenException(String key) {
            super("log object " + key + " was written by another writer: this database was taken over");
        }
    }
}
