package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.time.Duration;
import java.util.List;
import java.util.Set;

/**
 * {@code commit-pipeline} (issue 4): group commit on a slow store, and the engine on its local
 * directory store against PostgreSQL, both on the naive hot-row increment.
 */
final class CommitPipelineBenchmark {

    static final String NAME = "commit-pipeline";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar commit-pipeline [options]
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
    private static final Set<String> FAMILIES = Set.of("slow-store", "local-vs-postgres");

    record Options(Set<String> families, int slowThreads, Duration putLatency, int localThreads, CommandLine.Common common) {

        boolean runs(String family) {
            return families.contains(family);
        }

        /** The options, or null when help was asked for. */
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--slow-threads", "--put-latency-ms", "--local-threads", "--seconds",
                    "--warmup-seconds", "--max-commits", "--postgres-url", "--csv"), Set.of("--require-targets"), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            return new Options(line.families(FAMILIES), (int) line.positive("--slow-threads", 256),
                    Duration.ofMillis((long) line.positive("--put-latency-ms", 10)), (int) line.positive("--local-threads", 32), line.common(NAME));
        }
    }

    private CommitPipelineBenchmark() {
    }

    static int run(Options o) throws Exception {
        CommandLine.Common c = o.common();
        System.out.printf("hotrow commit-pipeline benchmark: %d cores, Java %s; %.1f s warm-up + %.1f s measured per run, at most %,d commits per phase%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                c.limits().warmup().toMillis() / 1e3, c.limits().duration().toMillis() / 1e3, c.limits().maxCommits());
        Report report = new Report();
        boolean failed = false;
        if (o.runs("slow-store")) {
            SlowStoreGroupCommit family = new SlowStoreGroupCommit(o.slowThreads(), o.putLatency(), c.limits());
            System.out.printf("%n== group commit on a slow store: %d clients, %s ==%n", o.slowThreads(), family.store());
            try {
                List<Measurement> runs = family.run();
                report.add(runs);
                double hot = runs.get(0).rate(), distinct = runs.get(1).rate();
                report.target("slow store: hot row / distinct rows (commits/s)", hot / distinct, 0.80);
                report.target("slow store: hot row commits/s", hot, 15_000);
            } catch (Exception e) {
                failed = true;
                Benchmarks.reportFailure(e);
            }
        }
        if (o.runs("local-vs-postgres")) {
            System.out.printf("%n== hot row, local directory store vs PostgreSQL: %d clients ==%n", o.localThreads());
            try {
                List<Measurement> runs = new LocalVersusPostgres(o.localThreads(), c.postgresUrl(), c.limits()).run();
                report.add(runs);
                report.target("hot row: engine (local store) / PostgreSQL (commits/s)", runs.get(0).rate() / runs.get(1).rate(), 5.0);
            } catch (Exception e) {
                failed = true;
                Benchmarks.reportFailure(e);
            }
        }
        return Benchmarks.finish(report, c, failed);
    }
}
