package io.hotrow.benchmarks;

import io.hotrow.benchmarks.Report.Timing;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;

/**
 * What the SQL analysis cache saves, per statement, on one thread: {@link StatementAnalyzer#analyze}
 * on a warmed cache (a hit) against analysing the same texts from scratch (a miss: a fresh analyzer
 * per round, so every text is parsed and classified). A hand-timed loop, not JMH: each loop first
 * runs for the warm-up time on the same code path so the JIT has compiled it, then is timed over
 * whole batches, ending at the time limit or the lookup cap. Every result feeds a sink that is
 * published at the end, so the JIT cannot drop the work.
 */
final class AnalysisCacheProbe {

    static final String STATEMENTS = "/analysis-statements.sql";
    /** Rounds over all texts between two looks at the clock, so the clock costs under 1% of a hit. */
    private static final int HIT_ROUNDS_PER_CHECK = 100;

    /** Read by nothing; written so the loops' results are used. */
    static volatile long sink;

    private final String[] texts;
    private final Duration warmup;
    private final Duration duration;
    private final long maxLookups;
    /** Nanoseconds spent parsing each text in the last miss loop. */
    private final long[] parseNanos;
    private long parseRounds;

    AnalysisCacheProbe(Duration warmup, Duration duration, long maxLookups) throws IOException {
        this.texts = statements().toArray(String[]::new);
        this.warmup = warmup;
        this.duration = duration;
        this.maxLookups = maxLookups;
        this.parseNanos = new long[texts.length];
    }

    int statementCount() {
        return texts.length;
    }

    /** Hit with the same String instances, hit with equal texts in new Strings, miss. */
    List<Timing> run() {
        StatementAnalyzer warmed = StatementAnalyzer.forPostgres(StatementAnalyzer.DEFAULT_CAPACITY);
        for (String sql : texts) {
            warmed.analyze(sql);
        }
        long parsedBefore = warmed.analysed();
        hits(warmed, false, warmup);
        Timing hit = hits(warmed, false, duration);
        hits(warmed, true, warmup);
        Timing hitCopy = hits(warmed, true, duration);
        if (warmed.analysed() != parsedBefore) {
            throw new IllegalStateException("the warmed cache analysed " + (warmed.analysed() - parsedBefore) + " texts again: not all hits");
        }
        misses(warmup);
        Timing miss = misses(duration);
        return List.of(hit, hitCopy, miss);
    }

    /** {@code copies}: look each text up as a new String, so its hash is computed and equals compares the characters. */
    private Timing hits(StatementAnalyzer analyzer, boolean copies, Duration length) {
        long lookups = 0, acc = 0;
        long started = System.nanoTime(), deadline = started + length.toNanos(), now;
        do {
            for (int round = 0; round < HIT_ROUNDS_PER_CHECK; round++) {
                for (String sql : texts) {
                    StatementAnalysis a = analyzer.analyze(copies ? new String(sql) : sql);
                    acc = 31 * acc + a.kind().ordinal() + a.sql().length();
                }
            }
            lookups += (long) HIT_ROUNDS_PER_CHECK * texts.length;
            now = System.nanoTime();
        } while (now < deadline && lookups < maxLookups);
        sink = acc;
        return new Timing(copies ? "analysis cache hit (equal text in a new String)" : "analysis cache hit (same String)", lookups,
                (now - started) / 1e9);
    }

    private Timing misses(Duration length) {
        long parses = 0, acc = 0;
        java.util.Arrays.fill(parseNanos, 0);
        parseRounds = 0;
        long started = System.nanoTime(), deadline = started + length.toNanos(), now;
        do {
            StatementAnalyzer fresh = StatementAnalyzer.forPostgres(StatementAnalyzer.DEFAULT_CAPACITY);
            for (int i = 0; i < texts.length; i++) {
                long began = System.nanoTime();
                StatementAnalysis a = fresh.analyze(texts[i]);
                parseNanos[i] += System.nanoTime() - began;
                acc = 31 * acc + a.kind().ordinal() + a.tables().size();
            }
            parseRounds++;
            if (fresh.analysed() != texts.length) {
                throw new IllegalStateException("a fresh analyzer parsed " + fresh.analysed() + " of " + texts.length + " texts");
            }
            parses += texts.length;
            now = System.nanoTime();
        } while (now < deadline && parses < maxLookups);
        sink = acc;
        return new Timing("full parse (cache miss, fresh analyzer per round)", parses, (now - started) / 1e9);
    }

    /** The {@code n} texts slowest to analyse in the measured miss loop, as "mean µs: text", slowest first. */
    List<String> slowestParses(int n) {
        return java.util.stream.IntStream.range(0, texts.length).boxed()
                .sorted((a, b) -> Long.compare(parseNanos[b], parseNanos[a])).limit(n)
                .map(i -> String.format(java.util.Locale.ROOT, "%,10.1f us: %s", parseNanos[i] / 1e3 / parseRounds,
                        texts[i].length() > 90 ? texts[i].substring(0, 90) + "..." : texts[i]))
                .toList();
    }

    /** The texts of {@link #STATEMENTS}: one per line, without comment lines. */
    static List<String> statements() throws IOException {
        var in = AnalysisCacheProbe.class.getResourceAsStream(STATEMENTS);
        if (in == null) {
            throw new IOException(STATEMENTS + " is missing from the jar");
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return reader.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("--")).toList();
        }
    }
}
