package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** CASE and COALESCE of literal results: typed and checked by all their results, as PostgreSQL does, not by the branch H2 keeps. */
class LiteralBranchesTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT CASE WHEN true THEN 1 ELSE 2.5 END => SELECT CASE WHEN true THEN hotrow_numeric(1) ELSE 2.5 END AS \"case\"",
        "SELECT CASE WHEN true THEN NULL ELSE 1 END => SELECT CASE WHEN true THEN CAST(NULL AS INTEGER) ELSE 1 END AS \"case\"",
        "SELECT CASE WHEN false THEN 1 END => SELECT CASE WHEN false THEN 1 ELSE CAST(NULL AS INTEGER) END AS \"case\"",
        "SELECT CASE WHEN true THEN 1 ELSE 9000000000 END => SELECT CASE WHEN true THEN CAST(1 AS BIGINT) ELSE 9000000000 END AS \"case\"",
        "SELECT COALESCE(NULL, 1, '2') => SELECT COALESCE(NULL, 1, '2')",
        "SELECT CASE WHEN a THEN 1 ELSE 2.5 END FROM t => SELECT CASE WHEN a THEN 1 ELSE 2.5 END AS \"case\" FROM t",
        "SELECT CASE WHEN a THEN 'x' ELSE 'y' END FROM t => SELECT CASE WHEN a THEN 'x' ELSE 'y' END AS \"case\" FROM t",
        "SELECT CASE WHEN a THEN b ELSE 'y' END FROM t => SELECT CASE WHEN a THEN b ELSE 'y' END AS \"case\" FROM t",
    })
    void literalResultsTakeTheTypeOfTheWhole(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT CASE WHEN true THEN 1 ELSE 'a' END => 22P02 invalid input syntax for type integer: \"a\"",
        "SELECT CASE WHEN true THEN true ELSE 'maybe' END => 22P02 invalid input syntax for type boolean: \"maybe\"",
        "SELECT COALESCE(1, 'a') => 22P02 invalid input syntax for type integer: \"a\"",
        "SELECT COALESCE('a', 1) => 22P02 invalid input syntax for type integer: \"a\"",
        "SELECT CASE WHEN x THEN 1 ELSE false END FROM t => 42804 CASE types boolean and integer cannot be matched",
    })
    void aResultPostgresCannotTypeSoIsRefusedAsThere(String sql, String refusal) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals(refusal, e.sqlState() + " " + e.getMessage());
    }
}
