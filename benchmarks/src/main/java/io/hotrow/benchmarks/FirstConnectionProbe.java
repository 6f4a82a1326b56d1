package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * The child process of {@link SchemaScriptExperiment}'s first connection: in a JVM that has loaded
 * no driver yet, as an application starting up, opens a connection to the URL given, runs
 * {@code SELECT 1} and prints the milliseconds that took, then shuts the engine down untimed. With
 * {@value #CATALOG} after the URL it also lists the database's tables through DatabaseMetaData, as
 * an ORM validating its schema or a migration tool does at its start, before the figure is taken.
 */
final class FirstConnectionProbe {

    static final String PREFIX = "first-connection-ms ";
    static final String CATALOG = "catalog";

    private FirstConnectionProbe() {
    }

    public static void main(String[] args) throws Exception {
        Benchmarks.quietLogging();
        long started = System.nanoTime();
        try (Connection c = DriverManager.getConnection(args[0]); Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT 1")) {
            r.next();
            if (args.length > 1 && args[1].equals(CATALOG)) {
                try (ResultSet tables = c.getMetaData().getTables(null, null, "%", new String[] {"TABLE"})) {
                    while (tables.next()) {
                        tables.getString("TABLE_NAME");
                    }
                }
            }
            System.out.println(PREFIX + (System.nanoTime() - started) / 1e6);
        }
        io.hotrow.driver.HotrowDriver.instance().shutdown();
    }
}
