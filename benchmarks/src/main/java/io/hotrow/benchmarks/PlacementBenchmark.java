package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Timing;
import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.move.DatabaseMover;
import io.hotrow.placement.Placement;
import io.hotrow.placement.move.CopyProgress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code placement} (issue 6): what routing a transaction by the placement table costs on a cache
 * hit ({@link PlacementCacheBenchmark}, timed by JMH), and the write pause of moving a database of {@code --rows} rows from the
 * engine to PostgreSQL and back.
 */
final class PlacementBenchmark {

    static final String NAME = "placement";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar placement [options]
              --only F               run one family: routing-cache or move (default both)
              --rows N               rows of the moved database (default 100000)
              --postgres-url URL     PostgreSQL to move to (default $HOTROW_PG_URL or
                                     jdbc:postgresql://127.0.0.1:5432/test?user=postgres)
              --seconds S            measured time of the loop (default 5)
              --warmup-seconds S     warm-up, on the same loop (default 2)
              --csv PATH             results file (default placement.csv next to the jar); targets go to
                                     <name>-targets.csv and timings to <name>-timings.csv beside it
              --require-targets      exit 2 when a target is missed""";
    record Options(Set<String> families, long rows, CommandLine.Common common) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--rows", "--postgres-url", "--seconds", "--warmup-seconds", "--csv"),
                    Set.of("--require-targets"), USAGE);
            return line.helpAsked() ? null
                    : new Options(line.families(new LinkedHashSet<>(List.of("routing-cache", "move"))),
                    (long) line.positive("--rows", 100_000), line.common(NAME));
        }
    }

    private PlacementBenchmark() {
    }

    static int run(Options o) throws Exception {
        Report report = new Report();
        boolean failed = false;
        if (o.families().contains("routing-cache")) {
            routingCache(o, report);
        }
        if (o.families().contains("move")) {
            failed = !move(o, report);
        }
        return Benchmarks.finish(report, o.common(), failed);
    }

    private static void routingCache(Options o, Report report) throws Exception {
        CommandLine.Common c = o.common();
        System.out.printf("%n== routing: hotrow placement benchmark: %d cores, Java %s; routing %d databases by a warmed placement cache,"
                        + " one thread, JMH (PlacementCacheBenchmark), %.1f s warm-up, %.1f s measured%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), PlacementCacheBenchmark.DATABASES,
                c.limits().warmup().toMillis() / 1e3, c.limits().duration().toMillis() / 1e3);
        Timing hit = Microbenchmarks.timings(PlacementCacheBenchmark.class, c.limits().warmup(), c.limits().duration(),
                method -> "placement cache hit (route one transaction)").get(0);
        report.add(hit);
        report.targetAtMost("routing on a placement cache hit: ns per transaction", hit.nanosPerOperation(), 1000);
    }

    /** A database of {@code --rows} rows on the engine's local store, moved to PostgreSQL and back; the pause of each. */
    private static boolean move(Options o, Report report) {
        CommandLine.Common c = o.common();
        String database = "hotrow_bench_move";
        PlainPostgres plain = new PlainPostgres(c.postgresUrl());
        try (ScratchDirectory directory = new ScratchDirectory()) {
            String url = "jdbc:hotrow:file:" + directory.path() + "/" + database + "?postgresUrl="
                    + URLEncoder.encode(c.postgresUrl(), StandardCharsets.UTF_8);
            plain.dropSchema(database);
            System.out.printf("%n== moving a database of %,d rows between the engine (local directory) and PostgreSQL ==%n", o.rows());
            try (Connection conn = DriverManager.getConnection(url); Statement s = conn.createStatement()) {
                s.execute("CREATE TABLE items (id bigint PRIMARY KEY, name text NOT NULL, price numeric(12,2) NOT NULL, stock int NOT NULL)");
            }
            load(url, o.rows());
            for (Placement to : new Placement[] {Placement.POSTGRES,
                    Placement.ENGINE}) {
                DatabaseMover.MoveReport moved = HotrowDriver.instance().move(url, to, "benchmark",
                        line -> System.out.println("  " + line), CopyProgress.SILENT);
                report.add(new Timing("move of " + o.rows() + " rows to " + to.label() + ": write pause (one move)", 1,
                        moved.writePause().toNanos() / 1e9));
            }
            return true;
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            return false;
        } finally {
            HotrowDriver.instance().shutdown();
            plain.dropSchema(database);
        }
    }

    /** Fills the table in one transaction of batched inserts (the shim runs generate_series only in a query's own FROM). */
    static void load(String url, long rows) throws java.sql.SQLException {
        try (Connection conn = DriverManager.getConnection(url);
             java.sql.PreparedStatement insert = conn.prepareStatement("INSERT INTO items (id, name, price, stock) VALUES (?, ?, ?, ?)")) {
            conn.setAutoCommit(false);
            for (long id = 1; id <= rows; id++) {
                insert.setLong(1, id);
                insert.setString(2, "item " + id);
                insert.setBigDecimal(3, java.math.BigDecimal.valueOf(id % 1000 * 100 + 99, 2));
                insert.setInt(4, (int) (id % 50));
                insert.addBatch();
                if (id % 1000 == 0 || id == rows) {
                    insert.executeBatch();
                }
            }
            conn.commit();
        }
    }
}
