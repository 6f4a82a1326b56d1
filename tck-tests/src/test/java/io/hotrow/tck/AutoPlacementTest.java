package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.testsupport.TestPostgres;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * The classifier at work: a database whose hot row is held across client round trips is moved to
 * PostgreSQL by the process that has it open, with the reason recorded, and no write is lost;
 * a database written on distinct rows stays on the engine.
 */
class AutoPlacementTest {

    @TempDir
    Path directory;

    private String url(String database, String classifyEvery) {
        return "jdbc:hotrow:file:" + directory + "/" + database + "?postgresUrl=" + URLEncoder.encode(TestPostgres.url(), StandardCharsets.UTF_8)
                + "&classifyEvery=" + classifyEvery + "&writeLatencyBudget=20ms&placementTtl=100ms";
    }

    private PlacementRecord placement(String url) throws Exception {
        ConnectionSettings settings = ConnectionSettings.resolve(url, null);
        return HotrowDriver.router().table(settings).current(settings.url().database());
    }

    @Test
    @Timeout(600)
    void aHotRowHeldAcrossRoundTripsIsMovedToPostgresAndNothingIsLost() throws Exception {
        String database = Target.freshDatabase();
        // Windows of 5 s: the classifier judges a window of 100 commits at least, at 10 same-row handoffs a second,
        // and on a machine whose cores are busy with other work these 16 clients made fewer than 100 commits a second.
        String url = url(database, "5s");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("INSERT INTO accounts VALUES (1, 100000)");
        }
        AtomicLong committed = new AtomicLong();
        AtomicBoolean moved = new AtomicBoolean();
        ExecutorService pool = Executors.newFixedThreadPool(16);
        try {
            List<Future<?>> clients = new ArrayList<>();
            for (int t = 0; t < 16; t++) {
                clients.add(pool.submit(() -> {
                    try (Connection c = DriverManager.getConnection(url)) {
                        c.setAutoCommit(false);
                        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180); // a guard: the move comes far sooner
                        while (!moved.get() && System.nanoTime() < deadline) {
                            try {
                                debit(c);
                                committed.incrementAndGet();
                            } catch (SQLException e) {
                                c.rollback();
                                if (!"40001".equals(e.getSQLState())) {
                                    throw e;
                                }
                            }
                            if (c.getMetaData().getURL().startsWith("jdbc:postgresql:")) {
                                moved.set(true); // this client's transactions now run on PostgreSQL
                            }
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> client : clients) {
                client.get(5, TimeUnit.MINUTES);
            }
            assertTrue(moved.get(), "the classifier moved the database within 180 s");
            PlacementRecord record = placement(url);
            assertEquals(Placement.POSTGRES, record.placement());
            assertTrue(record.reason().startsWith("classifier: ") && record.reason().contains("same-row handoffs/s"), record.reason());
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT balance FROM accounts WHERE id = 1")) {
                rs.next();
                assertEquals(100000 - committed.get(), rs.getLong(1), "every acknowledged debit, on either side of the move");
            }
        } finally {
            pool.shutdownNow();
            HotrowDriver.instance().shutdown();
            Target.POSTGRES.drop(database);
        }
    }

    @Test
    void distinctRowsStayOnTheEngine() throws Exception {
        String database = Target.freshDatabase();
        String url = url(database, "1s");
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE accounts (id int PRIMARY KEY, balance bigint NOT NULL)");
            for (int id = 1; id <= 2000; id++) {
                s.execute("INSERT INTO accounts VALUES (" + id + ", 0)");
            }
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(4); // four windows of the classifier
            try (PreparedStatement credit = c.prepareStatement("UPDATE accounts SET balance = balance + 1 WHERE id = ?")) {
                for (int i = 0; System.nanoTime() < deadline && i < 1_000_000; i++) {
                    credit.setInt(1, 1 + i % 2000);
                    credit.executeUpdate();
                }
            }
            assertEquals(Placement.ENGINE, placement(url).placement());
            assertTrue(c.getMetaData().getURL().startsWith("jdbc:hotrow:"));
        } finally {
            HotrowDriver.instance().shutdown();
        }
    }

    private static void debit(Connection c) throws Exception {
        long balance;
        try (PreparedStatement read = c.prepareStatement("SELECT balance FROM accounts WHERE id = 1 FOR UPDATE"); ResultSet rs = read.executeQuery()) {
            rs.next();
            balance = rs.getLong(1);
        }
        Thread.sleep(5); // think time, holding the row
        try (PreparedStatement write = c.prepareStatement("UPDATE accounts SET balance = ? WHERE id = 1")) {
            write.setLong(1, balance - 1);
            write.executeUpdate();
        }
        c.commit();
    }
}
