package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Values PostgreSQL or pgjdbc refuse are refused on the engine with the same SQLState, not stored
 * or run as something else: a NUL character in a bound string (22021), an object pgjdbc has no SQL
 * type for (07006). Run on PostgreSQL and on the engine (embedded, and over the wire protocol) and
 * compared.
 */
class RefusedValuesTest {

    private static final String TABLE = "CREATE TABLE rv_text (id int PRIMARY KEY, t text)";

    @FunctionalInterface
    private interface Binder {
        void bind(PreparedStatement statement) throws SQLException;
    }

    /** The SQLState of binding and running {@code sql}, or what the table then holds. */
    private static String outcome(Connection c, String sql, Binder binder) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            binder.bind(p);
            p.execute();
        } catch (SQLException e) {
            return e.getSQLState();
        }
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM rv_text")) {
            rs.next();
            return "no error, rows: " + rs.getLong(1);
        }
    }

    private static List<String> probe(Connection c) throws SQLException {
        List<String> out = new ArrayList<>();
        out.add(outcome(c, "INSERT INTO rv_text VALUES (1, ?)", p -> p.setString(1, "a\u0000b")));
        out.add(outcome(c, "INSERT INTO rv_text VALUES (2, ?)", p -> p.setObject(1, "\u0000")));
        out.add(outcome(c, "SELECT ?::text", p -> p.setString(1, "\u0000")));
        out.add(outcome(c, "SELECT ?", p -> p.setObject(1, new Object())));
        out.add(outcome(c, "INSERT INTO rv_text VALUES (3, ?)", p -> p.setString(1, "fine")));
        return out;
    }

    @Test
    void aNulInABoundStringAndAnObjectOfNoSqlTypeAreRefusedAsOnPostgres() throws SQLException {
        List<String> postgres = Probe.runOn(Target.POSTGRES, TABLE, RefusedValuesTest::probe);
        assertEquals(List.of("22021", "22021", "22021", "07006", "no error, rows: 1"), postgres);
        assertEquals(postgres, Probe.runOn(Target.ENGINE, TABLE, RefusedValuesTest::probe));
        assertEquals(postgres, Probe.runOn(Target.ENGINE_OWNED_ELSEWHERE, TABLE, RefusedValuesTest::probe));
    }

    /**
     * A NUL written into the statement's text: pgjdbc sends it and PostgreSQL's protocol layer
     * refuses the message (08P01, a state pools read as a broken connection); the engine refuses the
     * statement with 22021, as it refuses such a string bound as a parameter.
     */
    @Test
    void aNulInTheStatementsTextIsRefused() throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            db.execute(TABLE);
            for (String sql : List.of("INSERT INTO rv_text VALUES (1, 'a\u0000b')", "SELECT 1 AS \"a\u0000\"", "CREATE TABLE \"t\u0000\" (a int)")) {
                SQLException e = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class, () -> s.execute(sql), sql);
                assertEquals("22021", e.getSQLState(), e.getMessage());
            }
        }
    }
}
