package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementTable;
import io.hotrow.testsupport.TestPostgres;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** placement=auto routes by the placement table in the store; engine and postgres pin. */
class PlacementRoutingTest {

    @TempDir
    Path directory;

    /** Closes the databases in the temporary directory before it is removed. */
    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private String url(String database, String properties) {
        return "jdbc:hotrow:file:" + directory + "/" + database + (properties.isEmpty() ? "" : "?" + properties);
    }

    private static String postgres() {
        return "postgresUrl=" + URLEncoder.encode(TestPostgres.url(), StandardCharsets.UTF_8);
    }

    private static String backendUrl(Connection c) throws SQLException {
        return c.getMetaData().getURL();
    }

    @Test
    void autoFollowsTheTableAndTheTtlBoundsHowLongAChangeGoesUnseen() throws Exception {
        String database = Target.freshDatabase();
        String cached = url(database, postgres() + "&placementTtl=60m");
        String uncached = url(database, postgres() + "&placementTtl=0");
        try (Connection c = DriverManager.getConnection(cached)) {
            assertTrue(backendUrl(c).startsWith("jdbc:hotrow:"), "no decision yet: the engine; " + backendUrl(c));
        }
        // Another process decides: a table of its own over the same directory.
        PlacementTable elsewhere = new PlacementTable(new io.hotrow.engine.store.LocalDirectoryObjectStore(directory));
        elsewhere.write(elsewhere.current(database), Placement.POSTGRES, false, "test: moved by another process");
        try (Connection c = DriverManager.getConnection(cached)) {
            assertTrue(backendUrl(c).startsWith("jdbc:hotrow:"), "within the TTL the cached placement holds");
        }
        try (Connection c = DriverManager.getConnection(uncached); Statement s = c.createStatement()) {
            assertTrue(backendUrl(c).startsWith("jdbc:postgresql:"), backendUrl(c));
            s.execute("CREATE TABLE routed (id int)"); // in the schema named after the database
        }
        try (Connection c = DriverManager.getConnection(url(database, postgres() + "&placement=engine"))) {
            assertTrue(backendUrl(c).startsWith("jdbc:hotrow:"), "placement=engine pins, whatever the table says");
        } finally {
            Target.POSTGRES.drop(database);
        }
    }

    /**
     * A closed (or aborted) connection stays closed: the database moving since must not make it
     * open a connection to where it went. Nor is a closed statement made again there.
     */
    @Test
    void aClosedConnectionDoesNotFollowItsDatabase() throws Exception {
        String database = Target.freshDatabase();
        Connection closed = DriverManager.getConnection(url(database, postgres() + "&placementTtl=0"));
        Connection aborted = DriverManager.getConnection(url(database, postgres() + "&placementTtl=0"));
        Connection open = DriverManager.getConnection(url(database, postgres() + "&placementTtl=0"));
        List<Statement> statements = List.of(closed.createStatement(), aborted.createStatement());
        Statement closedStatement = open.createStatement();
        closed.close();
        aborted.abort(Runnable::run);
        closedStatement.close();
        PlacementTable elsewhere = new PlacementTable(new io.hotrow.engine.store.LocalDirectoryObjectStore(directory));
        elsewhere.write(elsewhere.current(database), Placement.POSTGRES, false, "test: moved after the close");
        try {
            for (Statement s : statements) {
                assertEquals("08003", assertThrows(SQLException.class, () -> s.execute("SELECT 1")).getSQLState());
                Connection c = s.getConnection();
                assertEquals("08003", assertThrows(SQLException.class, c::createStatement).getSQLState());
                assertTrue(c.isClosed());
            }
            assertEquals("55000", assertThrows(SQLException.class, () -> closedStatement.execute("SELECT 1")).getSQLState());
            assertTrue(closedStatement.isClosed());
        } finally {
            open.close();
            Target.POSTGRES.drop(database);
        }
    }

