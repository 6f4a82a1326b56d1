package io.hotrow.benchmarks;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Timestamp;
import java.util.Arrays;
import java.util.concurrent.ThreadLocalRandom;

/**
 * One TPC-C terminal: the five transactions of clauses 2.4 to 2.8 as an application using an ORM
 * sends them, statement by statement through prepared statements on a connection out of
 * autocommit, in read-write transactions (no read-only hint, even for Order-Status and
 * Stock-Level), committed through JDBC. Rows an ORM would lock before changing them from what it
 * read ({@code d_next_o_id}, the stock, the customer) are read {@code FOR UPDATE}; the year-to-date
 * sums are updated in place ({@code w_ytd = w_ytd + ?}). An answer that cannot be right (a missing
 * row, an order without its lines) fails the run.
 */
final class TpccTerminal implements Workload.Terminal {

    private static final int W = TpccScale.WAREHOUSE;

    private final Connection c;
    private final Tpcc tpcc;
    private final TpccScale scale;
    /** The terminal's own district, whose stock Stock-Level examines (clause 2.8.1.1). */
    private final int homeDistrict;

    private final PreparedStatement customerForOrder;
    private final PreparedStatement warehouseTax;
    private final PreparedStatement districtForOrder;
    private final PreparedStatement nextOrderId;
    private final PreparedStatement insertOrder;
    private final PreparedStatement insertNewOrder;
    private final PreparedStatement item;
    private final PreparedStatement stock;
    private final PreparedStatement updateStock;
    private final PreparedStatement insertOrderLine;

    private final PreparedStatement warehouseYtd;
    private final PreparedStatement warehouse;
    private final PreparedStatement districtYtd;
    private final PreparedStatement district;
    private final PreparedStatement customersByName;
    private final PreparedStatement customerForPayment;
    private final PreparedStatement payGoodCredit;
    private final PreparedStatement payBadCredit;
    private final PreparedStatement insertHistory;

    private final PreparedStatement customerBalance;
    private final PreparedStatement lastOrder;
    private final PreparedStatement orderLines;

    private final PreparedStatement oldestNewOrder;
    private final PreparedStatement deleteNewOrder;
    private final PreparedStatement orderCustomer;
    private final PreparedStatement setCarrier;
    private final PreparedStatement setDeliveryDate;
    private final PreparedStatement orderTotal;
    private final PreparedStatement creditCustomer;

    private final PreparedStatement districtNextOrder;
    private final PreparedStatement lowStock;

