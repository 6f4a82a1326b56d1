package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** Aggregates whose H2 answer differs from PostgreSQL's: translated to PostgreSQL's, or refused. */
class AggregateTranslationTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY units DESC), percentile_disc(0.5) WITHIN GROUP (ORDER BY units) FROM s"
            + " => SELECT hotrow_percentile_cont(0.5, ARRAY_AGG(CAST((units) AS DOUBLE PRECISION) ORDER BY CAST((units) AS DOUBLE PRECISION) DESC)) AS \"percentile_cont\","
            + " percentile_disc(0.5) WITHIN GROUP (ORDER BY units) AS \"percentile_disc\" FROM s",
        "SELECT array_agg(DISTINCT region), string_agg(DISTINCT lower(rep), ','), array_agg(DISTINCT x ORDER BY x DESC) FROM s"
            + " => SELECT array_agg(DISTINCT region ORDER BY region) AS \"array_agg\", string_agg(DISTINCT lower(rep), ',' ORDER BY lower(rep))"
            + " AS \"string_agg\","
            + " array_agg(DISTINCT x ORDER BY x DESC) AS \"array_agg\" FROM s",
        "SELECT stddev(a), var_pop(b) FROM s"
            + " => SELECT pg_catalog.pg_stddev_samp(a) AS \"stddev\", pg_catalog.pg_var_pop(b) AS \"var_pop\" FROM s",
    })
    void aggregatesGivePostgresTypesAndOrder(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT r, p, sum(u) FROM s WHERE u > ? GROUP BY ROLLUP (r, p) ORDER BY r, p LIMIT ?"
            + " => SELECT NULL AS r, NULL AS p, sum(u) AS \"sum\" FROM s WHERE u > ?1 UNION ALL SELECT r AS r, NULL AS p, sum(u) AS \"sum\""
            + " FROM s WHERE u > ?1 GROUP BY r UNION ALL SELECT r AS r, p AS p, sum(u) AS \"sum\" FROM s WHERE u > ?1 GROUP BY r, p"
            + " ORDER BY r, p LIMIT ?2",
        "SELECT r, count(*), grouping(r) FROM s GROUP BY GROUPING SETS ((r), ()) HAVING count(*) > 1 OR grouping(r) = 1"
            + " => SELECT r AS r, count(*) AS \"count\", 0 AS \"grouping\" FROM s GROUP BY r HAVING count(*) > 1 OR 0 = 1"
            + " UNION ALL SELECT NULL AS r, count(*) AS \"count\", 1 AS \"grouping\" FROM s HAVING count(*) > 1 OR 1 = 1",
        "SELECT a, b, count(*) FROM s GROUP BY CUBE (a, b)"
            + " => SELECT NULL AS a, NULL AS b, count(*) AS \"count\" FROM s UNION ALL SELECT NULL AS a, b AS b, count(*) AS \"count\" FROM s"
            + " GROUP BY b UNION ALL SELECT a AS a, NULL AS b, count(*) AS \"count\" FROM s GROUP BY a UNION ALL SELECT a AS a, b AS b,"
            + " count(*) AS \"count\" FROM s GROUP BY a, b",
    })
    void groupingSetsBecomeAUnionOfGroupedSelects(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT DISTINCT r FROM s GROUP BY ROLLUP (r)", "SELECT r, sum(u) FROM s GROUP BY ROLLUP (r) ORDER BY sum(u)",
        "SELECT r FROM s GROUP BY GROUPING SETS (ROLLUP (r))", "SELECT a FROM s GROUP BY CUBE (a, b, c, d, e, f)",
        "SELECT r, rank() OVER (ORDER BY r) FROM s GROUP BY ROLLUP (r)"})
    void groupingSetsTheUnionWouldNotAnswerAreRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("ROLLUP, CUBE or GROUPING SETS"), reason);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT (SELECT max(s.units)) FROM sales s", "SELECT (SELECT sum(s.units) FROM (VALUES (1)) v (x)) FROM sales s",
        "SELECT id FROM t WHERE EXISTS (SELECT 1 FROM u HAVING count(t.x) > 1)"})
    void anAggregateOfOuterColumnsInASubqueryIsRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("outer query's columns"), reason);
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT (SELECT max(s2.units) AS m FROM sales s2 WHERE s2.id < s.id) AS prior FROM sales s",
        "SELECT (SELECT max(units) AS m FROM sales s2 WHERE s2.id < s.id) AS prior FROM sales s", "SELECT (SELECT count(*) AS n FROM t) AS n FROM u"})
    void anAggregateOfItsOwnQuerysColumnsStays(String sql) throws UnsupportedSqlException {
        assertEquals(sql, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY a) OVER () FROM s",
        "SELECT mode() WITHIN GROUP (ORDER BY a) FILTER (WHERE a > 1) OVER (PARTITION BY b) FROM s"})
    void anOrderedSetAggregateWithOverIsRefused(String sql) {
        String reason = assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
        assertTrue(reason.contains("OVER is not supported for ordered-set aggregate"), reason);
    }

    /** Ranks over a window without ORDER BY, and lead or lag by a NULL offset, are constants PostgreSQL knows without the rows. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT id, rank() OVER (), percent_rank() OVER (PARTITION BY g) FROM t"
            + " => SELECT id, CAST(1 AS BIGINT) AS \"rank\", CAST(0 AS DOUBLE PRECISION) AS \"percent_rank\" FROM t",
        "SELECT lead(v, NULL) OVER (ORDER BY id), lag(v + 1, NULL, 0) OVER (ORDER BY id) AS l FROM t"
            + " => SELECT CASE WHEN v IS NULL THEN v END AS \"lead\", CASE WHEN v + 1 IS NULL THEN v + 1 END AS l FROM t",
        "SELECT rank() OVER (ORDER BY v), cume_dist() OVER w, lead(v, 1) OVER () FROM t WINDOW w AS ()"
            + " => SELECT rank() OVER (ORDER BY v) AS \"rank\", cume_dist() OVER w AS \"cume_dist\", lead(v, 1) OVER (ORDER BY NULL) AS \"lead\" FROM t WINDOW w AS ()",
    })
    void windowCallsPostgresKnowsWithoutTheRowsAreConstants(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** lag, lead and ntile over an unordered window take the rows as they come, as in PostgreSQL; H2 wanted an ORDER BY. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT lag(v) OVER (), ntile(2) OVER (PARTITION BY g) FROM t"
            + " => SELECT lag(v) OVER (ORDER BY NULL) AS \"lag\", CAST(ntile(2) OVER (PARTITION BY g ORDER BY NULL) AS INTEGER) AS \"ntile\" FROM t",
        "SELECT lead(v) OVER (PARTITION BY g ORDER BY id), lag(v) OVER w, lag(v) OVER (w) FROM t WINDOW w AS (ORDER BY id)"
            + " => SELECT lead(v) OVER (PARTITION BY g ORDER BY id) AS \"lead\", lag(v) OVER w AS \"lag\", lag(v) OVER (w) AS \"lag\" FROM t"
            + " WINDOW w AS (ORDER BY id)",
    })
    void unorderedWindowsOfCallsNeedingAnOrderTakeTheRowsAsTheyCome(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }
}
