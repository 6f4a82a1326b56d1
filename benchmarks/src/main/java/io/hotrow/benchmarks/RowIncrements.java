package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLongArray;
import java.util.concurrent.locks.LockSupport;

/**
 * The increment of one counter row by key, {@code UPDATE counters SET n = n + 1 WHERE id = ?}
 * (the counters table of {@link LoadWork}), as a transaction: each client on a row of its own or
 * all on row 0, optionally with application work (a sleep) between the UPDATE and the COMMIT. In
 * autocommit the UPDATE alone is the transaction. Every row must end holding exactly the
 * increments whose commit returned.
 */
final class RowIncrements implements Workload {

    private final boolean shared;
    private final long workNanos;
    private final AtomicLongArray committed;

    private RowIncrements(int rows, boolean shared, Duration work) {
        this.shared = shared;
        this.workNanos = work.toNanos();
        this.committed = new AtomicLongArray(rows);
    }

    /** Client i on row i, holding its transaction open for {@code work} after the UPDATE. */
    static RowIncrements ownRows(int clients, Duration work) {
        return new RowIncrements(clients, false, work);
    }

    /** Every client on row 0. */
    static RowIncrements hotRow() {
        return new RowIncrements(1, true, Duration.ZERO);
    }

    @Override
    public void create(Connection c) throws SQLException {
        LoadWork.INCREMENT.create(c, committed.length());
    }

    @Override
    public Terminal terminal(Connection c, int client) throws SQLException {
        int row = shared ? 0 : client;
        boolean autocommit = c.getAutoCommit();
        PreparedStatement increment = c.prepareStatement(CounterLoad.INCREMENT);
        increment.setInt(1, row);
        Transaction transaction = () -> {
            int updated = increment.executeUpdate();
            if (updated != 1) {
                throw new IllegalStateException("the increment of row " + row + " updated " + updated + " rows, not 1");
            }
            if (workNanos > 0) {
                LockSupport.parkNanos(workNanos); // the application's work while its transaction is open
            }
            if (!autocommit) {
                c.commit();
            }
            committed.incrementAndGet(row);
        };
        return () -> transaction;
    }

    @Override
    public void check(Connection c) throws SQLException {
        long[] actual = LoadWork.INCREMENT.totals(c, committed.length());
        StringBuilder wrong = new StringBuilder();
        for (int row = 0; row < actual.length; row++) {
            if (actual[row] != committed.get(row)) {
                wrong.append(String.format("%n  row %d: %,d increments committed, the row holds %,d", row, committed.get(row), actual[row]));
            }
        }
        if (!wrong.isEmpty()) {
            throw new IllegalStateException("LOST OR EXTRA UPDATES:" + wrong);
        }
    }
}
