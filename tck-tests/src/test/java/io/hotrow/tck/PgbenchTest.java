package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * pgbench against {@code hotrow serve}: {@code -i} initializes (DROP of several tables, storage
 * parameters, TRUNCATE, COPY, VACUUM, primary keys), then the built-in TPC-B-like script and a
 * hot-row script run a bounded number of transactions, and the totals come out exact.
 */
@Timeout(600)
class PgbenchTest {

    static final Path PGBENCH = Path.of("/usr/bin/pgbench");
    private static final int CLIENTS = 4;
    private static final int TRANSACTIONS = 100;

    @TempDir
    Path dir;

    @BeforeAll
    static void needsPgbench() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(PGBENCH), "pgbench is not installed at " + PGBENCH);
    }

    @Test
    void initializesAndRunsTheBuiltInAndAHotRowScriptWithExactTotals() throws Exception {
        try (ServeProcess serve = ServeProcess.start("file:" + Files.createDirectories(dir.resolve("store")), dir.resolve("serve.err"))) {
            String url = "jdbc:postgresql://127.0.0.1:" + serve.port() + "/bench?user=test";
            pgbench(serve, "-i", "-s", "1");
            assertEquals(List.of(100_000L, 1L, 10L, 0L), longs(url, "SELECT (SELECT count(*) FROM pgbench_accounts),"
                    + " (SELECT count(*) FROM pgbench_branches), (SELECT count(*) FROM pgbench_tellers), (SELECT count(*) FROM pgbench_history)"));

            String tpcb = pgbench(serve, "-c", String.valueOf(CLIENTS), "-j", "2", "-t", String.valueOf(TRANSACTIONS), "-M", "prepared");
            assertTrue(tpcb.contains("number of transactions actually processed: " + CLIENTS * TRANSACTIONS + "/" + CLIENTS * TRANSACTIONS), tpcb);
            assertTrue(tpcb.contains("number of failed transactions: 0 "), tpcb);
            List<Long> sums = longs(url, "SELECT (SELECT sum(abalance) FROM pgbench_accounts), (SELECT sum(tbalance) FROM pgbench_tellers),"
                    + " (SELECT sum(bbalance) FROM pgbench_branches), (SELECT sum(delta) FROM pgbench_history), (SELECT count(*) FROM pgbench_history)");
            assertEquals(sums.get(3), sums.get(0), "accounts against history: " + sums);
            assertEquals(sums.get(3), sums.get(1), "tellers against history: " + sums);
            assertEquals(sums.get(3), sums.get(2), "branches against history: " + sums);
            assertEquals(CLIENTS * TRANSACTIONS, sums.get(4));

            Path hotRow = Files.writeString(dir.resolve("hot-row.sql"), """
                    \\set delta random(-100, 100)
                    BEGIN;
                    UPDATE pgbench_branches SET bbalance = bbalance + :delta WHERE bid = 1;
                    INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (1, 1, 1, :delta, CURRENT_TIMESTAMP);
                    END;
                    """);
            String hot = pgbench(serve, "-n", "-f", hotRow.toString(), "-c", String.valueOf(CLIENTS), "-j", "2", "-t", String.valueOf(TRANSACTIONS));
            assertTrue(hot.contains("number of failed transactions: 0 "), hot);
            List<Long> after = longs(url, "SELECT (SELECT sum(bbalance) FROM pgbench_branches), (SELECT sum(delta) FROM pgbench_history),"
                    + " (SELECT count(*) FROM pgbench_history)");
            assertEquals(after.get(1), after.get(0), "the hot row against history: " + after);
            assertEquals(2L * CLIENTS * TRANSACTIONS, after.get(2));
            serve.stop();
        }
    }

    private String pgbench(ServeProcess serve, String... arguments) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(PGBENCH.toString(), "-h", "127.0.0.1", "-p", String.valueOf(serve.port()), "-U", "test"));
        command.addAll(List.of(arguments));
        command.add("bench");
        Path output = Files.createTempFile(dir, "pgbench", ".out");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new java.io.File("/dev/null")));
        builder.environment().put("PGCONNECT_TIMEOUT", "60"); // as ToolRun's: a busy machine's first connection, bounded
        Process process = builder.start();
        if (!process.waitFor(300, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError("pgbench did not finish within 300 s: " + Files.readString(output));
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        assertEquals(0, process.exitValue(), text);
        return text;
    }

    private static List<Long> longs(String url, String query) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            assertTrue(rs.next());
            List<Long> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(rs.getLong(i));
            }
            return values;
        }
    }
}
