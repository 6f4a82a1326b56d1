package io.hotrow.engine.sql;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.sql.SQLException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SQL's patterns translated as PostgreSQL 15's similar_to_escape translates them (its answers, checked with psql). */
class SimilarPatternsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "(a)b%_[x%]\\.^$|c => ^(?:(?:a)b.*.[x%]\\.\\^\\$|c)$",
        "[]%] => ^(?:[]%])$",
        "[^]_] => ^(?:[^]_])$",
        "[[:digit:]]+ => ^(?:[[:digit:]]+)$",
        "%\\\"% => ^(?:.*){1,1}?(.*)$",
        "a\\ => ^(?:a)$",
    })
    void translatesAsPostgres(String pattern, String regex) throws SQLException {
        assertEquals(regex, SimilarPatterns.similarToEscape(pattern));
    }

    @Test
    void anEscapeCharacterOfItsOwn() throws SQLException {
        assertEquals("^(?:a\\_b)$", SimilarPatterns.similarToEscape("a#_b", "#"));
        assertEquals("^(?:a){1,1}?(b){1,1}(?:c)$", SimilarPatterns.similarToEscape("a#\"b#\"c", "#"));
        assertEquals("^(?:a\"b)$", SimilarPatterns.similarToEscape("a\"b", ""));
        assertNull(SimilarPatterns.similarToEscape("a", null));
        assertEquals("22025", assertThrows(SQLException.class, () -> SimilarPatterns.similarToEscape("a", "ab")).getSQLState());
        assertEquals("2200C", assertThrows(SQLException.class, () -> SimilarPatterns.similarToEscape("#\"a#\"b#\"", "#")).getSQLState());
    }
}
