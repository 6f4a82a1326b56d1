package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** SIMILAR TO becomes H2's ~ over the engine's translation of the pattern, which runs as PostgreSQL's similar_to_escape. */
class SimilarToTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'abc' SIMILAR TO 'a%' => SELECT 'abc' ~ hotrow_similar('a%')",
        "SELECT id FROM t WHERE body NOT SIMILAR TO '%o%' ORDER BY id => SELECT id FROM t WHERE body !~ hotrow_similar('%o%') ORDER BY id",
        "SELECT 'a_c' similar to 'a#_c' escape '#' => SELECT 'a_c' ~ hotrow_similar('a#_c', '#')",
        "SELECT x FROM t WHERE x SIMILAR TO 'a' || y AND z => SELECT x FROM t WHERE x ~ hotrow_similar('a' || y) AND z",
        "SELECT x SIMILAR TO ? ESCAPE ? = true FROM t => SELECT x ~ hotrow_similar(?, ?) = true FROM t",
        "SELECT 'abc' SIMILAR TO 'a%' = true, 'b' SIMILAR TO 'a' <> FALSE => SELECT 'abc' ~ hotrow_similar('a%') = true, 'b' ~ hotrow_similar('a') <> FALSE",
        "SELECT x SIMILAR TO y::character varying matched FROM t => SELECT x ~ hotrow_similar(hotrow_text(y)::character varying) matched FROM t",
        "SELECT CASE WHEN x SIMILAR TO '(a|b)%' THEN 1 END FROM t => SELECT CASE WHEN x ~ hotrow_similar('(a|b)%') THEN 1 END AS \"case\" FROM t",
        "SELECT x NOT SIMILAR\tTO 'a' FROM t => SELECT x !~ hotrow_similar('a') FROM t",
        "SELECT substring('Thomas' similar '%#\"o_a#\"_' escape '#') => SELECT hotrow_substring('Thomas' , '%#\"o_a#\"_' , '#') AS \"substring\"",
    })
    void theOperatorIsH2sTildeOverTheTranslatedPattern(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT x SIMILAR TO doc ->> 'a' FROM t => SELECT x SIMILAR TO doc ->> 'a' FROM t",
    })
    void aPatternWithAnOperatorItDoesNotKnowIsLeftToH2(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }
}
