package io.hotrow.engine.commit;

import java.time.Duration;

/**
 * How the flusher batches commits.
 *
 * @param window     how long a flush waits for more commits before writing; zero (the default)
 *                   adapts: up to a quarter of the last write's time, until as many records are
 *                   buffered as the last write acknowledged
 * @param maxRecords the most commit records in one log object
 * @param maxBytes   the most record bytes in one log object (a single larger record still goes alone)
 */
public record GroupCommitSettings(Duration window, int maxRecords, int maxBytes) {

    public static final GroupCommitSettings DEFAULT = new GroupCommitSettings(Duration.ZERO, 4096, 8 << 20);

    public GroupCommitSettings {
        if (window.isNegative() || maxRecords < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("group commit window must not be negative and batch limits must be positive");
        }
    }
}
