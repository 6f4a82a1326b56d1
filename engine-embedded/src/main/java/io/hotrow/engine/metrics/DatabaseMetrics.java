package io.hotrow.engine.metrics;

import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.DistributionSummary;
import io.micrometer.core.instrument.Meter;
import io.micrometer.core.instrument.MeterRegistry;
import io.micrometer.core.instrument.Timer;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.LongAdder;

/**
 * The contention metrics of one database (docs/engine-log.md, "Contention metrics"), as Micrometer meters tagged with the
 * database: lane wait and hold, commit latency, flush latency and batch size, and same-row
 * handoffs per table. Hot rows are counted in a bounded Space-Saving sketch, never one meter per key.
 */
public final class DatabaseMetrics {

    /** Rows of one transaction beyond this are not counted as hot: a bulk change is not contention. */
    private static final int ROWS_PER_TRANSACTION = 16;
    private static final int HOT_ROW_CAPACITY = 64;

    private final MeterRegistry registry;
    private final String database;
    private final Timer laneWait, laneHold, rowLockWait, rowLockHold, commitLatency, flushLatency;
    private final DistributionSummary batchSize;
    private final Map<String, Counter> handoffs = new ConcurrentHashMap<>();
    private final SpaceSaving<HotRow> hotRows = new SpaceSaving<>(HOT_ROW_CAPACITY);
    private final List<Meter> meters = new ArrayList<>();
    private final ShardingAdvisor advisor;
    private final LostUpdateRisks lostUpdateRisks;
    private final LatencyHistogram laneWaits = new LatencyHistogram();
    private final LatencyHistogram autocommitHolds = new LatencyHistogram();
    private final LatencyHistogram transactionHolds = new LatencyHistogram();
    private final LatencyHistogram commitLatencies = new LatencyHistogram();
    private final LongAdder transactionHoldNanos = new LongAdder();
    private final LongAdder laneHeldNanos = new LongAdder();
    private final LongAdder laneWaitNanos = new LongAdder();
    private final LongAdder windowHandoffs = new LongAdder();
    private long windowStartedNanos = System.nanoTime(); // guarded by this
    /** The previous writer's rows and a spare set, swapped at each commit so none is allocated per commit; guarded by the lane. */
    private Set<HotRow> previousWriterRows = new HashSet<>(ROWS_PER_TRANSACTION * 2);
    private Set<HotRow> spareRows = new HashSet<>(ROWS_PER_TRANSACTION * 2);
    /** Same-row handoffs per table, counted here too: the global registry may have no backing registry at all. */
    private final Map<String, long[]> handoffCounts = new HashMap<>(); // guarded by the lane

    public DatabaseMetrics(MeterRegistry registry, String database) {
        this.registry = registry;
        this.database = database;
        this.advisor = new ShardingAdvisor(database);
        this.lostUpdateRisks = new LostUpdateRisks(database, table -> register(Counter.builder("hotrow.lost_update_risks")
                .description("writes of a row read earlier in the transaction by key, with a value computed in the application")
                .tags("database", database, "table", table).register(registry)));
        laneWait = timer("hotrow.lane.wait", "time a commit, or a transaction in the serialized mode or with schema changes, waited for"
                + " its database's lane (the commit section)");
        laneHold = timer("hotrow.lane.hold", "time the lane (the commit section) was held: by a commit, or by a transaction in the"
                + " serialized mode or with schema changes, client round trips included");
        rowLockWait = timer("hotrow.row_lock.wait", "time a statement waited for a row another transaction had locked");
        rowLockHold = timer("hotrow.row_lock.hold", "time a write transaction held its rows, from its first write to its end, client round"
                + " trips included");
        commitLatency = timer("hotrow.commit.latency", "time from commit to acknowledgement, durable write included");
        flushLatency = timer("hotrow.flush.latency", "time of one durable log write (one PUT)");
        batchSize = register(DistributionSummary.builder("hotrow.flush.batch.size").description("commit records per log object")
                .tag("database", database).register(registry));
    }

    public void laneWaited(long nanos) {
        laneWait.record(nanos, TimeUnit.NANOSECONDS);
        laneWaits.record(nanos);
        laneWaitNanos.add(nanos);
    }

    /**
     * A statement met a row another transaction had locked and waited {@code nanos} for it. For the
     * placement classifier a wait for a row is what a wait for the lane was: time a writer could not go on.
     */
    public void rowLockWaited(long nanos) {
        rowLockWait.record(nanos, TimeUnit.NANOSECONDS);
        laneWaits.record(nanos);
        laneWaitNanos.add(nanos);
    }

