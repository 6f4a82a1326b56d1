package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.BatchUpdateException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class GeneratedKeysAndBatchTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void generatedKeysComeBackFromInserts(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE orders (id bigserial PRIMARY KEY, item text NOT NULL)");
            long first;
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO orders (item) VALUES (?)", Statement.RETURN_GENERATED_KEYS)) {
                insert.setString(1, "book");
                insert.executeUpdate();
                try (ResultSet keys = insert.getGeneratedKeys()) {
                    assertTrue(keys.next());
                    first = keys.getLong("id");
                }
            }
            try (Statement s = c.createStatement()) {
                s.executeUpdate("INSERT INTO orders (item) VALUES ('lamp')", new String[] {"id"});
                try (ResultSet keys = s.getGeneratedKeys()) {
                    assertTrue(keys.next());
                    assertEquals(first + 1, keys.getLong(1));
                }
            }
            assertEquals(first, db.queryLong("SELECT id FROM orders WHERE item = 'book'"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void preparedBatchInsertsEveryRow(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE reading (id int PRIMARY KEY, v int NOT NULL)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO reading (id, v) VALUES (?, ?)")) {
                for (int i = 1; i <= 100; i++) {
                    insert.setInt(1, i);
                    insert.setInt(2, i * 2);
                    insert.addBatch();
                }
                int[] counts = insert.executeBatch();
                assertEquals(100, counts.length);
                assertTrue(Arrays.stream(counts).allMatch(n -> n == 1 || n == Statement.SUCCESS_NO_INFO));
            }
            assertEquals(100, db.queryLong("SELECT count(*) FROM reading"));
            assertEquals(10100, db.queryLong("SELECT sum(v) FROM reading"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void statementBatchInsideATransactionCommitsTogether(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.addBatch("INSERT INTO t VALUES (1, 1)");
                s.addBatch("INSERT INTO t VALUES (2, 2)");
                s.addBatch("UPDATE t SET v = v + 10");
                assertArrayEquals(new int[] {1, 1, 2}, s.executeBatch());
            }
            assertEquals(0, db.queryLong("SELECT count(*) FROM t"));
            c.commit();
            assertEquals(23, db.queryLong("SELECT sum(v) FROM t"));
        }
    }
    /**
     * A batch with a duplicate key in autocommit mode is one transaction: it is rolled back whole,
     * and every count says so (pgjdbc's answer), not 1 for the rows that are not there.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void failedAutocommitBatchReportsEveryEntryFailed(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE reading (id int PRIMARY KEY)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO reading (id) VALUES (?)")) {
                for (int id : new int[] {1, 2, 3, 2, 4}) {
                    insert.setInt(1, id);
                    insert.addBatch();
                }
                BatchUpdateException failed = assertThrows(BatchUpdateException.class, insert::executeBatch);
                assertEquals("23505", failed.getSQLState());
                assertArrayEquals(new int[] {-3, -3, -3, -3, -3}, failed.getUpdateCounts());
            }
            try (Statement s = c.createStatement()) {
                s.addBatch("INSERT INTO reading VALUES (7)");
                s.addBatch("INSERT INTO reading VALUES (7)");
                s.addBatch("INSERT INTO reading VALUES (8)");
                BatchUpdateException failed = assertThrows(BatchUpdateException.class, s::executeBatch);
                assertArrayEquals(new int[] {-3, -3, -3}, failed.getUpdateCounts());
            }
            assertEquals(0, db.queryLong("SELECT count(*) FROM reading"));
        }
    }

    /**
     * Inside a transaction a batch stops at its failing entry, as the transaction is then aborted:
     * the entries after it never run, and the transaction refuses further statements until it ends.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void failedBatchInsideATransactionStopsAndAbortsIt(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect()) {
            db.execute("CREATE TABLE reading (id int PRIMARY KEY)");
            c.setAutoCommit(false);
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO reading (id) VALUES (?)")) {
                for (int id : new int[] {1, 2, 2, 3}) {
                    insert.setInt(1, id);
                    insert.addBatch();
                }
                BatchUpdateException failed = assertThrows(BatchUpdateException.class, insert::executeBatch);
                assertEquals("23505", failed.getSQLState());
                assertArrayEquals(new int[] {-3, -3, -3, -3}, failed.getUpdateCounts());
            }
            try (Statement s = c.createStatement()) {
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.executeQuery("SELECT 1")).getSQLState());
            }
            c.rollback();
            c.setAutoCommit(true);
            assertEquals(0, db.queryLong("SELECT count(*) FROM reading"));
        }
    }
}
