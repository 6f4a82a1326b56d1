package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.driver.HotrowDriver;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;

/**
 * Experiment 3, the contention wall: the clients swept over one hot row, the engine against
 * PostgreSQL in one run. On each side, through the hotrow driver: the naive increment of one row,
 * the same with counter sharding ({@code shardedCounters=counters(n)}, 16 shards), and the
 * distinct-row control (each client its own row). Plus the naive hot row on the engine over the
 * in-memory store with a 10 ms PUT, against distinct rows on that store measured right after it
 * (side by side, so the machine's drift between experiments does not enter the ratio): the
 * hot-row/distinct-rows ratio group commit is meant to hold near 1.
 */
final class ContentionWall implements Experiment {

    private static final String ENGINE = "engine, local directory";
    private static final String POSTGRES = "PostgreSQL via hotrow";
    private static final String[] PHASES = {ShardedCounterRun.NAIVE, "sharded x" + ShardedCounterRun.DEFAULT_SHARDS, "distinct rows"};
    /** Connections a point needs besides its clients: the schema's admin connection. */
    private static final int SPARE_CONNECTIONS = 1;
    /** The aims of issue 18 §2 at 512 clients and a 10 ms store, shown here so the report tracks them. */
    private static final int AIM_CLIENTS = 512;

    private final ReportProfile profile;
    private final String postgresUrl;

    ContentionWall(ReportProfile profile, String postgresUrl) {
        this.profile = profile;
        this.postgresUrl = postgresUrl;
    }

    @Override
    public String name() {
        return "contention-wall";
    }

    @Override
    public String title() {
        return "Experiment 3: the contention wall (same-row writers)";
    }

    @Override
    public String description() {
        return "Clients " + profile.clients() + " running UPDATE counters SET n = n + 1 WHERE id = ? (autocommit) through jdbc:hotrow:, on the"
                + " engine (local directory store) and on PostgreSQL (placement=postgres): naive (all on row 0), sharded (the same SQL with"
                + " shardedCounters=counters(n), 16 shards) and the distinct-row control (client i on row i). Then the naive hot row on the"
                + " engine over the in-memory store with a " + ReportProfile.OBJECT_STORE_LATENCY_MS + " ms PUT, divided by distinct rows"
                + " (client i on row i) on that store, measured right after it. A PostgreSQL point its max_connections has no room for is not measured.";
    }

