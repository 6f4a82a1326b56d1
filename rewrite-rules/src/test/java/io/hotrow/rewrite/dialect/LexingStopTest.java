package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.LexingStop;
import io.hotrow.rewrite.analysis.ParseCancellation;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.analysis.Translator;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The lexer passes after a statement's parse stop when its cancel, close or timeout comes, as the parse does: the shim's
 * tokens of a text of megabytes took seconds that nothing could cut short.
 */
class LexingStopTest {

    private static final String LONG = "SELECT now() /* " + "x".repeat(200_000) + " */";

    @Test
    void aLongTextsTokensStopWithTheAnalysingThreadsReason() {
        try (LexingStop.Scope ignored = LexingStop.during(() -> "canceling statement due to user request")) {
            assertEquals("canceling statement due to user request", assertThrows(LexingStop.Stopped.class, () -> new SqlTokens(LONG)).getMessage());
        }
        assertEquals(4, new SqlTokens(LONG).size(), "outside an analysis nothing stops it");
    }

    @Test
    void aShortTextIsLexedWithoutAsking() {
        try (LexingStop.Scope ignored = LexingStop.during(() -> {
            throw new AssertionError("a short text does not poll");
        })) {
            assertEquals(4, new SqlTokens("SELECT now() /* short */").size());
        }
    }

    /** A stop that comes once the parse is done ends the shim's pass: the statement is refused with 57014, and not cached. */
    @Test
    void aStopAfterTheParseEndsTheShimsPass() {
        AtomicBoolean stopped = new AtomicBoolean();
        PostgresDialectShim shim = new PostgresDialectShim();
        Translator stoppingAtTranslation = new Translator() {
            @Override
            public String translate(StatementAnalysis analysis) throws UnsupportedSqlException {
                stopped.set(true);
                return shim.translate(analysis);
            }
        };
        StatementAnalyzer analyzer = StatementAnalyzer.forEngine(100, stoppingAtTranslation);
        ParseCancellation cancellation = () -> stopped.get() ? "canceling statement due to statement timeout" : null;
        StatementAnalysis analysis;
        try (LexingStop.Scope ignored = LexingStop.during(cancellation)) {
            analysis = analyzer.analyze(LONG, cancellation);
        }
        assertEquals("57014", analysis.refusalState(), analysis.refusal());
        assertEquals(0, analyzer.size(), "a stopped analysis is not cached");
        stopped.set(false);
        assertEquals(null, analyzer.analyze(LONG).refusal(), "the same text analysed without a stop");
    }

    /**
     * The lexical forms made before the parse (strings as standard literals, long names cut) read the text character by
     * character: a text of megabytes stops there too, within a few thousand characters of the stop.
     */
    @ParameterizedTest
    @ValueSource(strings = {"standard", "backslashes", "names"})
    void theScansBeforeTheParseStopAsTheyRead(String scan) {
        String literal = "SELECT E'\\n', " + "'x', ".repeat(50_000) + "'" + "x".repeat(200_000) + "'";
        String name = "SELECT " + "abc, ".repeat(50_000) + "a" + "bc".repeat(100) + " FROM t";
        AtomicInteger looks = new AtomicInteger();
        try (LexingStop.Scope ignored = LexingStop.during(() -> looks.incrementAndGet() == 3 ? "canceling statement due to statement timeout" : null)) {
            LexingStop.Stopped stopped = assertThrows(LexingStop.Stopped.class, () -> {
                switch (scan) {
                    case "standard" -> LexicalForms.checked(literal);
                    case "backslashes" -> StringForms.withBackslashEscapes(literal);
                    default -> LongNames.truncated(name);
                }
            });
            assertEquals("canceling statement due to statement timeout", stopped.getMessage());
        }
        assertEquals(3, looks.get(), "it looked as it read, and stopped at the first stop it saw");
        assertTrue(LexicalForms.standard(literal).startsWith("SELECT '\n', 'x', "), "outside an analysis nothing stops it");
    }
}
