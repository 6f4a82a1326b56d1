package io.hotrow.rewrite.analysis;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.Iterator;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.regex.Pattern;

/**
 * Analyses SQL texts once and remembers the result. Bounded: when full, it drops an arbitrary
 * tenth of its entries, which is cheap and good enough because the working set of an application's
 * distinct SQL texts is small and stable. Thread-safe; a cache hit is one hash lookup.
 *
 * <p>An analyzer for the engine also translates each text with the dialect shim and refuses what
 * it cannot analyse: the engine decides lanes and logging from the analysis, so it must not guess.
 * PostgreSQL runs what it is given, parsed or not.
 */
public final class StatementAnalyzer {

    public static final int DEFAULT_CAPACITY = 4096;

    private static final String NAME = "(?:\"(?:[^\"]|\"\")+\"|[A-Za-z_][A-Za-z0-9_$]*)";
    private static final Pattern IDENTITY_RESTART = Pattern.compile("\\s*ALTER\\s+TABLE\\s+(?:" + NAME + "\\s*\\.\\s*)?" + NAME
            + "\\s+ALTER\\s+COLUMN\\s+" + NAME + "\\s+RESTART\\s+WITH\\s+-?\\d+\\s*;?\\s*", Pattern.CASE_INSENSITIVE);

    private final StatementClassifier classifier = new StatementClassifier();
    private final ConcurrentHashMap<String, StatementAnalysis> cache = new ConcurrentHashMap<>();
    private final LongAdder analysed = new LongAdder();
    private final LongAdder lookups = new LongAdder();
    private final int capacity;
    private final Translator translator;
    private final boolean refuseUnparsed;

    private StatementAnalyzer(int capacity, Translator translator, boolean refuseUnparsed) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.capacity = capacity;
        this.translator = translator;
        this.refuseUnparsed = refuseUnparsed;
    }

    /** For PostgreSQL: texts run as written, parsed or not. */
    public static StatementAnalyzer forPostgres(int capacity) {
        return new StatementAnalyzer(capacity, Translator.IDENTITY, false);
    }

    /** For the engine: texts are translated, and refused when they cannot be analysed or translated. */
    public static StatementAnalyzer forEngine(int capacity, Translator shim) {
        return new StatementAnalyzer(capacity, shim, true);
    }

    public StatementAnalysis analyze(String sql) {
        lookups.increment();
        StatementAnalysis cached = cache.get(sql);
        if (cached != null) {
            return cached;
        }
        StatementAnalysis fresh = forBackend(classifier.classify(sql));
        analysed.increment();
        if (cache.size() >= capacity) {
            evictSome();
        }
        StatementAnalysis raced = cache.putIfAbsent(sql, fresh);
        return raced != null ? raced : fresh;
    }

    /** How many texts were analysed rather than found in the cache: for tests and metrics. */
    public long analysed() {
        return analysed.sum();
    }

    /** How many times any text was asked for, hit or miss: a prepared statement's re-execution adds none. */
    public long lookups() {
        return lookups.sum();
    }

    public int size() {
        return cache.size();
    }

    private StatementAnalysis forBackend(StatementAnalysis a) {
        if (a.refusal() != null || a.kind() == StatementKind.TRANSACTION_CONTROL || a.kind() == StatementKind.SESSION) {
            return a;
        }
        if (refuseUnparsed && "DO".equals(StatementClassifier.leadingKeyword(a.sql()))) {
            // Our parser rejects DO, but this is no syntax error: say what the engine lacks (0A000, not 42601).
            return new StatementAnalysis(a.sql(), a.kind(), null, null, false, a.tables(), false, null, a.sql(),
                    "anonymous code blocks (DO) are not supported by the engine, which runs no PL/pgSQL;"
                            + " send the statements one at a time, or place the database on PostgreSQL");
        }
        if (!a.parsed()) {
            // Our parser lacks H2's identity RESTART, which the engine's own log replay runs and a copy
            // into the engine needs to continue an identity where its source stood: H2 runs it as written.
            boolean runnable = !refuseUnparsed || IDENTITY_RESTART.matcher(a.sql()).matches();
            return runnable ? a : refused(a, "hotrow could not parse it (" + a.parseError() + ")");
        }
        try {
            String executable = translator.translate(a);
            return executable.equals(a.sql()) ? a : with(a, executable, null);
        } catch (UnsupportedSqlException e) {
            return refused(a, e.getMessage());
        }
    }

    private static StatementAnalysis refused(StatementAnalysis a, String reason) {
        return with(a, a.sql(), reason);
    }

    private static StatementAnalysis with(StatementAnalysis a, String executable, String refusal) {
        return new StatementAnalysis(a.sql(), a.kind(), a.ast(), a.parseError(), a.multiStatement(), a.tables(),
                a.locksRows(), a.rowPin(), executable, refusal);
    }

    private void evictSome() {
        int toDrop = Math.max(1, capacity / 10);
        Iterator<String> keys = cache.keySet().iterator();
        while (toDrop-- > 0 && keys.hasNext()) {
            keys.next();
            keys.remove();
        }
    }
}
