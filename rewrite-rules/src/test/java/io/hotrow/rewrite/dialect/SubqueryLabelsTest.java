package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** EXISTS and a scalar subquery as whole select items get PostgreSQL's labels (each checked with psql). */
class SubqueryLabelsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT EXISTS (SELECT 1 FROM t) => SELECT EXISTS (SELECT 1 FROM t) AS \"exists\"",
        "select exists(select 1 from t where a = ?) => select exists(select 1 from t where a = ?) AS \"exists\"",
        "SELECT (SELECT v FROM t LIMIT 1), (select t.w from t) FROM u => SELECT (SELECT v FROM t LIMIT 1) AS \"v\", (select t.w from t) AS \"w\" FROM u",
        "SELECT (SELECT v AS \"Total\" FROM t), (SELECT DISTINCT v FROM t) => SELECT (SELECT v AS \"Total\" FROM t) AS \"Total\","
            + " (SELECT DISTINCT v FROM t) AS \"v\"",
        "SELECT (SELECT 1), (SELECT v::text FROM t) => SELECT (SELECT 1) AS \"?column?\", (SELECT hotrow_text(v)::text AS \"v\" FROM t) AS \"v\"",
    })
    void aSubqueryItemIsLabelledAsPostgresLabelsIt(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT EXISTS (SELECT 1 FROM t) AS e => SELECT EXISTS (SELECT 1 FROM t) AS e",
        "SELECT NOT EXISTS (SELECT 1 FROM t) => SELECT NOT EXISTS (SELECT 1 FROM t)",
        "SELECT (SELECT v FROM t) + 1 => SELECT (SELECT v FROM t) + 1",
        "SELECT (SELECT v w FROM t), (SELECT v + 1 FROM t) => SELECT (SELECT v w FROM t), (SELECT v + 1 FROM t)",
        "SELECT * FROM (SELECT v FROM t) s WHERE EXISTS (SELECT 1 FROM u) => SELECT * FROM (SELECT v FROM t) s WHERE EXISTS (SELECT 1 FROM u)",
        "SELECT * FROM (SELECT (SELECT v FROM t), v FROM t) s => SELECT * FROM (SELECT (SELECT v FROM t), v FROM t) s",
    })
    void otherSubqueriesKeepTheirLabels(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }
}
