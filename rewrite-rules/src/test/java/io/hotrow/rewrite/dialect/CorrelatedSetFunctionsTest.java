package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CorrelatedSetFunctionsTest {

    private static final String RANGE = "LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS hotrow_range0(hotrow_i) ON hotrow_range0.hotrow_i <= ";
    private static final String AT = "hotrow_range0.hotrow_i";

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        // psql's \\d+: the TOAST table's options, the alias read as the value; first in its FROM, the range joins one row
        "SELECT array(select 'toast.' || x from unnest(tc.reloptions) x) FROM pg_class tc"
            + " => SELECT array(select 'toast.' || ((tc.reloptions)[hotrow_range0.hotrow_i]) from (VALUES (0)) AS hotrow_range0_row(hotrow_z)"
            + " LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS hotrow_range0(hotrow_i) ON hotrow_range0.hotrow_i <= COALESCE(CARDINALITY((tc.reloptions)), 0)"
            + " WHERE hotrow_range0.hotrow_i IS NOT NULL) FROM pg_class tc",
        // psql's \\d trigger query: the engine has no partitions, so a relation is its one ancestor
        "SELECT (SELECT u.x FROM pg_trigger AS u, pg_partition_ancestors(t.tgrelid) WITH ORDINALITY AS a(relid, depth)"
            + " WHERE u.tgrelid = a.relid ORDER BY a.depth LIMIT 1) FROM pg_trigger t"
            + " => SELECT (SELECT u.x FROM pg_trigger AS u LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS hotrow_range0(hotrow_i)"
            + " ON hotrow_range0.hotrow_i <= CASE WHEN (t.tgrelid) IS NULL THEN 0 ELSE 1 END"
            + " WHERE ( u.tgrelid = ((t.tgrelid))) AND hotrow_range0.hotrow_i IS NOT NULL ORDER BY (hotrow_range0.hotrow_i) LIMIT 1) FROM pg_trigger t",
        // pg_dump: the options' names and values, unqualified
        "SELECT ARRAY(SELECT option_name || '=' || option_value FROM pg_options_to_table(fdwoptions) ORDER BY option_name) FROM pg_foreign_data_wrapper"
            + " => SELECT ARRAY(SELECT (SUBSTRING((fdwoptions)[hotrow_range0.hotrow_i], 1, LOCATE('=', (fdwoptions)[hotrow_range0.hotrow_i]) - 1))"
            + " || '=' || (SUBSTRING((fdwoptions)[hotrow_range0.hotrow_i], LOCATE('=', (fdwoptions)[hotrow_range0.hotrow_i]) + 1))"
            + " FROM (VALUES (0)) AS hotrow_range0_row(hotrow_z) LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS hotrow_range0(hotrow_i)"
            + " ON hotrow_range0.hotrow_i <= COALESCE(CARDINALITY((fdwoptions)), 0) WHERE hotrow_range0.hotrow_i IS NOT NULL"
            + " ORDER BY (SUBSTRING((fdwoptions)[hotrow_range0.hotrow_i], 1, LOCATE('=', (fdwoptions)[hotrow_range0.hotrow_i]) - 1))) FROM pg_foreign_data_wrapper",
    })
    void setReturningFunctionsOfAnOuterColumnBecomeRanges(String written, String ranged) {
        assertEquals(ranged, CorrelatedSetFunctions.ranged(written));
    }

    /** Django's introspection of indexes: two vectors unnested in step, with their positions, selected by the star. */
    @Test
    void unnestOfSeveralArraysGivesAColumnEachAndTheStarSelectsThem() {
        String written = "SELECT * FROM pg_index i, unnest(i.indkey, i.indoption) WITH ORDINALITY koi(key, option, arridx)";
        String key = "CASE WHEN " + AT + " <= CARDINALITY((i.indkey)) THEN (i.indkey)[" + AT + "] END";
        String option = "CASE WHEN " + AT + " <= CARDINALITY((i.indoption)) THEN (i.indoption)[" + AT + "] END";
        String ranged = "SELECT * EXCEPT (" + AT + "), (" + key + ") AS \"key\", (" + option + ") AS \"option\", (" + AT + ") AS \"arridx\""
                + " FROM pg_index i " + RANGE + "GREATEST(COALESCE(CARDINALITY((i.indkey)), 0), COALESCE(CARDINALITY((i.indoption)), 0))"
                + " WHERE " + AT + " IS NOT NULL";
        assertEquals(ranged, CorrelatedSetFunctions.ranged(written));
    }

    /**
     * An application's unnest of a column: the range joins after the rows it reads (commas before it become CROSS JOINs), an
     * inner join keeps the rows that found a position, and a whole select item keeps the name PostgreSQL gives it.
     */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT p.id, tag FROM posts p, unnest(p.tags) AS tag WHERE p.id > 1 ORDER BY tag"
            + " => SELECT p.id, ((p.tags)[hotrow_range0.hotrow_i]) AS \"tag\" FROM posts p " + RANGE + "COALESCE(CARDINALITY((p.tags)), 0)"
            + " WHERE ( p.id > 1) AND hotrow_range0.hotrow_i IS NOT NULL ORDER BY ((p.tags)[hotrow_range0.hotrow_i])",
        "SELECT c.k, t FROM c, posts p, unnest(p.tags) t"
            + " => SELECT c.k, ((p.tags)[hotrow_range0.hotrow_i]) AS \"t\" FROM c CROSS JOIN posts p " + RANGE + "COALESCE(CARDINALITY((p.tags)), 0)"
            + " WHERE hotrow_range0.hotrow_i IS NOT NULL",
        "SELECT p.id, t FROM posts p JOIN c ON c.k = p.id, unnest(p.tags) t"
            + " => SELECT p.id, ((p.tags)[hotrow_range0.hotrow_i]) AS \"t\" FROM posts p JOIN c ON c.k = p.id " + RANGE
            + "COALESCE(CARDINALITY((p.tags)), 0) WHERE hotrow_range0.hotrow_i IS NOT NULL",
        // a LEFT JOIN keeps a row without elements; its own condition joins the range's
        "SELECT p.id, e.value FROM posts p LEFT JOIN jsonb_array_elements(p.doc -> 'items') e ON e.value <> '1'"
            + " => SELECT p.id, ((p.doc -> 'items') -> (hotrow_range0.hotrow_i - 1)) AS \"value\" FROM posts p " + RANGE
            + "COALESCE(jsonb_array_length((p.doc -> 'items')), 0) AND ( ((p.doc -> 'items') -> (hotrow_range0.hotrow_i - 1)) <> '1')",
        "SELECT x.id, u.v, u.n FROM x CROSS JOIN LATERAL unnest(x.a) WITH ORDINALITY AS u(v, n)"
            + " => SELECT x.id, ((x.a)[hotrow_range0.hotrow_i]) AS \"v\", (hotrow_range0.hotrow_i) AS \"n\" FROM x " + RANGE
            + "COALESCE(CARDINALITY((x.a)), 0) WHERE hotrow_range0.hotrow_i IS NOT NULL",
        // jsonb_each and jsonb_object_keys: the key at each position of the object's keys (the engine's hotrow_jsonb_keys), its value
        "SELECT t.id, e.key, e.value FROM t LEFT JOIN LATERAL jsonb_each(t.doc) e ON true"
            + " => SELECT t.id, ((hotrow_jsonb_keys((t.doc)))[hotrow_range0.hotrow_i]) AS \"key\","
            + " ((t.doc) -> (hotrow_jsonb_keys((t.doc)))[hotrow_range0.hotrow_i]) AS \"value\" FROM t " + RANGE
            + "COALESCE(CARDINALITY(hotrow_jsonb_keys((t.doc))), 0) AND ( true)",
        "SELECT id, k FROM t, jsonb_object_keys(t.doc -> 'a') AS k"
            + " => SELECT id, ((hotrow_jsonb_keys((t.doc -> 'a')))[hotrow_range0.hotrow_i]) AS \"k\" FROM t " + RANGE
            + "COALESCE(CARDINALITY(hotrow_jsonb_keys((t.doc -> 'a'))), 0) WHERE hotrow_range0.hotrow_i IS NOT NULL",
        // the star of the function's alias gives its columns
        "SELECT u.* FROM x, unnest(x.a) WITH ORDINALITY AS u(v, n)"
            + " => SELECT ((x.a)[hotrow_range0.hotrow_i]) AS \"v\", (hotrow_range0.hotrow_i) AS \"n\" FROM x " + RANGE
            + "COALESCE(CARDINALITY((x.a)), 0) WHERE hotrow_range0.hotrow_i IS NOT NULL",
    })
    void applicationsSetReturningFunctionsOfAColumnBecomeBoundedRanges(String written, String ranged) {
        assertEquals(ranged, CorrelatedSetFunctions.ranged(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM unnest(ARRAY[1, 2]) x", "SELECT * FROM unnest(?) AS u(v)", "SELECT unnest(a) FROM t",
        "SELECT * FROM unnest(string_to_array('a,b', ',')) x", "SELECT 1", "SELECT x FROM t, unnest(t.tags || ?) x",
        "SELECT x FROM t RIGHT JOIN unnest(t.tags) x ON true", "DELETE FROM d USING t, unnest(t.tags) x WHERE d.name = x",
        "SELECT * FROM t, unnest(t.tags) x, u", "SELECT * FROM jsonb_each('{\"a\": 1}'::jsonb)", "SELECT k FROM t, json_object_keys(t.raw) k"})
    void callsWithoutAColumnOrWithAParameterOrOtherJoinsAreLeftToH2(String sql) {
        assertSame(sql, CorrelatedSetFunctions.ranged(sql));
    }
}
