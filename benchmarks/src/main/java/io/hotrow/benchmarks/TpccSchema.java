package io.hotrow.benchmarks;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.sql.Types;
import java.util.Locale;
import java.util.Random;

/**
 * The nine TPC-C tables (clause 1.3) and their initial population (clause 4.3.3.1) at a
 * {@link TpccScale}, the same on both sides: the data comes from a seeded generator. Plain SQL
 * both PostgreSQL and the engine take, loaded through JDBC batches.
 */
final class TpccSchema {

    static final BigDecimal WAREHOUSE_YTD = new BigDecimal("300000.00");
    static final BigDecimal DISTRICT_YTD = new BigDecimal("30000.00");
    private static final long SEED = 20_260_101L;
    /** Dropped before a load, so that a database can be loaded again. */
    private static final String[] TABLES = {"history", "new_order", "order_line", "orders", "customer", "district", "stock", "item", "warehouse"};
    private static final String[] DDL = {
            "CREATE TABLE warehouse (w_id int PRIMARY KEY, w_name varchar(10) NOT NULL, w_street_1 varchar(20) NOT NULL, w_street_2 varchar(20) NOT NULL,"
                    + " w_city varchar(20) NOT NULL, w_state char(2) NOT NULL, w_zip char(9) NOT NULL, w_tax numeric(4,4) NOT NULL, w_ytd numeric(12,2) NOT NULL)",
            "CREATE TABLE district (d_w_id int NOT NULL, d_id int NOT NULL, d_name varchar(10) NOT NULL, d_street_1 varchar(20) NOT NULL,"
                    + " d_street_2 varchar(20) NOT NULL, d_city varchar(20) NOT NULL, d_state char(2) NOT NULL, d_zip char(9) NOT NULL,"
                    + " d_tax numeric(4,4) NOT NULL, d_ytd numeric(12,2) NOT NULL, d_next_o_id int NOT NULL, PRIMARY KEY (d_w_id, d_id))",
            "CREATE TABLE customer (c_w_id int NOT NULL, c_d_id int NOT NULL, c_id int NOT NULL, c_first varchar(16) NOT NULL, c_middle char(2) NOT NULL,"
                    + " c_last varchar(16) NOT NULL, c_street_1 varchar(20) NOT NULL, c_street_2 varchar(20) NOT NULL, c_city varchar(20) NOT NULL,"
                    + " c_state char(2) NOT NULL, c_zip char(9) NOT NULL, c_phone char(16) NOT NULL, c_since timestamp NOT NULL, c_credit char(2) NOT NULL,"
                    + " c_credit_lim numeric(12,2) NOT NULL, c_discount numeric(4,4) NOT NULL, c_balance numeric(12,2) NOT NULL,"
                    + " c_ytd_payment numeric(12,2) NOT NULL, c_payment_cnt int NOT NULL, c_delivery_cnt int NOT NULL, c_data varchar(500) NOT NULL,"
                    + " PRIMARY KEY (c_w_id, c_d_id, c_id))",
            "CREATE INDEX customer_by_name ON customer (c_w_id, c_d_id, c_last, c_first)",
            "CREATE TABLE history (h_c_id int NOT NULL, h_c_d_id int NOT NULL, h_c_w_id int NOT NULL, h_d_id int NOT NULL, h_w_id int NOT NULL,"
                    + " h_date timestamp NOT NULL, h_amount numeric(6,2) NOT NULL, h_data varchar(24) NOT NULL)",
            "CREATE TABLE orders (o_w_id int NOT NULL, o_d_id int NOT NULL, o_id int NOT NULL, o_c_id int NOT NULL, o_entry_d timestamp NOT NULL,"
                    + " o_carrier_id int, o_ol_cnt int NOT NULL, o_all_local int NOT NULL, PRIMARY KEY (o_w_id, o_d_id, o_id))",
            "CREATE INDEX orders_by_customer ON orders (o_w_id, o_d_id, o_c_id, o_id)",
            "CREATE TABLE new_order (no_w_id int NOT NULL, no_d_id int NOT NULL, no_o_id int NOT NULL, PRIMARY KEY (no_w_id, no_d_id, no_o_id))",
            "CREATE TABLE order_line (ol_w_id int NOT NULL, ol_d_id int NOT NULL, ol_o_id int NOT NULL, ol_number int NOT NULL, ol_i_id int NOT NULL,"
                    + " ol_supply_w_id int NOT NULL, ol_delivery_d timestamp, ol_quantity int NOT NULL, ol_amount numeric(6,2) NOT NULL,"
                    + " ol_dist_info char(24) NOT NULL, PRIMARY KEY (ol_w_id, ol_d_id, ol_o_id, ol_number))",
            "CREATE TABLE item (i_id int PRIMARY KEY, i_im_id int NOT NULL, i_name varchar(24) NOT NULL, i_price numeric(5,2) NOT NULL,"
                    + " i_data varchar(50) NOT NULL)",
            "CREATE TABLE stock (s_w_id int NOT NULL, s_i_id int NOT NULL, s_quantity int NOT NULL, s_dist_01 char(24) NOT NULL, s_dist_02 char(24) NOT NULL,"
                    + " s_dist_03 char(24) NOT NULL, s_dist_04 char(24) NOT NULL, s_dist_05 char(24) NOT NULL, s_dist_06 char(24) NOT NULL,"
                    + " s_dist_07 char(24) NOT NULL, s_dist_08 char(24) NOT NULL, s_dist_09 char(24) NOT NULL, s_dist_10 char(24) NOT NULL,"
                    + " s_ytd int NOT NULL, s_order_cnt int NOT NULL, s_remote_cnt int NOT NULL, s_data varchar(50) NOT NULL, PRIMARY KEY (s_w_id, s_i_id))"};

