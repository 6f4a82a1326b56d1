package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.driver.HotrowDriver;
import java.sql.DriverManager;
import java.util.List;

/**
 * The engine on its local directory store against PostgreSQL (issue 4, target 2): the same naive
 * hot-row increment from the same number of clients, measured back to back. The engine goes
 * through the {@code jdbc:hotrow:file:} driver; PostgreSQL through plain pgjdbc, in a schema of its
 * own that is dropped afterwards. A distinct-rows run on the local store is the control.
 */
final class LocalVersusPostgres {

    static final String LOCAL_STORE = "local directory";

    private final int threads;
    private final String postgresUrl;
    private final Limits limits;

    LocalVersusPostgres(int threads, String postgresUrl, Limits limits) {
        this.threads = threads;
        this.postgresUrl = postgresUrl;
        this.limits = limits;
    }

    /** Engine hot row, PostgreSQL hot row, engine distinct rows. */
    List<Measurement> run() throws Exception {
        try (ScratchDirectory directory = new ScratchDirectory()) {
            try {
                String hotUrl = "jdbc:hotrow:file:" + directory.path() + "/hot";
                Measurement engineHot = CounterLoad.run("hot row", LOCAL_STORE, () -> DriverManager.getConnection(hotUrl), threads, 1, limits,
                        new EngineProbe("hot"));
                Measurement postgresHot = new PlainPostgres(postgresUrl).counterLoad("hot row", threads, 1, limits);
                String distinctUrl = "jdbc:hotrow:file:" + directory.path() + "/distinct";
                Measurement engineDistinct = CounterLoad.run("distinct rows", LOCAL_STORE, () -> DriverManager.getConnection(distinctUrl), threads,
                        threads, limits, new EngineProbe("distinct"));
                return List.of(engineHot, postgresHot, engineDistinct);
            } finally {
                HotrowDriver.instance().shutdown(); // before the directory goes
            }
        }
    }
}
