package io.hotrow.engine.metrics;

import io.hotrow.engine.sql.DirectCreation;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.h2.tools.SimpleResultSet;

/**
 * The SQL face of the hot-row sketch: {@code SELECT * FROM hotrow.hot_rows}, modelled on
 * CockroachDB's contention events, with the rows written in a way that risks lost updates. An H2 table function behind a view; the function finds its
 * database's metrics by H2's database name, because H2 hands it only a connection.
 */
public final class HotRowsView {

    private static final int ROWS = 20;
    private static final String VIEW_QUERY = "SELECT * FROM hotrow.hot_rows_source()";
    private static final Map<String, DatabaseMetrics> BY_H2_DATABASE = new ConcurrentHashMap<>();

    private HotRowsView() {
    }

    /** Creates {@code hotrow.hot_rows} in the database (idempotent: a restored snapshot may hold it already). */
    public static void install(Connection system, String h2Database, DatabaseMetrics metrics) throws SQLException {
        BY_H2_DATABASE.put(h2Database, metrics);
        DirectCreation direct = new DirectCreation(system); // no statements for H2 to parse twice: a twentieth of opening a new database
        try (Statement statement = system.createStatement()) {
            statement.execute("CREATE SCHEMA IF NOT EXISTS hotrow");
            direct.alias("hotrow", "hot_rows_source", HotRowsView.class.getName() + ".rows");
            if (!direct.newView("hotrow", "hot_rows", VIEW_QUERY)) {
                statement.execute("CREATE OR REPLACE FORCE VIEW hotrow.hot_rows AS " + VIEW_QUERY); // a restored snapshot's: made current
            }
        }
        system.commit();
    }

    public static void uninstall(String h2Database) {
        BY_H2_DATABASE.remove(h2Database);
    }

    /** Called by H2 for every query of the view. */
    public static ResultSet rows(Connection connection) throws SQLException {
        SimpleResultSet rows = new SimpleResultSet();
        rows.addColumn("table_name", Types.VARCHAR, Integer.MAX_VALUE, 0);
        rows.addColumn("row_key", Types.VARCHAR, Integer.MAX_VALUE, 0);
        rows.addColumn("writes", Types.BIGINT, 19, 0);
        rows.addColumn("max_overcount", Types.BIGINT, 19, 0);
        rows.addColumn("advice", Types.VARCHAR, Integer.MAX_VALUE, 0);
        rows.addColumn("lost_update_risks", Types.BIGINT, 19, 0);
        if (connection.getMetaData().getURL().startsWith("jdbc:columnlist:")) {
            return rows; // H2 asks for the columns first
        }
        DatabaseMetrics metrics;
        try (Statement statement = connection.createStatement(); ResultSet name = statement.executeQuery("SELECT DATABASE()")) {
            name.next();
            metrics = BY_H2_DATABASE.get(name.getString(1));
        }
        if (metrics != null) {
            Map<HotRow, Long> risks = new LinkedHashMap<>();
            for (SpaceSaving.Entry<HotRow> risk : metrics.lostUpdateRisks().top(ROWS)) {
                risks.put(risk.key(), risk.count());
            }
            for (SpaceSaving.Entry<HotRow> entry : metrics.hotRows(ROWS)) {
                Long risky = risks.remove(entry.key());
                rows.addRow(entry.key().table(), entry.key().key(), entry.count(), entry.error(),
                        risky != null ? LostUpdateRisks.ADVICE : metrics.advisor().advice(entry.key().unqualifiedTable()), risky == null ? 0L : risky);
            }
            // Rows written this way but not among the most written: still worth a line each.
            risks.forEach((row, risky) -> rows.addRow(row.table(), row.key(), null, null, LostUpdateRisks.ADVICE, risky));
        }
        return rows;
    }
}
