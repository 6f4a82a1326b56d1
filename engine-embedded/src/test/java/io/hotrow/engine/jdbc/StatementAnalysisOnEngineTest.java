package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Statement analysis on the engine (docs/dialect.md, "The parser is no gatekeeper"; docs/bad-input.md):
 * analysis once per text, nothing on re-execution, clear refusals.
 */
class StatementAnalysisOnEngineTest {

    private final Database db = open("analysis", new MemoryObjectStore("analysis-test"));

    StatementAnalysisOnEngineTest() throws SQLException {
    }

    @Test
    void aPreparedStatementReExecutedDoesNoAnalysisAtAll() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counter (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counter VALUES (1, 0)");
            try (PreparedStatement update = c.prepareStatement("UPDATE counter SET n = n + ? WHERE id = ?")) {
                long lookups = db.analyzer().lookups();
                for (int i = 0; i < 100; i++) {
                    update.setLong(1, 1);
                    update.setInt(2, 1);
                    assertEquals(1, update.executeUpdate());
                }
                assertEquals(lookups, db.analyzer().lookups(), "no cache lookup, let alone a parse, per execution");
            }
            long parsed = db.analyzer().analysed();
            for (int i = 0; i < 10; i++) {
                s.executeUpdate("UPDATE counter SET n = n + 1 WHERE id = 1");
            }
            assertEquals(parsed + 1, db.analyzer().analysed(), "one text, analysed once");
        }
    }

    /**
     * Values written into the SQL: from the second text of a shape on, no text is parsed, and what
     * the session learns of a statement against the schema (boolean columns, conflict targets) is
     * applied to each text with its own values.
     */
    @Test
    void textsThatDifferOnlyInIntegerLiteralsAreAnalysedOnceAndRunWithTheirOwnValues() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE flags (id int PRIMARY KEY, on_duty boolean NOT NULL, hits int NOT NULL)");
            long parsed = db.analyzer().analysed();
            for (int id = 1; id <= 50; id++) {
                s.executeUpdate("INSERT INTO flags VALUES (" + id + ", 'f', 0) ON CONFLICT (id) DO UPDATE SET hits = flags.hits + 1");
                s.executeUpdate("UPDATE flags SET on_duty = 't', hits = hits + " + id + " WHERE id = " + id);
            }
            assertTrue(db.analyzer().analysed() - parsed <= 8, "two shapes, learned at their second text: "
                    + (db.analyzer().analysed() - parsed) + " analyses");
            try (ResultSet rows = s.executeQuery("SELECT count(*), sum(hits) FROM flags WHERE on_duty = 't'")) {
                assertTrue(rows.next());
                assertEquals(50, rows.getInt(1), "every row updated, each by its own key");
                assertEquals(50 * 51 / 2, rows.getInt(2), "each by its own value");
            }
            SQLException noArbiter = assertThrows(SQLException.class,
                    () -> s.executeUpdate("INSERT INTO flags VALUES (51, 'f', 0) ON CONFLICT (hits) DO NOTHING"));
            assertEquals("42P10", noArbiter.getSQLState());
            SQLException stillNone = assertThrows(SQLException.class,
                    () -> s.executeUpdate("INSERT INTO flags VALUES (52, 'f', 0) ON CONFLICT (hits) DO NOTHING"));
            assertEquals("42P10", stillNone.getSQLState(), "a conflict target that is no key stays refused for every text of the shape");
            SQLException unlisted = assertThrows(SQLException.class,
                    () -> s.executeUpdate("INSERT INTO flags (on_duty, hits) VALUES ('f', 0) ON CONFLICT (id) DO NOTHING"));
            assertEquals("42000", unlisted.getSQLState(), "a key the INSERT does not list takes its default, which the MERGE cannot compare");
            assertEquals("42703", assertThrows(SQLException.class,
                    () -> s.executeUpdate("INSERT INTO flags (id, on_duty) VALUES (1, 'f') ON CONFLICT (nope) DO NOTHING")).getSQLState());
        }
    }

    @Test
    void textTheParserRejectsFailsNamingTheStatementAndTheReason() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> s.execute("UPDATE SET n = 1"));
            assertEquals("42601", e.getSQLState());
            assertTrue(e.getMessage().startsWith("Syntax error in SQL statement \"UPDATE "), "H2 decides, quoting the text: " + e.getMessage());
            SQLException prepared = assertThrows(SQLException.class, () -> c.prepareStatement("SELEC 1"));
            assertEquals("42601", prepared.getSQLState());
            SQLException several = assertThrows(SQLException.class, () -> s.execute("SELECT 1; SELEC 2"));
            assertEquals("42601", several.getSQLState(), "a text of several statements fails at the one that does not parse");
            assertTrue(several.getMessage().contains("SELEC 2"), several.getMessage());
        }
    }
}
