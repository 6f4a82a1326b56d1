package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

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
}
