package io.hotrow.engine.database;

import io.hotrow.engine.commit.GroupCommitSettings;
import io.hotrow.engine.lease.LeaseSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import java.time.Duration;

/**
 * How a database runs once open; the first connection that opens it decides.
 *
 * @param groupCommit     batching of durable writes
 * @param snapshots       when to write a snapshot and drop the log it covers
 * @param idleTimeout     close a database with no open connection after this long; zero never closes
 * @param meterRegistry   where contention metrics go; Micrometer's global registry by default
 * @param lease           how this process holds the database's lease, and whether it fences a live owner (docs/lease.md)
 * @param concurrency     how its transactions run together: row locks (the default) or one writer at a time
 */
public record EngineSettings(GroupCommitSettings groupCommit, SnapshotPolicy snapshots, Duration idleTimeout, MeterRegistry meterRegistry,
                             LeaseSettings lease, Concurrency concurrency) {

    public static final EngineSettings DEFAULT = new EngineSettings(GroupCommitSettings.DEFAULT, SnapshotPolicy.DEFAULT, Duration.ofMinutes(10),
            Metrics.globalRegistry, LeaseSettings.DEFAULT, Concurrency.ROWS);

    public EngineSettings {
        if (idleTimeout.isNegative()) {
            throw new IllegalArgumentException("idleTimeout must not be negative");
        }
    }

    public EngineSettings withGroupCommit(GroupCommitSettings value) {
        return new EngineSettings(value, snapshots, idleTimeout, meterRegistry, lease, concurrency);
    }

    public EngineSettings withSnapshots(SnapshotPolicy value) {
        return new EngineSettings(groupCommit, value, idleTimeout, meterRegistry, lease, concurrency);
    }

    /** A snapshot after this many commit records at the latest (the other thresholds unchanged). */
    public EngineSettings withSnapshotEvery(long commits) {
        return withSnapshots(snapshots.withCommits(commits));
    }

    public EngineSettings withIdleTimeout(Duration value) {
        return new EngineSettings(groupCommit, snapshots, value, meterRegistry, lease, concurrency);
    }

    public EngineSettings withMeterRegistry(MeterRegistry value) {
        return new EngineSettings(groupCommit, snapshots, idleTimeout, value, lease, concurrency);
    }

    public EngineSettings withLease(LeaseSettings value) {
        return new EngineSettings(groupCommit, snapshots, idleTimeout, meterRegistry, value, concurrency);
    }

    public EngineSettings withConcurrency(Concurrency value) {
        return new EngineSettings(groupCommit, snapshots, idleTimeout, meterRegistry, lease, value);
    }

    /** These settings, fencing a live owner instead of waiting for its lease: for operators and tests. */
    public EngineSettings forcingTakeOver() {
        return withLease(lease.withTakeOver(LeaseSettings.TakeOver.FORCE));
    }
}
