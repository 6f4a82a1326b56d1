package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.concurrent.atomic.AtomicReference;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import net.sf.jsqlparser.parser.ParseException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Texts on which JSqlParser's lookahead or lexer used to run for seconds to hours: each now ends
 * within its parse budget, with an outcome that says whether it is a syntax error or merely too
 * complex to analyse, and the engine refuses it with PostgreSQL's SQLState for that outcome.
 *
 * <p>No assertion here depends on the machine's speed: outcomes decided by the structural limits
 * are checked with the default limits, an ordinary text must parse within the default budget (which
 * is generous for a busy machine), and a text that runs away is shown to stop at a budget far below
 * its cost (tens of milliseconds against seconds). How soon a parse stops is checked by counting
 * the budget's checks, not by timing it. The timeout is a hang guard only.
 */
@Timeout(120)
class BoundedParseTest {

    private final StatementClassifier classifier = new StatementClassifier();

    /**
     * A budget far below what the runaway texts cost (seconds of CPU each, and hours without a budget), so that they
     * are stopped by it on any machine; the default budget is generous and some of them would finish within it on a
     * fast one, as the syntax errors they are.
     */
    private static final ParseLimits TIGHT = new ParseLimits(Duration.ofMillis(20), Duration.ZERO, ParseLimits.DEFAULT.maxChars(),
            ParseLimits.DEFAULT.maxTokens(), ParseLimits.DEFAULT.maxDepth(), ParseLimits.DEFAULT.maxComplexDepth());

    private final StatementClassifier tightBudget = new StatementClassifier(TIGHT);

    static String nested(String open, String inner, String close, int depth) {
        return open.repeat(depth) + inner + close.repeat(depth);
    }

    static String inList(int elements) {
        return IntStream.range(0, elements).mapToObj(Integer::toString).collect(Collectors.joining(",", "SELECT * FROM t WHERE a IN (", ")"));
    }

    static String orChain(int terms) {
        return IntStream.range(0, terms).mapToObj(i -> "a = " + i).collect(Collectors.joining(" OR ", "SELECT * FROM t WHERE ", ""));
    }

    /** A cancellation that never stops the parse and counts how often it is asked. */
    static final class CountingCancellation implements ParseCancellation {
        int polls;
        final int stopAt;

        CountingCancellation(int stopAt) {
            this.stopAt = stopAt;
        }

        @Override
        public String reason() {
            return ++polls >= stopAt ? "canceling statement due to statement timeout" : null;
        }
    }

    static String[] syntaxErrors() {
        return new String[] {
            "SELECT (((1", // the three unclosed parentheses: hours in complex mode
            "SELECT ((1 +))", // seconds while JavaCC listed the tokens it expected (see below)
            "SELECT ((1,))",
            "SELECT " + "(".repeat(30) + "1",
            "SELECT 1)",
            "SELECT * FROM t WHERE (a = = 1)",
            "INSERT INTO t VALUES (1, 2 3)",
            "SELECT 'unterminated",
            "",
            "   -- only a comment",
        };
    }

    @ParameterizedTest
    @MethodSource("syntaxErrors")
    void syntaxErrorsAreSaidAsSuch(String sql) {
        StatementAnalysis analysis = classifier.classify(sql);
        assertEquals(ParseOutcome.SYNTAX_ERROR, analysis.parseOutcome(), analysis.parseError());
        assertNotNull(analysis.parseError());
        assertFalse(analysis.parsed());
    }

    /** Texts whose parse runs for seconds to hours, stopped by the budget rather than by a structural limit. */
    static String[] runaway() {
        return new String[] {
            "SELECT * FROM t WHERE a IN " + nested("(SELECT a FROM t WHERE a IN ", "(1)", ")", 15), // the subqueries at 15
            "SELECT " + nested("(SELECT ", "1", ")", 20), // the simple mode's lookahead, about threefold per level
            "SELECT " + "q'[".repeat(4000), // JSqlParser's lexer is quadratic on unterminated Oracle quotes
            "SELECT " + "'\\'".repeat(4000),
        };
    }

