package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * pg_settings, SHOW ALL, current_setting and set_config read one table of settings: each setting the
 * engine lists is described as PostgreSQL 15 describes it (pgjdbc's getImportedKeys reads
 * max_index_keys from pg_settings, psql's \dconfig reads it all), its value in its unit, fresh and
 * after SET, SET LOCAL, set_config and RESET.
 */
class PgSettingsTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    /**
     * Settings whose values depend on the server rather than on the engine: its version, its locale (the engine's is C,
     * the test server's C.UTF-8), its encoding (whose boot_val is PostgreSQL's compiled-in SQL_ASCII), its configuration file (TimeZone, DateStyle), and what pgjdbc sends at startup
     * (client_encoding, extra_float_digits, DateStyle, TimeZone), which the engine's in-process connection does not, and the
     * search_path the driver gives a PostgreSQL placement.
     */
    private static final Set<String> OF_THE_SERVER = Set.of("server_version", "server_version_num", "lc_collate", "lc_ctype", "lc_messages",
            "lc_monetary", "lc_numeric", "lc_time", "TimeZone", "DateStyle", "client_encoding", "extra_float_digits", "search_path", "server_encoding");

    private static final String COLUMNS = "name, setting, unit, category, short_desc, extra_desc, context, vartype, source, min_val, max_val,"
            + " enumvals::text, boot_val, reset_val, sourcefile, sourceline, pending_restart";

    /** The script: each step, then pg_settings read. */
    private static final String[] STEPS = {
            "SET application_name = ''", // pgjdbc names itself on PostgreSQL
            "SET work_mem = '8MB'", "SET statement_timeout = '5s'", "SELECT set_config('maintenance_work_mem', '1GB', false)",
            "BEGIN ISOLATION LEVEL SERIALIZABLE", "SET LOCAL lock_timeout = '2min'", "SET LOCAL enable_seqscan = off",
            "COMMIT", "RESET work_mem", "SELECT set_config('idle_in_transaction_session_timeout', '0', false)", "RESET ALL"};

    @Test
    void pgSettingsDescribesEachSettingAsPostgresDoes() throws SQLException {
        List<String> names = listedByTheEngine();
        assertTrue(names.contains("work_mem") && names.contains("max_index_keys") && names.contains("enable_seqscan"), names.toString());
        names.removeAll(OF_THE_SERVER);
        List<String> engine = script(Target.ENGINE, names);
        List<String> postgres = script(Target.POSTGRES, names);
        List<String> differences = new ArrayList<>();
        for (int i = 0; i < Math.max(engine.size(), postgres.size()); i++) {
            String expected = i < postgres.size() ? postgres.get(i) : null;
            String actual = i < engine.size() ? engine.get(i) : null;
            if (!Objects.equals(expected, actual)) {
                differences.add("PostgreSQL: " + expected + "\n    engine: " + actual);
            }
        }
        assertEquals("", String.join("\n", differences));
    }

    /** SHOW ALL and pg_settings list the same settings with the same values, each one PostgreSQL's SHOW ALL lists too. */
    @Test
    void showAllListsWhatPgSettingsLists() throws SQLException {
        List<String> postgresNames;
        try (TargetDatabase postgres = new TargetDatabase(Target.POSTGRES); Connection c = postgres.connect()) {
            postgresNames = rows(c, "SELECT name FROM pg_settings");
        }
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection c = engine.connect()) {
            run(c, "SET work_mem = '1GB'", "SET myapp.tenant = 'acme'");
            List<String> shown = rows(c, "SHOW ALL");
            assertEquals(rows(c, "SELECT name || ' ' || current_setting(name) FROM pg_settings"), shown);
            assertTrue(shown.contains("work_mem 1GB"), shown.toString());
            for (String row : shown) {
                String name = row.substring(0, row.indexOf(' '));
                assertTrue(postgresNames.contains(name), name + " is not one of PostgreSQL's settings");
            }
            assertEquals(List.of("1048576 kB"), rows(c, "SELECT setting || ' ' || unit FROM pg_settings WHERE name = 'work_mem'"));
        }
    }

    /**
     * What a client gives at startup (pgjdbc's client_encoding, DateStyle and TimeZone, an {@code options=-c} setting) is
     * the value RESET and RESET ALL go back to, with source client, as PostgreSQL says.
     */
    @Test
    void startupSettingsAreWhatResetGoesBackTo() throws SQLException {
        List<String> wire = startupScript(WireTarget.WIRE);
        assertEquals(startupScript(WireTarget.POSTGRES), wire);
        assertTrue(wire.get(2).contains("work_mem 8192 client 8192"), wire.get(2));
        assertTrue(wire.get(4).contains("DateStyle ISO, MDY client ISO, MDY"), wire.get(4));
    }

    private static List<String> startupScript(WireTarget target) throws SQLException {
        List<String> outcomes = new ArrayList<>();
        try (WireTarget.Database db = target.database(SERVER.get());
             Connection c = db.connect("ApplicationName=startup-test&options=-c%20work_mem%3D8MB")) {
            for (String step : new String[] {"SELECT 1", "SET work_mem = '1MB'", "RESET work_mem", "SET application_name = 'other'",
                    "RESET ALL"}) {
                run(c, step);
                outcomes.add(step + ": " + rows(c, "SELECT name || ' ' || setting || ' ' || source || ' ' || reset_val FROM pg_settings"
                        + " WHERE name IN ('application_name', 'client_encoding', 'DateStyle', 'extra_float_digits', 'TimeZone', 'work_mem')"
                        + " ORDER BY lower(name)"));
            }
        }
        return outcomes;
    }

    /** pg_settings after each step of the script, for the settings called {@code names}. */
    private static List<String> script(Target target, List<String> names) throws SQLException {
        List<String> outcomes = new ArrayList<>();
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            try {
                for (String step : STEPS) {
                    run(c, step);
                    for (String row : settings(c, names)) {
                        outcomes.add(step + ": " + row);
                    }
                }
            } finally {
                run(c, "ROLLBACK", "RESET ALL"); // a pooled PostgreSQL session would keep them for the next test
            }
        }
        return outcomes;
    }

    private static List<String> settings(Connection c, List<String> names) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement("SELECT " + COLUMNS + " FROM pg_settings WHERE name = ANY (?) ORDER BY lower(name)")) {
            p.setArray(1, c.createArrayOf("text", names.toArray()));
            try (ResultSet rs = p.executeQuery()) {
                int width = rs.getMetaData().getColumnCount();
                while (rs.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= width; i++) {
                        row.append(i == 1 ? "" : " | ").append(rs.getString(i));
                    }
                    rows.add(row.toString());
                }
            }
        }
        return rows;
    }

    private static List<String> listedByTheEngine() throws SQLException {
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection c = engine.connect()) {
            return rows(c, "SELECT name FROM pg_settings");
        }
    }

    private static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            int width = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                rows.add(width == 1 ? rs.getString(1) : rs.getString(1) + " " + rs.getString(2));
            }
        }
        return rows;
    }

    private static void run(Connection c, String... sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String text : sql) {
                s.execute(text);
            }
        }
    }
}
