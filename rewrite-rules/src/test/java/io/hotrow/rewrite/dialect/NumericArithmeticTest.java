package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
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
        "SELECT 10::numeric / 3 => SELECT hotrow.numeric_div(hotrow_numeric(10), 3) AS \"?column?\"",
        "SELECT 7.0 / 2, 7 / 2.0, 1 / 3.0, 7 / 2 => SELECT hotrow.numeric_div(7.0, 2) AS \"?column?\", hotrow.numeric_div(7, 2.0) AS \"?column?\", hotrow.numeric_div(1, 3.0) AS \"?column?\", 7 / 2",
        "SELECT a * 2.0 / (b + 1) FROM t => SELECT hotrow.numeric_div(a * 2.0, (b + 1)) AS \"?column?\" FROM t",
        "SELECT x + CAST(p AS numeric(10, 2)) / 3 - 1 FROM t => SELECT x + hotrow.numeric_div(CAST(p AS numeric(10, 2)), 3) - 1 FROM t",
        "SELECT numeric '1.5' / ?, ? / 4.0 => SELECT hotrow.numeric_div(hotrow_numeric('1.5'), ?) AS \"?column?\", hotrow.numeric_div(?, 4.0) AS \"?column?\"",
        "SELECT $4::numeric / 4, $1 / 2.0 => SELECT hotrow.numeric_div(hotrow_numeric($4), 4) AS \"?column?\", hotrow.numeric_div($1, 2.0) AS \"?column?\"",
        "SELECT 12345678901234567890 / 7, 9223372036854775807 / 7, 7 / 09223372036854775808"
            + " => SELECT hotrow.numeric_div(12345678901234567890, 7) AS \"?column?\", 9223372036854775807 / 7, hotrow.numeric_div(7, 09223372036854775808) AS \"?column?\"",
        "SELECT 10::numeric / 3 / 2 => SELECT hotrow.numeric_div(hotrow.numeric_div(hotrow_numeric(10), 3), 2) AS \"?column?\"",
        "SELECT 1.0 / (2 / 4.0) q => SELECT hotrow.numeric_div(1.0, (hotrow.numeric_div(2, 4.0))) q",
        "SELECT round(10::numeric / 3, 2), -a.b::decimal / t.c[1] FROM t"
            + " => SELECT hotrow_round(hotrow.numeric_div(hotrow_numeric(10), 3), 2) AS \"round\", -hotrow.numeric_div(hotrow_numeric(a.b),"
            + " CASE WHEN (1) BETWEEN 1 AND CARDINALITY(t.c) THEN t.c[1] END) FROM t",
        "SELECT sum(x::numeric) / count(*), sum(x) FILTER (WHERE x > 0.5) / 2 FROM t"
            + " => SELECT hotrow.numeric_div(sum(hotrow_numeric(x)), count(*)) AS \"?column?\", sum(x) FILTER (WHERE x > 0.5) / 2 FROM t",
        "SELECT CASE WHEN a THEN 1.5 END / 2, 2.5 / CASE WHEN a THEN 1 END FROM t"
            + " => SELECT CASE WHEN a THEN 1.5 END / 2, hotrow.numeric_div(2.5, CASE WHEN a THEN 1 END) AS \"?column?\" FROM t",
        "UPDATE t SET price = price * 1.1 / qty WHERE id = 1 => UPDATE t SET price = hotrow.numeric_div(price * 1.1, qty) WHERE id = 1",
        // A float the text shows divides doubles, range checked (hotrow_float8), unless the other side may be an interval.
        "SELECT x::float / sum(x) OVER (), f::float8 / count(*), 1.5::float8 / 2.5, count(*) / x::float8, 2.5 / f::real, x::double precision / 2.0 FROM t"
            + " => SELECT hotrow_float8(x::float, sum(x) OVER (), '/') AS \"?column?\", hotrow_float8(f::float8, count(*), '/') AS \"?column?\","
            + " hotrow_float8(1.5::float8, 2.5, '/') AS \"?column?\", hotrow_float8(count(*), x::float8, '/') AS \"?column?\","
            + " hotrow_float8(2.5, hotrow_float4_cast(f), '/') AS \"?column?\", hotrow_float8(x::double precision, 2.0, '/') AS \"?column?\" FROM t",
        "SELECT f::float8 / (a / 2.0), f::float8 / interval '1 day', f::float8 / 2.5::float8 FROM t"
            + " => SELECT hotrow_float8(f::float8, (a / 2.0), '/') AS \"?column?\", f::float8 / INTERVAL '1 0:00:00' DAY TO SECOND,"
            + " hotrow_float8(f::float8, 2.5::float8, '/') AS \"?column?\" FROM t",
        // A decimal literal with a float the text shows is a double.
        "SELECT 0.1::float8 * 1.1, 1.1 * 0.1::float8, CAST(x AS real) + 0.25, x::float8 - 2.5 * 3, 0.5 - 0.2 + x::float8, x::float8 * 1.5 * 2 FROM t"
            + " => SELECT hotrow_float8(0.1::float8, 1.1::float8, '*') AS \"?column?\", hotrow_float8(1.1::float8, 0.1::float8, '*') AS \"?column?\","
            + " hotrow_float8(hotrow_float4_cast(x), 0.25::float8, '+') AS \"?column?\", hotrow_float8(x::float8, 2.5 * 3, '-') AS \"?column?\","
            + " hotrow_float8(0.5 - 0.2, x::float8, '+') AS \"?column?\", hotrow_float8(hotrow_float8(x::float8, 1.5::float8, '*'), 2, '*') AS \"?column?\" FROM t",
        "SELECT x::numeric * 1.1, 2 * 1.5 * x::float8, -0.5 + x::float8, a + 0.5 FROM t => SELECT hotrow_numeric(x) * 1.1,"
            + " hotrow_float8(2 * 1.5, x::float8, '*') AS \"?column?\", hotrow_float8(-0.5, x::float8, '+') AS \"?column?\", a + 0.5 FROM t",
    })
    void arithmeticOfNumericsAndFloatsHasPostgresTypes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Integers, intervals and what only the database can type keep H2's division (floats get the engine's, range checked). */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 7 / 2, a / b, sum(x) / count(*) FROM t",
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
            + " => SELECT pg_catalog.pg_avg(units) AS \"avg\", pg_catalog.pg_avg(DISTINCT x) FILTER (WHERE x > 0) AS \"avg\" FROM t",
        "SELECT avg(x) OVER (PARTITION BY g) / 2 FROM t => SELECT hotrow.numeric_div(pg_catalog.pg_avg(x) OVER (PARTITION BY g), 2) AS \"?column?\" FROM t",
        "SELECT avg(x::float8) / 2, t.avg FROM t => SELECT hotrow_float8(pg_catalog.pg_avg(x::float8), 2, '/') AS \"?column?\", t.avg FROM t",
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
        "SELECT price % 3, t.n % 0.3 FROM t => SELECT MOD((price) + 0 * (3), (3) + 0 * (price)) AS \"?column?\", MOD((t.n) + 0 * (0.3), (0.3) + 0 * (t.n)) AS \"?column?\" FROM t",
        "SELECT (a + b) % 2 FROM t => SELECT MOD(((a + b)) + 0 * (2), (2) + 0 * ((a + b))) AS \"?column?\" FROM t",
        "SELECT mod(price, 3), pg_catalog.mod(-7.5, 2), MOD(n, q) FROM t"
            + " => SELECT MOD((price) + 0 * (3), (3) + 0 * (price)), MOD((-7.5) + 0 * (2), (2) + 0 * (-7.5)), MOD((n) + 0 * (q), (q) + 0 * (n)) FROM t",
        "SELECT mod(-1, 3.5), x % ? FROM t => SELECT MOD((-1) + 0 * (3.5), (3.5) + 0 * (-1)), MOD(x, (?) + 0 * (x)) AS \"?column?\" FROM t",
        "SELECT -7 % 3, +7 % 3 AS x => SELECT -7 % 3 AS \"?column?\", +7 % 3 AS x",
    })
    void remaindersGetTheOperandsCommonType(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** PostgreSQL casts the literal before the minus applies: {@code -32768::smallint} is out of range there (H2 folded the minus first). */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT -32768::smallint, -32767::int2 => SELECT -hotrow_int2(32768) AS \"?column?\", -32767::int2 AS \"?column?\"",
        "SELECT -2147483648::int, 1 - 9223372036854775808::bigint => SELECT -hotrow_int4(2147483648) AS \"?column?\", 1 - hotrow_int8(9223372036854775808)",
    })
    void integerLiteralsBeyondTheirCastsTypeAreConverted(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Operators PostgreSQL does not have for these operands, which H2 answered without an error. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 || 2", "SELECT (1.5 || 2) AS x", "SELECT x, 1 || 2 || 'a' FROM t", "SELECT date '2024-01-01' + 1.5",
        "SELECT date '2024-01-01' - 0.5", "SELECT 2.5 + CAST(d AS date) FROM t", "SELECT log(2::float8, 8)"})
    void operatorsPostgresLacksAreRefused(String sql) {
        assertEquals("42883", assertThrows(UnsupportedSqlException.class, () -> translate(sql), sql).sqlState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 || 2::text", "SELECT 'a' || 1 || 2", "SELECT x || 2 FROM t", "SELECT -1 || 2",
        "SELECT date '2024-01-01' + 1", "SELECT x FROM t WHERE exp(x) > ln(x) + log(100)"})
    void operandsPostgresTakesAreLeftToH2(String sql) throws UnsupportedSqlException {
        assertSame(sql, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT sqrt(2.0), exp(1::numeric), ln(2.0), log(2.0) => SELECT hotrow_numeric_sqrt(2.0) AS \"sqrt\","
            + " hotrow_numeric_exp(hotrow_numeric(1)) AS \"exp\", hotrow_numeric_ln(2.0) AS \"ln\", hotrow_numeric_log10(2.0) AS \"log\"",
        "SELECT log(2, 8), log(b, x) FROM t => SELECT hotrow_numeric_log(2, 8) AS \"log\", hotrow_numeric_log(b, x) AS \"log\" FROM t",
    })
    void logarithmsOfNumericsAreTheEngines(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** A float among the values of coalesce, greatest, least or CASE makes the whole PostgreSQL's float type. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT coalesce(f::float8, p), x FROM t => SELECT CAST(coalesce(f::float8, p) AS DOUBLE PRECISION) AS \"coalesce\", x FROM t",
        "SELECT greatest(r::float4, 0, NULL, 1.5) FROM t => SELECT CAST(greatest(hotrow_float4_cast(r), 0, NULL, 1.5) AS REAL) AS \"greatest\" FROM t",
        "SELECT CASE WHEN a > 0 THEN f::float8 ELSE p END FROM t"
            + " => SELECT CAST(CASE WHEN a > 0 THEN f::float8 ELSE p END AS DOUBLE PRECISION) AS \"case\" FROM t",
        "SELECT a FROM t WHERE least(r::real, 2) > 1 => SELECT a FROM t WHERE CAST(least(hotrow_float4_cast(r), 2) AS REAL) > 1",
    })
    void floatAmongValuesMakesTheirType(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** A real with a column of unknown type (maybe a double), a value that is no number, or no float: left to H2. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT a FROM t WHERE coalesce(r::float4, x) > 0", "SELECT a FROM t WHERE coalesce(a, 0) > 0",
        "SELECT a FROM t WHERE CASE WHEN a > 0 THEN a::text ELSE f::float8 END = 'x'"})
    void valuesWithoutASureFloatTypeStayH2s(String sql) throws UnsupportedSqlException {
        String translated = translate(sql);
        assertFalse(translated.contains(" AS REAL)") || translated.contains(" AS DOUBLE PRECISION)"), translated);
    }

    /** PostgreSQL labels an operator's column ?column?; H2 read a % b as its MOD function and labelled it mod, as a call stays. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 7 % 3 => SELECT 7 % 3 AS \"?column?\"",
        "SELECT x % 2, mod(x, 2), y % 2 AS r FROM t => SELECT MOD((x) + 0 * (2), (2) + 0 * (x)) AS \"?column?\", MOD((x) + 0 * (2), (2) + 0 * (x)), MOD((y) + 0 * (2), (2) + 0 * (y)) AS r FROM t",
        "SELECT n FROM t WHERE n % 2 = 0 => SELECT n FROM t WHERE MOD((n) + 0 * (2), (2) + 0 * (n)) = 0",
    })
    void aRemainderOperatorIsLabelledAsAnOperator(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Integer literals need nothing; a dividend written twice must not call, bind or query twice. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 7 % 3 AS r", "SELECT random() % 2 AS a, ? % 2 AS b, (SELECT x FROM t) % 2 AS c FROM t", "SELECT mod(7, 3), mod(17, 5)",
        "SELECT mod(random(), 2), mod(?, 2), mod(x, abs(y)), t.mod(x, 2), mod(x) FROM t"})
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

    /** PostgreSQL's prefix operators take all arithmetic after them; ^ binds tighter than * and looser than a sign, left to right. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT |/ 16 + 9, @ -5 * 2, ||/ 27 => SELECT hotrow_sqrt(16 + 9) AS \"?column?\", abs(-5 * 2) AS \"?column?\", cbrt(27) AS \"?column?\"",
        "SELECT 2 * |/ 16, 1 + @ -3 FROM t WHERE @ x - 1 > 2 AND y = 1 => SELECT 2 * hotrow_sqrt(16), 1 + abs(-3) FROM t WHERE abs(x - 1) > 2 AND y = 1",
        "SELECT |/ 16 ^ 2, @ -2 ^ 2 => SELECT hotrow_sqrt(hotrow_power(16, 2)) AS \"?column?\", abs(hotrow_power(-2, 2)) AS \"?column?\"",
        "SELECT 2 ^ 3 ^ 2, 2 * 3 ^ 2, 2 ^ -1 * 4 => SELECT hotrow_power(hotrow_power(2, 3), 2) AS \"?column?\", 2 * hotrow_power(3, 2), hotrow_power(2, -1) * 4",
        "SELECT x::float8 ^ 2, (a + 1)::float8 ^ 0.5 FROM t => SELECT hotrow_power(x::float8, 2) AS \"?column?\", hotrow_power((a + 1)::float8, 0.5) AS \"?column?\" FROM t",
        "SELECT ~5, a FROM t WHERE ~ b + 1 = 2 AND c !~~ 'r' AND d ~ 'x' => SELECT BITNOT(5) AS \"?column?\", a FROM t WHERE BITNOT(b + 1) = 2 AND c  NOT LIKE  'r' AND d ~ hotrow_regex('x')",
        "SELECT @ f, |/ (x + 1), ||/ 8 < 3 FROM t => SELECT abs(f) AS \"?column?\", hotrow_sqrt((x + 1)) AS \"?column?\", cbrt(8) < 3 FROM t",
        "SELECT 2.0 ^ 3, 2 ^ 3.0, x::numeric ^ -2, 2.0 ^ 2 ^ 2, CAST(x AS decimal) ^ 2 FROM t => SELECT hotrow_numeric_power(2.0, 3) AS \"?column?\","
            + " hotrow_numeric_power(2, 3.0) AS \"?column?\", hotrow_numeric_power(hotrow_numeric(x), -2) AS \"?column?\","
            + " hotrow_numeric_power(hotrow_numeric_power(2.0, 2), 2) AS \"?column?\", hotrow_numeric_power(hotrow_numeric(x), 2) AS \"?column?\" FROM t",
    })
    void postgresMathOperatorsAreTheirFunctions(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** A ^ of numerics to a fraction, or of columns, which may be numerics, is refused. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 2 ^ 0.5 => ^", "SELECT x ^ 2 FROM t => ^", "SELECT power(2, 0.5) => power", "SELECT 2.0 ^ x FROM t => ^", "SELECT (a + 1.5) ^ 2 FROM t => ^",
        "SELECT 1 @ 2 => @", "SELECT a |/ b FROM t => |/",
    })
    void numericPowersAreRefused(String sql, String operator) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42883", e.sqlState());
        assertTrue(e.getMessage().startsWith("operator " + operator + " is not supported") || e.getMessage().startsWith(operator + " of numerics"),
                e.getMessage());
    }

    /** Float arithmetic the text shows goes to the engine's, which checks PostgreSQL's range (22003 past it). */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 1e308::float8 * 10 => SELECT hotrow_float8(1e308::float8, 10, '*') AS \"?column?\"",
        "SELECT 1.5::float8 / 2, x::double precision / 2.0 FROM t => SELECT hotrow_float8(1.5::float8, 2, '/') AS \"?column?\", hotrow_float8(x::double precision, 2.0, '/') AS \"?column?\" FROM t",
        "SELECT '1e308'::float8 + '1e308'::float8 - 1 => SELECT hotrow_float8(hotrow_float8('1e308'::float8, '1e308'::float8, '+'), 1, '-') AS \"?column?\"",
        "SELECT 1 + 2 * x::float8, -a::float8 + b FROM t => SELECT hotrow_float8(1, hotrow_float8(2, x::float8, '*'), '+') AS \"?column?\", hotrow_float8(-a::float8, b, '+') AS \"?column?\" FROM t",
        "SELECT 1e30::float4 * 1e30::float4, 1e30::float4 * 2 => SELECT hotrow_float4(1e30::float4, 1e30::float4, '*') AS \"?column?\", hotrow_float8(1e30::float4, 2, '*') AS \"?column?\"",
        "SELECT power(10::float8, 400), exp(f::float8), power(10, 2), pg_catalog.exp(1) FROM t"
            + " => SELECT hotrow_power(10::float8, 400) AS \"power\", hotrow_exp(f::float8) AS \"exp\", hotrow_power(10, 2) AS \"power\", hotrow_exp(1) FROM t",
        "SELECT x - 1, 2.5 * 2, power(2.0, 3), power(x, 0.5), power(x::float8, 0.5), n::numeric + 1::float8 FROM t"
            + " => SELECT x - 1, 2.5 * 2, hotrow_numeric_power(2.0, 3) AS \"power\", power(x, 0.5) AS \"power\","
            + " hotrow_power(x::float8, 0.5) AS \"power\", hotrow_float8(hotrow_numeric(n), 1::float8, '+') AS \"?column?\" FROM t",
        "SELECT count(*), t.* FROM t WHERE x::float8 * 2 > 1 => SELECT count(*) AS \"count\", t.* FROM t WHERE hotrow_float8(x::float8, 2, '*') > 1",
    })
    void floatArithmeticIsRangeChecked(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** A literal cast past a float type's range is refused as PostgreSQL refuses it; other casts to real are range checked. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1e39::float4", "SELECT '1e39'::real", "SELECT -1e39::float4", "SELECT '1e400'::float8",
        "SELECT 1e400::double precision", "SELECT CAST('1e-50' AS float4)", "SELECT float8 '1e-400'", "SELECT '3.5e38'::float(10)"})
    void literalsPastTheRangeAreRefused(String sql) {
        assertEquals("22003", assertThrows(UnsupportedSqlException.class, () -> translate(sql)).sqlState());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'inf'::float8, '-Infinity'::real, CAST(' nan ' AS float4), float8 '+inf' => SELECT 'Infinity'::float8 AS \"float8\", '-Infinity'::real AS \"float4\","
            + " CAST('NaN' AS float4) AS \"float4\", float8 'Infinity' AS \"float8\"",
        "SELECT 1e-320::float8, 1e38::float4, '1e-40'::real, 'x'::float8 => SELECT 1e-320::float8 AS \"float8\", 1e38::float4 AS \"float4\","
            + " '1e-40'::real AS \"float4\", 'x'::float8 AS \"float8\"",
        "SELECT 1e308::float8::float4, CAST(x AS real), ?::float4 FROM t => SELECT hotrow_float4_cast(1e308::float8) AS \"float4\", hotrow_float4_cast(x) AS \"x\", hotrow_float4_cast(?) AS \"float4\" FROM t",
    })
    void floatCastsAreRangeChecked(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT doc @> '{}', '{}' <@ doc, a || b / 2, a | b, 'x^2', '@n', doc @? '$.a' FROM t"})
    void operatorsThatLookAlikePass(String sql) throws UnsupportedSqlException {
        translate(sql);
    }
}