    @ParameterizedTest
    @MethodSource("runaway")
    void aTextThatRunsAwayStopsAtItsBudget(String sql) {
        StatementAnalysis analysis = tightBudget.classify(sql);
        assertEquals(ParseOutcome.TOO_COMPLEX, analysis.parseOutcome(), analysis.parseError());
        assertTrue(analysis.parseError().startsWith("parsing it took more than "), analysis.parseError());
        assertEquals(StatementKind.WRITE, analysis.kind(), "an unanalysed text is conservatively a write");
    }

    /** Texts beyond a structural limit: too complex before the parser runs, or whatever its budget. */
    static String[] tooComplex() {
        return new String[] {
            "SELECT (((1 +)))", // too deep for complex mode, whose lookahead would run for a minute
            "SELECT * FROM t WHERE (((a = = 1)))",
            "SELECT " + nested("(", "1", ")", 40),
            inList(200_000), // the 200,000-element IN list
            "SELECT -- /*+ " + "*".repeat(200_000) + "\n 1", // its Oracle-hint pattern is quadratic in the comment
            "SELECT '" + "x".repeat(17 << 20) + "'", // beyond the 16 MiB a text may have
            "SELECT " + "9".repeat(200_000), // quadratic to parse, in JSqlParser and again in H2
            "SELECT " + "1 + ".repeat(60_000) + "1",
            orChain(20_000), // the OR chain, whose tree overflowed the stack of the visitors
            "SELECT " + "1 || ".repeat(1001) + "1",
            "SELECT " + nested("CASE WHEN a = 1 THEN ", "1", " ELSE 2 END", 40),
            derivedTables(SqlShape.MAX_DERIVED_DEPTH + 1), // H2 plans each level again per plan of the one around it
            "SELECT * FROM t, " + derivedTables(SqlShape.MAX_DERIVED_DEPTH + 1).substring("SELECT * FROM ".length()),
        };
    }

    /** {@code SELECT * FROM (SELECT * FROM (... SELECT a FROM t) d1) d0}, {@code depth} derived tables deep. */
    static String derivedTables(int depth) {
        String sql = "SELECT a FROM t";
        for (int i = 0; i < depth; i++) {
            sql = "SELECT * FROM (" + sql + ") d" + i;
        }
        return sql;
    }

    @ParameterizedTest
    @MethodSource("tooComplex")
    void textsBeyondTheLimitsAreTooComplexNotWrong(String sql) {
        StatementAnalysis analysis = classifier.classify(sql);
        assertFalse(analysis.parseError().startsWith("parsing it took more than"), "stopped by a structural limit: " + analysis.parseError());
        assertEquals(ParseOutcome.TOO_COMPLEX, analysis.parseOutcome(), analysis.parseError());
        assertEquals(StatementKind.WRITE, analysis.kind(), "an unanalysed text is conservatively a write");
    }

    static String[] parsed() {
        return new String[] {
            "SELECT " + nested("(", "1", ")", 12), // the 9 s case: plain parentheses are cheap in simple mode
            "SELECT " + nested("CASE WHEN a = 1 THEN ", "1", " ELSE 2 END", 20),
            "SELECT " + nested("COALESCE(", "a", ", 2)", 20),
            "SELECT " + nested("abs(", "1", ")", 30),
            "SELECT coalesce(a > 1, false) FROM t", // needs complex mode
            "INSERT INTO t (a, b) VALUES (1 > 0, 2)",
            "SELECT * FROM t WHERE x IN (SELECT y FROM u WHERE (coalesce(a > 1, false)))",
            "SELECT CASE WHEN a = 1 THEN b > 1 ELSE c = 2 END FROM t",
            inList(5_000),
            derivedTables(SqlShape.MAX_DERIVED_DEPTH),
            "SELECT * FROM t WHERE a IN " + nested("(SELECT a FROM t WHERE a IN ", "(1)", ")", 3), // subqueries outside FROM are no derived tables
            "SELECT * FROM " + nested("(SELECT a FROM t WHERE a IN ", "(1)", ")", 3) + " d",
        };
    }

