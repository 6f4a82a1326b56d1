package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.engine.store.MemoryObjectStore;
import java.time.Duration;
import java.util.List;

/**
 * Group commit on a slow store (issue 4, target 1): the engine on an in-memory object store whose
 * every PUT takes {@code putLatency}, so each durable write costs what an object-store PUT does.
 * Many clients incrementing ONE row should commit nearly as fast as the same clients each
 * incrementing their own row: the lane is released once a commit is applied, and one PUT makes a
 * whole batch durable.
 */
final class SlowStoreGroupCommit {

    private final int threads;
    private final Duration putLatency;
    private final Limits limits;

    SlowStoreGroupCommit(int threads, Duration putLatency, Limits limits) {
        this.threads = threads;
        this.putLatency = putLatency;
        this.limits = limits;
    }

    String store() {
        return label(putLatency);
    }

    static String label(Duration putLatency) {
        return "memory, PUT " + putLatency.toMillis() + " ms";
    }

    /** An empty in-memory store whose every PUT takes {@code putLatency}. */
    static MemoryObjectStore slowStore(Duration putLatency) {
        return new MemoryObjectStore("bench").latency(MemoryObjectStore.Operation.PUT, putLatency);
    }

    /** The one-row run, then the distinct-rows run, each on a fresh database and store. */
    List<Measurement> run() throws Exception {
        return List.of(onFreshDatabase("hot row", 1), onFreshDatabase("distinct rows", threads));
    }

    private Measurement onFreshDatabase(String scenario, int rows) throws Exception {
        return EngineOnStore.run(scenario, store(), slowStore(putLatency), threads, rows, limits);
    }
}
