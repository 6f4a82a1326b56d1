package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * FULL JOIN as a LEFT JOIN and the unmatched rows of a RIGHT JOIN; LATERAL subqueries of one row as
 * scalar subqueries; the joins H2 cannot run, refused.
 */
class JoinTranslationTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT e.name, d.name FROM emp e FULL OUTER JOIN dept d ON d.id = e.dept_id ORDER BY d.id, e.id"
            + " => SELECT hotrow_c1 AS \"name\", hotrow_c2 AS \"name\" FROM (SELECT e.name AS hotrow_c1, d.name AS hotrow_c2,"
            + " d.id AS hotrow_o1, e.id AS hotrow_o2 FROM emp e LEFT JOIN dept d ON d.id = e.dept_id"
            + " UNION ALL SELECT e.name AS hotrow_c1, d.name AS hotrow_c2, d.id AS hotrow_o1, e.id AS hotrow_o2"
            + " FROM emp e RIGHT JOIN dept d ON FALSE WHERE NOT EXISTS (SELECT 1 FROM emp e WHERE d.id = e.dept_id))"
            + " AS hotrow_full ORDER BY hotrow_o1, hotrow_o2",
        "WITH x AS (SELECT 1 AS k) SELECT x.k AS xk, upper(y.v) FROM x FULL JOIN y ON x.k = y.k JOIN z ON z.k = y.k WHERE y.v <> ?"
            + " ORDER BY 2 DESC NULLS LAST LIMIT ?"
            + " => WITH x AS (SELECT 1 AS k) SELECT hotrow_c1 AS xk, hotrow_c2 AS \"upper\" FROM (SELECT x.k AS hotrow_c1,"
            + " upper(y.v) AS hotrow_c2 FROM x LEFT JOIN y ON x.k = y.k JOIN z ON z.k = y.k WHERE y.v <> ?1"
            + " UNION ALL SELECT x.k AS hotrow_c1, upper(y.v) AS hotrow_c2 FROM x RIGHT JOIN y ON FALSE JOIN z ON z.k = y.k"
            + " WHERE (y.v <> ?1) AND NOT EXISTS (SELECT 1 FROM x WHERE x.k = y.k)) AS hotrow_full ORDER BY hotrow_c2 DESC NULLS LAST LIMIT ?2",
        "SELECT id, x, y FROM a FULL JOIN b USING (id) ORDER BY id NULLS FIRST"
            + " => SELECT hotrow_c1 AS \"id\", hotrow_c2 AS \"x\", hotrow_c3 AS \"y\" FROM (SELECT COALESCE(a.id, b.id) AS hotrow_c1,"
            + " x AS hotrow_c2, y AS hotrow_c3 FROM a LEFT JOIN b ON a.id = b.id UNION ALL SELECT COALESCE(a.id, b.id) AS hotrow_c1,"
            + " x AS hotrow_c2, y AS hotrow_c3 FROM a RIGHT JOIN b ON FALSE WHERE NOT EXISTS (SELECT 1 FROM a WHERE a.id = b.id))"
            + " AS hotrow_full ORDER BY hotrow_c1 NULLS FIRST",
    })
    void fullJoinIsALeftJoinAndTheUnmatchedRightRows(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT d.name, top.name FROM d CROSS JOIN LATERAL (SELECT e.name FROM e WHERE e.d = d.id ORDER BY e.pay DESC LIMIT 1) top"
            + " ORDER BY top.name"
            + " => SELECT d.name, (SELECT e.name FROM e WHERE e.d = d.id ORDER BY e.pay DESC LIMIT 1) AS name FROM d "
            + " WHERE EXISTS (SELECT 1 FROM e WHERE e.d = d.id ORDER BY e.pay DESC LIMIT 1)"
            + " ORDER BY (SELECT e.name FROM e WHERE e.d = d.id ORDER BY e.pay DESC LIMIT 1)",
        "SELECT d.name, top.n FROM d LEFT JOIN LATERAL (SELECT e.n FROM e WHERE e.d = d.id AND e.x = ? LIMIT 1) AS top ON true WHERE d.id > ?"
            + " => SELECT d.name, (SELECT e.n FROM e WHERE e.d = d.id AND e.x = ?1 LIMIT 1) AS n FROM d  WHERE d.id > ?2",
        "SELECT d.id, s.total + 1 FROM d, LATERAL (SELECT sum(e.pay) AS total FROM e WHERE e.d = d.id) s"
            + " => SELECT d.id, (SELECT sum(e.pay) FROM e WHERE e.d = d.id) + 1 FROM d",
        "SELECT x.twice FROM d JOIN LATERAL (SELECT d.n * 2 twice) x ON true WHERE x.twice > 2"
            + " => SELECT (SELECT d.n * 2) AS twice FROM d  WHERE (SELECT d.n * 2) > 2",
    })
    void aLateralSubqueryOfOneRowBecomesScalarSubqueries(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM a FULL JOIN b ON a.id = b.id", "SELECT count(*) FROM a FULL JOIN b ON a.id = b.id",
        "SELECT DISTINCT a.x FROM a FULL JOIN b ON a.id = b.id", "SELECT a.x FROM a FULL JOIN b ON a.id = b.id GROUP BY a.x",
        "SELECT x FROM (SELECT a.x FROM a FULL JOIN b ON a.id = b.id) s", "SELECT a.x FROM a FULL JOIN b ON true FULL JOIN c ON true",
        "SELECT a.x FROM a NATURAL LEFT JOIN b", "SELECT d.name, t.n FROM d CROSS JOIN LATERAL (SELECT e.n FROM e WHERE e.d = d.id) t",
        "SELECT d.name, n FROM d LEFT JOIN LATERAL (SELECT d.id AS n) t ON true", "SELECT x FROM d, LATERAL unnest(d.a) x",
        "SELECT * FROM d CROSS JOIN LATERAL (SELECT 1 AS n) t", "SELECT t.n FROM d LEFT JOIN LATERAL (SELECT 1 AS n) t ON t.n > d.id",
        "SELECT t.n FROM d, LATERAL (SELECT e.n FROM e LIMIT 1) t, LATERAL (SELECT 2 AS m) u",
        "SELECT t.n FROM d, LATERAL (SELECT e.n FROM e WHERE e.d = d.id UNION SELECT 1 LIMIT 1) t"})
    void joinsTheEngineCannotRunFaithfullyAreRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("JOIN") || reason.contains("LATERAL"), reason);
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT e.name FROM employees e JOIN departments d ON d.id = p.dept_id JOIN projects p ON p.id = 10"
            + " => missing FROM-clause entry for table \"p\"",
        "SELECT 1 FROM a, b JOIN c ON c.x = a.y => invalid reference to FROM-clause entry for table \"a\"",
    })
    void anOnConditionNamingAnItemItsJoinCannotSeeIsRefusedAsPostgresRefusesIt(String sql, String message) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42P01 " + message, e.sqlState() + " " + e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1 FROM a JOIN b ON b.x = a.y JOIN c ON c.x = a.y AND c.z = b.z",
        "SELECT 1 FROM a, b JOIN c ON c.x = b.y", "SELECT 1 FROM a JOIN b ON b.x IN (SELECT c.x FROM c) JOIN c ON true",
        "SELECT 1 FROM a JOIN b ON b.x = outer_t.y",
        // a comma after the join starts a join tree of its own, which hides nothing from the join before it
        "SELECT 1 FROM a JOIN b ON b.x = a.y, c", "SELECT 1 FROM a JOIN b ON b.x = a.y, c JOIN d ON d.x = c.y"})
    void anOnConditionNamingWhatItsJoinSeesIsLeftAlone(String sql) {
        assertDoesNotThrow(() -> translate(sql));
    }
}
