package io.hotrow.placement.table;

import java.io.IOException;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * The driver's view of the placement table: each database's record, kept for {@code ttl} after it
 * was read. A hit is one map lookup and a clock read, so routing a transaction costs nothing
 * measurable; a change made by another process is seen within {@code ttl}.
 */
public final class PlacementCache {

    private record Entry(PlacementRecord record, long expiresAtNanos) {
    }

    private final PlacementTable table;
    private final long ttlNanos;
    private final Map<String, Entry> entries = new ConcurrentHashMap<>();

    public PlacementCache(PlacementTable table, Duration ttl) {
        this.table = table;
        this.ttlNanos = ttl.toNanos();
    }

    public PlacementRecord get(String database) throws IOException {
        Entry entry = entries.get(database);
        long now = System.nanoTime();
        if (entry != null && now - entry.expiresAtNanos < 0) {
            return entry.record;
        }
        PlacementRecord fresh = table.current(database);
        entries.put(database, new Entry(fresh, now + ttlNanos));
        return fresh;
    }

    /** Forgets a database's record, so the next lookup reads the table (after this process changed it). */
    public void invalidate(String database) {
        entries.remove(database);
    }

    public PlacementTable table() {
        return table;
    }
}
