package io.hotrow.rewrite.analysis;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.sql.SQLWarning;
import java.util.List;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.LongAdder;
import java.util.function.Function;

/**
 * Analyses SQL texts once and remembers the result. Bounded: when full, it drops an arbitrary
 * tenth of its entries, which is cheap and good enough because the working set of an application's
 * distinct SQL texts is small and stable. Thread-safe; a cache hit is one hash lookup.
 *
 * <p>An analyzer for the engine also translates each text with the dialect shim. A text our parser
 * cannot read is classified by its leading keyword (every doubt makes it a write, which takes the
 * lane), gets the shim's token-level rules, and runs if H2 accepts it: the parser is no gatekeeper.
 * PostgreSQL runs what it is given, parsed or not.
 *
 * <p>Every parse has a budget (see {@link ParseLimits}); a text beyond it is refused as too complex
 * (54001), and that verdict is cached like any other, so the same text never pays twice. A parse
 * stopped by its caller (statement timeout, cancel, interrupt: 57014) says nothing about the text
 * and is not cached.
 *
 * <p>Texts that differ only in small integer literals share one analysis on the engine: from the
 * second such text on, a shape's analysis is made from its template ({@link ShapeTemplate}), so an
 * application that writes its values into the SQL pays a lexer pass, not a parse, per text.
 */
public final class StatementAnalyzer {

    public static final int DEFAULT_CAPACITY = 4096;

    private final StatementClassifier classifier;
    private final ConcurrentHashMap<String, StatementAnalysis> cache = new ConcurrentHashMap<>();
    private final LongAdder analysed = new LongAdder();
    private final LongAdder lookups = new LongAdder();
    private final int capacity;
    private final Translator translator;
    private final boolean refuseUnanalysable;
    private final ShapeTemplates shapes; // null where texts run as written

    StatementAnalyzer(int capacity, Translator translator, boolean refuseUnanalysable, ParseLimits limits) {
        if (capacity < 1) {
            throw new IllegalArgumentException("capacity must be positive: " + capacity);
        }
        this.classifier = new StatementClassifier(limits);
        this.capacity = capacity;
        this.translator = translator;
        this.refuseUnanalysable = refuseUnanalysable;
        this.shapes = refuseUnanalysable ? new ShapeTemplates(capacity) : null;
    }

    /** For PostgreSQL: texts run as written, parsed or not. */
    public static StatementAnalyzer forPostgres(int capacity) {
        return new StatementAnalyzer(capacity, Translator.IDENTITY, false, ParseLimits.DEFAULT);
    }

    /** For the engine: texts are translated, and refused when they cannot be analysed or translated. */
    public static StatementAnalyzer forEngine(int capacity, Translator shim) {
        return new StatementAnalyzer(capacity, shim, true, ParseLimits.DEFAULT);
    }

    public StatementAnalysis analyze(String sql) {
        return analyze(sql, ParseCancellation.NONE);
    }

    /**
     * The analysis of {@code sql}, from the cache or fresh; a fresh parse stops early (57014, not
     * cached) when {@code cancellation} says so or the calling thread is interrupted.
     */
    public StatementAnalysis analyze(String sql, ParseCancellation cancellation) {
        return analyze(sql, LiteralShape::of, cancellation);
    }

