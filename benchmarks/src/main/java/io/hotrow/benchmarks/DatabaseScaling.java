package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.time.Duration;
import java.util.List;

/**
 * Experiment 3, second part: N separate databases at once, each with its own writer lane and its
 * own hot row, on in-memory stores with a 10 ms PUT. Nothing is shared between them but the
 * process, so the total should grow with N: the aim is at least 0.9 × N × one database's rate.
 */
final class DatabaseScaling implements Experiment {

    private static final double AIM = 0.9;

    private final ReportProfile profile;

    DatabaseScaling(ReportProfile profile) {
        this.profile = profile;
    }

    @Override
    public String name() {
        return "database-scaling";
    }

    @Override
    public String title() {
        return "Experiment 3: N separate databases";
    }

    @Override
    public String description() {
        return "N = " + profile.databaseCounts() + " engine databases opened at once, each on an in-memory store of its own with a "
                + ReportProfile.OBJECT_STORE_LATENCY_MS + " ms PUT, each with " + profile.clientsPerDatabase()
                + " clients on its one hot row, all measured in the same phase. Aim: total commits/s at least " + AIM
                + " × N × the rate of one database.";
    }

    @Override
    public List<String> columns() {
        return List.of("databases", "clients", "commits", "seconds", "commits_per_s", "per_database", "over_n_times_one", "p50_ms", "p99_ms",
                "jvm_cpu", "machine_cpu");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        Duration put = Duration.ofMillis(ReportProfile.OBJECT_STORE_LATENCY_MS);
        List<Integer> counts = profile.databaseCounts();
        double[] n = counts.stream().mapToDouble(Integer::doubleValue).toArray();
        double[] total = new double[n.length], ideal = new double[n.length], aim = new double[n.length];
        double one = Double.NaN;
        for (int i = 0; i < n.length; i++) {
            int databases = counts.get(i);
            Measurement m = EngineOnStore.runMany("hot row x" + databases, SlowStoreGroupCommit.label(put), () -> SlowStoreGroupCommit.slowStore(put),
                    databases, profile.clientsPerDatabase(), 1, profile.point());
            if (databases == 1) {
                one = m.rate();
            }
            total[i] = m.rate();
            double scaling = m.rate() / (databases * one);
            result.table().add(databases, m.threads(), m.commits(), m.seconds(), m.rate(), m.rate() / databases, scaling, m.p50Millis(),
                    m.p99Millis(), m.jvmCpu(), m.machineCpu());
            if (databases > 1) {
                result.aims().target(databases + " databases: commits/s over " + databases + " x one database", scaling, AIM);
            }
        }
        for (int i = 0; i < n.length; i++) {
            ideal[i] = n[i] * one;
            aim[i] = AIM * n[i] * one;
        }
        result.chart(new LineChart("Separate databases at " + ReportProfile.OBJECT_STORE_LATENCY_MS + " ms: total commits/s", "databases",
                "commits/s").add("measured", n, total).reference("N x one database", n, ideal).reference(AIM + " x N x one (aim)", n, aim));
    }
}
