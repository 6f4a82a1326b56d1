package io.hotrow.examples;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.ChildJvm;
import io.hotrow.testsupport.TestPostgres;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

class PooledShopExampleTest {

    /** As its users run it: its own JVM, a file: store, exit code 0 and exact totals printed. */
    @Test
    @Timeout(120)
    void runsFromTheCommandLineOnTheEngine(@TempDir Path store) throws Exception {
        ChildJvm.Result run = ChildJvm.run(ChildJvm.testClassPath(), Duration.ofSeconds(100),
                PooledShopExample.class.getName(), "jdbc:hotrow:file:" + store + "/shop");
        assertEquals(0, run.exitCode(), run.stdout() + run.stderr());
        String expected = String.format("page views: %,d (expected %,d)", 1600, 1600);
        assertTrue(run.stdout().contains(expected), run.stdout());
        assertTrue(run.stdout().contains("seats sold: 100 of 100, 60 refused, 0 left"), run.stdout());
        assertTrue(run.stdout().contains("page_views (page_id=1)"), "the counter row is the hottest:\n" + run.stdout());
        assertTrue(run.stdout().contains("OK: exact totals, no seat sold twice"), run.stdout());
    }

    /** The same code, unchanged, with the database placed on PostgreSQL: the same totals, no engine view. */
    @Test
    @Timeout(120)
    void givesTheSameTotalsOnPostgres() throws Exception {
        String database = "t_example_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        try {
            PooledShopExample.Outcome outcome = PooledShopExample.run("jdbc:hotrow:mem:/" + database + "?placement=postgres&postgresUrl="
                    + URLEncoder.encode(TestPostgres.url(), StandardCharsets.UTF_8));
            assertTrue(outcome.exact(), outcome.toString());
            assertEquals(100, outcome.sold());
            assertEquals(List.of(), outcome.hotRows());
        } finally {
            try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS \"" + database + "\" CASCADE");
            }
        }
    }
}
