package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * DECLARE, FETCH, MOVE and CLOSE as Django's {@code QuerySet.iterator()}, SQLAlchemy's streamed
 * results and psql's FETCH_COUNT send them: each statement's outcome (its rows, its update count,
 * or its SQLState) on the engine, in process and through another owner's wire server, is
 * PostgreSQL's.
 */
class ServerSideCursorsTest {

    private static final String[] SCRIPT = {
            "CREATE TABLE item (id int PRIMARY KEY, name text, price numeric(6,2), seen timestamptz, ok boolean)",
            "INSERT INTO item SELECT g, 'item ' || g, g * 1.5, TIMESTAMPTZ '2024-01-01 00:00:00+00' + g * INTERVAL '1 hour', g % 2 = 0"
                    + " FROM generate_series(1, 12) g",
            // without HOLD, only in a transaction block
            "DECLARE c CURSOR FOR SELECT id FROM item ORDER BY id",
            "BEGIN",
            "DECLARE c NO SCROLL CURSOR FOR SELECT id, name, price, seen, ok FROM item ORDER BY id",
            "FETCH 3 FROM c", "FETCH NEXT IN c", "FETCH c", "FETCH FORWARD 2 FROM c", "MOVE 2 IN c", "FETCH FORWARD ALL FROM c",
            "FETCH c", "MOVE ALL IN c",
            "DECLARE c CURSOR FOR SELECT 1",
            "CLOSE c", "FETCH c",
            // a cursor sees its query's rows as they were at DECLARE
            "DECLARE \"Snap\" CURSOR FOR SELECT id FROM item WHERE id <= 3 ORDER BY id",
            "DELETE FROM item WHERE id = 2",
            "FETCH ALL FROM \"Snap\"",
            "COMMIT",
            "FETCH \"Snap\"",
            // WITH HOLD outlives its transaction's commit, as psycopg's named cursors and Django's iterator use it
            "BEGIN",
            "DECLARE \"_django_curs_1\" NO SCROLL CURSOR WITH HOLD FOR SELECT id, name FROM item WHERE id > 8 ORDER BY id",
            "COMMIT",
            "FETCH FORWARD 2 FROM \"_django_curs_1\"", "FETCH FORWARD 2 FROM \"_django_curs_1\"", "FETCH FORWARD 2 FROM \"_django_curs_1\"",
            "CLOSE \"_django_curs_1\"",
            // ... but not its transaction's rollback
            "BEGIN",
            "DECLARE h CURSOR WITH HOLD FOR SELECT id FROM item ORDER BY id",
            "ROLLBACK",
            "FETCH h",
            "DECLARE h CURSOR WITH HOLD FOR SELECT id, name FROM item WHERE id < 3 ORDER BY id",
            "FETCH 1 h", "CLOSE ALL", "FETCH h",
            // SCROLL (or neither: PostgreSQL scrolls a plain query's cursor too) moves every way; NO SCROLL only forward
            "BEGIN",
            "DECLARE s SCROLL CURSOR FOR SELECT id, name FROM item ORDER BY id",
            "FETCH LAST FROM s", "FETCH PRIOR FROM s", "FETCH ABSOLUTE 2 FROM s", "FETCH RELATIVE 3 FROM s", "FETCH RELATIVE 0 FROM s",
            "FETCH 0 FROM s", "FETCH BACKWARD 2 FROM s", "FETCH -1 FROM s", "FETCH ABSOLUTE -2 FROM s", "FETCH ABSOLUTE 99 FROM s",
            "FETCH PRIOR FROM s", "FETCH RELATIVE -20 FROM s", "FETCH NEXT FROM s", "MOVE LAST IN s", "MOVE BACKWARD ALL IN s",
            "FETCH FORWARD 2 FROM s", "MOVE ABSOLUTE 0 IN s", "MOVE RELATIVE 5 IN s", "FETCH s", "FETCH FIRST FROM s",
            "FETCH BACKWARD ALL FROM s", "MOVE ALL IN s", "FETCH BACKWARD 3 FROM s", "FETCH ABSOLUTE -99 FROM s", "FETCH RELATIVE 1 FROM s",
            "MOVE FORWARD -2 IN s", "FETCH BACKWARD -1 FROM s", "MOVE RELATIVE 99 IN s", "FETCH RELATIVE -1 FROM s", "CLOSE s",
            "DECLARE plain CURSOR FOR SELECT id FROM item WHERE id < 6 ORDER BY id",
            "FETCH ALL FROM plain", "FETCH BACKWARD 2 FROM plain", "FETCH ABSOLUTE -1 FROM plain", "CLOSE plain",
            "DECLARE n NO SCROLL CURSOR FOR SELECT id FROM item ORDER BY id",
            "FETCH 2 FROM n", "FETCH ABSOLUTE 5 FROM n", "MOVE RELATIVE 2 IN n", "FETCH n", "FETCH PRIOR FROM n",
            "ROLLBACK",
            "BEGIN", "DECLARE n NO SCROLL CURSOR FOR SELECT id FROM item ORDER BY id", "FETCH 3 FROM n", "FETCH ABSOLUTE 1 FROM n", "ROLLBACK",
            "BEGIN", "DECLARE n NO SCROLL CURSOR FOR SELECT id FROM item ORDER BY id", "MOVE LAST IN n", "FETCH n", "ROLLBACK",
            "BEGIN",
            "DECLARE hs SCROLL CURSOR WITH HOLD FOR SELECT id FROM item WHERE id > 9 ORDER BY id",
            "COMMIT",
            "FETCH LAST FROM hs", "FETCH PRIOR FROM hs", "FETCH ABSOLUTE 1 FROM hs", "MOVE BACKWARD 1 IN hs", "FETCH hs", "CLOSE hs",
            // errors, and an error aborts the transaction
            "BEGIN",
            "FETCH nothing",
            "FETCH 1 FROM c",
            "ROLLBACK",
            "BEGIN",
            "DECLARE bad CURSOR FOR SELECT nope FROM item",
            "ROLLBACK",
            "FETCH",
            "CLOSE",
    };

