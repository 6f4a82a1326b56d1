package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StatementAnalyzerTest {

    private final StatementAnalyzer engine = StatementAnalyzer.forEngine(16, Translator.IDENTITY);

    /** Our parser rejects these; the engine classifies them by their leading keyword and leaves them to H2. */
    @ParameterizedTest
    @ValueSource(strings = {
            "ALTER TABLE \"orders\" ALTER COLUMN \"id\" RESTART WITH 2001",
            "CREATE INDEX ON vets (last_name)",
            "CREATE SEQUENCE IF NOT EXISTS s",
    })
    void schemaChangesTheParserRejectsRunAsSchemaChanges(String sql) {
        StatementAnalysis analysis = engine.analyze(sql);
        assertNull(analysis.refusal());
        assertFalse(analysis.parsed());
        assertEquals(StatementKind.DDL, analysis.kind());
        assertEquals(sql, analysis.executableSql());
    }

    /** Anything else unparsed is a write, which takes the lane, even when it reads like a query. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT true AS true", "UPDATE ONLY t SET n = 1", "FROBNICATE t"})
    void otherUnparsedTextsAreWrites(String sql) {
        StatementAnalysis analysis = engine.analyze(sql);
        assertNull(analysis.refusal());
        assertEquals(StatementKind.WRITE, analysis.kind());
    }

    /** A text the parse budget stops is refused, never guessed at. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT (((1 +)))"})
    void unanalysedTextsAreRefused(String sql) {
        assertNotNull(engine.analyze(sql).refusal());
    }
}
