package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.LexingStop;
import java.sql.BatchUpdateException;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/** The sandbox's text rules, which read SQL as H2's tokenizer does, whether our parser can read it or not. */
class SandboxTest {

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT FILE_READ('/etc/hostname', NULL)",
            "select file_write('x', '/tmp/x')",
            "CALL CSVWRITE('/tmp/out.csv', 'SELECT 1')",
            "SELECT * FROM CSVREAD('/tmp/in.csv')",
            "SELECT * FROM LINK_SCHEMA('x', '', 'jdbc:h2:mem:y', '', '', 'PUBLIC')",
            "SELECT CANCEL_SESSION(1)",
            "SELECT \"file_read\"('/etc/hostname')",
            "EXECUTE IMMEDIATE 'DROP SCHEMA ' || 'hotrow'",
            "SCRIPT TO '/tmp/dump.sql'",
            "SCRIPT",
            "RUNSCRIPT FROM '/tmp/dump.sql'",
            "BACKUP TO '/tmp/backup.zip'",
            "SHUTDOWN IMMEDIATELY",
            "CHECKPOINT SYNC",
            "CREATE LINKED TABLE lt('org.h2.Driver', 'jdbc:h2:mem:y', '', '', 't')",
            "CREATE FORCE GLOBAL TEMPORARY LINKED TABLE lt('org.h2.Driver', 'jdbc:h2:mem:y', '', '', 't')",
            "CREATE ALIAS env FOR 'java.lang.System.getenv'",
            "CREATE FORCE ALIAS IF NOT EXISTS f AS $$ String f() { return \"x\"; } $$",
            "DROP ALIAS clock_timestamp",
            "CREATE AGGREGATE agg FOR 'com.example.Agg'",
            "CREATE TRIGGER tr AFTER INSERT ON t FOR EACH ROW CALL 'com.example.Trigger'",
            "DROP TRIGGER public.hotrow_capture_1",
            "CREATE TABLE j (o JAVA_OBJECT)",
            "CREATE USER u PASSWORD 'x'",
            "ALTER USER hotrow_application SET PASSWORD 'x'",
            "DROP ROLE r",
            "SET MODE MySQL",
            "SET EXCLUSIVE 1",
            "SET DATABASE_EVENT_LISTENER 'com.example.Listener'",
            "SET CACHE_SIZE 10",
            "SET TRACE_LEVEL_FILE 3",
            "SET AUTOCOMMIT TRUE",
            "SET THROTTLE 100",
            "SET LAZY_QUERY_EXECUTION 1",
            "SET NON_KEYWORDS VALUE",
            "SET REFERENTIAL_INTEGRITY FALSE",
            "SET PASSWORD 'x'",
            "set \"EXCLUSIVE\" 1",
            "SET SCHEMA hotrow",
            "SET search_path TO 'hotrow', public",
            "USE information_schema",
            "SET SCHEMA pg_catalog",
            "DROP SCHEMA hotrow CASCADE",
            "DROP SCHEMA IF EXISTS \"hotrow\"",
            "ALTER SCHEMA hotrow RENAME TO gone",
            "DROP VIEW hotrow.hot_rows",
            "DROP VIEW \"hotrow\" . \"hot_rows\"",
            "DROP VIEW `hotrow`.hot_rows",
            "DROP VIEW U&\"\\0068otrow\".hot_rows",
            "DROP VIEW U&\"!0068otrow\" UESCAPE '!' .hot_rows",
            "CREATE OR REPLACE VIEW hotrow.hot_rows AS SELECT 1",
            "CREATE TABLE hotrow.mine AS SELECT 1",
            "CREATE TABLE information_schema.mine (a int)",
            "CREATE SEQUENCE pg_catalog.s AS bigint",
            "COMMENT ON VIEW hotrow.hot_rows IS 'mine'",
            "GRANT SELECT ON hotrow.hot_rows TO PUBLIC",
            "DROP DOMAIN hotrow.serial",
            "ALTER DOMAIN \"hotrow\".\"serial\" ADD CHECK (VALUE > 0)",
            "CREATE TABLE hotrow.serial (a int)",
            "CREATE TABLE t (id \"hotrow\".\"serial\" PRIMARY KEY)",
            "SELECT 1; DROP SCHEMA hotrow CASCADE",
            "/* a /* nested */ comment */ DROP SCHEMA hotrow",
            "(SELECT FILE_READ('/etc/hostname'))"})
    void refuses(String sql) {
        assertNotNull(Sandbox.refusal(sql), sql);
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "EXECUTE prepared_statement(1)", // PostgreSQL's EXECUTE of a PREPAREd statement: the session runs it, checked as any other
            "SELECT 'FILE_READ(''/etc/hostname'')', \"file_read\", file_read FROM t",
            "SELECT 1 -- DROP SCHEMA hotrow CASCADE",
            "SELECT 1 // SET MODE MySQL",
            "SELECT 1 /* CALL CSVWRITE('x', 'y') /* nested */ still a comment; DROP SCHEMA hotrow */",
            "SELECT $$ DROP SCHEMA hotrow; CREATE ALIAS x FOR 'y' $$",
            "SELECT * FROM hotrow.hot_rows",
            "SELECT hotrow.inet('10.0.0.1')",
            "CREATE VIEW mine AS SELECT * FROM hotrow.hot_rows",
            "CREATE TABLE copy AS SELECT table_name FROM information_schema.tables",
            "CREATE TABLE role (id int PRIMARY KEY, trigger text, alias text, hotrow int)",
            "CREATE TABLE t (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, v int)",
            "CREATE SCHEMA hotrow_reports",
            "CREATE SCHEMA s",
            "DROP SCHEMA s CASCADE",
            "CREATE UNIQUE INDEX ON t (v)",
            "ALTER TABLE t ADD COLUMN w int",
            // a serial column as the dialect shim writes it: the engine's domain as its type
            "CREATE TABLE t (id \"hotrow\".\"serial\" GENERATED BY DEFAULT AS IDENTITY PRIMARY KEY, b hotrow.bigserial GENERATED BY DEFAULT AS IDENTITY)",
            "ALTER TABLE t ADD COLUMN s \"hotrow\".\"smallserial\" GENERATED BY DEFAULT AS IDENTITY",
            "DROP TABLE hotrow",
            "COMMENT ON TABLE t IS 'hotrow.hot_rows'",
            "INSERT INTO t (v) VALUES (1)",
            "UPDATE t SET v = v + 1 WHERE id = 1",
            "SET search_path TO public",
            "SET search_path TO pg_catalog, public",
            "SET SCHEMA public",
            "SET TIME ZONE 'UTC'",
            "SET statement_timeout = 1000",
            "SET LOCK_TIMEOUT 1000",
            "SET QUERY_TIMEOUT 0",
            "SET @x = 1",
            "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL SERIALIZABLE",
            "",
            "   ;  ; "})
    void letsH2Decide(String sql) {
        assertNull(Sandbox.refusal(sql), sql);
    }

    @Test
    void namesWhatIsRefusedAndWhy() {
        assertEquals("FILE_READ: it reads or writes files on the host", Sandbox.refusal("SELECT FILE_READ('/etc/hostname', NULL)"));
        assertTrue(Sandbox.refusal("CREATE TRIGGER tr AFTER INSERT ON t FOR EACH ROW CALL 'x'").startsWith("CREATE TRIGGER: "));
        assertTrue(Sandbox.refusal("SET MODE MySQL").startsWith("SET MODE: "));
        assertTrue(Sandbox.refusal("DROP SCHEMA hotrow CASCADE").contains("belong to the engine"));
        assertNull(Sandbox.refusal(null));
    }

    @Test
    void h2sMissingRightsBecomeInsufficientPrivilege() {
        SQLException admin = new SQLException("Admin rights are required for this operation; SQL statement:\nSET MODE MySQL [90040-240]", "90040", 90040);
        SQLException mapped = Sandbox.insufficientPrivilege(admin);
        assertEquals("42501", mapped.getSQLState());
        assertTrue(mapped.getMessage().startsWith("permission denied: "), mapped.getMessage());
        assertEquals(admin, mapped.getCause());

        SQLException object = new SQLException("Not enough rights for object \"hotrow\"; SQL statement:\nDROP SCHEMA hotrow [90096-240]", "90096", 90096);
        assertTrue(Sandbox.insufficientPrivilege(object).getMessage().startsWith("permission denied: Not enough rights for object \"hotrow\"; "));

        BatchUpdateException batch = new BatchUpdateException("Admin rights are required", "90040", 90040, new long[] {1}, null);
        assertTrue(SqlStates.translate(batch) instanceof BatchUpdateException mappedBatch
                && "42501".equals(mappedBatch.getSQLState()) && Arrays.equals(new long[] {Statement.EXECUTE_FAILED}, mappedBatch.getLargeUpdateCounts()));

        assertNull(Sandbox.insufficientPrivilege(new SQLException("syntax error", "42000", 42000)));
        assertNull(Sandbox.insufficientPrivilege(new SQLException("not H2's", "XX000", 90040)), "the code alone is not H2's refusal");
    }

    /**
     * The sandbox reads a text before its parse, word by word; a text of megabytes stops there when its analysis is stopped
     * (a cancel, a close, the statement's timeout), within a few thousand characters of the stop, as the lexer passes do.
     */
    @Test
    void aLongTextsScanStopsWithItsAnalysis() {
        String text = "SELECT " + "abc, ".repeat(100_000) + "'" + "x".repeat(100_000) + "'";
        AtomicInteger looks = new AtomicInteger();
        try (LexingStop.Scope ignored = LexingStop.during(() -> looks.incrementAndGet() == 3 ? "canceling statement due to user request" : null)) {
            assertEquals("canceling statement due to user request", assertThrows(LexingStop.Stopped.class, () -> Sandbox.refusal(text)).getMessage());
        }
        assertEquals(3, looks.get(), "it looked as it read, and stopped at the first stop it saw");
        assertNull(Sandbox.refusal(text), "outside an analysis nothing stops it");
    }
}
