package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Locale;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A TPC-C-like workload on one database (clauses 2.4 to 2.8 of the TPC-C specification, one
 * warehouse): the five transactions in the standard mix, New-Order 45%, Payment 43%,
 * Order-Status, Delivery and Stock-Level 4% each, with no think time. It keeps the account of
 * what its terminals committed, so that the check after each run holds the database both to the
 * consistency conditions 1 to 4 of clause 3.3.2 and to exact totals.
 */
class Tpcc implements Workload {

    private final TpccScale scale;
    /** What the terminals were told committed, over every run on this database. */
    final AtomicLong newOrders = new AtomicLong();
    final AtomicLong paymentCents = new AtomicLong();
    final AtomicLong payments = new AtomicLong();
    final AtomicLong deliveredOrders = new AtomicLong();
    /** New-Orders rolled back on purpose (1%, an unused item number), and Delivery's districts found without an order to deliver. */
    final AtomicLong rolledBack = new AtomicLong();
    final AtomicLong skippedDeliveries = new AtomicLong();

    Tpcc(TpccScale scale) {
        this.scale = scale;
    }

    TpccScale scale() {
        return scale;
    }

    @Override
    public void create(Connection c) throws SQLException {
        long started = System.nanoTime();
        long rows = TpccSchema.createAndLoad(c, scale);
        System.out.printf(Locale.ROOT, "  loaded %,d rows in %.1f s: %s%n", rows, (System.nanoTime() - started) / 1e9, scale.describe());
    }

    @Override
    public Terminal terminal(Connection c, int client) throws SQLException {
        return new TpccTerminal(c, this, client % TpccScale.DISTRICTS + 1);
    }

    @Override
    public void check(Connection c) throws SQLException {
        TpccCheck.check(c, scale, new TpccCheck.Committed(newOrders.get(), payments.get(), paymentCents.get(), deliveredOrders.get()));
    }

    /**
     * What a terminal reports once its commit returned, as the four methods below do: overridden
     * where the account has to leave the process (a crash test's child prints each one).
     */
    void newOrderCommitted(int district, int orderId) {
        newOrders.incrementAndGet();
    }

    void newOrderRolledBack() {
        rolledBack.incrementAndGet();
    }

    void paymentCommitted(int district, int customer, long cents) {
        payments.incrementAndGet();
        paymentCents.addAndGet(cents);
    }

    /** {@code orderIds[d - 1]}: the order delivered in district {@code d}, 0 where there was none to deliver. */
    void deliveryCommitted(int[] orderIds) {
        for (int orderId : orderIds) {
            (orderId == 0 ? skippedDeliveries : deliveredOrders).incrementAndGet();
        }
    }
}
