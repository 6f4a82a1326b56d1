package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** DELETE ... USING and a WITH clause before INSERT, UPDATE or DELETE, in forms H2 runs. */
class DataChangeTranslationTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "DELETE FROM cart_lines l USING carts c WHERE l.cart_id = c.id AND c.owner = ?"
            + " => DELETE FROM cart_lines l WHERE EXISTS (SELECT 1 FROM carts c WHERE l.cart_id = c.id AND c.owner = ?)",
        "DELETE FROM s a USING s b WHERE a.email = b.email AND a.id > b.id RETURNING a.id"
            + " => SELECT a.id FROM OLD TABLE (DELETE FROM s a WHERE EXISTS (SELECT 1 FROM s b WHERE a.email = b.email AND a.id > b.id)) AS a",
        "DELETE FROM t USING u, v; => DELETE FROM t WHERE EXISTS (SELECT 1 FROM u, v);",
        "DELETE FROM t WHERE id IN (SELECT a FROM x JOIN y USING (k)) => DELETE FROM t WHERE id IN (SELECT a FROM x JOIN y USING (k))",
    })
    void deleteUsingDeletesTheRowsTheJoinFinds(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH doomed AS (SELECT id FROM emails WHERE email = ?) DELETE FROM emails WHERE id IN (SELECT id FROM doomed) AND id > ?"
            + " => DELETE FROM emails WHERE id IN (SELECT id FROM (SELECT id FROM emails WHERE email = ?1) AS doomed) AND id > ?2",
        "WITH t AS (SELECT id FROM jobs WHERE state = 'done') UPDATE jobs SET state = 'x' FROM t WHERE jobs.id = t.id"
            + " => UPDATE jobs SET state = 'x' FROM (SELECT id FROM jobs WHERE state = 'done') AS t WHERE jobs.id = t.id",
        "WITH src(k) AS (SELECT 7), two AS (SELECT k + 1 AS k FROM src) INSERT INTO src (id) SELECT s.k FROM src s, two"
            + " => INSERT INTO src (id) SELECT s.k FROM (SELECT * FROM (SELECT 7) AS src(k)) s,"
            + " (SELECT k + 1 AS k FROM (SELECT * FROM (SELECT 7) AS src(k)) AS src) AS two",
        "WITH m AS MATERIALIZED (SELECT 1 AS id), n AS NOT MATERIALIZED (SELECT 2) SELECT * FROM m, n"
            + " => WITH m AS (SELECT 1 AS id), n AS (SELECT 2) SELECT * FROM m, n",
        "WITH d AS (SELECT 1 AS id) DELETE FROM t USING d WHERE t.id = d.id"
            + " => DELETE FROM t WHERE EXISTS (SELECT 1 FROM (SELECT 1 AS id) AS d WHERE t.id = d.id)",
    })
    void aWithClauseBeforeADataChangeIsInlined(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void aWithClauseBeforeASelectStaysH2s() throws UnsupportedSqlException {
        String sql = "WITH x AS (SELECT 1 AS k) SELECT k FROM x";
        assertSame(sql, translate(sql));
    }

    @Test
    void aRecursiveWithBeforeADataChangeIsRefused() {
        String reason = assertThrows(UnsupportedSqlException.class,
                () -> translate("WITH RECURSIVE r(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM r WHERE n < 3) DELETE FROM t WHERE id IN"
                        + " (SELECT n FROM r)")).getMessage();
        assertTrue(reason.contains("WITH RECURSIVE"), reason);
    }
}
