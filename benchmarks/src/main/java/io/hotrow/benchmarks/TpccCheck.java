package io.hotrow.benchmarks;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;

/**
 * The check after every TPC-C run: the consistency conditions 1 to 4 of clause 3.3.2, and that
 * the database holds exactly what the terminals were told committed (payments, new orders,
 * deliveries), so that a lost or invented transaction is found even where the conditions hold.
 */
final class TpccCheck {

    private static final int W = TpccScale.WAREHOUSE;

    /** Per district: d_next_o_id, max(o_id), sum(o_ol_cnt), count(new_order), max and min(no_o_id), count(order_line). */
    private static final int NEXT = 0, MAX_ORDER = 1, LINE_COUNTS = 2, NEW_ORDERS = 3, MAX_NEW = 4, MIN_NEW = 5, LINES = 6;

    /** What the terminals were told committed since the load: the account the database is held to. */
    record Committed(long newOrders, long payments, long paymentCents, long deliveredOrders) {
    }

    private TpccCheck() {
    }

    /** Throws an {@link IllegalStateException} listing every violation. */
    static void check(Connection c, TpccScale scale, Committed committed) throws SQLException {
        List<String> violations = new ArrayList<>();
        BigDecimal warehouseYtd = decimal(c, "SELECT w_ytd FROM warehouse WHERE w_id = " + W);
        BigDecimal districtsYtd = decimal(c, "SELECT sum(d_ytd) FROM district WHERE d_w_id = " + W);
        if (warehouseYtd.compareTo(districtsYtd) != 0) {
            violations.add("condition 1: w_ytd is " + warehouseYtd + " but the districts' d_ytd sum to " + districtsYtd);
        }
        BigDecimal paid = TpccSchema.WAREHOUSE_YTD.add(TpccSchema.cents(committed.paymentCents()));
        if (warehouseYtd.compareTo(paid) != 0) {
            violations.add("w_ytd is " + warehouseYtd + " but the committed payments make it " + paid);
        }

        long[][] districts = new long[TpccScale.DISTRICTS + 1][7];
        fill(c, districts, "SELECT d_id, d_next_o_id FROM district WHERE d_w_id = " + W, NEXT);
        fill(c, districts, "SELECT o_d_id, max(o_id), sum(o_ol_cnt) FROM orders WHERE o_w_id = " + W + " GROUP BY o_d_id", MAX_ORDER, LINE_COUNTS);
        fill(c, districts, "SELECT no_d_id, count(*), max(no_o_id), min(no_o_id) FROM new_order WHERE no_w_id = " + W + " GROUP BY no_d_id",
                NEW_ORDERS, MAX_NEW, MIN_NEW);
        fill(c, districts, "SELECT ol_d_id, count(*) FROM order_line WHERE ol_w_id = " + W + " GROUP BY ol_d_id", LINES);
        long ordersAdded = 0, undelivered = 0;
        for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
            long[] v = districts[d];
            if (v[NEXT] - 1 != v[MAX_ORDER] || (v[NEW_ORDERS] > 0 && v[MAX_NEW] != v[MAX_ORDER])) {
                violations.add("condition 2, district " + d + ": d_next_o_id - 1 = " + (v[NEXT] - 1) + ", max(o_id) = " + v[MAX_ORDER]
                        + ", max(no_o_id) = " + (v[NEW_ORDERS] > 0 ? v[MAX_NEW] : "none"));
            }
            if (v[NEW_ORDERS] > 0 && v[NEW_ORDERS] != v[MAX_NEW] - v[MIN_NEW] + 1) {
                violations.add("condition 3, district " + d + ": " + v[NEW_ORDERS] + " new_order rows but max(no_o_id) - min(no_o_id) + 1 = "
                        + (v[MAX_NEW] - v[MIN_NEW] + 1));
            }
            if (v[LINE_COUNTS] != v[LINES]) {
                violations.add("condition 4, district " + d + ": sum(o_ol_cnt) = " + v[LINE_COUNTS] + " but count(order_line) = " + v[LINES]);
            }
            ordersAdded += v[NEXT] - (scale.customersPerDistrict() + 1);
            undelivered += v[NEW_ORDERS];
        }
        if (ordersAdded != committed.newOrders()) {
            violations.add(committed.newOrders() + " New-Orders committed but the districts' d_next_o_id grew by " + ordersAdded);
        }
        long expectedUndelivered = (long) scale.undeliveredPerDistrict() * TpccScale.DISTRICTS + committed.newOrders() - committed.deliveredOrders();
        if (undelivered != expectedUndelivered) {
            violations.add(undelivered + " new_order rows where the committed New-Orders and Deliveries leave " + expectedUndelivered);
        }
        long history = count(c, "SELECT count(*) FROM history");
        long expectedHistory = (long) scale.customersPerDistrict() * TpccScale.DISTRICTS + committed.payments();
        if (history != expectedHistory) {
            violations.add(history + " history rows where the committed Payments make " + expectedHistory);
        }
        if (!violations.isEmpty()) {
            throw new IllegalStateException("TPC-C CONSISTENCY VIOLATED:\n  " + String.join("\n  ", violations));
        }
    }

    /** Each row of {@code sql} is a district id followed by values that go to {@code slots} of that district. */
    private static void fill(Connection c, long[][] districts, String sql, int... slots) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                int d = rs.getInt(1);
                if (d < 1 || d > TpccScale.DISTRICTS) {
                    throw new IllegalStateException("TPC-C CONSISTENCY VIOLATED: a row of district " + d + " from " + sql);
                }
                for (int i = 0; i < slots.length; i++) {
                    districts[d][slots[i]] = rs.getLong(i + 2);
                }
            }
        }
    }

    private static BigDecimal decimal(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next() || rs.getBigDecimal(1) == null) {
                throw new IllegalStateException("TPC-C CONSISTENCY VIOLATED: no value from " + sql);
            }
            return rs.getBigDecimal(1);
        }
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
