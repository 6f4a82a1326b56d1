package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * What the benchmarks need to know of a PostgreSQL server, read once: its version, the settings
 * that shape its commit rates, and how many more connections it has room for.
 *
 * @param reserved        connections the server keeps from this user: the superusers' reserve, unless it is one
 * @param othersConnected other sessions' connections when read: they hold slots a benchmark's clients cannot have
 */
record PostgresServer(String version, Map<String, String> settings, int maxConnections, int reserved, int othersConnected) {

    /** The settings shown with every comparison, in this order. */
    private static final String[] SETTINGS = {"synchronous_commit", "fsync", "max_connections", "shared_buffers", "wal_level",
            "commit_delay", "full_page_writes", "wal_sync_method"};

    static PostgresServer read(String url) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            Map<String, String> settings = new LinkedHashMap<>();
            for (String name : SETTINGS) {
                try (ResultSet rs = s.executeQuery("SELECT current_setting('" + name + "')")) {
                    rs.next();
                    settings.put(name, rs.getString(1));
                }
            }
            try (ResultSet rs = s.executeQuery("SELECT current_setting('server_version'), current_setting('max_connections')::int,"
                    + " CASE WHEN (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN 0"
                    + " ELSE current_setting('superuser_reserved_connections')::int END,"
                    + " (SELECT count(*) FROM pg_stat_activity WHERE backend_type = 'client backend' AND pid <> pg_backend_pid())")) {
                rs.next();
                return new PostgresServer(rs.getString(1).split(" ")[0], Map.copyOf(settings), rs.getInt(2), rs.getInt(3), rs.getInt(4));
            }
        }
    }

    String label() {
        return "PostgreSQL " + version;
    }

    /** The settings in their usual order, as {@code name=value} pairs. */
    String settingsLine() {
        StringBuilder line = new StringBuilder();
        for (String name : SETTINGS) {
            line.append(line.isEmpty() ? "" : ", ").append(name).append('=').append(settings.get(name));
        }
        return line.toString();
    }

    /**
     * Why the server cannot take {@code clients} connections of a benchmark at once (its
     * max_connections, less what it reserves and what other sessions held when read), or null
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
}
