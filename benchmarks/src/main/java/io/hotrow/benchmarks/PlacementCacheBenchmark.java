package io.hotrow.benchmarks;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.placement.table.PlacementCache;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.placement.table.PlacementTable;
import java.io.IOException;
import java.time.Duration;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;

/**
 * What routing one transaction by the placement table costs on a cache hit: a lookup in a warmed
 * {@link PlacementCache} of {@link #DATABASES} databases, taken in turn. Public for JMH's generated code.
 */
public class PlacementCacheBenchmark extends JmhDefaults {

    static final int DATABASES = 50;

    private PlacementCache cache;
    private String[] databases;
    private int at;

    @Setup(Level.Trial)
    public void warm() throws IOException {
        cache = new PlacementCache(new PlacementTable(new MemoryObjectStore("placement-bench")), Duration.ofHours(1));
        databases = new String[DATABASES];
        for (int i = 0; i < DATABASES; i++) {
            databases[i] = "db_" + i;
            cache.get(databases[i]);
        }
    }

    @Benchmark
    public PlacementRecord cacheHit() throws IOException {
        String database = databases[at];
        at = at + 1 == DATABASES ? 0 : at + 1;
        return cache.get(database);
    }
}
