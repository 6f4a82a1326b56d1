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
        PlacementRecord read = table.current(database);
        // Never go back to an older version: a read that began before a move may finish after
        // another thread already saw the move.
        return entries.compute(database, (key, old) -> old != null && old.record.version() > read.version()
                ? new Entry(old.record, now + ttlNanos) : new Entry(read, now + ttlNanos)).record;
    }

    /** Makes the next lookup of a database read the table (after a move was noticed or made); the version seen is kept. */
    public void invalidate(String database) {
        entries.computeIfPresent(database, (key, old) -> new Entry(old.record, System.nanoTime() - 1));
    }

    public PlacementTable table() {
        return table;
    }
}
