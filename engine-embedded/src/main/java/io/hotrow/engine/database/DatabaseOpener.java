package io.hotrow.engine.database;

import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.catalog.SerialColumns;
import io.hotrow.engine.lease.Lease;
import io.hotrow.engine.lease.LeaseRecord;
import io.hotrow.engine.lease.LeaseTaker;
import io.hotrow.engine.lease.LeaseWatch;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.log.LogObjectCodec.LogObject;
import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.log.LogReader;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.manifest.Manifests;
import io.hotrow.engine.snapshot.Snapshots;
import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.engine.sql.PostgresFunctions;
import io.hotrow.engine.store.ConcurrentRequests;
import io.hotrow.engine.store.ConcurrentRequests.Pending;
import io.hotrow.engine.store.CorruptObjectException;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Optional;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Opens a database for writing, after SlateDB's fencing (docs/engine-log.md, "Opening a database: fencing"):
 * <ol>
 *   <li>claim the lease of the next epoch (docs/lease.md): only when the database has no live owner,
 *       unless told to force; a live owner makes the open fail with
 *       {@link io.hotrow.engine.lease.DatabaseOwnedElsewhereException};</li>
 *   <li>create the manifest of that epoch, after the newest one;</li>
 *   <li>restore the snapshot it names and replay the log after it;</li>
 *   <li>write an empty fence object at the next log id. If an older writer took that id first, its
 *       object is durable (and maybe acknowledged), so replay it and try the next id; if a newer
 *       writer's object is there, someone took over meanwhile: start over. Then fence the ids after
 *       it that an older writer may still have writes in flight for
 *       ({@link CommitLog#MAX_WRITES_IN_FLIGHT} in all): an older object already there is an orphan,
 *       skipped. A new database's first owner has no older writer to fence, and puts no tail fences.</li>
 * </ol>
 * Once the fence is in place, an older writer's next flush finds its id taken and it stops; it
 * never skips an id, so it cannot write past the fence. The lease keeps live owners from being
 * taken over at all; the fence stays the safety net for one that is (forced, or paused past its lease).
 */
final class DatabaseOpener {

    private static final Logger LOG = LoggerFactory.getLogger(DatabaseOpener.class);
    private static final int ATTEMPTS = 20;

    private final String name;
    private final ObjectStore store;
    private final StatementAnalyzer analyzer;
    private final EngineSettings settings;
    private final StoreLayout layout;
    private final Manifests manifests;
    private final LogSpace log;
    private final LogReader reader;
    private final TailFences tailFences;
    private final LeaseTaker leases;
    private final long leaseWaitNanos;
    private long startedNanos;

    /**
     * @param watch     what this process saw of the database's lease at earlier attempts
     * @param leaseWait how long to wait for a lease held by another process to expire, or to show that
     *                  its owner renews it; then the owner is presumed alive
     */
    DatabaseOpener(String name, ObjectStore store, StatementAnalyzer analyzer, EngineSettings settings, LeaseWatch watch, Duration leaseWait) {
        this.name = name;
        this.store = store;
        this.analyzer = analyzer;
        this.settings = settings;
        this.layout = new StoreLayout(name);
        this.manifests = new Manifests(store, layout, name);
        this.log = store.logSpace(layout, store);
        this.reader = new LogReader(store, layout, log, name);
        this.tailFences = new TailFences(store, layout, log, name);
        this.leases = new LeaseTaker(store, name, settings.lease(), watch);
        this.leaseWaitNanos = leaseWait.toNanos();
    }

    Database open() throws SQLException {
        startedNanos = System.nanoTime();
        Database opened = null;
        try {
            opened = attempts();
            if (LOG.isInfoEnabled()) { // the line's String.format loads the JDK's locale data, a first connection's cost otherwise
                LOG.info(opened.recovery().line(name, opened.epoch()));
            }
            return opened;
        } finally {
            if (opened == null) {
                log.close();
            }
        }
    }

    private Database attempts() throws SQLException {
        String context = "cannot open database '" + name + "' from " + store.describe() + ": ";
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            try {
                // Three independent reads at once: each is a round trip on S3.
                Pending<Optional<byte[]>> moved = ConcurrentRequests.start(() -> store.get(layout.movedMarkerKey()));
                Pending<Optional<LeaseRecord>> leaseSeen = ConcurrentRequests.start(leases::newest);
                Optional<Manifest> latest = manifests.latest();
                refuseIfMoved(moved.get());
                if (latest.isEmpty()) {
                    continue; // pruned between list and read
                }
                if (latest.get() == Manifest.NONE) {
                    store.prepareNew(layout); // its directories at once, while the lease is read
                }
                Lease lease = leases.acquire(latest.get().epoch(), leaseSeen.get(), leaseWaitNanos);
                Database opened = null;
                try {
                    opened = openHolding(lease, latest.get());
                } finally {
                    if (opened == null) {
                        lease.end(true, settings.lease().duration()); // nothing serves on it: the next opener may claim at once
                    }
                }
                if (opened != null) {
                    return opened;
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
     * With the lease of a new epoch held: creates the manifest that opens it after {@code newest}
     * (read before the lease was claimed), and recovers; null to start over. The manifest's id may
     * be taken meanwhile, by a snapshot manifest the previous owner created late (it stopped
     * serving, but a snapshot was in flight): put-if-absent finds out, and the newest is read again.
     * Null when a manifest of this epoch or a newer one appeared, which only a process that takes
     * databases over without a lease creates.
     */
    private Database openHolding(Lease lease, Manifest newest) throws IOException, SQLException {
        Manifest latest = newest;
        for (int attempt = 1; attempt <= ATTEMPTS; attempt++) {
            if (latest.epoch() >= lease.epoch()) {
                return null;
            }
            Manifest mine = latest.takeOver(lease.epoch());
            // What recovery reads is named by the manifest we copy, so it is read while ours is created.
            RecoveryReads reads = new RecoveryReads(mine);
            if (manifests.tryCreate(mine)) {
                return recoverHolding(mine, lease, reads);
            }
            Optional<Manifest> again = manifests.latest();
            if (again.isPresent()) {
                latest = again.get();
            }
        }
        return null;
    }

    /** Recovers the epoch {@code mine} opened; null when a newer owner moved the database on meanwhile. */
    private Database recoverHolding(Manifest mine, Lease lease, RecoveryReads reads) throws IOException, SQLException {
        // Read after our manifest landed: a mover writes its marker, then checks it still owns the
        // database; we take over, then check for the marker. One of us sees the other.
        Pending<Optional<byte[]>> moved = ConcurrentRequests.start(() -> store.get(layout.movedMarkerKey()));
        try {
            return recover(mine, lease, reads, moved);
        } catch (CorruptObjectException e) {
            if (!takenOverSince(mine)) {
                throw e;
            }
            return null; // a newer owner may have pruned what we were reading: read it again
        }
    }

    /** The snapshot and the first log objects recovery needs, read from when the manifest naming them is known. */
    private final class RecoveryReads {
        private final Pending<Optional<byte[]>> snapshot;
        private final LogReader.ReadAhead log;

        RecoveryReads(Manifest mine) {
            this.snapshot = mine.hasSnapshot() ? ConcurrentRequests.start(() -> store.get(mine.snapshotKey())) : null;
            this.log = reader.readAhead(mine.replayFromLogId());
        }
    }

    /**
     * Whether a newer opener took the database over after {@code mine}: its manifest is created
     * before any object of its epoch, and an epoch's first manifest is never pruned.
     */
    private boolean takenOverSince(Manifest mine) throws IOException {
        return manifests.latest().map(newest -> newest.id() > mine.id()).orElse(true); // empty: pruned meanwhile, so changed
    }

    private void refuseIfMoved(Optional<byte[]> moved) throws SQLException {
        if (moved.isPresent()) {
            throw new DatabaseMovedException(name, new String(moved.get(), StandardCharsets.UTF_8));
        }
    }

    private Database recover(Manifest mine, Lease lease, RecoveryReads reads, Pending<Optional<byte[]>> moved) throws IOException, SQLException {
        reads.log.widen(); // more of the log is read while the database is set up and the snapshot restored
        OpenAccount account = new OpenAccount(startedNanos);
        Database database = new Database(name, store, analyzer, settings);
        try {
            PgCatalog.prepare(database.system()); // hotrow pg_catalog: PostgreSQL mode, before a snapshot with catalog functions is restored
            long nextLsn = 1;
            if (mine.hasSnapshot()) {
                long restoring = System.nanoTime();
                Optional<byte[]> snapshot = reads.snapshot.get();
                long lsn = new Snapshots(store, layout, name).restore(database.system(), mine.snapshotKey(), snapshot);
                if (lsn != mine.snapshotLsn()) {
                    throw new CorruptObjectException(mine.snapshotKey(), "holds LSN " + lsn + " but the manifest says " + mine.snapshotLsn());
                }
                account.snapshotRestored(mine.snapshotKey(), lsn, snapshot.map(bytes -> bytes.length).orElse(0), System.nanoTime() - restoring);
                nextLsn = lsn + 1;
            }
            PostgresFunctions.install(database.system()); // before replay: logged DDL may call them (DEFAULT clock_timestamp())
            PgCatalog.install(database.system(), name, database::openEngineSession); // hotrow pg_catalog: before replay, as the search path needs the schema
            SettingFunctions.install(database.system());
            AdvisoryLockFunctions.install(database.system());
            SequenceFunctions.install(database.system()); // before replay too: logged DDL may call nextval (DEFAULT nextval(...))
            SerialColumns.install(database.system()); // before replay too: logged CREATE TABLEs name the serial domains
            database.catalog().refresh(database.system());
            Replay replay = new Replay(mine.epoch(), nextLsn, account);
            long fenceId;
            try (LogReplayer replayer = new LogReplayer(database.system(), database.catalog())) {
                long replaying = System.nanoTime();
                fenceId = reader.readFrom(reads.log, (key, object) -> replay.apply(key, object, replayer));
                account.replayTook(System.nanoTime() - replaying);
                refuseIfMoved(moved.get()); // before fencing the log of a database that lives elsewhere now
                while (!fence(fenceId, mine.epoch(), replay.nextLsn)) {
                    replay.apply(log.name(fenceId), taken(fenceId), replayer);
                    fenceId++;
                }
                replay.fenced(mine.epoch());
                if (!firstOwner(mine, fenceId)) {
                    for (long id : tailFences.put(fenceId + 1, fenceId + CommitLog.MAX_WRITES_IN_FLIGHT, mine.epoch(), replay.nextLsn)) {
                        replay.apply(log.name(id), taken(id), replayer); // an orphan of an older writer: skipped
                    }
                }
            }
            PostgresFunctions.install(database.system()); // again: a log written before the sandbox may have dropped them
            PgCatalog.install(database.system(), name, database::openEngineSession); // and its views, if replay made them: a no-op where they are intact
            database.start(mine, log, firstOwner(mine, fenceId) ? fenceId + 1 : fenceId + CommitLog.MAX_WRITES_IN_FLIGHT, replay.nextLsn, lease);
            database.checkUsable(); // the lease may have been lost while recovering
            account.opened();
            database.recovered(account);
            return database;
        } catch (IOException | SQLException | RuntimeException e) {
            database.shutdown();
            throw e;
        }
    }

    /**
     * Whether this opener is the database's first owner ever, and found its log empty: its manifest is the first one
     * ({@link Manifest#NONE} taken over), and every writer creates its manifest before any log object, so no older writer
     * exists that could have a write in flight. The tail fences stop only such writes; a new database skips them, and their
     * {@code fdatasync} each on a local directory (seven of the twenty a new database's first connection made).
     */
    private static boolean firstOwner(Manifest mine, long fenceId) {
        return mine.id() == Manifest.NONE.id() + 1 && fenceId == Manifest.NONE.replayFromLogId();
    }

    private LogObject taken(long logId) throws IOException {
        return reader.read(logId).orElseThrow(() -> new CorruptObjectException(log.name(logId), "its key is taken but it cannot be read"));
    }

    /** Marks {@code logId} as a fence (so truncation keeps it), then tries to claim it; false if the id is taken. */
    private boolean fence(long logId, long epoch, long nextLsn) throws IOException {
        store.putIfAbsent(layout.fenceMarkerKey(logId), new byte[0]); // taken already: an earlier attempt marked it
        return log.putIfAbsent(logId, LogObjectCodec.encodeFence(name, epoch, nextLsn));
    }

    /**
     * The replay position while reading the log: checks that LSNs continue and epochs never exceed
     * ours, and skips orphans. An object of an older epoch after a newer one's fence is an orphan:
     * its writer's write at the fence's id failed (the id was taken), and a writer acknowledges a
     * write only once every earlier one landed, so nothing in it was acknowledged.
     */
    private static final class Replay {
        private final long epoch;
        private long nextLsn;
        private long newestEpoch;
        private final OpenAccount account;

        Replay(long epoch, long nextLsn, OpenAccount account) {
            this.epoch = epoch;
            this.nextLsn = nextLsn;
            this.account = account;
        }

        /** Our own fence is in place: what older writers left after it is orphaned. */
        void fenced(long ours) {
            newestEpoch = ours;
        }

        void apply(String key, LogObject object, LogReplayer replayer) throws IOException, SQLException {
            if (object.epoch() > epoch) {
                throw new TakenOverWhileOpening();
            }
            if (object.epoch() < newestEpoch) {
                return;
            }
            newestEpoch = object.epoch();
            if (object.firstLsn() != nextLsn) {
                throw new CorruptObjectException(key, "starts at LSN " + object.firstLsn() + " but LSN " + nextLsn + " was expected");
            }
            replayer.replay(object.records());
            account.replayed(object);
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
