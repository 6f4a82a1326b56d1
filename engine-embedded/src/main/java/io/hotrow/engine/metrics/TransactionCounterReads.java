package io.hotrow.engine.metrics;

import io.hotrow.rewrite.analysis.RowPin;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

/**
 * Spots, in one session's transactions, counters read back after they were incremented, by a
 * SELECT of the row by key ({@code UPDATE t SET n = n + 1 WHERE id = ?}, then {@code SELECT n FROM t
 * WHERE id = ?}): the transaction uses the value, which shard rows give only by folding them, so
 * the sharding advisor must not advise sharding it. Reads before the increment are not this: what
 * they read was the value before the write.
 */
public final class TransactionCounterReads {

    /** Tables remembered per transaction at most: a transaction incrementing hundreds of tables is a batch, not this pattern. */
    private static final int MAX_TABLES = 64;

    private final ShardingAdvisor advisor;
    /** The counters the open transaction incremented, by table. */
    private final Map<String, Set<String>> incremented = new HashMap<>();

    TransactionCounterReads(ShardingAdvisor advisor) {
        this.advisor = advisor;
    }

    /** A statement of the open transaction (not one in autocommit, which is its own transaction). */
    public void statement(RowPin pin) {
        if (pin == null) {
            return;
        }
        if (pin.shape() == RowPin.Shape.SELECT) {
            Set<String> counters = incremented.get(pin.table());
            if (counters != null) {
                Set<String> read = new LinkedHashSet<>(pin.readColumns());
                if (!read.contains(RowPin.ALL_COLUMNS)) {
                    read.retainAll(counters);
                }
                if (!read.isEmpty()) {
                    advisor.readBack(pin.table(), read);
                }
            }
        } else if (!pin.counterColumns().isEmpty() && (incremented.size() < MAX_TABLES || incremented.containsKey(pin.table()))) {
            incremented.computeIfAbsent(pin.table(), table -> new LinkedHashSet<>()).addAll(pin.counterColumns());
        }
    }

    public void transactionEnded() {
        incremented.clear();
    }
}
