package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Timing;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.placement.table.PlacementCache;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.placement.table.PlacementTable;
import java.time.Duration;
import java.util.Set;

/**
 * {@code placement} (issue 6): what routing a transaction by the placement table costs on a cache
 * hit. A hand-timed loop over 50 databases' records, after a warm-up on the same path, with a sink
 * the JIT cannot drop; the records come from a table in memory, read once into the cache.
 */
final class PlacementBenchmark {

    static final String NAME = "placement";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar placement [options]
              --seconds S            measured time of the loop (default 5)
              --warmup-seconds S     warm-up, on the same loop (default 2)
              --csv PATH             results file (default placement.csv next to the jar); targets go to
                                     <name>-targets.csv and timings to <name>-timings.csv beside it
              --require-targets      exit 2 when a target is missed""";
    private static final int DATABASES = 50;
    /** Rounds over all databases between two looks at the clock. */
    private static final int ROUNDS_PER_CHECK = 1000;

    static volatile long sink;

    record Options(CommandLine.Common common) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--seconds", "--warmup-seconds", "--csv"), Set.of("--require-targets"), USAGE);
            return line.helpAsked() ? null : new Options(line.common(NAME));
        }
    }

    private PlacementBenchmark() {
    }

    static int run(Options o) throws Exception {
        CommandLine.Common c = o.common();
        PlacementCache cache = new PlacementCache(new PlacementTable(new MemoryObjectStore("placement-bench")), Duration.ofHours(1));
        String[] databases = new String[DATABASES];
        for (int i = 0; i < DATABASES; i++) {
            databases[i] = "db_" + i;
            cache.get(databases[i]);
        }
        System.out.printf("hotrow placement benchmark: %d cores, Java %s; routing %d databases by a warmed placement cache,"
                        + " one thread, hand-timed loop (no JMH) after a %.1f s warm-up%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), DATABASES, c.limits().warmup().toMillis() / 1e3);
        lookups(cache, databases, c.limits().warmup());
        Timing hit = lookups(cache, databases, c.limits().duration());
        Report report = new Report();
        report.add(hit);
        report.targetAtMost("routing on a placement cache hit: ns per transaction", hit.nanosPerOperation(), 1000);
        return Benchmarks.finish(report, c, false);
    }

    private static Timing lookups(PlacementCache cache, String[] databases, Duration length) throws Exception {
        long lookups = 0, acc = 0;
        long started = System.nanoTime(), deadline = started + length.toNanos(), now;
        do {
            for (int round = 0; round < ROUNDS_PER_CHECK; round++) {
                for (String database : databases) {
                    PlacementRecord record = cache.get(database);
                    acc = 31 * acc + record.placement().ordinal() + record.version();
                }
            }
            lookups += (long) ROUNDS_PER_CHECK * databases.length;
            now = System.nanoTime();
        } while (now < deadline);
        sink = acc;
        return new Timing("placement cache hit (route one transaction)", lookups, (now - started) / 1e9);
    }
}
