package io.hotrow.driver.pipeline;

import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.lease.LeaseSettings;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementCache;
import io.hotrow.placement.table.PlacementRecord;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executor;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The route of {@code placement=auto}: for each transaction, the backend its database is placed on
 * when the transaction starts (docs/placement.md, "How connections are routed"). Between
 * transactions it checks the placement (a cache hit: a map lookup); when the database has moved,
 * it opens a connection to the new backend and replays the connection's settings, those made in SQL
 * too ({@link SessionStatements}); statements make themselves again there on their next use. A transaction never switches midway:
 * <ul>
 *   <li>if the move reaches the transaction's first statement (the old side refuses it), the
 *       statement is run again on the new side: the application never sees it;</li>
 *   <li>if it reaches a later statement, the transaction fails with 40001 (serialization
 *       failure), which applications and frameworks retry.</li>
 * </ul>
 */
final class FollowingRoute implements Route {

    /** Opens a physical connection to one backend for this connection's database. */
    @FunctionalInterface
    interface Backends {
        Connection open(Placement placement) throws SQLException;
    }

    /** How many moves in a row a transaction's first statement follows before giving up with 40001. */
    private static final int FOLLOWS = 2;

    private final ConnectionSettings settings;
    private final PlacementRouter router;
    private final Backends backends;
    private final PlacementCache cache;
    private final OwnerBreaks ownerBreaks;
    private final Rebinding<ConnectionSetting, Connection> rebinding = new Rebinding<>();
    private final SessionStatements sessions = new SessionStatements();
    private Connection backend;
    private Placement placement;
    private long version;
    private boolean autoCommit = true;
    /** A statement ran since the transaction began, so it is bound to this backend until it ends. */
    private boolean inTransaction;
    /** The engine database's owner went away (another process's, or this one's lease): reconnect, not re-route. */
    private boolean ownerLost;
    /** Breaks seen of the remote owner the backend is connected to (null: none), and how many there were when it bound. */
    private AtomicLong breaks;
    private long breaksWhenBound;
    /** Closed by the application: it must not follow its database, nor open anything again. */
    private volatile boolean closed;

    private FollowingRoute(ConnectionSettings settings, PlacementRouter router, Backends backends, OwnerBreaks ownerBreaks) throws SQLException {
        this.settings = settings;
        this.router = router;
        this.backends = backends;
        this.ownerBreaks = ownerBreaks;
        this.cache = router.cacheOf(settings);
    }

    /** A route bound to the backend the database is placed on now. */
    static FollowingRoute open(ConnectionSettings settings, PlacementRouter router, Backends backends, OwnerBreaks ownerBreaks)
            throws SQLException {
        FollowingRoute route = new FollowingRoute(settings, router, backends, ownerBreaks);
        PlacementRecord record = router.routeAuto(settings);
        try {
            route.backend = backends.open(record.placement());
        } catch (SQLException e) {
            if (!DatabaseMovedException.isCauseOf(e)) {
                throw e;
            }
            router.invalidate(settings); // the cached placement was stale: the table says where it went
            record = router.routeAuto(settings);
            route.backend = backends.open(record.placement());
        }
        route.placement = record.placement();
        route.version = record.version();
        route.watchOwner();
        return route;
    }

    @Override
    public Connection backend() {
        return backend;
    }

    @Override
    public Placement placement() {
        return placement;
    }

    /**
     * Runs on the current backend. A statement that starts a transaction follows a moved database
     * and runs again; it stays the transaction's first statement however many moves it follows.
     */
    @Override
    public <T> T run(Attempt<T> attempt) throws SQLException {
        boolean startsTransaction = beforeStatement();
        for (int follows = 0; ; follows++) {
            try {
                return attempt.on(backend);
            } catch (SQLException e) {
                if (!movedAway(e)) {
                    throw e;
                }
                if (!startsTransaction || follows == FOLLOWS) {
                    throw movedDuringTransaction(e);
                }
                followMove(); // nothing ran yet: run it again where the database is now
            }
        }
    }

    @Override
    public void set(ConnectionSetting setting, Rebinding.Call<Connection> call) throws SQLException {
        call.on(backend);
        rebinding.record(setting, call);
    }

    @Override
    public void ran(String sql) {
        sessions.ran(sql, inTransaction);
    }

    @Override
    public void autoCommit(boolean autoCommit) throws SQLException {
        set(ConnectionSetting.AUTO_COMMIT, backend -> backend.setAutoCommit(autoCommit));
        if (autoCommit && !this.autoCommit) {
            sessions.committed(); // switching autocommit on commits
        }
        this.autoCommit = autoCommit;
        inTransaction = inTransaction && !autoCommit;
    }

    @Override
    public void end(Ending ending, Rebinding.Call<Connection> call) throws SQLException {
        boolean running = inTransaction;
        boolean ended = false;
        try {
            call.on(backend);
            ended = true;
        } catch (SQLException e) {
            if (!running && (DatabaseMovedException.isCauseOf(e) || OwnerLoss.is(placement, e))) {
                return; // nothing ran since the last end: nothing to end on a backend that is gone
            }
            throw e;
        } finally {
            if (ending != Ending.TO_SAVEPOINT) {
                inTransaction = false;
                if (ending == Ending.COMMIT && ended) {
                    sessions.committed();
                } else {
                    sessions.rolledBack(); // a commit that failed rolled back
                }
            }
        }
    }

