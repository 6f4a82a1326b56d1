package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A char(n) value is padded where PostgreSQL keeps its trailing spaces (H2 keeps it without them), and only there. */
class PaddedCharactersTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT octet_length('ab'::char(5)) => SELECT octet_length(RPAD('ab'::char(5), 5))",
        "SELECT x FROM t WHERE c::char LIKE ? OR (t.c::character(3) NOT ILIKE 'a')"
            + " => SELECT x FROM t WHERE RPAD(c::char, 1) LIKE ? OR (RPAD(t.c::character(3), 3) NOT ILIKE 'a')",
        "SELECT f(c)::char(2) ~ 'a' FROM t => SELECT RPAD(f(c)::char(2), 2) ~ hotrow_regex('a') FROM t",
        "SELECT 'ab'::char(5) SIMILAR TO 'ab', c::char(3) NOT  SIMILAR\tTO 'a%' FROM t"
            + " => SELECT RPAD('ab'::char(5), 5) ~ hotrow_similar('ab'), RPAD(c::char(3), 3) !~ hotrow_similar('a%') FROM t",
    })
    void aCastToCharNIsPaddedWherePostgresKeepsTheSpaces(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'ab'::char(5) || 'x', length('ab'::char(5)) => SELECT 'ab'::char(5) || 'x', length('ab'::char(5))",
        "SELECT a || 'ab'::char(5) LIKE 'ab', octet_length('ab'::bpchar) => SELECT a || 'ab'::char(5) LIKE 'ab', octet_length('ab'::bpchar)",
        "SELECT 'ab' LIKE c::char(5) FROM t => SELECT 'ab' LIKE c::char(5) FROM t",
    })
    void elsewhereTheSpacesAreDroppedAsInH2(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aCharColumnIsCastToItsTypeSoThatItIsPadded() {
        StatementAnalysis analysis = new StatementClassifier().classify(
                "SELECT octet_length(c), concat(t.d, n), c || 'x' FROM t WHERE e LIKE 'a_' AND lower(c) LIKE 'a'");
        assertEquals(Set.of("c", "d", "n", "e"), PaddedCharacters.columns(analysis));
        assertEquals("SELECT octet_length(c::char(5)), concat(t.d::char(2), n), c || 'x' FROM t WHERE e::char(3) LIKE 'a_' AND lower(c) LIKE 'a'",
                PaddedCharacters.cast(analysis, Map.of("c", "CHARACTER(5)", "d", "CHARACTER(2)", "e", "CHARACTER(3)")));
        assertEquals(-1, PaddedCharacters.paddedLength("CHARACTER VARYING"));
    }
}
