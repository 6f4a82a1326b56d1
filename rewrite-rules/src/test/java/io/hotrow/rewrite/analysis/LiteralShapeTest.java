package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class LiteralShapeTest {

    @Test
    void smallUnsignedIntegersAreTakenOutInOrder() {
        LiteralShape shape = LiteralShape.of("UPDATE pgbench_accounts SET abalance = abalance + -4521 WHERE aid = 77;");
        assertEquals(List.of("4521", "77"), shape.literals());
        assertEquals("UPDATE pgbench_accounts SET abalance = abalance + -\u0001 WHERE aid = \u0001;", shape.key());
        assertEquals("UPDATE pgbench_accounts SET abalance = abalance + -1 WHERE aid = 2;", shape.fill(List.of("1", "2")));
    }

    @Test
    void whatIsNotASmallIntegerLiteralStaysInTheKey() {
        LiteralShape shape = LiteralShape.of("SELECT t1.c2, 1.5, .5, 1e3, 2E-4, 1234567890, $1, ?, '7', \"8\", a$9 FROM t1 WHERE x = 3");
        assertEquals(List.of("3"), shape.literals());
        assertEquals("SELECT t1.c2, 1.5, .5, 1e3, 2E-4, 1234567890, $1, ?, '7', \"8\", a$9 FROM t1 WHERE x = \u0001", shape.key());
    }

    @Test
    void quotesWithDoubledQuotesInsideAreSkippedWhole() {
        assertEquals(List.of("4"), LiteralShape.of("SELECT 'it''s 5', \"a \"\"6\"\"\" FROM t WHERE n = 4").literals());
    }

    @Test
    void aTextWithMoreLiteralsThanAShapeTakesHasNone() {
        StringBuilder in = new StringBuilder("SELECT a FROM t WHERE a IN (0");
        for (int i = 1; i < LiteralShape.MAX_LITERALS; i++) {
            in.append(", ").append(i);
        }
        assertEquals(LiteralShape.MAX_LITERALS, LiteralShape.of(in + ")").literals().size());
        assertNull(LiteralShape.of(in + ", 64)"), "learning its template would cost a pass over the text per literal");
    }

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT 1 -- a comment",
            "SELECT /* 2 */ 1",
            "SELECT E'\\n', 1",
            "SELECT $$x$$, 1",
            "SELECT $q$x$q$, 1",
            "SELECT U&'d\\0061t', 1",
            "SELECT B'101', 1",
            "SELECT X'ff', 1",
            "SELECT 'unterminated, 1",
            "SELECT a FROM t",
            "SELECT 1234567890",
            "SELECT '\u0001', 1",
    })
    void textsOnePassCannotBeSureOfHaveNoShape(String sql) {
        assertNull(LiteralShape.of(sql));
    }
}
