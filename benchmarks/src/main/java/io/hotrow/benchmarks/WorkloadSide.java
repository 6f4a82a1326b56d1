package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Connector;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One side of the {@code workloads} comparison: where each workload gets a database of its own. */
interface WorkloadSide {

    String label();

    /** Connections to an empty database (or schema) named {@code name}, for one workload. */
    Connector database(String name) throws SQLException;

    /** Why this side cannot take {@code clients} connections at once, or null when it can. */
    String cannotTake(int clients);

    /** What the database needs after a bulk load before it is measured, as its operator would do it. */
    void loaded(Connection c) throws SQLException;

    /**
     * The engine through {@code jdbc:hotrow:file:}, a database per workload under {@code root};
     * {@code properties} (the URL's query, or empty) set how its databases run.
     */
    record Engine(Path root, String properties) implements WorkloadSide {

        @Override
        public String label() {
            return "engine" + (properties.isEmpty() ? "" : ", " + properties);
        }

        @Override
        public Connector database(String name) {
            String url = "jdbc:hotrow:file:" + root + "/" + name + (properties.isEmpty() ? "" : "?" + properties);
            return () -> DriverManager.getConnection(url);
        }

        @Override
        public String cannotTake(int clients) {
            return null;
        }

        /** Nothing: the engine keeps its statistics itself (and refuses ANALYZE, 42501). */
        @Override
        public void loaded(Connection c) {
        }

        /**
         * Null when the driver opens {@code name} with this side's properties; why not, when it
         * refuses one of them as unknown (a driver from before the property); any other failure is thrown.
         */
        String refusal(String name) throws SQLException {
            try (Connection c = database(name).open()) {
                return null;
            } catch (SQLException e) {
                String message = String.valueOf(e.getMessage()).toLowerCase(Locale.ROOT);
                if (message.contains("unknown property")) {
                    return "the driver refused " + properties + " as an unknown URL property (SQLState " + e.getSQLState() + ")";
                }
                throw e;
            }
        }
    }

    /** PostgreSQL through plain pgjdbc, a schema per workload, all dropped on close. */
    final class Postgres implements WorkloadSide, AutoCloseable {
        private static final String SCHEMA_PREFIX = "hotrow_workloads_";

        private final PlainPostgres plain;
        private final PostgresServer server;
        private final List<String> schemas = new ArrayList<>();

        Postgres(PlainPostgres plain) throws SQLException {
            this.plain = plain;
            this.server = plain.server();
        }

        @Override
        public String label() {
            return server.label();
        }

        @Override
        public Connector database(String name) throws SQLException {
            String schema = SCHEMA_PREFIX + name;
            schemas.add(schema);
            return plain.freshSchema(schema);
        }

        @Override
        public String cannotTake(int clients) {
            return server.cannotTake(clients);
        }

        /** ANALYZE, which autovacuum would otherwise run only some time into the measurement, changing plans under it. */
        @Override
        public void loaded(Connection c) throws SQLException {
            try (Statement s = c.createStatement()) {
                s.execute("ANALYZE");
            }
        }

        @Override
        public void close() {
            schemas.forEach(plain::dropSchema);
        }
    }
}
