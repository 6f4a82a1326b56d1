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
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** DESIGN.md §5/§6 on the engine: analysis once per text, nothing on re-execution, clear refusals. */
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
