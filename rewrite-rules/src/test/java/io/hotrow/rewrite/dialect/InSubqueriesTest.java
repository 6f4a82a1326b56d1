package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.hotrow.rewrite.analysis.ParseOutcome;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * IN subqueries nested deeply: JSqlParser's lookahead doubles per level on them, so fifteen levels ran
 * past the parse budget and the engine refused them (54001); written as quantified comparisons they parse.
 */
@Timeout(120)
class InSubqueriesTest {

    private static String nested(String op, int depth) {
        String sql = "SELECT a FROM t";
        for (int i = 0; i < depth; i++) {
            sql = "SELECT a FROM t WHERE a " + op + " (" + sql + ")";
        }
        return sql;
    }

    @Test
    void fifteenLevelsAreAnalysedAndRunAsQuantifiedComparisons() {
        StatementAnalysis analysis = StatementAnalyzer.forEngine(16, new PostgresDialectShim()).analyze(nested("IN", 14).replaceFirst(
                "WHERE a IN", "WHERE a NOT IN"));
        assertEquals(ParseOutcome.PARSED, analysis.parseOutcome(), analysis.parseError());
        assertNull(analysis.refusal());
        assertEquals(nested("= ANY", 14).replaceFirst("WHERE a = ANY", "WHERE a <> ALL"), analysis.executableSql());
    }

    @Test
    void shallowNestingStaysAsWritten() {
        String sql = nested("IN", InSubqueries.DEPTH - 1);
        assertSame(sql, InSubqueries.quantified(sql));
    }

    @Test
    void aRowValueOrCallOnTheLeftIsLeftAlone() {
        String sql = "SELECT a FROM t WHERE (a, b) IN (SELECT a, b FROM t WHERE abs(a) IN (" + nested("in", InSubqueries.DEPTH).substring(
                "SELECT a FROM t WHERE a in (".length());
        assertEquals("SELECT a FROM t WHERE (a, b) IN (SELECT a, b FROM t WHERE abs(a) IN (" + nested("= ANY", InSubqueries.DEPTH).substring(
                "SELECT a FROM t WHERE a = ANY (".length()), InSubqueries.quantified(sql));
    }
}
