package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
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
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * PostgreSQL's array operators {@code @>}, {@code <@} and {@code &&} (each expected row read from PostgreSQL 15 through psql):
 * H2 took {@code @>} for jsonb's and refused an array (42883), and read {@code &&} as a geometry's.
 */
class ArrayOperatorsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("arrays");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE ar(id int, tags text[], n int[])");
            s.execute("INSERT INTO ar VALUES (1, ARRAY['a','b'], ARRAY[1,2]), (2, ARRAY['c'], ARRAY[3]), (3, NULL, ARRAY[NULL,4]::int[])");
            s.execute("CREATE TABLE ac(id int, a text[], b text[])");
            s.execute("INSERT INTO ac VALUES (1, ARRAY['x'], ARRAY['y']), (2, NULL, ARRAY['y']), (3, ARRAY['x'], NULL), (4, NULL, NULL)");
        }
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id FROM ar WHERE tags @> ARRAY['a'] ORDER BY id => 1",
        "SELECT id FROM ar WHERE tags && ARRAY['c','x'] ORDER BY id => 2",
        "SELECT id FROM ar WHERE ARRAY['a'] <@ tags ORDER BY id => 1",
        "SELECT id FROM ar WHERE n @> '{1}' ORDER BY id => 1",
        "SELECT id FROM ar WHERE n && '{4,5}' ORDER BY id => 3",
        "SELECT id FROM ar WHERE tags @> ARRAY['a'] AND n && ARRAY[2] ORDER BY id => 1",
        // a NULL element equals nothing, an empty array is contained by any, a NULL array answers NULL
        "SELECT id, n @> ARRAY[NULL]::int[], n @> '{}', tags && ARRAY['a'] FROM ar ORDER BY id => 1,f,t,t;2,f,t,f;3,f,t,null",
        "SELECT ARRAY[1,2] @> ARRAY[2], ARRAY[1,2] && ARRAY[3], ARRAY[1] <@ ARRAY[1,1] => t,f,t",
        "SELECT '{\"a\":1,\"b\":2}'::jsonb @> '{\"a\":1}', '{\"a\":1}'::jsonb <@ '{\"a\":1,\"b\":2}'::jsonb => t,t",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join(";", rows(sql)));
    }

    @Test
    void aBoundArrayIsAnOperand() throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT id FROM ar WHERE tags && ? ORDER BY id")) {
            p.setArray(1, c.createArrayOf("text", new Object[] {"b", "c"}));
            try (ResultSet rs = p.executeQuery()) {
                List<Integer> ids = new ArrayList<>();
                while (rs.next()) {
                    ids.add(rs.getInt(1));
                }
                assertEquals(List.of(1, 2), ids);
            }
        }
    }

    @Test
    void arrayColumnsConcatenatedTakeANullAsEmpty() throws SQLException {
        assertEquals(List.of("1,{x,y}", "2,{y}", "3,{x}", "4,null"), rows("SELECT id, (a || b)::text FROM ac ORDER BY id"));
        assertEquals(List.of("1,{x}", "2,{}"), rows("SELECT id, array_remove(a || b, 'y')::text FROM ac WHERE id < 3 ORDER BY id"));
        // a string is array text of the column's type (H2 appended it whole: {x,"{z}"})
        assertEquals(List.of("1,{x,z}", "2,{z}"), rows("SELECT id, (a || '{z}')::text FROM ac WHERE id < 3 ORDER BY id"));
        assertEquals("22P02", assertThrows(SQLException.class, () -> rows("SELECT a || 'z' FROM ac")).getSQLState());
    }

    /** array_remove compares the elements as values and writes them as PostgreSQL does (it compared their text: 1.0 was not 1). */
    @Test
    void arrayRemoveComparesElementsAsValues() throws SQLException {
        assertEquals(List.of("{2.0};{2};{f};{b,NULL};{1,3};null"), rows("SELECT concat_ws(';', array_remove(ARRAY[1.0, 2.0], 1)::text,"
                + " array_remove(ARRAY[1.5::float8, 2], 1.5::float8)::text, array_remove(ARRAY[true, false], true)::text,"
                + " array_remove(ARRAY['a', 'b', NULL], 'a')::text, array_remove(ARRAY[1, NULL, 3], NULL)::text,"
                + " coalesce(array_remove(NULL::int[], 1)::text, 'null'))"));
    }

    /**
     * Arrays compare and sort as in PostgreSQL: a NULL element equals a NULL one and comes after every other value (H2: a NULL
     * element made = unknown, and sorted first). Each expected row read from PostgreSQL 15.
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT ARRAY[1,NULL] = ARRAY[1,NULL], ARRAY[1,NULL] <> ARRAY[1,NULL], ARRAY[1,2] < ARRAY[1,NULL], ARRAY[NULL,1] > ARRAY[1,1] => t,f,t,t",
        "SELECT ARRAY[1,2] < ARRAY[1,2,3], ARRAY[2] > ARRAY[1,2,3], ARRAY[]::int[] < ARRAY[NULL]::int[], '{a,NULL}'::text[] = ARRAY['a',NULL] => t,t,t,t",
        "SELECT id FROM ao WHERE n = ARRAY[1,NULL] ORDER BY id => 1;4",
        "SELECT id FROM ao WHERE n = '{1,NULL}' OR '{}' = n ORDER BY id => 1;4;5",
        "SELECT id FROM ao WHERE n > '{1,2}' ORDER BY id => 1;3;4",
        "SELECT id FROM ao ORDER BY n, id => 5;2;1;4;3;6",
        "SELECT id FROM ao ORDER BY n DESC, id => 6;3;1;4;2;5",
        "SELECT DISTINCT n FROM ao ORDER BY n DESC => null;{NULL,1};{1,NULL};{1,2};{}",
        "SELECT a.id, b.id FROM ao a JOIN ao b ON a.n = b.n WHERE a.id = 1 ORDER BY 2 => 1,1;1,4",
        "SELECT id FROM ao WHERE n IN (SELECT n FROM ao WHERE id = 1) ORDER BY id => 1;4",
        "SELECT id FROM ao WHERE n NOT IN (SELECT n FROM ao WHERE id IN (1, 2)) ORDER BY id => 3;5",
    })
    void arraysCompareAndSortAsInPostgres(String sql, String expected) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS ao(id int, n int[])");
            s.execute("DELETE FROM ao");
            s.execute("INSERT INTO ao VALUES (1, '{1,NULL}'), (2, '{1,2}'), (3, '{NULL,1}'), (4, '{1,NULL}'), (5, '{}'), (6, NULL)");
        }
        assertEquals(expected, String.join(";", rows(sql)));
    }

    /** H2's max and min put a NULL element first, and its array_agg of arrays is an array of arrays: refused, not answered otherwise. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT max(n) FROM ar => max of an array", "SELECT min(ar.n), count(*) FROM ar => min of an array",
        "SELECT array_agg(n ORDER BY id) FROM ar => array_agg of an array", "SELECT id, max(tags) OVER () FROM ar => max of an array",
    })
    void aggregatesOfArrayColumnsAreRefused(String sql, String reason) {
        SQLException e = assertThrows(SQLException.class, () -> rows(sql));
        assertEquals("42000", e.getSQLState());
        assertTrue(e.getMessage().contains(reason), e.getMessage());
    }

    @Test
    void aggregatesOfArrayElementsStayH2s() throws SQLException {
        assertEquals(List.of("4,{1,3,NULL}"), rows("SELECT max(n[2]), array_agg(n[1] ORDER BY id)::text FROM ar"));
    }

    @Test
    void anOperandOfAnotherTypeIsRefused() {
        assertEquals("42883", assertThrows(SQLException.class, () -> rows("SELECT ARRAY[1] && 1")).getSQLState());
    }

    /**
     * pg_dump reads pg_policy's role arrays so in its read-only transaction: an array column compared with array text is
     * rewritten into a text the parser cannot read, and was then taken for a write (25006).
     */
    @Test
    void anArrayColumnComparedWithArrayTextIsAReadInAReadOnlyTransaction() throws SQLException {
        c.setAutoCommit(false);
        c.setReadOnly(true);
        try {
            assertEquals(List.of("2"), rows("SELECT id FROM ar WHERE tags = '{c}'"));
            assertEquals(List.of(), rows("SELECT pol.oid FROM pg_catalog.pg_policy pol WHERE pol.polroles = '{0}'"));
        } finally {
            c.rollback();
            c.setReadOnly(false);
            c.setAutoCommit(true);
        }
    }

    private static List<String> rows(String sql) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                List<String> values = new ArrayList<>();
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    values.add(String.valueOf(rs.getString(i)));
                }
                rows.add(String.join(",", values));
            }
        }
        return rows;
    }
}
