package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Connector;
import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.ObjectStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

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
            return CounterLoad.run(scenario, storeLabel, connector(database), threads, rows, limits, new EngineProbe(DATABASE));
        } finally {
            database.shutdown();
        }
    }

    /**
     * {@code count} separate databases, each on a fresh store of its own from {@code stores}, loaded
     * at once by {@code threads} clients each on {@code rows} rows; one measurement over all of them.
     */
    static Measurement runMany(String scenario, String storeLabel, Supplier<ObjectStore> stores, int count, int threads, int rows,
                               Limits limits) throws Exception {
        List<Database> databases = new ArrayList<>();
        try {
            List<Connector> connectors = new ArrayList<>();
            for (int i = 1; i <= count; i++) {
                Database database = Database.open(DATABASE + "_" + i, stores.get(), Database.newAnalyzer(), EngineSettings.DEFAULT);
                databases.add(database);
                connectors.add(connector(database));
            }
            return CounterLoad.run(LoadWork.INCREMENT, scenario, storeLabel, connectors, threads, rows, limits, null);
        } finally {
            databases.forEach(Database::shutdown);
        }
    }

    static Connector connector(Database database) {
        return () -> EngineConnection.open(database, "jdbc:hotrow:mem:/" + database.name(), LANE_TIMEOUT);
    }
}
