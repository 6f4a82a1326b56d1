package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** The session's PostgreSQL settings on the engine: what SET changes, how long it lasts, and what the engine does with it. */
class SessionSettingsTest {

    private final MemoryObjectStore store = new MemoryObjectStore("settings-test");
    private final Database db;

    SessionSettingsTest() throws SQLException {
        db = open("settings", store);
    }

    @AfterEach
    void shutDown() {
        db.shutdown();
    }

    private static String one(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next(), sql);
            return rs.getString(1);
        }
    }

    private static void run(Connection c, String... sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            for (String text : sql) {
                s.execute(text);
            }
        }
    }

    private static SQLException failure(Connection c, String sql) {
        return assertThrows(SQLException.class, () -> run(c, sql), sql);
    }

    @Test
    void aSetInsideATransactionIsUndoneByItsRollbackAndKeptByItsCommit() throws SQLException {
        try (Connection c = connect(db)) {
            c.setAutoCommit(false);
            run(c, "SET statement_timeout = '4s'");
            assertEquals("4s", one(c, "SHOW statement_timeout"));
            c.rollback();
            assertEquals("0", one(c, "SHOW statement_timeout"));
            run(c, "SET statement_timeout = '5s'");
            c.commit();
            assertEquals("5s", one(c, "SHOW statement_timeout"));
        }
    }

    @Test
    void setLocalLastsToTheEndOfTheTransaction() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "SET application_name = 'outer'");
            c.setAutoCommit(false);
            run(c, "SET LOCAL application_name = 'inner'");
            assertEquals("inner", one(c, "SELECT current_setting('application_name')"));
            c.commit();
            assertEquals("outer", one(c, "SHOW application_name"));
            // As PostgreSQL: a SET after a SET LOCAL outlasts the transaction; a SET LOCAL after a SET does not.
            run(c, "SET LOCAL application_name = 'a'", "SET application_name = 'b'");
            c.commit();
            assertEquals("b", one(c, "SHOW application_name"));
            run(c, "SET application_name = 'c'", "SET LOCAL application_name = 'd'");
            c.commit();
            assertEquals("c", one(c, "SHOW application_name"));
        }
    }

    @Test
    void setLocalOutsideATransactionWarnsAndChangesNothing() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET LOCAL statement_timeout = '1s'");
            assertEquals("25P01", s.getWarnings().getSQLState());
            assertEquals("0", one(c, "SHOW statement_timeout"));
        }
    }

    @Test
    void rollingBackToASavepointUndoesTheSetsSinceIt() throws SQLException {
        try (Connection c = connect(db)) {
            c.setAutoCommit(false);
            run(c, "SET search_path = public");
            Savepoint savepoint = c.setSavepoint();
            run(c, "SET search_path = pg_catalog", "SET LOCAL lock_timeout = '1s'");
            c.rollback(savepoint);
            assertEquals("public", one(c, "SHOW search_path"));
            assertEquals("0", one(c, "SHOW lock_timeout"));
            c.commit();
            assertEquals("public", one(c, "SHOW search_path"));
        }
    }

    @Test
    void anErrorInASetAbortsTheTransactionAsAnyOther() throws SQLException {
        try (Connection c = connect(db)) {
            c.setAutoCommit(false);
            assertEquals("42704", failure(c, "SET no_such_setting = 1").getSQLState());
            assertEquals("25P02", failure(c, "SHOW statement_timeout").getSQLState());
            c.rollback();
            assertEquals("0", one(c, "SHOW statement_timeout"));
        }
    }

    @Test
    @Timeout(value = 30, unit = TimeUnit.SECONDS)
    void lockTimeoutAndStatementTimeoutBoundTheWaitForAnotherWriter() throws SQLException {
        try (Connection holder = connect(db); Connection waiter = connect(db)) {
            run(holder, "CREATE TABLE t (id int PRIMARY KEY)");
            holder.setAutoCommit(false);
            run(holder, "INSERT INTO t VALUES (1)"); // holds the key to its commit: another insert of it waits
            run(waiter, "SET lock_timeout = '200ms'");
            SQLException lock = failure(waiter, "INSERT INTO t VALUES (1)");
            assertEquals("55P03", lock.getSQLState(), lock.getMessage());
            run(waiter, "RESET lock_timeout", "SET statement_timeout = 200");
            SQLException statement = failure(waiter, "INSERT INTO t VALUES (1)");
            assertEquals("57014", statement.getSQLState(), statement.getMessage());
            waiter.setAutoCommit(false);
            run(waiter, "SET LOCAL lock_timeout = 100");
            assertEquals("55P03", failure(waiter, "INSERT INTO t VALUES (1)").getSQLState(), "the shorter one names the failure");
            waiter.rollback();
            holder.commit();
            run(waiter, "INSERT INTO t VALUES (5)");
        }
    }

    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void statementTimeoutBoundsH2sRunOfTheStatement() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "SET statement_timeout = 100");
            SQLException e = failure(c, "SELECT count(*) FROM system_range(1, 100000) a, system_range(1, 100000) b");
            assertEquals("57014", e.getSQLState(), e.getMessage());
            run(c, "RESET statement_timeout");
            assertEquals("1", one(c, "SELECT count(*) FROM system_range(1, 1)"));
        }
    }

    @Test
    void aQueryTimeoutStaysWithItsStatement() throws SQLException {
        try (Connection c = connect(db); Statement timed = c.createStatement(); Statement other = c.createStatement()) {
            timed.setQueryTimeout(1);
            assertEquals(1, timed.getQueryTimeout());
            assertEquals(0, other.getQueryTimeout());
            assertThrows(SQLException.class, () -> timed.setQueryTimeout(-1));
        }
    }

    @Test
    void timeZoneIsHowTimestampsWithTimeZoneAreReadAndShown() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "SET TIME ZONE 'europe/paris'");
            assertEquals("Europe/Paris", one(c, "SHOW TimeZone"));
            assertEquals("2024-06-01 12:00:00+02", one(c, "SELECT CAST(TIMESTAMP '2024-06-01 12:00:00' AS TIMESTAMP WITH TIME ZONE)"));
            assertTrue(one(c, "SELECT CAST(now() AS TIMESTAMP WITH TIME ZONE)").matches(".*\\+0[12]"));
            run(c, "SET TIME ZONE 'UTC+3'"); // POSIX: three hours west
            assertEquals("2024-06-01 12:00:00-03", one(c, "SELECT CAST(TIMESTAMP '2024-06-01 12:00:00' AS TIMESTAMP WITH TIME ZONE)"));
            run(c, "SET TIME ZONE INTERVAL '+05:30' HOUR TO MINUTE");
            assertEquals("<+05:30>-05:30", one(c, "SELECT current_setting('TimeZone')"));
            assertEquals("2024-06-01 12:00:00+05:30", one(c, "SELECT CAST(TIMESTAMP '2024-06-01 12:00:00' AS TIMESTAMP WITH TIME ZONE)"));
            run(c, "RESET TIME ZONE");
            assertEquals(java.util.TimeZone.getDefault().getID(), one(c, "SHOW TIME ZONE"));
        }
    }

    @Test
    void searchPathDecidesWhereNamesAreCreatedAndFound() throws SQLException {
        try (Connection c = connect(db)) {
            assertEquals("\"$user\", public", one(c, "SHOW search_path"));
            run(c, "CREATE TABLE t (v text)", "INSERT INTO t VALUES ('public')", "CREATE SCHEMA app");
            run(c, "SET search_path TO app, public");
            assertEquals("app", one(c, "SELECT current_schema()"));
            assertEquals("app", c.getSchema());
            assertEquals("public", one(c, "SELECT v FROM t"), "found further along the path");
            run(c, "CREATE TABLE t (v text)", "INSERT INTO t VALUES ('app')");
            assertEquals("app", one(c, "SELECT v FROM t"));
            run(c, "SET search_path = app");
            assertEquals("42P01", failure(c, "SELECT * FROM public_only").getSQLState());
            run(c, "CREATE TABLE public.public_only (a int)");
            assertEquals("42P01", failure(c, "SELECT * FROM public_only").getSQLState(), "public is not on the path");
            assertEquals("0", one(c, "SELECT count(*) FROM pg_catalog.pg_class WHERE 1 = 0"));
        }
    }

    @Test
    void aSchemaOnThePathIsUsedOnceItIsCreated() throws SQLException {
        try (Connection c = connect(db); Connection other = connect(db)) {
            run(c, "SET search_path = later, public");
            assertEquals("public", one(c, "SELECT current_schema()"));
            run(other, "CREATE SCHEMA later");
            run(c, "CREATE TABLE x (a int)");
            assertEquals("later", one(c, "SELECT table_schema FROM information_schema.tables WHERE table_name = 'x'"));
        }
    }

    @Test
    void theUsersOwnSchemaComesFirstWhenItExists() throws SQLException {
        try (Connection c = connect(db)) {
            String user = one(c, "SELECT current_user");
            run(c, "CREATE SCHEMA " + user, "SET search_path = \"$user\", public");
            assertEquals(user, one(c, "SELECT current_schema()"));
        }
    }

    @Test
    void theEnginesSchemasNeverBecomeWhereObjectsAreCreated() throws SQLException {
        try (Connection c = connect(db)) {
            c.setSchema("hotrow");
            assertEquals("public", c.getSchema());
            run(c, "CREATE TABLE mine (a int)");
            assertEquals("public", one(c, "SELECT table_schema FROM information_schema.tables WHERE table_name = 'mine'"));
            run(c, "SELECT set_config('search_path', 'pg_catalog', false)");
            assertEquals("pg_catalog", one(c, "SHOW search_path"));
            run(c, "CREATE TABLE mine2 (a int)");
            assertEquals("public", one(c, "SELECT table_schema FROM information_schema.tables WHERE table_name = 'mine2'"));
        }
        assertTrue(db.isUsable());
    }

    @Test
    void schemaChangesUnderAnotherSearchPathReplayInTheirSchema() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "CREATE SCHEMA app", "SET search_path = app", "CREATE TABLE x (id int PRIMARY KEY)", "INSERT INTO x VALUES (7)");
        }
        db.shutdown();
        Database again = open("settings", store);
        try (Connection c = connect(again)) {
            assertEquals("7", one(c, "SELECT id FROM app.x"));
        } finally {
            again.shutdown();
        }
    }

    @Test
    void setConfigAsFlywaySendsItAndShowPrepared() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "CREATE SCHEMA flyway_s");
            try (PreparedStatement set = c.prepareStatement("SELECT set_config('search_path', ?, false)")) {
                set.setString(1, "\"flyway_s\"");
                try (ResultSet rs = set.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals("\"flyway_s\"", rs.getString(1));
                }
            }
            try (PreparedStatement show = c.prepareStatement("SHOW search_path"); ResultSet rs = show.executeQuery()) {
                assertTrue(rs.next());
                assertEquals("\"flyway_s\"", rs.getString(1));
                assertEquals("search_path", rs.getMetaData().getColumnLabel(1));
            }
            assertEquals("flyway_s", one(c, "SELECT current_schema()"));
            try (PreparedStatement role = c.prepareStatement("SET ROLE '" + one(c, "SELECT CURRENT_USER") + "'")) {
                assertFalse(role.execute());
            }
        }
    }

    @Test
    void resultsOfSetAndShowEndAsPgjdbcsDo() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            assertFalse(s.execute("SET search_path = public"));
            assertEquals(0, s.getUpdateCount());
            assertFalse(s.getMoreResults());
            assertEquals(-1, s.getUpdateCount(), "a loop over the results ends");
            assertTrue(s.execute("SHOW search_path"));
            assertEquals(-1, s.getUpdateCount());
            assertEquals("public", one(s.getResultSet()));
            assertFalse(s.getMoreResults());
            assertNull(s.getResultSet());
            assertEquals("0100E", assertThrows(SQLException.class, () -> s.executeUpdate("SHOW search_path")).getSQLState());
            assertEquals("02000", assertThrows(SQLException.class, () -> s.executeQuery("SET search_path = public")).getSQLState());
        }
    }

    private static String one(ResultSet rs) throws SQLException {
        assertTrue(rs.next());
        return rs.getString(1);
    }

    @Test
    void defaultTransactionReadOnlyRefusesWrites() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "CREATE TABLE t (id int)", "SET SESSION CHARACTERISTICS AS TRANSACTION READ ONLY");
            assertEquals("on", one(c, "SHOW default_transaction_read_only"));
            assertEquals("25006", failure(c, "INSERT INTO t VALUES (1)").getSQLState());
            c.setAutoCommit(false);
            assertEquals("on", one(c, "SHOW transaction_read_only"));
            assertEquals("25006", failure(c, "INSERT INTO t VALUES (1)").getSQLState());
            assertEquals("25P02", failure(c, "SELECT 1").getSQLState());
            c.rollback();
            c.setAutoCommit(true);
            run(c, "SET default_transaction_read_only = off", "INSERT INTO t VALUES (1)");
            c.setAutoCommit(false);
            run(c, "SET default_transaction_read_only = on"); // for the next transaction, not this one
            run(c, "INSERT INTO t VALUES (2)");
            c.commit();
            assertEquals("25006", failure(c, "INSERT INTO t VALUES (3)").getSQLState());
            c.rollback();
            assertEquals("2", one(c, "SELECT count(*) FROM t"));
        }
    }

    @Test
    void transactionIsolationIsSetBeforeTheFirstQueryOnly() throws SQLException {
        try (Connection c = connect(db)) {
            c.setAutoCommit(false);
            run(c, "SET transaction_isolation = 'repeatable read'");
            assertEquals(Connection.TRANSACTION_REPEATABLE_READ, c.getTransactionIsolation());
            assertEquals("repeatable read", one(c, "SHOW TRANSACTION ISOLATION LEVEL"));
            run(c, "SET transaction_isolation = 'serializable'"); // SHOW is no query
            assertEquals("1", one(c, "SELECT 1"));
            assertEquals("25001", failure(c, "SET transaction_isolation = 'read committed'").getSQLState());
            c.rollback();
            assertEquals("read committed", one(c, "SHOW transaction_isolation"));
            assertEquals(Connection.TRANSACTION_READ_COMMITTED, c.getTransactionIsolation());
        }
    }

    /** H2 commits its transaction when its isolation changes: inside a transaction that would commit unlogged rows. */
    @Test
    void settingTheIsolationInsideATransactionIsRefusedAndCommitsNothing() throws SQLException {
        try (Connection c = connect(db)) {
            run(c, "CREATE TABLE t (id int)");
            c.setAutoCommit(false);
            run(c, "INSERT INTO t VALUES (1)");
            SQLException e = assertThrows(SQLException.class, () -> c.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE));
            assertEquals("25001", e.getSQLState());
            c.rollback();
            c.setTransactionIsolation(Connection.TRANSACTION_READ_UNCOMMITTED); // before the next transaction's first statement
            assertEquals("0", one(c, "SELECT count(*) FROM t"));
            assertEquals(Connection.TRANSACTION_READ_UNCOMMITTED, c.getTransactionIsolation());
            assertEquals("read uncommitted", one(c, "SHOW default_transaction_isolation"));
        }
    }

    /** A transaction begun by a savepoint runs at the level set before it, not at the one of the transaction before. */
    @Test
    void aTransactionBegunByASavepointRunsAtItsOwnIsolationLevel() throws SQLException {
        try (Connection c = connect(db); Connection other = connect(db)) {
            run(c, "CREATE TABLE t (id int)");
            c.setAutoCommit(false);
            one(c, "SELECT count(*) FROM t"); // a READ COMMITTED transaction
            c.commit();
            c.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            c.setSavepoint();
            assertEquals("0", one(c, "SELECT count(*) FROM t"));
            run(other, "INSERT INTO t VALUES (1)");
            assertEquals("0", one(c, "SELECT count(*) FROM t"), "the snapshot of a REPEATABLE READ transaction");
            c.commit();
        }
    }

    @Test
    void theEnginesOneRoleIsTheSessionsUser() throws SQLException {
        try (Connection c = connect(db)) {
            String user = one(c, "SELECT current_user");
            run(c, "SET ROLE '" + user + "'");
            assertEquals(user, one(c, "SHOW role"));
            run(c, "SET ROLE NONE");
            assertEquals("none", one(c, "SHOW role"));
            SQLException e = failure(c, "SET ROLE ''");
            assertEquals("22023", e.getSQLState());
            assertEquals("role \"\" does not exist", e.getMessage());
            assertEquals("22023", failure(c, "SET ROLE postgres").getSQLState());
            run(c, "SET SESSION AUTHORIZATION DEFAULT", "RESET ROLE");
            assertEquals(user, one(c, "SHOW session_authorization"));
        }
    }

    /** A snapshot of another version may hold another current_setting: opening puts the engine's in its place. */
    @Test
    void installingReplacesAnotherFunctionOfTheSameName() throws SQLException {
        try (Statement s = db.system().createStatement()) {
            s.execute("DROP ALIAS pg_catalog.current_setting");
            s.execute("CREATE FORCE ALIAS pg_catalog.current_setting FOR 'java.lang.String.valueOf(java.lang.Object)'");
        }
        SettingFunctions.install(db.system());
        assertEquals(SettingFunctions.class.getName() + ".currentSetting", one(db.system(),
                "SELECT DISTINCT EXTERNAL_NAME FROM INFORMATION_SCHEMA.ROUTINES WHERE ROUTINE_SCHEMA = 'pg_catalog' AND ROUTINE_NAME = 'current_setting'"),
                "what install compares with, so a second one has nothing to do");
        try (Connection c = connect(db)) {
            run(c, "SET application_name = 'mine'");
            assertEquals("mine", one(c, "SELECT current_setting('application_name')"));
        }
    }

    @Test
    void placeholdersAreTheApplicationsOwn() throws SQLException {
        try (Connection c = connect(db)) {
            assertEquals("42704", failure(c, "SHOW myapp.tenant").getSQLState());
            assertNull(one(c, "SELECT current_setting('myapp.tenant', true)"));
            c.setAutoCommit(false);
            run(c, "SET myapp.tenant = 'acme'");
            assertEquals("acme", one(c, "SELECT current_setting('myapp.tenant')"));
            c.rollback();
            assertEquals("", one(c, "SHOW myapp.tenant"), "as PostgreSQL, it stays defined, empty");
        }
    }
}
