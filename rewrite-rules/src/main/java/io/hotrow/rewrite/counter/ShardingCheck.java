package io.hotrow.rewrite.counter;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.keys.TableShape;
import java.sql.SQLException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * What the counter rewriter would make of a statement if its table's counters were sharded, asked
 * before anyone shards them: the sharding advisor advises only what the rewriter takes off the
 * base row, since a statement the rewriter refuses runs after a fold, slower than it did unsharded.
 */
public final class ShardingCheck {

    private ShardingCheck() {
    }

    /**
     * Null if, on a connection with {@code shardedCounters=table(columns)}, the rewriter would run
     * {@code analysis} on shard rows or as written without touching the counters; else the reason
     * it would fold the row first or leave an increment on the base row, in the rewriter's words.
     */
    public static String refusal(StatementAnalysis analysis, TableShape shape, Set<String> columns) {
        CounterTable counter = new CounterTable(shape.name(), List.copyOf(new TreeSet<>(columns)), CounterTable.Layout.SHARDED);
        SQLException unusable = CounterRewriter.unusable(counter, shape);
        if (unusable != null) {
            return unusable.getMessage();
        }
        if (!analysis.parsed()) {
            return "hotrow could not parse it (" + analysis.parseError() + "); it would run on folded rows";
        }
        CounterPlan plan;
        try {
            plan = new CounterPlanner(Map.of(shape.name(), new CounterSql(counter, shape))).plan(analysis.ast(), analysis.sql());
        } catch (RuntimeException e) {
            // A form the planner trips over: the connection with the property would fail or fold it; either way, no advice.
            return "the rewriter cannot plan it (" + e + ")";
        }
        if (plan instanceof CounterPlan.FoldThenRun fold) {
            return fold.reason();
        }
        return plan instanceof CounterPlan.Unchanged unchanged ? unchanged.reason() : null;
    }
}
