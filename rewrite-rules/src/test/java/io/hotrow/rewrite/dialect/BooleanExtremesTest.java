package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** max and min of a boolean are refused with PostgreSQL's 42883 (H2 answered them); of other types they stay H2's. */
class BooleanExtremesTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT max(true)", "SELECT min(FALSE) FROM t", "SELECT max(b::boolean) FROM t",
        "SELECT max(DISTINCT x = 1::bool) FROM t", "SELECT min(CAST(b AS boolean)) FROM t", "SELECT pg_catalog.max(true)",
        "SELECT max(doc::jsonb) FROM t", "SELECT min(CAST(d AS jsonb)) FROM t"})
    void aBooleanOrJsonbArgumentIsRefused(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42883", e.sqlState());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT max(b), min(n) FROM t => SELECT max(b) AS \"max\", min(n) AS \"min\" FROM t",
        "SELECT 1 + max(b::int), min(true::int) + 1 FROM t => SELECT 1 + max(hotrow_int4(b)), min(hotrow_int4(true)) + 1 FROM t",
    })
    void otherArgumentsStayH2s(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aBooleanOrJsonbColumnIsCastSoThatItIsRefused() {
        StatementAnalysis analysis = new StatementClassifier().classify("SELECT max(b), min(t.b), max(n), max(b + 1), min(doc) FROM t");
        assertEquals(Set.of("b", "n", "doc"), BooleanExtremes.columns(analysis));
        assertEquals("SELECT max(b::boolean), min(t.b::boolean), max(n), max(b + 1), min(doc::jsonb) FROM t",
                BooleanExtremes.cast(analysis, Map.of("b", "BOOLEAN", "doc", "JSON")));
    }
}
