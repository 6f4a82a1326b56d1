package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.StatementAnalyzer;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** The set-returning functions of an array left where the engine does not run them are refused for what they are (never 0A000). */
class SetFunctionPlacesTest {

    private static final StatementAnalyzer ANALYZER = StatementAnalyzer.forEngine(10, new PostgresDialectShim());

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT count(unnest(tags)) FROM posts => 42803 => aggregate function calls cannot contain set-returning function calls",
        "SELECT sum(x) FROM t GROUP BY k HAVING max(unnest(ARRAY[1])) > 0 => 42803 => aggregate function calls",
        "SELECT coalesce(unnest(tags), 'z') FROM posts => 42000 => not allowed in COALESCE",
        "SELECT CASE WHEN id > 1 THEN unnest(tags) END FROM posts => 42000 => not allowed in CASE",
        "SELECT 1 + CASE WHEN true THEN upper(jsonb_array_elements_text(doc)) ELSE 'x' END FROM posts => 42000 => not allowed in CASE",
        "SELECT id, x FROM posts RIGHT JOIN unnest(tags) x ON true => 42000 => joined by RIGHT, FULL or NATURAL JOIN",
        "SELECT id, x FROM posts p FULL OUTER JOIN unnest(p.tags) x ON true => 42000 => joined by RIGHT, FULL or NATURAL JOIN",
        "SELECT x FROM posts p NATURAL JOIN unnest(p.tags) x => 42000 => joined by RIGHT, FULL or NATURAL JOIN",
        "SELECT x FROM posts p NATURAL LEFT OUTER JOIN LATERAL unnest(p.tags) x => 42000 => joined by RIGHT, FULL or NATURAL JOIN",
        "UPDATE tg SET n = n + 1 FROM posts, unnest(posts.tags) x WHERE tg.name = x => 42000 => UPDATE ... FROM or DELETE ... USING",
        "DELETE FROM tg USING posts, unnest(posts.tags) x WHERE tg.name = x => 42000 => UPDATE ... FROM or DELETE ... USING",
        "SELECT x FROM posts p, unnest(p.tags || ?::text[]) x => 42000 => a bind parameter in its array",
        "SELECT unnest(tags) t, count(*) FROM posts GROUP BY t => 42000 => a query that groups",
        "SELECT id, unnest(tags) FROM posts GROUP BY id => 42000 => a query that groups",
        "SELECT unnest(tags), row_number() OVER () FROM posts => 42000 => a query that groups",
    })
    void refusedWithAReason(String sql, String state, String reason) {
        var analysis = ANALYZER.analyze(sql);
        assertTrue(analysis.refusal() != null && analysis.refusal().contains(reason), sql + ": " + analysis.refusal());
        assertEquals(state, analysis.refusalState());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT unnest(tags) t, count(*) FROM posts GROUP BY 1", "SELECT id FROM posts p WHERE 'b' IN (SELECT unnest(p.tags))",
        "SELECT id, t FROM posts, unnest(tags) t WHERE id = ?", "SELECT * FROM unnest(?::int[]) x", "SELECT unnest(ARRAY[1, 2])",
        "SELECT x FROM posts p LEFT JOIN unnest(p.tags) x ON true", "SELECT string_agg(x, ',') FROM posts p, unnest(p.tags) x",
        "SELECT id, (SELECT string_agg(x, '/') FROM unnest(p.tags) x) FROM posts p",
        "SELECT x FROM a NATURAL JOIN posts p JOIN unnest(p.tags) x ON true", "SELECT x FROM a RIGHT JOIN posts p ON true, unnest(p.tags) x"})
    void whatTheEngineRunsIsNotRefused(String sql) {
        assertNull(ANALYZER.analyze(sql).refusal(), sql);
    }
}
