package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Timing;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.openjdk.jmh.results.BenchmarkResult;
import org.openjdk.jmh.results.IterationResult;
import org.openjdk.jmh.results.RunResult;
import org.openjdk.jmh.runner.Runner;
import org.openjdk.jmh.runner.RunnerException;
import org.openjdk.jmh.runner.options.OptionsBuilder;
import org.openjdk.jmh.runner.options.TimeValue;
import org.openjdk.jmh.runner.options.VerboseMode;

/**
 * The in-process microbenchmarks, timed by JMH (forked JVM, warm-up iterations, results consumed so
 * the JIT cannot drop the work): {@code jmh} passes its arguments to JMH's own command line, and
 * the {@code rewrite} and {@code placement} commands run their in-process families through
 * {@link #timings}. Loops that cross the network (a statement to PostgreSQL, a commit to a store)
 * stay in the hand harnesses: there a round trip dwarfs what JMH guards against, and what matters
 * is drift between the sides compared, which those harnesses alternate to cancel.
 */
final class Microbenchmarks {

    static final String NAME = "jmh";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar jmh [JMH's options] [benchmark regexp]
              JMH's own command line (-h lists its options, -l the benchmarks), over the in-process
              microbenchmarks: SurfaceBenchmark (the driver's cost per statement on placement=postgres,
              without the network), AnalysisCacheBenchmark (the SQL analysis cache), PlacementCacheBenchmark
              (routing a transaction on a placement cache hit)""";

    private Microbenchmarks() {
    }

    static int main(String[] args) throws Exception {
        org.openjdk.jmh.Main.main(args); // exits 1 itself on bad arguments or a failed benchmark
        return 0;
    }

    /**
     * Runs every benchmark method of {@code benchmark} in one forked JVM, {@code warmup} then
     * {@code measured}, each split into iterations of at most a second; one timing per method, named by
     * {@code names} (method name to label), in average time per operation.
     */
    static List<Timing> timings(Class<?> benchmark, Duration warmup, Duration measured, java.util.function.UnaryOperator<String> names)
            throws RunnerException {
        int warmups = iterations(warmup), measurements = iterations(measured);
        var options = new OptionsBuilder().include("^" + Pattern.quote(benchmark.getName() + ".")).forks(1)
                .warmupIterations(warmups).warmupTime(TimeValue.milliseconds(Math.max(1, warmup.toMillis() / warmups)))
                .measurementIterations(measurements).measurementTime(TimeValue.milliseconds(Math.max(1, measured.toMillis() / measurements)))
                .verbosity(VerboseMode.SILENT).build();
        List<Timing> timings = new ArrayList<>();
        for (RunResult run : new Runner(options).run()) {
            BenchmarkResult result = run.getAggregatedResult();
            long operations = 0;
            for (IterationResult iteration : result.getIterationResults()) {
                operations += iteration.getMetadata().getMeasuredOps();
            }
            double nanos = run.getPrimaryResult().getScore() * nanosPer(run.getParams().getTimeUnit());
            String method = run.getParams().getBenchmark().substring(benchmark.getName().length() + 1);
            timings.add(new Timing(names.apply(method), operations, operations * nanos / 1e9));
        }
        return timings;
    }

    private static int iterations(Duration length) {
        return (int) Math.max(1, Math.min(5, length.toSeconds()));
    }

    private static double nanosPer(java.util.concurrent.TimeUnit unit) {
        return unit.toNanos(1);
    }
}
