package io.hotrow.engine.database;

import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.log.LogObjectCodec.LogObject;
import io.hotrow.engine.log.LogReader;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.manifest.Manifests;
import io.hotrow.engine.snapshot.Snapshots;
import io.hotrow.engine.sql.PostgresFunctions;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.io.IOException;
import java.sql.SQLException;
import java.util.Optional;
import java.nio.charset.StandardCharsets;
import io.hotrow.engine.sql.DatabaseMovedException;

/**
 * Opens a database for writing, after SlateDB's fencing (DESIGN.md §4):
 * <ol>
 *   <li>read the newest manifest and create the next one with epoch + 1; if another writer
 *       created it first, start over;</li>
 *   <li>restore the snapshot it names and replay the log after it;</li>
 *   <li>write an empty fence object at the next log id. If an older writer took that id first, its
 *       object is durable (and maybe acknowledged), so replay it and try the next id; if a newer
 *       writer's object is there, someone took over meanwhile: start over.</li>
 * </ol>
 * Once the fence is in place, an older writer's next flush finds its id taken and it stops; it
 * never skips an id, so it cannot write past the fence.
 */
final class DatabaseOpener {

    private static final int ATTEMPTS = 20;

    private final String name;
    private final ObjectStore store;
    private final StatementAnalyzer analyzer;
    private final EngineSettings settings;
    private final StoreLayout layout;
    private final Manifests manifests;
    private final LogReader reader;

    DatabaseOpener(String name, ObjectStore store, StatementAnalyzer analyzer, EngineSettings settings) {
        this.name = name;
        this.store = store;
        this.analyzer = analyzer;
        this.settings = settings;
        this.layout = new StoreLayout(name);
        this.manifests = new Manifests(store, layout, name);
        this.reader = new LogReader(store, layout, name);
    }

    Database open() throws SQLException {
        String context = "cannot open database '" + name + "' from " + store.describe() + ": ";
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                refuseIfMoved();
                Optional<Manifest> latest = manifests.latest();
                if (latest.isEmpty()) {
                    continue; // pruned between list and read
                }
                Manifest mine = latest.get().takeOver();
                if (manifests.tryCreate(mine)) {
                    // Again after taking over: a mover writes its marker, then checks it still owns the
                    // database; we take over, then check for the marker. One of us sees the other.
                    refuseIfMoved();
                    try {
                        return recover(mine);
                    } catch (CorruptObjectException e) {
                        if (!takenOverSince(mine)) {
                            throw e;
                        }
                        // a newer owner may have pruned what we were reading: read it again
                    }
                }
            } catch (TakenOverWhileOpening raced) {
                // another writer moved the database on while we read it: read it again
            } catch (CorruptObjectException e) {
                throw new SQLException(context + e.getMessage(), "XX001", e);
            } catch (IOException e) {
                throw new SQLException(context + e.getMessage(), "58030", e);
            }
        }
        throw new SQLException(context + "other writers kept taking it over (" + ATTEMPTS + " attempts)", "55006");
    }

    /**
     * Whether a newer opener took the database over after {@code mine}: its manifest is created
     * before any object of its epoch, and an epoch's first manifest is never pruned.
     */
    private boolean takenOverSince(Manifest mine) throws IOException {
        return manifests.latest().map(newest -> newest.id() > mine.id()).orElse(true); // empty: pruned meanwhile, so changed
    }

    private void refuseIfMoved() throws IOException, SQLException {
        Optional<byte[]> moved = store.get(layout.movedMarkerKey());
        if (moved.isPresent()) {
            throw new DatabaseMovedException(name, new String(moved.get(), StandardCharsets.UTF_8));
        }
    }

    private Database recover(Manifest mine) throws IOException, SQLException {
        Database database = new Database(name, store, analyzer, settings);
        try {
            PgCatalog.prepare(database.system()); // hotrow pg_catalog: PostgreSQL mode, before a snapshot with catalog functions is restored
            long nextLsn = 1;
            if (mine.hasSnapshot()) {
                long lsn = new Snapshots(store, layout, name).restore(database.system(), mine.snapshotKey());
                if (lsn != mine.snapshotLsn()) {
                    throw new CorruptObjectException(mine.snapshotKey(), "holds LSN " + lsn + " but the manifest says " + mine.snapshotLsn());
                }
                nextLsn = lsn + 1;
            }
            PostgresFunctions.install(database.system()); // before replay: logged DDL may call them (DEFAULT clock_timestamp())
            PgCatalog.install(database.system(), name); // hotrow pg_catalog: before replay, as the search path needs the schema
            SettingFunctions.install(database.system());
            AdvisoryLockFunctions.install(database.system());
            database.catalog().refresh(database.system());
            Replay replay = new Replay(mine.epoch(), nextLsn);
            long fenceId;
            try (LogReplayer replayer = new LogReplayer(database.system(), database.catalog())) {
                fenceId = reader.readFrom(mine.replayFromLogId(), (key, object) -> replay.apply(key, object, replayer));
                while (!fence(fenceId, mine.epoch(), replay.nextLsn)) {
                    String key = layout.logKey(fenceId);
                    LogObject late = reader.read(fenceId).orElseThrow(() -> new CorruptObjectException(key, "its key is taken but it cannot be read"));
                    replay.apply(key, late, replayer);
                    fenceId++;
                }
            }
            PostgresFunctions.install(database.system()); // again: a log written before the sandbox may have dropped them
            database.start(mine, fenceId + 1, replay.nextLsn);
            return database;
        } catch (IOException | SQLException | RuntimeException e) {
            database.shutdown();
            throw e;
        }
    }

    /** Marks {@code logId} as a fence (so truncation keeps it), then tries to claim it; false if the id is taken. */
    private boolean fence(long logId, long epoch, long nextLsn) throws IOException {
        store.putIfAbsent(layout.fenceMarkerKey(logId), new byte[0]); // taken already: an earlier attempt marked it
        return store.putIfAbsent(layout.logKey(logId), LogObjectCodec.encodeFence(name, epoch, nextLsn));
    }

    /** The replay position while reading the log: checks that LSNs continue and epochs never exceed ours. */
    private static final class Replay {
        private final long epoch;
        private long nextLsn;

        Replay(long epoch, long nextLsn) {
            this.epoch = epoch;
            this.nextLsn = nextLsn;
        }

        void apply(String key, LogObject object, LogReplayer replayer) throws IOException, SQLException {
            if (object.epoch() > epoch) {
                throw new TakenOverWhileOpening();
            }
            if (object.firstLsn() != nextLsn) {
                throw new CorruptObjectException(key, "starts at LSN " + object.firstLsn() + " but LSN " + nextLsn + " was expected");
            }
            for (var record : object.records()) {
                replayer.replay(record);
            }
            nextLsn = object.lastLsn() + 1;
        }
    }

    /** A newer writer's object appeared in the log while this one was opening. */
    private static final class TakenOverWhileOpening extends IOException {
        TakenOverWhileOpening() {
            super("a newer writer took the database over while it was being opened");
        }
    }
}
