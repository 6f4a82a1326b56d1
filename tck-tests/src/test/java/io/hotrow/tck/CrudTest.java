package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class CrudTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void createReadUpdateDeleteWithStatements(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE item (id int PRIMARY KEY, name varchar(40) NOT NULL, price numeric(10,2))");
            assertEquals(1, s.executeUpdate("INSERT INTO item VALUES (1, 'apple', 1.25)"));
            assertEquals(2, s.executeUpdate("INSERT INTO item VALUES (2, 'pear', 2.50), (3, 'plum', NULL)"));
            assertEquals(2, s.executeUpdate("UPDATE item SET price = price * 2 WHERE price IS NOT NULL"));
            assertEquals(1, s.executeUpdate("DELETE FROM item WHERE id = 3"));
            try (ResultSet rs = s.executeQuery("SELECT id, name, price FROM item ORDER BY id")) {
                assertTrue(rs.next());
                assertEquals("apple", rs.getString("name"));
                assertEquals(0, rs.getBigDecimal("price").compareTo(new java.math.BigDecimal("2.50")));
                assertTrue(rs.next());
                assertEquals(2, rs.getInt("id"));
                assertFalse(rs.next());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void preparedStatementsBindEveryValueAsData(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE note (id int PRIMARY KEY, body text)");
            String hostile = "x'); DROP TABLE note; --";
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO note (id, body) VALUES (?, ?)")) {
                for (int i = 1; i <= 3; i++) {
                    insert.setInt(1, i);
                    insert.setString(2, i == 2 ? hostile : "note " + i);
                    assertEquals(1, insert.executeUpdate());
                }
            }
            try (PreparedStatement select = c.prepareStatement("SELECT body FROM note WHERE id = ?")) {
                select.setInt(1, 2);
                try (ResultSet rs = select.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(hostile, rs.getString(1));
                }
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE note SET body = ? WHERE id = ?")) {
                update.setString(1, "changed");
                update.setInt(2, 3);
                assertEquals(1, update.executeUpdate());
            }
            assertEquals(3, db.queryLong("SELECT count(*) FROM note"));
            assertEquals(1, db.queryLong("SELECT count(*) FROM note WHERE body = 'changed'"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void errorsCarryPostgresSqlStates(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE u (id int PRIMARY KEY)");
            s.execute("INSERT INTO u VALUES (1)");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO u VALUES (1)")).getSQLState());
            assertEquals("42P01", assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM missing_table")).getSQLState());
            assertEquals("42703", assertThrows(SQLException.class, () -> s.executeQuery("SELECT nope FROM u")).getSQLState());
            assertEquals("42601", assertThrows(SQLException.class, () -> s.execute("SELEC 1")).getSQLState());
            assertEquals("22012", assertThrows(SQLException.class, () -> s.executeQuery("SELECT 1 / 0")).getSQLState());
        }
    }
}
