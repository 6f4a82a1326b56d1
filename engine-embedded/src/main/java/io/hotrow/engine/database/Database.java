package io.hotrow.engine.database;

import io.hotrow.engine.capture.GeneratorPositions;
import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.capture.RowGuard;
import io.hotrow.engine.capture.TransactionChanges;
import io.hotrow.engine.capture.TriggerGap;
import io.hotrow.engine.catalog.PgCatalog;
import io.hotrow.engine.commit.DurableLsn;
import io.hotrow.engine.commit.GroupCommitter;
import io.hotrow.engine.lease.Lease;
import io.hotrow.engine.lease.LeaseWatch;
import io.hotrow.engine.lane.WriterLane;
import io.hotrow.engine.locks.ReferenceLocks;
import io.hotrow.engine.locks.RowQueues;
import io.hotrow.engine.locks.SerializableTurn;
import io.hotrow.engine.locks.TableScope;
import io.hotrow.engine.locks.WriterShares;
import io.hotrow.engine.log.Change;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.log.CommitRecord;
import io.hotrow.engine.log.LogObjectCodec;
import io.hotrow.engine.log.RowChange;
import io.hotrow.engine.log.SequenceChange;
import io.hotrow.engine.log.UnloggableValueException;
import io.hotrow.engine.manifest.Manifest;
import io.hotrow.engine.manifest.Manifests;
import io.hotrow.engine.metrics.DatabaseMetrics;
import io.hotrow.engine.metrics.HotRow;
import io.hotrow.engine.metrics.HotRowsView;
import io.hotrow.engine.sql.AlterTable;
import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.OpenTransactions;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.PostgresDialectShim;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Properties;
import java.util.Set;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Predicate;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * One engine database: an H2 in-memory database in PostgreSQL mode holding the current state, the
 * writer lane that serializes its writers, and the commit pipeline that makes it durable.
 *
 * <p>The write path: a transaction holds the lane while it runs; at commit its record gets the next
 * LSN and is applied in H2, the lane is released, and the record joins the group commit; the
 * committer is acknowledged when its LSN is durable. Between apply and durable, readers outside
 * the lane are held at the output gate ({@link #awaitDurable}). If the log fails, the database
 * closes: its memory may be ahead of storage, so only a reopen from storage may serve again.
 */
public final class Database {

    private static final Logger LOG = LoggerFactory.getLogger(Database.class);
    /**
     * How long a clean close waits for the lane to log exact generator positions: long enough for
     * a snapshot in progress on a busy machine, short enough not to hold a close up for long.
     */
    private static final Duration CLOSE_LANE_WAIT = Duration.ofSeconds(10);
    private static final AtomicLong INSTANCES = new AtomicLong();

    static {
        OpenTransactions.limit(); // before H2 opens its first database here, so that H2 takes the engine's limit
    }
    /**
     * H2 keywords PostgreSQL does not reserve, which applications use as table and column names
     * ({@code key}, {@code value}, {@code year}): H2 then reads them as names where a name can stand
     * and as keywords elsewhere ({@code PRIMARY KEY}, {@code EXTRACT(YEAR FROM ...)}). H2's other
     * keywords PostgreSQL does not reserve stay keywords (docs/dialect.md says why): as names H2
     * would misread them in expressions ({@code unknown}, {@code rownum}, {@code _rowid_},
     * {@code current_path}, {@code system_user}, {@code values} give H2's meaning, {@code exists},
     * {@code interval}, {@code qualify} fail) or break statements ({@code set}: {@code UPDATE t SET}).
     */
    private static final String NON_KEYWORDS = "BETWEEN,DAY,HOUR,IF,KEY,MINUS,MINUTE,MONTH,ROW,SECOND,UESCAPE,VALUE,YEAR";
    /**
     * H2's settings for PostgreSQL-dialect SQL (docs/dialect.md). PostgreSQL mode is set
     * once the database exists ({@link PgCatalog#prepare}), not here: H2 created in that mode adds a
     * partial pg_catalog of its own that would hide the engine's. Unqualified names are looked up in
     * pg_catalog after the current schema, as PostgreSQL finds pg_namespace. Some of H2's keywords
     * are names in PostgreSQL ({@link #NON_KEYWORDS}).
     */
    private static final String H2_SETTINGS = ";DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE"
            + ";SCHEMA_SEARCH_PATH=pg_catalog,public" // hotrow pg_catalog
            + ";NON_KEYWORDS=" + NON_KEYWORDS;

    private final String name;
    private final ObjectStore store;
    private final StoreLayout layout;
    private final EngineSettings settings;
    private final String h2Database;
    private final String h2Url;
    private final DatabaseMetrics metrics;
    /** How the rows of the table written last are named as hot rows: looked up per commit, under the lane, so kept. */
    private volatile HotRowKeys hotRowKeys = HotRowKeys.NONE;
    private final WriterLane lane;
    private final TableCatalog catalog = new TableCatalog();
    private final GeneratorPositions generators = new GeneratorPositions();
    private final StatementAnalyzer analyzer;
    private final SandboxVerdicts sandboxVerdicts = new SandboxVerdicts();
    private final Connection system;
    private final SessionPrivileges privileges;
    private final SchemaGate schemaGate;
    private final AdvisoryLocks advisoryLocks;
    private final ExportedSnapshots exportedSnapshots = new ExportedSnapshots();
    private final WriterShares writerShares;
    private final SerializableTurn serializableTurn;
    private final ReferenceLocks referenceLocks;
    private final RowQueues rowQueues;
    private final Concurrency concurrency;
    /** Who holds the database exclusively during a {@link #drain}: not a session. */
    private final Object drainer = new Object();
    /** Open sessions by H2's session id, to follow who waits for whom across H2's row locks and the engine's own waits. */
    private final Map<Integer, Session> sessions = new ConcurrentHashMap<>();
    private final AtomicInteger openConnections = new AtomicInteger();
    private final AtomicBoolean closingAside = new AtomicBoolean();
    private final CountDownLatch closed = new CountDownLatch(1); // once the store has seen the database's last write
    private volatile long lastActivityNanos = System.nanoTime();

    // Set once recovery is done (start), then:
    private long epoch;
    private Lease lease;
    private GroupCommitter committer;
    private LogSpace log;
    /** The newest record that logged generator positions, -1 for none; guarded by the lane. */
    private long generatorsLoggedLsn = -1;
    private DurableLsn durable;
    private SnapshotTaker snapshots;
    private OpenAccount recovery;
    private EngineObjects engineObjects;
    private long nextLsn; // guarded by the lane
    private volatile long appliedLsn;
    private volatile SQLException failure;
    private boolean memoryReleased; // guarded by this
    private Connection committedReader; // guarded by this

    Database(String name, ObjectStore store, StatementAnalyzer analyzer, EngineSettings settings) throws SQLException {
        this.name = name;
        this.store = store;
        this.layout = new StoreLayout(name);
        this.settings = settings;
        this.h2Database = "hotrow-" + name + "-" + INSTANCES.incrementAndGet();
        this.h2Url = "jdbc:h2:mem:" + h2Database + H2_SETTINGS;
        this.metrics = new DatabaseMetrics(settings.meterRegistry(), name);
        this.lane = new WriterLane(name, metrics);
        this.analyzer = analyzer;
        this.schemaGate = new SchemaGate(name);
        this.advisoryLocks = new AdvisoryLocks(name);
        this.writerShares = new WriterShares(name, this::waitsFor);
        this.serializableTurn = new SerializableTurn(name);
        this.referenceLocks = new ReferenceLocks(name, this::waitsFor);
        this.rowQueues = new RowQueues(name, this::waitsFor);
        this.concurrency = effectiveConcurrency(settings.concurrency(), name);
        this.system = openH2Session(new Properties()); // the database's creator: H2's administrator
        StatementReruns.install(system);
        this.privileges = SessionPrivileges.install(system);
    }

    /** The analyzer engine databases share: PostgreSQL texts, translated by the dialect shim. */
    public static StatementAnalyzer newAnalyzer() {
        return StatementAnalyzer.forEngine(StatementAnalyzer.DEFAULT_CAPACITY, new PostgresDialectShim());
    }

    /**
     * Opens the database for writing: claims its lease and takes it over from any earlier writer,
     * then recovers it from storage. Waits up to twice the lease duration to learn whether another
     * process holds the lease (see {@link #open(String, ObjectStore, StatementAnalyzer, EngineSettings, LeaseWatch, Duration)}).
     */
    public static Database open(String name, ObjectStore store, StatementAnalyzer analyzer, EngineSettings settings) throws SQLException {
        return open(name, store, analyzer, settings, new LeaseWatch(), settings.lease().duration().multipliedBy(2));
    }

    /**
     * Opens the database for writing, unless another live process owns it (docs/lease.md).
     *
     * @param watch     what this process saw of the lease at earlier attempts
     * @param leaseWait how long to wait for another process's lease to expire, or to show that it is
     *                  renewed; zero decides at once, presuming an owner alive until seen otherwise
     * @throws io.hotrow.engine.lease.DatabaseOwnedElsewhereException (55006) when another live process owns it
     */
    public static Database open(String name, ObjectStore store, StatementAnalyzer analyzer, EngineSettings settings, LeaseWatch watch,
                                Duration leaseWait) throws SQLException {
        return new DatabaseOpener(name, store, analyzer, settings, watch, leaseWait).open();
    }

    /** Called by the opener once the state is recovered and the fence is in place. */
    void start(Manifest manifest, LogSpace log, long nextLogId, long nextLsn, Lease lease) throws SQLException {
        this.epoch = manifest.epoch();
        this.log = log;
        this.lease = lease;
        this.nextLsn = nextLsn;
        this.appliedLsn = nextLsn - 1;
        this.durable = new DurableLsn(nextLsn - 1);
        this.committer = new GroupCommitter(new CommitLog(store, layout, log, name, epoch, nextLogId), settings.groupCommit(),
                settings.groupCommit().writesInFlightOn(store), durable, metrics, this::fail);
        this.snapshots = new SnapshotTaker(this, manifest);
        generators.reload(system);
        HotRowsView.install(system, h2Database, metrics);
        MetaDataAlias.install(system);
        engineObjects = EngineObjects.of(system);
        lease.onLoss(this::close); // taken over, or not renewed in time: stop serving
    }

    /** Called by the opener once the database is open: what it restored and replayed. */
    void recovered(OpenAccount account) {
        this.recovery = account;
    }

    /** What opening this database restored and replayed, and how long it took (also logged as the open's one line). */
    public OpenAccount recovery() {
        return recovery;
    }

    /**
     * Publishes where this process serves the database over the network (host:port), so processes
     * that find it owned here can connect (written into its lease with the next renewal).
     */
    public void advertise(String hostAndPort) {
        lease.advertise(hostAndPort);
    }

    public String name() {
        return name;
    }

    /** A new session of this database, following the engine's transaction rules (see {@link Session}). */
    public Session openSession(Duration laneTimeout) throws SQLException {
        openConnections.incrementAndGet(); // first, so the memory cannot be shut down under a session being opened
        try {
            checkUsable();
            Session session = new Session(this, openH2Session(privileges.applicationCredentials()), laneTimeout);
            sessions.put(session.h2SessionId(), session);
            lastActivityNanos = System.nanoTime();
            return session;
        } catch (SQLException | RuntimeException e) {
            disconnected();
            throw e;
        }
    }

    /** Marks the database as in use, so it is not closed as idle before the connection that follows. */
    void touched() {
        lastActivityNanos = System.nanoTime();
    }

    /** Called when a session closes: for idle tracking, and to free a closed database's memory with its last connection. */
    void disconnected(Session session) {
        sessions.remove(session.h2SessionId(), session);
        disconnected();
    }

    private void disconnected() {
        lastActivityNanos = System.nanoTime();
        if (openConnections.decrementAndGet() == 0 && failure != null) {
            releaseMemory();
        }
    }

    public WriterLane lane() {
        return lane;
    }

    /**
     * Row locks need a few of H2's internals (docs/concurrency.md, "Relies on H2's internals");
     * an H2 that hides them runs the database serialized, which needs none, and says so.
     */
    private static Concurrency effectiveConcurrency(Concurrency asked, String name) {
        if (asked == Concurrency.ROWS && !(RowLockWaits.reachesH2Internals() && StatementReruns.reachesH2Internals())) {
            LOG.error("database '{}': this H2 version hides internals row locks rely on; its write transactions run one at a time"
                    + " (concurrency=serialized)", name);
            return Concurrency.SERIALIZED;
        }
        return asked;
    }

    /**
     * Waits until no transaction has uncommitted writes, then keeps new writers out and takes the
     * lane: the database is then as committed and stays so until {@link #undrain}. For a move,
     * which copies it.
     */
    public void drain(Duration timeout) throws SQLException {
        writerShares.exclusive(drainer, TableScope.ALL, timeout, () -> false); // a move is never cancelled
        try {
            lane.acquire(timeout);
        } catch (SQLException | RuntimeException e) {
            writerShares.releaseExclusive(drainer);
            throw e;
        }
    }

    /** Lets writers in again after {@link #drain}. */
    public void undrain() {
        lane.release();
        writerShares.releaseExclusive(drainer);
    }

    /** How this database's transactions run together; the settings it was opened with decide. */
    Concurrency concurrency() {
        return concurrency;
    }

    WriterShares writerShares() {
        return writerShares;
    }

    SerializableTurn serializableTurn() {
        return serializableTurn;
    }

    ReferenceLocks referenceLocks() {
        return referenceLocks;
    }

    RowQueues rowQueues() {
        return rowQueues;
    }

    /** How many open sessions wait for a row lock now, inside H2 or in a row's queue. */
    int waitingForRowLocks() {
        return countSessions(session -> session.h2BlockerId() != 0 || rowQueues.waitsFor(session) != null);
    }

    /** How many open sessions wait in a row's queue, behind its head. */
    int waitingInRowQueues() {
        return countSessions(session -> rowQueues.waitsFor(session) != null);
    }

    /** How many open sessions run a statement now. */
    int runningStatements() {
        return countSessions(Session::isRunning);
    }

    /** How many open sessions analyse a statement's text now, before running it. */
    int analysingStatements() {
        return countSessions(Session::isAnalysing);
    }

    private int countSessions(Predicate<Session> condition) {
        return (int) sessions.values().stream().filter(condition).count();
    }

    /** The session whose open transaction H2 numbers {@code transactionId}, as the holder of a row, or null. */
    RowHolder rowHolder(int transactionId) {
        if (transactionId < 0) {
            return null;
        }
        for (Session session : sessions.values()) {
            long sequence = session.h2TransactionSequence(transactionId);
            if (sequence >= 0) {
                return new RowHolder(session, sequence);
            }
        }
        return null;
    }

    /** How many open sessions wait for a row another transaction references or removes ({@link ReferenceLocks}). */
    int waitingForReferences() {
        return countSessions(session -> referenceLocks.waitsFor(session) != null);
    }

    /**
     * Whether {@code waiter} (a session, or a {@link RowHolder}) waits for {@code holder}, directly or
     * through sessions that each wait for the next: for a row lock inside H2, in a row's queue (behind
     * its head, and for the row's holder: see {@link RowQueues#awaitTurn}), or for a referenced row
     * ({@link ReferenceLocks}). Read while the waits may change: a wait seen here was real a moment
     * ago, which is what a deadlock check that repeats needs.
     */
    private boolean waitsFor(Object waiter, Object holder) {
        Set<Session> seen = Collections.newSetFromMap(new IdentityHashMap<>());
        Deque<Session> next = new ArrayDeque<>();
        addWaiting(next, waiter);
        while (!next.isEmpty()) {
            Session current = next.pop();
            if (!seen.add(current)) {
                continue;
            }
            int blocker = current.h2BlockerId();
            if (blocker != 0) {
                addWaiting(next, sessions.get(blocker));
            } else {
                addWaiting(next, rowQueues.waitsFor(current));
                addWaiting(next, rowQueues.rowHolderOf(current));
                addWaiting(next, referenceLocks.waitsFor(current));
            }
            if (next.contains(holder)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether every other session whose open transaction changed rows waits for {@code poller}: one
     * of them holds the unique key the poller waits for (H2 does not say which), so if all of them
     * wait for it, that one does. False when there is none, or when one does not wait for it: the
     * key's holder may be that one, and the poller looks again.
     */
    boolean everyOtherWriterWaitsFor(Session poller) {
        boolean any = false;
        for (Session other : sessions.values()) {
            if (other != poller && other.h2TransactionChanged()) {
                if (!waitsFor(other, poller)) {
                    return false;
                }
                any = true;
            }
        }
        return any;
    }

    private static void addWaiting(Deque<Session> next, Object waiter) {
        Session session = waiter instanceof RowHolder rowHolder ? rowHolder.whileHolding() : (Session) waiter;
        if (session != null) {
            next.push(session);
        }
    }

    public StatementAnalyzer analyzer() {
        return analyzer;
    }

    SandboxVerdicts sandboxVerdicts() {
        return sandboxVerdicts;
    }

    public DatabaseMetrics metrics() {
        return metrics;
    }

    TransactionChanges newTransactionChanges(RowGuard guard) {
        return new TransactionChanges(catalog, guard);
    }

    /**
     * Applies a transaction and queues its record for the durable write. The caller holds the lane,
     * releases it, and then waits with {@link #acknowledge} for the returned LSN: everything this
     * transaction wrote or could have read is durable when that LSN is.
     */
    long commit(Connection session, TransactionChanges changes) throws SQLException {
        checkUsable();
        boolean sequences = catalog.hasSequences(), identities = changes.identitiesMayHaveMoved();
        List<SequenceChange> moved = sequences || identities ? generators.moved(system, sequences, identities, true) : List.of();
        if (changes.isEmpty() && moved.isEmpty() && appliedLsn < nextLsn) {
            session.commit();
            changes.clear();
            return appliedLsn; // it may have read commits that are not durable yet
        }
        // Otherwise a record is written, empty if only a reservation (below) has to be honoured.
        long lsn = nextLsn;
        List<Change> logged = changes.changes();
        if (!moved.isEmpty()) {
            logged = new ArrayList<>(logged);
            logged.addAll(moved);
        }
        byte[] record;
        try {
            record = LogObjectCodec.encodeRecord(new CommitRecord(lsn, logged));
        } catch (UnloggableValueException e) {
            session.rollback();
            changes.clear();
            throw new SQLException(e.getMessage(), EngineErrors.NOT_SUPPORTED, e);
        }
        metrics.writerChanged(hotRows(changes.changes()));
        nextLsn = lsn + 1;
        appliedLsn = lsn; // before H2 makes it visible, so a reader that can see it waits for it
        try {
            session.commit();
        } catch (SQLException e) {
            throw fail(e); // the LSN is spent and memory may disagree with the log: only a reopen reconciles them
        }
        committer.submit(lsn, record);
        generators.accepted(moved);
        if (!moved.isEmpty()) {
            generatorsLoggedLsn = lsn;
        }
        changes.clear();
        snapshots.committed(record.length);
        return lsn;
    }

    /**
     * Under the lane: when a statement of an open transaction drew from a generator, logs the
     * generators drawn past their reservation in a record of their own, before the values reach the
     * application (see {@link GeneratorPositions}). Returns the LSN to wait for: that record's, or
     * the newest earlier one that logged positions, which covers the values drawn; -1 for none.
     */
    long reserveGenerators() throws SQLException {
        checkUsable();
        long lsn = logGenerators(generators.moved(system, catalog.hasSequences(), true, false));
        // Nothing moved: a reservation logged before covers the values drawn, perhaps another statement's, not yet durable.
        return lsn >= 0 ? lsn : generatorsLoggedLsn;
    }

    /**
     * Under the lane, just before a snapshot's script: the snapshot holds every generator at least
     * where it stands now (draws outside the lane may go on), so from here a draw is reserved again
     * past these positions, not past the reservations logged before, which recovery from the
     * snapshot does not read.
     */
    void snapshotStarting() throws SQLException {
        generators.restartReservations(system);
    }

    private long logGenerators(List<SequenceChange> positions) throws SQLException {
        if (positions.isEmpty()) {
            return -1;
        }
        long lsn = nextLsn;
        byte[] record = LogObjectCodec.encodeRecord(new CommitRecord(lsn, List.copyOf(positions)));
        nextLsn = lsn + 1;
        appliedLsn = lsn;
        committer.submit(lsn, record);
        generators.accepted(positions);
        generatorsLoggedLsn = lsn;
        snapshots.committed(record.length);
        return lsn;
    }

    /**
     * Called under the lane before a schema change: H2 applies DDL at once, so the output gate must
     * already hold readers back for the record that will log it. If the change fails, the commit
     * that follows writes an empty record under the reserved LSN, so no reader waits for nothing.
     */
    void reserveLsn() {
        appliedLsn = nextLsn;
    }

    AdvisoryLocks advisoryLocks() {
        return advisoryLocks;
    }

    ExportedSnapshots exportedSnapshots() {
        return exportedSnapshots;
    }

    SchemaGate schemaGate() {
        return schemaGate;
    }

    /**
     * Called under the lane before a transaction's first schema change: keeps readers of
     * {@code tables} out until it ends, and images them so a rollback can put them back.
     */
    SchemaTransaction beginSchemaTransaction(Session owner, TableScope tables, Duration timeout) throws SQLException {
        return SchemaTransaction.begin(this, owner, tables, timeout);
    }

    /** An image of the application's schemas; under the lane, with the gate closed. */
    SchemaImage image() throws SQLException {
        return SchemaImage.take(system);
    }

    /** An image of these tables, or null when only the whole image could put them back; under the lane, with the gate closed to them. */
    TablesImage image(TableScope tables) throws SQLException {
        return TablesImage.take(system, tables);
    }

    /**
     * Puts the application's schemas back: to {@code whole} (or null), then the tables of
     * {@code tableImages} to theirs, taken earlier. Under the lane, with the gate closed.
     */
    void restore(SchemaImage whole, List<TablesImage> tableImages) throws SQLException {
        Map<String, Long> standing = generators.standing(system);
        if (whole != null) {
            whole.restore(system);
        }
        TablesImage.restore(system, tableImages);
        catalog.refresh(system);
        for (SequenceChange position : generators.setBack(system, standing)) { // the images hold older positions
            try (Statement statement = system.createStatement()) {
                statement.execute(GeneratorRestart.statement(system, position));
            }
        }
        system.commit();
    }

    /** Waits until {@code lsn} is durable, the acknowledgement of a commit; records the commit latency. */
    void acknowledge(long lsn, long commitStartedNanos) throws SQLException {
        awaitDurable(lsn);
        metrics.committed(System.nanoTime() - commitStartedNanos);
    }

    /** Wakes {@code thread} once {@code lsn} is durable; false if it must be woken now (see {@link GroupCommitter#unparkWhenDurable}). */
    boolean unparkWhenDurable(long lsn, Thread thread) {
        return committer.unparkWhenDurable(lsn, thread);
    }

    /**
     * The output gate: returns once every commit up to {@code lsn} is durable; fails if it never will be.
     * The waiting thread may write the log itself (see {@link GroupCommitter#awaitDurable}).
     */
    void awaitDurable(long lsn) throws SQLException {
        committer.awaitDurable(lsn);
    }

    /** The last LSN applied in memory: what a statement that starts now could see. */
    public long appliedLsn() {
        return appliedLsn;
    }

    /**
     * Writes a snapshot now and drops the log it covers; normally this happens every
     * {@code snapshotEvery} commits. Returns the manifest that names the snapshot.
     */
    public Manifest snapshot() throws SQLException {
        checkUsable();
        try {
            return snapshots.take();
        } catch (IOException e) {
            throw new SQLException("cannot write a snapshot of database '" + name + "' to " + store.describe() + ": " + e.getMessage(), "58030", e);
        }
    }

    /**
     * Called under the lane before an application's schema change runs; close the result once it
     * ran, failed or not. H2 runs an ALTER TABLE by copying the table and re-creating its triggers in
     * the altering session, which may not create triggers ({@link SessionPrivileges}): so the capture
     * triggers of the table an ALTER TABLE names are dropped first and put back at close. Nothing
     * writes meanwhile: the lane is held.
     */
    TriggerGap schemaChanging(String sql) throws SQLException {
        String table = AlterTable.target(sql);
        if (table == null) {
            return TriggerGap.NONE;
        }
        try {
            catalog.dropCaptureTriggers(system, table);
        } catch (SQLException e) {
            throw fail(e);
        }
        return () -> {
            try {
                catalog.refresh(system);
            } catch (SQLException e) {
                throw fail(e);
            }
        };
    }

    /**
     * Re-reads the catalog after a schema change and puts capture triggers on new tables. A change
     * that altered the engine's own objects closes the database before it is logged, so a reopen
     * from storage serves it without that change.
     */
    void schemaChanged() throws SQLException {
        String damage;
        try {
            catalog.refresh(system);
            damage = engineObjects.damage(system);
        } catch (SQLException e) {
            throw fail(e);
        }
        if (damage != null) {
            SQLException refused = new SQLException("permission denied: a schema change altered the engine's own objects (" + damage
                    + "); the change was not logged, and the database will be reopened from storage without it", "42501");
            close(refused);
            throw refused;
        }
    }

    /** Whether the database serves: not closed, and its lease held (see {@link Lease#held()}). */
    public boolean isUsable() {
        return failure == null && leaseHeld() && !h2Closed();
    }

    /** Whether the lease holds; when the wall clock alone says it ran out, as the store confirms. */
    private boolean leaseHeld() {
        return lease == null || lease.held() || lease.confirmed();
    }

    public void checkUsable() throws SQLException {
        SQLException cause = failure;
        if (cause == null && !leaseHeld()) {
            cause = lease.loss(); // its keeper may be stuck in a renewal: every statement looks at the lease itself
            closeAside(cause);
        }
        if (cause == null && h2Closed()) {
            cause = new SQLException("the in-memory state of database '" + name + "' was lost (H2 closed it, as it does when a statement"
                    + " runs it out of memory)", "57P01");
            closeAside(cause);
        }
        if (cause != null) {
            throw new SQLException("database '" + name + "' is closed (" + cause.getMessage() + "); open a new connection"
                    + " to reopen it from storage", "57P01", cause);
        }
    }

    /**
     * Whether H2 closed the database under the engine: it does when a statement runs it out of
     * memory. Its state is gone then, so the database must close and reopen from storage.
     */
    private boolean h2Closed() {
        try {
            return system != null && system.isClosed();
        } catch (SQLException e) {
            return true;
        }
    }

    /**
     * Closes on a thread of its own: closing writes to the store (where the log ends, the lease's
     * hand-back), and a statement that found the lease lapsed must not wait for a store that may
     * have stopped answering.
     */
    private void closeAside(SQLException reason) {
        if (closingAside.compareAndSet(false, true)) {
            Thread closer = new Thread(() -> close(reason), "hotrow-close-" + name);
            closer.setDaemon(true);
            closer.start();
        }
    }

    /**
     * Called as a result leaves the engine: the lease was still held when the statement had run, so
     * no other process can have taken the database over and acknowledged a write the result misses.
     */
    void checkServing() throws SQLException {
        if (lease != null && !lease.held()) {
            checkUsable();
        }
    }

    /**
     * Records a storage or fencing failure, closes the in-memory state (it may hold commits that
     * will never be durable), and returns the error every pending commit fails with.
     */
    SQLException fail(Exception cause) {
        SQLException earlier = failure;
        if (earlier != null) {
            // Already closed: this error (often H2 refusing work during shutdown) is a consequence of that.
            return new SQLException(earlier.getMessage(), earlier.getSQLState(), cause);
        }
        SQLException failed = cause instanceof CommitLog.FencedException
                ? new SQLException(cause.getMessage() + "; this writer has stopped and its unacknowledged commits"
                        + " were not made durable", "57P01", cause)
                : new SQLException("storage failure in database '" + name + "' (" + store.describe() + "): " + cause.getMessage()
                        + "; commits not yet acknowledged may or may not be durable, and the database will be reopened from storage", "58030", cause);
        close(failed);
        return failed;
    }

    /**
     * Fences the database off the engine for a move: writes the marker openers refuse, then checks
     * that this process still owns the database (an opener that took it over meanwhile sees the
     * marker itself and gives up). Call holding the lane, so nothing is written after the copy's
     * snapshot; {@link #closeMoved} ends it.
     *
     * @throws SQLException 55006 when another process owns the database now
     */
    public void fenceForMove(String note) throws SQLException {
        checkUsable();
        try {
            store.putIfAbsent(layout.movedMarkerKey(), note.getBytes(StandardCharsets.UTF_8));
            long owner = new Manifests(store, layout, name).latest().map(Manifest::epoch).orElse(0L);
            if (owner != epoch) {
                store.delete(layout.movedMarkerKey());
                throw new SQLException("database '" + name + "' was taken over by another process during the move; nothing was moved", "55006");
            }
        } catch (IOException e) {
            throw new SQLException("cannot fence database '" + name + "' for the move: " + e.getMessage(), "58030", e);
        }
    }

    /** After a move: closes the database; its connections fail with {@link DatabaseMovedException} and reconnect elsewhere. */
    public void closeMoved(String note) {
        close(new DatabaseMovedException(name, note));
    }

    /** Lifts a move's fence (after the move failed, or to bring the database back): openers accept it again. */
    public static void liftMoveFence(ObjectStore store, String name) throws IOException {
        store.delete(new StoreLayout(name).movedMarkerKey());
    }

    /**
     * Closes the in-memory state after the acknowledged commits are durable and a snapshot in flight
     * has ended, and hands the lease back; connections still open fail from then on. Returns once nothing of this database writes
     * to the store any more, even when another thread was closing it already (a statement that
     * found the lease lapsed closes aside, and that close may still be marking the log's end).
     */
    public void shutdown() {
        try {
            if (snapshots != null) {
                snapshots.stop(); // a snapshot in flight ends first: the reopen starts from it, not from the one before
            }
            if (durable != null) {
                logExactGenerators();
                awaitDurable(appliedLsn);
            }
        } catch (SQLException alreadyFailed) {
            // pending commits have failed already; nothing more to wait for
        }
        close(new SQLException("database '" + name + "' was shut down", "57P01"));
        try {
            closed.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt(); // the caller gave up waiting; the close in progress finishes on its own
        }
    }

    /**
     * Logs where each generator stands, so a reopen after a clean close resumes exactly there rather
     * than past the reservations. Best effort: if the lane does not come free, or the database failed,
     * a reopen skips the reserved values, as after a crash.
     */
    private void logExactGenerators() {
        try {
            lane.run(CLOSE_LANE_WAIT, () -> {
                checkUsable();
                return logGenerators(generators.exact(system));
            });
        } catch (SQLException | RuntimeException e) {
            LOG.debug("database '{}': generator positions not logged at close: {}", name, e.getMessage());
        }
    }

    private void close(SQLException reason) {
        synchronized (this) {
            if (failure != null) {
                return;
            }
            failure = reason;
        }
        try {
            closeOnce(reason);
        } finally {
            closed.countDown();
        }
    }

    private void closeOnce(SQLException reason) {
        if (committer != null) {
            committer.close(reason); // nothing more is written; a write in flight settles first
            log.close();
        }
        // Only now: the hand-back says nothing here serves or writes any more.
        if (lease != null && !lease.end(true, settings.lease().duration())) {
            LOG.warn("database '{}': its lease keeper did not stop within {}; the next opener may wait for the lease to expire", name,
                    settings.lease().duration());
        }
        store.closed(layout.databasePrefix()); // after the lease's hand-back, the last write
        metrics.close();
        HotRowsView.uninstall(h2Database);
        if (openConnections.get() == 0) {
            releaseMemory();
        }
    }

    /**
     * Drops the H2 database once no connection uses it. Connections still open keep it until they
     * close: every statement checks {@link #checkUsable} first and fails with the reason the
     * database closed, while parameter setters keep working as on any closed PostgreSQL session,
     * instead of failing with H2's own "database is closed".
     */
    private void releaseMemory() {
        synchronized (this) {
            if (memoryReleased) {
                return;
            }
            memoryReleased = true;
        }
        try (Statement statement = system.createStatement()) {
            PgCatalog.forgetViews(system);
            statement.execute("SHUTDOWN");
        } catch (SQLException alreadyClosed) {
            // nothing left to release
        }
    }

    /**
     * Closes the database if no connection has been open for its idle timeout, no writer is active
     * and no snapshot is being taken; the next connection reopens it from storage.
     */
    boolean closeIfIdle(long nowNanos) {
        Duration idle = settings.idleTimeout();
        if (idle.isZero() || openConnections.get() > 0 || nowNanos - lastActivityNanos < idle.toNanos() || snapshots.running()
                || !lane.tryAcquire()) {
            return false;
        }
        try {
            if (openConnections.get() > 0) {
                return false;
            }
            awaitDurable(appliedLsn);
            close(new SQLException("database '" + name + "' was closed after being idle for " + idle, "57P01"));
            return true;
        } catch (SQLException alreadyFailed) {
            return true;
        } finally {
            lane.release();
        }
    }

    // ---- for the opener and the snapshot taker ----

    /** What takes this database's snapshots; set once it started. */
    SnapshotTaker snapshotTaker() {
        return snapshots;
    }

    Connection system() {
        return system;
    }

    /**
     * A session of the engine's own that reads what is committed now, each statement in its own
     * transaction: for checks a snapshot transaction cannot make on its own session (see
     * {@link ReferenceGuard}). Callers synchronize on it; opened on first use.
     */
    synchronized Connection committedReader() throws SQLException {
        if (committedReader == null) {
            Connection reader = openH2Session(new Properties());
            reader.setAutoCommit(true);
            committedReader = reader;
        }
        return committedReader;
    }

    /** A new session of the engine's own, as the system session is (H2's administrator): for the catalog's views, made when first needed. */
    Connection openEngineSession() throws SQLException {
        return openH2Session(new Properties());
    }

    TableCatalog catalog() {
        return catalog;
    }

    ObjectStore store() {
        return store;
    }

    /** Where the log lives in the store; set once the database started. */
    LogSpace log() {
        return log;
    }

    StoreLayout layout() {
        return layout;
    }

    EngineSettings settings() {
        return settings;
    }

    long epoch() {
        return epoch;
    }

    GroupCommitter committer() {
        return committer;
    }

    /** A write that followed a read of its rows by key in a READ COMMITTED transaction changed {@code written} (see {@link ReadThenWrite}). */
    void lostUpdateRisk(List<Change> written, String read, String write) {
        metrics.lostUpdateRisks().seen(hotRows(written), read, write);
    }

    private List<HotRow> hotRows(List<Change> changes) {
        List<HotRow> rows = new ArrayList<>(Math.min(changes.size(), 16));
        for (Change change : changes) {
            if (change instanceof RowChange row) {
                TableShape shape = catalog.forTable(row.schema(), row.table());
                if (shape != null && !shape.keyColumns().isEmpty()) {
                    HotRowKeys keys = hotRowKeys;
                    if (!keys.describe(shape, row.columns())) {
                        keys = HotRowKeys.of(shape, row.columns());
                        hotRowKeys = keys;
                    }
                    rows.add(keys.row(row.after() != null ? row.after() : row.before()));
                }
            }
            if (rows.size() == 16) {
                break;
            }
        }
        return rows;
    }

    private Connection openH2Session(Properties credentials) throws SQLException {
        try {
            // After the system session made it, a session never creates the database: if H2 closed it, an empty one would answer.
            Connection session = new org.h2.Driver().connect(system == null ? h2Url : h2Url + ";IFEXISTS=TRUE", credentials);
            session.setAutoCommit(false);
            return session;
        } catch (SQLException e) {
            throw SqlStates.translate(e); // such as H2's limit of open transactions (53300)
        }
    }
}