    @ParameterizedTest
    @MethodSource("parsed")
    void ordinaryAndModeratelyNestedTextsStillParse(String sql) {
        StatementAnalysis analysis = classifier.classify(sql);
        assertEquals(ParseOutcome.PARSED, analysis.parseOutcome(), analysis.parseError());
    }

    /** An OR chain as long as the limit allows, analysed on a thread with a small stack, overflows it in a visitor of the tree. */
    @Test
    void aStackOverflowIsTooComplexNotAnError() throws InterruptedException {
        AtomicReference<Object> outcome = new AtomicReference<>();
        Thread small = new Thread(null, () -> {
            try {
                outcome.set(classifier.classify(orChain(1000)).parseOutcome());
            } catch (Throwable t) {
                outcome.set(t);
            }
        }, "small-stack", 128 * 1024);
        small.start();
        small.join(30_000);
        assertFalse(small.isAlive());
        assertEquals(ParseOutcome.TOO_COMPLEX, outcome.get());
    }

    @Test
    void aCancellationStopsTheParse() {
        StatementAnalysis analysis = classifier.classify("SELECT * FROM t WHERE a = 1", () -> "canceling statement due to user request");
        assertEquals(ParseOutcome.CANCELLED, analysis.parseOutcome());
        assertEquals("canceling statement due to user request", analysis.parseError());
    }

    /** The text runs for seconds (subqueries 15 deep): the timeout, not the budget, ends it, as wall time passes first. */
    @Test
    void aStatementTimeoutStopsTheParse() {
        String sql = "SELECT * FROM t WHERE a IN " + nested("(SELECT a FROM t WHERE a IN ", "(1)", ")", 15);
        StatementAnalysis analysis = classifier.classify(sql, ParseCancellation.after(Duration.ofMillis(20)));
        assertEquals(ParseOutcome.CANCELLED, analysis.parseOutcome(), analysis.parseError());
        assertEquals("canceling statement due to statement timeout", analysis.parseError());
    }

