package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** make_interval by position or by name becomes the engine's function for the fields given, each argument in its place. */
class IntervalConstructorsTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    @ParameterizedTest
    @CsvSource(delimiterString = " -> ", value = {
        "SELECT make_interval(days => 10) -> SELECT hotrow_make_interval(0, 0, 0, 10, 0, 0, 0) AS \"make_interval\"",
        "SELECT make_interval(hours => 25), make_interval() FROM t"
            + " -> SELECT CAST(hotrow_make_interval_time(25, 0, 0) AS INTERVAL HOUR(18) TO SECOND(6)) AS \"make_interval\","
            + " CAST(hotrow_make_interval_time(0, 0, 0) AS INTERVAL HOUR(18) TO SECOND(6)) AS \"make_interval\" FROM t",
        "SELECT make_interval(1, 2), make_interval(months => 14) AS m"
            + " -> SELECT hotrow_make_interval_months(1, 2) AS \"make_interval\", hotrow_make_interval_months(0, 14) AS m",
        "SELECT make_interval(1, 2, 3, 4, 5, 6, 7.5) -> SELECT hotrow_make_interval(1, 2, 3, 4, 5, 6, 7.5) AS \"make_interval\"",
        "SELECT now() + make_interval(secs => ?, days => ?) -> SELECT CURRENT_TIMESTAMP + hotrow_make_interval(0, 0, 0, ?2, 0, 0, ?1)",
        "SELECT make_interval(weeks => 1, mins => 90) -> SELECT hotrow_make_interval(0, 0, 1, 0, 0, 90, 0) AS \"make_interval\"",
        "SELECT make_interval(days => 1, days => 2), make_interval(day => 1), make_interval(days => 1, 2)"
            + " -> SELECT make_interval(days => 1, days => 2), make_interval(day => 1), make_interval(days => 1, 2)",
    })
    void theFieldsGivenChooseTheEnginesFunction(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, shim.translate(new StatementClassifier().classify(sql)));
    }
}
