package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

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
}