    /**
     * One token of 10 MB takes the lexer seconds: a cancellation is asked for inside the token, not only after it. The
     * whole parse of the same statement with a one-character token asks fewer times than a cancellation that stops at
     * its next question after that many; with the long token that question comes, so it comes inside the token.
     */
    /**
     * A text the simple mode rejects is parsed again in the complex mode, so the simple mode's syntax error is made as its
     * first lines only. JavaCC's own ran every lookahead of the grammar again at the failing token to list the tokens it
     * expected: a second of CPU for this text of a scalar subquery (SnapshotRestoreTest's had three), past the budget on a busy
     * machine, and seconds for {@code SELECT ((1 +))}.
     */
    @Test
    void theSimpleModesSyntaxErrorIsItsFirstLinesOnly() {
        String sql = "SELECT 'a' || (SELECT CASE WHEN bool_and(id > 1) THEN 'ordered' END FROM keyed AS o)";
        ParseException simple = assertThrows(ParseException.class,
                () -> BudgetedParser.parse(sql, new ParseBudget(Duration.ofSeconds(60), () -> null), false));
        assertEquals("Encountered unexpected token: \"SELECT\" <K_SELECT>\n    at line 1, column 16.", simple.getMessage());
        assertNull(simple.expectedTokenSequences, "the expected tokens were listed");
        assertEquals(ParseOutcome.PARSED, classifier.classify(sql).parseOutcome());
        assertEquals("Encountered unexpected token: \"t3\" <S_IDENTIFIER>", classifier.classify("SELECT 1 FROM t t2 t3").parseError());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT length('%s')", "SELECT 1 AS \"%s\"", "SELECT 1 /* %s */", "SELECT 1 -- %s"})
    void aStatementTimeoutStopsTheLexerInsideALongToken(String form) {
        CountingCancellation shortToken = new CountingCancellation(Integer.MAX_VALUE);
        assertEquals(ParseOutcome.PARSED, classifier.classify(String.format(form, "x"), shortToken).parseOutcome());
        CountingCancellation stopping = new CountingCancellation(shortToken.polls + 1);
        StatementAnalysis analysis = classifier.classify(String.format(form, "x".repeat(10_000_000)), stopping);
        assertEquals(ParseOutcome.CANCELLED, analysis.parseOutcome(), analysis.parseError());
        assertTrue(stopping.polls <= shortToken.polls + 2, "the parse read on after its cancellation: asked " + stopping.polls
                + " times, against " + shortToken.polls + " for the whole parse of a short token");
    }

    @Test
    void anInterruptStopsTheParseAndStaysSet() {
        Thread.currentThread().interrupt();
        try {
            assertEquals(ParseOutcome.CANCELLED, classifier.classify("SELECT 1").parseOutcome());
            assertTrue(Thread.currentThread().isInterrupted(), "the interrupt is the caller's to clear");
        } finally {
            Thread.interrupted();
        }
    }

    @Test
    void aTinyBudgetIsTooComplexEvenForOrdinaryText() {
        ParseLimits tiny = new ParseLimits(Duration.ZERO, Duration.ZERO, 1 << 20, 100_000, 32, 2);
        assertEquals(ParseOutcome.TOO_COMPLEX, new StatementClassifier(tiny).classify("SELECT a FROM t WHERE b = 1").parseOutcome());
    }

    @Test
    void theEngineRefusesEachOutcomeWithItsSqlState() {
        StatementAnalyzer engine = StatementAnalyzer.forEngine(16, Translator.IDENTITY);
        assertEquals(null, engine.analyze("SELECT (((1").refusalState(), "a syntax error is H2's to report");
        StatementAnalysis tooComplex = engine.analyze("SELECT (((1 +)))");
        assertEquals("54001", tooComplex.refusalState());
        assertTrue(tooComplex.refusal().startsWith("it is too complex for hotrow to analyse ("), tooComplex.refusal());
        StatementAnalysis cancelled = engine.analyze("SELECT 2", () -> "canceling statement due to user request");
        assertEquals("57014", cancelled.refusalState());
        assertEquals("canceling statement due to user request", cancelled.refusal());
        assertEquals(null, engine.analyze("SELECT 2").refusal());
    }

    @Test
    void aVerdictOfTooComplexIsCachedAndACancellationIsNot() {
        StatementAnalyzer analyzer = new StatementAnalyzer(16, Translator.IDENTITY, false, TIGHT);
        String deep = "SELECT * FROM t WHERE a IN " + nested("(SELECT a FROM t WHERE a IN ", "(1)", ")", 15);
        StatementAnalysis first = analyzer.analyze(deep);
        assertEquals(ParseOutcome.TOO_COMPLEX, first.parseOutcome());
        assertSame(first, analyzer.analyze(deep), "the same text does not pay twice");
        assertEquals(null, first.refusal(), "PostgreSQL runs what hotrow cannot analyse");

        assertEquals(ParseOutcome.CANCELLED, analyzer.analyze("SELECT 3", () -> "canceling statement due to statement timeout").parseOutcome());
        assertEquals(ParseOutcome.PARSED, analyzer.analyze("SELECT 3").parseOutcome(), "a cancelled parse says nothing about the text");
    }

    @ParameterizedTest
    @ValueSource(longs = {0, -5})
    void noTimeoutMeansNone(long seconds) {
        assertSame(ParseCancellation.NONE, ParseCancellation.after(Duration.ofSeconds(seconds)));
    }
}
