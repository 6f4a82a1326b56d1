package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.rewrite.UnsupportedSqlException;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class StringFormsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT E'a\\tb' => SELECT 'a\tb'",
        "SELECT e'it\\'s', E'it''s' => SELECT 'it''s', 'it''s'",
        "SELECT E'\\\\' => SELECT '\\'",
        "SELECT E'\\x41\\101\\u00e9\\U0001F600' => SELECT 'AAé😀'",
        "SELECT E'\\xc3\\xa9' => SELECT 'é'",
        "SELECT E'\\q' => SELECT 'q'",
        "SELECT $$it's$$ => SELECT 'it''s'",
        "SELECT $tag$a $$ b$tag$, $$c$$ => SELECT 'a $$ b', 'c'",
        "INSERT INTO t VALUES (?, E'\\t', ?) => INSERT INTO t VALUES (?, '\t', ?)",
    })
    void otherStringFormsBecomeStandardLiterals(String written, String standard) {
        assertEquals(standard, StringForms.standard(written));
    }

    /** Nothing to change, or nothing PostgreSQL would accept: the text comes back as the same String. */
    @ParameterizedTest
    @ValueSource(strings = {"SELECT 'E''x'", "SELECT name'x' FROM t", "SELECT \"E'\" FROM t", "SELECT $1, $2 FROM t", "SELECT a$b$c FROM t",
        "SELECT 1 -- E'\\n' and $$", "SELECT /* $$ */ 1", "SELECT E'\\0'", "SELECT E'\\xff'", "SELECT E'\\u12'", "SELECT $$unterminated",
        "SELECT 'C:\\temp'", "SELECT E'unterminated"})
    void otherTextsAreLeftAsWritten(String sql) {
        assertSame(sql, StringForms.standard(sql));
    }

    /** What PostgreSQL's lexer refuses is refused with its SQLState, where H2 would run something else (or fail inside). */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT E'\\x00' => 22021", "SELECT E'a\\0' => 22021", "SELECT E'\\xff' => 22021", "SELECT E'\\u0000' => 42601",
        "SELECT E'\\uD800' => 42601", "SELECT E'\\u12' => 22025", "SELECT U&'\\0000' => 42601", "SELECT U&'a\\+000000' => 42601",
        "SELECT $ => 42601", "SELECT $a => 42601", "SELECT 1 FROM t WHERE x = $ => 42601"})
    void whatPostgresRefusesIsRefusedWithItsState(String sql, String state) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> StringForms.checked(sql), sql);
        assertEquals(state, e.sqlState(), sql + ": " + e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 'a\u0000b'", "SELECT 1 AS \"a\u0000\"", "SELECT 1 -- \u0000"})
    void aNulAnywhereIsAnInvalidByte(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> StringForms.checked(sql));
        assertEquals("22021", e.sqlState());
        assertEquals("invalid byte sequence for encoding \"UTF8\": 0x00", e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT $1, $2 FROM t", "SELECT a$b$c FROM t", "SELECT $$x$$", "SELECT 1 AS x$", "SELECT U&'\\0041\\\\0000'",
        "SELECT 1 -- $", "SELECT '$'", "SELECT \"$\" FROM t", "SELECT E'\\xc3\\xa9'"})
    void whatPostgresReadsIsNotRefused(String sql) throws UnsupportedSqlException {
        assertEquals(StringForms.standard(sql), StringForms.checked(sql));
    }

    /** With standard_conforming_strings off, a plain string holding a backslash is the escape string PostgreSQL then reads. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'a\\b' => SELECT E'a\\b'",
        "SELECT 'it\\'s', 'x' => SELECT E'it\\'s', 'x'",
        "SELECT'\\t' => SELECT E'\\t'",
        "SELECT E'\\t', B'101', X'1f', $$a\\b$$, \"q\\'\" => SELECT E'\\t', B'101', X'1f', $$a\\b$$, \"q\\'\"",
        "SELECT 1 -- 'a\\b' => SELECT 1 -- 'a\\b'",
        "SELECT date '2024-01-01', 'C:\\x' => SELECT date '2024-01-01', E'C:\\x'",
    })
    void plainStringsReadWithBackslashEscapesWhenTheSettingIsOff(String written, String read) throws UnsupportedSqlException {
        assertEquals(read, StringForms.withBackslashEscapes(written));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {"SELECT U&'\\0041' => 0A000", "SELECT N'a\\b' => 42000"})
    void whatTheEngineCannotReadWithTheSettingOffIsRefused(String sql, String state) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> StringForms.withBackslashEscapes(sql), sql);
        assertEquals(state, e.sqlState(), e.getMessage());
    }
}
