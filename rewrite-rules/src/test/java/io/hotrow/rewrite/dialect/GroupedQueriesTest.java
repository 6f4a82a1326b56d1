package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.StatementClassifier;
import io.hotrow.rewrite.dialect.GroupedQueries.Grouping;
import io.hotrow.rewrite.dialect.GroupedQueries.Reference;
import io.hotrow.rewrite.dialect.GroupedQueries.Source;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The references of a grouped query that the engine judges by PostgreSQL's grouping rule (42803), and the queries left to H2. */
class GroupedQueriesTest {

    private static Grouping of(String sql) {
        return GroupedQueries.of(new StatementClassifier().classify(sql));
    }

    @Test
    void theTextFilterSeesGroupingWordsOnly() {
        assertTrue(GroupedQueries.mayGroup("select a from t group by a"));
        assertTrue(GroupedQueries.mayGroup("SELECT COUNT(*) FROM t"));
        assertTrue(GroupedQueries.mayGroup("SELECT v FROM t HAVING true"));
        assertFalse(GroupedQueries.mayGroup("SELECT counter, grouped, max_v FROM t WHERE id = 1"));
        assertFalse(GroupedQueries.mayGroup("INSERT INTO t VALUES (1, 'x')"));
    }

    @Test
    void columnsOutsideAggregatesAreReadInPostgreSqlsOrder() {
        Grouping grouping = of("SELECT e.id, max(v) AS m, v + 1 FROM em e JOIN ek ON ek.id = e.id WHERE w > 0 GROUP BY e.id, ek.v"
                + " HAVING sum(u) FILTER (WHERE x > 1) > 0 AND y > 0 ORDER BY m, z");
        assertNotNull(grouping);
        assertEquals(List.of(new Source("em", "e"), new Source("ek", "ek")), grouping.sources());
        assertEquals(List.of(new Reference("e", "id"), new Reference("ek", "v")), grouping.grouped());
        assertEquals(List.of(new Reference("e", "id"), new Reference(null, "v"), new Reference(null, "z"), new Reference(null, "y")),
                grouping.outside());
        assertTrue(grouping.all().containsAll(List.of(new Reference(null, "w"), new Reference(null, "u"), new Reference(null, "x"),
                new Reference("ek", "id"), new Reference("ek", "v"))));
    }

    @Test
    void anAggregateWithItsOwnOrderAndAFilterIsReadWhole() {
        Grouping grouping = of("SELECT g, string_agg(v::text, '|' ORDER BY id) FILTER (WHERE w > 5), k FROM em GROUP BY g");
        assertEquals(List.of(new Reference(null, "g"), new Reference(null, "k")), grouping.outside());
        assertTrue(grouping.all().containsAll(List.of(new Reference(null, "v"), new Reference(null, "id"), new Reference(null, "w"))));
    }

    @Test
    void anAggregateOrHavingGroupsAQueryWithoutGroupBy() {
        assertEquals(List.of(new Reference(null, "id")), of("SELECT count(*), id FROM em WHERE id = 1").outside());
        assertEquals(List.of(new Reference(null, "id")), of("SELECT 1 FROM em HAVING id > 0").outside());
        assertEquals(List.of(new Reference(null, "id")), of("SELECT id FROM em ORDER BY count(*)").outside());
        assertNull(of("SELECT id, v FROM em WHERE id = 1 ORDER BY v"));
    }

    @ParameterizedTest
    @ValueSource(strings = {
        "SELECT v, count(*) FROM em GROUP BY 1",
        "SELECT v, count(*) FROM em GROUP BY v ORDER BY 2",
        "SELECT v + 1, count(*) FROM em GROUP BY v + 1",
        "SELECT v, count(*) FROM em GROUP BY ROLLUP (v)",
        "SELECT v, count(*) FROM em GROUP BY GROUPING SETS ((v), ())",
        "SELECT *, count(*) OVER () FROM em",
        "SELECT v, sum(id) OVER (PARTITION BY v) FROM em GROUP BY v, id",
        "SELECT v, (SELECT max(id) FROM ek) FROM em GROUP BY v",
        "SELECT v FROM em WHERE id IN (SELECT id FROM ek) GROUP BY v",
        "SELECT v, count(*) FROM (SELECT * FROM em) s GROUP BY v",
        "SELECT v, count(*) FROM em JOIN ek USING (id) GROUP BY v",
        "WITH w AS (SELECT 1 AS v) SELECT v, count(*) FROM w GROUP BY v",
        "SELECT public.em.id FROM public.em GROUP BY v",
        "SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY v), id FROM em",
        "SELECT v, pg_catalog.count(id) FROM em GROUP BY v",
        "SELECT DISTINCT ON (v) v, count(*) FROM em GROUP BY v",
        "SELECT v, count(*) FROM em GROUP BY v UNION SELECT 1, 2",
        "SELECT count(*) FROM generate_series(1, 3) g"})
    void whatItCannotReadWithCertaintyIsLeftToH2(String sql) {
        assertNull(of(sql), sql);
    }

    @Test
    void anOrderByNameOfTheSelectListIsJudgedThere() {
        assertEquals(List.of(new Reference(null, "v")), of("SELECT v AS id, count(*) AS n FROM em GROUP BY v ORDER BY id, n").outside());
        assertEquals(List.of(new Reference(null, "v")), of("SELECT v, max(id) FROM em GROUP BY v ORDER BY max").outside());
    }

    @Test
    void valueWordsAreNoColumns() {
        assertEquals(List.of(new Reference(null, "v")), of("SELECT v, current_date, count(*) FROM em GROUP BY v HAVING true").outside());
    }
}
