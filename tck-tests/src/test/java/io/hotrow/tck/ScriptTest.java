package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Texts of several statements (SQL scripts: an application's schema.sql and data.sql, a migration)
 * run as PostgreSQL and pgjdbc run them, on both placements: every statement's result in order;
 * in autocommit one implicit transaction, so a failing statement leaves nothing of the text behind;
 * BEGIN, COMMIT and ROLLBACK in the text as PostgreSQL has them. Each expected outcome below was
 * PostgreSQL's before it was the engine's.
 */
@Timeout(120)
class ScriptTest {

    /** Every result of the last execution, in order, as text: {@code uc=N} or the rows' first column. */
    private static String results(Statement s, boolean firstIsRows) throws SQLException {
        StringBuilder out = new StringBuilder(firstIsRows ? "rows" : "count");
        for (int guard = 0; guard < 100; guard++) {
            ResultSet rows = s.getResultSet();
            int count = s.getUpdateCount();
            if (rows == null && count == -1) {
                return out.toString();
            }
            if (rows != null) {
                List<String> values = new ArrayList<>();
                while (rows.next()) {
                    values.add(rows.getString(1));
                }
                out.append(" [").append(String.join(",", values)).append(']');
            } else {
                out.append(" uc=").append(count);
            }
            s.getMoreResults();
        }
        throw new AssertionError("the results do not end");
    }

    private static String run(Statement s, String sql) throws SQLException {
        return results(s, s.execute(sql));
    }

    private static String sqlState(Statement s, String sql) {
        return assertThrows(SQLException.class, () -> s.execute(sql), sql).getSQLState();
    }

    private static String ids(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rows = s.executeQuery("SELECT coalesce(string_agg(id::text, ',' ORDER BY id), '') FROM t")) {
            rows.next();
            return rows.getString(1);
        }
    }

    private static TargetDatabase withTableT(Target target) throws SQLException {
        TargetDatabase db = new TargetDatabase(target);
        db.execute("CREATE TABLE t (id int PRIMARY KEY, v int)");
        return db;
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void aStatementFailingInTheMiddleOfAnAutocommitTextLeavesNothingBehind(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (1, 1); UPDATE t SET v = 2; INSERT INTO t VALUES (1, 3); INSERT INTO t VALUES (4, 4)"));
            assertEquals("", ids(c));
            assertEquals("22012", sqlState(s, "INSERT INTO t VALUES (1, 1); SELECT 1 / 0"));
            assertEquals("", ids(c));
            assertTrue(c.getAutoCommit());
            assertEquals("count uc=1 uc=1", run(s, "INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)"), "the connection goes on");
            assertEquals("1,2", ids(c));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void eachStatementsResultIsWalkedInOrder(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals("count uc=2 uc=1 [1,2] [x] uc=1",
                    run(s, "INSERT INTO t VALUES (1, 10), (2, 20); UPDATE t SET v = 11 WHERE id = 1; SELECT id FROM t ORDER BY id;"
                            + " SELECT 'x'; DELETE FROM t WHERE id = 2;"));
            assertEquals("rows [1] [2]", run(s, "SELECT 1; SELECT 2"));
            assertEquals("count uc=1 uc=1", run(s, ";; INSERT INTO t VALUES (3, 3) ;;; -- a comment; not a statement\n"
                    + "/* nor; this */ INSERT INTO t VALUES (4, 4);"), "empty statements, comments and trailing semicolons are no results");
            assertEquals("rows [;] [a;b]", run(s, "SELECT ';' ; SELECT 'a;b' AS \"x;y\""));
            assertEquals("count uc=0", run(s, ";;"), "a text of no statement is PostgreSQL's empty query");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void executeUpdateAndExecuteQueryRunEverythingThenAnswerAsPgjdbc(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2), (3, 3)"), "the first statement's count");
            assertFalse(s.getMoreResults());
            assertEquals(2, s.getUpdateCount());
            assertEquals("0100E", assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO t VALUES (4, 4); SELECT 1")).getSQLState());
            assertEquals("0100E", assertThrows(SQLException.class, () -> s.executeQuery("SELECT 1; INSERT INTO t VALUES (5, 5)")).getSQLState());
            assertEquals("02000", assertThrows(SQLException.class, () -> s.executeQuery("INSERT INTO t VALUES (6, 6); SELECT 1")).getSQLState());
            assertEquals("1,2,3,4,5,6", ids(c), "every text ran and committed before its answer failed");
        }
    }

    /** A Spring Boot application's schema.sql and data.sql, each sent as one text. */
    private static final String SCHEMA = """
            -- schema.sql
            CREATE TABLE IF NOT EXISTS vets (
              id         serial PRIMARY KEY,
              first_name text,
              last_name  text   -- indexed below; a comment with a ; in it
            );
            CREATE INDEX IF NOT EXISTS vets_last_name ON vets (last_name);

            CREATE TABLE IF NOT EXISTS specialties (
              id   serial PRIMARY KEY,
              name text
            );
            CREATE TABLE IF NOT EXISTS vet_specialties (
              vet_id       int NOT NULL REFERENCES vets (id),
              specialty_id int NOT NULL REFERENCES specialties (id),
              UNIQUE (vet_id, specialty_id)
            );
            """;

    private static final String DATA = """
            INSERT INTO vets (first_name, last_name) VALUES ('James', 'Carter'), ('Helen', 'Leary');
            INSERT INTO specialties (name) VALUES ('radiology');
            INSERT INTO specialties (name) VALUES ('surgery; dentistry');
            INSERT INTO vet_specialties VALUES (2, 1);
            """;

    @ParameterizedTest
    @EnumSource(Target.class)
    void aSchemaScriptAndADataScriptRunAndAFailingOneIsUndoneWhole(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals("23503", sqlState(s, SCHEMA + DATA + "INSERT INTO vet_specialties VALUES (9, 9);"));
            assertEquals("42P01", sqlState(s, "SELECT count(*) FROM vets"), "the failed text's tables are gone with it");
            assertEquals("count uc=0 uc=0 uc=0 uc=0", run(s, SCHEMA));
            assertEquals("count uc=2 uc=1 uc=1 uc=1", run(s, DATA));
            assertEquals("rows [Leary:radiology,Carter:]", run(s, """
                    SELECT string_agg(v.last_name || ':' || coalesce(sp.name, ''), ',' ORDER BY v.id DESC)
                    FROM vets v LEFT JOIN vet_specialties vs ON vs.vet_id = v.id LEFT JOIN specialties sp ON sp.id = vs.specialty_id"""));
            assertEquals("count uc=0 uc=0 uc=0 uc=0", run(s, SCHEMA), "IF NOT EXISTS: a second run changes nothing");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void beginCommitAndRollbackInTheTextActAsInPostgres(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals("count uc=0 uc=1 uc=1 uc=0", run(s, "BEGIN; INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2); COMMIT;"));
            assertEquals("1,2", ids(c));
            run(s, "INSERT INTO t VALUES (3, 3); BEGIN; INSERT INTO t VALUES (4, 4); ROLLBACK");
            assertEquals("1,2", ids(c), "a BEGIN turns the implicit transaction into one the ROLLBACK undoes whole");
            run(s, "INSERT INTO t VALUES (3, 3); ROLLBACK; INSERT INTO t VALUES (5, 5)");
            SQLWarning warning = s.getWarnings();
            assertEquals("25P01", warning == null ? null : warning.getSQLState(), "there is no transaction in progress");
            assertEquals("1,2,5", ids(c));
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (6, 6); COMMIT; INSERT INTO t VALUES (7, 7); INSERT INTO t VALUES (7, 7)"));
            assertEquals("1,2,5,6", ids(c), "the COMMIT kept 6; what came after it was one transaction again");
            assertEquals("25P01", sqlState(s, "INSERT INTO t VALUES (8, 8); SAVEPOINT a"), "no savepoint outside a transaction block");
            assertEquals("1,2,5,6", ids(c));

            assertEquals("23505", sqlState(s, "BEGIN; INSERT INTO t VALUES (8, 8); INSERT INTO t VALUES (8, 8); COMMIT"));
            assertEquals("25P02", sqlState(s, "SELECT 1"), "the COMMIT never ran: the transaction is open and aborted");
            s.execute("ROLLBACK");
            assertEquals("1,2,5,6", ids(c));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void insideATransactionTheTextRunsInItAndAnErrorAbortsIt(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            run(s, "INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)");
            assertEquals("23505", sqlState(s, "INSERT INTO t VALUES (3, 3); INSERT INTO t VALUES (1, 1)"));
            assertEquals("25P02", sqlState(s, "SELECT 1"));
            c.rollback();
            run(s, "INSERT INTO t VALUES (5, 5); CREATE TABLE u (a int); INSERT INTO u VALUES (1)");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("5", ids(c));
            assertEquals("rows [1]", run(s, "SELECT count(*) FROM u"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void aSettingOfAFailedTextIsUndoneWithIt(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("SET application_name = 'before'");
            assertEquals("23505", sqlState(s, "SET application_name = 'failed'; INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (1, 1)"));
            assertEquals("rows [before]", run(s, "SHOW application_name"));
            assertEquals("count uc=0 uc=1 [kept]", run(s, "SET application_name = 'kept'; INSERT INTO t VALUES (2, 2); SHOW application_name"));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void aPreparedTextNumbersItsParametersAcrossItsStatements(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect()) {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO t VALUES (?, ?); UPDATE t SET v = ? WHERE id = ?; SELECT v FROM t WHERE id = ?")) {
                p.setInt(1, 1);
                p.setInt(2, 10);
                p.setInt(3, 20);
                p.setInt(4, 1);
                p.setInt(5, 1);
                assertEquals("count uc=1 uc=1 [20]", results(p, p.execute()));
                p.setInt(1, 2);
                p.setInt(4, 2);
                p.setInt(5, 2);
                assertEquals("count uc=1 uc=1 [20]", results(p, p.execute()), "executed again with new values");
            }
            try (PreparedStatement p = c.prepareStatement("CREATE TABLE u (a int); INSERT INTO u VALUES (?), (?)")) {
                p.setInt(1, 3);
                p.setInt(2, 4);
                assertEquals(0, p.executeUpdate(), "the table exists by the time its INSERT runs");
            }
            try (Statement s = c.createStatement()) {
                assertEquals("rows [7]", run(s, "SELECT sum(a) FROM u"));
            }
            assertEquals("1,2", ids(c));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void aBatchEntryOfSeveralStatementsIsRefused(Target target) throws SQLException {
        try (TargetDatabase db = withTableT(target); Connection c = db.connect(); Statement s = c.createStatement()) {
            SQLException e = assertThrows(SQLException.class, () -> {
                s.addBatch("INSERT INTO t VALUES (1, 1); INSERT INTO t VALUES (2, 2)");
                s.executeBatch();
            });
            // pgjdbc says 0A000, and the driver's pool discards the connection for it; the engine says 42000 (docs/errors.md),
            // and so does a connection that follows the owner, though pgjdbc refused it there
            assertEquals(target.onEngine() ? "42000" : "0A000", e.getSQLState());
            assertEquals(0, db.queryLong("SELECT count(*) FROM t"));
        }
    }
}
