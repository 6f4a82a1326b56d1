package io.hotrow.rewrite.counter;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.atomic.LongAdder;

/**
 * Runs a {@link CounterPlan} on a backend connection, PostgreSQL or the engine alike: the plans
 * are plain SQL, so each backend's own locking makes them exact (row locks on PostgreSQL, the
 * writer lane on the engine). Steps that must be atomic run in a transaction of their own when
 * the application is in autocommit, else inside the application's transaction.
 */
public final class CounterExecutor {

    /** The backend statements of one application statement, prepared once per step and reused. */
    @FunctionalInterface
    public interface Statements {
        PreparedStatement prepare(Step step) throws SQLException;
    }

    /** The application's bound parameters. */
    public interface Bindings {
        /** Binds application parameter {@code parameter} at {@code position} of {@code target}. */
        void bind(PreparedStatement target, int position, int parameter) throws SQLException;

        /** The value bound to application parameter {@code parameter}, for sign and equality checks. */
        Object value(int parameter);
    }

    /** A result set, or an update count when there is none. */
    public record Outcome(ResultSet resultSet, long updateCount) {
    }

    private final int shards;
    private final Connection backend;
    private final Statements statements;
    private final Bindings bindings;
    private final LongAdder eventsAppended;
    private final int shard;

    /** @param shard the shard this connection writes to first (connections are spread over the shards round-robin) */
    CounterExecutor(int shards, int shard, Connection backend, Statements statements, Bindings bindings, LongAdder eventsAppended) {
        this.shards = shards;
        this.shard = shard;
        this.backend = backend;
        this.statements = statements;
        this.bindings = bindings;
        this.eventsAppended = eventsAppended;
    }

    /** Runs the plan; {@code original} is the application's statement as written. */
    public Outcome execute(CounterPlan plan, Step original) throws SQLException {
        if (plan instanceof CounterPlan.Unchanged) {
            return run(original);
        }
        if (plan instanceof CounterPlan.Spliced spliced) {
            return run(spliced.step());
        }
        if (plan instanceof CounterPlan.Increment increment) {
            return finish(increment(increment), increment.returning());
        }
        if (plan instanceof CounterPlan.Decrement decrement) {
            return finish(decrement(decrement), decrement.returning());
        }
        if (plan instanceof CounterPlan.Upsert upsert) {
            return upsert(upsert);
        }
        CounterPlan.FoldThenRun foldThenRun = (CounterPlan.FoldThenRun) plan;
        return atomically(() -> {
            for (CounterPlan.Fold fold : foldThenRun.folds()) {
                fold(fold);
            }
            return run(original);
        });
    }

    /** Folds spread increments into their base rows, atomically (the event roll-up). */
    void foldAll(List<CounterPlan.Fold> folds) throws SQLException {
        atomically(() -> {
            for (CounterPlan.Fold fold : folds) {
                fold(fold);
            }
            return null;
        });
    }

    private long increment(CounterPlan.Increment plan) throws SQLException {
        if (plan.shardUpdate() == null) {
            long appended = run(plan.spreadInsert()).updateCount(); // an event: any sign goes
            eventsAppended.add(appended);
            return appended;
        }
        for (CounterPlan.DeltaValue delta : plan.deltas()) {
            Long value = value(delta);
            if (value == null || value < 0) {
                return run(plan.base()).updateCount(); // decrements stay on the base row: shards only grow
            }
        }
        long count = run(plan.shardUpdate(), shard).updateCount();
        return count > 0 ? count : run(plan.spreadInsert(), shard).updateCount();
    }

