package io.hotrow.engine.database;

import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.manifest.Manifests;
import io.hotrow.engine.snapshot.Snapshots;
import io.hotrow.engine.sql.WaitTimeoutException;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Writes a snapshot when the {@link SnapshotPolicy} calls for one (commit records, their bytes, or
 * time since the last), in the background, then a manifest naming it,
 * then deletes the log objects, snapshots and manifests it supersedes, so recovery reads one
 * snapshot plus a short log tail.
 *
 * <p>The snapshot begins with the lane held and the log drained (everything applied is durable),
 * so it sits exactly on a log-object boundary: recovery replays from the first object after it,
 * with no record split between the two. Writers wait for one flush, the schema's script and the
 * fixing of a read view of the rows ({@link Snapshots#begin}); the rows are read from that view,
 * compressed and uploaded after the lane is released.
 */
final class SnapshotTaker {

    private static final Logger LOG = LoggerFactory.getLogger(SnapshotTaker.class);
    private static final ExecutorService WORKERS = Executors.newCachedThreadPool(runnable -> {
        Thread thread = new Thread(runnable, "hotrow-snapshot");
        thread.setDaemon(true);
        return thread;
    });

    /** How long a snapshot waits in the lane's queue before it looks whether a shutdown began, and queues again. */
    private static final Duration LANE_POLL = Duration.ofSeconds(1);

    private final Database database;
    private final Snapshots snapshots;
    private final Manifests manifests;
    private final AtomicBoolean running = new AtomicBoolean();
    private volatile boolean stopped;
    /** Runs on the snapshot's thread once the lane is released, before the rows are read: a test's pause there. */
    private volatile Runnable rowsAboutToBeRead = () -> { };
    private volatile Manifest manifest;
    /** The manifest that opened this writer's epoch: kept for good (see {@link Manifests#pruneBetween}). */
    private final long takeOverId;
    private final SnapshotDue due; // guarded by the lane

    SnapshotTaker(Database database, Manifest manifest) {
        this.database = database;
        this.snapshots = new Snapshots(database.store(), database.layout(), database.name());
        this.manifests = new Manifests(database.store(), database.layout(), database.name());
        this.manifest = manifest;
        this.takeOverId = manifest.id();
        this.due = new SnapshotDue(database.settings().snapshots(), System::nanoTime);
    }

    /** Counts a commit record of {@code bytes} as logged; called under the lane. Starts a snapshot when one is due and none is running. */
    void committed(int bytes) {
        if (due.committed(bytes) && !stopped && running.compareAndSet(false, true)) {
            due.started();
            WORKERS.execute(() -> {
                try {
                    take();
                } catch (IOException | SQLException e) {
                    LOG.warn("snapshot of database '{}' failed; the log still holds everything: {}", database.name(), e.getMessage());
                } finally {
                    running.set(false);
                }
            });
        }
    }

    /** Whether a snapshot started by the policy is running: an idle close waits for it to end. */
    boolean running() {
        return running.get();
    }

    /**
     * Starts no more snapshots, and returns once the one in flight, if any, has ended: its manifest
     * is created, or it failed, so a clean shutdown neither leaves it half written nor throws away
     * what it read. One still waiting for the lane gives up within {@link #LANE_POLL}. Called from the snapshot's own thread (a failure in it that shuts the database
     * down), it returns at once, as that thread is in the snapshot's monitor already.
     */
    void stop() {
        stopped = true;
        synchronized (this) {
            // a take() in progress holds this monitor until it ends; one that enters later sees stopped
        }
    }

    /** For tests: {@code pause} runs on the snapshot's thread after the lane is released, before the rows are read. */
    void beforeRowsRead(Runnable pause) {
        rowsAboutToBeRead = pause;
    }

    /** Takes a snapshot now and returns the manifest that names it. One at a time: each builds on the last manifest. */
    synchronized Manifest take() throws IOException, SQLException {
        if (stopped) {
            return manifest;
        }
        long lsn, logId, begun, held, read;
        Snapshots.Content content;
        try (Connection reader = database.openEngineSession()) {
            Snapshots.View view;
            acquireLane();
            begun = System.nanoTime();
            try {
                database.checkUsable();
                lsn = database.appliedLsn();
                database.awaitDurable(lsn); // with the lane held nothing new is applied: the log drains
                if (manifest.hasSnapshot() && manifest.snapshotLsn() == lsn || database.schemaGate().closed()) {
                    // nothing committed since the last one; or a transaction's schema changes, applied but not committed, would be in it
                    return manifest;
                }
                logId = database.committer().nextLogId();
                database.snapshotStarting();
                view = Snapshots.begin(database.system(), reader);
            } finally {
                database.lane().release();
            }
            held = System.nanoTime();
            rowsAboutToBeRead.run();
            content = view.read(); // writers go on: the view holds what was committed up to lsn
            read = System.nanoTime();
        }
        database.checkUsable(); // shut down (or failed) while the rows were read: write nothing more
        String key = snapshots.write(lsn, database.epoch(), content);
        Manifest next = manifest.withSnapshot(key, lsn, logId);
        database.checkUsable();
        if (!manifests.tryCreate(next)) {
            // Only a newer writer creates manifests besides us: we are fenced.
            throw database.fail(new CommitLog.FencedException(database.name(), database.layout().manifestKey(next.id()), database.epoch()));
        }
        manifest = next;
        if (database.isUsable()) {
            prune(next); // garbage left by a shut-down database is pruned by the next snapshot
        }
        LOG.info("snapshot of database '{}' at LSN {}: writers held {} ms, rows read in {} ms, stored in {} ms", database.name(), lsn,
                TimeUnit.NANOSECONDS.toMillis(held - begun), TimeUnit.NANOSECONDS.toMillis(read - held),
                TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - read));
        return next;
    }

    /**
     * Waits for the lane, looking every {@link #LANE_POLL} whether a shutdown began: a shutdown waits
     * for this snapshot, and the lane may be held by a transaction that ends only after it (one
     * holds it across statements with {@code concurrency=serialized}).
     */
    private void acquireLane() throws SQLException {
        while (true) {
            try {
                database.lane().acquire(LANE_POLL);
                return;
            } catch (WaitTimeoutException e) {
                if (stopped) {
                    throw new SQLException("snapshot of database '" + database.name() + "' not taken: the database is shutting down", "57P01", e);
                }
                database.checkUsable(); // closed meanwhile (failed, or its lease lost): the lane may never come free
            }
        }
    }

    /**
     * Deletes what the new manifest made unnecessary; a failure here only leaves garbage behind.
     * Fences stay (their markers say which), so no writer they stopped can write at their ids again.
     * Only older objects go: if this writer was taken over while pruning, everything the newer owner
     * needs is newer than this writer's snapshot.
     */
    private void prune(Manifest current) throws IOException {
        Set<Long> fences = new HashSet<>();
        for (String key : database.store().list(database.layout().fenceMarkerPrefix())) {
            fences.add(database.layout().fenceMarkerId(key));
        }
        database.log().truncateBelow(current.replayFromLogId(), fences);
        snapshots.pruneOlderThan(current.snapshotKey());
        manifests.pruneBetween(takeOverId, current.id());
    }
}
