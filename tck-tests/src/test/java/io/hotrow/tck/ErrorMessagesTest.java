package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Locale;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Errors on the engine in PostgreSQL's words (docs/errors.md): the same SQLState as PostgreSQL, a
 * message that quotes the application's SQL and never the dialect shim's translation, bounded
 * however long the statement, and a failing statement never costs a pool its connection.
 */
class ErrorMessagesTest {

    private static final String SCHEMA = "CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)";

    /** Statements the dialect shim rewrites (to MERGE, to a FINAL TABLE query) that fail, with PostgreSQL's SQLState. */
    private static final Map<String, String> FAILING_REWRITES = Map.of(
            "INSERT INTO counters (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET nope = counters.n + 1", "42703",
            "INSERT INTO counters (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET n = no_such_function(counters.n)", "42883",
            "UPDATE counters SET n = n + 1 WHERE nope = 1 RETURNING n", "42703",
            "DELETE FROM counters WHERE id = 1 / 0 RETURNING id", "22012");

    @Test
    void aFailingRewrittenStatementGivesPostgresStateAndQuotesTheApplicationsText() throws SQLException {
        for (Target target : Target.values()) {
            try (TargetDatabase db = new TargetDatabase(target); Connection c = db.connect(); Statement s = c.createStatement()) {
                s.execute(SCHEMA);
                s.execute("INSERT INTO counters VALUES (1, 0)");
                for (Map.Entry<String, String> failing : FAILING_REWRITES.entrySet()) {
                    String sql = failing.getKey();
                    SQLException e = assertThrows(SQLException.class, () -> s.execute(sql), target + ": " + sql);
                    assertEquals(failing.getValue(), e.getSQLState(), target + ": " + sql + ": " + e.getMessage());
                    if (target.onEngine()) {
                        assertTrue(e.getMessage().endsWith("; SQL statement: " + sql), e.getMessage());
                        String upper = e.getMessage().toUpperCase(Locale.ROOT);
                        assertFalse(upper.contains("MERGE") || upper.contains("FINAL TABLE"), "the translation is not shown: " + e.getMessage());
                        assertFalse(e.getMessage().matches("(?s).*\\[\\d+-\\d+].*"), "no H2 suffix: " + e.getMessage());
                    }
                }
                try (PreparedStatement p = c.prepareStatement("UPDATE counters SET n = n + ? WHERE nope = ? RETURNING n")) {
                    p.setLong(1, 1);
                    p.setInt(2, 1);
                    SQLException e = assertThrows(SQLException.class, p::executeQuery);
                    assertEquals("42703", e.getSQLState(), target + ": " + e.getMessage());
                    if (target.onEngine()) {
                        assertTrue(e.getMessage().endsWith("; SQL statement: UPDATE counters SET n = n + ? WHERE nope = ? RETURNING n"),
                                e.getMessage());
                    }
                }
            }
        }
    }

    @Test
    void aMegabyteStatementGivesAMessageOfAboutAKilobyte() throws SQLException {
        String filler = "x".repeat(1 << 20);
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute(SCHEMA);
            SQLException column = assertThrows(SQLException.class, () -> s.executeQuery("SELECT nope, '" + filler + "' FROM counters"));
            assertEquals("42703", column.getSQLState());
            assertTrue(column.getMessage().length() <= 1003, "length " + column.getMessage().length());
            assertTrue(column.getMessage().startsWith("Column \"nope\" not found; SQL statement: SELECT nope, 'xxx"), column.getMessage());

            SQLException upsert = assertThrows(SQLException.class, () -> s.execute(
                    "INSERT INTO counters (id, n) VALUES (1, 1) ON CONFLICT (id) DO UPDATE SET nope = '" + filler + "'"));
            assertEquals("42703", upsert.getSQLState());
            assertTrue(upsert.getMessage().length() <= 1003, "length " + upsert.getMessage().length());

            SQLException unparsable = assertThrows(SQLException.class, () -> s.execute("SELEC '" + filler + "'"));
            assertEquals("42601", unparsable.getSQLState());
            assertTrue(unparsable.getMessage().length() <= 1003, "length " + unparsable.getMessage().length());
        }
    }

    /** HikariCP with its defaults discards a connection on some SQLStates (docs/errors.md); no statement error may be one. */
    @Test
    void failingStatementsDoNotCostAPoolItsConnection() throws SQLException {
        String database = Target.freshDatabase();
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(Target.ENGINE.url(database));
        config.setMaximumPoolSize(1);
        try (HikariDataSource pool = new HikariDataSource(config)) {
            Connection physical;
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                physical = c.unwrap(Connection.class);
                s.execute(SCHEMA);
                s.execute("INSERT INTO counters VALUES (1, 0), (2, 0)"); // two rows: H2 checks grouping and cardinality on the data
            }
            String[] failing = {
                "SELECT * FORM counters", "SELECT * FROM missing", "SELECT nope FROM counters", "SELECT no_such_function(1)",
                "INSERT INTO counters VALUES (1, 0)", "INSERT INTO counters VALUES (2, NULL)", "SELECT CAST('x' AS int)", "SELECT 1 / 0",
                "SELECT (SELECT id FROM counters)", "SELECT id, count(*) FROM counters",
                "UPDATE counters SET n = n + 1 WHERE nope = 1 RETURNING n", "SELECT CAST(1 AS no_such_type)",
                // refused by the engine itself, and by its sandbox
                "DO $$ BEGIN PERFORM 1; END $$", "SELECT pg_advisory_lock_shared(1)", "COMMIT AND CHAIN", "SELECT FILE_READ('/etc/hostname', NULL)"};
            for (String sql : failing) {
                try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                    assertSame(physical, c.unwrap(Connection.class), "the pool kept its connection before: " + sql);
                    assertThrows(SQLException.class, () -> s.execute(sql), sql);
                }
            }
            try (Connection c = pool.getConnection()) {
                assertSame(physical, c.unwrap(Connection.class), "the pool kept its connection through every error");
            }
        } finally {
            Target.ENGINE.drop(database);
        }
    }
}
