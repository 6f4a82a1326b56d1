package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** array_append, array_prepend and array_cat take a NULL array as empty, as PostgreSQL does (H2's || made them NULL). */
class ArrayConcatenationsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT array_append(tags, 'z'), array_prepend(1, n) FROM t"
            + " => SELECT (COALESCE(tags, ARRAY[]) || ARRAY['z']) AS \"array_append\", (ARRAY[1] || COALESCE(n, ARRAY[])) AS \"array_prepend\" FROM t",
        "UPDATE t SET tags = array_cat(tags, ARRAY[f(x, y)]) => UPDATE t SET tags = COALESCE(tags || ARRAY[f(x, y)], tags, ARRAY[f(x, y)])",
        "UPDATE t SET tags = array_append(tags, ?) WHERE array_cat(tags, ?) = ?"
            + " => UPDATE t SET tags = (COALESCE(tags, ARRAY[]) || ?) WHERE array_cat(tags, ?) = ?",
    })
    void aNullArrayIsEmpty(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, new PostgresDialectShim().translate(new StatementClassifier().classify(sql)));
    }
}
