package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Counter sharding (docs/counters.md) on both placements: the application keeps its SQL and schema,
 * totals stay exact, and the increments really land in shard rows (checked without the rewrite).
 */
class CounterShardingTest {

    private static final String SHARDED = "shardedCounters=counters(n),inventory(stock)&counterShards=8";

    private static TargetDatabase counters(Target target) throws SQLException {
        TargetDatabase db = new TargetDatabase(target, SHARDED);
        db.execute("CREATE TABLE counters (id text PRIMARY KEY, n bigint NOT NULL DEFAULT 0, label text)",
                "CREATE TABLE inventory (id int PRIMARY KEY, sku text NOT NULL, stock int NOT NULL)",
                "INSERT INTO counters (id, n, label) VALUES ('video:42', 0, 'hot')",
                "INSERT INTO counters (id, n, label) VALUES ('video:7', 5, 'cold')");
        return db;
    }

    /**
     * Opening a connection creates the counter rules' companion tables through that connection, not
     * a second one from the same pool: with every pooled connection held by one opening (here a pool
     * of one), a second would wait for the pool until it timed out.
     */
    @org.junit.jupiter.api.Test
    @Timeout(120)
    void openingAConnectionCreatesCompanionsWithoutASecondPooledConnection() throws Exception {
        String ownPool = java.net.URLEncoder.encode(TestPostgres.url() + (TestPostgres.url().contains("?") ? "&" : "?")
                + "ApplicationName=hotrow_pool_of_one", java.nio.charset.StandardCharsets.UTF_8);
        try (TargetDatabase db = new TargetDatabase(Target.POSTGRES, "shardedCounters=counters(n)&postgresPoolSize=1")) {
            String url = db.url().replaceFirst("postgresUrl=[^&]*", "postgresUrl=" + ownPool);
            try (Connection c = java.sql.DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE counters (id text PRIMARY KEY, n bigint NOT NULL DEFAULT 0)");
            }
            long started = System.nanoTime();
            try (Connection c = java.sql.DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("INSERT INTO counters VALUES ('a', 0)");
                s.execute("UPDATE counters SET n = n + 1 WHERE id = 'a'");
            }
            assertTrue(TimeUnit.NANOSECONDS.toSeconds(System.nanoTime() - started) < 20, "the connection waited for its own pool");
            assertEquals(1, db.queryLongDirectly("SELECT sum(n) FROM counters_hotrow_shards WHERE id = 'a'"));
        }
    }

    /**
     * Two sessions creating the companion at once: PostgreSQL makes the second wait for the first and
     * then may report it as a duplicate table, type (42710 failed a CI run with 32 connections opening
     * together) or catalog row. The connection that lost the race must work, not fail.
     */
    @org.junit.jupiter.api.Test
    @Timeout(120)
    void aConnectionThatLosesTheRaceToCreateTheCompanionWorks() throws Exception {
        try (TargetDatabase db = new TargetDatabase(Target.POSTGRES, "shardedCounters=counters(n)");
                Connection winner = db.connectDirectly(); Statement w = winner.createStatement()) {
            String schema = db.name();
            w.execute("CREATE SCHEMA IF NOT EXISTS " + schema);
            w.execute("CREATE TABLE " + schema + ".counters (id text PRIMARY KEY, n bigint NOT NULL DEFAULT 0)");
            w.execute("INSERT INTO " + schema + ".counters VALUES ('a', 0)");
            winner.setAutoCommit(false);
            w.execute("CREATE TABLE " + schema + ".counters_hotrow_shards (id text NOT NULL, hotrow_shard integer NOT NULL,"
                    + " n bigint NOT NULL DEFAULT 0, PRIMARY KEY (id, hotrow_shard), FOREIGN KEY (id) REFERENCES "
                    + schema + ".counters (id) ON DELETE CASCADE ON UPDATE CASCADE)");
            ExecutorService loser = Executors.newSingleThreadExecutor();
            try {
                Future<Integer> increment = loser.submit(() -> {
                    try (Connection c = db.connect(); Statement s = c.createStatement()) {
                        return s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 'a'");
                    }
                });
                awaitASessionWaitingForALock(w, increment);
                winner.commit();
                assertEquals(1, increment.get(60, TimeUnit.SECONDS));
            } finally {
                loser.shutdownNow();
            }
            assertEquals(1, db.queryLongDirectly("SELECT sum(n) FROM counters_hotrow_shards WHERE id = 'a'"));
        }
    }

