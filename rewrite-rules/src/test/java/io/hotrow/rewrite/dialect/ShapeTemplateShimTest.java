package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The engine reuses one translation for texts that differ only in small integer literals: for every
 * statement here, and values a rule could single out (0, 1, the largest), the analysis made from
 * the shape's template is the one a fresh analysis of the text gives.
 */
class ShapeTemplateShimTest {

    private static final List<String> VALUES_AFTER_LEARNING = List.of("0", "1", "2", "3", "10", "42", "999999999");

    @ParameterizedTest
    @ValueSource(strings = {
            "SELECT abalance FROM pgbench_accounts WHERE aid = %d",
            "UPDATE pgbench_accounts SET abalance = abalance + %d WHERE aid = %d",
            "UPDATE counters SET n = n - %d WHERE id = %d RETURNING n",
            "INSERT INTO pgbench_history (tid, bid, aid, delta, mtime) VALUES (%d, %d, %d, %d, CURRENT_TIMESTAMP)",
            "INSERT INTO stats (id, hits) VALUES (%d, %d) ON CONFLICT (id) DO UPDATE SET hits = stats.hits + %d",
            "INSERT INTO stats VALUES (%d, %d) ON CONFLICT (id) DO NOTHING",
            "SELECT * FROM t WHERE id = %d FOR UPDATE",
            "DELETE FROM t WHERE id = %d",
            "SELECT a, count(*) FROM t GROUP BY %d ORDER BY %d",
            "SELECT * FROM t ORDER BY id LIMIT %d OFFSET %d",
            "SELECT * FROM t FETCH FIRST %d ROWS ONLY",
            "SELECT %d / %d, %d %% %d, %d::float8 / %d",
            "SELECT CAST(%d AS int4), %d::int8, %d::numeric(10, 2), int4 '5' + %d",
            "SELECT CAST(name AS varchar(%d)) FROM t",
            "SELECT substring('abcdef' FROM %d FOR %d), lpad('x', %d, 'ab'), repeat('z', %d)",
            "SELECT * FROM generate_series(%d, %d) g",
            "SELECT ARRAY[%d, %d][%d]",
            "SELECT lcm(%d, %d), gcd(%d, %d), chr(%d + 65), round(1.5, %d)",
            "SELECT * FROM t WHERE id IN (%d, %d, %d) AND flag = 't'",
            "SELECT * FROM a FULL JOIN b ON a.id = b.id AND b.n > %d",
            "DELETE FROM a USING b WHERE a.id = b.id AND b.n = %d",
            "WITH x AS (SELECT %d AS n) SELECT n FROM x",
            "SELECT setval('s', %d), nextval('s')",
            "SELECT now() - interval '1 day' * %d",
            "SELECT CASE WHEN n > %d THEN 'big' ELSE 'small' END FROM t",
            "SELECT row_number() OVER (ORDER BY id ROWS BETWEEN %d PRECEDING AND %d FOLLOWING) FROM t",
            "SELECT %d = %d, %d <> %d, NOT (%d > %d)",
            "SELECT date_trunc('day', now()) + make_interval(days => %d)",
            "SELECT '1999-12-31 23:59:59.45'::timestamp(%d), timestamp(%d) '2024-01-01 10:00:00.45', CAST('10:00:00.45' AS time(%d))",
            "SELECT interval '3 months' / %d, %d * interval '1 year'",
    })
    void aTextMadeFromItsShapeIsAnalysedAsItsOwnAnalysisWouldBe(String format) {
        StatementAnalyzer learning = StatementAnalyzer.forEngine(64, new PostgresDialectShim());
        learning.analyze(text(format, "5"));
        learning.analyze(text(format, "7"));
        for (String value : VALUES_AFTER_LEARNING) {
            String sql = text(format, value);
            StatementAnalysis made = learning.analyze(sql);
            StatementAnalysis own = StatementAnalyzer.forEngine(64, new PostgresDialectShim()).analyze(sql);
            assertEquals(own.executableSql(), made.executableSql(), sql);
            assertEquals(own.refusal(), made.refusal(), sql);
            assertEquals(own.kind(), made.kind(), sql);
            assertEquals(own.tables(), made.tables(), sql);
            assertEquals(own.rowPin(), made.rowPin(), sql);
            assertEquals(sql, made.sql());
            // the engine's session checks and scans again only an executable text that is another string than the application's
            assertEquals(own.executableSql() == sql, made.executableSql() == sql, sql);
        }
    }

    @Test
    void fromTheSecondTextOfAShapeOnNoTextIsParsed() {
        StatementAnalyzer analyzer = StatementAnalyzer.forEngine(64, new PostgresDialectShim());
        String format = "UPDATE pgbench_accounts SET abalance = abalance + %d WHERE aid = %d";
        analyzer.analyze(text(format, "5"));
        analyzer.analyze(text(format, "7"));
        long analysed = analyzer.analysed();
        for (int i = 0; i < 100; i++) {
            analyzer.analyze(String.format(format, i, 1000 + i));
        }
        assertEquals(analysed, analyzer.analysed(), "texts of a learned shape are made from its template, not parsed");
        assertTrue(analyzer.size() <= 2, "nor do they crowd the cache of texts");
    }

    /** {@code format} with every {@code %d} replaced by {@code value}. */
    private static String text(String format, String value) {
        return format.replace("%%", "%").replace("%d", value);
    }
}
