package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A multidimensional array literal is refused, but as the whole argument of a function writing it as JSON, which writes it as PostgreSQL. */
class NestedArrayLiteralsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT ARRAY[ARRAY[1, 2], ARRAY[3, 4]]",
        "SELECT (ARRAY[ARRAY[1, 2], ARRAY[3, 4]])[2]",
        "SELECT to_json(ARRAY[ARRAY[1, 2], ARRAY[3, 4]] || ARRAY[ARRAY[5, 6]])",
        "SELECT cardinality(ARRAY[ARRAY[1, 2]])",
        "SELECT to_json(ARRAY[ARRAY[ARRAY[1]]])",
        "SELECT s.to_json(ARRAY[ARRAY[1]])",
    })
    void isRefused(String sql) {
        assertEquals("42000", assertThrows(UnsupportedSqlException.class, () -> translate(sql)).sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT to_json(ARRAY[ARRAY[1, 2], ARRAY[3, 4]])",
        "SELECT to_jsonb(ARRAY[ARRAY['a'], ARRAY['b']]), array_to_json(ARRAY[ARRAY[1]])",
    })
    void asTheArgumentOfAJsonFunctionIsLeftToIt(String sql) throws UnsupportedSqlException {
        assertTrue(translate(sql).contains("(ARRAY[ARRAY["), translate(sql));
    }
}