    private long decrement(CounterPlan.Decrement plan) throws SQLException {
        if (fastPathApplies(plan) && takeFromShards(plan)) {
            return 1;
        }
        // No shard holds the amount (or the amount is unusual): fold the row and let the statement
        // itself decide on the true total, then spread what is left over the shards again.
        return atomically(() -> {
            lockBase(plan.fold());
            if (fastPathApplies(plan) && attemptUnderSavepoint(plan, shard)) {
                // Another sale's fold held the base row while this one waited for it, and spread the
                // stock over the shards again: no need to fold. Without this look, the first sales of
                // a fresh stock (no shard rows yet) each folded in turn, each holding the base row,
                // and the last of a dozen waited out a short lock timeout on a busy machine.
                return 1L;
            }
            takeAndAdd(plan.fold());
            long count = run(plan.base()).updateCount();
            if (count > 0) {
                spread(plan);
            }
            return count;
        });
    }

    /**
     * In the application's transaction, each attempt runs under a savepoint that is rolled back when
     * it fails: an attempt that waited for a shard row another transaction held, and then found it
     * no longer holds the amount, keeps that row's lock (PostgreSQL re-checks the row under the
     * lock it took, H2 likewise). Kept while the next attempt waits for another shard row, it would
     * deadlock with a concurrent fold that holds the base row, has deleted that other shard row and
     * waits to delete this one; kept into the fold, it would deadlock with that fold on the base row.
     * So a sale waits for a shard row only while it holds none. In autocommit each attempt is a
     * transaction of its own, so its locks are gone before the next.
     */
    private boolean takeFromShards(CounterPlan.Decrement plan) throws SQLException {
        boolean inTransaction = !backend.getAutoCommit();
        for (int i = 0; i < shards; i++) {
            if (inTransaction ? attemptUnderSavepoint(plan, (shard + i) % shards) : attempt(plan, (shard + i) % shards)) {
                return true;
            }
        }
        return false;
    }

    private boolean attemptUnderSavepoint(CounterPlan.Decrement plan, int shard) throws SQLException {
        Savepoint beforeAttempt = backend.setSavepoint();
        boolean taken = attempt(plan, shard);
        if (!taken) {
            backend.rollback(beforeAttempt); // nothing was written: this only hands the lock back
        }
        backend.releaseSavepoint(beforeAttempt);
        return taken;
    }

    private boolean attempt(CounterPlan.Decrement plan, int shard) throws SQLException {
        return run(plan.shardTake(), shard).updateCount() > 0;
    }

    private boolean fastPathApplies(CounterPlan.Decrement plan) {
        Long signed = value(plan.amount()); // the delta of c = c - e is -e
        Long amount = signed == null ? null : -signed;
        if (amount == null || amount <= 0 || plan.condition().amountMustBeOne() && amount != 1) {
            return false;
        }
        int other = plan.condition().sameAsParameter();
        return other == 0 || Objects.equals(asLong(bindings.value(other)), amount);
    }

    private void spread(CounterPlan.Decrement plan) throws SQLException {
        BigDecimal base;
        try (ResultSet rs = run(plan.readBase()).resultSet()) {
            base = rs.next() ? rs.getBigDecimal(1) : null;
        }
        if (base == null || base.signum() <= 0) {
            return;
        }
        BigDecimal n = BigDecimal.valueOf(shards);
        BigDecimal each = base.divide(n, 0, RoundingMode.FLOOR);
        int spreadOver = each.signum() > 0 ? shards : base.setScale(0, RoundingMode.FLOOR).intValue();
        BigDecimal amount = each.signum() > 0 ? each : BigDecimal.ONE;
        for (int shard = 0; shard < spreadOver; shard++) {
            run(plan.shardAdd(), shard, amount);
        }
        run(plan.baseSubtract(), amount.multiply(BigDecimal.valueOf(spreadOver)));
    }

    private Outcome upsert(CounterPlan.Upsert plan) throws SQLException {
        for (int attempt = 0; attempt < 3; attempt++) {
            long inserted = run(plan.insertIfAbsent()).updateCount();
            if (inserted > 0) {
                return finish(inserted, plan.increment().returning());
            }
            long incremented = increment(plan.increment());
            if (incremented > 0) {
                return finish(incremented, plan.increment().returning());
            }
            // The row was deleted between the two: insert again.
        }
        return run(plan.original());
    }

