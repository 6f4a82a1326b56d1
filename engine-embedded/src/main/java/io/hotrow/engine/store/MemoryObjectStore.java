package io.hotrow.engine.store;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentSkipListMap;

/** Objects in this JVM's memory: the {@code mem:} store, for tests and throw-away databases. */
public final class MemoryObjectStore implements ObjectStore {

    private final ConcurrentSkipListMap<String, byte[]> objects = new ConcurrentSkipListMap<>();
    private final String name;

    public MemoryObjectStore(String name) {
        this.name = name;
    }

    @Override
    public boolean putIfAbsent(String key, byte[] bytes) {
        return objects.putIfAbsent(ObjectKeys.check(key), bytes.clone()) == null;
    }

    @Override
    public Optional<byte[]> get(String key) {
        byte[] bytes = objects.get(key);
        return bytes == null ? Optional.empty() : Optional.of(bytes.clone());
    }

    @Override
    public List<String> list(String prefix) {
        List<String> keys = new ArrayList<>();
        for (String key : objects.tailMap(prefix, true).keySet()) {
            if (!key.startsWith(prefix)) {
                break;
            }
            keys.add(key);
        }
        return keys;
    }

    @Override
    public void delete(String key) {
        objects.remove(key);
    }

    @Override
    public String describe() {
        return "memory store " + name;
    }
}
