package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/** A session's remembered columns of a table do not outlive a schema change: strings are read by the table's columns as they are now. */
class TableColumnsMemoTest {

    @Test
    void aTableMadeAgainWithOtherColumnTypesTypesTheSessionsNextInsertsByThem() throws SQLException {
        Database database = open("columns-memo", new MemoryObjectStore("columns-memo-test"));
        try (Connection connection = connect(database); Statement s = connection.createStatement()) {
            s.execute("CREATE TABLE item (id int PRIMARY KEY, tags text)");
            s.execute("INSERT INTO item VALUES (1, '{a,b,c}')");
            assertEquals("{a,b,c}", single(s, "SELECT tags FROM item"));
            s.execute("DROP TABLE item");
            s.execute("CREATE TABLE item (id int PRIMARY KEY, tags text[])");
            s.execute("INSERT INTO item VALUES (1, '{a,b,c}')");
            assertEquals("3", single(s, "SELECT cardinality(tags) FROM item"));
            s.execute("ALTER TABLE item ADD COLUMN done boolean");
            s.execute("INSERT INTO item (id, tags, done) VALUES (2, '{d}', 'yes')");
            assertEquals("1 true", single(s, "SELECT cardinality(tags) || ' ' || done FROM item WHERE id = 2"));
        } finally {
            database.shutdown();
        }
    }
}
