package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PGInterval;

/**
 * interval columns from plain SQL: declared as PostgreSQL writes them ({@code interval},
 * {@code interval second(6)} as Hibernate creates it for a Duration, {@code interval day to second}),
 * filled with literals and with pgjdbc's PGInterval, read back with getString, getObject and the
 * column's type name, used in arithmetic, comparisons and ORDER BY; run on PostgreSQL and on the
 * engine and compared.
 */
class IntervalColumnTest {

    private static final String TABLE = "CREATE TABLE iv (id int PRIMARY KEY, d interval, s interval second(6), ds interval day to second)";

    /**
     * The same on PostgreSQL and on the embedded engine. (Over the wire protocol a bound PGInterval is
     * refused and getString reads pgjdbc's text of the binary value: see docs/dialect.md.)
     */
    private static void assertSameOnBoth(Probe probe) throws SQLException {
        assertEquals(runOn(Target.POSTGRES, probe), runOn(Target.ENGINE, probe));
    }

    private static List<String> runOn(Target target, Probe probe) throws SQLException {
        return Probe.runOn(target, TABLE, probe);
    }

    /** The columns' type names, then each value by getString and by getObject (class and text). */
    private static List<String> rows(Connection c, String sql) throws SQLException {
        List<String> out = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            ResultSetMetaData meta = rs.getMetaData();
            StringBuilder types = new StringBuilder("types:");
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                types.append(' ').append(meta.getColumnTypeName(i)).append('/').append(meta.getColumnType(i)).append('/')
                        .append(meta.getColumnClassName(i));
            }
            out.add(types.toString());
            while (rs.next()) {
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    Object value = rs.getObject(i);
                    out.add(rs.getString(i) + " / " + (value == null ? null : value.getClass().getSimpleName() + " " + value.toString()));
                }
            }
        }
        return out;
    }

    @Test
    void literalsAndBoundIntervalsReadBackAsPostgresPrintsThem() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO iv VALUES (1, interval '1 hour 30 minutes', interval '23 hours 59 minutes', interval '400 days 0.000001 seconds')");
                s.execute("INSERT INTO iv VALUES (2, interval '-45.5 seconds', interval '0 seconds', '1 day 02:00:00'::interval)");
                s.execute("INSERT INTO iv (id) VALUES (3)");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO iv VALUES (?, ?, ?, ?)")) {
                insert.setInt(1, 4);
                insert.setObject(2, new PGInterval("1 day 02:00:00"));
                insert.setObject(3, new PGInterval(0, 0, 0, 0, 0, -45.25));
                insert.setObject(4, new PGInterval(0, 0, 3, 2, 61, 0.5));
                insert.executeUpdate();
            }
            return rows(c, "SELECT d, s, ds FROM iv ORDER BY id");
        });
    }

    @Test
    void aBoundIntervalOfTheMostDaysPgjdbcHoldsIsStoredWhole() throws SQLException {
        assertSameOnBoth(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO iv (id, d) VALUES (?, ?)")) {
                insert.setInt(1, 1);
                insert.setObject(2, new PGInterval(0, 0, Integer.MAX_VALUE, 23, 59, 59.999999));
                insert.executeUpdate();
                insert.setInt(1, 2);
                insert.setObject(2, new PGInterval(0, 0, -Integer.MAX_VALUE, -23, -59, -59.999999));
                insert.executeUpdate();
            }
            return rows(c, "SELECT d FROM iv ORDER BY id");
        });
    }

    @Test
    void untypedStringsAreReadAsIntervalTextByTheirColumn() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO iv (id, d, s) VALUES (1, '1 day 02:00:00', '01:30:00'), (2, '90 minutes', '5'), (3, '-1.5', '2 hours ago')");
                s.execute("UPDATE iv SET ds = '3 days 4 hours' WHERE id = 1");
            }
            return rows(c, "SELECT d, s, ds FROM iv ORDER BY id");
        });
    }

    @Test
    void monthsAreRefusedNotStoredWrongly() throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect()) {
            db.execute(TABLE, "INSERT INTO iv (id, d) VALUES (9, interval '1 hour')");
            for (String sql : List.of("INSERT INTO iv (id, d) VALUES (1, interval '1 mon')", "INSERT INTO iv (id, s) VALUES (2, '1 year')",
                    "INSERT INTO iv (id, ds) VALUES (3, '2 mons')", "UPDATE iv SET d = interval '1 year'")) {
                SQLException refused = assertThrows(SQLException.class, () -> c.createStatement().execute(sql), sql);
                assertEquals("22008", refused.getSQLState(), refused.getMessage());
                assertTrue(refused.getMessage().contains("months"), refused.getMessage());
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO iv (id, d) VALUES (4, ?)")) {
                insert.setObject(1, new PGInterval(0, 2, 1, 0, 0, 0));
                SQLException refused = assertThrows(SQLException.class, insert::executeUpdate);
                assertEquals("22008", refused.getSQLState(), refused.getMessage());
                assertTrue(refused.getMessage().contains("months"), refused.getMessage());
            }
            for (String sql : List.of("INSERT INTO iv (id, d) VALUES (5, '1 year 2 days')", "INSERT INTO iv (id, d) VALUES (6, '1 day -2 hours')",
                    "UPDATE iv SET d = '-1 day 02:00:00'")) {
                // months with days, days with a time of the other sign: no interval H2 can hold; refused with the reason (H2 said 22007)
                SQLException mixed = assertThrows(SQLException.class, () -> c.createStatement().execute(sql), sql);
                assertEquals("42000", mixed.getSQLState(), mixed.getMessage());
            }
            assertEquals(List.of("types: interval/1111/org.postgresql.util.PGInterval", "01:00:00 / PGInterval 1 hours"),
                    rows(c, "SELECT d FROM iv"), "only the row written before, unchanged");
        }
    }

    /** PostgreSQL keeps 26 hours as 26 hours; H2 carries them into a day: the same length, printed otherwise (docs/dialect.md). */
    @Test
    void hoursOfADayOrMoreReadAsDaysOnTheEngine() throws SQLException {
        Probe probe = c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO iv (id, s) VALUES (1, interval '26 hours')");
            }
            return rows(c, "SELECT s, extract(epoch FROM s) FROM iv");
        };
        assertEquals("26:00:00 / PGInterval 26 hours", runOn(Target.POSTGRES, probe).get(1));
        assertEquals("1 day 02:00:00 / PGInterval 1 days 2 hours", runOn(Target.ENGINE, probe).get(1));
        assertEquals(runOn(Target.POSTGRES, probe).get(2), runOn(Target.ENGINE, probe).get(2), "the same length");
    }

    @Test
    void intervalColumnsAddToTimestampsCompareAndSort() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO iv VALUES (1, interval '1 hour 30 minutes', interval '2 hours', interval '3 days'),"
                        + " (2, interval '-45 seconds', interval '1 second', interval '1 minute'), (3, interval '2 days', interval '0.25 seconds', interval '12:00:00')");
            }
            List<String> out = new ArrayList<>();
            out.addAll(rows(c, "SELECT id, timestamp '2024-03-01 12:00:00' + d, d + s, ds + s, d * 2 FROM iv ORDER BY id"));
            out.addAll(rows(c, "SELECT id FROM iv WHERE d > interval '1 hour' AND s < ds ORDER BY d DESC"));
            out.addAll(rows(c, "SELECT id, sum(ds) OVER (ORDER BY ds), max(s) OVER () FROM iv ORDER BY ds"));
            return out;
        });
    }
}
