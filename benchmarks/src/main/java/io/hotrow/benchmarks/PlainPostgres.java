package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * PostgreSQL through plain pgjdbc, no hotrow in between: the reference the hot-row benchmarks
 * compare with. Each run gets a schema of its own, dropped afterwards.
 */
final class PlainPostgres {

    static final String POSTGRES = "PostgreSQL";
    private static final String SCHEMA = "hotrow_bench";

    private final String postgresUrl;

    PlainPostgres(String postgresUrl) {
        this.postgresUrl = postgresUrl;
    }

    /** The naive increment of {@code rows} rows from {@code threads} clients, in schema hotrow_bench. */
    Measurement counterLoad(String scenario, int threads, int rows, Limits limits) throws Exception {
        dropSchema(SCHEMA);
        String server;
        try (Connection admin = DriverManager.getConnection(postgresUrl); Statement s = admin.createStatement()) {
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
            return CounterLoad.run(scenario, server, () -> DriverManager.getConnection(postgresUrl, inSchema), threads, rows, limits, null);
        } finally {
            dropSchema(SCHEMA);
        }
    }

    /** Drops {@code schema} and everything in it, if it exists; reports rather than throws. */
    void dropSchema(String schema) {
        try (Connection admin = DriverManager.getConnection(postgresUrl); Statement s = admin.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS \"" + schema + "\" CASCADE");
        } catch (SQLException e) {
            System.err.println("could not drop PostgreSQL schema " + schema + ": " + e.getMessage());
        }
    }
}
