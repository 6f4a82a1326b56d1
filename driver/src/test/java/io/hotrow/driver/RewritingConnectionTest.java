package io.hotrow.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** The driver side of the counter rules, on the engine in memory. */
class RewritingConnectionTest {

    private final String url = "jdbc:hotrow:mem:/rw_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12)
            + "?shardedCounters=counters(n)&counterShards=4";

    private Connection connect() throws SQLException {
        Connection c = DriverManager.getConnection(url);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("CREATE TABLE IF NOT EXISTS other (id int PRIMARY KEY)");
        }
        return c;
    }

    @Test
    void aRewrittenPreparedStatementReExecutedDoesNoAnalysisAtAll() throws SQLException {
        try (Connection c = connect(); PreparedStatement read = c.prepareStatement("SELECT n FROM counters WHERE id = ?")) {
            long lookups = HotrowDriver.rewriteAnalyzer().lookups();
            for (int i = 0; i < 50; i++) {
                read.setInt(1, 1);
                try (ResultSet rs = read.executeQuery()) {
                    assertEquals(false, rs.next());
                }
            }
            assertEquals(lookups, HotrowDriver.rewriteAnalyzer().lookups());
        }
    }

    @Test
    void statementsOnOtherTablesAreTheBackendsOwn() throws SQLException {
        try (Connection c = connect(); PreparedStatement plain = c.prepareStatement("SELECT id FROM other");
             PreparedStatement rewritten = c.prepareStatement("SELECT n FROM counters")) {
            assertTrue(plain.getClass().getName().startsWith("io.hotrow.engine"), plain.getClass().getName());
            assertTrue(java.lang.reflect.Proxy.isProxyClass(rewritten.getClass()));
            assertSame(c, rewritten.getConnection());
            assertSame(c, c.unwrap(Connection.class));
            assertNotSame(c, c.unwrap(io.hotrow.engine.jdbc.EngineConnection.class));
        }
    }

    @Test
    void malformedCounterPropertiesFailClearly() {
        SQLException e = assertThrows(SQLException.class,
                () -> DriverManager.getConnection("jdbc:hotrow:mem:/x?shardedCounters=counters(n"));
        assertEquals("22023", e.getSQLState());
        assertTrue(e.getMessage().contains("shardedCounters must look like table(column1,column2)"), e.getMessage());
        SQLException shards = assertThrows(SQLException.class,
                () -> DriverManager.getConnection("jdbc:hotrow:mem:/x?shardedCounters=counters(n)&counterShards=1"));
        assertTrue(shards.getMessage().contains("counterShards must be at least 2"), shards.getMessage());
    }

    @Test
    void aCounterColumnTheTableLacksFailsWhenUsed() throws SQLException {
        String bad = url.replace("counters(n)", "counters(hits)");
        try (Connection setup = connect(); Connection c = DriverManager.getConnection(bad)) {
            SQLException e = assertThrows(SQLException.class, () -> c.prepareStatement("UPDATE counters SET n = n + 1 WHERE id = 1"));
            assertEquals("42703", e.getSQLState());
            assertTrue(e.getMessage().contains("has no column hits"), e.getMessage());
        }
    }
}
