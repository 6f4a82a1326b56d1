package io.hotrow.driver;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.backend.PostgresBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.DriverMeters;
import io.hotrow.driver.config.HotrowProperty;
import io.hotrow.driver.config.HotrowUrl;
import io.hotrow.driver.pipeline.ConnectionFactory;
import io.hotrow.driver.move.AutoPlacement;
import io.hotrow.driver.move.DatabaseMover;
import io.hotrow.driver.rewrite.EventRollups;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.engine.EngineVersion;
import io.hotrow.placement.Placement;
import io.hotrow.placement.move.CopyProgress;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.micrometer.core.instrument.MeterRegistry;
import java.sql.Connection;
import java.sql.Driver;
import java.sql.DriverManager;
import java.sql.DriverPropertyInfo;
import java.sql.SQLException;
import java.sql.SQLFeatureNotSupportedException;
import java.util.Properties;
import java.util.function.Consumer;
import java.util.logging.Logger;

/**
 * The {@code jdbc:hotrow:} driver. Each connection goes to the backend its database is placed on:
 * the embedded engine by default, or the coupled PostgreSQL.
 */
public final class HotrowDriver implements Driver {

    private static final HotrowDriver INSTANCE = new HotrowDriver();

    static {
        try {
            DriverManager.registerDriver(INSTANCE);
        } catch (SQLException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    /** Whether {@link Parts} were made: {@link #shutdown} has nothing to close before. */
    private static volatile boolean partsMade;

    /**
     * The driver's parts, shared by every instance (ServiceLoader creates its own, and all must see
     * the same open databases). Made at the first connection or move: DriverManager loads every
     * registered driver to find the one for a URL, so a JVM that connects only elsewhere (pgjdbc's
     * URLs, say) would otherwise pay for an engine it never opens.
     */
    private static final class Parts {
        static final EngineBackend ENGINE = new EngineBackend();
        static final PostgresBackend POSTGRES = new PostgresBackend();
        static final PlacementRouter ROUTER = new PlacementRouter(ENGINE);
        /** Analysis for the counter rules: PostgreSQL texts as the application wrote them, whatever the placement. */
        static final StatementAnalyzer ANALYZER = StatementAnalyzer.forPostgres(StatementAnalyzer.DEFAULT_CAPACITY);
        static final EventRollups ROLLUPS = new EventRollups();
        static final DatabaseMover MOVER = new DatabaseMover(ENGINE, POSTGRES, ROUTER);
        static final AutoPlacement AUTO_PLACEMENT = new AutoPlacement(ENGINE, ROUTER, MOVER);
        static final ConnectionFactory CONNECTIONS = new ConnectionFactory(ENGINE, POSTGRES, ROUTER, AUTO_PLACEMENT, ANALYZER, ROLLUPS);

        static {
            partsMade = true;
        }

        private Parts() {
        }
    }

    /** For {@link java.util.ServiceLoader}; applications use {@link #instance()} or DriverManager. */
    public HotrowDriver() {
    }

    /** The registered instance. */
    public static HotrowDriver instance() {
        return INSTANCE;
    }

    @Override
    public Connection connect(String url, Properties info) throws SQLException {
        if (!acceptsURL(url)) {
            return null; // JDBC: another driver's URL
        }
        return Parts.CONNECTIONS.open(ConnectionSettings.resolve(url, info));
    }

    /** The analyzer of the counter rules, for tests that check when analysis happens. */
    static StatementAnalyzer rewriteAnalyzer() {
        return Parts.ANALYZER;
    }

    /** Where connections to databases are routed, and the placement tables behind it (for the command-line tool). */
    public static PlacementRouter router() {
        return Parts.ROUTER;
    }

    /**
     * Moves the database of {@code url} to {@code to}, online (see {@link DatabaseMover}); null when
     * it is there already. The URL needs {@code postgresUrl}.
     */
    public DatabaseMover.MoveReport move(String url, Placement to, String why, Consumer<String> log, CopyProgress rows) throws SQLException {
        return Parts.MOVER.move(ConnectionSettings.resolve(url, null), to, why, log, rows);
    }

    /** Folds the events of every {@code eventCounters} table into their rows now (the roll-up job's work, on demand). */
    public void rollUpEventsNow() throws SQLException {
        Parts.ROLLUPS.rollUpNow();
    }

    /**
     * Closes every engine database and PostgreSQL pool of this JVM. The next connection reopens
     * engine databases from storage: what a restart would do, without the restart.
     */
    public void shutdown() {
        if (!partsMade) {
            return; // nothing opened yet
        }
        Parts.AUTO_PLACEMENT.shutdown();
        Parts.ROLLUPS.shutdown();
        Parts.CONNECTIONS.shutdown();
        Parts.ROUTER.shutdown();
        Parts.ENGINE.shutdown();
        Parts.POSTGRES.shutdown();
    }

    /**
     * Sends the driver's and the engine's meters to {@code registry} instead of Micrometer's global
     * registry, for this JVM. Call it before the first connection: an engine database's meters go
     * where the registry was when the database opened.
     */
    public static void useMeterRegistry(MeterRegistry registry) {
        DriverMeters.use(registry);
    }

    @Override
    public boolean acceptsURL(String url) {
        return HotrowUrl.accepts(url);
    }

    @Override
    public DriverPropertyInfo[] getPropertyInfo(String url, Properties info) {
        HotrowProperty[] properties = HotrowProperty.values();
        DriverPropertyInfo[] result = new DriverPropertyInfo[properties.length];
        for (int i = 0; i < properties.length; i++) {
            HotrowProperty property = properties[i];
            String current = info == null ? null : info.getProperty(property.key());
            DriverPropertyInfo entry = new DriverPropertyInfo(property.key(), current != null ? current : property.defaultValue());
            entry.description = property.description();
            entry.choices = property.choices();
            entry.required = false;
            result[i] = entry;
        }
        return result;
    }

    @Override
    public int getMajorVersion() {
        return Integer.parseInt(EngineVersion.VERSION.split("\\.")[0]);
    }

    @Override
    public int getMinorVersion() {
        return Integer.parseInt(EngineVersion.VERSION.split("\\.")[1]);
    }

    @Override
    public boolean jdbcCompliant() {
        return false; // a fully compliant driver must pass the JDBC compliance suite; not claimed yet
    }

    @Override
    public Logger getParentLogger() throws SQLFeatureNotSupportedException {
        throw new SQLFeatureNotSupportedException("hotrow logs through SLF4J");
    }
}
