package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.Test;

/**
 * Valid PostgreSQL that our parser (JSqlParser 5.3) cannot read: PostgreSQL runs it as written,
 * also with counter rules configured; the engine refuses it, naming the statement and the reason.
 */
class UnparseableSqlTest {

    /** Tagged dollar quotes and UPDATE ONLY: both PostgreSQL, both beyond JSqlParser 5.3. */
    private static final String TAGGED_DOLLAR_QUOTE = "SELECT $tag$it's$tag$ AS text";
    private static final String UPDATE_ONLY = "UPDATE ONLY counters SET n = n + 1 WHERE id = 1";

    @Test
    void postgresRunsWhatWeCannotParse() throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.POSTGRES, "shardedCounters=counters(n)")) {
            db.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO counters VALUES (1, 0)");
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery(TAGGED_DOLLAR_QUOTE)) {
                    rs.next();
                    assertEquals("it's", rs.getString(1));
                }
                s.executeUpdate("UPDATE counters SET n = n + 1 WHERE id = 1"); // lands in a shard row
                assertEquals(1, s.executeUpdate(UPDATE_ONLY)); // unparsed, on a counter table: runs on folded rows
            }
            assertEquals(2, db.queryLong("SELECT n FROM counters WHERE id = 1"));
            assertEquals(2, db.queryLongDirectly("SELECT n FROM counters WHERE id = 1"), "the fold moved the shard into the row");
        }
    }

    @Test
    void theEngineRefusesItNamingTheStatementAndTheReason() throws SQLException {
        try (TargetDatabase db = new TargetDatabase(Target.ENGINE); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            for (String sql : new String[] {TAGGED_DOLLAR_QUOTE, UPDATE_ONLY}) {
                SQLException e = assertThrows(SQLException.class, () -> s.execute(sql));
                assertEquals("42601", e.getSQLState(), sql);
                assertTrue(e.getMessage().contains("the hotrow engine cannot run \"" + sql + "\""), e.getMessage());
                assertTrue(e.getMessage().contains("could not parse it ("), e.getMessage());
            }
        }
    }
}
