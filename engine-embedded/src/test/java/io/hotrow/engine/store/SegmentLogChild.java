package io.hotrow.engine.store;

import io.hotrow.testsupport.ChildProcess;
import java.nio.file.Path;
import java.util.List;

/**
 * Runs in a child JVM for {@link SegmentLogKillTest}: appends entries to the log under its directory
 * from where the log ends, and prints {@code ACK <id>} once each put has returned, until killed.
 *
 * <p>Arguments: the store's directory, seconds after which it exits by itself (a safety net).
 */
public final class SegmentLogChild {

    public static void main(String[] args) throws Exception {
        Path root = Path.of(args[0]);
        long deadline = System.nanoTime() + Long.parseLong(args[1]) * 1_000_000_000L;
        ChildProcess.workUntilDeadline(1, "segment-writer", thread -> {
            try {
                LogSpace log = new SegmentLogSpace(new LocalDirectoryObjectStore(root), root.resolve("db/t/wal"), "db/t/wal/",
                        SegmentLogSpaceTest.SMALL_FIRST, SegmentLogSpaceTest.SMALL_MAX);
                List<Long> ids = log.ids();
                for (long id = ids.isEmpty() ? 1 : ids.get(ids.size() - 1) + 1; System.nanoTime() < deadline; id++) {
                    if (!log.putIfAbsent(id, SegmentLogSpaceTest.payload(id))) {
                        throw new IllegalStateException("entry " + id + " was taken, with this process the only writer");
                    }
                    ChildProcess.emit("ACK " + id);
                }
            } catch (Exception | AssertionError e) {
                ChildProcess.failChild("segment writer", e);
            }
        });
    }
}