    private final TpccScale scale;
    private final Random random = new Random(SEED);
    private final Timestamp now = new Timestamp(System.currentTimeMillis());

    private TpccSchema(TpccScale scale) {
        this.scale = scale;
    }

    /** Drops the tables if they exist, creates them and loads them; returns the rows loaded. */
    static long createAndLoad(Connection c, TpccScale scale) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String table : TABLES) {
                s.execute("DROP TABLE IF EXISTS " + table);
            }
            for (String ddl : DDL) {
                s.execute(ddl);
            }
        }
        TpccSchema schema = new TpccSchema(scale);
        return schema.items(c) + schema.warehouse(c) + schema.stock(c) + schema.districts(c) + schema.customers(c) + schema.orders(c);
    }

    private long items(Connection c) throws SQLException {
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO item (i_id, i_im_id, i_name, i_price, i_data) VALUES (?, ?, ?, ?, ?)")) {
            PreparedStatement p = insert.row();
            for (int i = 1; i <= scale.items(); i++) {
                p.setInt(1, i);
                p.setInt(2, TpccRandom.uniform(random, 1, 10_000));
                p.setString(3, TpccRandom.alphanumeric(random, 14, 24));
                p.setBigDecimal(4, cents(TpccRandom.uniform(random, 100, 10_000)));
                p.setString(5, TpccRandom.data(random));
                insert.add();
            }
            return insert.rows();
        }
    }

    private long warehouse(Connection c) throws SQLException {
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO warehouse (w_id, w_name, w_street_1, w_street_2, w_city, w_state, w_zip, w_tax, w_ytd)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            PreparedStatement p = insert.row();
            p.setInt(1, TpccScale.WAREHOUSE);
            p.setString(2, TpccRandom.alphanumeric(random, 6, 10));
            address(p, 3);
            p.setBigDecimal(8, tax());
            p.setBigDecimal(9, WAREHOUSE_YTD);
            insert.add();
            return insert.rows();
        }
    }

    private long stock(Connection c) throws SQLException {
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO stock (s_w_id, s_i_id, s_quantity, s_dist_01, s_dist_02, s_dist_03, s_dist_04, s_dist_05,"
                + " s_dist_06, s_dist_07, s_dist_08, s_dist_09, s_dist_10, s_ytd, s_order_cnt, s_remote_cnt, s_data)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, ?)")) {
            PreparedStatement p = insert.row();
            for (int i = 1; i <= scale.items(); i++) {
                p.setInt(1, TpccScale.WAREHOUSE);
                p.setInt(2, i);
                p.setInt(3, TpccRandom.uniform(random, 10, 100));
                for (int d = 0; d < TpccScale.DISTRICTS; d++) {
                    p.setString(4 + d, TpccRandom.alphanumeric(random, 24, 24));
                }
                p.setString(14, TpccRandom.data(random));
                insert.add();
            }
            return insert.rows();
        }
    }

    private long districts(Connection c) throws SQLException {
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO district (d_w_id, d_id, d_name, d_street_1, d_street_2, d_city, d_state, d_zip, d_tax,"
                + " d_ytd, d_next_o_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            PreparedStatement p = insert.row();
            for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
                p.setInt(1, TpccScale.WAREHOUSE);
                p.setInt(2, d);
                p.setString(3, TpccRandom.alphanumeric(random, 6, 10));
                address(p, 4);
                p.setBigDecimal(9, tax());
                p.setBigDecimal(10, DISTRICT_YTD);
                p.setInt(11, scale.customersPerDistrict() + 1);
                insert.add();
            }
            return insert.rows();
        }
    }

    /** The customers, and a history row for each. */
    private long customers(Connection c) throws SQLException {
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO customer (c_w_id, c_d_id, c_id, c_first, c_middle, c_last, c_street_1, c_street_2,"
                + " c_city, c_state, c_zip, c_phone, c_since, c_credit, c_credit_lim, c_discount, c_balance, c_ytd_payment, c_payment_cnt,"
                + " c_delivery_cnt, c_data) VALUES (?, ?, ?, ?, 'OE', ?, ?, ?, ?, ?, ?, ?, ?, ?, 50000.00, ?, -10.00, 10.00, 1, 0, ?)");
             BatchInsert history = new BatchInsert(c, "INSERT INTO history (h_c_id, h_c_d_id, h_c_w_id, h_d_id, h_w_id, h_date, h_amount, h_data)"
                     + " VALUES (?, ?, ?, ?, ?, ?, 10.00, ?)")) {
            PreparedStatement p = insert.row(), h = history.row();
            for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
                for (int id = 1; id <= scale.customersPerDistrict(); id++) {
                    p.setInt(1, TpccScale.WAREHOUSE);
                    p.setInt(2, d);
                    p.setInt(3, id);
                    p.setString(4, TpccRandom.alphanumeric(random, 8, 16));
                    p.setString(5, TpccRandom.lastName(id <= scale.lastNames() ? id - 1
                            : TpccRandom.nonUniform(random, TpccRandom.A_LAST_NAME, 0, scale.lastNames() - 1)));
                    address(p, 6);
                    p.setString(11, TpccRandom.numeric(random, 16));
                    p.setTimestamp(12, now);
                    p.setString(13, random.nextInt(10) == 0 ? "BC" : "GC");
                    p.setBigDecimal(14, new BigDecimal(TpccRandom.uniform(random, 0, 5_000)).movePointLeft(4));
                    p.setString(15, TpccRandom.alphanumeric(random, 300, 500));
                    insert.add();
                    h.setInt(1, id);
                    h.setInt(2, d);
                    h.setInt(3, TpccScale.WAREHOUSE);
                    h.setInt(4, d);
                    h.setInt(5, TpccScale.WAREHOUSE);
                    h.setTimestamp(6, now);
                    h.setString(7, TpccRandom.alphanumeric(random, 12, 24));
                    history.add();
                }
            }
            return insert.rows() + history.rows();
        }
    }

    /** Each district's orders, one per customer in a random order, their lines, and the undelivered newest ones in new_order. */
    private long orders(Connection c) throws SQLException {
        int customers = scale.customersPerDistrict(), firstUndelivered = customers - scale.undeliveredPerDistrict() + 1;
        try (BatchInsert orders = new BatchInsert(c, "INSERT INTO orders (o_w_id, o_d_id, o_id, o_c_id, o_entry_d, o_carrier_id, o_ol_cnt, o_all_local)"
                + " VALUES (?, ?, ?, ?, ?, ?, ?, 1)");
             BatchInsert lines = new BatchInsert(c, "INSERT INTO order_line (ol_w_id, ol_d_id, ol_o_id, ol_number, ol_i_id, ol_supply_w_id, ol_delivery_d,"
                     + " ol_quantity, ol_amount, ol_dist_info) VALUES (?, ?, ?, ?, ?, ?, ?, 5, ?, ?)");
             BatchInsert newOrders = new BatchInsert(c, "INSERT INTO new_order (no_w_id, no_d_id, no_o_id) VALUES (?, ?, ?)")) {
            PreparedStatement o = orders.row(), l = lines.row(), n = newOrders.row();
            for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
                int[] customerOf = permutation(customers);
                for (int id = 1; id <= customers; id++) {
                    boolean delivered = id < firstUndelivered;
                    int lineCount = TpccRandom.uniform(random, 5, 15);
                    o.setInt(1, TpccScale.WAREHOUSE);
                    o.setInt(2, d);
                    o.setInt(3, id);
                    o.setInt(4, customerOf[id - 1]);
                    o.setTimestamp(5, now);
                    if (delivered) {
                        o.setInt(6, TpccRandom.uniform(random, 1, 10));
                    } else {
                        o.setNull(6, Types.INTEGER);
                    }
                    o.setInt(7, lineCount);
                    orders.add();
                    for (int number = 1; number <= lineCount; number++) {
                        l.setInt(1, TpccScale.WAREHOUSE);
                        l.setInt(2, d);
                        l.setInt(3, id);
                        l.setInt(4, number);
                        l.setInt(5, TpccRandom.uniform(random, 1, scale.items()));
                        l.setInt(6, TpccScale.WAREHOUSE);
                        l.setTimestamp(7, delivered ? now : null);
                        l.setBigDecimal(8, delivered ? BigDecimal.ZERO.setScale(2) : cents(TpccRandom.uniform(random, 1, 999_999)));
                        l.setString(9, TpccRandom.alphanumeric(random, 24, 24));
                        lines.add();
                    }
                    if (!delivered) {
                        n.setInt(1, TpccScale.WAREHOUSE);
                        n.setInt(2, d);
                        n.setInt(3, id);
                        newOrders.add();
                    }
                }
            }
            return orders.rows() + lines.rows() + newOrders.rows();
        }
    }

    /** Street 1 and 2, city, state and zip into the five parameters from {@code first}. */
    private void address(PreparedStatement p, int first) throws SQLException {
        p.setString(first, TpccRandom.alphanumeric(random, 10, 20));
        p.setString(first + 1, TpccRandom.alphanumeric(random, 10, 20));
        p.setString(first + 2, TpccRandom.alphanumeric(random, 10, 20));
        p.setString(first + 3, TpccRandom.alphanumeric(random, 2, 2).toUpperCase(Locale.ROOT));
        p.setString(first + 4, TpccRandom.numeric(random, 4) + "11111");
    }

    private BigDecimal tax() {
        return new BigDecimal(TpccRandom.uniform(random, 0, 2_000)).movePointLeft(4).setScale(4, RoundingMode.UNNECESSARY);
    }

    private int[] permutation(int n) {
        int[] values = new int[n];
        for (int i = 0; i < n; i++) {
            values[i] = i + 1;
        }
        for (int i = n - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            int swap = values[i];
            values[i] = values[j];
            values[j] = swap;
        }
        return values;
    }

    static BigDecimal cents(long cents) {
        return BigDecimal.valueOf(cents, 2);
    }
}
