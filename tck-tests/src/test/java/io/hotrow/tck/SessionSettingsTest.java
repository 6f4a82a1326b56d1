package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * SET, SHOW and RESET of PostgreSQL's settings, set_config and current_setting, SET ROLE: what
 * tools and ORMs send at session start and around transactions gets PostgreSQL's answers on both
 * placements (docs/sessions.md lists each setting and what the engine does with it).
 */
class SessionSettingsTest {

    /**
     * Run in this order on one connection of each placement; every outcome (a row, ok, or an
     * SQLState) must be PostgreSQL's. Defaults a client sets (search_path on placement=postgres,
     * application_name by pgjdbc) are set first, so both start alike.
     */
    private static final String[] SCRIPT = {
            "SHOW statement_timeout", "SHOW lock_timeout", "SHOW idle_in_transaction_session_timeout", "SHOW client_encoding",
            "SHOW standard_conforming_strings", "SHOW synchronous_commit", "SHOW transaction_isolation",
            "SHOW default_transaction_isolation", "SHOW default_transaction_read_only", "SHOW transaction_read_only",
            "SHOW extra_float_digits", "SHOW DateStyle", "SHOW IntervalStyle", "SHOW server_encoding", "SHOW integer_datetimes",
            "SHOW max_identifier_length", "SHOW role", "SHOW TimeZone", "SHOW client_min_messages",
            // search_path
            "SET search_path = \"$user\", public", "SHOW search_path", "SELECT current_setting('search_path')",
            "SET search_path TO 'a', 'B', c, \"D\", 'x,y'", "SHOW search_path", "SELECT set_config('search_path', 'a,   B', false)",
            "SHOW search_path", "SET search_path = ''", "SHOW search_path", "SET SCHEMA 'public'", "SHOW search_path",
            "RESET search_path", "SET search_path TO DEFAULT",
            // TimeZone
            "SET TimeZone = 'UTC'", "SHOW TimeZone", "SET TIME ZONE 'Europe/Paris'", "SHOW TIME ZONE", "SET TIME ZONE 'europe/paris'",
            "SHOW timezone", "SET TIME ZONE -5", "SHOW TimeZone", "SET TIME ZONE 5.5", "SHOW TimeZone",
            "SET TIME ZONE INTERVAL '+02:00' HOUR TO MINUTE", "SHOW TimeZone", "SET TIME ZONE 'UTC+3'", "SHOW TimeZone",
            "SET TimeZone = 'bogus/zone'", "SET TimeZone = 'Z'", "SET \"TimeZone\" = 'UTC'", "SHOW \"timezone\"",
            // timeouts
            "SET statement_timeout = 5000", "SHOW statement_timeout", "SET statement_timeout = '1500ms'", "SHOW statement_timeout",
            "SET statement_timeout = '60s'", "SHOW statement_timeout", "SET statement_timeout = '1 h'", "SHOW statement_timeout",
            "SET statement_timeout = '5x'", "SET statement_timeout = -1", "SET statement_timeout TO '5s', '6s'",
            "RESET statement_timeout", "SHOW statement_timeout", "SET lock_timeout = '2s'", "SHOW lock_timeout", "RESET lock_timeout",
            "SET idle_in_transaction_session_timeout = 0", "SHOW idle_in_transaction_session_timeout",
            "SELECT set_config('statement_timeout', '2s', false)", "SHOW statement_timeout", "RESET statement_timeout",
            // accepted
            "SET application_name = 'flyway'", "SHOW application_name", "SET application_name = MyApp", "SHOW application_name",
            "SET application_name = a, b", "SET client_encoding = 'UTF8'", "SHOW client_encoding", "SET client_encoding = 'utf-8'",
            "SET client_encoding = unicode", "SET NAMES 'UTF8'", "SHOW client_encoding", "SET client_encoding = 'bogus'",
            "SET standard_conforming_strings = on", "SET standard_conforming_strings = yes", "SHOW standard_conforming_strings",
            "SET standard_conforming_strings = maybe", "SET synchronous_commit = off", "SHOW synchronous_commit",
            "SET synchronous_commit = local", "SHOW synchronous_commit", "SET synchronous_commit = 'REMOTE_APPLY'",
            "SHOW synchronous_commit", "SET synchronous_commit = true", "SHOW synchronous_commit", "SET synchronous_commit = 2",
            "SET extra_float_digits = 3", "SHOW extra_float_digits", "SET extra_float_digits = 4", "SET extra_float_digits = 2.4",
            "SHOW extra_float_digits", "RESET extra_float_digits", "SET DateStyle = 'ISO, MDY'", "SHOW DateStyle",
            "SET DateStyle = ISO", "SHOW DateStyle", "SET DateStyle = 'DMY'", "SHOW DateStyle", "SET DateStyle = iso, ymd",
            "SHOW DateStyle", "SET DateStyle = 'bogus'", "RESET DateStyle", "SHOW DateStyle", "SET IntervalStyle = postgres",
            "SHOW IntervalStyle", "SET client_min_messages = warning", "SHOW client_min_messages", "SET client_min_messages = 'bogus'",
            "RESET client_min_messages", "SET lc_monetary = 'C.UTF-8'", "SHOW lc_monetary", "SET lc_numeric = 'POSIX'", "SET lc_time = 'C'",
            "SHOW lc_time", "SET lc_messages = 'C.utf8'", "SET lc_monetary = 'bogus'", "RESET lc_monetary",
            // what pg_dump's scripts begin with
            "SET xmloption = content", "SET check_function_bodies = false", "SET row_security = off", "SET default_tablespace = ''",
            "SET default_table_access_method = heap", "SELECT pg_catalog.set_config('search_path', '', false)", "SHOW search_path", "RESET search_path",
            "SET work_mem = '64MB'", "SHOW work_mem", "SET enable_seqscan = off", "SHOW enable_seqscan", "RESET ALL",
            // isolation and read-only defaults
            "SET transaction_isolation = 'read committed'", "SHOW transaction_isolation",
            "SET default_transaction_isolation = 'serializable'", "SHOW default_transaction_isolation", "SHOW transaction_isolation",
            "SHOW TRANSACTION ISOLATION LEVEL", "SET default_transaction_isolation = 'bogus'",
            "SET SESSION CHARACTERISTICS AS TRANSACTION ISOLATION LEVEL READ COMMITTED", "SHOW default_transaction_isolation",
            "SET default_transaction_read_only = off", "SHOW default_transaction_read_only",
            // unknown, placeholders, fixed
            "SET nosuch = 1", "SHOW nosuch", "SELECT current_setting('nosuch')", "SELECT current_setting('nosuch', true)",
            "SET my.tenant = 'acme'", "SHOW my.tenant", "SELECT current_setting('my.tenant')", "SELECT current_setting('my.other', true)",
            "SHOW my.other", "SET server_version = '1'", "SET max_identifier_length = 10",
            // roles
            "SET ROLE ''", "SET ROLE NONE", "SHOW role", "RESET ROLE", "SHOW role", "SET SESSION AUTHORIZATION DEFAULT",
            // SET LOCAL outside a transaction: a warning, no effect
            "SET LOCAL statement_timeout = 1", "SHOW statement_timeout",
    };

