package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * Runs the benchmarks of DESIGN.md §8 from the command line:
 * <pre>
 * java -jar benchmarks/target/hotrow-benchmarks.jar commit-pipeline [options]
 * </pre>
 * Exit status: 0 when every run completed with exact totals, 1 when a run failed or lost an
 * update, 2 when {@code --require-targets} is given and a target was missed.
 */
public final class Benchmarks {

    static final String USAGE = """
            usage: java -jar benchmarks/target/hotrow-benchmarks.jar commit-pipeline [options]
              --only F               run one family: slow-store or local-vs-postgres (default both)
              --slow-threads N       clients on the slow store (default 256)
              --put-latency-ms N     latency of each PUT on the slow store (default 10)
              --local-threads N      clients for the local store and PostgreSQL (default 32)
              --seconds S            measured time per run (default 5)
              --warmup-seconds S     warm-up per run, on the same connections (default 2)
              --max-commits N        commit cap per phase, whatever the time (default 1000000)
              --postgres-url URL     PostgreSQL to compare with (default $HOTROW_PG_URL or
                                     jdbc:postgresql://127.0.0.1:5432/test?user=postgres)
              --csv PATH             results file (default commit-pipeline.csv next to the jar);
                                     targets go to <name>-targets.csv beside it
              --require-targets      exit 2 when a target is missed""";

    private Benchmarks() {
    }

    public static void main(String[] args) throws Exception {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        Options options;
        try {
            options = Options.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        if (options == null) {
            System.out.println(USAGE);
            return;
        }
        System.exit(commitPipeline(options));
    }

    static int commitPipeline(Options o) throws Exception {
        System.out.printf("hotrow commit-pipeline benchmark: %d cores, Java %s; %.1f s warm-up + %.1f s measured per run, at most %,d commits per phase%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                o.limits().warmup().toMillis() / 1e3, o.limits().duration().toMillis() / 1e3, o.limits().maxCommits());
        Report report = new Report();
        boolean failed = false;
        if (o.runs("slow-store")) {
            SlowStoreGroupCommit family = new SlowStoreGroupCommit(o.slowThreads(), o.putLatency(), o.limits());
            System.out.printf("%n== group commit on a slow store: %d clients, %s ==%n", o.slowThreads(), family.store());
            try {
                List<Measurement> runs = family.run();
                report.add(runs);
                double hot = runs.get(0).rate(), distinct = runs.get(1).rate();
                report.target("slow store: hot row / distinct rows (commits/s)", hot / distinct, 0.80);
                report.target("slow store: hot row commits/s", hot, 15_000);
            } catch (Exception e) {
                failed = true;
                reportFailure(e);
            }
        }
        if (o.runs("local-vs-postgres")) {
            System.out.printf("%n== hot row, local directory store vs PostgreSQL: %d clients ==%n", o.localThreads());
            try {
                List<Measurement> runs = new LocalVersusPostgres(o.localThreads(), o.postgresUrl(), o.limits()).run();
                report.add(runs);
                report.target("hot row: engine (local store) / PostgreSQL (commits/s)", runs.get(0).rate() / runs.get(1).rate(), 5.0);
            } catch (Exception e) {
                failed = true;
                reportFailure(e);
            }
        }
        report.print();
        report.write(o.csv());
        if (failed) {
            System.out.println("\nFAILED: see the errors above; the table holds only the runs that completed");
            return 1;
        }
        return o.requireTargets() && !report.allTargetsMet() ? 2 : 0;
    }

    private static void reportFailure(Exception e) {
        System.out.println("\n*** RUN FAILED: " + e.getMessage());
        e.printStackTrace(System.out);
    }

    record Options(Set<String> families, int slowThreads, Duration putLatency, int localThreads, Limits limits,
                   String postgresUrl, Path csv, boolean requireTargets) {

        boolean runs(String family) {
            return families.contains(family);
        }

        /** The options, or null when help was asked for. */
        static Options parse(String[] args) {
            if (args.length == 0 || !args[0].equals("commit-pipeline")) {
                if (args.length > 0 && (args[0].equals("--help") || args[0].equals("-h"))) {
                    return null;
                }
                throw new IllegalArgumentException("the first argument must name a benchmark: commit-pipeline\n" + USAGE);
            }
            Set<String> families = Set.of("slow-store", "local-vs-postgres");
            int slowThreads = 256, localThreads = 32, putLatencyMillis = 10;
            double seconds = 5, warmupSeconds = 2;
            long maxCommits = 1_000_000;
            String postgresUrl = System.getenv().getOrDefault("HOTROW_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test?user=postgres");
            Path csv = defaultCsv();
            boolean requireTargets = false;
            for (int i = 1; i < args.length; i++) {
                String option = args[i];
                if (option.equals("--help") || option.equals("-h")) {
                    return null;
                }
                if (option.equals("--require-targets")) {
                    requireTargets = true;
                    continue;
                }
                String value = ++i < args.length ? args[i] : null;
                if (value == null) {
                    throw new IllegalArgumentException(option + " needs a value\n" + USAGE);
                }
                switch (option) {
                    case "--only" -> {
                        if (!value.equals("slow-store") && !value.equals("local-vs-postgres")) {
                            throw new IllegalArgumentException("--only takes slow-store or local-vs-postgres, not '" + value + "'");
                        }
                        families = Set.of(value);
                    }
                    case "--slow-threads" -> slowThreads = (int) positive(option, value);
                    case "--put-latency-ms" -> putLatencyMillis = (int) positive(option, value);
                    case "--local-threads" -> localThreads = (int) positive(option, value);
                    case "--seconds" -> seconds = positive(option, value);
                    case "--warmup-seconds" -> warmupSeconds = positive(option, value);
                    case "--max-commits" -> maxCommits = (long) positive(option, value);
                    case "--postgres-url" -> postgresUrl = value;
                    case "--csv" -> csv = Path.of(value);
                    default -> throw new IllegalArgumentException("unknown option " + option + "\n" + USAGE);
                }
            }
            Limits limits = new Limits(Duration.ofMillis((long) (warmupSeconds * 1000)), Duration.ofMillis((long) (seconds * 1000)), maxCommits);
            return new Options(families, slowThreads, Duration.ofMillis(putLatencyMillis), localThreads, limits, postgresUrl, csv, requireTargets);
        }

        private static double positive(String option, String value) {
            try {
                double n = Double.parseDouble(value);
                if (n > 0 && n <= Integer.MAX_VALUE) {
                    return n;
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
            throw new IllegalArgumentException(option + " needs a positive number, not '" + value + "'");
        }

        /** commit-pipeline.csv in the directory holding the jar (benchmarks/target), wherever it is run from. */
        private static Path defaultCsv() {
            try {
                Path code = Path.of(Benchmarks.class.getProtectionDomain().getCodeSource().getLocation().toURI());
                return code.getParent().resolve("commit-pipeline.csv");
            } catch (Exception e) {
                return Path.of("commit-pipeline.csv");
            }
        }
    }
}
