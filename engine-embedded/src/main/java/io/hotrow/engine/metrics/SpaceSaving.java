package io.hotrow.engine.metrics;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The heaviest hitters of a stream in bounded memory (Metwally, Agrawal and El Abbadi's
 * Space-Saving): at most {@code capacity} counters; a new key evicts the smallest counter and
 * inherits its count as its possible overcount. Any key seen more than {@code total / capacity}
 * times is guaranteed to be present, and its count is off by at most its reported error.
 */
final class SpaceSaving<K> {

    /** A tracked key: {@code count} is an upper bound, {@code count - error} a lower bound. */
    public record Entry<K>(K key, long count, long error) {
    }

    private final int capacity;
    private final Map<K, long[]> counters; // key -> {count, error}
    private long total;

    public SpaceSaving(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be at least 1");
        }
        this.capacity = capacity;
        this.counters = new HashMap<>(capacity * 2);
    }

    public synchronized void add(K key) {
        total++;
        long[] counter = counters.get(key);
        if (counter != null) {
            counter[0]++;
            return;
        }
        if (counters.size() < capacity) {
            counters.put(key, new long[] {1, 0});
            return;
        }
        // A linear scan for the minimum: capacity is small (tens), and a scan allocates nothing.
        K smallest = null;
        long min = Long.MAX_VALUE;
        for (Map.Entry<K, long[]> e : counters.entrySet()) {
            if (e.getValue()[0] < min) {
                min = e.getValue()[0];
                smallest = e.getKey();
            }
        }
        counters.remove(smallest);
        counters.put(key, new long[] {min + 1, min});
    }

    /** The tracked keys, heaviest first. */
    public synchronized List<Entry<K>> top(int limit) {
        List<Entry<K>> entries = new ArrayList<>(counters.size());
        counters.forEach((key, c) -> entries.add(new Entry<>(key, c[0], c[1])));
        entries.sort(Comparator.comparingLong((Entry<K> e) -> e.count).reversed());
        return entries.subList(0, Math.min(limit, entries.size()));
    }

    /** How many keys have been added in all. */
    public synchronized long total() {
        return total;
    }
}
