package io.hotrow.engine.store;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.ChildProcess;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A writer killed with SIGKILL while it appends, again and again on the same log: after each kill
 * every acknowledged entry is there, intact and in order, and the next writer goes on from the end
 * (cutting what the killed one tore), across segment rotations.
 */
@Timeout(600)
class SegmentLogKillTest {

    @TempDir
    Path root;

    @Test
    void everyAcknowledgedEntrySurvivesKillMinusNine() throws Exception {
        Random random = new Random(26);
        long acknowledged = 0;
        for (int round = 1; round <= 4; round++) {
            AtomicLong newest = new AtomicLong(acknowledged);
            try (ChildProcess child = ChildProcess.start(SegmentLogChild.class, root.resolve("child-" + round + ".err"), root.toString(), "300")) {
                child.killAfterAcks(50 + random.nextInt(200), 120, Duration.ofMinutes(4), line -> {
                    if (!line.startsWith("ACK ")) {
                        return 0;
                    }
                    newest.accumulateAndGet(Long.parseLong(line.substring(4)), Math::max);
                    return 1;
                });
            }
            assertTrue(newest.get() > acknowledged, "round " + round + " acknowledged nothing new");
            acknowledged = newest.get();
            LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(root);
            LogSpace log = new SegmentLogSpace(store, root.resolve("db/t/wal"), "db/t/wal/", SegmentLogSpaceTest.SMALL_FIRST,
                    SegmentLogSpaceTest.SMALL_MAX);
            try {
                List<Long> ids = log.ids();
                assertEquals(1L, ids.get(0));
                assertTrue(ids.size() >= acknowledged, "round " + round + ": " + ids.size() + " entries, " + acknowledged + " acknowledged");
                for (long id = 1; id <= ids.size(); id++) {
                    assertEquals(id, ids.get((int) id - 1));
                    assertArrayEquals(SegmentLogSpaceTest.payload(id), log.get(id).orElseThrow(), "entry " + id);
                }
            } finally {
                log.close();
                store.awaitSpareFiles();
            }
        }
    }
}