    TpccTerminal(Connection c, Tpcc tpcc, int homeDistrict) throws SQLException {
        this.c = c;
        this.tpcc = tpcc;
        this.scale = tpcc.scale();
        this.homeDistrict = homeDistrict;
        customerForOrder = c.prepareStatement("SELECT c_discount, c_last, c_credit FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        warehouseTax = c.prepareStatement("SELECT w_tax FROM warehouse WHERE w_id = ?");
        districtForOrder = c.prepareStatement("SELECT d_next_o_id, d_tax FROM district WHERE d_w_id = ? AND d_id = ? FOR UPDATE");
        nextOrderId = c.prepareStatement("UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_w_id = ? AND d_id = ?");
        insertOrder = c.prepareStatement("INSERT INTO orders (o_w_id, o_d_id, o_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)"
                + " VALUES (?, ?, ?, ?, ?, NULL, ?, 1)");
        insertNewOrder = c.prepareStatement("INSERT INTO new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)");
        item = c.prepareStatement("SELECT i_price, i_name, i_data FROM item WHERE i_id = ?");
        stock = c.prepareStatement("SELECT s_quantity, s_data, s_dist_01, s_dist_02, s_dist_03, s_dist_04, s_dist_05, s_dist_06, s_dist_07, s_dist_08,"
                + " s_dist_09, s_dist_10 FROM stock WHERE s_w_id = ? AND s_i_id = ? FOR UPDATE");
        updateStock = c.prepareStatement("UPDATE stock SET s_quantity = ?, s_ytd = s_ytd + ?, s_order_cnt = s_order_cnt + 1 WHERE s_w_id = ? AND s_i_id = ?");
        insertOrderLine = c.prepareStatement("INSERT INTO order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,"
                + " ol_quantity, ol_amount, ol_dist_info) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)");

        warehouseYtd = c.prepareStatement("UPDATE warehouse SET w_ytd = w_ytd + ? WHERE w_id = ?");
        warehouse = c.prepareStatement("SELECT w_name, w_street_1, w_street_2, w_city, w_state, w_zip FROM warehouse WHERE w_id = ?");
        districtYtd = c.prepareStatement("UPDATE district SET d_ytd = d_ytd + ? WHERE d_w_id = ? AND d_id = ?");
        district = c.prepareStatement("SELECT d_name, d_street_1, d_street_2, d_city, d_state, d_zip FROM district WHERE d_w_id = ? AND d_id = ?");
        customersByName = c.prepareStatement("SELECT c_id FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_last = ? ORDER BY c_first");
        customerForPayment = c.prepareStatement("SELECT c_first, c_middle, c_last, c_street_1, c_street_2, c_city, c_state, c_zip, c_phone, c_since,"
                + " c_credit, c_credit_lim, c_discount, c_balance, c_data FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ? FOR UPDATE");
        payGoodCredit = c.prepareStatement("UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,"
                + " c_payment_cnt = c_payment_cnt + 1 WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        payBadCredit = c.prepareStatement("UPDATE customer SET c_balance = c_balance - ?, c_ytd_payment = c_ytd_payment + ?,"
                + " c_payment_cnt = c_payment_cnt + 1, c_data = ? WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        insertHistory = c.prepareStatement("INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?)");

        customerBalance = c.prepareStatement("SELECT c_balance, c_first, c_middle, c_last FROM customer WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");
        lastOrder = c.prepareStatement("SELECT o_id, o_carrier_id, o_entry_d, o_ol_cnt FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_c_id = ?"
                + " ORDER BY o_id DESC LIMIT 1");
        orderLines = c.prepareStatement("SELECT ol_i_id, ol_supply_w_id, ol_quantity, ol_amount, ol_delivery_d FROM order_line"
                + " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");

        oldestNewOrder = c.prepareStatement("SELECT no_o_id FROM new_order WHERE no_w_id = ? AND no_d_id = ? ORDER BY no_o_id LIMIT 1");
        deleteNewOrder = c.prepareStatement("DELETE FROM new_order WHERE no_w_id = ? AND no_d_id = ? AND no_o_id = ?");
        orderCustomer = c.prepareStatement("SELECT o_c_id FROM orders WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        setCarrier = c.prepareStatement("UPDATE orders SET o_carrier_id = ? WHERE o_w_id = ? AND o_d_id = ? AND o_id = ?");
        setDeliveryDate = c.prepareStatement("UPDATE order_line SET ol_delivery_d = ? WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
        orderTotal = c.prepareStatement("SELECT SUM(ol_amount) FROM order_line WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id = ?");
        creditCustomer = c.prepareStatement("UPDATE customer SET c_balance = c_balance + ?, c_delivery_cnt = c_delivery_cnt + 1"
                + " WHERE c_w_id = ? AND c_d_id = ? AND c_id = ?");

        districtNextOrder = c.prepareStatement("SELECT d_next_o_id FROM district WHERE d_w_id = ? AND d_id = ?");
        lowStock = c.prepareStatement("SELECT COUNT(DISTINCT s_i_id) FROM order_line JOIN stock ON s_w_id = ol_w_id AND s_i_id = ol_i_id"
                + " WHERE ol_w_id = ? AND ol_d_id = ? AND ol_o_id < ? AND ol_o_id >= ? AND s_quantity < ?");
    }

    /** The standard mix (clause 5.2.3): New-Order 45%, Payment 43%, the other three 4% each. */
    @Override
    public Workload.Transaction next() {
        ThreadLocalRandom random = ThreadLocalRandom.current();
        int pick = random.nextInt(100);
        if (pick < 45) {
            return newOrder(random);
        }
        if (pick < 88) {
            return payment(random);
        }
        if (pick < 92) {
            return orderStatus(random);
        }
        if (pick < 96) {
            return delivery(random);
        }
        return stockLevel(random);
    }

    /** Clause 2.4: 5 to 15 lines; in 1% of them the last item number is unused, and the transaction rolls back. */
    private Workload.Transaction newOrder(ThreadLocalRandom random) {
        int d = TpccRandom.uniform(random, 1, TpccScale.DISTRICTS);
        int customer = TpccRandom.customer(random, scale);
        int lines = TpccRandom.uniform(random, 5, 15);
        boolean rollback = random.nextInt(100) == 0;
        int[] items = new int[lines], quantities = new int[lines];
        for (int i = 0; i < lines; i++) {
            items[i] = rollback && i == lines - 1 ? scale.items() + 1 : TpccRandom.item(random, scale);
            quantities[i] = TpccRandom.uniform(random, 1, 10);
        }
        return () -> {
            one(bind(customerForOrder, W, d, customer), "customer " + customer + " of district " + d).close();
            one(bind(warehouseTax, W), "the warehouse").close();
            int orderId;
            try (ResultSet rs = one(bind(districtForOrder, W, d), "district " + d)) {
                orderId = rs.getInt(1);
            }
            updated(bind(nextOrderId, W, d), 1, "d_next_o_id of district " + d);
            Timestamp now = new Timestamp(System.currentTimeMillis());
            bind(insertOrder, W, d, orderId, customer);
            insertOrder.setTimestamp(5, now);
            insertOrder.setInt(6, lines);
            updated(insertOrder, 1, "order " + orderId);
            updated(bind(insertNewOrder, W, d, orderId), 1, "new order " + orderId);
            for (int i = 0; i < lines; i++) {
                BigDecimal price;
                try (ResultSet rs = bind(item, items[i]).executeQuery()) {
                    if (!rs.next()) {
                        if (!rollback) {
                            throw new IllegalStateException("item " + items[i] + " not found");
                        }
                        c.rollback(); // the unused item number: the order is refused
                        tpcc.newOrderRolledBack();
                        return;
                    }
                    price = rs.getBigDecimal(1);
                }
                int quantity;
                String distInfo;
                try (ResultSet rs = one(bind(stock, W, items[i]), "the stock of item " + items[i])) {
                    quantity = rs.getInt(1);
                    distInfo = rs.getString(2 + d);
                }
                int left = quantity >= quantities[i] + 10 ? quantity - quantities[i] : quantity - quantities[i] + 91;
                updated(bind(updateStock, left, quantities[i], W, items[i]), 1, "the stock of item " + items[i]);
                bind(insertOrderLine, W, d, orderId, i + 1, items[i], W, quantities[i]);
                insertOrderLine.setBigDecimal(8, price.multiply(BigDecimal.valueOf(quantities[i])));
                insertOrderLine.setString(9, distInfo);
                updated(insertOrderLine, 1, "order line " + (i + 1) + " of order " + orderId);
            }
            c.commit();
            tpcc.newOrderCommitted(d, orderId);
        };
    }

    /** Clause 2.5: 60% of customers found by last name; 1.00 to 5,000.00 paid; a bad-credit customer's data gets the payment prepended. */
    private Workload.Transaction payment(ThreadLocalRandom random) {
        int d = TpccRandom.uniform(random, 1, TpccScale.DISTRICTS);
        String lastName = random.nextInt(100) < 60 ? TpccRandom.runLastName(random, scale) : null;
        int customerById = TpccRandom.customer(random, scale);
        long cents = TpccRandom.uniform(random, 100, 500_000);
        BigDecimal amount = TpccSchema.cents(cents);
        return () -> {
            warehouseYtd.setBigDecimal(1, amount);
            warehouseYtd.setInt(2, W);
            updated(warehouseYtd, 1, "w_ytd");
            String warehouseName, districtName;
            try (ResultSet rs = one(bind(warehouse, W), "the warehouse")) {
                warehouseName = rs.getString(1);
            }
            districtYtd.setBigDecimal(1, amount);
            districtYtd.setInt(2, W);
            districtYtd.setInt(3, d);
            updated(districtYtd, 1, "d_ytd of district " + d);
            try (ResultSet rs = one(bind(district, W, d), "district " + d)) {
                districtName = rs.getString(1);
            }
            int customer = lastName == null ? customerById : byLastName(d, lastName);
            String credit, data;
            try (ResultSet rs = one(bind(customerForPayment, W, d, customer), "customer " + customer + " of district " + d)) {
                credit = rs.getString(11);
                data = rs.getString(15);
            }
            PreparedStatement pay = "BC".equals(credit) ? payBadCredit : payGoodCredit;
            pay.setBigDecimal(1, amount);
            pay.setBigDecimal(2, amount);
            int key = 3;
            if (pay == payBadCredit) {
                String prepended = customer + " " + d + " " + W + " " + d + " " + W + " " + amount + " | " + data;
                pay.setString(key++, prepended.length() > 500 ? prepended.substring(0, 500) : prepended);
            }
            pay.setInt(key, W);
            pay.setInt(key + 1, d);
            pay.setInt(key + 2, customer);
            updated(pay, 1, "the balance of customer " + customer);
            bind(insertHistory, customer, d, W, d, W);
            insertHistory.setTimestamp(6, new Timestamp(System.currentTimeMillis()));
            insertHistory.setBigDecimal(7, amount);
            String historyData = warehouseName + "    " + districtName;
            insertHistory.setString(8, historyData.length() > 24 ? historyData.substring(0, 24) : historyData);
            updated(insertHistory, 1, "history");
            c.commit();
            tpcc.paymentCommitted(d, customer, cents);
        };
    }

    /** Clause 2.6: the customer's balance and last order with its lines, which must number o_ol_cnt. */
    private Workload.Transaction orderStatus(ThreadLocalRandom random) {
        int d = TpccRandom.uniform(random, 1, TpccScale.DISTRICTS);
        String lastName = random.nextInt(100) < 60 ? TpccRandom.runLastName(random, scale) : null;
        int customerById = TpccRandom.customer(random, scale);
        return () -> {
            int customer = lastName == null ? customerById : byLastName(d, lastName);
            one(bind(customerBalance, W, d, customer), "customer " + customer + " of district " + d).close();
            int orderId, lineCount;
            try (ResultSet rs = one(bind(lastOrder, W, d, customer), "an order of customer " + customer + " of district " + d)) {
                orderId = rs.getInt(1);
                lineCount = rs.getInt(4);
            }
            int read = 0;
            try (ResultSet rs = bind(orderLines, W, d, orderId).executeQuery()) {
                while (rs.next()) {
                    read++;
                }
            }
            if (read != lineCount) {
                throw new IllegalStateException("WRONG ANSWER: order " + orderId + " of district " + d + " has o_ol_cnt " + lineCount + " but "
                        + read + " order lines were read");
            }
            c.commit();
        };
    }

    /** Clause 2.7: the oldest undelivered order of each district, delivered in one transaction; a district with none is skipped. */
    private Workload.Transaction delivery(ThreadLocalRandom random) {
        int carrier = TpccRandom.uniform(random, 1, 10);
        return () -> {
            Timestamp now = new Timestamp(System.currentTimeMillis());
            int[] delivered = new int[TpccScale.DISTRICTS]; // per district the order delivered, 0 where none
            for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
                int orderId;
                try (ResultSet rs = bind(oldestNewOrder, W, d).executeQuery()) {
                    if (!rs.next()) {
                        continue;
                    }
                    orderId = rs.getInt(1);
                }
                if (bind(deleteNewOrder, W, d, orderId).executeUpdate() == 0) {
                    continue; // another terminal delivered it since it was read (READ COMMITTED)
                }
                int customer;
                try (ResultSet rs = one(bind(orderCustomer, W, d, orderId), "order " + orderId + " of district " + d)) {
                    customer = rs.getInt(1);
                }
                updated(bind(setCarrier, carrier, W, d, orderId), 1, "the carrier of order " + orderId);
                setDeliveryDate.setTimestamp(1, now);
                setDeliveryDate.setInt(2, W);
                setDeliveryDate.setInt(3, d);
                setDeliveryDate.setInt(4, orderId);
                if (setDeliveryDate.executeUpdate() < 5) {
                    throw new IllegalStateException("WRONG ANSWER: order " + orderId + " of district " + d + " has fewer than 5 order lines");
                }
                BigDecimal total;
                try (ResultSet rs = one(bind(orderTotal, W, d, orderId), "the total of order " + orderId)) {
                    total = rs.getBigDecimal(1);
                }
                creditCustomer.setBigDecimal(1, total);
                creditCustomer.setInt(2, W);
                creditCustomer.setInt(3, d);
                creditCustomer.setInt(4, customer);
                updated(creditCustomer, 1, "the balance of customer " + customer);
                delivered[d - 1] = orderId;
            }
            c.commit();
            tpcc.deliveryCommitted(delivered);
        };
    }

    /** Clause 2.8: distinct items of the home district's last 20 orders whose stock is under a threshold of 10 to 20. */
    private Workload.Transaction stockLevel(ThreadLocalRandom random) {
        int threshold = TpccRandom.uniform(random, 10, 20);
        return () -> {
            int next;
            try (ResultSet rs = one(bind(districtNextOrder, W, homeDistrict), "district " + homeDistrict)) {
                next = rs.getInt(1);
            }
            one(bind(lowStock, W, homeDistrict, next, next - 20, threshold), "the count of low stock").close();
            c.commit();
        };
    }

    /** The one customer at the middle of those with {@code lastName}, sorted by first name (clause 2.5.2.2). */
    private int byLastName(int d, String lastName) throws SQLException {
        customersByName.setInt(1, W);
        customersByName.setInt(2, d);
        customersByName.setString(3, lastName);
        int[] ids = new int[16];
        int count = 0;
        try (ResultSet rs = customersByName.executeQuery()) {
            while (rs.next()) {
                if (count == ids.length) {
                    ids = Arrays.copyOf(ids, count * 2);
                }
                ids[count++] = rs.getInt(1);
            }
        }
        if (count == 0) {
            throw new IllegalStateException("WRONG ANSWER: no customer of district " + d + " is named " + lastName);
        }
        return ids[(count - 1) / 2];
    }

    /** Sets the first {@code values.length} parameters of {@code p}. */
    private static PreparedStatement bind(PreparedStatement p, int... values) throws SQLException {
        for (int i = 0; i < values.length; i++) {
            p.setInt(i + 1, values[i]);
        }
        return p;
    }

    /** The result of {@code p} on its first row, which must exist. */
    private static ResultSet one(PreparedStatement p, String what) throws SQLException {
        ResultSet rs = p.executeQuery();
        if (!rs.next()) {
            rs.close();
            throw new IllegalStateException("WRONG ANSWER: " + what + " not found");
        }
        return rs;
    }

    private static void updated(PreparedStatement p, int expected, String what) throws SQLException {
        int count = p.executeUpdate();
        if (count != expected) {
            throw new IllegalStateException("WRONG ANSWER: the change of " + what + " touched " + count + " rows, not " + expected);
        }
    }
}
