package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Timing;
import io.hotrow.driver.HotrowDriver;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.Set;

/**
 * {@code ddl}: what a schema change costs inside a transaction on the engine, where the first one
 * images the application's schemas so a rollback can restore them (docs/engine-log.md,
 * "Transactional DDL"), against the same change in autocommit, on a database of {@code --rows} rows
 * in the local directory store. Each figure is one change, repeated {@code --repeat} times.
 */
final class TransactionalDdlBenchmark {

    static final String NAME = "ddl";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar ddl [options]
              --rows N               rows of the database (default 100000)
              --repeat N             changes of each kind (default 3)
              --csv PATH             results file (default ddl.csv next to the jar); timings go to
                                     <name>-timings.csv beside it""";

    record Options(long rows, int repeat, CommandLine.Common common) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--rows", "--repeat", "--csv"), Set.of(), USAGE);
            return line.helpAsked() ? null
                    : new Options((long) line.positive("--rows", 100_000), (int) line.positive("--repeat", 3), line.common(NAME));
        }
    }

    private TransactionalDdlBenchmark() {
    }

    static int run(Options o) throws Exception {
        Report report = new Report();
        boolean failed = false;
        try (ScratchDirectory directory = new ScratchDirectory()) {
            String url = "jdbc:hotrow:file:" + directory.path() + "/ddl_bench?placement=engine";
            System.out.printf("%n== a schema change on a database of %,d rows (engine, local directory store), %d of each ==%n", o.rows(), o.repeat());
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE items (id bigint PRIMARY KEY, name text NOT NULL, price numeric(12,2) NOT NULL, stock int NOT NULL)");
            }
            PlacementBenchmark.load(url, o.rows());
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                report.add(changes(c, s, o.repeat(), "autocommit", null));
                report.add(changes(c, s, o.repeat(), "in a transaction, committed", true));
                report.add(changes(c, s, o.repeat(), "in a transaction, rolled back", false));
            }
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            failed = true;
        } finally {
            HotrowDriver.instance().shutdown();
        }
        return Benchmarks.finish(report, o.common(), failed);
    }

    /**
     * {@code repeat} times: create a small table, in autocommit ({@code commit} null) or in a
     * transaction that ends so. The change itself is cheap, so the figures show what the
     * transaction adds: the image of the database at its first change, and the restore at a rollback.
     */
    private static Timing changes(Connection c, Statement s, int repeat, String how, Boolean commit) throws Exception {
        long started = System.nanoTime();
        for (int i = 0; i < repeat; i++) {
            String column = "c_" + how.replaceAll("\\W", "_") + "_" + i;
            if (commit != null) {
                c.setAutoCommit(false);
            }
            s.execute("CREATE TABLE " + column + " (id int PRIMARY KEY)");
            if (commit != null) {
                if (commit) {
                    c.commit();
                } else {
                    c.rollback();
                }
                c.setAutoCommit(true);
            }
        }
        return new Timing("CREATE TABLE, " + how, repeat, (System.nanoTime() - started) / 1e9);
    }
}
