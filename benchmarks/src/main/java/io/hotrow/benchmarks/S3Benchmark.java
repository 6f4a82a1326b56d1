package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * {@code s3}: commit throughput and latency of the engine on S3Proxy (in-process, loopback,
 * transient provider), on the local directory store, and on the in-memory store with a slow PUT,
 * each with the same clients incrementing one hot row and then each its own row.
 */
final class S3Benchmark {

    static final String NAME = "s3";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar s3 [options]
              --only F               run one store: s3proxy, local or memory (default all three)
              --threads N            clients on every store (default 32)
              --put-latency-ms N     latency of each PUT on the in-memory store (default 10)
              --seconds S            measured time per run (default 5)
              --warmup-seconds S     warm-up per run, on the same connections (default 2)
              --max-commits N        commit cap per phase, whatever the time (default 1000000)
              --csv PATH             results file (default s3.csv next to the jar);
                                     ratios go to <name>-targets.csv beside it""";
    private static final String S3PROXY = "s3proxy", LOCAL = "local", MEMORY = "memory";
    private static final List<String> STORES = List.of(S3PROXY, LOCAL, MEMORY);

    record Options(Set<String> stores, int threads, Duration putLatency, CommandLine.Common common) {

        /** The options, or null when help was asked for. */
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--threads", "--put-latency-ms", "--seconds", "--warmup-seconds",
                    "--max-commits", "--csv"), Set.of(), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            return new Options(line.families(new LinkedHashSet<>(STORES)), (int) line.positive("--threads", 32),
                    Duration.ofMillis((long) line.positive("--put-latency-ms", 10)), line.common(NAME));
        }
    }

    /** One store's pair of runs, each on a fresh, empty store. */
    @FunctionalInterface
    private interface StoreRuns {
        List<Measurement> run(int threads, Limits limits) throws Exception;
    }

    private S3Benchmark() {
    }

    static int run(Options o) throws Exception {
        CommandLine.Common c = o.common();
        System.out.printf("hotrow s3 benchmark: %d cores, Java %s; %d clients; %.1f s warm-up + %.1f s measured per run, at most %,d commits per phase%n",
                Runtime.getRuntime().availableProcessors(), System.getProperty("java.version"), o.threads(),
                c.limits().warmup().toMillis() / 1e3, c.limits().duration().toMillis() / 1e3, c.limits().maxCommits());
        Report report = new Report();
        boolean failed = false;
        List<Double> distinctRates = new ArrayList<>();
        for (String store : STORES) {
            if (!o.stores().contains(store)) {
                continue;
            }
            String label = label(store, o.putLatency());
            System.out.printf("%n== %s: hot row, then distinct rows ==%n", label);
            try {
                List<Measurement> runs = runs(store, o.putLatency()).run(o.threads(), c.limits());
                report.add(runs);
                report.ratio(label + ": hot row / distinct rows (commits/s)", runs.get(0).rate() / runs.get(1).rate());
                if (store.equals(S3PROXY) || store.equals(MEMORY)) {
                    distinctRates.add(runs.get(1).rate());
                }
            } catch (Exception e) {
                failed = true;
                Benchmarks.reportFailure(e);
            }
        }
        if (distinctRates.size() == 2) {
            report.ratio("distinct rows: s3proxy / " + label(MEMORY, o.putLatency()), distinctRates.get(0) / distinctRates.get(1));
        }
        return Benchmarks.finish(report, c, failed);
    }

    private static String label(String store, Duration putLatency) {
        return switch (store) {
            case S3PROXY -> LoopbackS3.LABEL;
            case LOCAL -> LocalVersusPostgres.LOCAL_STORE;
            default -> SlowStoreGroupCommit.label(putLatency);
        };
    }

    private static StoreRuns runs(String store, Duration putLatency) {
        String label = label(store, putLatency);
        return switch (store) {
            case S3PROXY -> (threads, limits) -> {
                try (LoopbackS3 s3 = new LoopbackS3()) {
                    System.out.println("  S3Proxy listening on " + s3.endpoint());
                    return List.of(EngineOnStore.run("hot row", label, s3.store("hot"), threads, 1, limits),
                            EngineOnStore.run("distinct rows", label, s3.store("distinct"), threads, threads, limits));
                }
            };
            case LOCAL -> (threads, limits) -> {
                try (ScratchDirectory directory = new ScratchDirectory()) {
                    return List.of(
                            EngineOnStore.run("hot row", label, new LocalDirectoryObjectStore(directory.path().resolve("hot")), threads, 1, limits),
                            EngineOnStore.run("distinct rows", label, new LocalDirectoryObjectStore(directory.path().resolve("distinct")), threads,
                                    threads, limits));
                }
            };
            default -> (threads, limits) -> List.of(
                    EngineOnStore.run("hot row", label, SlowStoreGroupCommit.slowStore(putLatency), threads, 1, limits),
                    EngineOnStore.run("distinct rows", label, SlowStoreGroupCommit.slowStore(putLatency), threads, threads, limits));
        };
    }
}
