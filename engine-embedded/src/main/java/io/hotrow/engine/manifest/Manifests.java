package io.hotrow.engine.manifest;

import static io.hotrow.engine.store.ObjectFrame.readString;
import static io.hotrow.engine.store.ObjectFrame.writeString;

import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectFrame;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;
import java.util.Optional;

/** A database's manifests in its store: read the newest, create the next. */
public final class Manifests {

    private static final int MAGIC = 0x48524d46; // "HRMF"
    private static final short FORMAT_VERSION = 1;
    private static final String KIND = "manifest";

    private final ObjectStore store;
    private final StoreLayout layout;
    private final String database;

    public Manifests(ObjectStore store, StoreLayout layout, String database) {
        this.store = store;
        this.layout = layout;
        this.database = database;
    }

    /**
     * The manifest with the highest id, or {@link Manifest#NONE}. Empty when that manifest vanished
     * between listing and reading (a writer pruned it): the caller reads again.
     */
    public Optional<Manifest> latest() throws IOException {
        List<String> keys = store.list(layout.manifestPrefix());
        for (int i = keys.size() - 1; i >= 0; i--) {
            long id = layout.manifestId(keys.get(i));
            if (id >= 0) {
                Optional<byte[]> bytes = store.get(keys.get(i));
                return bytes.isEmpty() ? Optional.empty() : Optional.of(decode(keys.get(i), id, bytes.get()));
            }
        }
        return Optional.of(Manifest.NONE);
    }

    /** Creates {@code manifest} unless its id is taken; false means another writer got there first. */
    public boolean tryCreate(Manifest manifest) throws IOException {
        return store.putIfAbsent(layout.manifestKey(manifest.id()), encode(manifest));
    }

    /**
     * Deletes the manifests strictly between {@code afterId} and {@code beforeId}: a writer's own
     * superseded snapshot manifests. The manifest that opened the epoch ({@code afterId}) is kept
     * for good: a writer it fenced would try to create exactly that id next, and must keep finding
     * it taken. A freed id would let that writer believe it still owns the database.
     */
    public void pruneBetween(long afterId, long beforeId) throws IOException {
        for (String key : store.list(layout.manifestPrefix())) {
            long id = layout.manifestId(key);
            if (id > afterId && id < beforeId) {
                store.delete(key);
            }
        }
    }

    byte[] encode(Manifest manifest) {
        return ObjectFrame.encode(MAGIC, FORMAT_VERSION, database, manifest.epoch(), out -> {
            out.writeLong(manifest.id());
            writeString(out, manifest.snapshotKey());
            out.writeLong(manifest.snapshotLsn());
            out.writeLong(manifest.replayFromLogId());
        });
    }

    Manifest decode(String key, long expectedId, byte[] bytes) throws CorruptObjectException {
        return ObjectFrame.decode(key, KIND, MAGIC, FORMAT_VERSION, database, bytes, (epoch, in) -> {
            long id = in.readLong();
            if (id != expectedId) {
                throw new CorruptObjectException(key, "holds manifest id " + id);
            }
            return new Manifest(id, epoch, readString(in), in.readLong(), in.readLong());
        });
    }
}
