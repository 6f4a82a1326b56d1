package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertAll;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * A connection that follows its database's owner ({@link Target#ENGINE_OWNED_ELSEWHERE}) fails with
 * the SQLState an embedded connection fails with, for what the engine refuses or rejects: the
 * owner's engine says it either way, and what pgjdbc itself refuses is said in the engine's words.
 */
class OwnerPathSqlStatesTest {

    @FunctionalInterface
    interface Failing {
        void run(Connection c) throws SQLException;
    }

    @FunctionalInterface
    interface Work {
        void run() throws SQLException;
    }

    private static final Map<String, Failing> FAILING = new LinkedHashMap<>();

    static {
        FAILING.put("syntax error", c -> run(c, "SELEC 1"));
        FAILING.put("unknown table", c -> run(c, "SELECT * FROM nope"));
        FAILING.put("unknown column", c -> run(c, "SELECT nope FROM t"));
        FAILING.put("unknown function", c -> run(c, "SELECT nope_fn(1)"));
        FAILING.put("duplicate table", c -> run(c, "CREATE TABLE t (id int)"));
        FAILING.put("duplicate key", c -> run(c, "INSERT INTO t VALUES (1, 'a', 1)"));
        FAILING.put("null in a NOT NULL column", c -> run(c, "INSERT INTO t VALUES (5, NULL, 1)"));
        FAILING.put("check constraint", c -> run(c, "INSERT INTO t VALUES (5, 'x', -1)"));
        FAILING.put("foreign key", c -> run(c, "INSERT INTO child VALUES (1, 99)"));
        FAILING.put("value too long", c -> run(c, "INSERT INTO t VALUES (6, 'longer than ten', 1)"));
        FAILING.put("division by zero", c -> run(c, "SELECT 1 / 0"));
        FAILING.put("integer out of range", c -> run(c, "SELECT 2147483647::int + 1"));
        FAILING.put("invalid integer text", c -> run(c, "SELECT CAST('abc' AS int)"));
        FAILING.put("invalid integer parameter", c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT CAST(? AS int)")) {
                p.setString(1, "abc");
                p.executeQuery();
            }
        });
        FAILING.put("refused statement", c -> run(c, "DO $$BEGIN PERFORM 1; END$$"));
        FAILING.put("sandbox", c -> run(c, "SELECT FILE_READ('/etc/passwd')"));
        FAILING.put("COPY through JDBC", c -> run(c, "COPY t FROM STDIN"));
        FAILING.put("several statements in one batch entry", c -> {
            try (Statement s = c.createStatement()) {
                s.addBatch("SELECT 1; SELECT 2");
                s.executeBatch();
            }
        });
        FAILING.put("invalid setting value", c -> run(c, "SET statement_timeout = 'abc'"));
        FAILING.put("unknown setting", c -> run(c, "SET nope_setting = 1"));
        FAILING.put("savepoint outside a transaction", c -> run(c, "SAVEPOINT a"));
        FAILING.put("unknown savepoint", c -> inTransaction(c, () -> {
            run(c, "SAVEPOINT a");
            run(c, "RELEASE SAVEPOINT b");
        }));
        FAILING.put("statement in an aborted transaction", c -> inTransaction(c, () -> {
            abort(c);
            run(c, "SELECT 1");
        }));
        FAILING.put("commit of an aborted transaction", c -> inTransaction(c, () -> {
            abort(c);
            c.commit();
        }));
        FAILING.put("write in a read-only transaction", c -> inTransaction(c, () -> {
            run(c, "SET TRANSACTION READ ONLY");
            run(c, "INSERT INTO t VALUES (9, 'z', 1)");
        }));
        FAILING.put("lock timeout waiting for the writer lane", c -> {
            try (Connection holder = DriverManager.getConnection(c.getMetaData().getURL())) {
                holder.setAutoCommit(false);
                run(holder, "UPDATE t SET v = 2 WHERE id = 1");
                try {
                    run(c, "SET lock_timeout = '100ms'");
                    run(c, "UPDATE t SET v = 3 WHERE id = 1");
                } finally {
                    holder.rollback();
                }
            }
        });
    }

    @Test
    void everyFailureHasTheEmbeddedConnectionsSqlState() throws SQLException {
        Map<String, String> embedded = states(Target.ENGINE);
        Map<String, String> followed = states(Target.ENGINE_OWNED_ELSEWHERE);
        List<Executable> checks = new ArrayList<>();
        for (String failing : FAILING.keySet()) {
            checks.add(() -> assertNotNull(embedded.get(failing), failing + " fails embedded"));
            checks.add(() -> assertEquals(embedded.get(failing), followed.get(failing), failing));
        }
        assertAll(checks);
    }

    /** Each failure's SQLState on {@code target} (null if it did not fail), each on a connection of its own. */
    private static Map<String, String> states(Target target) throws SQLException {
        Map<String, String> states = new LinkedHashMap<>();
        try (TargetDatabase db = new TargetDatabase(target)) {
            db.execute("CREATE TABLE t (id int PRIMARY KEY, name varchar(10) NOT NULL, v int CHECK (v >= 0))", "INSERT INTO t VALUES (1, 'a', 1)",
                    "CREATE TABLE child (id int PRIMARY KEY, t_id int REFERENCES t (id))");
            for (Map.Entry<String, Failing> failing : FAILING.entrySet()) {
                try (Connection c = db.connect()) {
                    failing.getValue().run(c);
                    states.put(failing.getKey(), null);
                } catch (SQLException e) {
                    states.put(failing.getKey(), e.getSQLState());
                }
            }
        }
        return states;
    }

    private static void run(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private static void abort(Connection c) {
        try {
            run(c, "SELECT 1 / 0");
        } catch (SQLException expected) {
            // the transaction is aborted now
        }
    }

    private static void inTransaction(Connection c, Work work) throws SQLException {
        c.setAutoCommit(false);
        try {
            work.run();
        } finally {
            c.rollback();
        }
    }
}
