package io.hotrow.rewrite.analysis;

import java.util.Iterator;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Analyses SQL texts once and remembers the result. Bounded: when full, it drops an arbitrary
 * tenth of its entries, which is cheap and good enough because the working set of an application's
 * distinct SQL texts is small and stable. Thread-safe; a cache hit is one hash lookup.
 */
public final class StatementAnalyzer {

    public static final int DEFAULT_CAPACITY = 4096;

    private final StatementClassifier classifier = new StatementClassifier();
    private final ConcurrentHashMap<String, StatementAnalysis> cache = new ConcurrentHashMap<>();
    private final int capacity;

    public StatementAnalyzer() {
        this(DEFAULT_CAPACITY);
    }

    public StatementAnalyzer(int capacity) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
    }

    public StatementAnalysis analyze(String sql) {
        StatementAnalysis cached = cache.get(sql);
        if (cached != null) {
            return cached;
        }
        StatementAnalysis fresh = classifier.classify(sql);
        if (cache.size() >= capacity) {
            evictSome();
        }
        cache.putIfAbsent(sql, fresh);
        return fresh;
    }

    public int size() {
        return cache.size();
    }

    private void evictSome() {
        int toDrop = Math.max(1, capacity / 10);
        Iterator<String> keys = cache.keySet().iterator();
        while (toDrop-- > 0 && keys.hasNext()) {
            keys.next();
            keys.remove();
        }
    }
}
