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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A value written into a varchar(n) or char(n) column is assigned as PostgreSQL 15 assigns it (each answer read from
 * PostgreSQL): longer than n only by spaces, it is cut to n; longer otherwise, it is refused with 22001 and PostgreSQL's message.
 * H2 refused the first too.
 */
class CharacterAssignmentTest {

    private OneDatabase database;
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        database = new OneDatabase("assign");
        c = database.connection();
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE small (id int PRIMARY KEY, c char(5), v varchar(3), t text)");
            s.execute("CREATE TABLE source (id int PRIMARY KEY, name text)");
            s.execute("INSERT INTO source VALUES (1, 'ab     '), (2, 'abcd')");
        }
    }

    @AfterEach
    void close() throws SQLException {
        database.close();
    }

    @Test
    void aLiteralLongerOnlyBySpacesIsCut() throws SQLException {
        run("INSERT INTO small (id, v) VALUES (3, 'abc   ')");
        run("INSERT INTO small VALUES (4, 'abcde   ', 'x  ', 'long text   ')");
        assertEquals(List.of("3|null|abc|null", "4|abcde|x  |long text   "), rows());
    }

    @Test
    void anyOtherLongerValueIsRefusedInPostgresWords() {
        SQLException varchar = assertThrows(SQLException.class, () -> run("INSERT INTO small (id, v) VALUES (3, 'abc  d')"));
        assertEquals("22001", varchar.getSQLState());
        assertTrue(varchar.getMessage().startsWith("value too long for type character varying(3)"), varchar.getMessage());
        SQLException character = assertThrows(SQLException.class, () -> run("INSERT INTO small (id, c) VALUES (3, 'abcdef')"));
        assertEquals("22001", character.getSQLState());
        assertTrue(character.getMessage().startsWith("value too long for type character(5)"), character.getMessage());
    }

    @Test
    void aBoundParameterIsAssignedAlike() throws SQLException {
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO small (id, v, c) VALUES (?, ?, ?)")) {
            insert.setInt(1, 1);
            insert.setString(2, "ab   ");
            insert.setString(3, "abcde ");
            assertEquals(1, insert.executeUpdate());
            insert.setInt(1, 2);
            insert.setString(2, "abcd");
            insert.setString(3, null);
            assertEquals("22001", assertThrows(SQLException.class, insert::executeUpdate).getSQLState());
        }
        assertEquals(List.of("1|abcde|ab |null"), rows());
    }

    @Test
    void selectUpdateAndUpsertAssignAlike() throws SQLException {
        run("INSERT INTO small (id, v) SELECT id, name FROM source WHERE id = 1");
        run("UPDATE small SET v = v || '    ', c = upper(v) || '      ' WHERE id = 1");
        run("INSERT INTO small (id, v) VALUES (1, 'zz') ON CONFLICT (id) DO UPDATE SET v = EXCLUDED.v || '   '");
        assertEquals(List.of("1|AB   |zz |null"), rows());
        assertEquals("22001", assertThrows(SQLException.class, () -> run("INSERT INTO small (id, v) SELECT id + 10, name FROM source")).getSQLState());
        assertEquals("22001", assertThrows(SQLException.class, () -> run("UPDATE small SET v = 'wxyz'")).getSQLState());
    }

    @Test
    void anExplicitCastCutsWhateverItCuts() throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT 'abc  d'::varchar(3), CAST('abcdef' AS varchar(3))")) {
            r.next();
            assertEquals("abc|abc", r.getString(1) + "|" + r.getString(2));
        }
        run("INSERT INTO small (id, v) VALUES (1, 'abcdef'::varchar(3))");
        assertEquals(List.of("1|null|abc|null"), rows());
    }

    private void run(String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private List<String> rows() throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT id, c, v, t FROM small ORDER BY id")) {
            while (r.next()) {
                rows.add(r.getInt(1) + "|" + r.getString(2) + "|" + r.getString(3) + "|" + r.getString(4));
            }
        }
        return rows;
    }
}
