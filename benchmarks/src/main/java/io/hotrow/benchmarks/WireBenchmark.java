package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Comparison;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleSupplier;

/**
 * {@code wire}: pgbench, the same binary, scripts and clients, against the local PostgreSQL and
 * against what {@code hotrow serve} runs (started in this process on a local directory store): the
 * naive hot row, distinct rows, and pgbench's built-in select-only script. Each side's counter must
 * equal the transactions pgbench reported.
 */
final class WireBenchmark {

    static final String NAME = "wire";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar wire [options]
              --clients N,N,...      client counts of the hot-row and distinct-rows runs (default 1,8,32,64,128;
                                     a count beyond what PostgreSQL's max_connections leaves free runs on the
                                     engine only, and PostgreSQL's side is reported as not measured)
              --seconds N            length of each pgbench run, -T (default 5)
              --postgres-url URL     the PostgreSQL to compare with (default HOTROW_PG_URL or the local server);
                                     pgbench reaches it on 127.0.0.1 with the port of this URL, in a database of its own
              --csv PATH             results file (default wire.csv next to the jar)""";

    private static final String ENGINE_DATABASE = "bench";
    private static final List<Integer> SELECT_ONLY_CLIENTS = List.of(8, 32);

    record Options(List<Integer> clients, int seconds, CommandLine.Common common) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--clients", "--seconds", "--postgres-url", "--csv"), Set.of(), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            List<Integer> clients = new ArrayList<>();
            for (String count : line.text("--clients", "1,8,32,64,128").split(",")) {
                try {
                    clients.add(Integer.parseInt(count.strip()));
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("--clients takes positive counts separated by commas, not '" + count + "'");
                }
                if (clients.get(clients.size() - 1) < 1) {
                    throw new IllegalArgumentException("--clients takes positive counts separated by commas, not '" + count + "'");
                }
            }
            return new Options(List.copyOf(clients), (int) Math.ceil(line.positive("--seconds", 5)), line.common(NAME));
        }

        int mostClients() {
            return Math.max(clients.stream().max(Integer::compare).orElse(1), SELECT_ONLY_CLIENTS.get(SELECT_ONLY_CLIENTS.size() - 1));
        }
    }

    private WireBenchmark() {
    }

    static int run(Options o) throws Exception {
        if (!Files.isExecutable(Pgbench.BINARY)) {
            System.err.println("pgbench is not installed at " + Pgbench.BINARY);
            return 1;
        }
        Report report = new Report();
        boolean failed = false;
        try (ScratchDirectory directory = new ScratchDirectory();
             PostgresScratchDatabase postgres = new PostgresScratchDatabase(o.common().postgresUrl());
             InProcessServe serve = new InProcessServe(Files.createDirectories(directory.path().resolve("store")), o.mostClients() + 5)) {
            WireEndpoint reference = new WireEndpoint(postgres.label(), postgresPort(o.common().postgresUrl()), PostgresScratchDatabase.NAME);
            WireEndpoint engine = new WireEndpoint("engine (serve, local directory)", serve.port(), ENGINE_DATABASE);
            System.out.printf("engine: hotrow serve in-process on 127.0.0.1:%d, store %s; pgbench -T %d%n", serve.port(), directory.path(), o.seconds());
            PgbenchSide postgresSide = new PgbenchSide(reference, directory.path(), o.seconds());
            PgbenchSide engineSide = new PgbenchSide(engine, directory.path(), o.seconds());
            postgresSide.warmUpWrites();
            engineSide.warmUpWrites();
            for (PgbenchSide.Counters scenario : PgbenchSide.Counters.values()) {
                for (int clients : o.clients()) {
                    report.add(compare(scenario.label(), clients, postgres.cannotTake(clients), () -> postgresSide.counters(scenario, clients),
                            () -> engineSide.counters(scenario, clients)));
                }
            }
            postgresSide.initializeBuiltIn();
            engineSide.initializeBuiltIn();
            postgresSide.warmUp();
            engineSide.warmUp();
            for (int clients : SELECT_ONLY_CLIENTS) {
                report.add(compare("select-only", clients, postgres.cannotTake(clients), () -> postgresSide.selectOnly(clients),
                        () -> engineSide.selectOnly(clients)));
            }
            failed = postgresSide.failed() || engineSide.failed();
            for (Comparison c : report.comparisons()) {
                if (!c.measured()) {
                    continue; // no ratio to hold to its goal
                }
                if (c.scenario().equals(PgbenchSide.Counters.HOT_ROW.label()) && c.clients() == 32) {
                    report.target("hot row, 32 clients: engine / PostgreSQL (pgbench tps)", c.ratio(), 5);
                }
                if (c.scenario().equals("select-only")) {
                    report.target("select-only, " + c.clients() + " clients: engine / PostgreSQL (pgbench tps)", c.ratio(), 0.8);
                }
            }
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            failed = true;
        }
        return Benchmarks.finish(report, o.common(), failed);
    }

    /**
     * Both sides at {@code clients}; only the engine when PostgreSQL cannot take that many
     * connections ({@code postgresCannot} says why), which pgbench would otherwise fail on.
     */
    private static Comparison compare(String scenario, int clients, String postgresCannot, DoubleSupplier onPostgres, DoubleSupplier onEngine) {
        if (postgresCannot == null) {
            return new Comparison(scenario, clients, onPostgres.getAsDouble(), onEngine.getAsDouble());
        }
        System.out.printf("%-14s %4d clients  %-32s not measured: %s%n", scenario, clients, "PostgreSQL", postgresCannot);
        return Comparison.engineOnly(scenario, clients, onEngine.getAsDouble(), postgresCannot);
    }

    /** The port of a {@code jdbc:postgresql://host:port/...} URL, 5432 when it names none. */
    private static int postgresPort(String url) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("^jdbc:postgresql://[^/:]+:(\\d+)/").matcher(url);
        return m.find() ? Integer.parseInt(m.group(1)) : 5432;
    }
}
