package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;

/**
 * The child process of {@link SchemaScriptExperiment}'s first connection: in a JVM that has loaded
 * no driver yet, as an application starting up, opens a connection to the URL given, runs
 * {@code SELECT 1} and prints the milliseconds that took, then shuts the engine down untimed.
 */
final class FirstConnectionProbe {

    static final String PREFIX = "first-connection-ms ";

    private FirstConnectionProbe() {
    }

    public static void main(String[] args) throws Exception {
        Benchmarks.quietLogging();
        long started = System.nanoTime();
        try (Connection c = DriverManager.getConnection(args[0]); Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT 1")) {
            r.next();
            System.out.println(PREFIX + (System.nanoTime() - started) / 1e6);
        }
        io.hotrow.driver.HotrowDriver.instance().shutdown();
    }
}
