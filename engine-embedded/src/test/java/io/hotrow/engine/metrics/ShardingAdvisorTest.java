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
}
