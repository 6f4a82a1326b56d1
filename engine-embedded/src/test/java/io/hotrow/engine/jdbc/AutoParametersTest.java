package io.hotrow.engine.jdbc;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A query's integer literals bound to H2's statement of its shape ({@link AutoParameters}): taken only
 * where H2 compares the value with an integer column, with the answers, and errors, of the text.
 * Which H2 statement ran shows as the result's statement: a prepared one when the literals were bound.
 */
class AutoParametersTest {

    private OneDatabase database;
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        database = new OneDatabase("autoparameters");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, big bigint, small smallint, name text, amount numeric)");
            s.execute("INSERT INTO t VALUES (1, 10, 100, 'one', 1.5), (2, 20, 200, 'two', 2.5), (3, 30, 300, 'three', 3.5)");
        }
    }

    @AfterEach
    void close() throws SQLException {
        database.close();
    }

    @Test
    void aQueryComparingAnIntegerColumnRunsBoundFromItsShapesSecondText() throws SQLException {
        assertEquals(List.of("one"), run("SELECT name FROM t WHERE id = 1", false));
        assertEquals(List.of("two"), run("SELECT name FROM t WHERE id = 2", true));
        assertEquals(List.of("three"), run("SELECT name FROM t WHERE id = 3", true));
        assertEquals(List.of(), run("SELECT name FROM t WHERE id = 4", true));
        // bigint and smallint columns, an int4 outside smallint's range, IN lists, the column on the right
        run("SELECT id FROM t WHERE big = 10 AND small = 100", false);
        assertEquals(List.of("2"), run("SELECT id FROM t WHERE big = 20 AND small = 200", true));
        assertEquals(List.of(), run("SELECT id FROM t WHERE big = 20 AND small = 40000", true));
        run("SELECT id FROM t WHERE id IN (1, 2) ORDER BY id", false);
        assertEquals(List.of("2", "3"), run("SELECT id FROM t WHERE id IN (2, 3) ORDER BY id", true));
        run("SELECT id FROM t WHERE 1 < id ORDER BY id", false);
        assertEquals(List.of("3"), run("SELECT id FROM t WHERE 2 < id ORDER BY id", true));
    }

    @Test
    void aLiteralH2DoesNotCompareWithAnIntegerColumnStaysInTheText() throws SQLException {
        for (String shape : List.of("SELECT id FROM t ORDER BY id LIMIT %d", "SELECT id + %d FROM t ORDER BY 1", "SELECT count(*) FROM t WHERE amount > %d",
                "SELECT count(*) FROM t WHERE id + 0 = %d", "SELECT id, name, big FROM t ORDER BY %d")) {
            for (int value = 1; value <= 3; value++) {
                run(String.format(shape, value), false);
            }
        }
        // a bound key beside a literal kept: only the key is a parameter, and the answer is the text's
        run("SELECT id * 10 FROM t WHERE id = 1 LIMIT 5", false);
        assertEquals(List.of("20"), run("SELECT id * 10 FROM t WHERE id = 2 LIMIT 5", true));
        assertEquals(List.of(), run("SELECT id * 10 FROM t WHERE id = 2 LIMIT 0", true));
    }

    @Test
    void aBoundQueryFailsWithTheTextsError() throws SQLException {
        String[] messages = new String[3];
        int[] keys = {1, 2, 1};
        for (int i = 0; i < keys.length; i++) {
            String sql = "SELECT 10 / CASE WHEN id = " + keys[i] + " THEN 0 END FROM t WHERE id = " + keys[i];
            SQLException e = assertThrows(SQLException.class, () -> run(sql, null));
            assertEquals("22012", e.getSQLState());
            messages[i] = e.getMessage();
        }
        assertEquals(messages[0], messages[2], "the first text ran as written, the third bound");
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE n (id int PRIMARY KEY, v int)");
            s.execute("INSERT INTO n VALUES (1, 0), (2, 0)");
        }
        String first = assertThrows(SQLException.class, () -> run("SELECT 1 / v FROM n WHERE id = 1", false)).getMessage();
        assertThrows(SQLException.class, () -> run("SELECT 1 / v FROM n WHERE id = 2", null));
        assertEquals(first, assertThrows(SQLException.class, () -> run("SELECT 1 / v FROM n WHERE id = 1", null)).getMessage());
    }

    @Test
    void aColumnThatIsNoLongerAnIntegerEndsTheBinding() throws SQLException {
        run("SELECT id FROM t WHERE small = 100", false);
        assertEquals(List.of("2"), run("SELECT id FROM t WHERE small = 200", true));
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE t ALTER COLUMN small TYPE numeric");
        }
        for (int value : new int[] {100, 200, 300}) {
            run("SELECT id FROM t WHERE small = " + value, false);
        }
        assertEquals(List.of("3"), run("SELECT id FROM t WHERE small = 300", false));
    }

    /** A shape learned under one search path answers under the next with the tables it finds, bound or as written. */
    @Test
    void aSearchPathOrSchemaChangeAnswersWithTheTablesTheTextNowNames() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA other");
            s.execute("CREATE TABLE other.t (id int PRIMARY KEY, name text)");
            s.execute("INSERT INTO other.t VALUES (1, 'other one'), (2, 'other two')");
        }
        run("SELECT name FROM t WHERE id = 1", false);
        assertEquals(List.of("two"), run("SELECT name FROM t WHERE id = 2", true));
        try (Statement s = c.createStatement()) {
            s.execute("SET search_path TO other");
        }
        assertEquals(List.of("other two"), run("SELECT name FROM t WHERE id = 2", null));
        assertEquals(List.of("other one"), run("SELECT name FROM t WHERE id = 1", null));
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE t ALTER COLUMN id TYPE numeric");
        }
        assertEquals(List.of("other two"), run("SELECT name FROM t WHERE id = 2", false));
        try (Statement s = c.createStatement()) {
            s.execute("SET search_path TO public");
        }
        assertEquals(List.of("two"), run("SELECT name FROM t WHERE id = 2", null));
        assertEquals(List.of("three"), run("SELECT name FROM t WHERE id = 3", true));
    }

    @Test
    void writesAndRowLockingReadsRunAsWritten() throws SQLException {
        for (int id = 1; id <= 3; id++) {
            try (Statement s = c.createStatement()) {
                assertEquals(1, s.executeUpdate("UPDATE t SET big = big + 1 WHERE id = " + id));
            }
        }
        c.setAutoCommit(false);
        for (int id = 1; id <= 3; id++) {
            run("SELECT big FROM t WHERE id = " + id + " FOR UPDATE", false);
        }
        c.rollback();
    }

    /** The rows of {@code sql}, one column each; {@code bound}: whether H2 ran it with its literals bound (null: either). */
    private List<String> run(String sql, Boolean bound) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (bound != null) {
                assertEquals(bound, rs.getStatement() instanceof PreparedStatement, sql);
            }
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                rows.add(rs.getString(1));
            }
            assertTrue(rows.size() < 10);
            assertFalse(rs.isClosed());
            return rows;
        }
    }
}
