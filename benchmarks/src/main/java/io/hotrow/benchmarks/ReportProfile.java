package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import java.time.Duration;
import java.util.List;

/**
 * How much of each experiment {@code report} runs: the points and how long each is measured.
 * {@code full} is the design's sweep (under 30 minutes on 2 cores), {@code quick} fewer and shorter
 * points (under 5), {@code smoke} one tiny point of each series, so a test can run every path.
 *
 * @param point             warm-up and measured time of one load point
 * @param clients           client counts of the plateau and contention sweeps
 * @param storeLatenciesMs  PUT latencies of the in-memory store in the plateau sweep
 * @param databaseCounts    separate databases run at once in the scaling experiment
 * @param clientsPerDatabase clients on each of those databases' hot row
 * @param overheadClients   clients of the driver-overhead rounds
 * @param overheadRounds    rounds of the driver-overhead experiment, each running both sides
 * @param overheadRound     warm-up and measured time of one side in one round
 * @param upsertClients     clients of the seed 002 upserts (the seed's pool had 20)
 * @param logSizes          commits logged before the database is reopened
 * @param reopens           timed warm reopens of an idle database (the median is reported)
 * @param reopenCases       the sizes of the two reopen cases of issue 26 (a large snapshot with a long tail; TPC-C after traffic)
 */
record ReportProfile(String name, Limits point, List<Integer> clients, List<Integer> storeLatenciesMs, List<Integer> databaseCounts,
                     int clientsPerDatabase, int overheadClients, int overheadRounds, Limits overheadRound, int upsertClients,
                     List<Integer> logSizes, int reopens, ReopenCases reopenCases) {

    /**
     * @param rows        rows of the large database, in its snapshot
     * @param tailCommits commits logged after that snapshot, replayed at the open
     * @param tpcc        the TPC-C-like database reopened after {@code traffic} of its transactions
     */
    record ReopenCases(int rows, int tailCommits, TpccScale tpcc, Duration traffic) {
    }

    static final List<Integer> BUCKETS = List.of(1, 100, 1000);
    /** The store latency of the hot-row/distinct-rows ratio and of the scaling experiment: an object store's PUT. */
    static final int OBJECT_STORE_LATENCY_MS = 10;

    static final ReportProfile SMOKE = new ReportProfile("smoke", limits(0.2, 0.5), List.of(1, 4), List.of(0, 1, 10), List.of(1, 2), 2,
            2, 1, limits(0.2, 0.5), 2, List.of(1_000), 2,
            new ReopenCases(10_000, 1_000, TpccScale.SMOKE, Duration.ofSeconds(2)));
    static final ReportProfile QUICK = new ReportProfile("quick", limits(0.5, 1.5), List.of(1, 8, 64, 512), List.of(0, 1, 10),
            List.of(1, 2, 4, 8, 16), 8, 4, 5, limits(1, 1), 20, List.of(10_000, 100_000), 5,
            new ReopenCases(1_000_000, 100_000, TpccScale.STANDARD, Duration.ofMinutes(1)));
    static final ReportProfile FULL = new ReportProfile("full", limits(1, 4), List.of(1, 2, 4, 8, 16, 32, 64, 128, 256, 512), List.of(0, 1, 10),
            List.of(1, 2, 4, 8, 16), 16, 4, 9, limits(1, 2), 20, List.of(10_000, 100_000, 1_000_000), 10,
            new ReopenCases(1_000_000, 100_000, TpccScale.STANDARD, Duration.ofMinutes(5)));

    private static Limits limits(double warmupSeconds, double seconds) {
        return new Limits(Duration.ofMillis((long) (warmupSeconds * 1000)), Duration.ofMillis((long) (seconds * 1000)), 10_000_000);
    }

    int mostClients() {
        return clients.stream().max(Integer::compare).orElse(1);
    }
}
