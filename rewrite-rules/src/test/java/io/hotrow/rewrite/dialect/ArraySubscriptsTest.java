package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** A subscript outside the array is NULL, as in PostgreSQL, where H2 fails the statement; the forms that cannot be read twice stay. */
class ArraySubscriptsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiter = '#', value = {
        "SELECT id FROM t WHERE tags[1] = 'a' # SELECT id FROM t WHERE CASE WHEN (1) BETWEEN 1 AND CARDINALITY(tags) THEN tags[1] END = 'a'",
        "SELECT id FROM t WHERE t.tags[n + 1] = 'a' # SELECT id FROM t WHERE CASE WHEN (n + 1) BETWEEN 1 AND CARDINALITY(t.tags) THEN t.tags[n + 1] END = 'a'",
        "SELECT 1 WHERE (ARRAY[1, 2])[0] IS NULL # SELECT 1 WHERE CASE WHEN (0) BETWEEN 1 AND CARDINALITY((ARRAY[1, 2])) THEN (ARRAY[1, 2])[0] END IS NULL",
        "SELECT (ARRAY[1,2,3])[0], x.\"T\"[1], (string_to_array(s, ','))[2] FROM x # SELECT CASE WHEN (0) BETWEEN 1 AND CARDINALITY((ARRAY[1,2,3]))"
            + " THEN (ARRAY[1,2,3])[0] END AS \"array\", CASE WHEN (1) BETWEEN 1 AND CARDINALITY(x.\"T\") THEN x.\"T\"[1] END AS \"T\","
            + " CASE WHEN (2) BETWEEN 1 AND CARDINALITY((string_to_array(s, ','))) THEN (string_to_array(s, ','))[2] END AS \"string_to_array\" FROM x",
        "SELECT 1 FROM t WHERE a[array_length(a, 1)] > 0"
            + " # SELECT 1 FROM t WHERE CASE WHEN (array_length(a, 1)) BETWEEN 1 AND CARDINALITY(a) THEN a[array_length(a, 1)] END > 0"})
    void aSubscriptReadsNullOutsideTheArray(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT a[?] FROM t", "SELECT a[random()::int] FROM t", "SELECT a[1:2] FROM t", "SELECT doc['k'] FROM t",
        "UPDATE t SET a[1] = 5", "UPDATE t SET b = 1, a[2] = 6", "SELECT ARRAY[1, 2]", "SELECT '{}'::int[]", "SELECT CAST(x AS int[])"})
    void formsThatCannotBeReadTwiceStay(String sql) throws UnsupportedSqlException {
        assertFalse(translate(sql).contains("CARDINALITY"), sql);
    }
}
