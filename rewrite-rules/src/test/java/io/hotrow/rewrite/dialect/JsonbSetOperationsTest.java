package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Set operations that remove duplicate jsonb values are refused: H2 would compare their stored text (1 and 1.0 differ). */
class JsonbSetOperationsTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT count(*) FROM (SELECT doc FROM jeq WHERE id IN (4, 5) UNION SELECT '1.00'::jsonb) u",
        "SELECT '{\"a\":1.0}'::jsonb UNION SELECT '{\"a\":1}'::jsonb",
        "SELECT id, doc -> 'n' AS n FROM t INTERSECT SELECT id, doc -> 'm' FROM u",
        "(SELECT 1, jsonb_build_object('a', 1.0)) EXCEPT (SELECT 1, jsonb_build_object('a', 1))",
        "SELECT doc FROM t UNION ALL SELECT doc FROM u UNION SELECT CAST('1' AS jsonb)",
    })
    void setOperationsOverJsonbAreRefused(String sql) {
        assertEquals("42000", assertThrows(UnsupportedSqlException.class, () -> translate(sql)).sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT '1'::jsonb UNION ALL SELECT '1.0'::jsonb",
        "SELECT doc ->> 'a' FROM t UNION SELECT 'x'",
        "SELECT id FROM t WHERE doc = '1'::jsonb UNION SELECT id FROM u",
        "SELECT (SELECT '1'::jsonb) IS NULL UNION SELECT true",
    })
    void otherSetOperationsPass(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }
}
