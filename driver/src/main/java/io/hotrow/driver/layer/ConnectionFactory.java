package io.hotrow.driver.layer;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.driver.backend.PostgresBackend;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.move.AutoPlacement;
import io.hotrow.driver.rewrite.EventRollups;
import io.hotrow.driver.route.PlacementRouter;
import io.hotrow.driver.surface.Surface;
import io.hotrow.placement.Placement;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.counter.CounterRewriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;

/**
 * Assembles the connection an application gets, in layers: the backend's connection (an engine
 * session or a pooled pgjdbc connection), with {@code placement=auto} a {@link RoutingConnection}
 * that follows the database between transactions, with counter rules a
 * {@link RewritingConnection}, and always, outermost, the {@link Surface} through which every
 * JDBC object the application is given passes. A statement's call passes each layer once, by plain
 * calls on concrete classes, in this order:
 * <ol>
 *   <li>the surface: checks its arguments, and on the way back wraps what is handed out and maps the backend's errors;</li>
 *   <li>the counter rules ({@link RewrittenStatement}), for a text that names a counter table: its plan,
 *       analysed once per prepared statement, and the rewritten steps;</li>
 *   <li>routing ({@link RoutedStatement}): the backend the database is placed on, or its owner, at a transaction's start;</li>
 *   <li>the backend: the engine translates PostgreSQL's SQL and runs it, or pgjdbc sends it.</li>
 * </ol>
 */
public final class ConnectionFactory {

    private final EngineBackend engine;
    private final PostgresBackend postgres;
    private final PlacementRouter router;
    private final AutoPlacement autoPlacement;
    private final StatementAnalyzer analyzer;
    private final EventRollups rollups;
    private final Map<String, CounterRewriter> rewriters = new ConcurrentHashMap<>();
    private final OwnerBreaks ownerBreaks = new OwnerBreaks();

    /**
     * @param analyzer analysis for the counter rules: PostgreSQL texts as the application wrote them, whatever the placement
     * @param rollups  the roll-up job, given the rules of each database with event counters
     */
    public ConnectionFactory(EngineBackend engine, PostgresBackend postgres, PlacementRouter router, AutoPlacement autoPlacement,
                             StatementAnalyzer analyzer, EventRollups rollups) {
        this.engine = engine;
        this.postgres = postgres;
        this.router = router;
        this.autoPlacement = autoPlacement;
        this.analyzer = analyzer;
        this.rollups = rollups;
    }

    /** A connection for the application to the database of {@code settings}, where it is placed. */
    public Connection open(ConnectionSettings settings) throws SQLException {
        if (settings.autoPlacement()) {
            RoutingConnection routing = routing(settings);
            // Errors read as the backend the connection is on says them: the engine's in H2's states, translated.
            return surface(settings, routing, e -> errors(routing.placement()).apply(e));
        }
        Placement placement = router.route(settings);
        return surface(settings, backend(settings, placement), errors(placement));
    }

    /** Forgets every database's counter rules (they cache table shapes), at shutdown. */
    public void shutdown() {
        rewriters.clear();
    }

    private Connection surface(ConnectionSettings settings, Connection logical, UnaryOperator<SQLException> errors) throws SQLException {
        if (settings.counters().isEmpty()) {
            return Surface.connection(logical, errors);
        }
        try {
            CounterRewriter rewriter = rewriters.computeIfAbsent(rewriterKey(settings), key -> {
                CounterRewriter fresh = new CounterRewriter(settings.counters(), analyzer, () -> logical(settings));
                if (fresh.hasEventTables()) {
                    rollups.schedule(fresh, settings.eventRollupEvery());
                }
                return fresh;
            });
            rewriter.prepareCompanions(logical);
            return Surface.connection(new RewritingConnection(logical, rewriter), errors);
        } catch (SQLException | RuntimeException e) {
            logical.close();
            throw e;
        }
    }

    /** A connection of the driver's own (the counter rules' roll-ups and companions): no surface, it is never handed out. */
    private Connection logical(ConnectionSettings settings) throws SQLException {
        return settings.autoPlacement() ? routing(settings) : backend(settings, router.route(settings));
    }

    private RoutingConnection routing(ConnectionSettings settings) throws SQLException {
        RoutingConnection routing = RoutingConnection.open(settings, router, placement -> backend(settings, placement), ownerBreaks);
        autoPlacement.watch(settings);
        return routing;
    }

    private Connection backend(ConnectionSettings settings, Placement placement) throws SQLException {
        return placement == Placement.POSTGRES ? postgres.connect(settings) : engine.connect(settings);
    }

    /** How a backend's failures read in PostgreSQL's words: the engine's as it says them, PostgreSQL's (through pgjdbc) as they are. */
    private static UnaryOperator<SQLException> errors(Placement placement) {
        return placement == Placement.POSTGRES ? UnaryOperator.identity() : EngineBackend::inEngineWords;
    }

    /** One set of counter rules per database and configuration: they cache that database's table shapes. */
    private static String rewriterKey(ConnectionSettings settings) {
        return settings.placement() + "|" + settings.url().store() + "|" + settings.url().database() + "|"
                + settings.postgresUrl() + "|" + settings.counters();
    }
}
