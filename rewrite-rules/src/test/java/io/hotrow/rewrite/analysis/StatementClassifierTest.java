package io.hotrow.rewrite.analysis;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StatementClassifierTest {

    private final StatementClassifier classifier = new StatementClassifier();

    @ParameterizedTest(name = "{1}: {0}")
    @CsvSource(delimiter = '|', value = {
            "select n from counter where id = ?                              | READ",
            "(select 1) union (select 2)                                     | READ",
            "with x as (select 1 as a) select a from x                       | READ",
            "values (1), (2)                                                 | READ",
            "select n from counter where id = ? for update                   | WRITE",
            "select * from accounts where id = 1 for no key update           | WRITE",
            "select nextval('orders_id_seq')                                 | WRITE",
            "with d as (delete from t where id = 1 returning *) select * from d | WRITE",
            "select from where nonsense ((                                   | WRITE",
            "update counter set n = n + 1 where id = 1                       | WRITE",
            "insert into t values (1)                                        | WRITE",
            "delete from t                                                   | WRITE",
            "merge into t using s on t.id = s.id when matched then delete    | WRITE",
            "create table t (id int primary key)                             | DDL",
            "alter table t add column c int                                  | DDL",
            "drop table t                                                    | DDL",
            "truncate table t                                                | DDL",
            "begin                                                           | TRANSACTION_CONTROL",
            "COMMIT                                                          | TRANSACTION_CONTROL",
            "rollback to savepoint a                                         | TRANSACTION_CONTROL",
            "set search_path to x                                            | SESSION",
            "show transaction_isolation                                      | SESSION",
            "frobnicate everything                                           | WRITE",
    })
    void classifies(String sql, StatementKind expected) {
        assertEquals(expected, classifier.classify(sql).kind());
    }

    @Test
    void skipsLeadingCommentsAndParentheses() {
        assertEquals(StatementKind.READ, classifier.classify("  /* hint */ -- note\n ((SELECT 1))").kind());
        assertEquals(StatementKind.DDL, classifier.classify("-- migration 7\nCREATE INDEX ON t (c)").kind());
    }

    @Test
    void unparsableReadIsAWriteAndSaysWhy() {
        StatementAnalysis analysis = classifier.classify("select from where nonsense ((");
        assertFalse(analysis.parsed());
        assertNotNull(analysis.parseError());
        assertTrue(analysis.takesLane());
    }

    @Test
    void onlyWritesAndDdlTakeTheLane() {
        assertTrue(StatementKind.WRITE.takesLane());
        assertTrue(StatementKind.DDL.takesLane());
        assertFalse(StatementKind.READ.takesLane());
        assertFalse(StatementKind.SESSION.takesLane());
        assertFalse(StatementKind.TRANSACTION_CONTROL.takesLane());
    }

    @Test
    void analyzerReturnsTheCachedAnalysisAndStaysBounded() {
        StatementAnalyzer analyzer = StatementAnalyzer.forPostgres(50);
        StatementAnalysis first = analyzer.analyze("select 1");
        assertSame(first, analyzer.analyze("select 1"));
        for (int i = 0; i < 500; i++) {
            analyzer.analyze("select " + i);
        }
        assertTrue(analyzer.size() <= 50, "cache grew to " + analyzer.size());
    }
}
