package io.hotrow.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.benchmarks.CounterLoad.Connector;
import io.hotrow.benchmarks.TransactionLoad.Database;
import io.hotrow.benchmarks.TransactionLoad.Mode;
import io.hotrow.driver.HotrowDriver;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code workloads --smoke} end to end against the engine and the local PostgreSQL (one tiny point
 * of each series, 1 and 2 terminals, half a second each): every run completes and passes its
 * checks, the TPC-C consistency conditions and the exact totals. Then the checks themselves are
 * shown to catch what they are for: each consistency condition broken in turn, a lost payment, an
 * increment nobody committed. No assertion on any rate.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class WorkloadsSmokeTest {

    private static final Path CSV = Path.of("target", "workloads-smoke", "workloads.csv");
    private static final String POSTGRES_URL = System.getenv().getOrDefault("HOTROW_PG_URL", CommandLine.DEFAULT_POSTGRES_URL);
    private static final String SCHEMA = "hotrow_workloads_test";
    private static final CounterLoad.Limits BRIEF = WorkloadsProfile.limits(0.1, 0.3);

    private static ScratchDirectory directory;

    @BeforeAll
    static void quiet() throws Exception {
        Benchmarks.quietLogging();
        directory = new ScratchDirectory();
    }

    @AfterAll
    static void cleanUp() {
        HotrowDriver.instance().shutdown();
        new PlainPostgres(POSTGRES_URL).dropSchema(SCHEMA);
        directory.close();
    }

    @Test
    void everySeriesRunsOnBothSidesAndPassesItsChecks() throws Exception {
        int status = WorkloadsBenchmark.run(WorkloadsBenchmark.Options.parse(new String[] {"workloads", "--smoke", "--csv", CSV.toString()}));
        assertEquals(0, status, "workloads --smoke failed: a run failed or a check found a violation; its output above says which");
        List<String> csv = Files.readAllLines(CSV);
        assertTrue(csv.get(0).startsWith("workload,series,clients,postgres_tps,engine_tps,engine_over_postgres,postgres_retries_40001"), csv.get(0));
        for (String point : List.of("TPC-C-like mix,READ COMMITTED,1,", "TPC-C-like mix,READ COMMITTED,2,", "TPC-C-like mix,SERIALIZABLE,1,",
                "TPC-C-like mix,SERIALIZABLE,2,", "zipfian key-value,\"4 statements, 50% updates\",2,", "own rows,UPDATE; 1 ms work; COMMIT,2,",
                "one client,point UPDATE; COMMIT,1,", "hot row,autocommit UPDATE,2,", "hot row,BEGIN; UPDATE; COMMIT,2,")) {
            String row = csv.stream().filter(line -> line.startsWith(point)).findFirst().orElseThrow(() -> new AssertionError("no row " + point));
            assertTrue(row.substring(point.length()).matches("[0-9.]+,[0-9.]+,[0-9.]+,.*"),
                    "both sides measured, with a ratio: " + row);
            assertFalse(row.contains("failed"), row);
        }
        // The serialized mode is measured once the driver takes its URL property, and said to be not measured until then.
        for (String terminals : List.of("1", "2")) {
            String row = csv.stream().filter(line -> line.startsWith("TPC-C-like mix,engine serialized mode," + terminals + ",")).findFirst()
                    .orElseThrow(() -> new AssertionError("no serialized-mode row at " + terminals + " terminals"));
            assertTrue(row.matches("[^,]+,[^,]+,\\d+,[0-9.]+,[0-9.]+,.*") || row.contains("engine not measured: the driver refused concurrency=serialized"),
                    row);
        }
    }

    @Test
    void theTpccCheckFindsEachBrokenCondition() throws Exception {
        for (Connector side : sides()) {
            Tpcc tpcc = new Tpcc(TpccScale.SMOKE);
            Database database = new Database("side", "tpcc", tpcc, side);
            try (Connection c = side.open()) {
                tpcc.create(c);
            }
            TransactionLoad.measure(database, 2, Mode.READ_COMMITTED, BRIEF); // checks, and throws on a violation
            assertTrue(tpcc.newOrders.get() > 0 && tpcc.payments.get() > 0, "the run committed New-Orders and Payments");
            try (Connection c = side.open(); Statement s = c.createStatement()) {
                // A payment applied that no terminal was told of: condition 1 still holds, the exact total does not.
                s.executeUpdate("UPDATE warehouse SET w_ytd = w_ytd + 5");
                s.executeUpdate("UPDATE district SET d_ytd = d_ytd + 5 WHERE d_id = 5");
                assertViolation(c, tpcc, "but the committed payments make it");
                s.executeUpdate("UPDATE district SET d_ytd = d_ytd + 1 WHERE d_id = 1");
                assertViolation(c, tpcc, "condition 1:");
                s.executeUpdate("UPDATE district SET d_next_o_id = d_next_o_id + 1 WHERE d_id = 2");
                assertViolation(c, tpcc, "condition 2, district 2:");
                // A gap inside a district's New-Orders: a district with three at least, as deliveries may have left some with fewer.
                long district = single(s, "SELECT no_d_id FROM new_order WHERE no_d_id <> 2 GROUP BY no_d_id HAVING count(*) >= 3"
                        + " ORDER BY count(*) DESC, no_d_id LIMIT 1");
                long second = single(s, "SELECT min(no_o_id) + 1 FROM new_order WHERE no_d_id = " + district);
                assertEquals(1, s.executeUpdate("DELETE FROM new_order WHERE no_d_id = " + district + " AND no_o_id = " + second));
                assertViolation(c, tpcc, "condition 3, district " + district + ":");
                s.executeUpdate("DELETE FROM order_line WHERE ol_d_id = 4 AND ol_o_id = 1 AND ol_number = 1");
                assertViolation(c, tpcc, "condition 4, district 4:");
            }
        }
    }

    @Test
    void theCounterChecksFindAnUncommittedIncrement() throws Exception {
        for (Connector side : sides()) {
            List<Workload> workloads = List.of(RowIncrements.ownRows(2, Duration.ZERO), RowIncrements.hotRow(), new KeyValueMix(100, 0.99, 4, 0.5));
            for (Workload workload : workloads) {
                try (Connection c = side.open()) {
                    workload.create(c);
                }
                TransactionLoad.measure(new Database("side", workload.getClass().getSimpleName(), workload, side), 2, Mode.READ_COMMITTED, BRIEF);
                try (Connection c = side.open(); Statement s = c.createStatement()) {
                    s.executeUpdate(workload instanceof KeyValueMix ? "UPDATE kv SET v = v + 1 WHERE k = 0" : "UPDATE counters SET n = n + 1 WHERE id = 0");
                    IllegalStateException e = assertThrows(IllegalStateException.class, () -> workload.check(c));
                    assertTrue(e.getMessage().startsWith("LOST OR EXTRA UPDATES"), e.getMessage());
                }
            }
        }
    }

    /** A fresh engine database and a fresh PostgreSQL schema. */
    private static List<Connector> sides() throws SQLException {
        String engine = "jdbc:hotrow:file:" + directory.path() + "/check_" + System.nanoTime();
        return List.of(() -> DriverManager.getConnection(engine), new PlainPostgres(POSTGRES_URL).freshSchema(SCHEMA));
    }

    private static void assertViolation(Connection c, Tpcc tpcc, String expected) {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> tpcc.check(c));
        assertTrue(e.getMessage().startsWith("TPC-C CONSISTENCY VIOLATED") && e.getMessage().contains(expected), expected + " in:\n" + e.getMessage());
    }

    private static long single(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }
}
