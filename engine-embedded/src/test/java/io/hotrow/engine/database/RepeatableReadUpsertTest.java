package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * An upsert ({@code INSERT ... ON CONFLICT (id) DO UPDATE}) in a REPEATABLE READ transaction whose
 * key another transaction inserted and committed after the snapshot was taken. PostgreSQL fails it
 * with 40001 ("could not serialize access due to concurrent update"), which applications retry;
 * the engine fails it with 23505 (a unique violation an upsert promises never to raise), which
 * they do not. Found by {@link ConcurrentMixReopenTest}. docs/concurrency.md ("Isolation") promises
 * 40001 where PostgreSQL gives it for updates of rows changed since the snapshot.
 */
@Timeout(60)
class RepeatableReadUpsertTest {

    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        db = open("upserts", new MemoryObjectStore("rr-upserts"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY, hits int NOT NULL)");
            s.execute("INSERT INTO parent VALUES (1, 0)");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void anUpsertOfAKeyInsertedAfterTheSnapshotFailsWithASerializationFailure() throws Exception {
        try (Connection rr = connect(db); Connection other = connect(db); Statement s = rr.createStatement()) {
            rr.setAutoCommit(false);
            rr.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM parent")) { // the snapshot is taken here
                rs.next();
                assertEquals(1, rs.getInt(1));
            }
            other.createStatement().execute("INSERT INTO parent VALUES (11, 0)"); // committed after the snapshot

            SQLException e = assertThrows(SQLException.class, () -> s.executeUpdate(
                    "INSERT INTO parent (id, hits) VALUES (11, 1) ON CONFLICT (id) DO UPDATE SET hits = parent.hits + 1"));
            rr.rollback();
            assertEquals("40001", e.getSQLState(), "PostgreSQL: could not serialize access due to concurrent update; the engine: "
                    + e.getMessage());
        }
    }
}
