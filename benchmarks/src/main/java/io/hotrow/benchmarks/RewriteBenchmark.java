package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.benchmarks.Report.Timing;
import io.hotrow.driver.HotrowDriver;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code rewrite} (issue 5): what hotrow's SQL rewriting costs and buys. The analysis cache's
 * per-statement cost, and the naive hot-row increment through the driver without and with
 * counter sharding, on PostgreSQL and on the engine.
 */
final class RewriteBenchmark {

    static final String NAME = "rewrite";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar rewrite [options]
              --only F               run one family: analysis-cache, sharded-postgres or sharded-engine
                                     (default all three)
              --threads N            clients of the sharded-* families (default 32)
              --shards N             counterShards of the sharded phases (default 16, the driver's default)
              --rounds N             naive and sharded phases alternate this many times, each round on
                                     fresh databases, so drift in the machine or the disk hits both
                                     alike; ratios compare the phases' summed rates (default 3)
              --seconds S            measured time per run (default 5)
              --warmup-seconds S     warm-up per run, on the same connections (default 2)
              --max-commits N        commit cap per phase, whatever the time (default 1000000)
              --engine-store S       sharded-engine's store: file (a local directory, the default: what
                                     deployments run, with its fsync noise) or mem (no store latency:
                                     what sharding costs the engine in CPU alone)
              --controls             sharded-postgres also runs the increment on 16 and on 32 distinct rows
                                     (plain pgjdbc, and through hotrow): PostgreSQL's ceiling on this machine
              --postgres-url URL     PostgreSQL for sharded-postgres (default $HOTROW_PG_URL or
                                     jdbc:postgresql://127.0.0.1:5432/test?user=postgres)
              --csv PATH             results file (default rewrite.csv next to the jar); targets go to
                                     <name>-targets.csv and analysis timings to <name>-timings.csv beside it
              --require-targets      exit 2 when a target is missed""";
    static final String ANALYSIS_CACHE = "analysis-cache";
    static final String SHARDED_POSTGRES = "sharded-postgres";
    static final String SHARDED_ENGINE = "sharded-engine";

    record Options(Set<String> families, int threads, int shards, int rounds, boolean memoryEngine, boolean controls,
                   CommandLine.Common common) {

        boolean runs(String family) {
            return families.contains(family);
        }

        /** The options, or null when help was asked for. */
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--threads", "--shards", "--rounds", "--engine-store", "--seconds", "--warmup-seconds", "--max-commits",
                    "--postgres-url", "--csv"), Set.of("--require-targets", "--controls"), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            Set<String> all = new LinkedHashSet<>(List.of(ANALYSIS_CACHE, SHARDED_POSTGRES, SHARDED_ENGINE));
            String store = line.text("--engine-store", "file");
            if (!store.equals("file") && !store.equals("mem")) {
                throw new IllegalArgumentException("--engine-store must be file or mem, not " + store);
            }
            return new Options(line.families(all), (int) line.positive("--threads", 32),
                    (int) line.positive("--shards", ShardedCounterRun.DEFAULT_SHARDS), (int) line.positive("--rounds", 3), store.equals("mem"),
                    line.flag("--controls"), line.common(NAME));
        }
    }

    private RewriteBenchmark() {
    }

    static int run(Options o) throws Exception {
        CommandLine.Common c = o.common();
        System.out.printf("hotrow rewrite benchmark: %d cores, Java %s; %.1f s warm-up + %.1f s measured per run, at most %,d commits per phase%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"),
                c.limits().warmup().toMillis() / 1e3, c.limits().duration().toMillis() / 1e3, c.limits().maxCommits());
        Report report = new Report();
        boolean failed = false;
        if (o.runs(ANALYSIS_CACHE)) {
            failed |= !analysisCache(o, report);
        }
        if (o.runs(SHARDED_POSTGRES)) {
            failed |= !shardedPostgres(o, report);
        }
        if (o.runs(SHARDED_ENGINE)) {
            failed |= !shardedEngine(o, report);
        }
        return Benchmarks.finish(report, c, failed);
    }

    private static boolean analysisCache(Options o, Report report) {
        try {
            CommandLine.Common c = o.common();
            int texts = AnalysisCacheBenchmark.statements().size();
            System.out.printf("%n== analysis cache: %d distinct SQL texts, one thread; JMH (AnalysisCacheBenchmark), %.1f s warm-up, %.1f s measured ==%n",
                    texts, c.limits().warmup().toMillis() / 1e3, c.limits().duration().toMillis() / 1e3);
            List<Timing> timings = Microbenchmarks.timings(AnalysisCacheBenchmark.class, c.limits().warmup(), c.limits().duration(),
                    method -> switch (method) {
                        case "hitSameString" -> "analysis cache hit (same String)";
                        case "hitEqualText" -> "analysis cache hit (equal text in a new String)";
                        default -> "full parse (cache miss, fresh analyzer per round)";
                    });
            timings.forEach(report::add);
            double hit = nanos(timings, "(same String)"), copy = nanos(timings, "new String"), miss = nanos(timings, "full parse");
            System.out.printf("  cache hit %,.1f ns (%,.1f ns for an equal text in a new String), full parse %,.0f ns per statement:"
                    + " a hit costs 1/%,.0f of a parse%n", hit, copy, miss, miss / hit);
            report.targetAtMost("analysis cache hit: ns per statement", hit, 1000);
            return true;
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            return false;
        }
    }

    private static double nanos(List<Timing> timings, String nameContains) {
        return timings.stream().filter(t -> t.name().contains(nameContains)).findFirst().orElseThrow().nanosPerOperation();
    }

    private static boolean shardedPostgres(Options o, Report report) {
        CommandLine.Common c = o.common();
        PlainPostgres plain = new PlainPostgres(c.postgresUrl());
        ShardedCounterRun.Placement onPostgres = ShardedCounterRun.Placement.postgres(c.postgresUrl(), o.threads());
        List<ShardedCounterRun> rounds = rounds(onPostgres, "hotrow_bench_", o);
        ShardedCounterRun family = rounds.get(0);
        System.out.printf("%n== one hot row on PostgreSQL: %d clients, plain pgjdbc, then through hotrow naive and sharded (%d shards), %d rounds ==%n",
                o.threads(), o.shards(), o.rounds());
        try {
            Measurement reference = plain.counterLoad(ShardedCounterRun.NAIVE, o.threads(), 1, c.limits());
            report.add(List.of(reference));
            rounds.forEach(round -> dropSchemas(plain, round));
            Alternation alternation = alternate(rounds, report);
            double naive = alternation.naiveRate(), sharded = alternation.shardedRate();
            if (o.controls()) {
                report.add(List.of(plain.counterLoad("16 rows", o.threads(), 16, c.limits()),
                        plain.counterLoad(o.threads() + " rows", o.threads(), o.threads(), c.limits()),
                        family.control(16), family.control(o.threads())));
            }
            System.out.printf("  hotrow naive / plain pgjdbc: %.2f; sharded / naive over all rounds: %.2f%n", naive / reference.rate(),
                    sharded / naive);
            report.target("PostgreSQL: sharded / naive through hotrow (commits/s)", sharded / naive, 4.0);
            return true;
        } catch (Exception e) {
            Benchmarks.reportFailure(e);
            return false;
        } finally {
            HotrowDriver.instance().shutdown(); // closes the pool, and forgets the schemas it created
            rounds.forEach(round -> dropSchemas(plain, round));
        }
    }

    /** One family per round, each on databases of its own. */
    private static List<ShardedCounterRun> rounds(ShardedCounterRun.Placement placement, String prefix, Options o) {
        List<ShardedCounterRun> rounds = new java.util.ArrayList<>();
        for (int round = 1; round <= o.rounds(); round++) {
            rounds.add(new ShardedCounterRun(placement, prefix + "r" + round + "_", o.shards(), o.threads(), o.common().limits()));
        }
        return rounds;
    }

    /** Summed commits over summed seconds of each phase, across the rounds. */
    private record Alternation(long naiveCommits, double naiveSeconds, long shardedCommits, double shardedSeconds) {
        double naiveRate() {
            return naiveCommits / naiveSeconds;
        }

        double shardedRate() {
            return shardedCommits / shardedSeconds;
        }
    }

    /** Naive, sharded, naive, sharded...: each round's phases run back to back. */
    private static Alternation alternate(List<ShardedCounterRun> rounds, Report report) throws Exception {
        long naiveCommits = 0, shardedCommits = 0;
        double naiveSeconds = 0, shardedSeconds = 0;
        for (ShardedCounterRun round : rounds) {
            Measurement naive = round.naive();
            Measurement sharded = round.sharded();
            report.add(List.of(naive, sharded));
            naiveCommits += naive.commits();
            naiveSeconds += naive.seconds();
            shardedCommits += sharded.commits();
            shardedSeconds += sharded.seconds();
        }
        return new Alternation(naiveCommits, naiveSeconds, shardedCommits, shardedSeconds);
    }

    private static void dropSchemas(PlainPostgres plain, ShardedCounterRun family) {
        plain.dropSchema(family.database(ShardedCounterRun.NAIVE));
        plain.dropSchema(family.database(ShardedCounterRun.SHARDED));
        plain.dropSchema(family.database(ShardedCounterRun.CONTROL));
    }

    private static boolean shardedEngine(Options o, Report report) {
        CommandLine.Common c = o.common();
        System.out.printf("%n== one hot row on the engine, %s store: %d clients, naive and sharded (%d shards), %d rounds ==%n",
                o.memoryEngine() ? "in-memory" : "local directory", o.threads(), o.shards(), o.rounds());
        try (ScratchDirectory directory = new ScratchDirectory()) {
            ShardedCounterRun.Placement onEngine = o.memoryEngine() ? ShardedCounterRun.Placement.engineInMemory()
                    : ShardedCounterRun.Placement.engineOnDirectory(directory.path());
            try {
                // mem: databases live as long as this JVM, so each run names its own.
                String prefix = o.memoryEngine() ? "bench" + ProcessHandle.current().pid() + "_" + System.nanoTime() % 1_000_000 + "_" : "";
                Alternation alternation = alternate(rounds(onEngine, prefix, o), report);
                double ratio = alternation.shardedRate() / alternation.naiveRate();
                System.out.printf("  sharded / naive over all rounds: %.2f%n", ratio);
                report.target("engine: sharded / naive (commits/s)", ratio, 0.90);
                return true;
            } catch (Exception e) {
                Benchmarks.reportFailure(e);
                return false;
            } finally {
                HotrowDriver.instance().shutdown(); // before the directory goes
            }
        } catch (java.io.IOException e) {
            Benchmarks.reportFailure(e);
            return false;
        }
    }
}
