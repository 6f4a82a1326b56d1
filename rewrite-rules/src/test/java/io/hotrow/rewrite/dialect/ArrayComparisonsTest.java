package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Arrays compared and ordered as PostgreSQL compares them (a NULL element equals a NULL one), where H2 compared them as rows. */
class ArrayComparisonsTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT ARRAY[1,NULL] = ARRAY[1,NULL] => SELECT hotrow_array_cmp(ARRAY[1,NULL], ARRAY[1,NULL]) = 0",
        "SELECT x FROM t WHERE x != '{1,NULL}'::int[] AND y = 1 => SELECT x FROM t WHERE hotrow_array_cmp(x, hotrow_array_in('{1,NULL}')::int ARRAY) <> 0 AND y = 1",
        "SELECT CASE WHEN a < CAST(b AS text[]) THEN 1 END FROM t => SELECT CASE WHEN hotrow_array_cmp(a, CAST(b AS text ARRAY)) < 0 THEN 1 END AS \"case\" FROM t",
    })
    void comparisonsTheTextShowsAreArraysAreThePostgresOnes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT ARRAY[1] = ANY(x) FROM t", "SELECT a = ARRAY[?, ?] FROM t", "SELECT 1 FROM t WHERE x = ARRAY[1] || y",
        "SELECT 1 FROM t WHERE a = b"})
    void otherComparisonsAreH2s(String sql) throws UnsupportedSqlException {
        assertEquals(sql, translate(sql));
    }

    @Test
    void arrayColumnsTheEngineFindsAreComparedAndOrderedByTheEnginesFunctions() {
        var query = new StatementClassifier().classify("SELECT a.n FROM t a JOIN t b ON a.n = b.n ORDER BY a.n DESC, id");
        assertEquals(Set.of("n", "id"), JsonbColumnKeys.columns(query));
        assertEquals("SELECT a.n FROM t a JOIN t b ON hotrow_array_cmp(a.n, b.n) = 0 ORDER BY hotrow_array_sort(a.n) DESC, id",
                JsonbColumnKeys.arrayKeyed(query, Set.of("n")));
        var distinct = new StatementClassifier().classify("SELECT DISTINCT n FROM t ORDER BY n");
        assertEquals("SELECT DISTINCT ON (hotrow_array_sort(n)) n FROM t ORDER BY hotrow_array_sort(n)", JsonbColumnKeys.arrayKeyed(distinct, Set.of("n")));
    }
}
