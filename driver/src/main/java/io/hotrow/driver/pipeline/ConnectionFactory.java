package io.hotrow.driver.pipeline;

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

/**
 * Makes the connection an application gets: the {@link Surface} (every JDBC object handed out is
 * hotrow's own) over the connection of a {@link StatementPipeline}, whose stages every statement
 * passes in order (analyse, counter rewrite, route, translate and execute, map errors). A
 * connection with a fixed placement and no counter rules has no stage before the backend: the
 * surface is over the backend's connection itself.
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
        Route route = route(settings);
        if (route instanceof FixedRoute && settings.counters().isEmpty()) {
            Placement placement = route.placement();
            return Surface.connection(route.backend(), e -> StatementPipeline.failure(placement, e));
        }
        try {
            StatementPipeline pipeline = new StatementPipeline(route, counters(settings, route));
            return Surface.connection(new PipelineConnection(pipeline), pipeline::failure);
        } catch (SQLException | RuntimeException e) {
            route.close();
            throw e;
        }
    }

    /** Forgets every database's counter rules (they cache table shapes), at shutdown. */
    public void shutdown() {
        rewriters.clear();
    }

    /** The counter rules of the database of {@code settings}, or null when it has none; their companions ready on {@code route}. */
    private CounterRewriter counters(ConnectionSettings settings, Route route) throws SQLException {
        if (settings.counters().isEmpty()) {
            return null;
        }
        CounterRewriter rewriter = rewriters.computeIfAbsent(rewriterKey(settings), key -> {
            CounterRewriter fresh = new CounterRewriter(settings.counters(), analyzer, () -> own(settings));
            if (fresh.hasEventTables()) {
                rollups.schedule(fresh, settings.eventRollupEvery());
            }
            return fresh;
        });
        rewriter.prepareCompanions(route.backend());
        return rewriter;
    }

    /** A connection of the driver's own (the counter rules' roll-ups and companions): routed, never rewritten nor handed out. */
    private Connection own(ConnectionSettings settings) throws SQLException {
        Route route = route(settings);
        return route instanceof FixedRoute ? route.backend() : new PipelineConnection(new StatementPipeline(route, null));
    }

    private Route route(ConnectionSettings settings) throws SQLException {
        if (!settings.autoPlacement()) {
            Placement placement = router.route(settings);
            return new FixedRoute(backend(settings, placement), placement);
        }
        FollowingRoute route = FollowingRoute.open(settings, router, placement -> backend(settings, placement), ownerBreaks);
        autoPlacement.watch(settings);
        return route;
    }

    private Connection backend(ConnectionSettings settings, Placement placement) throws SQLException {
        return placement == Placement.POSTGRES ? postgres.connect(settings) : engine.connect(settings);
    }

    /** One set of counter rules per database and configuration: they cache that database's table shapes. */
    private static String rewriterKey(ConnectionSettings settings) {
        return settings.placement() + "|" + settings.url().store() + "|" + settings.url().database() + "|"
                + settings.postgresUrl() + "|" + settings.counters();
    }
}