    /** Moves the spread increments into the base rows, under the row locks their DELETE takes. */
    private void fold(CounterPlan.Fold fold) throws SQLException {
        lockBase(fold);
        takeAndAdd(fold);
    }

    /** Locks the base row a one-row fold is about to change, which serializes the folds of that row (see {@link CounterPlan.Fold}). */
    private void lockBase(CounterPlan.Fold fold) throws SQLException {
        if (fold.lock() != null) {
            run(fold.lock());
        }
    }

    private void takeAndAdd(CounterPlan.Fold fold) throws SQLException {
        Map<List<Object>, BigDecimal[]> sums = new LinkedHashMap<>();
        try (ResultSet rs = run(fold.take()).resultSet()) {
            while (rs.next()) {
                List<Object> key = new ArrayList<>(fold.keyColumns());
                for (int i = 1; i <= fold.keyColumns(); i++) {
                    key.add(rs.getObject(i));
                }
                BigDecimal[] total = sums.computeIfAbsent(key, k -> zeros(fold.counters()));
                for (int j = 0; j < fold.counters(); j++) {
                    BigDecimal value = rs.getBigDecimal(fold.keyColumns() + j + 1);
                    total[j] = total[j].add(value == null ? BigDecimal.ZERO : value);
                }
            }
        }
        for (Map.Entry<List<Object>, BigDecimal[]> entry : sums.entrySet()) {
            Object[] extras = new Object[fold.counters() + fold.keyColumns()];
            System.arraycopy(entry.getValue(), 0, extras, 0, fold.counters());
            for (int i = 0; i < fold.keyColumns(); i++) {
                extras[fold.counters() + i] = entry.getKey().get(i);
            }
            run(fold.add(), extras);
        }
    }

    private Outcome finish(long count, Step returning) throws SQLException {
        return returning == null ? new Outcome(null, count) : run(returning);
    }

    private Outcome run(Step step, Object... extras) throws SQLException {
        PreparedStatement statement = statements.prepare(step);
        int[] refs = step.refs();
        for (int position = 1; position <= refs.length; position++) {
            int ref = refs[position - 1];
            if (ref > 0) {
                bindings.bind(statement, position, ref);
            } else {
                statement.setObject(position, extras[-ref - 1]);
            }
        }
        if (statement.execute()) {
            return new Outcome(statement.getResultSet(), -1);
        }
        return new Outcome(null, statement.getLargeUpdateCount());
    }

    private <T> T atomically(Work<T> work) throws SQLException {
        if (!backend.getAutoCommit()) {
            return work.run(); // inside the application's transaction, which commits it
        }
        backend.setAutoCommit(false);
        try {
            T result = work.run();
            backend.commit();
            return result;
        } catch (SQLException | RuntimeException e) {
            try {
                backend.rollback();
            } catch (SQLException rollback) {
                e.addSuppressed(rollback);
            }
            throw e;
        } finally {
            backend.setAutoCommit(true);
        }
    }

    @FunctionalInterface
    private interface Work<T> {
        T run() throws SQLException;
    }

    private Long value(CounterPlan.DeltaValue delta) {
        Long value = delta.literal() != null ? delta.literal() : delta.parameter() > 0 ? asLong(bindings.value(delta.parameter())) : null;
        return value == null ? null : delta.negate() ? -value : value;
    }

    private static Long asLong(Object value) {
        if (value instanceof Long || value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigDecimal decimal && decimal.stripTrailingZeros().scale() <= 0) {
            try {
                return decimal.longValueExact();
            } catch (ArithmeticException tooLarge) {
                return null;
            }
        }
        return null; // unknown sign: the caller takes the path that is exact for any value
    }

    private static BigDecimal[] zeros(int n) {
        BigDecimal[] zeros = new BigDecimal[n];
        java.util.Arrays.fill(zeros, BigDecimal.ZERO);
        return zeros;
    }
}
