package io.hotrow.rewrite.counter;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.analysis.StatementKind;
import io.hotrow.rewrite.keys.JdbcTableShapes;
import io.hotrow.rewrite.keys.TableCatalog;
import io.hotrow.rewrite.keys.TableShape;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.PreparedStatement;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.LongAdder;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The counter rules of one database: plans each SQL text once (cached, bounded), creates the
 * companion tables on first use, and reports once each statement it leaves unrewritten.
 */
public final class CounterRewriter {

    private static final Logger LOG = LoggerFactory.getLogger(CounterRewriter.class);
    private static final int CAPACITY = 4096;
    private static final Pattern WORD = Pattern.compile("\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*");

    /** Opens a connection to the same database in autocommit, for creating companion tables. */
    @FunctionalInterface
    public interface SetupConnections {
        Connection open() throws SQLException;
    }

    private final CounterTables tables;
    private final StatementAnalyzer analyzer;
    private final SetupConnections setup;
    private final TableCatalog catalog = new TableCatalog(new JdbcTableShapes());
    private final Map<String, CounterPlan> plans = new ConcurrentHashMap<>();
    private final Set<String> companionsReady = ConcurrentHashMap.newKeySet();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final Map<String, CounterSql> eventLayouts = new ConcurrentHashMap<>();
    private final LongAdder eventsAppended = new LongAdder();
    private final AtomicInteger nextShard = new AtomicInteger();

    public CounterRewriter(CounterTables tables, StatementAnalyzer analyzer, SetupConnections setup) {
        this.tables = tables;
        this.analyzer = analyzer;
        this.setup = setup;
    }

    /**
     * The shard a new connection writes to. Round-robin rather than random per increment: random
     * choices collide (two of 32 writers on one of 16 shards is likely), a fixed spread does not.
     */
    public int assignShard() {
        return Math.floorMod(nextShard.getAndIncrement(), tables.shards());
    }

    /** An executor for one execution of a plan on {@code backend}, a connection that was assigned {@code shard}. */
    public CounterExecutor executor(Connection backend, int shard, CounterExecutor.Statements statements, CounterExecutor.Bindings bindings) {
        return new CounterExecutor(tables.shards(), shard, backend, statements, bindings, eventsAppended);
    }

    /** Whether any table uses the event layout, so that a roll-up job is worth scheduling. */
    public boolean hasEventTables() {
        return tables.hasLayout(CounterTable.Layout.EVENTS);
    }

    /**
     * Folds the events this process appended into their rows, so reads stay cheap: one
     * transaction per roll-up, under the row locks of the events it deletes. Does nothing, and
     * opens no connection, when nothing was appended since the last one.
     *
     * @return whether a roll-up ran
     */
    public boolean rollUpEvents() throws SQLException {
        if (eventsAppended.sumThenReset() == 0 || eventLayouts.isEmpty()) {
            return false;
        }
        List<CounterPlan.Fold> folds = new ArrayList<>();
        for (CounterSql layout : eventLayouts.values()) {
            folds.add(CounterPlanner.foldOf(layout, null));
        }
        try (Connection connection = setup.open()) {
            Map<Step, PreparedStatement> prepared = new HashMap<>();
            try {
                CounterExecutor.Statements statements = step -> {
                    PreparedStatement statement = prepared.get(step);
                    if (statement == null) {
                        statement = connection.prepareStatement(step.sql());
                        prepared.put(step, statement);
                    }
                    return statement;
                };
                executor(connection, 0, statements, null).foldAll(folds);
            } finally {
                for (PreparedStatement statement : prepared.values()) {
                    statement.close();
                }
            }
        }
        return true;
    }

    /** The plan for {@code sql}; {@code backend} serves metadata lookups on a miss. */
    public CounterPlan plan(String sql, Connection backend) throws SQLException {
        CounterPlan cached = plans.get(sql);
        if (cached != null) {
            return cached;
        }
        StatementAnalysis analysis = analyzer.analyze(sql);
        if (analysis.kind() == StatementKind.DDL || analysis.kind().runsInSession()) {
            return CounterPlan.UNCHANGED; // not cached: DDL resets the cache when it runs
        }
        Map<String, CounterSql> layouts = new LinkedHashMap<>();
        for (String table : analysis.parsed() ? analysis.tables() : words(sql)) {
            CounterTable counter = tables.get(table);
            if (counter != null) {
                Optional<TableShape> shape = catalog.shape(backend, table);
                if (shape.isEmpty()) {
                    catalog.forget(table); // it may be created by a connection we do not see
                    return CounterPlan.UNCHANGED; // not created yet: the statement fails as it would without hotrow
                }
                layouts.put(table, layout(counter, shape.get(), null));
            }
        }
        CounterPlan plan;
        if (layouts.isEmpty()) {
            plan = CounterPlan.UNCHANGED;
        } else if (!analysis.parsed()) {
            plan = new CounterPlanner(layouts).foldAll("hotrow could not parse it (" + analysis.parseError() + "); it runs on folded rows");
        } else {
            plan = new CounterPlanner(layouts).plan(analysis.ast(), sql);
        }
        report(sql, plan);
        if (plans.size() >= CAPACITY) {
            Iterator<String> keys = plans.keySet().iterator();
            for (int i = 0; i < CAPACITY / 10 && keys.hasNext(); i++) {
                keys.next();
                keys.remove();
            }
        }
        plans.put(sql, plan);
        return plan;
    }