    @Test
    void eachSettingStatementAnswersAsPostgresDoes() throws SQLException {
        List<String> engine = outcomes(Target.ENGINE);
        List<String> postgres = outcomes(Target.POSTGRES);
        for (int i = 0; i < SCRIPT.length; i++) {
            assertEquals(postgres.get(i), engine.get(i), SCRIPT[i]);
        }
    }

    private static List<String> outcomes(Target target) throws SQLException {
        List<String> outcomes = new ArrayList<>();
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect()); Statement s = clean.c().createStatement()) {
            s.execute("SET application_name = ''"); // pgjdbc names itself on placement=postgres
            if (target == Target.POSTGRES) {
                s.execute("RESET ROLE"); // a pooled session keeps what an earlier test (Flyway) set: a known gap of placement=postgres
            }
            for (String sql : SCRIPT) {
                outcomes.add(outcome(s, sql));
            }
        }
        return outcomes;
    }

    private static String outcome(Statement s, String sql) {
        try {
            if (s.execute(sql)) {
                try (ResultSet rs = s.getResultSet()) {
                    return rs.next() ? "row: " + rs.getString(1) : "no row";
                }
            }
            return "ok" + (s.getWarnings() != null ? ", warning " + s.getWarnings().getSQLState() : "");
        } catch (SQLException e) {
            return "error " + e.getSQLState();
        }
    }

    /**
     * PostgreSQL searches pg_catalog whatever search_path says, so its functions are found with a
     * path that leaves public out, as Flyway's lock needs in an application's own schema.
     */
    @ParameterizedTest
    @EnumSource(Target.class)
    void functionsAreFoundWithASearchPathWithoutPublic(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            String schema = db.name() + "_own";
            run(c, "CREATE SCHEMA " + schema, "SET search_path TO " + schema);
            try {
                assertEquals("t", one(c, "SELECT pg_try_advisory_lock(42)").substring(0, 1));
                assertEquals("t", one(c, "SELECT pg_advisory_unlock(42)").substring(0, 1));
                assertEquals("0cc175b9c0f1b6a831c399e269772661", one(c, "SELECT md5('a')"));
                assertEquals("b", one(c, "SELECT split_part('a,b', ',', 2)"));
                assertEquals("t", one(c, "SELECT clock_timestamp() IS NOT NULL").substring(0, 1));
            } finally {
                run(c, "RESET search_path", "DROP SCHEMA " + schema + " CASCADE");
            }
        }
    }

    /** pg_sleep waits, and statement_timeout ends it with 57014, as any statement. */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(60)
    void pgSleepWaitsAndAStatementTimeoutEndsIt(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            run(c, "SELECT pg_sleep(0.01)", "SELECT pg_sleep(0)", "SELECT pg_sleep(-1)");
            run(c, "SET statement_timeout = '200ms'");
            assertEquals("57014", assertThrows(SQLException.class, () -> run(c, "SELECT pg_sleep(30)")).getSQLState());
            run(c, "SET statement_timeout = 0");
            assertEquals("1", one(c, "SELECT 1"), "the session goes on");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void setLocalEndsWithTheTransactionAndARollbackUndoesASet(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            c.setAutoCommit(false);
            run(c, "SET LOCAL statement_timeout = '3s'");
            assertEquals("3s", show(c, "statement_timeout"));
            c.commit();
            assertEquals("0", show(c, "statement_timeout"));
            run(c, "SET lock_timeout = '4s'");
            c.rollback();
            assertEquals("0", show(c, "lock_timeout"));
            run(c, "SET lock_timeout = '5s'");
            Savepoint savepoint = c.setSavepoint();
            run(c, "SET lock_timeout = '6s'");
            c.rollback(savepoint);
            assertEquals("5s", show(c, "lock_timeout"));
            c.commit();
            assertEquals("5s", show(c, "lock_timeout"));
            assertEquals("42704", assertThrows(SQLException.class, () -> run(c, "SET nosuch = 1")).getSQLState());
            assertEquals("25P02", assertThrows(SQLException.class, () -> run(c, "SHOW lock_timeout")).getSQLState());
            c.rollback();
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void timeZoneDecidesTheTextOfTimestampsWithTimeZone(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            String cast = "SELECT CAST('2024-06-01 12:00:00' AS timestamptz)";
            run(c, "SET TIME ZONE 'Europe/Paris'");
            assertEquals("2024-06-01 12:00:00+02", one(c, cast));
            assertTrue(one(c, "SELECT CAST(now() AS timestamptz)").matches(".*\\+0[12]"), target.name());
            run(c, "SET TimeZone = 'UTC'");
            assertEquals("2024-06-01 12:00:00+00", one(c, cast));
            run(c, "SET TIME ZONE 'UTC+3'");
            assertEquals("2024-06-01 12:00:00-03", one(c, cast));
            run(c, "SET TIME ZONE INTERVAL '+05:30' HOUR TO MINUTE");
            assertEquals("2024-06-01 12:00:00+05:30", one(c, cast));
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void lockTimeoutAndStatementTimeoutBoundTheWaitForAnotherWriter(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean cleanHolder = new Clean(db.connect()); Clean cleanWaiter = new Clean(db.connect())) {
            Connection holder = cleanHolder.c();
            Connection waiter = cleanWaiter.c();
            run(holder, "CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL)", "INSERT INTO counters VALUES (1, 0)");
            holder.setAutoCommit(false);
            run(holder, "UPDATE counters SET n = n + 1 WHERE id = 1"); // holds the row (and, on the engine, the writer lane)
            run(waiter, "SET lock_timeout = '300ms'");
            SQLException lock = assertThrows(SQLException.class, () -> run(waiter, "UPDATE counters SET n = n + 1 WHERE id = 1"));
            assertEquals("55P03", lock.getSQLState(), target + ": " + lock.getMessage());
            run(waiter, "RESET lock_timeout", "SET statement_timeout = 300");
            SQLException statement = assertThrows(SQLException.class, () -> run(waiter, "UPDATE counters SET n = n + 1 WHERE id = 1"));
            assertEquals("57014", statement.getSQLState(), target + ": " + statement.getMessage());
            waiter.setAutoCommit(false);
            run(waiter, "SET LOCAL lock_timeout = '200ms'");
            assertEquals("55P03", assertThrows(SQLException.class, () -> run(waiter, "UPDATE counters SET n = n + 1 WHERE id = 1")).getSQLState());
            waiter.rollback();
            holder.commit();
            waiter.setAutoCommit(true);
            run(waiter, "RESET statement_timeout", "UPDATE counters SET n = n + 1 WHERE id = 1");
            assertEquals("2", one(waiter, "SELECT n FROM counters WHERE id = 1"));
        }
    }

    /** statement_timeout and JDBC's query timeout also stop a statement while it runs, not only while it waits. */
    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void statementTimeoutStopsALongStatement(Target target) throws SQLException {
        String longQuery = "SELECT count(*) FROM generate_series(1, 100000) a, generate_series(1, 100000) b";
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            run(c, "SET statement_timeout = 200");
            assertEquals("57014", assertThrows(SQLException.class, () -> run(c, longQuery)).getSQLState());
            run(c, "RESET statement_timeout");
            try (Statement s = c.createStatement()) {
                s.setQueryTimeout(1);
                assertEquals("57014", assertThrows(SQLException.class, () -> s.execute(longQuery)).getSQLState());
            }
            assertEquals("1", one(c, "SELECT count(*) FROM generate_series(1, 1) a"));
        }
    }

    /** Flyway's own statements: set_config with a parameter, SHOW and SELECT current_user prepared, SET ROLE back to the user. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void whatFlywaySends(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Clean clean = new Clean(db.connect())) {
            Connection c = clean.c();
            String schema = "fw_" + Target.freshDatabase();
            run(c, "CREATE SCHEMA " + schema);
            String original = prepared(c, "SHOW search_path");
            try (PreparedStatement set = c.prepareStatement("SELECT set_config('search_path', ?, false)")) {
                set.setString(1, "\"" + schema + "\"");
                set.execute();
            }
            assertEquals("\"" + schema + "\"", prepared(c, "SHOW search_path"));
            assertEquals(schema, prepared(c, "SELECT current_schema"));
            run(c, "CREATE TABLE flyway_schema_history (installed_rank int PRIMARY KEY)");
            assertEquals("1", one(c, "SELECT count(*) FROM information_schema.tables WHERE table_schema = '" + schema + "'"));
            String user = prepared(c, "SELECT CURRENT_USER");
            try (PreparedStatement role = c.prepareStatement("SET ROLE '" + user + "'")) {
                assertFalse(role.execute());
            }
            run(c, "RESET ROLE"); // the pooled PostgreSQL session would keep it for the next test (a known gap of placement=postgres)
            try (PreparedStatement restore = c.prepareStatement("SELECT set_config('search_path', ?, false)")) {
                restore.setString(1, original);
                restore.execute();
            }
            assertEquals(original, prepared(c, "SHOW search_path"));
            run(c, "DROP SCHEMA " + schema + " CASCADE");
        }
    }

    @ParameterizedTest
    @EnumSource(Target.class)
    void showAllListsNameSettingAndDescription(Target target) throws SQLException {
        try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SHOW ALL")) { // changes nothing
            assertEquals("name", rs.getMetaData().getColumnLabel(1));
            assertEquals("setting", rs.getMetaData().getColumnLabel(2));
            assertEquals("description", rs.getMetaData().getColumnLabel(3));
            boolean found = false;
            while (rs.next()) {
                found |= rs.getString(1).equals("TimeZone") && rs.getString(2) != null;
            }
            assertTrue(found);
        }
    }

    /** Values PostgreSQL accepts that would make the engine answer differently: refused with 22023, the connection stays usable. */
    @ParameterizedTest
    @ValueSource(strings = {"SET IntervalStyle = 'iso_8601'", "SET extra_float_digits = 0",
            "SET idle_in_transaction_session_timeout = '1min'", "SET bytea_output = 'escape'", "SET session_replication_role = replica"})
    void theEngineRefusesWhatItCannotHonour(String sql) throws SQLException {
        try (TargetDatabase postgres = new TargetDatabase(Target.POSTGRES); Clean c = new Clean(postgres.connect())) {
            run(c.c(), sql);
        }
        refusedByTheEngine(sql);
    }

    /** What pgjdbc itself refuses from PostgreSQL (it needs UTF8 and ISO dates): the engine refuses it up front. */
    @ParameterizedTest
    @ValueSource(strings = {"SET client_encoding = 'LATIN1'", "SET DateStyle = 'SQL, DMY'"})
    void theEngineRefusesWhatPgjdbcCannotReadEither(String sql) throws SQLException {
        refusedByTheEngine(sql);
    }

    private static void refusedByTheEngine(String sql) throws SQLException {
        try (TargetDatabase engine = new TargetDatabase(Target.ENGINE); Connection c = engine.connect()) {
            SQLException e = assertThrows(SQLException.class, () -> run(c, sql));
            assertEquals("22023", e.getSQLState(), e.getMessage());
            assertTrue(e.getMessage().contains("hotrow engine"), e.getMessage());
            assertNotNull(one(c, "SELECT 1"));
        }
    }

    /**
     * A connection that leaves its settings behind: on placement=postgres the driver pools
     * PostgreSQL's connections, and a setting would otherwise reach the next test's connection.
     */
    private record Clean(Connection c) implements AutoCloseable {
        @Override
        public void close() throws SQLException {
            try {
                if (!c.getAutoCommit()) {
                    c.rollback();
                    c.setAutoCommit(true);
                }
                run(c, "RESET ALL");
            } finally {
                c.close();
            }
        }
    }

    private static void run(Connection c, String... sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String text : sql) {
                s.execute(text);
            }
        }
    }

    private static String show(Connection c, String name) throws SQLException {
        return one(c, "SHOW " + name);
    }

    private static String one(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }

    private static String prepared(Connection c, String sql) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(sql); ResultSet rs = p.executeQuery()) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }
}
