package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.Connection;
import java.sql.SQLException;
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
}
