package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * H2 closes a database when a statement runs it out of memory, and a new H2 session on its URL
 * would then make an empty one: the engine must close instead of answering from nothing, and the
 * next opener recovers everything acknowledged from storage.
 */
class LostMemoryStateTest {

    @Test
    void aDatabaseH2ClosedFailsWith57P01AndReopensFromStorage() throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("lost-memory-state-test");
        Database first = open("lost", store);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1), (2)");
            try (Statement system = first.system().createStatement()) {
                system.execute("SHUTDOWN IMMEDIATELY"); // what H2 does to itself when it runs out of memory
            }
            assertEquals("57P01", assertThrows(SQLException.class, () -> s.executeQuery("SELECT count(*) FROM t")).getSQLState());
            assertFalse(first.isUsable(), "a registry opens the database anew");
            assertEquals("57P01", assertThrows(SQLException.class, () -> connect(first)).getSQLState(), "no session on an empty H2 database");
        }
        Database second = open("lost", store);
        try (Connection c = connect(second); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
            rs.next();
            assertEquals(2, rs.getLong(1));
        } finally {
            second.shutdown();
            first.shutdown();
        }
    }
}
