package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;

/** A database of the benchmark's own on the local PostgreSQL, created fresh and dropped on close. */
final class PostgresScratchDatabase implements AutoCloseable {

    static final String NAME = "hotrow_wire_bench";

    private final String adminUrl;
    private final String version;

    PostgresScratchDatabase(String adminUrl) throws SQLException {
        this.adminUrl = adminUrl;
        drop();
        try (Connection c = DriverManager.getConnection(adminUrl); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + NAME);
            try (ResultSet rs = s.executeQuery("SELECT current_setting('server_version'), current_setting('synchronous_commit'),"
                    + " current_setting('max_connections')")) {
                rs.next();
                version = rs.getString(1).split(" ")[0];
                System.out.printf("PostgreSQL %s: synchronous_commit=%s, max_connections=%s; database %s%n", version, rs.getString(2),
                        rs.getString(3), NAME);
            }
        }
    }

    String label() {
        return "PostgreSQL " + version;
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