    @Override
    public void checkOpen() throws SQLException {
        if (closed) {
            throw EngineErrors.connectionClosed();
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        return closed || backend.isClosed();
    }

    @Override
    public void close() throws SQLException {
        closed = true;
        backend.close();
    }

    @Override
    public void abort(Executor executor) throws SQLException {
        backend.abort(executor); // first: an abort refused (no executor) leaves the connection open
        closed = true;
    }

    @Override
    public String toString() {
        return settings.url().database() + " on " + placement.label() + " (" + backend + ")";
    }

    /**
     * Before every statement runs: at a transaction's start, follows the database if it moved.
     *
     * @return whether the statement starts a transaction (and so may be run again elsewhere)
     */
    private boolean beforeStatement() throws SQLException {
        checkOpen();
        if (inTransaction) {
            return false;
        }
        PlacementRecord record;
        try {
            record = cache.get(settings.url().database()); // the hot path: one map lookup on a hit
        } catch (IOException e) {
            record = router.current(settings); // reports the store's failure as an SQLException
        }
        if (record.version() != version) {
            follow(router.current(settings));
        } else if (ownerLost || breaks != null && breaks.get() != breaksWhenBound) {
            followOwner();
        }
        inTransaction = !autoCommit;
        return true;
    }

    /**
     * Whether {@code failure} means the database left this backend; if so, forgets the cached
     * placement so the next look reads the table.
     */
    private boolean movedAway(SQLException failure) throws SQLException {
        if (DatabaseMovedException.isCauseOf(failure)) {
            router.invalidate(settings);
            return true;
        }
        if (OwnerLoss.is(placement, failure) && settings.engine().lease().takeOver() != LeaseSettings.TakeOver.FORCE) {
            // Not with takeOver=force: a connection that fences live owners must not fence back the one that fenced it.
            ownerLost = true; // whatever happened, the next transaction starts on the database's owner now
            if (breaks != null && OwnerLoss.broken(placement, failure) && breaks.get() == breaksWhenBound) {
                breaks.incrementAndGet(); // the other connections to this owner need not find out by failing
            }
            return OwnerLoss.notRun(placement, failure); // a broken connection may have run it: never again
        }
        // A move off PostgreSQL drops the database's schema under the locks its writers wait on.
        if (placement == Placement.POSTGRES && ("42P01".equals(failure.getSQLState()) || "3F000".equals(failure.getSQLState()))) {
            router.invalidate(settings);
            return router.current(settings).version() != version;
        }
        return false;
    }

    /** After a statement that started a transaction found the database moved: bind to where it is now. */
    private void followMove() throws SQLException {
        inTransaction = false;
        if (ownerLost) {
            followOwner();
        } else {
            follow(movedRecord());
        }
        inTransaction = !autoCommit;
    }

    /**
     * Where the database went. A move fences the old side before it flips the placement table, so
     * a statement can find the database gone while the table still names the old side: wait for the
     * flip as a statement waits for the writer lane, up to {@code laneTimeout}, then fail with 40001.
     */
    private PlacementRecord movedRecord() throws SQLException {
        LaneBoundedWait wait = new LaneBoundedWait(settings.laneTimeout(), Duration.ofMillis(1), Duration.ofMillis(100));
        while (true) {
            router.invalidate(settings);
            PlacementRecord record = router.current(settings);
            if (record.placement() != placement || record.version() != version) {
                return record;
            }
            if (wait.over()) {
                throw new SQLException("database " + settings.url().database() + " left " + placement.label()
                        + " but the placement table does not say where it went yet; retry the transaction", "40001");
            }
            wait.pause();
        }
    }

    /** The error for a transaction that was running when its database moved: retriable. */
    private SQLException movedDuringTransaction(SQLException cause) {
        inTransaction = false;
        return new SQLException("database " + settings.url().database() + " moved while this transaction was running;"
                + " it did not commit: retry it", "40001", cause);
    }

    private void follow(PlacementRecord record) throws SQLException {
        if (record.placement() == placement) {
            version = record.version(); // a decision that left it where it is
            return;
        }
        switchTo(backends.open(record.placement()), record.placement(), record.version());
        DriverMeters.followed(settings.url().database(), placement);
    }

    /** Binds to the engine database's owner now: this process, or the one serving it (docs/sharing.md). */
    private void followOwner() throws SQLException {
        switchTo(OwnerLoss.reconnect(settings, () -> backends.open(Placement.ENGINE)), placement, version);
        ownerLost = false;
        DriverMeters.followed(settings.url().database(), placement);
    }

    /** Binds to {@code moved}, with this connection's settings; statements see the change on their next use. */
    private void switchTo(Connection moved, Placement now, long nowVersion) throws SQLException {
        boolean samePlacement = now == placement;
        try {
            sessions.replayOn(moved, samePlacement); // first, in autocommit: the settings are no part of the next transaction
            rebinding.replayOn(moved, setting -> samePlacement || setting.crossesPlacements());
        } catch (SQLException e) {
            moved.close();
            throw e;
        }
        Connection old = backend;
        backend = moved;
        placement = now;
        version = nowVersion;
        watchOwner();
        try {
            old.close(); // closes its statements too; its transaction, if any, never started: nothing to keep
        } catch (SQLException alreadyGone) {
            // a moved engine database, or a vanished owner, closed it already
        }
    }

    /** Starts counting the breaks of the owner the backend is connected to now, if it is a remote one. */
    private void watchOwner() throws SQLException {
        breaks = placement == Placement.ENGINE ? ownerBreaks.of(backend) : null;
        breaksWhenBound = breaks == null ? 0 : breaks.get();
    }
}
