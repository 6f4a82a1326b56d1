package io.hotrow.driver.pipeline;

import io.hotrow.driver.backend.EngineBackend;
import io.hotrow.placement.Placement;
import io.hotrow.rewrite.counter.CounterExecutor;
import io.hotrow.rewrite.counter.CounterPlan;
import io.hotrow.rewrite.counter.CounterRewriter;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;

/**
 * The path of a statement from the application to a backend, one connection's, as stages in order:
 * <ol>
 *   <li><b>analyse</b>: the text's analysis (kind, tables, the row it may read-modify-write), cached
 *       per text by rewrite-rules' {@code StatementAnalyzer};</li>
 *   <li><b>counter rewrite</b> ({@link #plan}): with counter rules, the text's plan; a text naming
 *       no counter table runs as written ({@link RoutedStatement}), any other as its plan's steps
 *       ({@link RewrittenStatement}), each of which passes the next stages as a statement of its own.
 *       A prepared statement keeps its plan: re-executing it analyses nothing;</li>
 *   <li><b>route</b> ({@link #run}): the backend connection it runs on, {@link FixedRoute} or
 *       {@link FollowingRoute} ({@code placement=auto}: the database's placement, or its owner, at
 *       a transaction's start; a first statement the database moved under runs again where it went);</li>
 *   <li><b>translate and execute</b>: the backend's, the engine's dialect shim then H2, or pgjdbc as
 *       written to PostgreSQL;</li>
 *   <li><b>map errors</b> ({@link #failure}): what the backend's failures read as in PostgreSQL's words,
 *       applied by the surface to every failure it hands the application.</li>
 * </ol>
 * The statements call the stages; the stages hold no statement and no connection above them.
 */
final class StatementPipeline {

    private final Route route;
    /** Null without counter rules. */
    private final CounterRewriter rewriter;
    private final int shard;
    /** With counter rules, the route's connection without them, on which the counter plans run: see {@link #routed}. */
    private final Connection routed;

    StatementPipeline(Route route, CounterRewriter rewriter) {
        this.route = route;
        this.rewriter = rewriter;
        this.shard = rewriter == null ? 0 : rewriter.assignShard();
        this.routed = rewriter == null ? null : new PipelineConnection(new StatementPipeline(route, null));
    }

    Route route() {
        return route;
    }

    /** A statement of {@code connection}: {@code sql} null for a plain one, whose texts come with each execute. */
    Statement statement(PipelineConnection connection, String sql, StatementCreation creation) throws SQLException {
        if (rewriter == null) {
            return asWritten(connection, sql, creation);
        }
        route.checkOpen();
        if (sql == null) {
            return new RewrittenStatement(connection, this, null, null, creation);
        }
        CounterPlan plan = plan(sql);
        if (plan instanceof CounterPlan.Unchanged && !changesSchema(sql)) {
            return asWritten(connection, sql, creation);
        }
        return new RewrittenStatement(connection, this, sql, plan, creation);
    }

    /**
     * A statement that runs as written: on a fixed route, the backend's own (no stage left before it).
     *
     * @param sql the prepared text, null for a plain statement or a call
     */
    Statement asWritten(PipelineConnection connection, String sql, StatementCreation creation) throws SQLException {
        route.checkOpen();
        if (route instanceof FixedRoute) {
            return creation.on(route.backend());
        }
        return new RoutedStatement(connection, this, sql, creation);
    }

    /** Stages 1 and 2: {@code sql}'s analysis and its counter plan; the backend answers the table-shape lookups of a miss. */
    CounterPlan plan(String sql) throws SQLException {
        return rewriter.plan(sql, route.backend());
    }

    /** Whether {@code sql} changes the schema, which the counter rules' cached plans depend on. */
    boolean changesSchema(String sql) {
        return rewriter.changesSchema(sql);
    }

    void schemaChanged() {
        rewriter.schemaChanged();
    }

    /**
     * The connection a counter plan's steps are prepared on and its transactions run on: the same
     * route without the counter rules. Each step is then a statement of the route of its own, as the
     * application's would be: a step that committed in autocommit is never run again elsewhere, and
     * a plan's transaction is one the route knows of.
     */
    Connection routed() {
        return routed;
    }

    /** Runs the steps of a counter plan, on this connection's shard. */
    CounterExecutor executor(Connection routed, CounterExecutor.Statements steps, CounterExecutor.Bindings bindings) {
        return rewriter.executor(routed, shard, steps, bindings);
    }

    /** Stages 3 and 4, for one statement run as written (a counter plan's step is one too): routes to the backend, which translates and executes. */
    <T> T run(Route.Attempt<T> attempt) throws SQLException {
        return route.run(attempt);
    }

    /** Stage 5: the backend's failure in PostgreSQL's words, the engine's as it says them, PostgreSQL's (through pgjdbc) as they are. */
    SQLException failure(SQLException e) {
        return failure(route.placement(), e);
    }

    static SQLException failure(Placement placement, SQLException e) {
        return placement == Placement.POSTGRES ? e : EngineBackend.inEngineWords(e);
    }

    /**
     * Autocommit, through the route. Switched off, a transaction starts: with counter rules, the
     * last moment this connection holds nothing, to create the companions of counter tables created
     * since it opened (by a migration on another pooled connection, say).
     */
    void autoCommit(boolean autoCommit) throws SQLException {
        if (rewriter != null && !autoCommit && route.backend().getAutoCommit()) {
            rewriter.prepareCompanions(route.backend());
        }
        route.autoCommit(autoCommit);
    }

    @Override
    public String toString() {
        return route.toString();
    }
}