    @ParameterizedTest
    @EnumSource(value = Target.class, names = {"ENGINE", "ENGINE_OWNED_ELSEWHERE"})
    void eachCursorStatementAnswersAsPostgresDoes(Target target) throws SQLException {
        List<String> postgres = outcomes(Target.POSTGRES);
        List<String> engine = outcomes(target);
        for (int i = 0; i < SCRIPT.length; i++) {
            assertEquals(postgres.get(i), engine.get(i), SCRIPT[i]);
        }
    }

    /** A FETCH whose rows were not all read still moves the cursor past every row it returned. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void rowsAFetchLeftUnreadArePassed(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement();
             Statement other = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("DECLARE c CURSOR FOR SELECT g FROM generate_series(1, 10) g");
            try (ResultSet rs = s.executeQuery("FETCH 4 FROM c")) {
                rs.next();
                assertEquals(1, rs.getInt(1));
            }
            try (ResultSet rs = other.executeQuery("FETCH 1 FROM c")) {
                rs.next();
                assertEquals(5, rs.getInt(1));
            }
            assertEquals(3, s.executeUpdate("MOVE 3 FROM c"));
            try (ResultSet rs = s.executeQuery("FETCH ALL FROM c")) {
                rs.next();
                assertEquals(9, rs.getInt(1));
            }
            c.rollback();
        }
    }

    /** psycopg 3 declares a named cursor with its query's parameters bound; the cursor outlives the statement that declared it. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void aPreparedDeclareBindsItsQuerysParameters(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            try (PreparedStatement declare = c.prepareStatement("DECLARE p CURSOR WITH HOLD FOR SELECT g FROM generate_series(1, 10) g WHERE g >= ?")) {
                declare.setInt(1, 8);
                declare.execute();
                assertEquals("8", fetchedRows(s, "FETCH 1 FROM p"));
                s.execute("CLOSE p");
                declare.setInt(1, 9);
                declare.execute();
            }
            assertEquals("9;10", fetchedRows(s, "FETCH ALL FROM p"));
            s.execute("CLOSE p");
        }
    }

    private static String fetchedRows(Statement s, String fetch) throws SQLException {
        List<String> values = new ArrayList<>();
        try (ResultSet rs = s.executeQuery(fetch)) {
            while (rs.next()) {
                values.add(rs.getString(1));
            }
        }
        return String.join(";", values);
    }

    private static List<String> outcomes(Target target) throws SQLException {
        List<String> outcomes = new ArrayList<>();
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE 'UTC'");
            for (String sql : SCRIPT) {
                outcomes.add(outcome(s, sql));
            }
        }
        return outcomes;
    }

    private static String outcome(Statement s, String sql) {
        try {
            if (s.execute(sql)) {
                try (ResultSet rs = s.getResultSet()) {
                    return rows(rs);
                }
            }
            return "count " + s.getUpdateCount() + (s.getWarnings() != null ? ", warning " + s.getWarnings().getSQLState() : "");
        } catch (SQLException e) {
            return "error " + e.getSQLState();
        }
    }

    private static String rows(ResultSet rs) throws SQLException {
        ResultSetMetaData meta = rs.getMetaData();
        StringBuilder out = new StringBuilder("rows");
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            out.append(' ').append(meta.getColumnLabel(i)).append(':').append(meta.getColumnTypeName(i));
        }
        while (rs.next()) {
            out.append(" |");
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                out.append(' ').append(rs.getString(i));
            }
        }
        return out.toString();
    }
}
