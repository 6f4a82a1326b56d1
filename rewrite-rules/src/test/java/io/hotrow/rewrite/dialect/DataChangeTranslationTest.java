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
import org.junit.jupiter.params.provider.ValueSource;

/**
 * DELETE ... USING, a WITH clause before INSERT, UPDATE or DELETE, a data-modifying WITH query,
 * RETURNING of joined columns and MERGE's DO NOTHING, in forms H2 runs.
 */
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

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH moved AS (DELETE FROM stock WHERE sku = ? RETURNING sku, qty) SELECT sku FROM moved WHERE qty > ?"
            + " => SELECT sku FROM (SELECT sku, qty FROM OLD TABLE (DELETE FROM stock WHERE sku = ?1) AS stock) AS moved WHERE qty > ?2",
        "WITH added (id) AS (INSERT INTO jobs AS j VALUES (5, 'e') RETURNING j.id) SELECT count(*) FROM added a"
            + " => SELECT count(*) AS \"count\" FROM (SELECT * FROM (SELECT j.id FROM FINAL TABLE (INSERT INTO jobs AS j VALUES (5, 'e')) AS j)"
            + " AS added(id)) a",
        "WITH k AS (SELECT 1 AS id), up AS (UPDATE jobs SET n = n + 1 WHERE id = 1 RETURNING *) SELECT n FROM up"
            + " => WITH k AS (SELECT 1 AS id) SELECT n FROM (SELECT * FROM FINAL TABLE (UPDATE jobs SET n = n + 1 WHERE id = 1) AS jobs)"
            + " AS up",
    })
    void aDataModifyingWithQueryReadOnceBecomesADeltaTable(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Shapes where the change would run more or less than once, or the statement reads the changed table as it was. */
    @ParameterizedTest
    @ValueSource(strings = {"WITH d AS (DELETE FROM t RETURNING id) SELECT id FROM d, u",
        "WITH d AS (DELETE FROM t RETURNING id) SELECT id FROM d JOIN u ON u.id = d.id",
        "WITH d AS (DELETE FROM t RETURNING id) SELECT id FROM d LIMIT 1",
        "WITH d AS (DELETE FROM t RETURNING id) SELECT (SELECT count(*) FROM d)",
        "WITH d AS (DELETE FROM t RETURNING id) SELECT id FROM d WHERE id IN (SELECT id FROM t)",
        "WITH d AS (DELETE FROM t RETURNING id), e AS (DELETE FROM u RETURNING id) SELECT id FROM d",
        "WITH d AS (DELETE FROM t) SELECT 1", "WITH d AS (INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING RETURNING id) SELECT id FROM d"})
    void otherDataModifyingWithQueriesAreRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("data-modifying CTE"), reason);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "UPDATE users SET score = users.score + b.points FROM bonuses b WHERE b.user_id = users.id RETURNING users.id, b.points"
            + " => SELECT users.id, (SELECT b.points FROM bonuses b WHERE b.user_id = users.id) AS points FROM FINAL TABLE"
            + " (UPDATE users SET score = users.score + b.points FROM bonuses b WHERE b.user_id = users.id) AS users",
        "DELETE FROM users u USING bonuses b WHERE b.user_id = u.id AND b.points > ? RETURNING u.name, b.points * 2 AS twice"
            + " => SELECT u.name, (SELECT b.points FROM bonuses b WHERE b.user_id = u.id AND b.points > ?1) * 2 AS twice FROM OLD TABLE"
            + " (DELETE FROM users u WHERE EXISTS (SELECT 1 FROM bonuses b WHERE b.user_id = u.id AND b.points > ?1)) AS u",
    })
    void returningAJoinedColumnFindsTheJoinedRowAgain(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** The condition reads a column the UPDATE sets, or the joined tables read the changed one: the join would find other rows. */
    @ParameterizedTest
    @ValueSource(strings = {"UPDATE users u SET score = b.points FROM bonuses b WHERE b.user_id = u.id AND u.score > 3 RETURNING b.points",
        "UPDATE users SET score = 1 FROM bonuses b WHERE b.user_id = users.id AND score > 3 RETURNING b.points",
        "DELETE FROM users a USING users b WHERE a.name = b.name AND a.id > b.id RETURNING b.id",
        "UPDATE users SET score = 1 FROM bonuses b WHERE b.user_id = users.id RETURNING b.*"})
    void returningAJoinedColumnTheJoinCannotFindAgainIsRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("RETURNING a column of a joined table"), reason);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "MERGE INTO c USING s ON c.k = s.k WHEN NOT MATCHED THEN DO NOTHING => MERGE INTO c USING s ON c.k = s.k WHEN MATCHED AND FALSE THEN DELETE",
        "MERGE INTO c USING s ON c.k = s.k WHEN MATCHED AND s.n > ? THEN DO NOTHING WHEN MATCHED THEN UPDATE SET n = ?"
            + " WHEN NOT MATCHED AND s.n < 0 OR s.n > 9 THEN INSERT VALUES (s.k, s.n)"
            + " => MERGE INTO c USING s ON c.k = s.k WHEN MATCHED AND NOT COALESCE((s.n > ?1), FALSE) THEN UPDATE SET n = ?2"
            + " WHEN NOT MATCHED AND s.n < 0 OR s.n > 9 THEN INSERT VALUES (s.k, s.n)",
        "MERGE INTO c USING s ON c.k = s.k WHEN NOT MATCHED AND s.n < 0 THEN DO NOTHING WHEN NOT MATCHED AND s.n = 1 OR s.n = 2 THEN"
            + " INSERT VALUES (s.k, s.n)"
            + " => MERGE INTO c USING s ON c.k = s.k WHEN NOT MATCHED AND (s.n = 1 OR s.n = 2) AND NOT COALESCE((s.n < 0), FALSE) THEN"
            + " INSERT VALUES (s.k, s.n)",
    })
    void mergeDoNothingKeepsTheRowsItTakesFromLaterClauses(String sql, String expected) throws UnsupportedSqlException {
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
