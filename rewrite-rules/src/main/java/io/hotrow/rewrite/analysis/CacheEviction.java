package io.hotrow.rewrite.analysis;

import java.util.Iterator;
import java.util.Map;

/**
 * How the analyzer's caches make room: an arbitrary tenth of the entries goes, which is cheap and
 * good enough because an application's working set of texts and shapes is small and stable.
 */
final class CacheEviction {

    private CacheEviction() {
    }

    /** Drops a tenth of {@code capacity} (at least one) of {@code cache}'s entries. */
    static void dropSome(Map<?, ?> cache, int capacity) {
        int toDrop = Math.max(1, capacity / 10);
        Iterator<?> keys = cache.keySet().iterator();
        while (toDrop-- > 0 && keys.hasNext()) {
            keys.next();
            keys.remove();
        }
    }
}
