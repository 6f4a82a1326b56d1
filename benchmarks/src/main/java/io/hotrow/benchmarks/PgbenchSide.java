package io.hotrow.benchmarks;

import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.List;

/**
 * One side of the wire benchmark: the scenarios run by pgbench on one server, each counter checked
 * against the transactions pgbench reported. A run that fails or loses an update is reported and
 * counted as NaN, so the other runs still complete.
 */
final class PgbenchSide {

    /** The naive increment, on one row or on a row per client. */
    enum Counters {
        HOT_ROW("hot row", "UPDATE counters SET n = n + 1 WHERE id = 1;\n"),
        DISTINCT_ROWS("distinct rows", "\\set id :client_id + 1\nUPDATE counters SET n = n + 1 WHERE id = :id;\n");

        private final String label;
        private final String script;

        Counters(String label, String script) {
            this.label = label;
            this.script = script;
        }

        String label() {
            return label;
        }

        int rows(int clients) {
            return this == HOT_ROW ? 1 : clients;
        }
    }

    private static final int WARM_UP_CLIENTS = 8;
    private static final int WARM_UP_SECONDS = 3;

    private final WireEndpoint endpoint;
    private final Pgbench pgbench;
    private final Path scratch;
    private final int seconds;
    private boolean failed;

    PgbenchSide(WireEndpoint endpoint, Path scratch, int seconds) {
        this.endpoint = endpoint;
        this.pgbench = new Pgbench(endpoint, scratch);
        this.scratch = scratch;
        this.seconds = seconds;
    }

    boolean failed() {
        return failed;
    }

    /** The scenario's tps from {@code clients} clients on a fresh counters table; NaN when the run failed or its total is wrong. */
    double counters(Counters scenario, int clients) {
        try {
            Pgbench.Run run = countersRun(scenario, clients, seconds);
            System.out.printf("%-14s %4d clients  %-32s %,10.0f tps, %,d transactions, counters exact%n", scenario.label(), clients,
                    endpoint.label(), run.tps(), run.transactions());
            return run.tps();
        } catch (Exception e) {
            return failure(e);
        }
    }

    /**
     * A short hot-row run, not reported, before the measured ones: the engine's JIT compiles its
     * write path (without it the first point, one client on the hot row, ran at 0.6 times the rate
     * of the same text a minute later, as one client's distinct row), and PostgreSQL warms its caches.
     */
    void warmUpWrites() {
        try {
            countersRun(Counters.HOT_ROW, WARM_UP_CLIENTS, Math.min(seconds, WARM_UP_SECONDS));
        } catch (Exception e) {
            failure(e);
        }
    }

    /** Runs the scenario on a fresh counters table and checks that the counters sum to the transactions pgbench reported. */
    private Pgbench.Run countersRun(Counters scenario, int clients, int runSeconds) throws Exception {
        int rows = scenario.rows(clients);
        try (Connection c = DriverManager.getConnection(endpoint.jdbcUrl()); Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS counters");
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO counters (id, n) VALUES (?, 0)")) {
                for (int id = 1; id <= rows; id++) {
                    insert.setInt(1, id);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
        }
        Path script = Files.writeString(scratch.resolve(scenario.name().toLowerCase() + ".sql"), scenario.script);
        Pgbench.Run run = pgbench.run(List.of("-f", script.toString()), clients, runSeconds);
        long total = total();
        if (total != run.transactions()) {
            throw new IllegalStateException(scenario.label() + ", " + clients + " clients on " + endpoint.label() + ": the counters sum to " + total
                    + " but pgbench reported " + run.transactions() + " transactions");
        }
        return run;
    }

    /** pgbench -i -s 1: the built-in tables the select-only script reads. */
    void initializeBuiltIn() {
        try {
            pgbench.initialize(1);
        } catch (Exception e) {
            failure(e);
        }
    }

    /**
     * A short select-only run, not reported, before the measured ones: the engine's JIT compiles its
     * read path and PostgreSQL fills its caches, so the first measured point is not a warm-up.
     */
    void warmUp() {
        try {
            pgbench.run(List.of("-S"), WARM_UP_CLIENTS, Math.min(seconds, WARM_UP_SECONDS));
        } catch (Exception e) {
            failure(e);
        }
    }

    /** pgbench's built-in select-only script ({@code -S}) from {@code clients} clients. */
    double selectOnly(int clients) {
        try {
            Pgbench.Run run = pgbench.run(List.of("-S"), clients, seconds);
            System.out.printf("%-14s %4d clients  %-32s %,10.0f tps%n", "select-only", clients, endpoint.label(), run.tps());
            return run.tps();
        } catch (Exception e) {
            return failure(e);
        }
    }

    private long total() throws Exception {
        try (Connection c = DriverManager.getConnection(endpoint.jdbcUrl()); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT sum(n) FROM counters")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private double failure(Exception e) {
        Benchmarks.reportFailure(e);
        failed = true;
        return Double.NaN;
    }
}
