package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.ObjectStore;
import java.time.Duration;

/**
 * The engine opened directly on one object store ({@code Database.open}, no driver), with
 * {@link CounterLoad} run against it and {@link EngineProbe} reading its metrics: the store is the
 * only thing that differs between benchmarks built on this.
 */
final class EngineOnStore {

    private static final String DATABASE = "bench";
    private static final Duration LANE_TIMEOUT = Duration.ofSeconds(60);

    private EngineOnStore() {
    }

    /** Opens a database on {@code store} (fresh and empty), runs the load with {@code threads} clients on {@code rows} rows, shuts it down. */
    static Measurement run(String scenario, String storeLabel, ObjectStore store, int threads, int rows, Limits limits) throws Exception {
        Database database = Database.open(DATABASE, store, Database.newAnalyzer(), EngineSettings.DEFAULT);
        try {
            return CounterLoad.run(scenario, storeLabel, () -> EngineConnection.open(database, "jdbc:hotrow:mem:/" + DATABASE, LANE_TIMEOUT), threads, rows,
                    limits, new EngineProbe(DATABASE));
        } finally {
            database.shutdown();
        }
    }
}
