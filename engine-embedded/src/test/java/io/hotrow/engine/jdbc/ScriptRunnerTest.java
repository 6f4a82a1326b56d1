package io.hotrow.engine.jdbc;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** Texts of several statements on the engine, run as PostgreSQL runs them (the differential twin is tck-tests' ScriptTest). */
@Timeout(60)
class ScriptRunnerTest {

    private final MemoryObjectStore memory = new MemoryObjectStore("script-test");

    private Database tableT() throws SQLException {
        Database db = open("scripts", memory);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
        }
        return db;
    }

    private static long count(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String sqlState(Statement s, String sql) {
        return assertThrows(SQLException.class, () -> s.execute(sql)).getSQLState();
    }

    @Test
    void inAutocommitTheStatementsShareOneTransactionSoAFailureLeavesNothingBehind() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2); INSERT INTO t VALUES (1, 3)"));
            assertEquals(0, count(c, "SELECT count(*) FROM t"));
            assertTrue(c.getAutoCommit(), "the session is back in autocommit");
            s.execute("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)");
            assertEquals(2, count(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void eachResultIsWalkedInOrder() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertFalse(s.execute("INSERT INTO t VALUES (1, 1), (2, 2); UPDATE t SET v = 5 WHERE id = 1; SELECT v FROM t ORDER BY id; SELECT 7"));
            assertEquals(2, s.getUpdateCount());
            assertNull(s.getResultSet());
            assertFalse(s.getMoreResults());
            assertEquals(1, s.getUpdateCount());
            assertTrue(s.getMoreResults());
            assertEquals(-1, s.getUpdateCount());
            ResultSet first = s.getResultSet();
            assertTrue(first.next());
            assertEquals(5, first.getInt(1));
            assertTrue(s.getMoreResults(Statement.KEEP_CURRENT_RESULT));
            assertFalse(first.isClosed(), "kept");
            ResultSet second = s.getResultSet();
            assertTrue(second.next());
            assertEquals(7, second.getInt(1));
            assertFalse(s.getMoreResults(Statement.CLOSE_ALL_RESULTS));
            assertTrue(first.isClosed() && second.isClosed());
            assertEquals(-1, s.getUpdateCount());
            assertNull(s.getResultSet());

            assertTrue(s.execute("SELECT 1; SELECT 2"));
            ResultSet earlier = s.getResultSet();
            s.execute("SELECT 3");
            assertTrue(earlier.isClosed(), "a new execution closes the text's results");
            assertNotNull(s.getResultSet());
            assertFalse(s.getMoreResults());
            assertEquals(-1, s.getUpdateCount());
        }
    }

    @Test
    void executeUpdateAndExecuteQueryAnswerAsPgjdbcDoesAfterRunningEverything() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2), (3, 3)"), "the first statement's count");
            assertFalse(s.getMoreResults());
            assertEquals(2, s.getUpdateCount(), "the other counts are there to walk");
            assertEquals("0100E", assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO t VALUES (4, 4); SELECT 1")).getSQLState());
            assertEquals("0100E", assertThrows(SQLException.class, () -> s.executeQuery("SELECT 1; SELECT 2")).getSQLState());
            assertEquals("02000", assertThrows(SQLException.class, () -> s.executeQuery("INSERT INTO t VALUES (5, 5); SELECT 1")).getSQLState());
            assertEquals(5, count(c, "SELECT count(*) FROM t"), "the statements ran and committed before the answer failed");
        }
    }

    @Test
    void aSchemaAndDataScriptIsOneTransactionDurableAsAWholeAndUndoneAsAWhole() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("23505", sqlState(s, "CREATE TABLE u (id bigserial PRIMARY KEY, name text NOT NULL); CREATE INDEX u_name ON u (name);"
                    + " INSERT INTO u (name) VALUES ('a'); INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (1, 1)"));
            assertEquals("42P01", sqlState(s, "SELECT * FROM u"), "the table is gone with the failed text");
            s.execute("-- schema\nCREATE TABLE u (id bigserial PRIMARY KEY, name text NOT NULL);\nCREATE INDEX u_name ON u (name);\n"
                    + "-- data\nINSERT INTO u (name) VALUES ('a'), ('b');\nINSERT INTO t VALUES (1, 1);\n");
            assertEquals(2, count(c, "SELECT count(*) FROM u"));
        }
        String after = dump(db);
        db.shutdown();
        assertEquals(after, dump(open("scripts", memory)), "recovery replays the text's schema changes and rows");
    }

    @Test
    void transactionControlInTheTextActsAsInPostgres() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("BEGIN; INSERT INTO t VALUES (1, 1); COMMIT;");
            assertNull(s.getWarnings());
            assertTrue(c.getAutoCommit());
            s.execute("INSERT INTO t VALUES (2, 2); BEGIN; INSERT INTO t VALUES (3, 3); ROLLBACK");
            assertEquals(1, count(c, "SELECT count(*) FROM t"), "a BEGIN makes the implicit transaction an ordinary one, rolled back whole");
            s.execute("INSERT INTO t VALUES (2, 2); ROLLBACK; INSERT INTO t VALUES (4, 4)");
            assertEquals("25P01", s.getWarnings().getSQLState(), "there is no transaction in progress");
            assertEquals(5, count(c, "SELECT sum(id) FROM t"), "the ROLLBACK undid 2, and 4 ran after it");
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (6, 6); COMMIT; INSERT INTO t VALUES (7, 7); INSERT INTO t VALUES (7, 7)"));
            assertEquals(11, count(c, "SELECT sum(id) FROM t"), "6 was committed; 7 and its duplicate began the next implicit transaction");
            assertEquals("25P01", sqlState(s, "INSERT INTO t VALUES (8, 8); SAVEPOINT a; INSERT INTO t VALUES (9, 9)"));
            assertEquals("25001", sqlState(s, "INSERT INTO t VALUES (8, 8); BEGIN ISOLATION LEVEL SERIALIZABLE; INSERT INTO t VALUES (9, 9)"));
            assertEquals(11, count(c, "SELECT sum(id) FROM t"));
            assertTrue(c.getAutoCommit());

            assertEquals("23505", sqlState(s, "BEGIN; INSERT INTO t VALUES (10, 10); INSERT INTO t VALUES (10, 10); COMMIT"));
            assertEquals("25P02", sqlState(s, "SELECT 1"), "the text's transaction stays open and aborted, as in PostgreSQL");
            s.execute("ROLLBACK");
            assertTrue(c.getAutoCommit());
            assertEquals(11, count(c, "SELECT sum(id) FROM t"));
        }
    }

    @Test
    void insideATransactionTheStatementsRunInItAndAnErrorAbortsIt() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)");
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (3, 3); INSERT INTO t VALUES (1, 1)"));
            assertEquals("25P02", sqlState(s, "SELECT 1"));
            c.rollback();
            s.execute("INSERT INTO t VALUES (5, 5); CREATE TABLE u (a int); INSERT INTO u VALUES (1)");
            c.commit();
            assertEquals(5, count(c, "SELECT sum(id) FROM t"));
            assertEquals(1, count(c, "SELECT count(*) FROM u"));
        }
    }

    @Test
    void settingsOfAFailedTextAreUndoneWithIt() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("23505", sqlState(s, "SET application_name = 'failed'; INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (1, 1)"));
            s.execute("SET application_name = 'kept'; INSERT INTO t VALUES (2, 2); SHOW application_name");
            assertEquals(0, s.getUpdateCount());
            assertFalse(s.getMoreResults());
            assertTrue(s.getMoreResults());
            ResultSet shown = s.getResultSet();
            assertTrue(shown.next());
            assertEquals("kept", shown.getString(1));
        }
    }

    @Test
    void aTextThatOnlyReadsNeverWaitsAndOneThatWritesALockedRowDoes() throws SQLException {
        Database db = tableT();
        try (Connection holder = connect(db); Connection c = EngineConnection.open(db, "jdbc:hotrow:mem:/scripts", Duration.ofMillis(200));
             Statement s = c.createStatement()) {
            holder.setAutoCommit(false);
            holder.createStatement().execute("INSERT INTO t VALUES (1, 1)"); // holds key 1 to its commit
            assertFalse(s.execute("SET application_name = 'reader'; SELECT count(*) FROM t; SELECT 2"));
            assertTrue(s.getMoreResults());
            assertEquals("55P03", sqlState(s, "SELECT count(*) FROM t; INSERT INTO t VALUES (1, 2)"));
            holder.commit();
            s.execute("SELECT count(*) FROM t; INSERT INTO t VALUES (2, 2)");
            assertEquals(2, count(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void aRefusedStatementFailsTheTextWhereItStands() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertEquals("42501", sqlState(s, "INSERT INTO t VALUES (1, 1); SELECT FILE_READ('/etc/hostname')"));
            assertEquals(0, count(c, "SELECT count(*) FROM t"));
            SQLException batch = assertThrows(SQLException.class, () -> s.addBatch("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)"));
            assertEquals("42000", batch.getSQLState());
            assertEquals("42000", assertThrows(SQLException.class,
                    () -> s.execute("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)", Statement.RETURN_GENERATED_KEYS)).getSQLState());
            assertEquals(0, count(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void aTextOfNoStatementAnswersAsPostgresAnswersAnEmptyQuery() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (String empty : new String[] {"", " ", ";", ";;", "-- nothing", "/* nothing */ ;"}) {
                assertFalse(s.execute(empty), empty);
                assertEquals(0, s.getUpdateCount(), empty);
                assertFalse(s.getMoreResults(), empty);
                assertEquals(-1, s.getUpdateCount(), empty);
                assertEquals(0, s.executeUpdate(empty), empty);
                assertEquals("02000", assertThrows(SQLException.class, () -> s.executeQuery(empty)).getSQLState(), empty);
            }
            try (PreparedStatement p = c.prepareStatement(";")) {
                assertEquals(0, p.executeUpdate());
            }
        }
    }

    @Test
    void aPreparedTextNumbersItsParametersAcrossItsStatements() throws SQLException {
        Database db = tableT();
        try (Connection c = connect(db);
             PreparedStatement p = c.prepareStatement("INSERT INTO t VALUES (?, ?); UPDATE t SET v = ? WHERE id = ?; SELECT v FROM t WHERE id = ?")) {
            assertNull(p.getMetaData());
            p.setInt(1, 1);
            p.setInt(2, 10);
            p.setInt(3, 20);
            p.setInt(4, 1);
            p.setInt(5, 1);
            assertEquals("22023", assertThrows(SQLException.class, () -> p.setInt(6, 1)).getSQLState());
            assertFalse(p.execute());
            assertEquals(1, p.getUpdateCount());
            assertFalse(p.getMoreResults());
            assertEquals(1, p.getUpdateCount());
            assertTrue(p.getMoreResults());
            ResultSet rs = p.getResultSet();
            assertTrue(rs.next());
            assertEquals(20, rs.getInt(1));
            assertEquals("42000", assertThrows(SQLException.class, p::addBatch).getSQLState());
            p.setInt(1, 2);
            assertEquals("23505", assertThrows(SQLException.class, () -> {
                p.setInt(1, 1); // a duplicate: the whole text rolls back
                p.execute();
            }).getSQLState());
        }
        try (Connection c = connect(db); PreparedStatement p = c.prepareStatement("BEGIN; SET application_name = 'p'; INSERT INTO t VALUES (?, ?); COMMIT")) {
            p.setInt(1, 7);
            p.setInt(2, 70);
            assertFalse(p.execute());
            assertTrue(c.getAutoCommit());
            assertEquals(70, count(c, "SELECT v FROM t WHERE id = 7"));
            c.createStatement().execute("DELETE FROM t WHERE id = 7");
        }
        try (Connection c = connect(db); PreparedStatement p = c.prepareStatement("CREATE TABLE u (a int); INSERT INTO u VALUES (?), (?)")) {
            p.setInt(1, 3);
            p.setInt(2, 4);
            assertEquals(0, p.executeUpdate(), "the table exists when its INSERT is prepared");
            assertEquals(7, count(c, "SELECT sum(a) FROM u"));
            assertEquals(1, count(c, "SELECT count(*) FROM t"));
        }
    }
}
