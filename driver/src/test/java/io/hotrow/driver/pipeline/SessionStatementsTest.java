package io.hotrow.driver.pipeline;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Proxy;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Which SQL session settings a following route makes again after a move: PostgreSQL's lifetimes of SET. */
class SessionStatementsTest {

    private final SessionStatements sessions = new SessionStatements();

    /** The texts a replay runs on a new backend, in order. */
    private List<String> replayed(boolean samePlacement) throws SQLException {
        List<String> texts = new ArrayList<>();
        Statement statement = (Statement) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Statement.class},
                (proxy, method, args) -> {
                    if (method.getName().equals("execute")) {
                        texts.add((String) args[0]);
                        return false;
                    }
                    return null; // close
                });
        Connection connection = (Connection) Proxy.newProxyInstance(getClass().getClassLoader(), new Class<?>[] {Connection.class},
                (proxy, method, args) -> statement);
        sessions.replayOn(connection, samePlacement);
        return texts;
    }

    @Test
    void theLastSetOfEachSettingIsMadeAgainInTheOrderLastMade() throws SQLException {
        sessions.ran("SET TIME ZONE 'UTC'", false);
        sessions.ran("set statement_timeout = 5000", false);
        sessions.ran("SELECT 1", false);
        sessions.ran("  /* init */ SET SESSION TimeZone TO 'Asia/Tokyo'", false);
        sessions.ran("SET app.user_id = '7'", false);
        sessions.ran("SET \"app.tenant\" = 'a'", false);
        assertEquals(List.of("set statement_timeout = 5000", "  /* init */ SET SESSION TimeZone TO 'Asia/Tokyo'",
                "SET app.user_id = '7'", "SET \"app.tenant\" = 'a'"), replayed(true));
    }

    /**
     * Each statement of a text of several is kept on its own: a statement that sets nothing in the
     * same text (an INSERT) is never run again on the new backend, and a later RESET or rollback
     * undoes just what it names.
     */
    @Test
    void eachStatementOfATextOfSeveralIsKeptOnItsOwn() throws SQLException {
        sessions.ran("SET TIME ZONE 'UTC'; INSERT INTO audit VALUES ('a;b'); SET application_name = 'shop'", false);
        sessions.ran("SET search_path TO s1; RESET application_name", false);
        sessions.ran("BEGIN; SET lock_timeout = '1s'; ROLLBACK; SET statement_timeout = 5000;", false);
        assertEquals(List.of("SET TIME ZONE 'UTC'", "SET search_path TO s1", "SET statement_timeout = 5000"), replayed(true));
        assertTrue(SessionStatements.concerns("SELECT 1; SET x = 1"));
        assertFalse(SessionStatements.concerns("SELECT ';'; UPDATE t SET a = 1"));
    }

    @Test
    void localAndTransactionSettingsEndWithTheirTransaction() throws SQLException {
        sessions.ran("SET LOCAL lock_timeout = '1s'", true);
        sessions.ran("SET TRANSACTION ISOLATION LEVEL SERIALIZABLE", true);
        sessions.committed();
        assertEquals(List.of(), replayed(true));
    }

    @Test
    void aSetInATransactionLastsOnlyIfItCommits() throws SQLException {
        sessions.ran("SET search_path TO shop", true);
        sessions.rolledBack();
        sessions.ran("SET TIME ZONE 'UTC'", true);
        sessions.committed();
        sessions.ran("BEGIN", false);
        sessions.ran("SET statement_timeout = 1", false);
        sessions.ran("ROLLBACK TO SAVEPOINT s", false); // not the transaction's end
        sessions.ran("ROLLBACK", false);
        sessions.ran("START TRANSACTION", false);
        sessions.ran("SET application_name = 'shop'", false);
        sessions.ran("COMMIT", false);
        assertEquals(List.of("SET TIME ZONE 'UTC'", "SET application_name = 'shop'"), replayed(true));
    }

    @Test
    void resetForgetsASettingAndResetAllOrDiscardAllEverything() throws SQLException {
        sessions.ran("SET TIME ZONE 'UTC'", false);
        sessions.ran("SET application_name = 'shop'", false);
        sessions.ran("RESET TIME ZONE", false);
        assertEquals(List.of("SET application_name = 'shop'"), replayed(true));
        sessions.ran("RESET ALL", false);
        assertEquals(List.of(), replayed(true));
        sessions.ran("SET application_name = 'shop'", false);
        sessions.ran("DISCARD ALL", false);
        assertEquals(List.of(), replayed(true));
    }

    /** The engine's public is PostgreSQL's schema named after the database: a path is made again only on the same placement. */
    @Test
    void theSchemaPathIsMadeAgainOnlyOnABackendOfTheSamePlacement() throws SQLException {
        sessions.ran("SET search_path TO s1, public", false);
        sessions.ran("SET TIME ZONE 'UTC'", false);
        assertEquals(List.of("SET search_path TO s1, public", "SET TIME ZONE 'UTC'"), replayed(true));
        assertEquals(List.of("SET TIME ZONE 'UTC'"), replayed(false));
        sessions.ran("SET SCHEMA 's2'", false); // the same setting, by its other name
        assertEquals(List.of("SET TIME ZONE 'UTC'", "SET SCHEMA 's2'"), replayed(true));
    }

    @Test
    void onlyTextsThatSetResetOrEndATransactionConcernTheSession() {
        for (String sql : new String[] {"SET TIME ZONE 'UTC'", " /* x */ reset all", "DISCARD ALL", "BEGIN", "start transaction", "COMMIT",
                "END", "ROLLBACK", "ABORT"}) {
            assertTrue(SessionStatements.concerns(sql), sql);
        }
        for (String sql : new String[] {"SELECT 1", "UPDATE t SET a = 1", "INSERT INTO settings VALUES (1)", "", "-- SET x = 1\nSELECT 1"}) {
            assertFalse(SessionStatements.concerns(sql), sql);
        }
    }
}
