package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
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

/**
 * A session keeps its foreign-key look-ups prepared ({@link PreparedLookups}): they must still find
 * what the schema and the data are now, after the parent table changed, was dropped and made again,
 * and after more look-ups than the session keeps.
 */
@Timeout(60)
class KeptForeignKeyLookupsTest {

    private Database db;

    @BeforeEach
    void openDatabase() throws SQLException {
        db = open("lookups", new MemoryObjectStore("kept-lookups"));
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void aLookupKeptBeforeTheParentTableChangedFindsWhatIsThereNow() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent (id))");
            s.execute("INSERT INTO parent VALUES (1)");
            s.execute("INSERT INTO child VALUES (1, 1)");
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO child VALUES (2, 2)")).getSQLState());

            s.execute("ALTER TABLE parent ADD COLUMN note text");
            s.execute("INSERT INTO parent (id, note) VALUES (2, 'later')");
            s.execute("INSERT INTO child VALUES (2, 2)");

            s.execute("DROP TABLE child");
            s.execute("DROP TABLE parent");
            s.execute("CREATE TABLE parent (code text, id int PRIMARY KEY)");
            s.execute("CREATE TABLE child (id int PRIMARY KEY, parent_id int REFERENCES parent (id))");
            assertEquals("23503", assertThrows(SQLException.class, () -> s.execute("INSERT INTO child VALUES (1, 1)")).getSQLState());
            s.execute("INSERT INTO parent VALUES ('a', 1)");
            s.execute("INSERT INTO child VALUES (1, 1)");
            assertEquals("1", single(s, "SELECT count(*) FROM child"));
        }
    }

    @Test
    void moreParentTablesThanTheSessionKeepsAreEachLookedUpRight() throws SQLException {
        int tables = 80; // past the 64 look-ups a session keeps
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (int i = 0; i < tables; i++) {
                s.execute("CREATE TABLE p" + i + " (id int PRIMARY KEY)");
                s.execute("CREATE TABLE c" + i + " (id int PRIMARY KEY, p int REFERENCES p" + i + " (id))");
                s.execute("INSERT INTO p" + i + " VALUES (" + i + ")");
            }
            for (int round = 0; round < 2; round++) {
                for (int i = 0; i < tables; i++) {
                    s.execute("INSERT INTO c" + i + " VALUES (" + round + ", " + i + ")");
                    String orphan = "INSERT INTO c" + i + " VALUES (" + (10 + round) + ", " + (i + 1) + ")";
                    assertEquals("23503", assertThrows(SQLException.class, () -> s.execute(orphan)).getSQLState());
                }
            }
        }
    }
}
