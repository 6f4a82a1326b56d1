package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A select item that is an array of numeric literals whose scales H2's one element type would change is refused. */
class NumericArrayScalesTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @ValueSource(strings = {"SELECT ARRAY[1.50, 2]", "SELECT 1, ARRAY[1.5::numeric, 2.000]::text FROM t", "SELECT ARRAY[-1.50::numeric] AS a",
        "SELECT ARRAY[1, 2.5]", "INSERT INTO amounts (a) SELECT x FROM (SELECT ARRAY[1.5, 2]) AS s (x)"})
    void arraysWhoseElementsWouldChangeScaleAreRefused(String sql) {
        assertEquals("42000", assertThrows(UnsupportedSqlException.class, () -> shim.translate(new StatementClassifier().classify(sql)))
                .sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT ARRAY[1.50, 2.25], ARRAY[1, 2], ARRAY[1.5::numeric, 2.5::numeric, 3]", "SELECT ARRAY[x, 2.5] FROM t",
        "SELECT id FROM t WHERE p = ANY(ARRAY[1.5, 2])", "SELECT ARRAY[1e3, 2.5]", "SELECT ARRAY[]::numeric[]",
        "INSERT INTO amounts VALUES (1, ARRAY[1.5, 2], ARRAY[1.5::numeric, 2.000])", "UPDATE amounts SET a = ARRAY[1.5, 2] WHERE id = 1",
        "INSERT INTO amounts (a) SELECT ARRAY[1.5, 2]", "INSERT INTO amounts (id, a) SELECT id, ARRAY[1.5::numeric, 2.000] FROM t"})
    void arraysOfOneScaleOrNotAllNumbersOrNotSeenPass(String sql) {
        assertDoesNotThrow(() -> shim.translate(new StatementClassifier().classify(sql)));
    }
}
