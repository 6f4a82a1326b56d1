package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Savepoint;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

class TransactionTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void commitMakesChangesVisibleToOthers(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                s.execute("INSERT INTO t VALUES (1)");
                s.execute("INSERT INTO t VALUES (2)");
                assertEquals(0, db.queryLong("SELECT count(*) FROM t"), "uncommitted rows are invisible to others");
                c.commit();
            }
            assertEquals(2, db.queryLong("SELECT count(*) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void rollbackDiscardsChanges(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY, v int)", "INSERT INTO t VALUES (1, 10)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                s.execute("UPDATE t SET v = 99 WHERE id = 1");
                s.execute("INSERT INTO t VALUES (2, 20)");
                c.rollback();
                s.execute("INSERT INTO t VALUES (3, 30)");
                c.commit();
            }
            assertEquals(10, db.queryLong("SELECT v FROM t WHERE id = 1"));
            assertEquals(40, db.queryLong("SELECT sum(v) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void anErrorAbortsTheTransactionUntilRollback(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                s.execute("INSERT INTO t VALUES (1)");
                assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (1)"));
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (2)")).getSQLState());
                c.rollback();
                s.execute("INSERT INTO t VALUES (5)");
                c.commit();
            }
            assertEquals(5, db.queryLong("SELECT sum(id) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void rollbackToSavepointKeepsEarlierWork(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                s.execute("INSERT INTO t VALUES (1)");
                Savepoint savepoint = c.setSavepoint();
                s.execute("INSERT INTO t VALUES (2)");
                c.rollback(savepoint);
                s.execute("INSERT INTO t VALUES (4)");
                c.commit();
            }
            assertEquals(5, db.queryLong("SELECT sum(id) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void transactionTextMapsOntoTheConnection(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (1)");
                s.execute("ROLLBACK");
                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (2)");
                s.execute("COMMIT");
            }
            assertEquals(2, db.queryLong("SELECT sum(id) FROM t"));
        }
    }

    /**
     * A text COMMIT of an aborted transaction ends it, as a rollback, and the session is back in
     * autocommit: the next INSERT is committed at once, which a second connection sees, and a later
     * ROLLBACK (no transaction open: a warning) cannot take it back.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void aTextCommitOfAnAbortedTransactionRollsItBackAndEndsIt(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)", "INSERT INTO t VALUES (1)");
            try (Connection c = db.connect(); Statement s = c.createStatement(); Connection other = db.connect()) {
                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (2)");
                assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (1)")).getSQLState());
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (3)")).getSQLState());
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.execute("BEGIN")).getSQLState());
                s.execute("COMMIT"); // PostgreSQL answers ROLLBACK, without an error
                assertTrue(c.getAutoCommit(), "back in autocommit, the mode before BEGIN");
                assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (4)"));
                assertEquals(5, sum(other), "the autocommit INSERT is committed at once; the aborted transaction's row 2 is gone");
                s.execute("ROLLBACK");
                assertNoTransactionWarning(s.getWarnings());
                assertEquals(5, sum(other), "a ROLLBACK with no transaction open takes nothing back");
            }
            assertEquals(5, db.queryLong("SELECT sum(id) FROM t"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void endingNoTransactionWarnsAndBeginningTwiceWarns(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement(); Connection other = db.connect()) {
                s.execute("COMMIT");
                assertNoTransactionWarning(s.getWarnings());
                s.execute("BEGIN");
                assertNull(s.getWarnings(), "a new execution clears the warnings");
                s.execute("INSERT INTO t VALUES (7)");
                s.execute("BEGIN");
                SQLWarning warning = s.getWarnings();
                assertNotNull(warning, "BEGIN inside a transaction warns");
                assertEquals("25001", warning.getSQLState());
                assertEquals(0, sum(other), "the second BEGIN did not commit the first transaction");
                s.execute("END");
                assertEquals(7, sum(other));
            }
        }
    }

    /**
     * Ending an aborted transaction through JDBC's commit() ends it as a rollback. pgjdbc by default
     * returns silently (unless raiseExceptionOnSilentRollback is set); the engine says so with 25P02,
     * since an application that calls commit() expects its work to be kept.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void commitOfAnAbortedTransactionFailsAndEndsIt(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)", "INSERT INTO t VALUES (1)");
            try (Connection c = db.connect(); Statement s = c.createStatement(); Connection other = db.connect()) {
                c.setAutoCommit(false);
                s.execute("INSERT INTO t VALUES (2)");
                assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (1)"));
                if (target.onEngine()) {
                    assertEquals("25P02", assertThrows(SQLException.class, c::commit).getSQLState());
                } else {
                    c.commit();
                }
                s.execute("INSERT INTO t VALUES (3)");
                c.commit();
                assertEquals(4, sum(other), "the aborted transaction's row 2 is gone, the next transaction committed");
            }
        }
    }

    private static long sum(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); java.sql.ResultSet rs = s.executeQuery("SELECT coalesce(sum(id), 0) FROM t")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static void assertNoTransactionWarning(SQLWarning warning) {
        assertNotNull(warning, "ending a transaction that is not open warns");
        assertEquals("25P01", warning.getSQLState());
    }

    /** A migration in a transaction, as Flyway and Liquibase run one: all of it or nothing, schema included. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void schemaChangesRollBackAndCommitWithTheirTransaction(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)", "INSERT INTO t VALUES (1)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                c.setAutoCommit(false);
                s.execute("INSERT INTO t VALUES (2)");
                s.execute("CREATE TABLE step (v int)");
                s.execute("ALTER TABLE t ADD COLUMN note text");
                s.execute("INSERT INTO step VALUES (1)");
                assertThrows(SQLException.class, () -> s.execute("CREATE TABLE t (id int)"));
                c.rollback();
                assertEquals(1, db.queryLong("SELECT count(*) FROM t"));
                assertEquals("42703", assertThrows(SQLException.class, () -> db.queryLong("SELECT count(note) FROM t")).getSQLState());
                assertEquals("42P01", assertThrows(SQLException.class, () -> db.queryLong("SELECT count(*) FROM step")).getSQLState());

                s.execute("CREATE TABLE step (v int)");
                s.execute("INSERT INTO step VALUES (1), (2)");
                s.execute("ALTER TABLE t ADD COLUMN note text");
                s.execute("UPDATE t SET note = 'migrated'");
                c.commit();
            }
            assertEquals(2, db.queryLong("SELECT count(*) FROM step"));
            assertEquals(1, db.queryLong("SELECT count(*) FROM t WHERE note = 'migrated'"));
        }
    }

    /**
     * A query timeout bounds a statement's wait for a writer that holds what it needs (a row lock on
     * PostgreSQL, the writer lane on the engine), and the statement fails as cancelled (57014), as
     * Spring's {@code @Transactional(timeout)} expects; the connection stays usable.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    @org.junit.jupiter.api.Timeout(60)
    void aQueryTimeoutBoundsTheWaitForAnotherWriter(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY, v int)", "INSERT INTO t VALUES (1, 0)");
            try (Connection holder = db.connect(); Statement h = holder.createStatement();
                 Connection waiter = db.connect(); Statement w = waiter.createStatement()) {
                holder.setAutoCommit(false);
                h.execute("UPDATE t SET v = 1 WHERE id = 1");
                w.setQueryTimeout(1);
                long started = System.nanoTime();
                assertEquals("57014", assertThrows(SQLException.class, () -> w.execute("UPDATE t SET v = 2 WHERE id = 1")).getSQLState());
                assertTrue(System.nanoTime() - started < java.util.concurrent.TimeUnit.SECONDS.toNanos(20), "bounded by the query timeout");
                holder.commit();
                assertEquals(1, w.executeUpdate("UPDATE t SET v = 3 WHERE id = 1"), "the waiter's connection is still usable");
            }
            assertEquals(3, db.queryLong("SELECT v FROM t WHERE id = 1"));
        }
    }

    /** Savepoints sent as text, as migration scripts and psql users write them. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void savepointsAsText(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                assertEquals("25P01", assertThrows(SQLException.class, () -> s.execute("SAVEPOINT outside")).getSQLState());
                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (1)");
                s.execute("SAVEPOINT a");
                s.execute("INSERT INTO t VALUES (2)");
                s.execute("SAVEPOINT \"B b\"");
                s.execute("INSERT INTO t VALUES (4)");
                s.execute("ROLLBACK TO SAVEPOINT \"B b\"");
                s.execute("INSERT INTO t VALUES (8)");
                s.execute("SAVEPOINT c");
                assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (1)")).getSQLState());
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (16)")).getSQLState());
                s.execute("ROLLBACK TO c"); // clears the error, as in PostgreSQL
                s.execute("RELEASE SAVEPOINT a"); // and every savepoint after it
                s.execute("COMMIT");
                assertEquals(11, db.queryLong("SELECT sum(id) FROM t"));

                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (32)");
                assertEquals("3B001", assertThrows(SQLException.class, () -> s.execute("ROLLBACK TO c")).getSQLState());
                assertEquals("25P02", assertThrows(SQLException.class, () -> s.execute("SAVEPOINT d")).getSQLState(),
                        "a failed ROLLBACK TO aborts the transaction, as any error in it does");
                s.execute("COMMIT");
            }
            assertEquals(11, db.queryLong("SELECT sum(id) FROM t"));
        }
    }

    /** BEGIN's modes: READ ONLY refuses writes for that transaction only; an isolation level applies to it. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void beginWithModes(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY)", "INSERT INTO t VALUES (1)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute("START TRANSACTION READ ONLY");
                assertEquals(1, db.queryLong("SELECT count(*) FROM t"));
                assertEquals("25006", assertThrows(SQLException.class, () -> s.execute("INSERT INTO t VALUES (2)")).getSQLState());
                s.execute("ROLLBACK");
                s.execute("BEGIN ISOLATION LEVEL SERIALIZABLE, READ WRITE");
                s.execute("INSERT INTO t VALUES (2)");
                s.execute("COMMIT AND NO CHAIN");
                s.execute("BEGIN TRANSACTION ISOLATION LEVEL REPEATABLE READ NOT DEFERRABLE");
                s.execute("INSERT INTO t VALUES (3)");
                s.execute("END");
                assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (4)"), "autocommit again, writable again");
                assertEquals("42601", assertThrows(SQLException.class, () -> s.execute("BEGIN ISOLATION LEVEL SOMETIMES")).getSQLState());
            }
            assertEquals(10, db.queryLong("SELECT sum(id) FROM t"));
        }
    }
}
