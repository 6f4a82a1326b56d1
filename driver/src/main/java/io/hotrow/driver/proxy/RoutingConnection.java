package io.hotrow.driver.proxy;

import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.lease.LeaseSettings;
import io.hotrow.engine.sql.DatabaseMovedException;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementCache;
import io.hotrow.placement.table.PlacementRecord;
import java.io.IOException;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.sql.CallableStatement;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A connection with {@code placement=auto}: a logical connection bound, for each transaction, to
 * the backend its database is placed on when the transaction starts (docs/placement.md,
 * "How connections are routed"). Between
 * transactions it checks the placement (a cache hit: a map lookup); when the database has moved,
 * it opens a connection to the new backend, replays the connection's settings, and its statements
 * re-create themselves there on their next use. A transaction never switches midway:
 * <ul>
 *   <li>if the move reaches the transaction's first statement (the old side refuses it), the
 *       statement is run again on the new side: the application never sees it;</li>
 *   <li>if it reaches a later statement, the transaction fails with 40001 (serialization
 *       failure), which applications and frameworks retry.</li>
 * </ul>
 */
final class RoutingConnection implements InvocationHandler {

    /** Opens a physical connection to one backend for this connection's database. */
    @FunctionalInterface
    interface Backends {
        Connection open(Placement placement) throws SQLException;
    }

    private static final Set<String> SETTINGS = Set.of("setAutoCommit", "setReadOnly", "setTransactionIsolation", "setHoldability",
            "setTypeMap");

    private final ConnectionSettings settings;
    private final PlacementRouter router;
    private final Backends backends;
    private final PlacementCache cache;
    private final OwnerBreaks ownerBreaks;
    private final Rebinding rebinding = new Rebinding();
    /** Concurrent: a connection may be closed from another thread while one of its statements ends on its own. */
    private final Set<RoutedStatement> statements = ConcurrentHashMap.newKeySet();
    private Connection proxy;
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

    private RoutingConnection(ConnectionSettings settings, PlacementRouter router, Backends backends, OwnerBreaks ownerBreaks) throws SQLException {
        this.settings = settings;
        this.router = router;
        this.backends = backends;
        this.ownerBreaks = ownerBreaks;
        this.cache = router.cacheOf(settings);
    }

    /** Opens a logical connection on the backend the database is placed on now. */
    static RoutingConnection open(ConnectionSettings settings, PlacementRouter router, Backends backends, OwnerBreaks ownerBreaks)
            throws SQLException {
        RoutingConnection handler = new RoutingConnection(settings, router, backends, ownerBreaks);
        PlacementRecord record = router.routeAuto(settings);
        try {
            handler.backend = backends.open(record.placement());
        } catch (SQLException e) {
            if (!DatabaseMovedException.isCauseOf(e)) {
                throw e;
            }
            router.invalidate(settings); // the cached placement was stale: the table says where it went
            record = router.routeAuto(settings);
            handler.backend = backends.open(record.placement());
        }
        handler.placement = record.placement();
        handler.version = record.version();
        handler.watchOwner();
        handler.proxy = (Connection) Proxy.newProxyInstance(RoutingConnection.class.getClassLoader(), new Class<?>[] {Connection.class}, handler);
        return handler;
    }

    @Override
    public Object invoke(Object self, Method method, Object[] args) throws Throwable {
        Object answer = ProxyIdentity.answer(self, method, args,
                () -> "hotrow connection to " + settings.url().database() + " on " + placement.label() + " (" + backend + ")");
        if (answer != ProxyIdentity.NOT_MINE) {
            return answer;
        }
        String name = method.getName();
        switch (name) {
            case "createStatement", "prepareStatement", "prepareCall":
                return statement(method, args);
            case "commit", "rollback":
                boolean running = inTransaction;
                try {
                    return Rebinding.invoke(backend, method, args);
                } catch (SQLException e) {
                    if (!running && (DatabaseMovedException.isCauseOf(e) || OwnerLoss.is(placement, e))) {
                        return null; // nothing ran since the last end: nothing to end on a backend that is gone
                    }
                    throw e;
                } finally {
                    if (args == null) { // rollback(Savepoint) keeps the transaction going
                        inTransaction = false;
                    }
                }
            case "close":
                closeStatements();
                backend.close();
                return null;
            default:
                break;
        }
        Object result = Rebinding.invoke(backend, method, args);
        if (SETTINGS.contains(name)) {
            rebinding.record(method, args);
            if (name.equals("setAutoCommit")) {
                autoCommit = (Boolean) args[0];
                inTransaction = inTransaction && !autoCommit; // switching autocommit on commits
            }
        }
        return result;
    }

    Connection proxy() {
        return proxy;
    }

    /** Where the connection's transactions run now. */
    Placement placement() {
        return placement;
    }

    Connection backend() {
        return backend;
    }

    /**
     * Called before every statement runs: at a transaction's start, follows the database if it moved.
     *
     * @return whether the statement starts a transaction (and so may be run again elsewhere)
     */
    boolean beforeStatement() throws SQLException {
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
    boolean movedAway(SQLException failure) throws SQLException {
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
    void followMove() throws SQLException {
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
    SQLException movedDuringTransaction(SQLException cause) {
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

    /** Binds to {@code moved}, with this connection's settings, and has every statement made again there. */
    private void switchTo(Connection moved, Placement now, long nowVersion) throws SQLException {
        try {
            rebinding.replayOn(moved);
        } catch (SQLException e) {
            moved.close();
            throw e;
        }
        Connection old = backend;
        backend = moved;
        placement = now;
        version = nowVersion;
        watchOwner();
        for (RoutedStatement statement : statements) {
            statement.backendChanged();
        }
        try {
            old.close(); // its transaction, if any, never started: nothing to keep
        } catch (SQLException alreadyGone) {
            // a moved engine database, or a vanished owner, closed it already
        }
    }

    /** Starts counting the breaks of the owner the backend is connected to now, if it is a remote one. */
    private void watchOwner() throws SQLException {
        breaks = placement == Placement.ENGINE ? ownerBreaks.of(backend) : null;
        breaksWhenBound = breaks == null ? 0 : breaks.get();
    }

    void closed(RoutedStatement statement) {
        statements.remove(statement);
    }

    private Object statement(Method method, Object[] args) {
        Class<?> type = method.getName().equals("prepareCall") ? CallableStatement.class
                : method.getName().equals("prepareStatement") ? PreparedStatement.class : Statement.class;
        RoutedStatement statement = new RoutedStatement(this, method, args);
        statements.add(statement);
        return Proxy.newProxyInstance(RoutingConnection.class.getClassLoader(), new Class<?>[] {type}, statement.handler());
    }

    private void closeStatements() {
        for (RoutedStatement statement : List.copyOf(statements)) {
            statement.closeQuietly();
        }
        statements.clear();
    }
}
