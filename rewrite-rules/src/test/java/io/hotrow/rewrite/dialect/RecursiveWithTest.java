package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** WITH RECURSIVE held to PostgreSQL's form, its column lists written out, and an outer LIMIT brought into the recursion. */
class RecursiveWithTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    /** H2 ran the first two into a StackOverflowError and the third until the statement timeout. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH RECURSIVE bad(n) AS (SELECT n FROM bad UNION ALL SELECT 1) SELECT * FROM bad => must not appear within its non-recursive term",
        "WITH RECURSIVE a(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM a WHERE n < 3 UNION ALL SELECT 5) SELECT * FROM a"
            + " => must not appear within its non-recursive term",
        "WITH RECURSIVE a(n) AS (SELECT 1 UNION ALL SELECT (SELECT max(n) FROM a) FROM a WHERE n < 3) SELECT * FROM a => more than once",
        "WITH RECURSIVE a(n) AS (SELECT 1 UNION ALL SELECT (SELECT max(n) FROM a)) SELECT * FROM a => must not appear within a subquery",
        "WITH RECURSIVE bad(n) AS (SELECT n FROM bad) SELECT * FROM bad => does not have the form",
        "WITH RECURSIVE a(n) AS (SELECT 1 INTERSECT SELECT n + 1 FROM a WHERE n < 3) SELECT * FROM a => does not have the form",
        "WITH RECURSIVE b(n) AS (SELECT 1 UNION ALL SELECT b1.n + 1 FROM b b1, b b2 WHERE b1.n < 3) SELECT * FROM b => more than once",
    })
    void aRecursiveQueryOutOfPostgresFormIsPostgresError(String sql, String message) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42P19", e.sqlState());
        assertTrue(e.getMessage().contains(message), e.getMessage());
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH RECURSIVE t AS (SELECT 1 AS n, x.v, upper(x.w) FROM x UNION ALL SELECT n + 1, v, w FROM t WHERE n < 3) SELECT n FROM t"
            + " => WITH RECURSIVE t(n, v, upper) AS (SELECT 1 AS n, x.v, upper(x.w) FROM x UNION ALL SELECT n + 1, v, w FROM t WHERE n < 3)"
            + " SELECT n FROM t",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3), u AS (VALUES (1, 2)) SELECT n FROM t, u"
            + " => WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t WHERE n < 3), u(column1, column2) AS (VALUES (1, 2))"
            + " SELECT n FROM t, u",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT 5 UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT n FROM t"
            + " => WITH RECURSIVE t(n) AS ((SELECT 1 UNION ALL SELECT 5) UNION ALL SELECT n + 1 FROM t WHERE n < 3) SELECT n FROM t",
    })
    void aRecursiveClauseIsWrittenAsH2RunsIt(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** The rows of LIMIT n OFFSET m come from the first n + m levels: the recursion stops at level n + m - 1. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n + 1 FROM t) SELECT * FROM t LIMIT 10"
            + " => WITH RECURSIVE t(n, hotrow_depth) AS (VALUES (1, 0) UNION ALL SELECT n + 1, t.hotrow_depth + 1 FROM t"
            + " WHERE t.hotrow_depth < 9) SELECT n FROM t LIMIT 10",
        "WITH RECURSIVE t AS (SELECT id, 1 AS d FROM emp WHERE boss IS NULL UNION ALL SELECT e.id, c.d FROM emp e JOIN t c ON e.boss = c.id"
            + " WHERE e.id > 0) SELECT c.* FROM t c LIMIT 3 OFFSET 2"
            + " => WITH RECURSIVE t(id, d, hotrow_depth) AS (SELECT id, 1 AS d, 0 FROM emp WHERE boss IS NULL UNION ALL SELECT e.id, c.d,"
            + " c.hotrow_depth + 1 FROM emp e JOIN t c ON e.boss = c.id WHERE (e.id > 0) AND c.hotrow_depth < 4) SELECT c.id, c.d FROM t c"
            + " LIMIT 3 OFFSET 2",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n * 2 FROM t) SELECT n + 1 AS m FROM t FETCH FIRST 4 ROWS ONLY"
            + " => WITH RECURSIVE t(n, hotrow_depth) AS (SELECT 1, 0 UNION ALL SELECT n * 2, t.hotrow_depth + 1 FROM t"
            + " WHERE t.hotrow_depth < 3) SELECT n + 1 AS m FROM t FETCH FIRST 4 ROWS ONLY",
    })
    void anOuterLimitStopsTheRecursion(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** H2 computes a recursion before the LIMIT, and nothing ends these: refused rather than run until the timeout. */
    @ParameterizedTest
    @ValueSource(strings = {"WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT n FROM t WHERE n > 5 LIMIT 2",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION SELECT n + 1 FROM t) SELECT n FROM t LIMIT 2",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT n FROM t LIMIT ?",
        "WITH RECURSIVE t(n) AS (SELECT 1 UNION ALL SELECT n + 1 FROM t) SELECT count(*) FROM t LIMIT 2"})
    void aLimitOverAnEndlessRecursionItCannotBoundIsRefused(String sql) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql));
        assertEquals("42000", e.sqlState());
        assertTrue(e.getMessage().contains("which nothing ends"), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"WITH RECURSIVE t AS (SELECT * FROM x UNION ALL SELECT * FROM t WHERE false) SELECT 1 FROM t",
        "WITH RECURSIVE t AS (SELECT 1, 2 UNION ALL SELECT 1, 2 FROM t WHERE false) SELECT 1 FROM t"})
    void columnsH2CannotBeToldAreRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("write the list"), reason);
    }
}
