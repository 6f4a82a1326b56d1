package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A float negative zero in the text is refused (PostgreSQL prints -0, H2 has no negative zero); other zeros stay. */
class NegativeZerosTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT -0.0::float8", "SELECT '-0'::float8", "SELECT x FROM t WHERE f = -0::real", "SELECT CAST(' -0.0 ' AS float4)",
        "SELECT float8 '-0e3'", "SELECT 1, -.0::double precision"})
    void aNegativeZeroIsRefused(String sql) {
        assertEquals("42000", assertThrows(UnsupportedSqlException.class, () -> translate(sql)).sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 - 0.0::float8", "SELECT -0.0", "SELECT '-0'::numeric", "SELECT '0'::float8", "SELECT -1.0::float8",
        "SELECT x - 0::float8 FROM t", "SELECT '-0.5'::real"})
    void otherZerosAndNegativesStay(String sql) throws UnsupportedSqlException {
        translate(sql);
    }
}