    @Test
    void aDatabasePlacedOnPostgresNeedsAPostgresUrl() throws Exception {
        String database = Target.freshDatabase();
        ConnectionSettings settings = ConnectionSettings.resolve(url(database, ""), null);
        PlacementTable table = HotrowDriver.router().table(settings);
        table.write(table.current(database), Placement.POSTGRES, true, "pinned by the test");
        HotrowDriver.router().invalidate(settings);
        SQLException e = assertThrows(SQLException.class, () -> DriverManager.getConnection(url(database, "")));
        assertEquals("08001", e.getSQLState());
        assertTrue(e.getMessage().contains("placed on PostgreSQL (placement version 1: pinned by the test)"), e.getMessage());
        assertTrue(Files.exists(directory.resolve("placement")), "the table lives in the store's directory");
    }

    /**
     * A connection that follows its database keeps its session: what it set in SQL (a time zone, an
     * application name) and by JDBC (isolation, read-only), as a connection set up by a pool's
     * init SQL expects; a SET rolled back, and SET LOCAL, are not made again.
     */
    @Test
    void aConnectionThatFollowsItsDatabaseKeepsItsSessionSettings() throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(url(database, postgres() + "&placementTtl=0"));
             Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE 'Asia/Tokyo'");
            s.execute("SET application_name = 'shop'");
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            c.setAutoCommit(false);
            s.execute("SET statement_timeout = 4321");
            c.rollback();
            s.execute("SET lock_timeout = 1234");
            s.execute("SET LOCAL lock_timeout = 5678");
            c.commit();
            c.setAutoCommit(true);
            assertTrue(backendUrl(c).startsWith("jdbc:hotrow:"), backendUrl(c));
            PlacementTable elsewhere = new PlacementTable(new io.hotrow.engine.store.LocalDirectoryObjectStore(directory));
            elsewhere.write(elsewhere.current(database), Placement.POSTGRES, false, "test: moved under a set-up connection");

            assertEquals("Asia/Tokyo", show(s, "TimeZone"));
            assertTrue(backendUrl(c).startsWith("jdbc:postgresql:"), "followed: " + backendUrl(c));
            assertEquals("shop", show(s, "application_name"));
            assertEquals("1234ms", show(s, "lock_timeout"), "the SET LOCAL after it ended with its transaction");
            assertEquals("0", show(s, "statement_timeout"), "rolled back: not made again");
            assertEquals(Connection.TRANSACTION_REPEATABLE_READ, c.getTransactionIsolation());
        } finally {
            Target.POSTGRES.drop(database);
        }
    }

    /** One pool of PostgreSQL connections serves every database: a setting one user made must not reach the next. */
    @Test
    void aSessionSettingDoesNotOutliveItsConnectionInThePostgresPool() throws Exception {
        String database = Target.freshDatabase();
        String pinned = url(database, postgres() + "&placement=postgres");
        try {
            int pid;
            String zone;
            try (Connection c = DriverManager.getConnection(pinned); Statement s = c.createStatement()) {
                pid = pid(s);
                zone = show(s, "TimeZone").equals("Asia/Tokyo") ? "Europe/Paris" : "Asia/Tokyo";
                s.execute("SET TIME ZONE '" + zone + "'");
            }
            try (Connection c = DriverManager.getConnection(pinned); Statement s = c.createStatement()) {
                assumeTrue(pid(s) == pid, "the pool handed out the same PostgreSQL connection (it does to the same thread)");
                assertNotEquals(zone, show(s, "TimeZone"));
            }
        } finally {
            Target.POSTGRES.drop(database);
        }
    }

    private static String show(Statement s, String setting) throws SQLException {
        try (ResultSet rs = s.executeQuery("SHOW " + setting)) {
            assertTrue(rs.next());
            return rs.getString(1);
        }
    }

    private static int pid(Statement s) throws SQLException {
        try (ResultSet rs = s.executeQuery("SELECT pg_backend_pid()")) {
            assertTrue(rs.next());
            return rs.getInt(1);
        }
    }
}
