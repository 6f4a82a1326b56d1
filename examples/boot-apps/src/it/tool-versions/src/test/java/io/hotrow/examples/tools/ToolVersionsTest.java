package io.hotrow.examples.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDataSource;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import liquibase.command.CommandScope;
import liquibase.database.Database;
import liquibase.database.DatabaseFactory;
import liquibase.database.jvm.JdbcConnection;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.output.MigrateResult;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * Flyway and Liquibase, at the versions this build was run with, migrate the engine by URL and by
 * DataSource, and log no warning and no error on the way. Flyway and the driver log through SLF4J's
 * simple logger to the console, one line each; Liquibase logs to java.util.logging.
 */
class ToolVersionsTest {

    private final List<String> troubles = new CopyOnWriteArrayList<>();
    private final Handler liquibaseTroubles = new Handler() {
        @Override
        public void publish(LogRecord record) {
            if (record.getThrown() != null || record.getLevel().intValue() >= Level.WARNING.intValue()) {
                troubles.add(record.getLevel() + " " + record.getMessage() + " " + record.getThrown());
            }
        }

        @Override
        public void flush() {
        }

        @Override
        public void close() {
        }
    };
    private final ByteArrayOutputStream console = new ByteArrayOutputStream();
    private PrintStream out;
    private PrintStream err;

    @BeforeEach
    void watchTheLogs() {
        Logger.getLogger("liquibase").addHandler(liquibaseTroubles);
        out = System.out;
        err = System.err;
        System.setOut(new PrintStream(new TeeStream(out, console), true, StandardCharsets.UTF_8));
        System.setErr(new PrintStream(new TeeStream(err, console), true, StandardCharsets.UTF_8));
    }

    @AfterEach
    void loggedNoTrouble() {
        System.setOut(out);
        System.setErr(err);
        Logger.getLogger("liquibase").removeHandler(liquibaseTroubles);
        console.toString(StandardCharsets.UTF_8).lines()
                .filter(line -> line.contains(" WARN ") || line.contains(" ERROR "))
                .forEach(troubles::add);
        assertEquals(List.of(), troubles);
    }

    @Test
    void flywayByUrl() throws SQLException {
        String url = "jdbc:hotrow:mem:/flyway_by_url";
        assertMigrated(Flyway.configure().dataSource(url, null, null).load().migrate(), url);
    }

    @Test
    void flywayByDataSource() throws SQLException {
        HotrowDataSource dataSource = new HotrowDataSource();
        dataSource.setUrl("jdbc:hotrow:mem:/flyway_by_data_source");
        assertMigrated(Flyway.configure().dataSource(dataSource).load().migrate(), dataSource.getUrl());
    }

    @Test
    void liquibaseByUrl() throws Exception {
        String url = "jdbc:hotrow:mem:/liquibase_by_url";
        new CommandScope("update").addArgumentValue("url", url).addArgumentValue("changelogFile", "db/changelog.xml").execute();
        assertEquals(1, items(url));
    }

    @Test
    void liquibaseByDataSource() throws Exception {
        HotrowDataSource dataSource = new HotrowDataSource();
        dataSource.setUrl("jdbc:hotrow:mem:/liquibase_by_data_source");
        try (Connection c = dataSource.getConnection()) {
            Database database = DatabaseFactory.getInstance().findCorrectDatabaseImplementation(new JdbcConnection(c));
            new CommandScope("update").addArgumentValue("database", database).addArgumentValue("changelogFile", "db/changelog.xml").execute();
        }
        assertEquals(1, items(dataSource.getUrl()));
    }

    private static void assertMigrated(MigrateResult result, String url) throws SQLException {
        assertTrue(result.success);
        assertEquals(1, result.migrationsExecuted);
        assertEquals(1, items(url));
    }

    private static long items(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM item")) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
