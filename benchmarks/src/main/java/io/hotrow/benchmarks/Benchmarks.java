package io.hotrow.benchmarks;

import java.io.IOException;
import java.util.concurrent.Callable;

/**
 * Runs the benchmarks (docs/benchmarks.md) from the command line:
 * <pre>
 * java -jar benchmarks/target/hotrow-benchmarks.jar commit-pipeline [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar rewrite [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar placement [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar s3 [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar ddl [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar wire [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar workloads [options]
 * java -jar benchmarks/target/hotrow-benchmarks.jar report [--quick]
 * java -jar benchmarks/target/hotrow-benchmarks.jar reopen --dir PATH
 * java -jar benchmarks/target/hotrow-benchmarks.jar jmh [JMH's arguments]
 * </pre>
 * Exit status: 0 when every run completed with exact totals, 1 when a run failed or lost an
 * update, 2 when {@code --require-targets} is given and a target was missed (or the arguments are wrong).
 */
public final class Benchmarks {

    static final String USAGE = "usage: " + CommitPipelineBenchmark.USAGE + "\n\n   or: " + RewriteBenchmark.USAGE
            + "\n\n   or: " + PlacementBenchmark.USAGE + "\n\n   or: " + S3Benchmark.USAGE + "\n\n   or: " + TransactionalDdlBenchmark.USAGE
            + "\n\n   or: " + WireBenchmark.USAGE + "\n\n   or: " + WorkloadsBenchmark.USAGE + "\n\n   or: " + ReportBenchmark.USAGE + "\n\n   or: " + ReopenBenchmark.USAGE + "\n\n   or: " + Microbenchmarks.USAGE;

    private Benchmarks() {
    }

    public static void main(String[] args) throws Exception {
        quietLogging();
        String benchmark = args.length == 0 ? "" : args[0];
        if (benchmark.equals("--help") || benchmark.equals("-h")) {
            System.out.println(USAGE);
            return;
        }
        Callable<Integer> run;
        try {
            run = parse(benchmark, args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        System.exit(run.call());
    }

    /** Warnings and errors only; call before anything logs. */
    static void quietLogging() {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        // The benchmarks' hot rows are hot on purpose: the engine's advice to shard them is noise here.
        System.setProperty("org.slf4j.simpleLogger.log.io.hotrow.engine.metrics.ShardingAdvisor", "error");
    }

    /** The benchmark to run, or one that prints its usage when help was asked for. */
    private static Callable<Integer> parse(String benchmark, String[] args) {
        switch (benchmark) {
            case CommitPipelineBenchmark.NAME -> {
                CommitPipelineBenchmark.Options options = CommitPipelineBenchmark.Options.parse(args);
                return options == null ? usage(CommitPipelineBenchmark.USAGE) : () -> CommitPipelineBenchmark.run(options);
            }
            case RewriteBenchmark.NAME -> {
                RewriteBenchmark.Options options = RewriteBenchmark.Options.parse(args);
                return options == null ? usage(RewriteBenchmark.USAGE) : () -> RewriteBenchmark.run(options);
            }
            case PlacementBenchmark.NAME -> {
                PlacementBenchmark.Options options = PlacementBenchmark.Options.parse(args);
                return options == null ? usage(PlacementBenchmark.USAGE) : () -> PlacementBenchmark.run(options);
            }
            case S3Benchmark.NAME -> {
                S3Benchmark.Options options = S3Benchmark.Options.parse(args);
                return options == null ? usage(S3Benchmark.USAGE) : () -> S3Benchmark.run(options);
            }
            case TransactionalDdlBenchmark.NAME -> {
                TransactionalDdlBenchmark.Options options = TransactionalDdlBenchmark.Options.parse(args);
                return options == null ? usage(TransactionalDdlBenchmark.USAGE) : () -> TransactionalDdlBenchmark.run(options);
            }
            case WireBenchmark.NAME -> {
                WireBenchmark.Options options = WireBenchmark.Options.parse(args);
                return options == null ? usage(WireBenchmark.USAGE) : () -> WireBenchmark.run(options);
            }
            case WorkloadsBenchmark.NAME -> {
                WorkloadsBenchmark.Options options = WorkloadsBenchmark.Options.parse(args);
                return options == null ? usage(WorkloadsBenchmark.USAGE) : () -> WorkloadsBenchmark.run(options);
            }
            case ReportBenchmark.NAME -> {
                ReportBenchmark.Options options = ReportBenchmark.Options.parse(args);
                return options == null ? usage(ReportBenchmark.USAGE) : () -> ReportBenchmark.run(options);
            }
            case ReopenBenchmark.NAME -> {
                ReopenBenchmark.Options options = ReopenBenchmark.Options.parse(args);
                return options == null ? usage(ReopenBenchmark.USAGE) : () -> ReopenBenchmark.run(options);
            }
            case Microbenchmarks.NAME -> {
                return () -> Microbenchmarks.main(java.util.Arrays.copyOfRange(args, 1, args.length));
            }
            default -> throw new IllegalArgumentException("the first argument must name a benchmark: " + CommitPipelineBenchmark.NAME + ", "
                    + RewriteBenchmark.NAME + ", " + PlacementBenchmark.NAME + ", " + S3Benchmark.NAME + ", " + TransactionalDdlBenchmark.NAME + ", " + WireBenchmark.NAME
                    + ", " + WorkloadsBenchmark.NAME + ", " + ReportBenchmark.NAME + ", " + ReopenBenchmark.NAME + " or " + Microbenchmarks.NAME
                    + "\n" + USAGE);
        }
    }

    private static Callable<Integer> usage(String text) {
        return () -> {
            System.out.println("usage: " + text);
            return 0;
        };
    }

    /** Prints and writes the report; the exit status for {@code failed} runs and the targets. */
    static int finish(Report report, CommandLine.Common common, boolean failed) throws IOException {
        report.print();
        report.write(common.csv());
        if (failed) {
            System.out.println("\nFAILED: see the errors above; the table holds only the runs that completed");
            return 1;
        }
        return common.requireTargets() && !report.allTargetsMet() ? 2 : 0;
    }

    static void reportFailure(Exception e) {
        System.out.println("\n*** RUN FAILED: " + e.getMessage());
        e.printStackTrace(System.out);
    }
}
