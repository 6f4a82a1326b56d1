package io.hotrow.engine.metrics;

import io.hotrow.rewrite.analysis.ReturnedColumns;
import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.counter.ShardingCheck;
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
 * spread it over shard rows. It advises only what would help: never when the counter rewriter would
 * refuse a statement seen on the table (it would fold the row first and run slower than unsharded),
 * never for a counter its own transaction reads back, and not once the counters are sharded.
 * Statements the driver already rewrote never reach it as such: they write the companion tables,
 * which are not advised on but tell it the advice is applied.
 */
public final class ShardingAdvisor {

    private static final Logger LOG = LoggerFactory.getLogger(ShardingAdvisor.class);
    /** Same-row handoffs of one table before its row is reported hot: past noise, well before it hurts. */
    static final long HOT_HANDOFFS = 100;
    /** Statements remembered as looked at; past it, they are looked at again when they come back. */
    private static final int SEEN_STATEMENTS = 4096;
    private static final String SHARDS = "_hotrow_shards";
    private static final String EVENTS = "_hotrow_events";

    private final String database;
    /** Statements looked at, by tree (texts that differ only in literals share one); bounded, as texts are not. */
    private final Map<Object, Boolean> seenStatements = new ConcurrentHashMap<>();
    private final Map<String, CounterCandidate> byTable = new ConcurrentHashMap<>();
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
        if (pin == null || pin.shape() == RowPin.Shape.SELECT || !firstLook(analysis)) {
            return; // a read by key without a lock: the rewriter reads it through the folding view, whatever is sharded
        }
        try {
            String base = baseOfCompanion(pin.table());
            CounterCandidate candidate = candidate(session, base != null ? base : pin.table());
            if (candidate == null) {
                return;
            }
            if (base != null) {
                candidate.spreadAlready(columnsOf(session, pin.table()));
                return;
            }
            candidate.statement(analysis);
            SingleRowTarget target = ReadModifyWriteDetector.detect(analysis, candidate.shape());
            if (target != null && !target.counterColumns().isEmpty()) {
                candidate.increments(target.counterColumns(), analysis.sql().strip());
                if (analysis.parsed()) {
                    Set<String> returned = new TreeSet<>(ReturnedColumns.of(analysis.ast()));
                    if (!returned.contains(RowPin.ALL_COLUMNS)) {
                        returned.retainAll(target.counterColumns());
                    }
                    candidate.readBack(returned); // RETURNING hands the incremented value to the application
                }
            }
        } catch (SQLException e) {
            // advice is best effort; the statement itself will report what is wrong
        }
    }

    /**
     * The open transaction that incremented {@code columns} of {@code table} reads them back: their
     * values mean something to it (an id drawn from a counter, a checked total), which shard rows
     * answer only by folding, so they are never advised.
     */
    void readBack(String table, Set<String> columns) {
        CounterCandidate candidate = byTable.get(table);
        if (candidate != null) {
            candidate.readBack(columns);
        }
    }

    /** What a session tells the advisor of its transactions: one per session, used by that session's thread alone. */
    public TransactionCounterReads transactionReads() {
        return new TransactionCounterReads(this);
    }

    /** The table's candidate, made on its first statement written or locked by key (one metadata read per table). */
    private CounterCandidate candidate(Connection session, String table) throws SQLException {
        CounterCandidate known = byTable.get(table);
        if (known != null) {
            return known;
        }
        TableShape shape = new JdbcTableShapes().load(session, table);
        if (shape == null) {
            return null;
        }
        CounterCandidate fresh = new CounterCandidate(shape, ShardingCheck::refusal);
        fresh.spreadAlready(columnsOf(session, table + SHARDS));
        fresh.spreadAlready(columnsOf(session, table + EVENTS));
        CounterCandidate raced = byTable.putIfAbsent(table, fresh);
        return raced != null ? raced : fresh;
    }

    /** The columns of a table, none if it does not exist. */
    private static Set<String> columnsOf(Connection session, String table) throws SQLException {
        TableShape shape = new JdbcTableShapes().load(session, table);
        Set<String> columns = new TreeSet<>();
        if (shape != null) {
            shape.columns().forEach(column -> columns.add(column.name()));
        }
        return columns;
    }

    private static String baseOfCompanion(String table) {
        for (String suffix : new String[] {SHARDS, EVENTS}) {
            if (table.endsWith(suffix)) {
                return table.substring(0, table.length() - suffix.length());
            }
        }
        return null;
    }

    private boolean firstLook(StatementAnalysis analysis) {
        if (seenStatements.size() >= SEEN_STATEMENTS) {
            seenStatements.clear();
        }
        return seenStatements.putIfAbsent(analysis.parsed() ? analysis.ast() : analysis.sql(), Boolean.TRUE) == null;
    }

    /** The property line that would shard {@code table}'s counters, or null. */
    public String advice(String table) {
        CounterCandidate candidate = byTable.get(table);
        return candidate == null ? null : candidate.advice();
    }

    /** Called on each same-row handoff with the table's running count: reports a hot row once per table. */
    void handoff(String table, String key, long handoffs) {
        if (handoffs < HOT_HANDOFFS || reported.contains(table)) {
            return;
        }
        CounterCandidate candidate = byTable.get(table);
        String advice = candidate == null ? null : candidate.advice();
        if (advice != null && reported.add(table)) {
            String report = "hotrow: database " + database + ": row (" + key + ") of table " + table + " is hot (" + handoffs
                    + " same-row handoffs) and is written by a single-row read-modify-write: " + candidate.example()
                    + ". To spread it over shard rows, connect with " + advice + " (see docs/counters.md).";
            reports.add(report);
            LOG.warn(report);
        }
    }

    /** What was reported, once per table, in order. */
    public List<String> reports() {
        return List.copyOf(reports);
    }
}
