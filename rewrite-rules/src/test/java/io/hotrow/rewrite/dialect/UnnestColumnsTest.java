package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** unnest of a value in FROM names its columns unnest (or the alias) and ordinality, a bigint, as PostgreSQL does (H2: C1, NORD). */
class UnnestColumnsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT * FROM unnest(ARRAY[1, 2]) WITH ORDINALITY => SELECT * FROM (SELECT hotrow_e AS \"unnest\", CAST(hotrow_n AS BIGINT) AS \"ordinality\""
            + " FROM UNNEST(ARRAY[1, 2]) WITH ORDINALITY AS hotrow_u(hotrow_e, hotrow_n)) AS \"unnest\"",
        "SELECT u FROM unnest(?) u WHERE u > 1 => SELECT u FROM (SELECT hotrow_e AS u FROM UNNEST(?) AS hotrow_u(hotrow_e)) AS u WHERE u > 1",
        "SELECT x, n FROM t JOIN unnest('{a,b}'::text[]) WITH ORDINALITY AS e(x, n) ON n = t.id"
            + " => SELECT x, n FROM t JOIN (SELECT hotrow_e AS x, CAST(hotrow_n AS BIGINT) AS n"
            + " FROM UNNEST(hotrow_array_in('{a,b}')::text ARRAY) WITH ORDINALITY AS hotrow_u(hotrow_e, hotrow_n)) AS e ON n = t.id",
    })
    void aValuesUnnestIsNamedAsInPostgres(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT * FROM generate_series(5, 7) WITH ORDINALITY => SELECT * FROM (SELECT CAST(hotrow_n AS INTEGER) AS \"generate_series\","
            + " CAST(ROW_NUMBER() OVER () AS BIGINT) AS \"ordinality\" FROM generate_series(5, 7) AS hotrow_series(hotrow_n)) AS \"generate_series\"",
        "SELECT g.v FROM generate_series(1, ?) WITH ORDINALITY AS g(v, n) ORDER BY g.n => SELECT g.v FROM (SELECT hotrow_n AS v,"
            + " CAST(ROW_NUMBER() OVER () AS BIGINT) AS n FROM generate_series(1, ?) AS hotrow_series(hotrow_n)) AS g ORDER BY g.n",
        "SELECT s FROM generate_series(1, 3) WITH ORDINALITY s => SELECT s FROM (SELECT CAST(hotrow_n AS INTEGER) AS s,"
            + " CAST(ROW_NUMBER() OVER () AS BIGINT) AS \"ordinality\" FROM generate_series(1, 3) AS hotrow_series(hotrow_n)) AS s",
    })
    void aSeriesWithOrdinalityIsNumberedAsInPostgres(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM t, unnest(t.tags) WITH ORDINALITY", "SELECT * FROM unnest(ARRAY[1], ARRAY[2])",
        "SELECT unnest(ARRAY[1, 2]), 3"})
    void aColumnsSeveralArraysOrSelectListsUnnestIsLeft(String sql) throws UnsupportedSqlException {
        assertEquals(sql, translate(sql));
    }
}
