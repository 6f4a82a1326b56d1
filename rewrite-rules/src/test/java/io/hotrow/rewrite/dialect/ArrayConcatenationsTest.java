package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * array_append, array_prepend, array_cat and || of arrays (also of two array columns) take a NULL array as empty, as PostgreSQL
 * does (H2's || made them NULL).
 */
class ArrayConcatenationsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT array_append(tags, 'z'), array_prepend(1, n) FROM t"
            + " => SELECT (COALESCE(tags, ARRAY[]) || ARRAY['z']) AS \"array_append\", (ARRAY[1] || COALESCE(n, ARRAY[])) AS \"array_prepend\" FROM t",
        "UPDATE t SET tags = array_cat(tags, ARRAY[f(x, y)])"
            + " => UPDATE t SET tags = (COALESCE(tags, CASE WHEN ARRAY[f(x, y)] IS NOT NULL THEN ARRAY[] END) || COALESCE(ARRAY[f(x, y)], ARRAY[]))",
        "UPDATE t SET tags = array_append(tags, ?) WHERE array_cat(tags, ?) = ?"
            + " => UPDATE t SET tags = (COALESCE(tags, ARRAY[]) || ?) WHERE array_cat(tags, ?) = ?",
    })
    void aNullArrayIsEmpty(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT NULL::int[] || 9 => SELECT (COALESCE(NULL::int ARRAY, ARRAY[]) || ARRAY[9])",
        "SELECT x FROM t WHERE ARRAY[1] || NULL::int = y => SELECT x FROM t WHERE (COALESCE(ARRAY[1], ARRAY[]) || ARRAY[NULL::int]) = y",
        "SELECT 1.5 || CAST(a AS numeric[]) FROM t => SELECT (ARRAY[1.5] || COALESCE(CAST(a AS numeric ARRAY), ARRAY[])) FROM t",
        "SELECT NULL || ARRAY[1] => SELECT (COALESCE(NULL, CASE WHEN ARRAY[1] IS NOT NULL THEN ARRAY[] END) || COALESCE(ARRAY[1], ARRAY[]))",
    })
    void theOperatorOfAnArrayAndAnElementOrArrayIsPostgresFunction(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT tags || 'x' FROM t", "SELECT ARRAY[1] || 2 || 3", "SELECT 'a' || 'b' || ARRAY['x']", "SELECT ARRAY[1] || ?",
        "SELECT ARRAY[1] || n FROM t", "SELECT 2 * ARRAY[1] || 2"})
    void operandsThatShowNoTypeAreLeftToH2(String sql) throws UnsupportedSqlException {
        assertEquals(sql, translate(sql));
    }

    @Test
    void arrayColumnsConcatenatedAreLookedUpAndTakeANullAsEmpty() {
        var analysis = new StatementClassifier().classify("SELECT (t.a || b)::text, a || b || c, x || 'y', a || b[1], f(a || b), text 'q' || a FROM t");
        assertEquals(Set.of("a", "b", "x"), ArrayColumnConcatenations.columns(analysis));
        assertEquals("SELECT ((COALESCE(t.a, CASE WHEN b IS NOT NULL THEN ARRAY[] END) || COALESCE(b, ARRAY[])))::text, a || b || c,"
                + " (COALESCE(x, CASE WHEN 'y'::integer[] IS NOT NULL THEN ARRAY[] END) || COALESCE('y'::integer[], ARRAY[])),"
                + " a || b[1], f((COALESCE(a, CASE WHEN b IS NOT NULL THEN ARRAY[] END) || COALESCE(b, ARRAY[]))), text 'q' || a FROM t",
                ArrayColumnConcatenations.concatenated(analysis, Map.of("a", "CHARACTER VARYING ARRAY", "b", "CHARACTER VARYING ARRAY",
                        "x", "INTEGER ARRAY")));
    }

    @Test
    void jsonbColumnsConcatenatedWithAStringOrJsonbAreShownAsJsonbAndWithTextAsTheirText() {
        var analysis = new StatementClassifier().classify("UPDATE t SET doc = doc || '{\"a\": 1}', other = coalesce(t.doc, '{}') || other,"
                + " s = name || doc, n = doc || x + 1, p = doc::text || 'x', q = jsonb '{}' || doc WHERE id = 1");
        assertEquals(Set.of("doc", "other", "name"), JsonbColumnConcatenations.columns(analysis));
        assertEquals("UPDATE t SET doc = doc::jsonb || '{\"a\": 1}', other = coalesce(t.doc, '{}'::jsonb)::jsonb || other::jsonb,"
                + " s = name || hotrow_text(doc), n = doc || x + 1, p = doc::text || 'x', q = jsonb '{}' || doc WHERE id = 1",
                JsonbColumnConcatenations.concatenated(analysis, Map.of("doc", "JSON", "other", "JSON", "name", "CHARACTER VARYING")));
    }

    @Test
    void anArrayColumnAndANumberOrNullTakeANullArrayAsEmpty() {
        var analysis = new StatementClassifier().classify("SELECT x || 5, 0 || x, x || NULL, name || 5 FROM t");
        assertEquals(Set.of("x", "name"), ArrayColumnConcatenations.columns(analysis));
        assertEquals("SELECT (COALESCE(x, ARRAY[]) || ARRAY[5]), (ARRAY[0] || COALESCE(x, ARRAY[])),"
                + " (COALESCE(x, CASE WHEN NULL IS NOT NULL THEN ARRAY[] END) || COALESCE(NULL, ARRAY[])), name || 5 FROM t",
                ArrayColumnConcatenations.concatenated(analysis, Map.of("x", "INTEGER ARRAY")));
    }
}
