package io.hotrow.engine.metrics;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.keys.TableShape;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the sharding advisor knows of one table written by key: the counters its statements
 * increment, those its transactions read back, those already spread by a connection property, and
 * the statements that would have to run on shard rows. Its advice is worked out again when any of
 * these changes, and names only columns every remembered statement would run with unfolded.
 */
final class CounterCandidate {

    /** Statements remembered per table; past them, new ones are not checked (advice is best effort). */
    private static final int STATEMENTS = 64;

    /** The counter rewriter's verdict: null if it would run the statement with {@code columns} sharded, else why not. */
    @FunctionalInterface
    interface RewriterCheck {
        String refusal(StatementAnalysis statement, TableShape shape, Set<String> columns);
    }

    private final TableShape shape;
    private final RewriterCheck check;
    private final Set<String> incremented = new TreeSet<>();
    private final Set<String> readBack = new TreeSet<>();
    private final Set<String> spread = new TreeSet<>();
    private final Map<String, StatementAnalysis> statements = new LinkedHashMap<>();
    private String example;
    private Optional<String> advice; // null: to be worked out again

    CounterCandidate(TableShape shape, RewriterCheck check) {
        this.shape = shape;
        this.check = check;
    }

    TableShape shape() {
        return shape;
    }

    /** A statement that writes or locks a row of the table by key. */
    synchronized void statement(StatementAnalysis analysis) {
        if (statements.size() < STATEMENTS && statements.putIfAbsent(analysis.sql().strip(), analysis) == null) {
            advice = null;
        }
    }

    /** {@code columns} are incremented by key, by {@code sql} among others. */
    synchronized void increments(Set<String> columns, String sql) {
        if (example == null) {
            example = sql;
        }
        if (incremented.addAll(columns)) {
            advice = null;
        }
    }

    /** Columns a transaction that increments them also reads ({@link RowPin#ALL_COLUMNS}: every column). */
    synchronized void readBack(Set<String> columns) {
        if (readBack.addAll(columns)) {
            advice = null;
        }
    }

    /** The columns of a companion table, which a connection property created: those of the table's counters are spread already. */
    synchronized void spreadAlready(Set<String> companionColumns) {
        for (String column : companionColumns) {
            if (shape.column(column) != null && !shape.primaryKey().contains(column) && spread.add(column)) {
                advice = null;
            }
        }
    }

    synchronized String example() {
        return example;
    }

    /** The property line that would shard the table's counters, or null when none would help or it is applied. */
    synchronized String advice() {
        if (advice == null) {
            advice = Optional.ofNullable(workOut());
        }
        return advice.orElse(null);
    }

    private String workOut() {
        Set<String> columns = new TreeSet<>(incremented);
        columns.removeAll(readBack);
        if (columns.isEmpty() || readBack.contains(RowPin.ALL_COLUMNS) || spread.containsAll(columns)) {
            return null;
        }
        columns.addAll(spread); // the property replaces the one in use: it names what is spread already too
        for (StatementAnalysis statement : statements.values()) {
            if (check.refusal(statement, shape, columns) != null) {
                return null;
            }
        }
        return "shardedCounters=" + shape.name() + "(" + String.join(",", columns) + ")";
    }
}
