package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * PostgreSQL's grouping rule at analysis (issue 24): a column neither grouped nor aggregated is refused with 42803 whatever the
 * data, where H2 answered while each group held one value. Each refusal and each answer was read from PostgreSQL 15.
 */
class UngroupedColumnsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("ungrouped-columns");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE em (id int, v int)");
            s.execute("INSERT INTO em VALUES (1, 1), (2, 2)");
            s.execute("CREATE TABLE ek (id int PRIMARY KEY, v int, w int)");
            s.execute("INSERT INTO ek VALUES (1, 1, 1), (2, 1, 2)");
            s.execute("CREATE TABLE ej (k int, x int)");
            s.execute("CREATE VIEW ev AS SELECT id, v FROM em");
            s.execute("CREATE TABLE ed (id int PRIMARY KEY DEFERRABLE, v int)");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id, v FROM em GROUP BY v => em.id",
        "SELECT count(*), id FROM em WHERE id = 1 => em.id",
        "SELECT v, max(id) FROM em GROUP BY v HAVING id > 0 => em.id",
        "SELECT 1 FROM em HAVING id > 0 => em.id",
        "SELECT id FROM em ORDER BY count(*) => em.id",
        "SELECT v FROM em GROUP BY v ORDER BY id => em.id",
        "SELECT count(*) FROM em ORDER BY v => em.v",
        "SELECT e.id FROM em e GROUP BY v => e.id",
        "SELECT e.id, j.x FROM ek e JOIN ej j ON j.k = e.id GROUP BY e.id => j.x",
        "SELECT v, w FROM ek GROUP BY v => ek.w",
        "SELECT id AS v, count(*) FROM em GROUP BY v => em.id",
        "SELECT id, v FROM ed GROUP BY id => ed.v",
        "SELECT v, count(*) FILTER (WHERE id > 0), id + 1 FROM public.em GROUP BY v => em.id",
    })
    void aColumnNeitherGroupedNorAggregatedIsRefused(String sql, String column) {
        SQLException e = assertThrows(SQLException.class, () -> first(sql));
        assertEquals("42803", e.getSQLState());
        assertEquals("column \"" + column + "\" must appear in the GROUP BY clause or be used in an aggregate function", e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id, v, w FROM ek GROUP BY id ORDER BY id => 1",
        "SELECT e.id, e.v FROM ek e GROUP BY e.id ORDER BY 1 => 1",
        "SELECT v AS x, count(*) FROM em GROUP BY x ORDER BY x => 1",
        "SELECT v + 1, count(*) FROM em GROUP BY v + 1 ORDER BY 1 => 2",
        "SELECT v, count(*) FILTER (WHERE id > 0) FROM em GROUP BY v ORDER BY v => 1",
        "SELECT v AS id, count(*) FROM em GROUP BY v ORDER BY id => 1",
        "SELECT id, v FROM ev GROUP BY id, v ORDER BY id => 1",
        "SELECT e.id, count(j.x) FROM ek e LEFT JOIN ej j ON j.k = e.id GROUP BY e.id ORDER BY e.id => 1",
        "SELECT max(id) FROM em HAVING max(v) > 0 => 2",
    })
    void whatPostgreSqlAcceptsRuns(String sql, String first) throws SQLException {
        assertEquals(first, first(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT id, v FROM em GROUP BY v", "SELECT id, v FROM em GROUP BY v", "select ID, V from EM group by V"})
    void theVerdictHoldsForEachTextOfTheShape(String sql) {
        assertEquals("42803", assertThrows(SQLException.class, () -> first(sql)).getSQLState());
    }

    @Test
    void aNewPrimaryKeyIsSeenAfterTheSchemaChanges() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ep (id int, v int)");
            s.execute("INSERT INTO ep VALUES (1, 5)");
            assertEquals("42803", assertThrows(SQLException.class, () -> first("SELECT id, v FROM ep GROUP BY id")).getSQLState());
            s.execute("DROP TABLE ep");
            s.execute("CREATE TABLE ep (id int PRIMARY KEY, v int)");
            s.execute("INSERT INTO ep VALUES (1, 5)");
            assertEquals("1", first("SELECT id, v FROM ep GROUP BY id"));
        }
    }

    private static String first(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getString(1);
        }
    }
}
