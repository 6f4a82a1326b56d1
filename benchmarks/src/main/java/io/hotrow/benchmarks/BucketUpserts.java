package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.driver.HotrowDriver;
import java.sql.DriverManager;
import java.util.List;
import java.util.Locale;

/**
 * Experiment 6, seed 002 reproduced: clients upserting one key, {@code INSERT ... ON CONFLICT DO
 * UPDATE SET n = n + 1}, all on one row (the seed's sequential upsert) or spread at random over
 * 100 and 1,000 bucket rows of that key, on PostgreSQL (plain pgjdbc) and on the engine (through
 * the driver, local directory store). The seed measured 4,290/s sequential against about 28,500/s
 * bucketed on PostgreSQL 17 with 20 cores.
 */
final class BucketUpserts implements Experiment {

    private static final String ENGINE = "engine, local directory";

    private final ReportProfile profile;
    private final String postgresUrl;

    BucketUpserts(ReportProfile profile, String postgresUrl) {
        this.profile = profile;
        this.postgresUrl = postgresUrl;
    }

    @Override
    public String name() {
        return "bucket-upserts";
    }

    @Override
    public String title() {
        return "Experiment 6: seed 002, sequential upsert against buckets";
    }

    @Override
    public String description() {
        return profile.upsertClients() + " clients running INSERT INTO upserts (id, bucket, n) VALUES (0, ?, 1) ON CONFLICT (id, bucket) DO UPDATE"
                + " SET n = upserts.n + 1 (autocommit), the bucket always 0 (one key: the seed's sequential upsert) or picked at random among "
                + ReportProfile.BUCKETS.subList(1, ReportProfile.BUCKETS.size()) + "; on PostgreSQL through plain pgjdbc and on the engine"
                + " through jdbc:hotrow: (local directory store). Afterwards the key's buckets must sum to the acknowledged upserts.";
    }

    @Override
    public List<String> columns() {
        return List.of("side", "buckets", "clients", "upserts", "seconds", "upserts_per_s", "p50_ms", "p99_ms");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        List<Integer> buckets = ReportProfile.BUCKETS;
        double[] postgres = new double[buckets.size()], engine = new double[buckets.size()];
        PlainPostgres plain = new PlainPostgres(postgresUrl);
        int clients = profile.upsertClients();
        try (ScratchDirectory directory = new ScratchDirectory()) {
            String engineUrl = "jdbc:hotrow:file:" + directory.path() + "/upserts";
            try {
                for (int b = 0; b < buckets.size(); b++) {
                    LoadWork upsert = LoadWork.upsert(buckets.get(b));
                    String scenario = label(buckets.get(b));
                    Measurement onPostgres = result.attempt("PostgreSQL, " + scenario, () -> plain.load(upsert, scenario, clients, 1, profile.point()));
                    Measurement onEngine = result.attempt(ENGINE + ", " + scenario, () -> CounterLoad.run(upsert, scenario, ENGINE,
                            List.of(() -> DriverManager.getConnection(engineUrl)), clients, 1, profile.point(), null));
                    postgres[b] = rate(result, onPostgres, buckets.get(b), clients);
                    engine[b] = rate(result, onEngine, buckets.get(b), clients);
                }
            } finally {
                HotrowDriver.instance().shutdown(); // before the directory goes
            }
        }
        result.chart(new BarChart("Upserts/s on one key, " + clients + " clients", "rows the key is spread over", "upserts/s",
                buckets.stream().map(BucketUpserts::label).toList()).add("PostgreSQL", postgres).add(ENGINE, engine));
        for (int b = 1; b < buckets.size(); b++) {
            result.aims().ratio("PostgreSQL: " + label(buckets.get(b)) + " / one key (upserts/s)", postgres[b] / postgres[0]);
            result.aims().ratio("engine: " + label(buckets.get(b)) + " / one key (upserts/s)", engine[b] / engine[0]);
        }
    }

    /** A point's rate, its row added; NaN for a point that failed. */
    private static double rate(ExperimentResult result, Measurement m, int buckets, int clients) {
        if (m == null) {
            return Double.NaN;
        }
        result.table().add(m.store(), buckets, clients, m.commits(), m.seconds(), m.rate(), m.p50Millis(), m.p99Millis());
        return m.rate();
    }

    private static String label(int buckets) {
        return buckets == 1 ? "one key" : String.format(Locale.ROOT, "%,d buckets", buckets);
    }
}
