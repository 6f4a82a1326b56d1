package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class StatementAnalyzerTest {

    private final StatementAnalyzer engine = StatementAnalyzer.forEngine(16, Translator.IDENTITY);

    /** Our parser rejects these; the engine runs them as written, as schema changes. */
    @ParameterizedTest
    @ValueSource(strings = {
            "ALTER TABLE \"orders\" ALTER COLUMN \"id\" RESTART WITH 2001",
            "alter table public.orders alter column id restart with 7;",
            "ALTER TABLE \"a \"\"b\"\"\" ALTER COLUMN \"Id\" RESTART WITH -5",
    })
    void identityRestartRunsUnparsed(String sql) {
        StatementAnalysis analysis = engine.analyze(sql);
        assertNull(analysis.refusal());
        assertEquals(StatementKind.DDL, analysis.kind());
        assertEquals(sql, analysis.executableSql());
    }

    /** Nothing else our parser rejects gets through, nor anything riding along with a restart. */
    @ParameterizedTest
    @ValueSource(strings = {
            "ALTER TABLE orders ALTER COLUMN id SET INCREMENT BY 3",
            "ALTER TABLE orders ALTER COLUMN id RESTART WITH 5; DROP TABLE orders",
            "ALTER TABLE orders ALTER COLUMN id RESTART",
    })
    void otherUnparsedTextsAreStillRefused(String sql) {
        assertNotNull(engine.analyze(sql).refusal());
    }
}
