package io.hotrow.benchmarks;

import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * How every microbenchmark of {@code jmh} runs unless its command line says otherwise (JMH reads
 * these annotations from a benchmark's superclass): one thread's own state, the average time of
 * one operation in nanoseconds, three warm-up and five measured iterations of a second, in one
 * forked JVM. Public for JMH's generated code, which the driver's package also extends.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.NANOSECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public abstract class JmhDefaults {
}
