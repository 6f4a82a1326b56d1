package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SELECT unnest(array) without FROM, alone or as a subquery, as H2's UNNEST table function. */
class UnnestSelectsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT unnest(ARRAY[1, 2]) => SELECT hotrow_e AS \"unnest\" FROM UNNEST(ARRAY[1, 2]) AS hotrow_u(hotrow_e)",
        "SELECT id FROM t WHERE id IN (SELECT unnest(?)) => SELECT id FROM t WHERE id IN (SELECT hotrow_e AS \"unnest\" FROM UNNEST(?) AS hotrow_u(hotrow_e))",
        "SELECT x FROM (SELECT unnest(ARRAY['a']) AS \"X\") s => SELECT x FROM (SELECT hotrow_e AS \"X\" FROM UNNEST(ARRAY['a']) AS hotrow_u(hotrow_e)) s",
        "SELECT unnest(a, b) => SELECT unnest(a, b)",
        "SELECT unnest(tags) FROM t => SELECT unnest(tags) FROM t",
        "SELECT unnest(tags), 1 => SELECT unnest(tags), 1",
    })
    void aLoneUnnestBecomesATableFunction(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, new PostgresDialectShim().translate(new StatementClassifier().classify(sql)));
    }
}
