package io.hotrow.engine.metrics;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.keys.JdbcTableShapes;
import io.hotrow.rewrite.keys.ReadModifyWriteDetector;
import io.hotrow.rewrite.keys.SingleRowTarget;
import io.hotrow.rewrite.keys.TableShape;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The advisor (docs/counters.md, "The advisor"): remembers which tables take single-row increments by key
 * ({@code UPDATE t SET c = c + ? WHERE id = ?} and upserts alike), and when one of their rows turns
 * hot, says once in the log, and always in {@code hotrow.hot_rows}, the property line that would
 * spread it over shard rows. Statements the driver already rewrote never reach it as such: they
 * write the companion tables, which are not advised on.
 */
public final class ShardingAdvisor {

    private static final Logger LOG = LoggerFactory.getLogger(ShardingAdvisor.class);
    /** Same-row handoffs of one table before its row is reported hot: past noise, well before it hurts. */
    static final long HOT_HANDOFFS = 100;
    /** Statements remembered as looked at; past it, they are looked at again when they come back. */
    private static final int SEEN_STATEMENTS = 4096;

    private record Advice(String propertyLine, String statement) {
    }

    private final String database;
    /** Statements looked at, by tree (texts that differ only in literals share one); bounded, as texts are not. */
    private final Map<Object, Boolean> seenStatements = new ConcurrentHashMap<>();
    private final Map<String, Advice> byTable = new ConcurrentHashMap<>();
    private final Set<String> reported = ConcurrentHashMap.newKeySet();
    private final List<String> reports = new CopyOnWriteArrayList<>();

    public ShardingAdvisor(String database) {
        this.database = database;
    }

    /**
     * Notes a statement about to run. Cheap after the first execution of a statement (one lookup;
     * texts that differ only in literals count as one);
     * the first reads the table's keys through {@code session}.
     */
    public void observe(StatementAnalysis analysis, Connection session) {
        RowPin pin = analysis.rowPin();
        if (pin == null || pin.counterColumns().isEmpty() || !firstLook(analysis)
                || pin.table().endsWith("_hotrow_shards") || pin.table().endsWith("_hotrow_events")) {
            return;
        }
        TableShape shape;
        try {
            shape = new JdbcTableShapes().load(session, pin.table());
        } catch (SQLException e) {
            return; // advice is best effort; the statement itself will report what is wrong
        }
        SingleRowTarget target = ReadModifyWriteDetector.detect(analysis, shape);
        if (target == null) {
            return;
        }
        byTable.merge(target.table(), new Advice(propertyLine(target.table(), target.counterColumns()), analysis.sql().strip()),
                (old, fresh) -> new Advice(merged(old.propertyLine, fresh.propertyLine), old.statement));
    }

    private boolean firstLook(StatementAnalysis analysis) {
        if (seenStatements.size() >= SEEN_STATEMENTS) {
            seenStatements.clear();
        }
        return seenStatements.putIfAbsent(analysis.parsed() ? analysis.ast() : analysis.sql(), Boolean.TRUE) == null;
    }

    /** The property line that would shard {@code table}'s counters, or null. */
    public String advice(String table) {
        Advice advice = byTable.get(table);
        return advice == null ? null : advice.propertyLine;
    }

    /** Called on each same-row handoff with the table's running count: reports a hot row once per table. */
    void handoff(String table, String key, long handoffs) {
        if (handoffs < HOT_HANDOFFS) {
            return;
        }
        Advice advice = byTable.get(table);
        if (advice != null && reported.add(table)) {
            String report = "hotrow: database " + database + ": row (" + key + ") of table " + table + " is hot (" + handoffs
                    + " same-row handoffs) and is written by a single-row read-modify-write: " + advice.statement
                    + ". To spread it over shard rows, connect with " + advice.propertyLine + " (see docs/counters.md).";
            reports.add(report);
            LOG.warn(report);
        }
    }

    /** What was reported, once per table, in order. */
    public List<String> reports() {
        return List.copyOf(reports);
    }

    private static String propertyLine(String table, Set<String> columns) {
        return "shardedCounters=" + table + "(" + String.join(",", new TreeSet<>(columns)) + ")";
    }

    /** Two statements incrementing different counters of one table: one line naming both. */
    private static String merged(String a, String b) {
        Set<String> columns = new TreeSet<>();
        for (String line : new String[] {a, b}) {
            String inside = line.substring(line.indexOf('(') + 1, line.length() - 1);
            columns.addAll(Set.of(inside.split(",")));
        }
        String table = a.substring("shardedCounters=".length(), a.indexOf('('));
        return propertyLine(table, columns);
    }
}