    /**
     * A write transaction under row locks held its rows {@code nanos}, first write to end. For the
     * placement classifier this is what the lane's hold by a transaction was in the serialized mode.
     */
    public void rowsHeld(long nanos) {
        rowLockHold.record(nanos, TimeUnit.NANOSECONDS);
        laneHeldNanos.add(nanos);
        transactionHolds.record(nanos);
        transactionHoldNanos.add(nanos);
    }

    /** @param byTransaction whether an explicit transaction held it (across client round trips), not one autocommit statement */
    public void laneHeld(long nanos, boolean byTransaction) {
        laneHold.record(nanos, TimeUnit.NANOSECONDS);
        laneHeldNanos.add(nanos);
        if (byTransaction) {
            transactionHolds.record(nanos);
            transactionHoldNanos.add(nanos);
        } else {
            autocommitHolds.record(nanos);
        }
    }

    public void committed(long nanos) {
        commitLatency.record(nanos, TimeUnit.NANOSECONDS);
        commitLatencies.record(nanos);
    }

    /**
     * The contention since the previous call (or since the database opened), for the placement
     * classifier; one caller per database, since each call starts a new window.
     */
    public synchronized ContentionSnapshot contentionSinceLastSnapshot() {
        long now = System.nanoTime();
        long window = Math.max(1, now - windowStartedNanos);
        windowStartedNanos = now;
        LatencyHistogram.Snapshot waits = laneWaits.snapshotAndReset();
        LatencyHistogram.Snapshot autocommit = autocommitHolds.snapshotAndReset();
        LatencyHistogram.Snapshot transactions = transactionHolds.snapshotAndReset();
        LatencyHistogram.Snapshot commits = commitLatencies.snapshotAndReset();
        return new ContentionSnapshot(window, commits.count(), windowHandoffs.sumThenReset(), waits.count(), waits.percentileNanos(0.99),
                laneWaitNanos.sumThenReset(), autocommit.count(), autocommit.percentileNanos(0.99), transactions.count(),
                transactions.percentileNanos(0.99), laneHeldNanos.sumThenReset(), transactionHoldNanos.sumThenReset(),
                commits.percentileNanos(0.99));
    }

    public void flushed(int records, long nanos) {
        flushLatency.record(nanos, TimeUnit.NANOSECONDS);
        batchSize.record(records);
    }

    /**
     * The rows a committing writer changed, called under the lane in commit order. A row the
     * previous writer also changed is a same-row handoff: the serialization that no lane design
     * can avoid, and the signal the placement classifier and the sharding advisor look for.
     */
    public void writerChanged(List<HotRow> rows) {
        if (rows.isEmpty()) {
            return;
        }
        Set<HotRow> current = spareRows;
        current.clear();
        boolean handedOver = false;
        for (HotRow row : rows.subList(0, Math.min(rows.size(), ROWS_PER_TRANSACTION))) {
            if (current.add(row)) {
                hotRows.add(row);
                if (previousWriterRows.contains(row)) {
                    Counter counter = handoffs.computeIfAbsent(row.table(), table -> register(Counter.builder("hotrow.same_row_handoffs")
                            .description("commits that changed a row the previous writer of the database also changed")
                            .tags("database", database, "table", table).register(registry)));
                    counter.increment();
                    handedOver = true;
                    long[] count = handoffCounts.computeIfAbsent(row.table(), table -> new long[1]);
                    advisor.handoff(row.unqualifiedTable(), row.key(), ++count[0]);
                }
            }
        }
        spareRows = previousWriterRows;
        previousWriterRows = current;
        if (handedOver) {
            windowHandoffs.increment(); // per commit: the classifier compares it with the commit count
        }
    }

    public ShardingAdvisor advisor() {
        return advisor;
    }

    public LostUpdateRisks lostUpdateRisks() {
        return lostUpdateRisks;
    }

    /** The most often written rows, heaviest first, with Space-Saving's error bound. */
    public List<SpaceSaving.Entry<HotRow>> hotRows(int limit) {
        return hotRows.top(limit);
    }

    /** Removes this database's meters, when the database closes. */
    public synchronized void close() {
        meters.forEach(registry::remove);
        meters.clear();
    }

    private Timer timer(String name, String description) {
        return register(Timer.builder(name).description(description).tag("database", database).register(registry));
    }

    private synchronized <M extends Meter> M register(M meter) {
        meters.add(meter);
        return meter;
    }
}
