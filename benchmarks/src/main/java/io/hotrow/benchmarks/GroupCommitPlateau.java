package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.time.Duration;
import java.util.List;

/**
 * Experiment 2, the group-commit plateau: commits/s and p50/p99 latency against clients on
 * distinct rows (each client its own row), on the in-memory store with a PUT latency of 0, 1 and
 * 10 ms. Group commit should carry the rate up with the clients until the CPU, not the store, is the limit.
 */
final class GroupCommitPlateau implements Experiment {

    private final ReportProfile profile;

    GroupCommitPlateau(ReportProfile profile) {
        this.profile = profile;
    }

    @Override
    public String name() {
        return "plateau";
    }

    @Override
    public String title() {
        return "Experiment 2: group-commit plateau (distinct rows)";
    }

    @Override
    public String description() {
        return "Each client increments its own row (UPDATE counters SET n = n + 1 WHERE id = ?, autocommit) on an engine database opened"
                + " directly on the in-memory object store, whose every PUT takes the given latency. Clients " + profile.clients()
                + ", store latency " + profile.storeLatenciesMs() + " ms; each point on a fresh database, totals checked.";
    }

    @Override
    public List<String> columns() {
        return List.of("store_latency_ms", "clients", "commits", "seconds", "commits_per_s", "p50_ms", "p99_ms", "flushes", "batch_records",
                "jvm_cpu", "machine_cpu");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        LineChart throughput = new LineChart("Commits/s against clients, distinct rows", "clients", "commits/s").logX().logY();
        LineChart latency = new LineChart("Commit latency against clients, distinct rows", "clients", "ms").logX().logY();
        double[] clients = profile.clients().stream().mapToDouble(Integer::doubleValue).toArray();
        for (int latencyMs : profile.storeLatenciesMs()) {
            Duration put = Duration.ofMillis(latencyMs);
            double[] rates = new double[clients.length], p50 = new double[clients.length], p99 = new double[clients.length];
            for (int i = 0; i < clients.length; i++) {
                int c = profile.clients().get(i);
                Measurement m = EngineOnStore.run("distinct rows", SlowStoreGroupCommit.label(put), SlowStoreGroupCommit.slowStore(put), c, c,
                        profile.point());
                rates[i] = m.rate();
                p50[i] = m.p50Millis();
                p99[i] = m.p99Millis();
                result.table().add(latencyMs, c, m.commits(), m.seconds(), m.rate(), m.p50Millis(), m.p99Millis(), m.engine().flushes(),
                        m.engine().batchRecords(), m.jvmCpu(), m.machineCpu());
            }
            throughput.add("PUT " + latencyMs + " ms", clients, rates);
            latency.add("p50, PUT " + latencyMs + " ms", clients, p50);
            latency.add("p99, PUT " + latencyMs + " ms", clients, p99);
        }
        result.chart(throughput);
        result.chart(latency);
    }
}
