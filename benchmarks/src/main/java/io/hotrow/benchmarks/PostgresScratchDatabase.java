package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;

/** A database of the benchmark's own on the local PostgreSQL, created fresh and dropped on close. */
final class PostgresScratchDatabase implements AutoCloseable {

    static final String NAME = "hotrow_wire_bench";

    private final String adminUrl;
    private final PostgresServer server;

    PostgresScratchDatabase(String adminUrl) throws SQLException {
        this.adminUrl = adminUrl;
        drop();
        try (Connection c = DriverManager.getConnection(adminUrl); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + NAME);
        }
        server = PostgresServer.read(adminUrl);
        System.out.printf("PostgreSQL %s: synchronous_commit=%s, max_connections=%d (%d reserved for superusers, %d in use by"
                        + " other sessions); database %s%n", server.version(), server.settings().get("synchronous_commit"), server.maxConnections(),
                server.reserved(), server.othersConnected(), NAME);
    }

    String label() {
        return server.label();
    }

    /** See {@link PostgresServer#cannotTake}. */
    String cannotTake(int clients) {
        return server.cannotTake(clients);
    }

    @Override
    public void close() {
        try {
            drop();
        } catch (SQLException e) {
            System.err.println("could not drop PostgreSQL database " + NAME + ": " + e.getMessage());
        }
    }

    private void drop() throws SQLException {
        try (Connection c = DriverManager.getConnection(adminUrl); Statement s = c.createStatement()) {
            s.execute("DROP DATABASE IF EXISTS " + NAME + " WITH (FORCE)");
        }
    }
}
