package io.hotrow.benchmarks;

import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicLong;

/** An object store that counts the requests made of the store it wraps: how many round trips opening a database takes. */
final class CountingStore implements ObjectStore {

    private final ObjectStore store;
    private final AtomicLong requests = new AtomicLong();

    CountingStore(ObjectStore store) {
        this.store = store;
    }

    /** Requests since the last call, and starts counting again. */
    long takeCount() {
        return requests.getAndSet(0);
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) throws IOException {
        requests.incrementAndGet();
        return store.putIfAbsent(key, bytes);
    }

    @Override
    public Optional<byte[]> get(String key) throws IOException {
        requests.incrementAndGet();
        return store.get(key);
    }

    @Override
    public List<String> list(String prefix) throws IOException {
        requests.incrementAndGet();
        return store.list(prefix);
    }

    @Override
    public void delete(String key) throws IOException {
        requests.incrementAndGet();
        store.delete(key);
    }

    @Override
    public LogSpace logSpace(StoreLayout layout, ObjectStore front) {
        return store.logSpace(layout, front);
    }

    @Override
    public void closed(String prefix) {
        store.closed(prefix);
    }

    @Override
    public String describe() {
        return store.describe();
    }
}
