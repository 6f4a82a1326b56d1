package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.driver.HotrowDriver;
import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * The engine on its local directory store against PostgreSQL (issue 4, target 2): the same naive
 * hot-row increment from the same number of clients, measured back to back. The engine goes
 * through the {@code jdbc:hotrow:file:} driver; PostgreSQL through plain pgjdbc, in a schema of its
 * own that is dropped afterwards. A distinct-rows run on the local store is the control.
 */
final class LocalVersusPostgres {

    private static final String LOCAL_STORE = "local directory";
    private static final String POSTGRES = "PostgreSQL";
    private static final String SCHEMA = "hotrow_bench";

    private final int threads;
    private final String postgresUrl;
    private final Limits limits;

    LocalVersusPostgres(int threads, String postgresUrl, Limits limits) {
        this.threads = threads;
        this.postgresUrl = postgresUrl;
        this.limits = limits;
    }

    /** Engine hot row, PostgreSQL hot row, engine distinct rows. */
    List<Measurement> run() throws Exception {
        Path directory = Files.createTempDirectory("hotrow-bench-");
        try {
            String hotUrl = "jdbc:hotrow:file:" + directory + "/hot";
            Measurement engineHot = CounterLoad.run("hot row", LOCAL_STORE, () -> DriverManager.getConnection(hotUrl), threads, 1, limits,
                    new EngineProbe("hot"));
            Measurement postgresHot = onPostgres();
            String distinctUrl = "jdbc:hotrow:file:" + directory + "/distinct";
            Measurement engineDistinct = CounterLoad.run("distinct rows", LOCAL_STORE, () -> DriverManager.getConnection(distinctUrl), threads,
                    threads, limits, new EngineProbe("distinct"));
            return List.of(engineHot, postgresHot, engineDistinct);
        } finally {
            HotrowDriver.instance().shutdown();
            deleteTree(directory);
        }
    }

    private Measurement onPostgres() throws Exception {
        String server;
        try (Connection admin = DriverManager.getConnection(postgresUrl); Statement s = admin.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            s.execute("CREATE SCHEMA " + SCHEMA);
            try (ResultSet rs = s.executeQuery("SELECT current_setting('server_version'), current_setting('synchronous_commit'),"
                    + " current_setting('fsync'), current_setting('max_connections')")) {
                rs.next();
                server = POSTGRES + " " + rs.getString(1).split(" ")[0];
                System.out.printf("%s: synchronous_commit=%s, fsync=%s, max_connections=%s; plain pgjdbc, schema %s%n",
                        server, rs.getString(2), rs.getString(3), rs.getString(4), SCHEMA);
            }
        }
        Properties inSchema = new Properties();
        inSchema.setProperty("currentSchema", SCHEMA);
        try {
            return CounterLoad.run("hot row", server, () -> DriverManager.getConnection(postgresUrl, inSchema), threads, 1, limits, null);
        } finally {
            try (Connection admin = DriverManager.getConnection(postgresUrl); Statement s = admin.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS " + SCHEMA + " CASCADE");
            } catch (SQLException e) {
                System.err.println("could not drop PostgreSQL schema " + SCHEMA + ": " + e.getMessage());
            }
        }
    }

    /** Best effort: the engine may still be pruning its log in the background; leftovers only cost disk space. */
    private static void deleteTree(Path root) {
        try {
            Files.walkFileTree(root, new SimpleFileVisitor<>() {
                @Override
                public FileVisitResult visitFile(Path file, BasicFileAttributes attributes) throws IOException {
                    Files.deleteIfExists(file);
                    return FileVisitResult.CONTINUE;
                }

                @Override
                public FileVisitResult visitFileFailed(Path file, IOException e) {
                    return FileVisitResult.CONTINUE; // deleted under us
                }

                @Override
                public FileVisitResult postVisitDirectory(Path directory, IOException e) throws IOException {
                    Files.deleteIfExists(directory);
                    return FileVisitResult.CONTINUE;
                }
            });
        } catch (IOException e) {
            System.err.println("could not remove " + root + ": " + e);
        }
    }
}
