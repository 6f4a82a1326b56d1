package io.hotrow.rewrite.counter;

import java.util.List;

/**
 * How one application statement runs against a counter table. Every plan is exact: what cannot be
 * rewritten exactly runs unchanged, after folding the spread increments back into the base rows
 * when the statement reads or overwrites counters.
 */
public sealed interface CounterPlan {

    /**
     * Runs as written: it touches no counter, or only in ways the base row alone answers.
     * {@code reason}, when not null, says why an increment was left on the base row (reported once).
     */
    record Unchanged(String reason) implements CounterPlan {
    }

    CounterPlan UNCHANGED = new Unchanged(null);

    /** A read: counter tables replaced by the view that adds the spread increments. */
    record Spliced(Step step) implements CounterPlan {
    }

    /**
     * An increment of counters of one row, by key. {@code base} (the statement without RETURNING)
     * runs instead when a delta may be negative on a sharded table: shards only ever grow, except by
     * checked decrements, which is what keeps {@link Decrement} exact.
     */
    record Increment(Step shardUpdate, Step spreadInsert, List<DeltaValue> deltas, Step base, Step returning) implements CounterPlan {
    }

    /**
     * A conditional decrement ({@code c = c - e WHERE key = v AND c >= e}, or {@code c > 0} with e = 1):
     * takes from shards, in random order, then falls back to folding the row and running the
     * statement itself, which then spreads what is left of the base row over the shards again.
     */
    record Decrement(Step shardTake, DeltaValue amount, Condition condition, Fold fold, Step base, Step readBase,
                     Step shardAdd, Step baseSubtract, Step returning) implements CounterPlan {
    }

    /** {@code INSERT ... ON CONFLICT (key) DO UPDATE SET c = c + e}: insert if absent, else an increment. */
    record Upsert(Step insertIfAbsent, Increment increment, Step original) implements CounterPlan {
    }

    /** Folds the spread increments (of one row, or of all) into the base rows, then runs the statement as written. */
    record FoldThenRun(List<Fold> folds, String reason) implements CounterPlan {
    }

    /**
     * What a decrement's condition demands of its amount for a one-shard check to be exact:
     * {@code c > 0} is {@code c >= 1} only when the amount is 1; {@code c >= ?} must bind the same
     * value as the amount's parameter.
     */
    record Condition(boolean amountMustBeOne, int sameAsParameter) {
    }

    /**
     * The statements of a fold: lock the base row (one row's fold only), take the spread
     * increments, add them to the base rows. Locking the base row first serializes the folds of
     * one row, which would otherwise deadlock on shard rows created between their DELETEs; it is
     * a no-op UPDATE because that lock ({@code FOR NO KEY UPDATE} on PostgreSQL) does not block
     * the foreign-key checks of concurrent increments.
     */
    record Fold(Step lock, Step take, Step add, int counters, int keyColumns) {
    }

    /** Where a delta's value comes from, to learn its sign at execution. */
    record DeltaValue(int parameter, Long literal, boolean negate) {
    }
}
