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
    private final int maxConnections;
    /** Connections the server keeps from this user: the superusers' reserve, unless it is one. */
    private final int reserved;
    /** Other sessions' connections when the benchmark started: they hold slots its clients cannot have. */
    private final int othersConnected;

    PostgresScratchDatabase(String adminUrl) throws SQLException {
        this.adminUrl = adminUrl;
        drop();
        try (Connection c = DriverManager.getConnection(adminUrl); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + NAME);
            try (ResultSet rs = s.executeQuery("SELECT current_setting('server_version'), current_setting('synchronous_commit'),"
                    + " current_setting('max_connections')::int,"
                    + " CASE WHEN (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN 0"
                    + " ELSE current_setting('superuser_reserved_connections')::int END,"
                    + " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid())")) {
                rs.next();
                version = rs.getString(1).split(" ")[0];
                maxConnections = rs.getInt(3);
                reserved = rs.getInt(4);
                othersConnected = rs.getInt(5);
                System.out.printf("PostgreSQL %s: synchronous_commit=%s, max_connections=%d (%d reserved for superusers, %d in use by"
                        + " other sessions); database %s%n", version, rs.getString(2), maxConnections, reserved, othersConnected, NAME);
            }
        }
    }

    String label() {
        return "PostgreSQL " + version;
    }

    /**
     * Why the server cannot take {@code clients} connections of the benchmark at once (its
     * max_connections, less what it reserves and what other sessions held at the start), or null
     * when it can.
     */
    String cannotTake(int clients) {
        int room = maxConnections - reserved - othersConnected;
        if (clients <= room) {
            return null;
        }
        String less = (reserved > 0 ? reserved + " reserved for superusers" : "")
                + (reserved > 0 && othersConnected > 0 ? " and " : "")
                + (othersConnected > 0 ? othersConnected + " in use by other sessions" : "");
        return "PostgreSQL's max_connections=" + maxConnections + (less.isEmpty() ? "" : ", less " + less + ",") + " leaves room for "
                + Math.max(room, 0) + " clients";
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