    /** Polls PostgreSQL's own view of lock waits (bounded); returns early if the task ended without waiting. */
    private static void awaitASessionWaitingForALock(Statement observer, Future<?> task) throws Exception {
        for (int i = 0; i < 600 && !task.isDone(); i++) {
            try (ResultSet r = observer.executeQuery("SELECT count(*) FROM pg_stat_activity WHERE wait_event_type = 'Lock'")) {
                r.next();
                if (r.getLong(1) > 0) {
                    return;
                }
            }
            Thread.sleep(50);
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(300)
    void incrementsFrom32ThreadsAreExactAndLandInShardRows(Target target) throws Exception {
        try (TargetDatabase db = counters(target)) {
            LostUpdateTest.runConcurrently(32, 300, db, c -> {
                try (PreparedStatement update = c.prepareStatement("UPDATE counters SET n = n + 1 WHERE id = ?")) {
                    update.setString(1, "video:42");
                    assertEquals(1, update.executeUpdate());
                }
            });
            assertEquals(32 * 300, db.queryLong("SELECT n FROM counters WHERE id = 'video:42'"));
            assertEquals(5, db.queryLong("SELECT n FROM counters WHERE id = 'video:7'"));
            // Directly in the backend: the base row never moved, the shards hold every increment.
            assertEquals(0, db.queryLongDirectly("SELECT n FROM counters WHERE id = 'video:42'"));
            assertEquals(32 * 300, db.queryLongDirectly("SELECT sum(n) FROM counters_hotrow_shards WHERE id = 'video:42'"));
            long shardRows = db.queryLongDirectly("SELECT count(*) FROM counters_hotrow_shards WHERE id = 'video:42'");
            assertTrue(shardRows > 1 && shardRows <= 8, "shard rows: " + shardRows);
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(300)
    void stockOf1000SoldBy64ThreadsSellsExactly1000AndNeverGoesNegative(Target target) throws Exception {
        try (TargetDatabase db = counters(target)) {
            db.execute("INSERT INTO inventory (id, sku, stock) VALUES (1, 'sku-1', 1000)");
            AtomicLong sold = new AtomicLong();
            AtomicBoolean negativeSeen = new AtomicBoolean();
            AtomicBoolean selling = new AtomicBoolean(true);
            ExecutorService reader = Executors.newSingleThreadExecutor();
            try {
                Future<Long> reads = reader.submit(() -> {
                    long count = 0;
                    try (Connection c = db.connect(); PreparedStatement read = c.prepareStatement("SELECT stock FROM inventory WHERE id = 1")) {
                        while (selling.get() && count < 100_000) {
                            try (ResultSet rs = read.executeQuery()) {
                                rs.next();
                                negativeSeen.compareAndSet(false, rs.getLong(1) < 0);
                            }
                            count++;
                        }
                    }
                    return count;
                });
                try {
                    LostUpdateTest.runConcurrently(64, 1, db, c -> {
                        try (PreparedStatement sell = c.prepareStatement("UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 0")) {
                            sell.setInt(1, 1);
                            for (int i = 0; i < 2000 && sell.executeUpdate() == 1; i++) {
                                sold.incrementAndGet();
                            }
                        }
                    });
                } finally {
                    selling.set(false);
                }
                assertTrue(reads.get(60, TimeUnit.SECONDS) > 0);
            } finally {
                reader.shutdownNow();
            }
            assertEquals(1000, sold.get(), "exactly the stock is sold");
            assertFalse(negativeSeen.get(), "a reader saw negative stock");
            assertEquals(0, db.queryLong("SELECT stock FROM inventory WHERE id = 1"));
            assertEquals(0, db.queryLongDirectly("SELECT count(*) FROM inventory_hotrow_shards WHERE stock < 0"));
            assertTrue(db.queryLongDirectly("SELECT stock FROM inventory WHERE id = 1") >= 0);
        }
    }

    /**
     * A sale is a transaction: the sharded check-and-decrement, then a ticket that references the
     * stock row. Near sold-out, sales fall back to folding the shards while other sales still hold
     * the shard rows they tried; none may deadlock with a fold (40P01) and none may oversell.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(300)
    void salesInTransactionsWithATicketNeverDeadlockWithAFold(Target target) throws Exception {
        int rounds = 5;
        int seats = 40;
        try (TargetDatabase db = counters(target)) {
            db.execute("CREATE TABLE tickets (id bigint PRIMARY KEY, stock_id int NOT NULL REFERENCES inventory (id))",
                    "INSERT INTO inventory (id, sku, stock) VALUES (3, 'sku-3', 0)");
            AtomicLong ticketIds = new AtomicLong();
            List<String> failures = Collections.synchronizedList(new ArrayList<>());
            for (int round = 0; round < rounds; round++) {
                db.execute("UPDATE inventory SET stock = stock + " + seats + " WHERE id = 3");
                LostUpdateTest.runConcurrently(16, 1, db, c -> {
                    try (PreparedStatement sell = c.prepareStatement("UPDATE inventory SET stock = stock - 1 WHERE id = ? AND stock > 0");
                         PreparedStatement ticket = c.prepareStatement("INSERT INTO tickets (id, stock_id) VALUES (?, ?)")) {
                        c.setAutoCommit(false);
                        sell.setInt(1, 3);
                        ticket.setInt(2, 3);
                        boolean sold = true;
                        for (int i = 0; i <= seats && sold; i++) { // bounded: a thread cannot sell more than the stock
                            try {
                                sold = sell.executeUpdate() == 1;
                                if (sold) {
                                    ticket.setLong(1, ticketIds.incrementAndGet());
                                    ticket.executeUpdate();
                                }
                                c.commit();
                            } catch (SQLException e) {
                                failures.add(e.getSQLState() + ": " + e.getMessage());
                                c.rollback();
                            }
                        }
                    }
                });
            }
            assertEquals(List.of(), failures);
            assertEquals(rounds * seats, db.queryLong("SELECT count(*) FROM tickets"), "one ticket per seat, no oversell");
            assertEquals(0, db.queryLong("SELECT stock FROM inventory WHERE id = 3"));
            assertEquals(0, db.queryLongDirectly("SELECT count(*) FROM inventory_hotrow_shards WHERE stock < 0"));
        }
    }

    /**
     * The quiz's sale on a fresh stock (all of it still in the base row, so the first sales fold it
     * and spread it): sell, then the ticket referencing the stock row, or look the row up when sold
     * out. A wait cycle between a fold and a sale must fail one of them at once (40P01, run again),
     * never hold both until the lock timeout: with a short one, no statement may wait it out. On
     * the engine a wait in H2 for a transaction that had rolled back to a savepoint (a failed shard
     * attempt) and then ended with nothing to undo, an H2 deadlock victim among them, was never woken
     * and ran to the lock timeout (engine-embedded's H2WaitWakeUpTest); and a fresh stock's first
     * sales each folded in turn, holding the base row, which outlasted the timeout on a busy machine.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(300)
    void salesOfAFreshStockWithTicketsNeverWaitOutTheLockTimeout(Target target) throws Exception {
        int rounds = 20;
        int seats = 30;
        int buyers = 12;
        try (TargetDatabase db = new TargetDatabase(target, "shardedCounters=seat_stock(remaining)&laneTimeout=5s")) {
            db.execute("CREATE TABLE seat_stock (id uuid PRIMARY KEY, name text NOT NULL, remaining integer NOT NULL CHECK (remaining >= 0))",
                    "CREATE TABLE tickets (id uuid PRIMARY KEY, stock_id uuid NOT NULL REFERENCES seat_stock (id), buyer text NOT NULL)");
            List<String> timeouts = Collections.synchronizedList(new ArrayList<>());
            AtomicLong deadlocks = new AtomicLong();
            for (int round = 0; round < rounds; round++) {
                java.util.UUID stock = java.util.UUID.randomUUID();
                try (Connection c = db.connect(); PreparedStatement open = c.prepareStatement("INSERT INTO seat_stock VALUES (?, 'finals', ?)")) {
                    open.setObject(1, stock);
                    open.setInt(2, seats);
                    open.executeUpdate();
                }
                LostUpdateTest.runConcurrently(buyers, 1, db, c -> {
                    try (PreparedStatement sell = c.prepareStatement("UPDATE seat_stock SET remaining = remaining - 1 WHERE id = ? AND remaining > 0");
                         PreparedStatement exists = c.prepareStatement("SELECT count(*) FROM seat_stock WHERE id = ?");
                         PreparedStatement ticket = c.prepareStatement("INSERT INTO tickets (id, stock_id, buyer) VALUES (?, ?, 'fan')")) {
                        c.setAutoCommit(false);
                        sell.setObject(1, stock);
                        exists.setObject(1, stock);
                        ticket.setObject(2, stock);
                        boolean sold = true;
                        while (sold) {
                            try {
                                sold = sell.executeUpdate() == 1;
                                if (sold) {
                                    ticket.setObject(1, java.util.UUID.randomUUID());
                                    ticket.executeUpdate();
                                } else {
                                    exists.executeQuery().close();
                                }
                                c.commit();
                            } catch (SQLException e) {
                                c.rollback();
                                if ("40P01".equals(e.getSQLState())) {
                                    deadlocks.incrementAndGet(); // failed at once; the buyer tries again, as the quiz's client does
                                } else {
                                    timeouts.add(e.getSQLState() + ": " + e.getMessage());
                                    return;
                                }
                            }
                        }
                    }
                });
                try (Connection c = db.connect(); PreparedStatement sold = c.prepareStatement("SELECT count(*) FROM tickets WHERE stock_id = ?")) {
                    sold.setObject(1, stock);
                    try (ResultSet rs = sold.executeQuery()) {
                        rs.next();
                        assertEquals(seats, rs.getLong(1), "one ticket per seat, no oversell, in round " + round);
                    }
                }
            }
            assertEquals(List.of(), timeouts, "deadlocks failed at once: " + deadlocks.get());
        }
    }

    /** A decrement never reports sold-out while any shard still holds stock. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void lastUnitsSpreadOverShardsAreAllSold(Target target) throws Exception {
        try (TargetDatabase db = counters(target); Connection c = db.connect();
             PreparedStatement sell = c.prepareStatement("UPDATE inventory SET stock = stock - ? WHERE id = ? AND stock >= ?")) {
            db.execute("INSERT INTO inventory (id, sku, stock) VALUES (2, 'sku-2', 0)");
            restock(db, 5, 4); // twenty units from five connections: each connection writes its own shard
            assertEquals(5, db.queryLongDirectly("SELECT count(*) FROM inventory_hotrow_shards WHERE id = 2"));
            sell.setInt(1, 1);
            sell.setInt(2, 2);
            sell.setInt(3, 1);
            for (int i = 0; i < 20; i++) {
                assertEquals(1, sell.executeUpdate(), "unit " + (i + 1) + " of 20");
            }
            assertEquals(0, sell.executeUpdate(), "sold out");
            // Taking three at once when only scattered units are left: exact against the total.
            restock(db, 5, 1);
            sell.setInt(1, 3);
            sell.setInt(3, 3);
            assertEquals(1, sell.executeUpdate());
            assertEquals(0, sell.executeUpdate(), "two left, three asked");
            assertEquals(2, db.queryLong("SELECT stock FROM inventory WHERE id = 2"));
        }
    }

    private static void restock(TargetDatabase db, int connections, int unitsEach) throws SQLException {
        for (int i = 0; i < connections; i++) {
            try (Connection c = db.connect(); PreparedStatement restock = c.prepareStatement("UPDATE inventory SET stock = stock + 1 WHERE id = ?")) {
                restock.setInt(1, 2);
                for (int u = 0; u < unitsEach; u++) {
                    assertEquals(1, restock.executeUpdate());
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void returningUpsertsJoinsAndFiltersSeeTheTotal(Target target) throws Exception {
        try (TargetDatabase db = counters(target); Connection c = db.connect()) {
            try (PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = ? RETURNING n, label")) {
                add.setLong(1, 10);
                add.setString(2, "video:7");
                try (ResultSet rs = add.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(15, rs.getLong("n"));
                    assertEquals("cold", rs.getString("label"));
                }
            }
            try (PreparedStatement upsert = c.prepareStatement(
                    "INSERT INTO counters (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = counters.n + EXCLUDED.n")) {
                for (int i = 0; i < 5; i++) {
                    upsert.setString(1, "video:new");
                    upsert.setLong(2, 2);
                    assertEquals(1, upsert.executeUpdate());
                }
            }
            assertEquals(10, db.queryLong("SELECT n FROM counters WHERE id = 'video:new'"));
            assertEquals(2, db.queryLongDirectly("SELECT n FROM counters WHERE id = 'video:new'"), "first insert is the base row");
            db.execute("CREATE TABLE labels (id text PRIMARY KEY, owner text)",
                    "INSERT INTO labels VALUES ('video:7', 'ann'), ('video:42', 'bob'), ('video:new', 'cy')");
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT l.owner, c.n FROM counters c JOIN labels l ON l.id = c.id WHERE c.n > 9 ORDER BY c.n DESC")) {
                List<String> rows = new ArrayList<>();
                while (rs.next()) {
                    rows.add(rs.getString(1) + "=" + rs.getLong(2));
                }
                assertEquals(List.of("ann=15", "cy=10"), rows);
            }
            assertEquals(25, db.queryLong("SELECT sum(n) FROM counters WHERE id IN (SELECT id FROM labels WHERE owner <> 'bob')"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void batchesOfRewrittenStatementsRunEachEntry(Target target) throws Exception {
        try (TargetDatabase db = counters(target); Connection c = db.connect();
             PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = ?");
             Statement s = c.createStatement()) {
            for (String id : new String[] {"video:42", "video:7", "nobody"}) {
                add.setLong(1, 2);
                add.setString(2, id);
                add.addBatch();
            }
            org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {1, 1, 0}, add.executeBatch());
            s.addBatch("UPDATE counters SET n = n + 1 WHERE id = 'video:42'");
            s.addBatch("UPDATE counters SET label = 'x' WHERE id = 'video:7'");
            org.junit.jupiter.api.Assertions.assertArrayEquals(new int[] {1, 1}, s.executeBatch());
            assertEquals(3, db.queryLong("SELECT n FROM counters WHERE id = 'video:42'"));
            assertEquals(7, db.queryLong("SELECT n FROM counters WHERE id = 'video:7'"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void hostileBindValuesStayValues(Target target) throws Exception {
        String hostile = "x'); DROP TABLE counters; --";
        try (TargetDatabase db = counters(target); Connection c = db.connect()) {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO counters (id, n) VALUES (?, 0)")) {
                insert.setString(1, hostile);
                insert.executeUpdate();
            }
            try (PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = ?")) {
                add.setLong(1, 3);
                add.setString(2, hostile);
                assertEquals(1, add.executeUpdate());
                add.setString(2, "'; DELETE FROM counters_hotrow_shards; --");
                assertEquals(0, add.executeUpdate(), "no such row");
            }
            try (PreparedStatement read = c.prepareStatement("SELECT n FROM counters WHERE id = ?")) {
                read.setString(1, hostile);
                try (ResultSet rs = read.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(3, rs.getLong(1));
                }
            }
            assertEquals(3, db.queryLong("SELECT count(*) FROM counters"));
            assertEquals(3, db.queryLongDirectly("SELECT sum(n) FROM counters_hotrow_shards"));
        }
    }

    /** What the rule cannot rewrite runs as written, on folded rows: still exact. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void statementsLeftUnrewrittenStayExact(Target target) throws Exception {
        try (TargetDatabase db = counters(target); Connection c = db.connect();
             PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + 1 WHERE id = ?")) {
            add.setString(1, "video:42");
            for (int i = 0; i < 10; i++) {
                add.executeUpdate();
            }
            try (Statement s = c.createStatement()) {
                assertEquals(1, s.executeUpdate("UPDATE counters SET n = n * 2 WHERE id = 'video:42'"));
                assertEquals(20, db.queryLong("SELECT n FROM counters WHERE id = 'video:42'"));
                assertEquals(0, db.queryLongDirectly("SELECT count(*) FROM counters_hotrow_shards WHERE id = 'video:42'"), "folded");
                assertEquals(1, s.executeUpdate("UPDATE counters SET n = n + 1, label = 'warm' WHERE id = 'video:42'"));
                assertEquals(21, db.queryLong("SELECT n FROM counters WHERE id = 'video:42'"));
                c.setAutoCommit(false);
                try (ResultSet rs = s.executeQuery("SELECT n FROM counters WHERE id = 'video:42' FOR UPDATE")) {
                    assertTrue(rs.next());
                    assertEquals(21, rs.getLong(1));
                }
                c.commit();
                c.setAutoCommit(true);
                assertEquals(1, s.executeUpdate("DELETE FROM counters WHERE id = 'video:42'"));
                assertEquals(0, db.queryLongDirectly("SELECT count(*) FROM counters_hotrow_shards WHERE id = 'video:42'"), "cascaded");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(300)
    void concurrentUpsertsOfANewKeyAreExact(Target target) throws Exception {
        try (TargetDatabase db = counters(target)) {
            List<Integer> counts = Collections.synchronizedList(new ArrayList<>());
            LostUpdateTest.runConcurrently(16, 50, db, c -> {
                try (PreparedStatement upsert = c.prepareStatement(
                        "INSERT INTO counters AS x (id, n) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET n = x.n + 1")) {
                    upsert.setString(1, "ip:192.168.0.1");
                    counts.add(upsert.executeUpdate());
                }
            });
            assertEquals(16 * 50, counts.stream().mapToInt(Integer::intValue).sum());
            assertEquals(16 * 50, db.queryLong("SELECT n FROM counters WHERE id = 'ip:192.168.0.1'"));
        }
    }
}