    /**
     * As {@link #analyze(String, ParseCancellation)}, with the text's {@link LiteralShape} (asked only on a miss)
     * from {@code shapeOf}: a caller that has already scanned the text for its shape need not have it scanned again.
     */
    public StatementAnalysis analyze(String sql, Function<String, LiteralShape> shapeOf, ParseCancellation cancellation) {
        lookups.increment();
        StatementAnalysis cached = cache.get(sql);
        if (cached != null) {
            return cached;
        }
        LiteralShape shape = shapes == null ? null : shapeOf.apply(sql);
        if (shape != null) {
            StatementAnalysis made = shapes.instantiate(shape, sql);
            if (made != null) {
                return made; // not cached by text: a shape's texts would crowd out everything else
            }
        }
        StatementAnalysis fresh = analyseFully(sql, cancellation);
        analysed.increment();
        if (fresh.parseOutcome() == ParseOutcome.CANCELLED) {
            return fresh;
        }
        if (shape != null) {
            shapes.analysed(shape, fresh, probe -> analyseFully(probe, cancellation));
        }
        if (cache.size() >= capacity) {
            CacheEviction.dropSome(cache, capacity);
        }
        StatementAnalysis raced = cache.putIfAbsent(sql, fresh);
        return raced != null ? raced : fresh;
    }

    private StatementAnalysis analyseFully(String sql, ParseCancellation cancellation) {
        String standard;
        try {
            standard = translator.standardize(sql);
        } catch (UnsupportedSqlException e) {
            return refused(classifier.classify(sql, cancellation), e.getMessage(), e.sqlState());
        }
        StatementAnalysis fresh = forBackend(classifier.classify(standard, cancellation));
        return standard != sql ? asWritten(fresh, sql) : fresh;
    }

    /** What PostgreSQL would say about {@code sql} in NOTICEs as it reads it ({@link Translator#notices}). */
    public List<SQLWarning> notices(String sql) {
        return translator.notices(sql);
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
        if (a.refusal() != null || a.kind().runsInSession()) {
            return a;
        }
        if (!a.parsed() && (!refuseUnanalysable || a.parseOutcome() != ParseOutcome.SYNTAX_ERROR)) {
            // PostgreSQL runs what we cannot parse. The engine runs it too (below: the parser is no
            // gatekeeper, H2 decides), but not a text whose analysis ran out of budget or was stopped.
            return refuseUnanalysable ? refusedUnanalysed(a) : a;
        }
        try {
            String executable = translator.translate(a);
            return executable.equals(a.sql()) ? a : with(a, executable, null, null);
        } catch (UnsupportedSqlException e) {
            return refused(a, e.getMessage(), e.sqlState());
        } catch (LexingStop.Stopped e) {
            return refusedUnanalysed(new StatementAnalysis(a.sql(), a.kind(), null, ParseOutcome.CANCELLED, e.getMessage(), a.multiStatement(),
                    a.tables(), a.locksRows(), a.rowPin(), a.sql(), null, null)); // CANCELLED: not cached
        } catch (StackOverflowError e) {
            return refused(a, "it is too complex for hotrow to analyse (it nests too deeply for the stack of the thread analysing it)",
                    "54001");
        }
    }

    /** Why the engine cannot run a text whose analysis did not finish, with PostgreSQL's SQLState for that reason. */
    private static StatementAnalysis refusedUnanalysed(StatementAnalysis a) {
        return a.parseOutcome() == ParseOutcome.CANCELLED ? refused(a, a.parseError(), "57014")
                : refused(a, "it is too complex for hotrow to analyse (" + a.parseError() + ")", "54001");
    }

    /** The analysis of a standardized text, under the text as the application wrote it (for the cache and messages). */
    private static StatementAnalysis asWritten(StatementAnalysis a, String sql) {
        return new StatementAnalysis(sql, a.kind(), a.ast(), a.parseOutcome(), a.parseError(), a.multiStatement(), a.tables(),
                a.locksRows(), a.rowPin(), a.executableSql(), a.refusal(), a.refusalState());
    }

    private static StatementAnalysis refused(StatementAnalysis a, String reason, String sqlState) {
        return with(a, a.sql(), reason, sqlState);
    }

    private static StatementAnalysis with(StatementAnalysis a, String executable, String refusal, String refusalState) {
        return new StatementAnalysis(a.sql(), a.kind(), a.ast(), a.parseOutcome(), a.parseError(), a.multiStatement(), a.tables(),
                a.locksRows(), a.rowPin(), executable, refusal, refusalState);
    }
}