    /**
     * Creates the companion tables of the configured tables that exist, through a connection of its
     * own. Called when a connection opens and when it starts a transaction, before it can hold locks
     * or a writer lane (cheap once every companion is there): creating a
     * companion table from inside a transaction that already wrote its base table would wait for
     * that very transaction (a lock on PostgreSQL, the lane on the engine). They are created through
     * {@code backend} itself, which holds nothing yet: opening another connection here would take a
     * second one from the same pool while this one is held, and many connections opening at once
     * then wait for each other until the pool times out.
     */
    public void prepareCompanions(Connection backend) throws SQLException {
        for (CounterTable counter : tables.all()) {
            if (!companionsReady.contains(counter.table())) {
                Optional<TableShape> shape = catalog.shape(backend, counter.table());
                if (shape.isPresent()) {
                    layout(counter, shape.get(), backend);
                } else {
                    catalog.forget(counter.table());
                }
            }
        }
    }

    /** Whether running {@code sql} changes the schema, after which {@link #schemaChanged()} must be called. */
    public boolean changesSchema(String sql) {
        return analyzer.analyze(sql).kind() == StatementKind.DDL;
    }

    /** Forgets table shapes and plans: call after any schema change. */
    public void schemaChanged() {
        catalog.invalidate();
        plans.clear();
        companionsReady.clear();
    }

    /** @param fresh an autocommit connection that holds no locks, to create the companion table with; null opens one */
    private CounterSql layout(CounterTable counter, TableShape shape, Connection fresh) throws SQLException {
        SQLException unusable = unusable(counter, shape);
        if (unusable != null) {
            throw unusable;
        }
        CounterSql layout = new CounterSql(counter, shape);
        if (!companionsReady.contains(counter.table())) {
            if (fresh != null) {
                createCompanion(layout, fresh);
            } else {
                try (Connection connection = setup.open()) {
                    createCompanion(layout, connection);
                }
            }
            companionsReady.add(counter.table());
        }
        if (!layout.sharded()) {
            eventLayouts.put(counter.table(), layout);
        }
        return layout;
    }

    /** Why {@code counter} cannot be laid out on a table of {@code shape}, or null when it can. */
    static SQLException unusable(CounterTable counter, TableShape shape) {
        if (shape.primaryKey().isEmpty()) {
            return new SQLException("counter table " + counter.table() + " has no primary key; hotrow needs one to spread its counters", "42P10");
        }
        for (String column : counter.columns()) {
            if (shape.column(column) == null) {
                return new SQLException("counter table " + counter.table() + " has no column " + column
                        + " (check the shardedCounters/eventCounters property)", "42703");
            }
            if (shape.primaryKey().contains(column)) {
                return new SQLException("column " + column + " of " + counter.table() + " is part of its primary key and cannot be a counter", "42P10");
            }
        }
        return null;
    }

    private static final Set<String> DUPLICATE_STATES = Set.of("23505", "42P07", "42710");

    private static void createCompanion(CounterSql layout, Connection connection) throws SQLException {
        try (Statement statement = connection.createStatement()) {
            for (String ddl : layout.companionDdl()) {
                try {
                    statement.execute(ddl);
                } catch (SQLException raced) {
                    // Two sessions creating it at once: PostgreSQL may report the loser as a duplicate
                    // table, type or catalog row. Once the winner committed, IF NOT EXISTS succeeds; a
                    // lone type of that name fails again and is reported.
                    if (!DUPLICATE_STATES.contains(raced.getSQLState())) {
                        throw raced;
                    }
                    statement.execute(ddl);
                }
            }
        }
    }

    private void report(String sql, CounterPlan plan) {
        String reason = plan instanceof CounterPlan.FoldThenRun fold ? fold.reason()
                : plan instanceof CounterPlan.Unchanged unchanged ? unchanged.reason() : null;
        if (reason != null && reported.add(sql)) {
            LOG.warn("hotrow does not rewrite this statement on a counter table: {} -- {}", sql.strip(), reason);
        }
    }

    private static Set<String> words(String sql) {
        Set<String> words = new java.util.HashSet<>();
        Matcher m = WORD.matcher(sql);
        while (m.find()) {
            words.add(Names.normalize(m.group()));
        }
        return words;
    }
}
