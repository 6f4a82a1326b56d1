package io.hotrow.engine.commit;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.store.ObjectStore;
import java.time.Duration;

/**
 * How the flusher batches commits.
 *
 * @param window     how long a flush waits for more commits before writing; zero (the default)
 *                   adapts: up to the last write's time divided by the writes in flight (half of
 *                   it at most), until as many records are buffered as the last write
 *                   acknowledged, or an even share of the committers if fewer
 * @param maxRecords the most commit records in one log object
 * @param maxBytes   the most record bytes in one log object (a single larger record still goes alone)
 * @param writesInFlight how many log writes may be in flight at once, 1 to
 *                   {@link CommitLog#MAX_WRITES_IN_FLIGHT}; 0 (the default) lets the store choose
 *                   ({@link ObjectStore#writesInFlight()}: more than one only where a write is a round trip)
 */
public record GroupCommitSettings(Duration window, int maxRecords, int maxBytes, int writesInFlight) {

    public static final GroupCommitSettings DEFAULT = new GroupCommitSettings(Duration.ZERO, 4096, 8 << 20, 0);

    public GroupCommitSettings {
        if (window.isNegative() || maxRecords < 1 || maxBytes < 1) {
            throw new IllegalArgumentException("group commit window must not be negative and batch limits must be positive");
        }
        if (writesInFlight < 0 || writesInFlight > CommitLog.MAX_WRITES_IN_FLIGHT) {
            throw new IllegalArgumentException("writes in flight must be 1 to " + CommitLog.MAX_WRITES_IN_FLIGHT + ", or 0 to let the store choose");
        }
    }

    public GroupCommitSettings withWritesInFlight(int value) {
        return new GroupCommitSettings(window, maxRecords, maxBytes, value);
    }

    /** The writes in flight on {@code store}. */
    public int writesInFlightOn(ObjectStore store) {
        return writesInFlight == 0 ? store.writesInFlight() : writesInFlight;
    }
}
