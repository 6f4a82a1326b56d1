package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CorrelatedSetFunctionsTest {

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        // psql's \d+: the TOAST table's options, the alias read as the value
        "SELECT array(select 'toast.' || x from unnest(tc.reloptions) x) FROM pg_class tc"
            + " => SELECT array(select 'toast.' || ((tc.reloptions)[hotrow_range0.\"X\"]) from (VALUES (0)) AS hotrow_range0_row"
            + " JOIN SYSTEM_RANGE(1, 1024) AS hotrow_range0 ON hotrow_range0.\"X\" <= COALESCE(CARDINALITY((tc.reloptions)), 0)) FROM pg_class tc",
        // psql's \d trigger query: the engine has no partitions, so a relation is its one ancestor
        "SELECT (SELECT u.x FROM pg_trigger AS u, pg_partition_ancestors(t.tgrelid) WITH ORDINALITY AS a(relid, depth)"
            + " WHERE u.tgrelid = a.relid ORDER BY a.depth LIMIT 1) FROM pg_trigger t"
            + " => SELECT (SELECT u.x FROM pg_trigger AS u, (VALUES (0)) AS hotrow_range0_row JOIN SYSTEM_RANGE(1, 1024) AS hotrow_range0"
            + " ON hotrow_range0.\"X\" <= CASE WHEN (t.tgrelid) IS NULL THEN 0 ELSE 1 END"
            + " WHERE u.tgrelid = ((t.tgrelid)) ORDER BY (hotrow_range0.\"X\") LIMIT 1) FROM pg_trigger t",
        // pg_dump: the options' names and values, unqualified
        "SELECT ARRAY(SELECT option_name || '=' || option_value FROM pg_options_to_table(fdwoptions) ORDER BY option_name) FROM pg_foreign_data_wrapper"
            + " => SELECT ARRAY(SELECT (SUBSTRING((fdwoptions)[hotrow_range0.\"X\"], 1, LOCATE('=', (fdwoptions)[hotrow_range0.\"X\"]) - 1))"
            + " || '=' || (SUBSTRING((fdwoptions)[hotrow_range0.\"X\"], LOCATE('=', (fdwoptions)[hotrow_range0.\"X\"]) + 1))"
            + " FROM (VALUES (0)) AS hotrow_range0_row JOIN SYSTEM_RANGE(1, 1024) AS hotrow_range0"
            + " ON hotrow_range0.\"X\" <= COALESCE(CARDINALITY((fdwoptions)), 0)"
            + " ORDER BY (SUBSTRING((fdwoptions)[hotrow_range0.\"X\"], 1, LOCATE('=', (fdwoptions)[hotrow_range0.\"X\"]) - 1))) FROM pg_foreign_data_wrapper",
    })
    void setReturningFunctionsOfAnOuterColumnBecomeRanges(String written, String ranged) {
        assertEquals(ranged, CorrelatedSetFunctions.ranged(written));
    }

    /** Django's introspection of indexes: two vectors unnested in step, with their positions, selected by the star. */
    @Test
    void unnestOfSeveralArraysGivesAColumnEachAndTheStarSelectsThem() {
        String written = "SELECT * FROM pg_index i, unnest(i.indkey, i.indoption) WITH ORDINALITY koi(key, option, arridx)";
        String position = "hotrow_range0.\"X\"";
        String key = "CASE WHEN " + position + " <= CARDINALITY((i.indkey)) THEN (i.indkey)[" + position + "] END";
        String option = "CASE WHEN " + position + " <= CARDINALITY((i.indoption)) THEN (i.indoption)[" + position + "] END";
        String ranged = "SELECT *, (" + key + ") AS \"key\", (" + option + ") AS \"option\", (" + position + ") AS \"arridx\""
                + " FROM pg_index i, (VALUES (0)) AS hotrow_range0_row JOIN SYSTEM_RANGE(1, 1024) AS hotrow_range0 ON " + position
                + " <= GREATEST(COALESCE(CARDINALITY((i.indkey)), 0), COALESCE(CARDINALITY((i.indoption)), 0))";
        assertEquals(ranged, CorrelatedSetFunctions.ranged(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM unnest(ARRAY[1, 2]) x", "SELECT * FROM unnest(?) AS u(v)", "SELECT unnest(a) FROM t",
        "SELECT * FROM unnest(string_to_array('a,b', ',')) x", "SELECT 1", "SELECT x FROM t, unnest(t.tags) x"})
    void uncorrelatedCallsAreLeftToH2(String sql) {
        assertSame(sql, CorrelatedSetFunctions.ranged(sql));
    }
}
