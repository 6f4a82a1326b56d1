package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.analysis.StatementKind;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** {@code SELECT ... INTO name} read as the {@code CREATE TABLE name AS SELECT ...} it is. */
class SelectIntoTest {

    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "SELECT 1 AS a INTO t2                                 | CREATE TABLE t2 AS SELECT 1 AS a",
            "select id, v into table dst from src where id > 1     | CREATE TABLE dst AS select id, v from src where id > 1",
            "SELECT * INTO TEMP tmp FROM src                       | CREATE TEMPORARY TABLE tmp AS SELECT * FROM src",
            "SELECT * INTO UNLOGGED TABLE s.\"Dst\" FROM src        | CREATE UNLOGGED TABLE s.\"Dst\" AS SELECT * FROM src",
            "WITH x AS (SELECT 1 AS a) SELECT a INTO t3 FROM x      | CREATE TABLE t3 AS WITH x AS (SELECT 1 AS a) SELECT a FROM x",
            "  SELECT a INTO TEMPORARY t4 FROM src ORDER BY a;     | CREATE TEMPORARY TABLE t4 AS SELECT a FROM src ORDER BY a;"})
    void aSelectIntoCreatesItsTable(String sql, String created) {
        assertEquals(created, SelectInto.asCreateTable(sql).strip());
        StatementAnalysis analysis = StatementAnalyzer.forEngine(16, new PostgresDialectShim()).analyze(sql);
        assertNull(analysis.refusal());
        assertEquals(StatementKind.DDL, analysis.kind(), analysis.executableSql());
    }

    @ParameterizedTest
    @ValueSource(strings = {"INSERT INTO t SELECT 1", "SELECT 'into' FROM t", "SELECT a FROM t WHERE b IN (SELECT c FROM u)",
        "WITH n AS (SELECT 1) INSERT INTO t SELECT * FROM n", "SELECT (SELECT 1) AS into_x FROM t", "UPDATE t SET a = 1"})
    void otherTextsStayAsWritten(String sql) {
        assertSame(sql, SelectInto.asCreateTable(sql));
    }
}
