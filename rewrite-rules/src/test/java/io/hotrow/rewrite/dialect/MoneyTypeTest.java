package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** H2 read money as a numeric of scale 2 ({@code 12.50} where PostgreSQL answers {@code $12.50}): the type is refused. */
class MoneyTypeTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 12.5::money", "SELECT CAST(x AS money) FROM t", "SELECT money '1'", "SELECT '1'::pg_catalog.money",
        "SELECT '{1}'::money[]", "CREATE TABLE t (id int, m money NOT NULL)", "ALTER TABLE t ALTER COLUMN m TYPE money"})
    void theTypeIsRefused(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> shim.translate(new StatementClassifier().classify(sql)));
        assertEquals("42000", e.sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT x AS money FROM t", "SELECT money FROM (SELECT 1 AS money) s", "CREATE TABLE t2 (money int)"})
    void aColumnCalledMoneyIsLeft(String sql) throws UnsupportedSqlException {
        assertEquals(sql, shim.translate(new StatementClassifier().classify(sql)));
    }
}
