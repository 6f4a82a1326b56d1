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
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A unique or primary key that is not deferrable is checked row by row, as PostgreSQL 15 checks it (each answer read from
 * PostgreSQL, rows inserted in key order): an UPDATE moving a key onto one a later row still holds fails with 23505, where H2
 * succeeded; a DEFERRABLE key is checked at the statement's end, on both.
 */
class RowByRowUniquesTest {

    private OneDatabase database;
    private Connection c;

    @BeforeEach
    void open() throws SQLException {
        database = new OneDatabase("rowbyrow");
        c = database.connection();
    }

    @AfterEach
    void close() throws SQLException {
        database.close();
    }

    @Test
    void shiftingAKeyUpOntoTheNextRowsKeyFailsAsInPostgres() throws SQLException {
        run("CREATE TABLE shift (id int PRIMARY KEY)");
        run("INSERT INTO shift VALUES (1), (2), (3)");
        SQLException e = assertThrows(SQLException.class, () -> run("UPDATE shift SET id = id + 1"));
        assertEquals("23505", e.getSQLState());
        assertTrue(e.getMessage().startsWith("duplicate key value violates unique constraint \"shift_pkey\": Key (id)=(2) already exists."),
                e.getMessage());
        assertEquals("1,2,3", keys("shift", "id"));
        run("UPDATE shift SET id = id - 1"); // each row moves onto a key no row holds any more: PostgreSQL runs it
        run("UPDATE shift SET id = id * 10 WHERE id > 0");
        assertEquals("0,10,20", keys("shift", "id"));
    }

    @Test
    void aUniqueKeyOfTextAndABatchAreCheckedRowByRowToo() throws SQLException {
        run("CREATE TABLE named (id int PRIMARY KEY, name text UNIQUE)");
        run("INSERT INTO named VALUES (1, 'a'), (2, 'b'), (3, 'c')");
        SQLException e = assertThrows(SQLException.class, () -> run("UPDATE named SET name = CASE name WHEN 'a' THEN 'b' WHEN 'b' THEN 'c' ELSE 'd' END"));
        assertEquals("23505", e.getSQLState());
        assertTrue(e.getMessage().startsWith("duplicate key value violates unique constraint \"named_name_key\": Key (name)=(b) already exists."),
                e.getMessage());
        try (PreparedStatement move = c.prepareStatement("UPDATE named SET name = ? WHERE id = ?")) {
            move.setString(1, "d");
            move.setInt(2, 3);
            move.addBatch();
            move.setString(1, "c");
            move.setInt(2, 2);
            move.addBatch(); // 'c' was given up by the batch's first statement
            move.executeBatch();
        }
        assertEquals("a,c,d", keys("named", "name"));
    }

    @Test
    void aDeferrableKeyIsCheckedAtTheStatementsEndAsInPostgres() throws SQLException {
        run("CREATE TABLE later (id int, k int UNIQUE DEFERRABLE)");
        run("INSERT INTO later VALUES (1, 1), (2, 2), (3, 3)");
        run("UPDATE later SET k = k + 1");
        assertEquals("2,3,4", keys("later", "k"));
    }

    private void run(String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private String keys(String table, String column) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery("SELECT string_agg(" + column + "::text, ',' ORDER BY " + column + ") FROM " + table)) {
            r.next();
            return r.getString(1);
        }
    }
}
