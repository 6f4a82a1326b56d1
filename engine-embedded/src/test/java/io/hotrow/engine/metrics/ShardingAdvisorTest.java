package io.hotrow.engine.metrics;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** The sharding advisor: a hot single-row increment is reported once, with the property line that shards it. */
class ShardingAdvisorTest {

    @Test
    void aHotIncrementByKeyIsReportedOnceWithThePropertyLine() throws SQLException {
        Database database = open("advisor", new MemoryObjectStore("advisor-test"));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE answer_stats (question_id int PRIMARY KEY, total_attempts bigint NOT NULL, total_success bigint NOT NULL)");
            s.execute("CREATE TABLE visits (id int PRIMARY KEY, n bigint NOT NULL, page text)");
            s.execute("INSERT INTO answer_stats VALUES (1, 0, 0)");
            s.execute("INSERT INTO visits VALUES (1, 0, 'home')");
            try (PreparedStatement attempt = c.prepareStatement("UPDATE answer_stats SET total_attempts = total_attempts + 1 WHERE question_id = ?");
                 PreparedStatement success = c.prepareStatement("UPDATE answer_stats SET total_success = total_success + ? WHERE question_id = ?");
                 PreparedStatement range = c.prepareStatement("UPDATE visits SET n = n + 1 WHERE id > ?");
                 PreparedStatement overwrite = c.prepareStatement("UPDATE visits SET page = ? WHERE id = ?")) {
                for (int i = 0; i < 150; i++) {
                    attempt.setInt(1, 1);
                    attempt.executeUpdate();
                    success.setLong(1, i % 2);
                    success.setInt(2, 1);
                    success.executeUpdate();
                    range.setInt(1, 0);
                    range.executeUpdate(); // hot too, but not by key: sharding could not help it
                    overwrite.setString(1, "p" + i);
                    overwrite.setInt(2, 1);
                    overwrite.executeUpdate(); // by key, but reads nothing: not a read-modify-write
                }
            }
            Map<String, String> advice = new HashMap<>();
            try (ResultSet rs = s.executeQuery("SELECT table_name, advice FROM hotrow.hot_rows")) {
                while (rs.next()) {
                    advice.put(rs.getString(1), rs.getString(2));
                }
            }
            assertEquals("shardedCounters=answer_stats(total_attempts,total_success)", advice.get("public.answer_stats"));
            assertTrue(advice.containsKey("public.visits"), "visits is hot as well: " + advice);
            assertNull(advice.get("public.visits"));
        }
        ShardingAdvisor advisor = database.metrics().advisor();
        assertEquals(1, advisor.reports().size(), advisor.reports().toString());
        String report = advisor.reports().get(0);
        assertTrue(report.contains("table answer_stats is hot"), report);
        assertTrue(report.contains("connect with shardedCounters=answer_stats("), report);
        database.shutdown();
    }
    /**
     * A checked decrement that also stamps the row (issue 27): the rewriter refuses it, since each
     * execution writes the base row anyway, so sharding would only add a fold to each. No advice;
     * the same decrement without the stamp is advised.
     */
    @Test
    void aDecrementTheRewriterWouldRefuseIsNotAdvised() throws SQLException {
        Map<String, String> advice = adviceAfter("stamped", List.of(
                "CREATE TABLE inventory (id int PRIMARY KEY, stock int NOT NULL, updated_at timestamp)",
                "CREATE TABLE plain (id int PRIMARY KEY, stock int NOT NULL)",
                "INSERT INTO inventory VALUES (1, 1000000, NULL)", "INSERT INTO plain VALUES (1, 1000000)"), false,
                "UPDATE inventory SET stock = stock - 1, updated_at = now() WHERE id = 1 AND stock > 0",
                "UPDATE plain SET stock = stock - 1 WHERE id = 1 AND stock > 0");
        assertHotButNotAdvised(advice, "public.inventory");
        assertEquals("shardedCounters=plain(stock)", advice.get("public.plain"));
    }

    /** A counter its transaction reads under FOR UPDATE, the read half of an id drawn from it (TPC-C's d_next_o_id). */
    @Test
    void aCounterReadForUpdateInItsTransactionIsNotAdvised() throws SQLException {
        Map<String, String> advice = adviceAfter("for-update", List.of(
                "CREATE TABLE district (id int PRIMARY KEY, next_order int NOT NULL)", "INSERT INTO district VALUES (1, 1)"), true,
                "SELECT next_order FROM district WHERE id = 1 FOR UPDATE",
                "UPDATE district SET next_order = next_order + 1 WHERE id = 1");
        assertHotButNotAdvised(advice, "public.district");
    }

    /** A counter whose incremented value RETURNING hands to the application. */
    @Test
    void aCounterReturnedByItsIncrementIsNotAdvised() throws SQLException {
        Map<String, String> advice = adviceAfter("returning", List.of(
                "CREATE TABLE ids (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO ids VALUES (1, 0)"), false,
                "UPDATE ids SET n = n + 1 WHERE id = 1 RETURNING n");
        assertHotButNotAdvised(advice, "public.ids");
    }

    /** A counter read by a SELECT after its increment, in the same transaction; one read in other transactions stays advised. */
    @Test
    void aCounterReadBackLaterInItsTransactionIsNotAdvised() throws SQLException {
        Map<String, String> advice = adviceAfter("read-back", List.of(
                "CREATE TABLE ids (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO ids VALUES (1, 0)",
                "CREATE TABLE views (id int PRIMARY KEY, n bigint NOT NULL)", "INSERT INTO views VALUES (1, 0)"), true,
                "SELECT n FROM views WHERE id = 1",
                "UPDATE ids SET n = n + 1 WHERE id = 1", "SELECT n FROM ids WHERE id = 1",
                "UPDATE views SET n = n + 1 WHERE id = 1");
        assertHotButNotAdvised(advice, "public.ids");
        assertEquals("shardedCounters=views(n)", advice.get("public.views"), "read before its increment: the value before the write");
    }

    /** Counters a connection already shards (their companion table is there) are not advised again. */
    @Test
    void advisedCountersAlreadyShardedAreNotAdvisedAgain() throws SQLException {
        Map<String, String> advice = adviceAfter("applied", List.of(
                "CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL, m bigint NOT NULL)", "INSERT INTO counters VALUES (1, 0, 0)",
                "CREATE TABLE counters_hotrow_shards (id int NOT NULL, hotrow_shard int NOT NULL, n bigint NOT NULL DEFAULT 0,"
                        + " PRIMARY KEY (id, hotrow_shard), FOREIGN KEY (id) REFERENCES counters (id))",
                "CREATE TABLE partly (id int PRIMARY KEY, n bigint NOT NULL, m bigint NOT NULL)", "INSERT INTO partly VALUES (1, 0, 0)",
                "CREATE TABLE partly_hotrow_shards (id int NOT NULL, hotrow_shard int NOT NULL, n bigint NOT NULL DEFAULT 0,"
                        + " PRIMARY KEY (id, hotrow_shard), FOREIGN KEY (id) REFERENCES partly (id))"), false,
                "UPDATE counters SET n = n - 1 WHERE id = 1", // what the rewriter runs as written for a negative delta
                "UPDATE partly SET n = n - 1 WHERE id = 1", "UPDATE partly SET m = m + 1 WHERE id = 1");
        assertHotButNotAdvised(advice, "public.counters");
        assertEquals("shardedCounters=partly(m,n)", advice.get("public.partly"), "a counter not sharded yet, with the one that is");
    }

    private static void assertHotButNotAdvised(Map<String, String> advice, String table) {
        assertTrue(advice.containsKey(table), table + " is hot: " + advice);
        assertNull(advice.get(table), "advice for " + table);
    }

    /** Runs {@code statements} 150 times (each round one transaction if {@code inTransaction}), then reads the advice per hot table. */
    private static Map<String, String> adviceAfter(String name, List<String> setup, boolean inTransaction, String... statements)
            throws SQLException {
        Database database = open(name, new MemoryObjectStore(name + "-test"));
        try (Connection c = connect(database); Statement s = c.createStatement()) {
            for (String ddl : setup) {
                s.execute(ddl);
            }
            c.setAutoCommit(!inTransaction);
            for (int i = 0; i < 150; i++) {
                for (String sql : statements) {
                    s.execute(sql);
                }
                if (inTransaction) {
                    c.commit();
                }
            }
            c.setAutoCommit(true);
            Map<String, String> advice = new HashMap<>();
            try (ResultSet rs = s.executeQuery("SELECT table_name, advice FROM hotrow.hot_rows")) {
                while (rs.next()) {
                    advice.put(rs.getString(1), rs.getString(2));
                }
            }
            assertTrue(database.metrics().advisor().reports().stream().noneMatch(report -> advice.entrySet().stream()
                    .anyMatch(e -> e.getValue() == null && report.contains("table " + e.getKey().substring("public.".length()) + " is hot"))),
                    "nothing the view does not advise is reported: " + database.metrics().advisor().reports());
            return advice;
        } finally {
            database.shutdown();
        }
    }
}
