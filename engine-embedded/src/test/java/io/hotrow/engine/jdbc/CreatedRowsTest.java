package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A table or materialized view made of a query's rows reports them as PostgreSQL does (pgjdbc's update count of the tag
 * {@code SELECT n}); H2 reported 0.
 */
class CreatedRowsTest {

    private Database db;
    private Connection c;

    @BeforeEach
    void openDatabase() throws SQLException {
        db = open("created", new MemoryObjectStore("created-rows"));
        c = connect(db);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE src (id int PRIMARY KEY, n int)");
            s.execute("INSERT INTO src SELECT g, g % 3 FROM generate_series(1, 10) g");
        }
    }

    @AfterEach
    void close() throws SQLException {
        c.close();
        db.shutdown();
    }

    @Test
    void aTableOrMaterializedViewOfAQueryReportsItsRows() throws SQLException {
        try (Statement s = c.createStatement()) {
            assertEquals(7, s.executeUpdate("CREATE TABLE big AS SELECT * FROM src WHERE n > 0"));
            assertEquals(3, s.executeUpdate("CREATE MATERIALIZED VIEW mv AS SELECT id FROM src WHERE n = 0"));
            assertEquals(2, s.executeUpdate("CREATE TEMP TABLE tmp (a, b) AS VALUES (1, 'x'), (2, 'y')"));
            s.execute("CREATE SCHEMA \"Odd\"");
            assertEquals(4, s.executeUpdate("CREATE TABLE \"Odd\".\"Copy\" AS SELECT * FROM src LIMIT 4"));
            assertFalse(s.execute("CREATE TABLE none AS SELECT * FROM src WHERE false"));
            assertEquals(0, s.getUpdateCount());
            assertEquals(0, s.executeUpdate("CREATE TABLE IF NOT EXISTS big AS SELECT * FROM src"), "nothing made: it existed");
            assertEquals(0, s.executeUpdate("CREATE TABLE shape AS SELECT * FROM src WITH NO DATA"));
        }
        c.setAutoCommit(false);
        try (PreparedStatement made = c.prepareStatement("CREATE TABLE chosen AS SELECT * FROM src WHERE id <= 5")) {
            assertEquals(5, made.executeUpdate());
        }
        c.rollback();
        try (Statement s = c.createStatement()) {
            assertEquals(7, s.executeUpdate("CREATE TABLE again AS SELECT * FROM big"));
        }
        c.commit();
    }
}
