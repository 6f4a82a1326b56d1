package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class SessionFunctionsInFromTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT * FROM current_schema() => SELECT * FROM (SELECT current_schema() AS \"current_schema\") AS \"current_schema\"",
        "SELECT * FROM pg_catalog.current_database() => SELECT * FROM (SELECT pg_catalog.current_database() AS \"current_database\")"
            + " AS \"current_database\"",
        "SELECT s FROM current_schema() AS s => SELECT s FROM (SELECT current_schema() AS s) AS s",
        "SELECT s FROM current_schema() s WHERE s = 'public' => SELECT s FROM (SELECT current_schema() AS s) AS s WHERE s = 'public'",
        "SELECT current_schema() => SELECT current_schema()",
        "SELECT * FROM t WHERE n = current_schema() => SELECT * FROM t WHERE n = current_schema()",
    })
    void aSessionFunctionInFromIsOneRowNamedAfterItsAliasOrItself(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, shim.translate(new StatementClassifier().classify(sql)));
    }
}
