package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** VALUES lists get PostgreSQL's column names, column1, column2, ..., where H2 would say C1, C2. */
class ValuesColumnNamesTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "VALUES (1, 'a'), (2, 'b') => SELECT * FROM (VALUES (1, 'a'), (2, 'b')) AS \"*VALUES*\"(column1, column2)",
        "VALUES (f(1, 2), ARRAY[3, 4]) ORDER BY 1 LIMIT 1; => SELECT * FROM (VALUES (f(1, 2), ARRAY[3, 4])) AS \"*VALUES*\"(column1, column2) ORDER BY 1 LIMIT 1;",
        "SELECT * FROM (VALUES (1, 'a')) AS v JOIN t ON t.id = v.column1 => SELECT * FROM (VALUES (1, 'a')) AS v(column1, column2) JOIN t ON t.id = v.column1",
        "SELECT * FROM (VALUES (1, 'a', 2)) v(n) => SELECT * FROM (VALUES (1, 'a', 2)) v(n, column2, column3)",
        "SELECT * FROM (VALUES (1, 'a')) v(n, m) => SELECT * FROM (VALUES (1, 'a')) v(n, m)",
        "VALUES (1) UNION VALUES (2) => VALUES (1) UNION VALUES (2)",
        "INSERT INTO t VALUES (1, 2) => INSERT INTO t VALUES (1, 2)",
        "SELECT 1 WHERE 1 IN (VALUES (1), (2)) => SELECT 1 WHERE 1 IN (VALUES (1), (2))",
    })
    void namesTheColumnsAsPostgreSqlDoes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, new PostgresDialectShim().translate(new StatementClassifier().classify(sql)));
    }
}
