package io.hotrow.benchmarks;

import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.Timer;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.util.concurrent.TimeUnit;

/**
 * Reads one engine database's own contention metrics (docs/engine-log.md, "Contention metrics")
 * over a measured phase, to show where a commit's time goes: waiting for the lane, holding it
 * (statement, capture, log encode, H2 commit), and waiting for the group commit's durable write.
 */
final class EngineProbe {

    private static final SimpleMeterRegistry REGISTRY = new SimpleMeterRegistry();

    static {
        Metrics.globalRegistry.add(REGISTRY); // engines opened with EngineSettings.DEFAULT report to the global registry
    }

    /**
     * Means over the measured phase. {@code laneBusy} is the share of the phase some writer held
     * the lane; {@code laneFreeMicros} is the time the lane was free per commit (1/rate minus the
     * hold): when it is large and the lane wait small, the lane is not what limits the rate.
     */
    record Breakdown(double laneWaitMillis, double laneHoldMicros, double laneBusy, double laneFreeMicros,
                     long flushes, double batchRecords, double flushMillis, double commitMillis) {
    }

    private record Totals(long waits, double waitNanos, long holds, double holdNanos, long commits, double commitNanos,
                          long flushes, double flushNanos, double records) {
    }

    private final String database;
    private Totals begin;
    private long beganNanos;

    EngineProbe(String database) {
        this.database = database;
    }

    void begin() {
        begin = totals();
        beganNanos = System.nanoTime();
    }

    Breakdown end() {
        long elapsed = System.nanoTime() - beganNanos;
        Totals end = totals();
        long holds = end.holds - begin.holds;
        double holdNanos = end.holdNanos - begin.holdNanos;
        long flushes = end.flushes - begin.flushes;
        return new Breakdown(
                mean(end.waitNanos - begin.waitNanos, end.waits - begin.waits) / 1e6,
                mean(holdNanos, holds) / 1e3,
                holdNanos / elapsed,
                mean(elapsed - holdNanos, holds) / 1e3,
                flushes,
                mean(end.records - begin.records, flushes),
                mean(end.flushNanos - begin.flushNanos, flushes) / 1e6,
                mean(end.commitNanos - begin.commitNanos, end.commits - begin.commits) / 1e6);
    }

    private Totals totals() {
        Timer wait = timer("hotrow.lane.wait"), hold = timer("hotrow.lane.hold"), commit = timer("hotrow.commit.latency"),
                flush = timer("hotrow.flush.latency");
        DistributionSummary batch = REGISTRY.find("hotrow.flush.batch.size").tag("database", database).summary();
        if (wait == null || hold == null || commit == null || flush == null || batch == null) {
            throw new IllegalStateException("engine metrics of database '" + database + "' not found");
        }
        return new Totals(wait.count(), wait.totalTime(TimeUnit.NANOSECONDS), hold.count(), hold.totalTime(TimeUnit.NANOSECONDS),
                commit.count(), commit.totalTime(TimeUnit.NANOSECONDS), flush.count(), flush.totalTime(TimeUnit.NANOSECONDS),
                batch.totalAmount());
    }

    private Timer timer(String name) {
        return REGISTRY.find(name).tag("database", database).timer();
    }

    private static double mean(double total, long count) {
        return count == 0 ? Double.NaN : total / count;
    }
}
