package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** max, min and array_agg of an array are refused (H2 ordered arrays and aggregated them otherwise); of other values they stay H2's. */
class ArrayAggregatesTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT max(ARRAY[1, NULL])", "SELECT min(n::int[]) FROM t", "SELECT array_agg(n::integer[] ORDER BY id) FROM t",
        "SELECT array_agg(DISTINCT CAST(n AS text[])) FROM t", "SELECT pg_catalog.max(t.n::character varying[]) FROM t"})
    void anArrayArgumentIsRefused(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42000", e.sqlState());
        assertTrue(e.getMessage().contains("of an array"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT max(n[1]), min(n::int), array_agg(n ORDER BY n) FROM t", "SELECT max(array_length(n, 1)) FROM t",
        "SELECT array_agg(x ORDER BY n::int[]) FROM t"})
    void otherArgumentsStayH2s(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }

    @Test
    void anArrayColumnIsCastSoThatItIsRefused() {
        StatementAnalysis analysis = new StatementClassifier().classify(
                "SELECT max(n), min(t.n), array_agg(n ORDER BY id), array_agg(x), max(n[1]), max(k) FROM t");
        assertEquals(Set.of("n", "x", "k"), ArrayAggregates.columns(analysis));
        String cast = ArrayAggregates.cast(analysis, Map.of("n", "INTEGER ARRAY", "x", "CHARACTER VARYING ARRAY[10]"));
        assertEquals("SELECT max(n::integer[]), min(t.n::integer[]), array_agg(n::integer[] ORDER BY id), array_agg(x::character varying[]),"
                + " max(n[1]), max(k) FROM t", cast);
        assertThrows(UnsupportedSqlException.class, () -> translate(cast));
    }
}
