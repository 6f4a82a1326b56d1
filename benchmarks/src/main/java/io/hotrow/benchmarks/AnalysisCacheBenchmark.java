package io.hotrow.benchmarks;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What the SQL analysis cache saves per statement, on one thread: {@link StatementAnalyzer#analyze}
 * of the texts of {@link #STATEMENTS} in turn on a warmed cache (a hit, with the same String or an
 * equal text in a new String, whose hash is computed and characters compared), against analysing
 * them from scratch (a miss: a fresh analyzer each time round the texts, so every text is parsed
 * and classified). Public for JMH's generated code.
 */
public class AnalysisCacheBenchmark extends JmhDefaults {

    static final String STATEMENTS = "/analysis-statements.sql";

    private String[] texts;
    private StatementAnalyzer warmed;
    private long analysedWhenWarmed;
    private int hitAt;
    private StatementAnalyzer fresh;
    private int missAt;

    @Setup(Level.Trial)
    public void warm() throws IOException {
        texts = statements().toArray(String[]::new);
        warmed = StatementAnalyzer.forPostgres(StatementAnalyzer.DEFAULT_CAPACITY);
        for (String sql : texts) {
            warmed.analyze(sql);
        }
        analysedWhenWarmed = warmed.analysed();
        missAt = texts.length;
    }

    /** Every hit must have been one: a text analysed again would time a parse as a hit. */
    @TearDown(Level.Trial)
    public void checkAllHits() {
        if (warmed.analysed() != analysedWhenWarmed) {
            throw new IllegalStateException("the warmed cache analysed " + (warmed.analysed() - analysedWhenWarmed) + " texts again: not all hits");
        }
    }

    @Benchmark
    public StatementAnalysis hitSameString() {
        return warmed.analyze(texts[nextHit()]);
    }

    @Benchmark
    public StatementAnalysis hitEqualText() {
        return warmed.analyze(new String(texts[nextHit()]));
    }

    @Benchmark
    public StatementAnalysis miss() {
        if (missAt == texts.length) {
            fresh = StatementAnalyzer.forPostgres(StatementAnalyzer.DEFAULT_CAPACITY);
            missAt = 0;
        }
        return fresh.analyze(texts[missAt++]);
    }

    private int nextHit() {
        int at = hitAt;
        hitAt = at + 1 == texts.length ? 0 : at + 1;
        return at;
    }

    /** The texts of {@link #STATEMENTS}: one per line, without comment lines. */
    static List<String> statements() throws IOException {
        var in = AnalysisCacheBenchmark.class.getResourceAsStream(STATEMENTS);
        if (in == null) {
            throw new IOException(STATEMENTS + " is missing from the jar");
        }
        try (BufferedReader reader = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
            return reader.lines().map(String::strip).filter(line -> !line.isEmpty() && !line.startsWith("--")).toList();
        }
    }
}