    @Override
    public List<String> columns() {
        return List.of("side", "scenario", "clients", "commits", "seconds", "commits_per_s", "p50_ms", "p99_ms", "not_measured");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        PostgresServer server = PostgresServer.read(postgresUrl);
        PlainPostgres admin = new PlainPostgres(postgresUrl);
        Map<String, double[]> rates = new LinkedHashMap<>();
        int points = profile.clients().size();
        for (String side : List.of(ENGINE, POSTGRES)) {
            for (String phase : PHASES) {
                rates.put(side + ": " + phase, nan(points));
            }
        }
        String hotLabel = SlowStoreGroupCommit.label(Duration.ofMillis(ReportProfile.OBJECT_STORE_LATENCY_MS));
        double[] hot = nan(points), hotOverDistinct = nan(points);
        try (ScratchDirectory directory = new ScratchDirectory()) {
            for (int i = 0; i < points; i++) {
                int clients = profile.clients().get(i);
                String prefix = "hotrow_wall_" + clients + "_";
                try {
                    ShardedCounterRun engine = new ShardedCounterRun(ShardedCounterRun.Placement.engineOnDirectory(directory.path()), prefix,
                            ShardedCounterRun.DEFAULT_SHARDS, clients, profile.point());
                    record(result, rates, ENGINE, i, clients, engine);
                    String cannot = server.cannotTake(clients + SPARE_CONNECTIONS);
                    if (cannot != null) {
                        result.table().add(POSTGRES, "all", clients, null, null, null, null, null, cannot);
                        result.note(POSTGRES + " at " + clients + " clients not measured: " + cannot);
                    } else {
                        ShardedCounterRun postgres = new ShardedCounterRun(ShardedCounterRun.Placement.postgres(postgresUrl, clients), prefix,
                                ShardedCounterRun.DEFAULT_SHARDS, clients, profile.point());
                        try {
                            record(result, rates, POSTGRES, i, clients, postgres);
                        } finally {
                            for (String phase : List.of(ShardedCounterRun.NAIVE, ShardedCounterRun.SHARDED, ShardedCounterRun.CONTROL)) {
                                admin.dropSchema(postgres.database(phase));
                            }
                        }
                    }
                } finally {
                    HotrowDriver.instance().shutdown(); // this point's engine databases and PostgreSQL pools go before the next one's
                }
                Measurement m = onSlowStore(result, ShardedCounterRun.NAIVE, clients, 1);
                if (m != null) {
                    add(result, "engine, " + hotLabel, m);
                    hot[i] = m.rate();
                    Measurement distinct = onSlowStore(result, "distinct rows", clients, clients);
                    hotOverDistinct[i] = distinct == null ? Double.NaN : m.rate() / distinct.rate();
                }
            }
        }
        double[] x = profile.clients().stream().mapToDouble(Integer::doubleValue).toArray();
        LineChart wall = new LineChart("Same-row writers: commits/s against clients", "clients", "commits/s").logX().logY();
        rates.forEach((series, values) -> wall.add(series, x, values));
        wall.add("engine, " + hotLabel + ": naive", x, hot);
        result.chart(wall);
        LineChart ratio = new LineChart("Hot row / distinct rows (naive over control)", "clients", "ratio").logX();
        ratio.add("engine, " + hotLabel, x, hotOverDistinct);
        ratio.add(ENGINE, x, divide(rates.get(ENGINE + ": " + PHASES[0]), rates.get(ENGINE + ": " + PHASES[2])));
        ratio.add(POSTGRES, x, divide(rates.get(POSTGRES + ": " + PHASES[0]), rates.get(POSTGRES + ": " + PHASES[2])));
        ratio.reference("1: no contention cost", new double[] {x[0], x[x.length - 1]}, new double[] {1, 1});
        result.chart(ratio);
        int at = profile.clients().indexOf(AIM_CLIENTS);
        if (at >= 0) {
            result.aims().target("hot row, " + AIM_CLIENTS + " clients, " + hotLabel + ": commits/s", hot[at], 45_000);
            result.aims().target("hot row / distinct rows, " + AIM_CLIENTS + " clients, " + hotLabel, hotOverDistinct[at], 0.95);
        }
    }

    /** The engine on the in-memory store with the report's PUT latency, {@code clients} on {@code rows} rows; null when the point failed. */
    private Measurement onSlowStore(ExperimentResult result, String scenario, int clients, int rows) {
        String label = SlowStoreGroupCommit.label(Duration.ofMillis(ReportProfile.OBJECT_STORE_LATENCY_MS));
        return result.attempt("engine, " + label + ", " + scenario + ", " + clients + " clients", () -> EngineOnStore.run(scenario, label,
                SlowStoreGroupCommit.slowStore(Duration.ofMillis(ReportProfile.OBJECT_STORE_LATENCY_MS)), clients, rows, profile.point()));
    }

    /** Naive, sharded and control of one side at one client count; a phase that fails is noted and the others still run. */
    private static void record(ExperimentResult result, Map<String, double[]> rates, String side, int point, int clients, ShardedCounterRun run) {
        List<Callable<Measurement>> phases = List.of(run::naive, run::sharded, () -> run.control(clients));
        for (int p = 0; p < PHASES.length; p++) {
            Measurement m = result.attempt(side + ", " + PHASES[p] + ", " + clients + " clients", phases.get(p));
            if (m == null) {
                result.table().add(side, PHASES[p], clients, null, null, null, null, null, "failed");
            } else {
                add(result, side, m);
                rates.get(side + ": " + PHASES[p])[point] = m.rate();
            }
        }
    }

    private static void add(ExperimentResult result, String side, Measurement m) {
        result.table().add(side, m.scenario(), m.threads(), m.commits(), m.seconds(), m.rate(), m.p50Millis(), m.p99Millis(), null);
    }

    private static double[] nan(int length) {
        double[] values = new double[length];
        Arrays.fill(values, Double.NaN);
        return values;
    }

    private static double[] divide(double[] a, double[] b) {
        double[] q = new double[a.length];
        for (int i = 0; i < a.length; i++) {
            q[i] = a[i] / b[i];
        }
        return q;
    }
}
