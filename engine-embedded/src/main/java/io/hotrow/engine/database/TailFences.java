package io.hotrow.engine.database;

import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.store.ConcurrentRequests;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.LongStream;

/**
 * The fences an opener puts after its first one, on the ids an older writer may still have writes
 * in flight for (docs/engine-log.md, "Writes in flight"). They do not depend on one another, so
 * they are put at once: on S3 an open then costs two more round trips however many ids it fences,
 * not two per id. The log objects go first and their markers after, so that a marker at an id is
 * only ever written once the log reached the id before it, as every other marker is: a crash in
 * between leaves fences without markers (harmless: the writer they stop stops at the first fence),
 * never a marker that would make the next opener report the log's newest objects as deleted.
 */
final class TailFences {

    private final ObjectStore store;
    private final StoreLayout layout;
    private final LogSpace log;
    private final String database;

    TailFences(ObjectStore store, StoreLayout layout, LogSpace log, String database) {
        this.store = store;
        this.layout = layout;
        this.log = log;
        this.database = database;
    }

    /**
     * Puts an empty fence of {@code epoch} at every log id from {@code from} to {@code to} - 1, then
     * their markers. Returns the ids that were taken already, in order: there the older writer's
     * object landed first, an orphan for the caller to read and skip.
     */
    List<Long> put(long from, long to, long epoch, long nextLsn) throws IOException {
        byte[] fence = LogObjectCodec.encodeFence(database, epoch, nextLsn);
        List<Boolean> claimed = ConcurrentRequests.settleAll(LongStream.range(from, to)
                .<ConcurrentRequests.Request<Boolean>>mapToObj(id -> () -> log.putIfAbsent(id, fence)).toList());
        // taken: an earlier attempt marked it
        store.putAllIfAbsent(LongStream.range(from, to).mapToObj(layout::fenceMarkerKey).toList(), new byte[0]);
        List<Long> taken = new ArrayList<>();
        for (int i = 0; i < claimed.size(); i++) {
            if (!claimed.get(i)) {
                taken.add(from + i);
            }
        }
        return taken;
    }
}
