package io.hotrow.engine.database;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.hotrow.engine.OneDatabase;
import java.sql.Array;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * PostgreSQL's string, bytea and regular expression functions on the engine, with the answers
 * PostgreSQL 15 gives (each expected row was read from PostgreSQL): the shim's translation and the
 * installed functions together.
 */
class StringFunctionsTest {

    private static OneDatabase database;
    private static Connection c;

    @BeforeAll
    static void openDatabase() throws SQLException {
        database = new OneDatabase("strings");
        c = database.connection();
    }

    @AfterAll
    static void closeDatabase() throws SQLException {
        database.close();
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', ignoreLeadingAndTrailingWhitespace = false, value = {
        "SELECT ascii(''), ascii('é'), chr(233), chr(128512) => 0|233|é|😀",
        "SELECT length('héllo'), octet_length('héllo'), length('ab   '::char(5)), length('\\xdead'::bytea), char_length(NULL::text) => 5|6|2|2|null",
        "SELECT array_length(ARRAY[1, 2], 1), array_length(ARRAY[], 1), array_length(ARRAY[1], 2),"
            + " array_length(regexp_split_to_array('a b  c', '\\s+'), 1) => 2|null|null|3",
        "SELECT array_position(ARRAY[1, 2, 3, 2], 2), array_positions(ARRAY[1, 2, 3, 2], 2), array_position(ARRAY['a', 'b'], 'b', 2),"
            + " array_position(ARRAY[1, NULL], NULL), array_positions(ARRAY[1], NULL), array_position(ARRAY[1.0, 2.5], 2.50) => 2|[2, 4]|2|2|[]|2",
        "SELECT substring('string' FROM 0 FOR 2), substring('string' FROM -1 FOR 3), substring('string' FROM 2), substring('string' FOR 3)"
            + " => s|s|tring|str",
        "SELECT substring('string', 2, 2147483646), substr('string', 3), substr('string', -2, 5), substring('string' FROM 2 FOR 2147483646)"
            + " => tring|ring|st|tring",
        "SELECT substring('foobar' FROM 'o.b'), substring('foobar' FROM 'o(.)b'), substring('foobar' FROM '2') => oob|o|null",
        "SELECT left('abcdef', -2), right('abcdef', -2), left('abc', -10), right('abc', 10), left('abc', 0) => abcd|cdef||abc|",
        "SELECT translate('12345', '143', 'ax'), translate('abc', 'aa', 'xy'), lpad('hi', 5, 'xy') => a2x5|xbc|xyxhi",
        "SELECT overlay('Txxxxas' PLACING 'hom' FROM 2 FOR 4), overlay('abcdef' PLACING 'XY' FROM 3), overlay('abc' PLACING 'Z' FROM 5)"
            + " => Thomas|abXYef|abcZ",
        "SELECT encode('abc'::bytea, 'hex'), encode('hello'::bytea, 'base64'), encode('a\\000b\\\\c\\377'::bytea, 'escape')"
            + " => 616263|aGVsbG8=|a\\000b\\\\c\\377",
        "SELECT decode('616263', 'hex'), decode('aGVsbG8=', 'base64'), decode('a\\000b\\\\c', 'escape'), decode(' 61 62', 'hex')"
            + " => 616263|68656c6c6f|6100625c63|6162",
        "SELECT '\\xDeAdBeEf'::bytea, CAST('ab\\\\c' AS bytea), bytea 'a\\101' => deadbeef|61625c63|6141",
        "SELECT format('%s|%I|%L|%L', 'a', 'My T', NULL, 'o''k'), format('%2$s %1$s', 'a', 'b'), format('%-5s|%5s|', 'x', 'y')"
            + " => a|\"My T\"|NULL|'o''k'|b a|x    |    y|",
        "SELECT format('%*s|', 4, 'z'), format('%%'), format('%s', NULL), format('%s %s', true, 1.50) =>    z||%||t 1.50",
        "SELECT quote_literal('it''s'), quote_literal('a\\b'), quote_literal(42), quote_nullable(NULL), quote_ident('a\"b'), quote_ident('user')"
            + " => 'it''s'|E'a\\\\b'|'42'|NULL|\"a\"\"b\"|\"user\"",
        "SELECT to_hex(255), to_hex(-1), to_hex(-1::bigint), to_hex(2147483648) => ff|ffffffff|ffffffffffffffff|80000000",
        "SELECT unistr('d\\0061t\\+000061'), unistr('\\u00e9'), unistr('a\\\\b'), unistr('\\uD83D\\uDE00') => data|é|a\\b|😀",
        "SELECT string_to_array('a,b,,c', ','), string_to_array('abc', NULL), string_to_array('', ','), string_to_array('a,*,c', ',', '*')"
            + " => [a, b, , c]|[a, b, c]|[]|[a, null, c]",
        "SELECT 'n' || 1 || true, false::text, concat_ws(',', 'a', NULL, 'b'), split_part('a,b,c', ',', -1) => n1true|false|a,b|c",
        "SELECT regexp_replace('banana', 'a', 'X'), regexp_replace('banana', 'a', 'X', 'g'), regexp_replace('Hello', 'l(l)', '<\\1\\&>')"
            + " => bXnana|bXnXnX|He<lll>o",
        "SELECT regexp_replace('abc', 'B', 'x', 'gi'), regexp_replace('banana', 'a', 'X', 3, 2), regexp_replace('banana', 'a', 'X', 3)"
            + " => axc|bananX|banXna",
        "SELECT regexp_match('key=value', '(\\w+)=(\\w+)'), regexp_match('abc', 'x'), regexp_match('ABC', 'b', 'i') => [key, value]|null|[B]",
        "SELECT (regexp_match('key=value', '(\\w+)=(\\w+)'))[2] => value",
        "SELECT regexp_split_to_array('a1b22c', '\\d+'), regexp_split_to_array('abc', ''), regexp_split_to_array('a b', 'x*')"
            + " => [a, b, c]|[a, b, c]|[a,  , b]",
        "SELECT regexp_count('banana', 'an'), regexp_count('banana', 'a', 3), regexp_count('ABA', 'a', 1, 'i'), regexp_count('abc', '')"
            + " => 2|2|2|4",
        "SELECT regexp_instr('banana', 'n'), regexp_instr('banana', 'n', 1, 2), regexp_instr('banana', 'an', 1, 1, 1),"
            + " regexp_instr('abc', '(b)(c)', 1, 1, 0, '', 2) => 3|5|4|3",
        "SELECT regexp_substr('abc123', '\\d+'), regexp_substr('a1b2', '\\d', 1, 2), regexp_substr('abc', '(b)(c)', 1, 1, '', 2),"
            + " regexp_substr('abc', 'x') => 123|2|c|null",
        "SELECT regexp_count('x', '[[:alpha:]]'), regexp_count('foo bar', '\\mbar'), regexp_count(E'a\\nb', 'a.b'), regexp_count(E'a\\nb', '^b'),"
            + " regexp_count(E'a\\nb', '^b', 1, 'n'), regexp_count('é', '^\\w$') => 1|1|1|0|1|1",
    })
    void answersAsPostgres(String sql, String expected) throws SQLException {
        assertEquals(expected, String.join("|", row(sql)));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", quoteCharacter = '`', ignoreLeadingAndTrailingWhitespace = false, value = {
        "SELECT chr(0) => 54000",
        "SELECT chr(-1) => 22023",
        "SELECT chr(1114112) => 54000",
        "SELECT substring('abc' FROM 2 FOR -1) => 22011",
        "SELECT overlay('abc' PLACING 'x' FROM 0) => 22011",
        "SELECT decode('6g', 'hex') => 22023",
        "SELECT decode('616', 'hex') => 22023",
        "SELECT decode('YWJ', 'base64') => 22023",
        "SELECT encode('a'::bytea, 'foo') => 22023",
        "SELECT '\\xzz'::bytea => 22023",
        "SELECT 'a\\'::bytea => 22P02",
        "SELECT format('%s %s', 'a') => 22023",
        "SELECT format('%x', 1) => 22023",
        "SELECT format('%I', NULL) => 22004",
        "SELECT unistr('\\u00') => 42601",
        "SELECT regexp_replace('a', '(', 'x') => 2201B",
        "SELECT regexp_replace('a', 'a', 'x', 'z') => 22023",
        "SELECT regexp_match('a', 'a', 'g') => 22023",
        "SELECT regexp_instr('abc', 'b', 0) => 22023",
        "SELECT regexp_substr('abc', 'b', 1, 0) => 22023",
        "SELECT array_position(ARRAY[a], 1) FROM (SELECT ARRAY[1] AS a) s => 0A000",
        "SELECT array_position(ARRAY[1], 1, NULL) => 22004",
    })
    void failsAsPostgres(String sql, String sqlState) {
        assertEquals(sqlState, assertThrows(SQLException.class, () -> row(sql), sql).getSQLState(), sql);
    }

    @Test
    void lengthsAreIntegers() throws SQLException {
        try (Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT length('a'), octet_length('a'), array_length(ARRAY[1], 1), array_position(ARRAY[1], 1)")) {
            for (int i = 1; i <= 4; i++) {
                assertEquals(java.sql.Types.INTEGER, rs.getMetaData().getColumnType(i), "PostgreSQL's lengths are integer");
            }
        }
    }

    @Test
    void setReturningRegexFunctionsReturnRows() throws SQLException {
        assertEquals(List.of("[123]", "[45]"), column("SELECT regexp_matches('foo123bar45', '\\d+', 'g')"));
        assertEquals(List.of("[123]"), column("SELECT regexp_matches('foo123bar45', '\\d+')"));
        assertEquals(List.of(), column("SELECT regexp_matches('foo', '\\d+')"));
        assertEquals(List.of("x", "y", "z"), column("SELECT regexp_split_to_table('x,y,z', ',') AS part ORDER BY part"));
        assertEquals(List.of("2"), column("SELECT count(*) FROM regexp_matches('a1b2', '\\d', 'g') AS m"));
    }

    /** Java's regex engine backtracks; a pattern that would take exponential time gives up with 54001 (PostgreSQL's own engine does not backtrack). */
    @Test
    @Timeout(60)
    void aCatastrophicPatternIsCutShort() {
        SQLException e = assertTimeoutPreemptively(Duration.ofSeconds(50),
                () -> assertThrows(SQLException.class, () -> row("SELECT regexp_count(repeat('a', 30) || 'c', '((a+)+)\\2b')")));
        assertEquals("54001", e.getSQLState());
    }

    /** Each match reads its text 69 million times (below the read limit), a hundred of them take far longer than the timeout. */
    @Test
    @Timeout(60)
    void theStatementTimeoutStopsMatching() throws SQLException {
        try (Statement s = c.createStatement()) {
            s.setQueryTimeout(1);
            SQLException e = assertThrows(SQLException.class, () -> s.executeQuery(
                    "SELECT sum(regexp_count(repeat('a', 23) || 'c' || x, '((a+)+)\\2b')) FROM generate_series(1, 100) AS g(x)"));
            assertEquals("57014", e.getSQLState(), e.getMessage());
        }
    }

    @Test
    @Timeout(60)
    void aPatternTooDeepForJavasMatcherIsRefusedNotThrown() {
        assertEquals("54001", assertThrows(SQLException.class,
                () -> row("SELECT regexp_count(repeat('ab', 200000), '(a|b)*c')")).getSQLState());
        assertEquals("54000", assertThrows(SQLException.class,
                () -> row("SELECT regexp_replace(repeat('x', 100000), '.', repeat('\\&', 500), 'g')")).getSQLState());
    }

    private static List<String> row(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            List<String> values = new ArrayList<>();
            for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                values.add(text(rs, i));
            }
            return values;
        }
    }

    private static List<String> column(String sql) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            List<String> values = new ArrayList<>();
            while (rs.next()) {
                values.add(text(rs, 1));
            }
            return values;
        }
    }

    private static String text(ResultSet rs, int i) throws SQLException {
        Object value = rs.getObject(i);
        if (value instanceof byte[] bytes) {
            return HexFormat.of().formatHex(bytes);
        }
        if (value instanceof Array array) {
            return Arrays.toString((Object[]) array.getArray());
        }
        if (value instanceof Object[] elements) {
            return Arrays.toString(elements);
        }
        return String.valueOf(value);
    }
}
