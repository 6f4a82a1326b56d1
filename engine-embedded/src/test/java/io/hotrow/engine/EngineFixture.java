package io.hotrow.engine;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.store.ObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;

/** Opens engine databases on a given store and reads back their full contents for comparison. */
public final class EngineFixture {

    public static final Duration LANE_TIMEOUT = Duration.ofSeconds(30);

    private EngineFixture() {
    }

    public static Database open(String name, ObjectStore store) throws SQLException {
        return open(name, store, EngineSettings.DEFAULT);
    }

    public static Database open(String name, ObjectStore store, EngineSettings settings) throws SQLException {
        return Database.open(name, store, Database.newAnalyzer(), settings);
    }

    public static Connection connect(Database database) throws SQLException {
        return EngineConnection.open(database, "jdbc:hotrow:mem:/" + database.name(), LANE_TIMEOUT);
    }

    /** Every row of every user table, sorted, and every generator's position, as text: equal dumps mean equal databases. */
    public static String dump(Database database) throws SQLException {
        StringBuilder out = new StringBuilder();
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            List<String> tables = new ArrayList<>();
            try (ResultSet rs = s.executeQuery("SELECT table_schema || '.' || table_name FROM information_schema.tables"
                    + " WHERE table_type = 'BASE TABLE' AND table_schema NOT IN ('information_schema', 'pg_catalog') ORDER BY 1")) {
                while (rs.next()) {
                    tables.add(rs.getString(1));
                }
            }
            for (String table : tables) {
                out.append("== ").append(table).append('\n');
                List<String> rows = new ArrayList<>();
                try (ResultSet rs = s.executeQuery("SELECT * FROM " + table)) {
                    ResultSetMetaData meta = rs.getMetaData();
                    while (rs.next()) {
                        StringBuilder row = new StringBuilder();
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            Object value = rs.getObject(i);
                            row.append(meta.getColumnName(i)).append('=')
                                    .append(value instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : String.valueOf(value)).append(' ');
                        }
                        rows.add(row.toString());
                    }
                }
                rows.sort(null);
                rows.forEach(r -> out.append(r).append('\n'));
            }
            out.append("== generators\n");
            try (ResultSet rs = s.executeQuery("SELECT sequence_name, base_value FROM information_schema.sequences"
                    + " UNION ALL SELECT table_name || '.' || column_name, identity_base FROM information_schema.columns"
                    + " WHERE is_identity = 'YES' ORDER BY 1")) {
                while (rs.next()) {
                    out.append(rs.getString(1)).append(" next=").append(rs.getLong(2)).append('\n');
                }
            }
        }
        return out.toString();
    }
}
