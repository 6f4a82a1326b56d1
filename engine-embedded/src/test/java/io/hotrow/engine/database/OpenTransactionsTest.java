package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.EngineFixture;
import io.hotrow.engine.sql.OpenTransactions;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
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
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * H2 limits the transactions a database may have open at once (the engine raises the limit to
 * {@link OpenTransactions#limit()}). Autocommit writes queued for the lane must hold none, and
 * hundreds of sessions waiting for rows another transaction locked, each holding one as a
 * PostgreSQL backend would, must fit. Past the limit the next is refused with 53300.
 */
@Timeout(120)
class OpenTransactionsTest {

    private static final int SESSIONS = 300;

    private final ExecutorService clients = Executors.newFixedThreadPool(SESSIONS);
    private Database database;

    @AfterEach
    void stop() throws InterruptedException {
        clients.shutdownNow();
        assertTrue(clients.awaitTermination(60, TimeUnit.SECONDS), "clients ended");
        if (database != null) {
            database.shutdown();
        }
    }

    @Test
    void hundredsOfSessionsWaitingForLockedRowsAllCommit() throws Exception {
        database = EngineFixture.open("open_transactions", new MemoryObjectStore("open-transactions"));
        try (Connection c = EngineFixture.connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE upsert_counts (id int PRIMARY KEY, n int NOT NULL)");
        }
        AtomicInteger failed = new AtomicInteger();
        List<Future<?>> upserts = new ArrayList<>();
        try (Connection holder = EngineFixture.connect(database); Statement s = holder.createStatement()) {
            holder.setAutoCommit(false);
            s.execute("INSERT INTO upsert_counts SELECT g, 0 FROM generate_series(0, 15) g"); // locks the keys every upsert below needs
            for (int i = 0; i < SESSIONS; i++) {
                int id = i % 16;
                upserts.add(clients.submit(() -> {
                    try (Connection c = EngineFixture.connect(database); PreparedStatement upsert = c.prepareStatement(
                            "INSERT INTO upsert_counts VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET n = upsert_counts.n + 1")) {
                        upsert.setInt(1, id);
                        upsert.executeUpdate();
                    } catch (SQLException | RuntimeException e) {
                        failed.incrementAndGet();
                        throw e;
                    }
                    return null;
                }));
            }
            while (database.waitingForRowLocks() + failed.get() < SESSIONS) {
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(1)); // until every upsert waits for its row, or failed
            }
            holder.commit();
        }
        for (Future<?> upsert : upserts) {
            upsert.get(60, TimeUnit.SECONDS); // rethrows the first failure
        }
        try (Connection c = EngineFixture.connect(database); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT sum(n) FROM upsert_counts")) {
            rs.next();
            assertEquals(SESSIONS, rs.getLong(1));
        }
    }

    @Test
    void pastTheLimitOfOpenTransactionsTheNextIsRefusedWith53300() throws Exception {
        database = EngineFixture.open("open_transactions_limit", new MemoryObjectStore("open-transactions-limit"));
        try (Connection c = EngineFixture.connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE limit_rows (id int PRIMARY KEY)");
        }
        List<Connection> open = new ArrayList<>();
        SQLException refused = null;
        try {
            for (int i = 0; i < OpenTransactions.limit() + 10 && refused == null; i++) {
                try {
                    Connection c = EngineFixture.connect(database);
                    open.add(c);
                    c.setAutoCommit(false);
                    try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM limit_rows")) {
                        rs.next(); // a transaction, left open
                    }
                } catch (SQLException e) {
                    refused = e;
                }
            }
            assertTrue(refused != null, "the limit is " + OpenTransactions.limit() + " open transactions, and more were let in");
            assertEquals("53300", refused.getSQLState(), refused.toString());
            assertTrue(refused.getMessage().contains("commit or roll back idle transactions"), refused.getMessage());
        } finally {
            for (Connection c : open) {
                c.close(); // rolls back
            }
        }
        try (Connection c = EngineFixture.connect(database); Statement s = c.createStatement()) {
            s.execute("INSERT INTO limit_rows VALUES (1)"); // once they ended, the database takes transactions again
        }
    }
}
