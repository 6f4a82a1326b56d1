package io.hotrow.engine.database;

import io.hotrow.engine.commit.GroupCommitSettings;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Metrics;
import java.time.Duration;

/**
 * How a database runs once open; the first connection that opens it decides.
 *
 * @param groupCommit     batching of durable writes
 * @param snapshotEvery   write a snapshot (and drop the log it covers) after this many commit records
 * @param idleTimeout     close a database with no open connection after this long; zero never closes
 * @param meterRegistry   where contention metrics go; Micrometer's global registry by default
 */
public record EngineSettings(GroupCommitSettings groupCommit, long snapshotEvery, Duration idleTimeout, MeterRegistry meterRegistry) {

    public static final EngineSettings DEFAULT = new EngineSettings(GroupCommitSettings.DEFAULT, 50_000, Duration.ofMinutes(10), Metrics.globalRegistry);

    public EngineSettings {
        if (snapshotEvery < 1 || idleTimeout.isNegative()) {
            throw new IllegalArgumentException("snapshotEvery must be positive and idleTimeout not negative");
        }
    }

    public EngineSettings withGroupCommit(GroupCommitSettings value) {
        return new EngineSettings(value, snapshotEvery, idleTimeout, meterRegistry);
    }

    public EngineSettings withSnapshotEvery(long value) {
        return new EngineSettings(groupCommit, value, idleTimeout, meterRegistry);
    }

    public EngineSettings withIdleTimeout(Duration value) {
        return new EngineSettings(groupCommit, snapshotEvery, value, meterRegistry);
    }

    public EngineSettings withMeterRegistry(MeterRegistry value) {
        return new EngineSettings(groupCommit, snapshotEvery, idleTimeout, value);
    }
}
