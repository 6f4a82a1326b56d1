package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import java.util.Properties;

/**
 * PostgreSQL through plain pgjdbc, no hotrow in between: the reference the hot-row benchmarks
 * compare with. Each run gets a schema of its own, dropped afterwards.
 */
final class PlainPostgres {

    static final String POSTGRES = "PostgreSQL";
    private static final String SCHEMA = "hotrow_bench";

    private final String postgresUrl;
    /** Read at the first run, and its settings printed then. */
    private PostgresServer server;

    PlainPostgres(String postgresUrl) {
        this.postgresUrl = postgresUrl;
    }

    /** The naive increment of {@code rows} rows from {@code threads} clients, in schema hotrow_bench. */
    Measurement counterLoad(String scenario, int threads, int rows, Limits limits) throws Exception {
        return load(LoadWork.INCREMENT, scenario, threads, rows, limits);
    }

    /** {@code work} on {@code rows} keys from {@code threads} clients, in schema hotrow_bench. */
    Measurement load(LoadWork work, String scenario, int threads, int rows, Limits limits) throws Exception {
        CounterLoad.Connector inSchema = freshSchema(SCHEMA);
        try {
            return CounterLoad.run(work, scenario, server().label(), List.of(inSchema), threads, rows, limits, null);
        } finally {
            dropSchema(SCHEMA);
        }
    }

    /** The server, read at the first call, when its settings are printed. */
    PostgresServer server() throws SQLException {
        if (server == null) {
            server = PostgresServer.read(postgresUrl);
            System.out.printf("%s: %s; plain pgjdbc%n", server.label(), server.settingsLine());
        }
        return server;
    }

    /** Creates {@code schema} afresh (dropped first if it exists); connections to it, plain pgjdbc with {@code currentSchema} set. */
    CounterLoad.Connector freshSchema(String schema) throws SQLException {
        dropSchema(schema);
        try (Connection admin = DriverManager.getConnection(postgresUrl); Statement s = admin.createStatement()) {
            s.execute("CREATE SCHEMA \"" + schema + "\"");
        }
        Properties inSchema = new Properties();
        inSchema.setProperty("currentSchema", schema);
        return () -> DriverManager.getConnection(postgresUrl, inSchema);
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
