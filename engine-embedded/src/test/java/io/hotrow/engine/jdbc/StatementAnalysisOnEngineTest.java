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
            SQLException e = assertThrows(SQLException.class, () -> s.execute("UPDATE counter SETT n = 1"));
            assertEquals("42601", e.getSQLState());
            assertTrue(e.getMessage().contains("\"UPDATE counter SETT n = 1\""), e.getMessage());
            assertTrue(e.getMessage().contains("could not parse it"), e.getMessage());
            SQLException prepared = assertThrows(SQLException.class, () -> c.prepareStatement("SELEC 1"));
            assertEquals("42601", prepared.getSQLState());
            SQLException several = assertThrows(SQLException.class, () -> s.execute("SELECT 1; SELECT 2"));
            assertEquals("42000", several.getSQLState());
            assertTrue(several.getMessage().contains("several statements"), several.getMessage());
        }
    }
}
