package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** {@code TRUNCATE t RESTART IDENTITY CASCADE}: the referencing tables are emptied too, identities restarted, logged and replayed. */
@Timeout(60)
class TruncateCascadeTest {

    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("truncate-cascade");
        db = open("tc", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE tag (id serial PRIMARY KEY, name text)");
            s.execute("CREATE TABLE tagging (id serial PRIMARY KEY, tag_id int REFERENCES tag (id))");
            s.execute("CREATE TABLE note (id int PRIMARY KEY, tagging_id int REFERENCES tagging (id))");
            s.execute("CREATE TABLE other (id int PRIMARY KEY)");
            s.execute("INSERT INTO tag (name) VALUES ('a'), ('b')");
            s.execute("INSERT INTO tagging (tag_id) VALUES (1), (2)");
            s.execute("INSERT INTO note VALUES (1, 2)");
            s.execute("INSERT INTO other VALUES (1)");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void theReferencingTablesAreEmptiedAndTheIdentitiesRestarted() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertThrows(SQLException.class, () -> s.execute("TRUNCATE TABLE tag"), "a referenced table, without CASCADE");
            s.execute("TRUNCATE TABLE tag RESTART IDENTITY CASCADE");
            assertEquals("0 0 0 1", single(s, "SELECT (SELECT count(*) FROM tag) || ' ' || (SELECT count(*) FROM tagging) || ' '"
                    + " || (SELECT count(*) FROM note) || ' ' || (SELECT count(*) FROM other)"));
            assertEquals("1", single(s, "INSERT INTO tag (name) VALUES ('after') RETURNING id"));
            assertEquals("1", single(s, "INSERT INTO tagging (tag_id) VALUES (1) RETURNING id"));
            SQLException orphan = assertThrows(SQLException.class, () -> s.execute("INSERT INTO tagging (tag_id) VALUES (9)"));
            assertEquals("23503", orphan.getSQLState(), "the foreign keys are checked again");
        }
        db = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO note VALUES (5, 9)")).getSQLState());
            assertEquals("2", single(s, "INSERT INTO tag (name) VALUES ('again') RETURNING id"));
        }
    }

    @Test
    void inATransactionItRollsBackWhole() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("TRUNCATE tag CASCADE");
            assertEquals("0", single(s, "SELECT count(*) FROM tagging"));
            c.rollback();
            c.setAutoCommit(true);
            assertEquals("2 2 1", single(s, "SELECT (SELECT count(*) FROM tag) || ' ' || (SELECT count(*) FROM tagging) || ' '"
                    + " || (SELECT count(*) FROM note)"));
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO tagging (tag_id) VALUES (9)")).getSQLState());
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }
}
