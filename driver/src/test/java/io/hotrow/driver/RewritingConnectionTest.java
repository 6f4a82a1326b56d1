package io.hotrow.driver;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
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

    /**
     * Issue 27: a connection that shards counters(n) still runs some increments on the base row
     * (a negative delta on a sharded table runs as written). The engine's advisor saw that as an
     * unsharded hot increment and advised shardedCounters=counters(n), the property in use.
     */
    @Test
    void theEngineDoesNotAdviseShardingCountersTheConnectionShardsAlready() throws SQLException {
        try (Connection c = connect(); Statement s = c.createStatement();
             PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = ?")) {
            s.execute("INSERT INTO counters VALUES (1, 1000)");
            for (int i = 0; i < 150; i++) {
                add.setLong(1, -1);
                add.setInt(2, 1);
                assertEquals(1, add.executeUpdate());
            }
            boolean hot = false;
            try (ResultSet rs = s.executeQuery("SELECT advice FROM hotrow.hot_rows WHERE table_name = 'public.counters'")) {
                while (rs.next()) {
                    hot = true;
                    assertNull(rs.getString(1), "advice for counters, sharded by this very connection");
                }
            }
            assertTrue(hot, "counters' row is among the hot rows");
        }
    }

    @Test
    void statementsOnOtherTablesAreTheBackendsOwn() throws SQLException {
        try (Connection c = connect(); PreparedStatement plain = c.prepareStatement("SELECT id FROM other");
             PreparedStatement rewritten = c.prepareStatement("SELECT n FROM counters")) {
            // Beneath the surface (whose toString is the pipeline's): a statement run as written on the route, no rewrite.
            assertTrue(plain.toString().startsWith("hotrow statement over "), plain.toString());
            assertEquals("hotrow statement: SELECT n FROM counters", rewritten.toString());
            assertSame(c, rewritten.getConnection());
            assertSame(c, c.unwrap(Connection.class));
            assertEquals("42809", assertThrows(SQLException.class, () -> c.unwrap(io.hotrow.engine.jdbc.EngineConnection.class)).getSQLState());
        }
    }

    /** As pgjdbc refuses it: a parameter the text does not have, however far out, is refused when it is set, not ignored. */
    @Test
    void aRewrittenStatementRefusesAParameterItsTextDoesNotHave() throws SQLException {
        try (Connection c = connect(); PreparedStatement add = c.prepareStatement("UPDATE counters SET n = n + ? WHERE id = ?")) {
            for (int index : new int[] {0, 3, 65_536, 70_000, -1}) {
                SQLException e = assertThrows(SQLException.class, () -> add.setInt(index, 1), "parameter " + index);
                assertEquals("22023", e.getSQLState());
                assertEquals("The column index is out of range: " + index + ", number of columns: 2.", e.getMessage());
            }
        }
    }

    /**
     * The companion table is created when the connection opens: created later, from inside a write
     * transaction, its DDL would wait for the writer lane that very transaction holds.
     */
    @Test
    void aFirstIncrementInsideAWriteTransactionDoesNotWaitForItself() throws SQLException {
        String database = "jdbc:hotrow:mem:/tx_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try (Connection setup = DriverManager.getConnection(database); Statement s = setup.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("CREATE TABLE other (id int PRIMARY KEY)");
            s.execute("INSERT INTO counters VALUES (1, 0)");
        }
        try (Connection c = DriverManager.getConnection(database + "?shardedCounters=counters(n)&laneTimeout=2s")) {
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("INSERT INTO other VALUES (1)"); // the transaction now holds the lane
                assertEquals(1, s.executeUpdate("UPDATE counters SET n = n + 5 WHERE id = 1"));
            }
            c.commit();
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT n FROM counters WHERE id = 1")) {
                rs.next();
                assertEquals(5, rs.getLong(1));
            }
        }
    }

    /**
     * A counter table created after the connection opened (by a migration on another pooled
     * connection, as Flyway does at an application's start) gets its companion when the connection
     * next starts a transaction: created at the first increment inside it, the DDL would wait for
     * the writer lane that very transaction holds.
     */
    @Test
    void aCounterTableCreatedAfterTheConnectionOpenedGetsItsCompanionBeforeTheNextTransaction() throws SQLException {
        String database = "jdbc:hotrow:mem:/late_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try (Connection c = DriverManager.getConnection(database + "?shardedCounters=counters(n)&laneTimeout=2s")) {
            // a migration tool's connection: it never touches the counters, so nothing creates the companion on the way
            try (Connection migration = DriverManager.getConnection(database); Statement s = migration.createStatement()) {
                s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
                s.execute("CREATE TABLE other (id int PRIMARY KEY)");
                s.execute("INSERT INTO counters VALUES (1, 0)");
            }
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("INSERT INTO other VALUES (1)"); // the transaction now holds the lane
                assertEquals(1, s.executeUpdate("UPDATE counters SET n = n + 5 WHERE id = 1"));
            }
            c.commit();
            try (Statement s = c.createStatement();
                 ResultSet rs = s.executeQuery("SELECT (SELECT n FROM counters WHERE id = 1), (SELECT count(*) FROM counters_hotrow_shards)")) {
                rs.next();
                assertEquals(5, rs.getLong(1));
                assertEquals(1, rs.getLong(2), "the increment landed in a shard row");
            }
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
    void aCounterColumnTheTableLacksFailsTheConnection() throws SQLException {
        String bad = url.replace("counters(n)", "counters(hits)");
        try (Connection setup = connect()) {
            SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(bad));
            assertEquals("42703", e.getSQLState());
            assertTrue(e.getMessage().contains("has no column hits"), e.getMessage());
        }
    }
}
