package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Divisions the text shows to be numeric, avg, casts to numeric and round/trunc to a scale go to the
 * engine's functions with PostgreSQL's result scale; remainders get the operands' common type.
 */
class NumericArithmeticTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 10::numeric / 3 => SELECT hotrow.numeric_div(hotrow_numeric(10), 3)",
        "SELECT 7.0 / 2, 7 / 2.0, 1 / 3.0, 7 / 2 => SELECT hotrow.numeric_div(7.0, 2), hotrow.numeric_div(7, 2.0), hotrow.numeric_div(1, 3.0), 7 / 2",
        "SELECT a * 2.0 / (b + 1) FROM t => SELECT hotrow.numeric_div(a * 2.0, (b + 1)) FROM t",
        "SELECT x + CAST(p AS numeric(10, 2)) / 3 - 1 FROM t => SELECT x + hotrow.numeric_div(CAST(p AS numeric(10, 2)), 3) - 1 FROM t",
        "SELECT numeric '1.5' / ?, ? / 4.0 => SELECT hotrow.numeric_div(hotrow_numeric('1.5'), ?), hotrow.numeric_div(?, 4.0)",
        "SELECT $4::numeric / 4, $1 / 2.0 => SELECT hotrow.numeric_div(hotrow_numeric($4), 4), hotrow.numeric_div($1, 2.0)",
        "SELECT 10::numeric / 3 / 2 => SELECT hotrow.numeric_div(hotrow.numeric_div(hotrow_numeric(10), 3), 2)",
        "SELECT 1.0 / (2 / 4.0) q => SELECT hotrow.numeric_div(1.0, (hotrow.numeric_div(2, 4.0))) q",
        "SELECT round(10::numeric / 3, 2), -a.b::decimal / t.c[1] FROM t"
            + " => SELECT hotrow_round(hotrow.numeric_div(hotrow_numeric(10), 3), 2) AS \"round\", -hotrow.numeric_div(hotrow_numeric(a.b), t.c[1]) FROM t",
        "SELECT sum(x::numeric) / count(*), sum(x) FILTER (WHERE x > 0.5) / 2 FROM t"
            + " => SELECT hotrow.numeric_div(sum(hotrow_numeric(x)), count(*)), sum(x) FILTER (WHERE x > 0.5) / 2 FROM t",
        "SELECT CASE WHEN a THEN 1.5 END / 2, 2.5 / CASE WHEN a THEN 1 END FROM t"
            + " => SELECT CASE WHEN a THEN 1.5 END / 2, hotrow.numeric_div(2.5, CASE WHEN a THEN 1 END) FROM t",
        "UPDATE t SET price = price * 1.1 / qty WHERE id = 1 => UPDATE t SET price = hotrow.numeric_div(price * 1.1, qty) WHERE id = 1",
    })
    void numericDivisionsGoToTheEnginesDivision(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Integers, floats, intervals and what only the database can type keep H2's division. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 7 / 2, a / b, sum(x) / count(*) FROM t", "SELECT 1.5::float8 / 2, x::double precision / 2.0 FROM t",
        "SELECT '1.5' / 2", "SELECT 2::int / 3"})
    void otherDivisionsStayH2s(String sql) throws UnsupportedSqlException {
        assertSame(sql, translate(sql));
    }

    /** A numeric cast to an integer type is an integer: only the cast is the engine's. */
    @Test
    void aNumericCastToIntegerDividesAsAnInteger() throws UnsupportedSqlException {
        assertEquals("SELECT hotrow_int4(2.0) / 3", translate("SELECT 2.0::int / 3"));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT avg(units), AVG(DISTINCT x) FILTER (WHERE x > 0) FROM t"
            + " => SELECT pg_catalog.pg_avg(units) AS \"avg\", pg_catalog.pg_avg(DISTINCT x) FILTER (WHERE x > 0) FROM t",
        "SELECT avg(x) OVER (PARTITION BY g) / 2 FROM t => SELECT hotrow.numeric_div(pg_catalog.pg_avg(x) OVER (PARTITION BY g), 2) FROM t",
        "SELECT avg(x::float8) / 2, t.avg FROM t => SELECT pg_catalog.pg_avg(x::float8) / 2, t.avg FROM t",
    })
    void avgGoesToTheEnginesAverage(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT price * (2)::numeric FROM t => SELECT price * hotrow_numeric((2)) FROM t",
        "SELECT CAST(x AS decimal), numeric '1.50', ?::numeric, x::numeric(10,2), CAST(x AS numeric(5)) FROM t"
            + " => SELECT hotrow_numeric(x) AS \"x\", hotrow_numeric('1.50') AS \"numeric\", hotrow_numeric(?) AS \"numeric\", x::numeric(10,2) AS \"x\", CAST(x AS numeric(5)) AS \"x\" FROM t",
        "SELECT 0.1::float8::numeric => SELECT hotrow_numeric(0.1::float8) AS \"numeric\"",
    })
    void castsToAnUnconstrainedNumericKeepTheScale(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT price % 3, t.n % 0.3 FROM t => SELECT MOD(price, (3) + 0 * (price)), MOD(t.n, (0.3) + 0 * (t.n)) FROM t",
        "SELECT (a + b) % 2 FROM t => SELECT MOD((a + b), (2) + 0 * ((a + b))) FROM t",
    })
    void remaindersGetTheOperandsCommonType(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Integer literals need nothing; a dividend written twice must not call, bind or query twice. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 7 % 3", "SELECT random() % 2, ? % 2, (SELECT x FROM t) % 2 FROM t"})
    void remaindersWhoseDividendCannotBeRepeatedStayH2s(String sql) throws UnsupportedSqlException {
        assertSame(sql, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT round(price, 2), pg_catalog.trunc(n, 1), round(x), trunc(x) FROM t"
            + " => SELECT hotrow_round(price, 2) AS \"round\", hotrow_trunc(n, 1), round(x) AS \"round\", trunc(x) AS \"trunc\" FROM t",
    })
    void roundAndTruncToAScaleGoToTheEngine(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** H2 read {@code @n} as a session variable (NULL) and has no power, root operators: refused, not run. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT @n FROM t => @", "SELECT id FROM t WHERE @ f > 1 => @", "SELECT 2 ^ 3, 2.0^3 => ^",
        "SELECT |/ 16 => |/", "SELECT 'a', ||/ 27.0 => ||/", "SELECT x FROM t WHERE |/(x) > 2 => |/",
    })
    void postgresMathOperatorsAreRefused(String sql, String operator) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42883", e.sqlState());
        assertTrue(e.getMessage().startsWith("operator " + operator + " is not supported"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT doc @> '{}', '{}' <@ doc, a || b / 2, a | b, 'x^2', '@n' FROM t"})
    void operatorsThatLookAlikePass(String sql) throws UnsupportedSqlException {
        translate(sql);
    }
}
