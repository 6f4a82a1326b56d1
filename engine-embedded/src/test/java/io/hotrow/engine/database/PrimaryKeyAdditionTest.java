package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * {@code ALTER TABLE ... ADD PRIMARY KEY} on nullable columns, as PostgreSQL runs it: the columns become NOT NULL, a null
 * or a duplicate in them fails the statement whole (23502, 23505), and what it did survives a reopen. Each answer here is
 * psql's.
 */
class PrimaryKeyAdditionTest {

    private final ObjectStore store = new MemoryObjectStore("primary-key-addition");

    @Test
    void aKeyOnANullableColumnMakesItNotNullAndHoldsAfterAReopen() throws SQLException {
        Database db = open("apk", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE apk (id int, v text)");
            s.execute("INSERT INTO apk VALUES (1, 'a')");
            s.execute("ALTER TABLE apk ADD PRIMARY KEY (id)");
            assertEquals("23502", assertThrows(SQLException.class, () -> s.execute("INSERT INTO apk VALUES (NULL, 'b')")).getSQLState());
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO apk VALUES (1, 'c')")).getSQLState());
            assertEquals("23502", assertThrows(SQLException.class, () -> s.execute("INSERT INTO apk VALUES (NULL, 'b')")).getSQLState());
            assertEquals("apk_pkey", single(s, "SELECT conname FROM pg_constraint WHERE contype = 'p' AND conrelid = 'apk'::regclass"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void aNullInTheColumnFailsTheStatementAndLeavesTheColumnNullable() throws SQLException {
        Database db = open("nulls", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE apk2 (id int, v text)");
            s.execute("INSERT INTO apk2 VALUES (1, 'a'), (NULL, 'b')");
            SQLException e = assertThrows(SQLException.class, () -> s.execute("ALTER TABLE apk2 ADD CONSTRAINT apk2_pk PRIMARY KEY (id)"));
            assertEquals("23502", e.getSQLState());
            s.execute("INSERT INTO apk2 VALUES (NULL, 'c')");
            assertEquals("0", single(s, "SELECT count(*) FROM pg_constraint WHERE conrelid = 'apk2'::regclass"));
        } finally {
            db.shutdown();
        }
    }

    @Test
    void aDuplicateFailsTheStatementWholeAndTheColumnStaysNullable() throws SQLException {
        Database db = open("dups", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE apk3 (id int, v text)");
            s.execute("INSERT INTO apk3 VALUES (1, 'a'), (1, 'b')");
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("ALTER TABLE apk3 ADD PRIMARY KEY (id)")).getSQLState());
            s.execute("INSERT INTO apk3 VALUES (NULL, 'c')");
            // PostgreSQL builds the index before it looks for nulls: a duplicate beside a null is 23505
            SQLException both = assertThrows(SQLException.class, () -> s.execute("ALTER TABLE apk3 ADD PRIMARY KEY (id)"));
            assertEquals("23505", both.getSQLState());
            assertEquals("could not create unique index \"apk3_pkey\"", both.getMessage());
        }
        Database reopened = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(reopened); Statement s = c.createStatement()) {
            s.execute("INSERT INTO apk3 VALUES (NULL, 'd')"); // the undone NOT NULL was not replayed
            assertEquals("4", single(s, "SELECT count(*) FROM apk3"));
        } finally {
            reopened.shutdown();
        }
    }

    @Test
    void aKeyOfQuotedColumnsOfATableInAnotherSchemaInATransactionRolledBackLeavesThemNullable() throws SQLException {
        Database db = open("quoted", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA s");
            s.execute("CREATE TABLE s.\"Foo\" (\"Id\" int, b int)");
            c.setAutoCommit(false);
            s.execute("ALTER TABLE s.\"Foo\" ADD CONSTRAINT foo_pk PRIMARY KEY (\"Id\", b)");
            assertEquals("NO", single(s, "SELECT is_nullable FROM information_schema.columns WHERE table_name = 'Foo' AND column_name = 'Id'"));
            c.rollback();
            c.setAutoCommit(true);
            s.execute("INSERT INTO s.\"Foo\" VALUES (NULL, NULL)");
            s.execute("ALTER TABLE s.\"Foo\" ALTER COLUMN \"Id\" SET DEFAULT 0");
            s.execute("UPDATE s.\"Foo\" SET \"Id\" = 1, b = 2");
            s.execute("ALTER TABLE s.\"Foo\" ADD CONSTRAINT foo_pk PRIMARY KEY (\"Id\", b)");
            assertEquals("NO", single(s, "SELECT is_nullable FROM information_schema.columns WHERE table_name = 'Foo' AND column_name = 'b'"));
        } finally {
            db.shutdown();
        }
    }
}
