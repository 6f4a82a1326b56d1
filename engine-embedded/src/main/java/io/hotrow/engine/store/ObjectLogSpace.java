package io.hotrow.engine.store;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/** A log kept as one object per entry, at {@code log/<id>.log}: put-if-absent of the object is the fencing. */
final class ObjectLogSpace implements LogSpace {

    private final ObjectStore store;
    private final StoreLayout layout;

    ObjectLogSpace(ObjectStore store, StoreLayout layout) {
        this.store = store;
        this.layout = layout;
    }

    @Override
    public boolean putIfAbsent(long id, byte[] bytes) throws IOException {
        return store.putIfAbsent(layout.logKey(id), bytes);
    }

    @Override
    public Optional<byte[]> get(long id) throws IOException {
        return store.get(layout.logKey(id));
    }

    @Override
    public List<Long> ids() throws IOException {
        List<Long> ids = new ArrayList<>();
        for (String key : store.list(layout.logPrefix())) {
            long id = layout.logId(key);
            if (id >= 0) {
                ids.add(id);
            }
        }
        return ids;
    }

    @Override
    public void truncateBelow(long id, Set<Long> keep) throws IOException {
        for (long each : ids()) {
            if (each < id && !keep.contains(each)) {
                store.delete(layout.logKey(each));
            }
        }
    }

    @Override
    public String name(long id) {
        return layout.logKey(id);
    }
}
