package io.hotrow.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.testsupport.ChildProcess;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The TPC-C-like mix at READ COMMITTED under kill -9 (the tck's ConcurrentCrashInjectionTest, with
 * the benchmark's own terminals): a child JVM ({@link TpccCrashChild}) runs several terminals on an
 * engine database on a {@code file:} store, printing each commit's effect once {@code commit()}
 * returned, and is killed with SIGKILL after a random number of them (uniform 1..150), a few times
 * over. After each kill this JVM recovers the database and checks:
 * <ol>
 *   <li>every acknowledged New-Order (its order), Payment (its history row) and Delivery (its orders
 *       delivered) is present, and everything an earlier recovery showed still is;</li>
 *   <li>what is present beyond that fits the transactions the kill may have caught, at most one
 *       per terminal;</li>
 *   <li>the consistency conditions 1 to 4 of clause 3.3.2, and the totals, with {@link TpccCheck}
 *       held to what is present;</li>
 *   <li>every transaction present is whole: conditions 5 to 7, 10 and 12 of clause 3.3.2, the
 *       ytd sums against the history, and the stock, the payment and the delivery counts against
 *       the orders and the history. A torn New-Order, Payment or Delivery breaks one of them.</li>
 * </ol>
 * Iterations: {@code -Dhotrow.crash.tpcc.iterations} (default 4), stopped early after
 * {@code -Dhotrow.crash.tpcc.budgetSeconds} (default 30); {@code -Dhotrow.crash.seed=...} replays a
 * run's kill points. A failure copies the store to {@code /tmp/hotrow-tpcc-crash-evidence-<n>}.
 */
class TpccCrashTest {

    /** Small, so that the load takes well under a second, and hot: ten district rows for every New-Order. */
    private static final TpccScale SCALE = new TpccScale("crash", 30, 1_000);
    private static final int TERMINALS = 4;
    private static final int MAX_ACKS_BEFORE_KILL = 150;
    private static final int SNAPSHOT_EVERY = 40;
    private static final long ACK_TIMEOUT_SECONDS = 60;
    private static final long BUDGET_NANOS = TimeUnit.SECONDS.toNanos(Long.getLong("hotrow.crash.tpcc.budgetSeconds", 30));
    /** A killed child hands its lease back to nobody: recovery here waits this long for it to expire. */
    private static final String LEASE = "1s";
    private static final int W = TpccScale.WAREHOUSE;
    private static final int CUSTOMERS = SCALE.customersPerDistrict() * TpccScale.DISTRICTS;
    /** The first order of a district the load left undelivered: Delivery only ever delivers orders from here on. */
    private static final int FIRST_UNDELIVERED = SCALE.customersPerDistrict() - SCALE.undeliveredPerDistrict() + 1;

    @TempDir
    Path work;

    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    /**
     * What the database holds of the transactions: orders added by New-Orders and orders delivered
     * by Deliveries ({@link #key}), and history rows ({@code district customer cents}) with their
     * multiplicity, the load's own included.
     */
    private record Contents(Set<Long> orders, Set<Long> delivered, Map<String, Integer> history) {
        static Contents empty() {
            return new Contents(new HashSet<>(), new HashSet<>(), new HashMap<>());
        }

        long historyRows() {
            return history.values().stream().mapToLong(Integer::longValue).sum();
        }

        long historyCents() {
            return history.entrySet().stream().mapToLong(e -> Long.parseLong(e.getKey().split(" ")[2]) * e.getValue()).sum();
        }
    }

    private static long key(int district, int orderId) {
        return district * 1_000_000L + orderId;
    }

    @Test
    @Timeout(value = 5, unit = TimeUnit.MINUTES)
    void tpccAtReadCommittedSurvivesRepeatedKillNine() throws Exception {
        long seed = Long.getLong("hotrow.crash.seed", System.nanoTime());
        Random random = new Random(seed);
        int iterations = Integer.getInteger("hotrow.crash.tpcc.iterations", 4);
        Path store = Files.createDirectories(work.resolve("store"));
        Path logs = Files.createDirectories(work.resolve("logs"));
        String url = "jdbc:hotrow:file:" + store + "/tpcc?snapshotEvery=" + SNAPSHOT_EVERY + "&leaseDuration=" + LEASE;
        Contents known;
        try (Connection c = DriverManager.getConnection(url)) {
            TpccSchema.createAndLoad(c, SCALE);
            // The checks hold on the database as loaded: what they find later, the workload and the kills did.
            known = verify(c, null, Contents.empty());
        } finally {
            HotrowDriver.instance().shutdown(); // the child takes the database over
        }

        long started = System.nanoTime();
        long acks = 0, inFlightDurable = 0;
        int done = 0;
        for (int iteration = 1; iteration <= iterations && System.nanoTime() - started < BUDGET_NANOS; iteration++) {
            int killAfter = 1 + random.nextInt(MAX_ACKS_BEFORE_KILL);
            Path stderr = logs.resolve("child-" + iteration + ".err");
            try {
                Contents acked = Contents.empty();
                acks += runAndKill(url, killAfter, stderr, acked);
                Contents present;
                try (Connection c = DriverManager.getConnection(url)) { // recovery: must succeed every time
                    present = verify(c, known, acked);
                } finally {
                    HotrowDriver.instance().shutdown(); // the next child takes the database over
                }
                inFlightDurable += present.orders.size() + present.historyRows() + present.delivered.size()
                        - union(known.orders, acked.orders) - known.historyRows() - acked.historyRows() - union(known.delivered, acked.delivered);
                known = present;
                done++;
            } catch (Throwable t) {
                Path evidence = ChildProcess.preserve("hotrow-tpcc-crash-evidence", store, stderr);
                throw new AssertionError("iteration " + iteration + " of " + iterations + " (seed " + seed + ", kill after " + killAfter
                        + " acks) failed: " + t + "\nevidence copied to " + evidence + "\nstore listing:\n" + ChildProcess.listing(store), t);
            }
        }
        System.out.printf("TpccCrashTest: %d of %d kill -9 iterations (%d terminals, READ COMMITTED), %d acknowledged commits, %d unacknowledged"
                        + " effects found durable, %d New-Orders, %d Payments, %d orders delivered in the database, %.1f s (seed %d)%n",
                done, iterations, TERMINALS, acks, inFlightDurable, known.orders.size(), known.historyRows() - CUSTOMERS, known.delivered.size(),
                (System.nanoTime() - started) / 1e9, seed);
        assertTrue(done >= Math.min(iterations, 3), "only " + done + " iterations fitted in the time budget");
        checksFind(url, known);
    }

    /** The checks are not vacuous: a New-Order gone whole, and half of a New-Order's or of a Payment's changes, are each found. */
    private static void checksFind(String url, Contents known) throws SQLException {
        long newest = known.orders.stream().max(Long::compare).orElseThrow();
        int district = (int) (newest / 1_000_000L), orderId = (int) (newest % 1_000_000L);
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            String of = " WHERE %1$s_w_id = " + W + " AND %1$s_d_id = " + district + " AND %2$s = " + orderId;
            c.setAutoCommit(false); // each change is undone before the next
            s.executeUpdate("DELETE FROM order_line" + of.formatted("ol", "ol_o_id"));
            s.executeUpdate("DELETE FROM new_order" + of.formatted("no", "no_o_id"));
            s.executeUpdate("DELETE FROM orders" + of.formatted("o", "o_id"));
            s.executeUpdate("UPDATE district SET d_next_o_id = d_next_o_id - 1 WHERE d_id = " + district);
            assertFound(c, known, "missing after recovery: [order " + newest + "]");
            s.executeUpdate("UPDATE stock SET s_ytd = s_ytd + 1 WHERE s_i_id = 1");
            assertFound(c, known, "item 1: s_ytd");
            s.executeUpdate("UPDATE customer SET c_balance = c_balance - 1, c_ytd_payment = c_ytd_payment + 1 WHERE c_d_id = 1 AND c_id = 1");
            assertFound(c, known, "condition 10, customer 1 1:");
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    private static void assertFound(Connection c, Contents known, String expected) throws SQLException {
        AssertionError e = assertThrows(AssertionError.class, () -> verify(c, known, Contents.empty()));
        assertTrue(e.getMessage().contains(expected), expected + " in: " + e.getMessage());
        c.rollback();
    }

    private static int union(Set<Long> a, Set<Long> b) {
        Set<Long> all = new HashSet<>(a);
        all.addAll(b);
        return all.size();
    }

    /** Starts a child, kills it once it has acknowledged {@code killAfter} commits, and adds every acknowledged effect to {@code acked}. */
    private static int runAndKill(String url, int killAfter, Path stderr, Contents acked) throws Exception {
        try (ChildProcess child = ChildProcess.start(TpccCrashChild.class, stderr, url, String.valueOf(TERMINALS), "300",
                String.valueOf(SCALE.customersPerDistrict()), String.valueOf(SCALE.items()))) {
            return child.killAfterAcks(killAfter, ACK_TIMEOUT_SECONDS, Duration.ofSeconds(120), line -> record(line, acked, child));
        }
    }

    /** Records one line of the child's; returns 1 for an acknowledged commit. */
    private static int record(String line, Contents acked, ChildProcess child) {
        String[] parts = line.split(" ");
        switch (parts[0]) {
            case "NO" -> assertTrue(acked.orders.add(key(Integer.parseInt(parts[1]), Integer.parseInt(parts[2]))), "order acknowledged twice: " + line);
            case "PAY" -> acked.history.merge(parts[1] + " " + parts[2] + " " + Long.parseLong(parts[3]), 1, Integer::sum);
            case "DEL" -> {
                String[] orders = parts[1].split(",");
                assertEquals(TpccScale.DISTRICTS, orders.length, line);
                for (int d = 1; d <= TpccScale.DISTRICTS; d++) {
                    int orderId = Integer.parseInt(orders[d - 1]);
                    if (orderId != 0) {
                        assertTrue(acked.delivered.add(key(d, orderId)), "order delivered twice: " + line);
                    }
                }
            }
            default -> fail("child " + child.pid() + " reported: " + line + "\nstderr:\n" + child.stderrTail());
        }
        return 1;
    }

    /**
     * Checks the database against what was present before ({@code before}, null for the database as
     * loaded) and what the child acknowledged since ({@code acked}); returns what is present now.
     */
    private static Contents verify(Connection c, Contents before, Contents acked) throws SQLException {
        Contents present = read(c);
        if (before == null) {
            assertEquals(CUSTOMERS, present.historyRows(), "the load's history rows");
            assertTrue(present.orders.isEmpty() && present.delivered.isEmpty(), "orders added or delivered by the load");
        }
        Contents known = before == null ? present : before;

        // (1) nothing acknowledged lost, nothing seen before vanished, no id used twice
        List<String> lost = new ArrayList<>();
        for (Set<Long> earlier : List.of(known.orders, acked.orders)) {
            earlier.stream().filter(o -> !present.orders.contains(o)).sorted().forEach(o -> lost.add("order " + o));
        }
        for (Set<Long> earlier : List.of(known.delivered, acked.delivered)) {
            earlier.stream().filter(o -> !present.delivered.contains(o)).sorted().forEach(o -> lost.add("delivery of order " + o));
        }
        Map<String, Integer> paymentsBefore = new HashMap<>(known.history);
        acked.history.forEach((row, n) -> paymentsBefore.merge(row, n, Integer::sum));
        paymentsBefore.forEach((row, n) -> {
            if (present.history.getOrDefault(row, 0) < n) {
                lost.add((n - present.history.getOrDefault(row, 0)) + " history rows " + row);
            }
        });
        assertTrue(lost.isEmpty(), "acknowledged or earlier recovered transactions missing after recovery: " + lost);
        acked.orders.stream().filter(known.orders::contains).findAny()
                .ifPresent(o -> fail("order " + o + " acknowledged, but an earlier recovery showed an order of that id already"));
        acked.delivered.stream().filter(known.delivered::contains).findAny()
                .ifPresent(o -> fail("order " + o + " delivered, but an earlier recovery showed it delivered already"));

        // (2) beyond that, at most the one transaction per terminal that the kill caught
        Set<Long> extraOrders = new HashSet<>(present.orders);
        extraOrders.removeAll(known.orders);
        extraOrders.removeAll(acked.orders);
        long extraPayments = present.historyRows() - paymentsBefore.values().stream().mapToLong(Integer::longValue).sum();
        Map<Long, Integer> extraDeliveriesPerDistrict = new HashMap<>();
        present.delivered.stream().filter(o -> !known.delivered.contains(o) && !acked.delivered.contains(o))
                .forEach(o -> extraDeliveriesPerDistrict.merge(o / 1_000_000L, 1, Integer::sum));
        int extraDeliveries = extraDeliveriesPerDistrict.values().stream().mapToInt(Integer::intValue).max().orElse(0);
        assertTrue(extraOrders.size() + extraPayments + extraDeliveries <= TERMINALS,
                "unacknowledged transactions present beyond one per terminal: New-Orders " + extraOrders + ", " + extraPayments
                        + " Payments, Deliveries of " + extraDeliveriesPerDistrict + " orders per district");

        // (3) conditions 1 to 4, and the totals, against what is present
        TpccCheck.check(c, SCALE, new TpccCheck.Committed(present.orders.size(), present.historyRows() - CUSTOMERS,
                present.historyCents() - CUSTOMERS * 1_000L, present.delivered.size()));

        // (4) every transaction present is whole
        List<String> torn = torn(c);
        assertTrue(torn.isEmpty(), "a transaction present only in part:\n  " + String.join("\n  ", torn));
        return present;
    }

    private static Contents read(Connection c) throws SQLException {
        Contents contents = Contents.empty();
        try (Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT o_d_id, o_id, o_carrier_id FROM orders WHERE o_w_id = " + W + " AND o_id >= " + FIRST_UNDELIVERED)) {
                while (rs.next()) {
                    long order = key(rs.getInt(1), rs.getInt(2));
                    if (rs.getInt(2) > SCALE.customersPerDistrict()) {
                        contents.orders.add(order);
                    }
                    rs.getInt(3);
                    if (!rs.wasNull()) {
                        contents.delivered.add(order);
                    }
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT h_c_d_id, h_c_id, h_amount FROM history WHERE h_c_w_id = " + W)) {
                while (rs.next()) {
                    long cents = rs.getBigDecimal(3).movePointRight(2).longValueExact();
                    contents.history.merge(rs.getInt(1) + " " + rs.getInt(2) + " " + cents, 1, Integer::sum);
                }
            }
        }
        return contents;
    }

    /**
     * What a torn transaction leaves behind, where conditions 1 to 4 may still hold: conditions 5
     * to 7, 10 and 12 of clause 3.3.2 (all hold on the database as loaded), the districts' ytd
     * against their history (the load's d_ytd is not its history's sum, so the growth of each), and
     * the stock, payment and delivery counts against the order lines, history and orders.
     */
    private static List<String> torn(Connection c) throws SQLException {
        List<String> torn = new ArrayList<>();
        String order = "o.o_w_id = %s.%s_w_id AND o.o_d_id = %s.%s_d_id AND o.o_id = %s.%s_o_id";
        zero(c, torn, "condition 5: orders whose o_carrier_id is null exactly when they have no new_order row",
                "SELECT count(*) FROM orders o LEFT JOIN new_order n ON " + order.formatted("n", "no", "n", "no", "n", "no")
                        + " WHERE (o.o_carrier_id IS NULL AND n.no_o_id IS NULL) OR (o.o_carrier_id IS NOT NULL AND n.no_o_id IS NOT NULL)");
        zero(c, torn, "new_order rows without their order",
                "SELECT count(*) FROM new_order n LEFT JOIN orders o ON " + order.formatted("n", "no", "n", "no", "n", "no") + " WHERE o.o_id IS NULL");
        zero(c, torn, "condition 6: orders whose o_ol_cnt is not their number of order lines",
                "SELECT count(*) FROM orders o WHERE o.o_ol_cnt <> (SELECT count(*) FROM order_line l WHERE " + order.formatted("l", "ol", "l", "ol", "l", "ol")
                        + ")");
        zero(c, torn, "condition 7: order lines whose ol_delivery_d is null when their order's o_carrier_id is not, or the other way round",
                "SELECT count(*) FROM order_line l JOIN orders o ON " + order.formatted("l", "ol", "l", "ol", "l", "ol")
                        + " WHERE (l.ol_delivery_d IS NULL AND o.o_carrier_id IS NOT NULL) OR (l.ol_delivery_d IS NOT NULL AND o.o_carrier_id IS NULL)");

        // Per customer: conditions 10 and 12, and c_payment_cnt and c_delivery_cnt against the history and the orders delivered.
        Map<String, BigDecimal> deliveredAmount = decimals(c, "SELECT o.o_d_id, o.o_c_id, sum(l.ol_amount) FROM orders o JOIN order_line l ON "
                + order.formatted("l", "ol", "l", "ol", "l", "ol") + " WHERE l.ol_delivery_d IS NOT NULL GROUP BY o.o_d_id, o.o_c_id");
        Map<String, BigDecimal> deliveredCount = decimals(c, "SELECT o_d_id, o_c_id, count(*) FROM orders WHERE o_carrier_id IS NOT NULL"
                + " AND o_id >= " + FIRST_UNDELIVERED + " GROUP BY o_d_id, o_c_id");
        Map<String, BigDecimal> paid = decimals(c, "SELECT h_c_d_id, h_c_id, sum(h_amount) FROM history GROUP BY h_c_d_id, h_c_id");
        Map<String, BigDecimal> payments = decimals(c, "SELECT h_c_d_id, h_c_id, count(*) FROM history GROUP BY h_c_d_id, h_c_id");
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT c_d_id, c_id, c_balance, c_ytd_payment, c_payment_cnt, c_delivery_cnt FROM customer")) {
            while (rs.next()) {
                String customer = rs.getInt(1) + " " + rs.getInt(2);
                BigDecimal balance = rs.getBigDecimal(3), ytd = rs.getBigDecimal(4), delivered = value(deliveredAmount, customer);
                if (balance.compareTo(delivered.subtract(value(paid, customer))) != 0) {
                    torn.add("condition 10, customer " + customer + ": c_balance " + balance + ", delivered " + delivered + ", paid " + value(paid, customer));
                }
                if (balance.add(ytd).compareTo(delivered) != 0) {
                    torn.add("condition 12, customer " + customer + ": c_balance " + balance + " + c_ytd_payment " + ytd + " but delivered " + delivered);
                }
                if (rs.getLong(5) != value(payments, customer).longValueExact() || rs.getLong(6) != value(deliveredCount, customer).longValueExact()) {
                    torn.add("customer " + customer + ": c_payment_cnt " + rs.getLong(5) + " against " + value(payments, customer) + " history rows,"
                            + " c_delivery_cnt " + rs.getLong(6) + " against " + value(deliveredCount, customer) + " orders delivered");
                }
            }
        }

        // Per district: the growth of d_ytd is the history's beyond the load's rows (10.00 each).
        Map<String, BigDecimal> districtPaid = decimals(c, "SELECT h_d_id, 0, sum(h_amount) FROM history GROUP BY h_d_id");
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT d_id, d_ytd FROM district")) {
            while (rs.next()) {
                BigDecimal grown = rs.getBigDecimal(2).subtract(TpccSchema.DISTRICT_YTD);
                BigDecimal paidThere = value(districtPaid, rs.getInt(1) + " 0").subtract(BigDecimal.TEN.multiply(BigDecimal.valueOf(SCALE.customersPerDistrict())));
                if (grown.compareTo(paidThere) != 0) {
                    torn.add("district " + rs.getInt(1) + ": d_ytd grew by " + grown + " but its Payments' history rows sum to " + paidThere);
                }
            }
        }

        // Per item: what New-Orders took from the stock is their order lines' (the load's lines leave the stock as it is).
        Map<String, BigDecimal> ordered = decimals(c, "SELECT ol_i_id, 0, sum(ol_quantity) FROM order_line WHERE ol_o_id > "
                + SCALE.customersPerDistrict() + " GROUP BY ol_i_id");
        Map<String, BigDecimal> orderLines = decimals(c, "SELECT ol_i_id, 0, count(*) FROM order_line WHERE ol_o_id > "
                + SCALE.customersPerDistrict() + " GROUP BY ol_i_id");
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT s_i_id, s_ytd, s_order_cnt FROM stock")) {
            while (rs.next()) {
                String item = rs.getInt(1) + " 0";
                BigDecimal quantity = value(ordered, item), lines = value(orderLines, item);
                if (rs.getLong(2) != quantity.longValueExact() || rs.getLong(3) != lines.longValueExact()) {
                    torn.add("item " + rs.getInt(1) + ": s_ytd " + rs.getLong(2) + ", s_order_cnt " + rs.getLong(3) + " but New-Orders' lines order "
                            + quantity + " in " + lines + " lines");
                }
            }
        }
        return torn;
    }

    private static void zero(Connection c, List<String> torn, String what, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            if (rs.getLong(1) != 0) {
                torn.add(what + ": " + rs.getLong(1));
            }
        }
    }

    /** The rows of {@code sql}, {@code a b value}, by {@code "a b"}. */
    private static Map<String, BigDecimal> decimals(Connection c, String sql) throws SQLException {
        Map<String, BigDecimal> values = new HashMap<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                values.put(rs.getLong(1) + " " + rs.getLong(2), rs.getBigDecimal(3));
            }
        }
        return values;
    }

    private static BigDecimal value(Map<String, BigDecimal> values, String key) {
        return values.getOrDefault(key, BigDecimal.ZERO);
    }
}
