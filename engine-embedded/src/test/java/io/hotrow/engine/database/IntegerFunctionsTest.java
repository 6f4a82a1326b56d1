package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.OneDatabase;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Casts to the integer types, gcd/lcm, float arithmetic's range and PostgreSQL's math operators with PostgreSQL 15's answers
 * (each expected row read from PostgreSQL).
 */
class IntegerFunctionsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("integers");
        c = database.connection();
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT (-1.5::float8)::int4, (2.5::float8)::int4, (0.5::float8)::int, (-2.5)::int, 2.5::int, (1.5::float4)::int2, (2.5::float8)::int8"
            + " => -2|2|0|-3|3|2|2",
        "SELECT ' 42 '::int, '+7'::int, '-0'::int, CAST('17' AS int4), int4 '0', int8 '12', int2 '3' => 42|7|0|17|0|12|3",
        "SELECT gcd(12, 18), lcm(4, 6), gcd(0, 5), lcm(2147483647::int8, 2147483646::int8), gcd(-2147483648::int8, 0) => 6|12|5|4611686011984936962|2147483648",
        "SELECT gcd(1.5, 0.5), lcm(1.5, 0.5), lcm(1.5, 2.25), gcd(1.5, 2.25), gcd(-1.50, 3), lcm(0.5, 0.25) => 0.5|1.5|4.50|0.75|1.50|0.50",
        "SELECT mod(17, 5), mod(-17, 5), div(17, 5), div(-17, 5), div(7.5, 2), div(-7.5, 2) => 2|-2|3|-3|3|-3",
        "SELECT count(*)::int, NULL::int, 3000000000::bigint, true::int FROM (VALUES (1), (2)) v(x) => 2|null|3000000000|1",
        "SELECT 2 ^ 3, 2 ^ 3 ^ 2, -2 ^ 2, 2 * 3 ^ 2, |/ 16 + 9, @ -5 * 2, ||/ 27, cbrt(2) => 8.0|64.0|4.0|18.0|5.0|10|3.0000000000000004|1.2599210498948734",
        "SELECT 'Infinity'::float8 * 2, 'inf'::float8 + 1, '-inf'::float4, 'nan'::float8 * 0, 1e-310::float8 * 1e-10 => Infinity|Infinity|-Infinity|NaN|1.0E-320",
        "SELECT power(10::float8, -310), exp(-740::float8), 1e30::float4 * 1e30 => 1.0E-310|4.2E-322|1.0000000150474663E60",
        "SELECT 2.0 ^ 3, 3.0 ^ -2, 10.123456789012345678 ^ 2, 1.1 ^ 50, (-2.0) ^ 3, 1.000001 ^ 100000, 0.0 ^ 0"
            + " => 8.0000000000000000|0.1111111111111111|102.484377359000152397|117.3908528796953165|-8.0000000000000000|1.1051708628171399|1.0000000000000000",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("|", row(sql)));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', value = {
        "SELECT 'NaN'::float8::int => 22003",
        "SELECT 'Infinity'::float8::bigint => 22003",
        "SELECT 1e10::float8::int => 22003",
        "SELECT '2147483648'::int => 22003",
        "SELECT '99999'::smallint => 22003",
        "SELECT '9223372036854775808'::bigint => 22003",
        "SELECT 'abc'::int => 22P02",
        "SELECT '12abc'::integer => 22P02",
        "SELECT ''::int => 22P02",
        "SELECT lcm(2147483647, 2147483646) => 22003",
        "SELECT gcd(-2147483648, 0) => 22003",
        "SELECT div(1, 0) => 22012",
        "SELECT 1e308::float8 * 10 => 22003",
        "SELECT '1e308'::float8 + '1e308'::float8 => 22003",
        "SELECT 1e-200::float8 * 1e-200::float8 => 22003",
        "SELECT 1e30::float4 * 1e30::float4 => 22003",
        "SELECT power(10, 400) => 22003",
        "SELECT 10 ^ 400 => 22003",
        "SELECT exp(1000::float8) => 22003",
        "SELECT 1e39::float4 => 22003",
        "SELECT 1e308::float8::float4 => 22003",
        "SELECT '1e400'::float8 => 22003",
        "SELECT avg(x) FROM (VALUES (1e200::float8), (-1e200::float8)) v(x) => 22003",
        "SELECT |/ -1 => 2201F",
        "SELECT power(0::float8, -1) => 2201F",
        "SELECT 2 ^ 0.5 => 42883",
        "SELECT 0.0 ^ -1 => 2201F",
    })
    void failsAsPostgres(String sql, String sqlState) {
        assertEquals(sqlState, assertThrows(SQLException.class, () -> row(sql), sql).getSQLState(), sql);
    }

    @Test
    void aDoubleColumnRoundsHalfToEvenAndKeepsTheCastsType() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE f (id int PRIMARY KEY, d double precision)");
            s.execute("INSERT INTO f VALUES (1, 2.5), (2, -1.5), (3, 0.5)");
            try (ResultSet rs = s.executeQuery("SELECT d::int, CAST(d AS smallint), d::bigint FROM f ORDER BY id")) {
                assertEquals(Types.INTEGER, rs.getMetaData().getColumnType(1));
                assertEquals(Types.SMALLINT, rs.getMetaData().getColumnType(2));
                assertEquals(Types.BIGINT, rs.getMetaData().getColumnType(3));
                List<Long> values = new ArrayList<>();
                while (rs.next()) {
                    values.add(rs.getLong(1));
                }
                assertEquals(List.of(2L, -2L, 0L), values);
            }
        }
    }

    @Test
    void floatColumnsArithmeticIsRangeChecked() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE fr (id int PRIMARY KEY, f float8, r real)");
            s.execute("INSERT INTO fr VALUES (1, 2.5, 2.5), (2, 1e20, 1e20)");
            assertEquals(List.of("5.0", "5.0", "6.25", "1.5"), row("SELECT f * 2, r + r, power(f, 2), fr.f - 1 FROM fr WHERE id = 1"));
            for (String sql : List.of("SELECT f * 1e300 FROM fr", "SELECT r * r FROM fr", "SELECT exp(f) FROM fr", "UPDATE fr SET f = f * 1e300",
                    "SELECT sum(f * 1e300) FROM fr", "SELECT (f * 1e20)::float4 FROM fr")) {
                assertEquals("22003", assertThrows(SQLException.class, () -> s.execute(sql), sql).getSQLState(), sql);
            }
        }
    }

    @Test
    void aStringCastToAnEnumIsOneOfItsLabelsExactly() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TYPE mood AS ENUM ('sad', 'happy')");
            assertEquals(List.of("happy", "sad"), row("SELECT 'happy'::mood, CAST('sad' AS public.mood)"));
            for (String sql : List.of("SELECT 'Happy'::mood", "SELECT CAST('sad ' AS mood)")) {
                assertEquals("22P02", assertThrows(SQLException.class, () -> s.execute(sql), sql).getSQLState(), sql);
            }
        }
    }

    private static List<String> row(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            List<String> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(String.valueOf(rs.getObject(i)));
            }
            return values;
        }
    }
}
