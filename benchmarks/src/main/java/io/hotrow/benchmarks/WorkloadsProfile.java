package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import java.time.Duration;
import java.util.List;

/**
 * How much of the {@code workloads} experiment runs: the TPC-C scale and terminal counts, the
 * clients of the other workloads, and each point's warm-up, measured time and transaction cap.
 *
 * @param clients       clients of the key-value mix and of the own-rows workload
 * @param hotRowClients clients on the one hot row
 */
record WorkloadsProfile(String name, TpccScale scale, List<Integer> terminals, int clients, int hotRowClients, Limits point) {

    static final long MAX_TRANSACTIONS = 1_000_000;
    static final WorkloadsProfile FULL = new WorkloadsProfile("full", TpccScale.STANDARD, List.of(1, 4, 16, 64), 16, 32, limits(1, 5));
    static final WorkloadsProfile QUICK = new WorkloadsProfile("quick", TpccScale.QUICK, List.of(1, 4, 16, 64), 16, 32, limits(0.5, 2));
    /** One tiny point of each series: that every path runs and every check passes. */
    static final WorkloadsProfile SMOKE = new WorkloadsProfile("smoke", TpccScale.SMOKE, List.of(1, 2), 2, 2, limits(0.2, 0.5));

    static Limits limits(double warmupSeconds, double seconds) {
        return new Limits(Duration.ofMillis((long) (warmupSeconds * 1000)), Duration.ofMillis((long) (seconds * 1000)), MAX_TRANSACTIONS);
    }

    /** The report's profile of the same name, with its points' length. */
    static WorkloadsProfile of(ReportProfile report) {
        WorkloadsProfile same = report == ReportProfile.SMOKE ? SMOKE : report == ReportProfile.QUICK ? QUICK : FULL;
        return same.with(same.terminals(), report.point());
    }

    WorkloadsProfile with(List<Integer> terminals, Limits point) {
        return new WorkloadsProfile(name, scale, List.copyOf(terminals), clients, hotRowClients, point);
    }

    int mostTerminals() {
        return terminals.stream().max(Integer::compare).orElse(1);
    }
}
