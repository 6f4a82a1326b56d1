package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;

/** The snapshot policy's three thresholds, each alone, with the clock in the test's hands. */
class SnapshotDueTest {

    private static final long NEVER = Long.MAX_VALUE;
    private final AtomicLong now = new AtomicLong(1_000);

    private SnapshotDue due(long commits, long bytes, Duration interval) {
        return new SnapshotDue(new SnapshotPolicy(commits, bytes, interval), now::get);
    }

    @Test
    void dueAfterTheCommitCount() {
        SnapshotDue due = due(3, NEVER, Duration.ZERO);
        assertFalse(due.committed(10));
        assertFalse(due.committed(10));
        assertTrue(due.committed(10));
        due.started();
        assertFalse(due.committed(10), "counting starts again at a snapshot");
    }

    @Test
    void dueOnceTheRecordsHoldTheBytesWhateverTheirCount() {
        SnapshotDue due = due(NEVER, 1_000, Duration.ZERO);
        assertFalse(due.committed(400));
        assertFalse(due.committed(599));
        assertTrue(due.committed(1));
        due.started();
        assertFalse(due.committed(999));
        assertTrue(due.committed(5_000), "one large record is enough");
    }

    @Test
    void dueAtTheFirstCommitAfterTheInterval() {
        SnapshotDue due = due(NEVER, NEVER, Duration.ofMinutes(5));
        assertFalse(due.committed(1));
        now.addAndGet(Duration.ofMinutes(5).minusNanos(1).toNanos());
        assertFalse(due.committed(1));
        now.addAndGet(1);
        assertTrue(due.committed(1));
        due.started();
        assertFalse(due.committed(1), "the interval counts from the snapshot's start");
        now.addAndGet(Duration.ofMinutes(5).toNanos());
        assertTrue(due.committed(1));
    }

    @Test
    void aZeroIntervalNeverCallsForASnapshot() {
        SnapshotDue due = due(NEVER, NEVER, Duration.ZERO);
        now.addAndGet(Duration.ofDays(365).toNanos());
        assertFalse(due.committed(1));
    }
}
