package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Date and time text as PostgreSQL's input functions read it (issue 25), on PostgreSQL and on the engine, answers compared:
 * a zone after a date ({@code '2026-03-02 +00'}, pgjdbc's setDate text) is dropped for a date, an offset is ignored by a
 * timestamp or time without time zone and converted to the session's zone for a timestamptz, in casts, typed literals,
 * values written into columns and strings compared with them.
 */
class TemporalTextTest {

    private static final String TABLE = "CREATE TABLE temporal (id int PRIMARY KEY, d date, ts timestamp, tz timestamptz, tm time, ttz timetz)";

    private static final List<TargetDatabase> DATABASES = new ArrayList<>();
    private static Connection postgres;
    private static Connection engine;

    @BeforeAll
    static void connect() throws SQLException {
        postgres = open(Target.POSTGRES);
        engine = open(Target.ENGINE);
    }

    private static Connection open(Target target) throws SQLException {
        TargetDatabase db = new TargetDatabase(target);
        DATABASES.add(db);
        db.execute(TABLE);
        return db.connect();
    }

    @AfterAll
    static void close() throws Exception {
        for (AutoCloseable c : List.of(postgres, engine)) {
            c.close();
        }
        for (TargetDatabase db : DATABASES) {
            db.close();
        }
    }

    /** Each statement's answer in a session of the given time zone: its rows as text, or the SQLState it failed with. */
    private static void assertSameOnBoth(String zone, String... statements) throws SQLException {
        assertEquals(outcomes(postgres, zone, statements), outcomes(engine, zone, statements), String.join("; ", statements));
    }

    private static List<String> outcomes(Connection c, String zone, String... statements) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE '" + zone + "'");
            s.execute("DELETE FROM temporal");
            for (String sql : statements) {
                try {
                    if (s.execute(sql)) {
                        try (ResultSet rs = s.getResultSet()) {
                            while (rs.next()) {
                                StringBuilder row = new StringBuilder();
                                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                                    row.append(i > 1 ? " | " : "").append(rs.getString(i));
                                }
                                out.add(row.toString());
                            }
                        }
                    } else {
                        out.add("updated " + s.getUpdateCount());
                    }
                } catch (SQLException e) {
                    out.add("error " + e.getSQLState());
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"'2026-03-02 +00'::date", "CAST('2026-03-02 +00' AS date)", "date '2026-03-02 +00'", "'2026-03-02 -05'::date",
            "'2026-03-02 +05:30'::date", "'2026-03-02 Z'::date", "'2026-03-02'::date", "'2026-03-02 10:00:00+02'::date",
            "'2026-03-02T23:30:00-05'::date", "'2026-03-02 10:00:00.25 +02:00'::date",
            "'2026-02-30 +00'::date", "'2026-03-02 +00 x'::date", "'2026-03-02 +00'::date + 1", "'2026-03-02 +00'::date::text"})
    void dateTexts(String value) throws SQLException {
        assertSameOnBoth("UTC", "SELECT " + value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"'2026-03-02 10:00:00+02'::timestamp", "'2026-03-02 10:00:00-02:30'::timestamp", "'2026-03-02 10:00:00Z'::timestamp",
            "'2026-03-02T10:00:00Z'::timestamp", "'2026-03-02 10:00:00.123456+05:30'::timestamp", "'2026-03-02 10:00:00 +02'::timestamp",
            "timestamp '2026-03-02 10:00:00+02'", "CAST('2026-03-02 10:00:00+02' AS timestamp)", "'2026-03-02 +00'::timestamp",
            "'2026-03-02 10:00+02'::timestamp", "'2026-03-02 10:00:00'::timestamp", "'2026-03-02 10:00:00+02'::timestamp without time zone",
            "'2026-03-02 10:00:00+02'::timestamp(0)", "'2026-03-02 10:00:00.5+02'::timestamp(0)",
            "'2026-03-02 25:00:00+02'::timestamp"})
    void timestampTexts(String value) throws SQLException {
        assertSameOnBoth("UTC", "SELECT " + value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"'2026-03-02 +05'::timestamptz", "'2026-03-02 10:00:00+02'::timestamptz", "'2026-03-02 10:00:00-02:30'::timestamptz",
            "'2026-03-02 10:00:00Z'::timestamptz", "'2026-03-02 10:00:00.123456 +05:30'::timestamptz", "'2026-03-02 10:00:00'::timestamptz",
            "'2026-03-02'::timestamptz", "timestamptz '2026-03-02 +05'", "CAST('2026-03-02 +05' AS timestamp with time zone)",
            "'2026-03-02 10:00+0530'::timestamptz", "'2026-07-02 10:00:00'::timestamptz"})
    void timestamptzTexts(String value) throws SQLException {
        assertSameOnBoth("UTC", "SELECT " + value);
        assertSameOnBoth("Europe/Paris", "SELECT " + value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"'10:00:00+02'::time", "'10:00:00.5-03:30'::time", "'10:00+02'::time", "'10:00:00Z'::time", "time '10:00:00+02'",
            "CAST('10:00:00+02' AS time)", "'10:00:00'::time", "'2026-03-02 10:00:00+02'::time", "'10:00:00+02'::time without time zone",
            "'10:00:00+02'::timetz", "'10:00:00.5-03:30'::timetz", "'10:00:00Z'::timetz", "'10:00:00 +02'::timetz",
            "CAST('10:00:00+02' AS time with time zone)"})
    void timeTexts(String value) throws SQLException {
        assertSameOnBoth("UTC", "SELECT " + value);
    }

    @ParameterizedTest
    @ValueSource(strings = {"'2026-03-02 +00'", "'2026-03-02 10:00:00+02'", "'2026-03-02 -05:00'", "'2026-03-02'"})
    void datesWrittenAndCompared(String text) throws SQLException {
        assertSameOnBoth("UTC", "INSERT INTO temporal (id, d) VALUES (1, " + text + ")", "UPDATE temporal SET d = " + text + " WHERE id = 1",
                "SELECT id, d FROM temporal WHERE d = " + text, "SELECT d FROM temporal");
    }

    @ParameterizedTest
    @ValueSource(strings = {"'2026-03-02 10:00:00+02'", "'2026-03-02 10:00:00.5 -02:30'", "'2026-03-02 +00'", "'2026-03-02 10:00:00'"})
    void timestampsWrittenAndCompared(String text) throws SQLException {
        assertSameOnBoth("Europe/Paris", "INSERT INTO temporal VALUES (1, NULL, " + text + ", " + text + ", NULL, NULL)",
                "UPDATE temporal SET ts = " + text + ", tz = " + text + " WHERE id = 1",
                "SELECT id FROM temporal WHERE ts = " + text, "SELECT id FROM temporal WHERE tz = " + text, "SELECT ts, tz FROM temporal");
    }

    @ParameterizedTest
    @ValueSource(strings = {"'10:00:00+02'", "'10:00:00.5-03:30'", "'10:00:00'"})
    void timesWrittenAndCompared(String text) throws SQLException {
        assertSameOnBoth("UTC", "INSERT INTO temporal (id, tm, ttz) VALUES (1, " + text + ", " + text + ")",
                "SELECT id FROM temporal WHERE tm = " + text, "SELECT id FROM temporal WHERE ttz = " + text, "SELECT tm, ttz FROM temporal");
    }
}
