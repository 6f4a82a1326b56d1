package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class ExpandedArraysTest {

    private static final String RANGE = "LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS hotrow_expand0(hotrow_i) ON hotrow_expand0.hotrow_i <= ";
    private static final String AT = "hotrow_expand0.hotrow_i";

    @Test
    void pgjdbcsPrimaryKeyQueryJoinsARangeOfKeyPositions() {
        String pgjdbc = "SELECT result.KEY_SEQ FROM (SELECT a.attname AS COLUMN_NAME, (information_schema._pg_expandarray(con.conkey)).n AS KEY_SEQ,"
                + " information_schema._pg_expandarray(con.conkey) AS KEYS, a.attnum AS A_ATTNUM FROM pg_constraint con"
                + " JOIN pg_attribute a ON (a.attrelid = con.conrelid) WHERE con.contype = 'p') result where result.A_ATTNUM = (result.KEYS).x"
                + " ORDER BY result.key_seq";
        assertEquals("SELECT result.KEY_SEQ FROM (SELECT a.attname AS COLUMN_NAME, CAST(" + AT + " AS INTEGER) AS KEY_SEQ,"
                + " ((con.conkey)[" + AT + "]) AS KEYS, a.attnum AS A_ATTNUM FROM pg_constraint con"
                + " JOIN pg_attribute a ON (a.attrelid = con.conrelid) " + RANGE + "COALESCE(CARDINALITY((con.conkey)), 0)"
                + " WHERE ( con.contype = 'p') AND " + AT + " IS NOT NULL) result"
                + " where result.A_ATTNUM = result.KEYS ORDER BY result.key_seq", ExpandedArrays.expanded(pgjdbc));
    }

    /** SQLAlchemy's reflection of a primary key: a vector's elements and their subscripts, counted from 0, in step. */
    @Test
    void unnestAndGenerateSubscriptsOfACatalogVectorInASelectListShareARange() {
        String sqlalchemy = "SELECT a.attname FROM pg_attribute a JOIN (SELECT unnest(ix.indkey) attnum, generate_subscripts(ix.indkey, 1) ord"
                + " FROM pg_index ix WHERE ix.indrelid = 5 AND ix.indisprimary) k ON a.attnum=k.attnum WHERE a.attrelid = 5 ORDER BY k.ord";
        assertEquals("SELECT a.attname FROM pg_attribute a JOIN (SELECT ((ix.indkey)[" + AT + "]) attnum, CAST(" + AT + " - 1 AS INTEGER) ord"
                + " FROM pg_index ix " + RANGE + "COALESCE(CARDINALITY((ix.indkey)), 0)"
                + " WHERE ( ix.indrelid = 5 AND ix.indisprimary) AND " + AT + " IS NOT NULL) k ON a.attnum=k.attnum WHERE a.attrelid = 5 ORDER BY k.ord",
                ExpandedArrays.expanded(sqlalchemy));
    }

    /** TypeORM's foreign keys: each column with the one it references, in step, not every pair; its names quoted. */
    @Test
    void unnestsOfTwoCatalogArraysExpandInStep() {
        String typeorm = "SELECT UNNEST (\"con1\".\"conkey\") AS \"parent\", UNNEST (\"con1\".\"confkey\") AS \"child\""
                + " FROM \"pg_constraint\" \"con1\" WHERE \"con1\".\"contype\" = 'f'";
        assertEquals("SELECT (CASE WHEN " + AT + " <= CARDINALITY((\"con1\".\"conkey\")) THEN (\"con1\".\"conkey\")[" + AT + "] END)"
                + " AS \"parent\", (CASE WHEN " + AT + " <= CARDINALITY((\"con1\".\"confkey\")) THEN (\"con1\".\"confkey\")[" + AT + "] END)"
                + " AS \"child\" FROM \"pg_constraint\" \"con1\" " + RANGE
                + "GREATEST(COALESCE(CARDINALITY((\"con1\".\"conkey\")), 0), COALESCE(CARDINALITY((\"con1\".\"confkey\")), 0))"
                + " WHERE ( \"con1\".\"contype\" = 'f') AND " + AT + " IS NOT NULL", ExpandedArrays.expanded(typeorm));
    }

    /** pg_dump's archive formats read the database's settings so (pg_db_role_setting is empty on the engine). */
    @Test
    void unnestOfACatalogSettingsArrayExpands() {
        String pgDump = "SELECT unnest(setconfig) FROM pg_db_role_setting WHERE setrole = 0 AND setdatabase = '16384'::oid";
        assertEquals("SELECT ((setconfig)[" + AT + "]) AS unnest FROM pg_db_role_setting " + RANGE + "COALESCE(CARDINALITY((setconfig)), 0)"
                + " WHERE ( setrole = 0 AND setdatabase = '16384'::oid) AND " + AT + " IS NOT NULL", ExpandedArrays.expanded(pgDump));
    }

    /** An application's unnest in a select list: a row for each element, named unnest, after DISTINCT too. */
    @Test
    void anApplicationsUnnestInASelectListExpands() {
        assertEquals("SELECT DISTINCT ((tags)[" + AT + "]) AS unnest FROM posts " + RANGE + "COALESCE(CARDINALITY((tags)), 0)"
                + " WHERE " + AT + " IS NOT NULL ORDER BY 1", ExpandedArrays.expanded("SELECT DISTINCT unnest(tags) FROM posts ORDER BY 1"));
        assertEquals("SELECT id, (CASE WHEN " + AT + " <= CARDINALITY((tags)) THEN (tags)[" + AT + "] END) AS unnest,"
                + " (CASE WHEN " + AT + " <= CARDINALITY((ARRAY[1, 2])) THEN (ARRAY[1, 2])[" + AT + "] END) AS unnest FROM posts " + RANGE
                + "GREATEST(COALESCE(CARDINALITY((tags)), 0), COALESCE(CARDINALITY((ARRAY[1, 2])), 0)) WHERE " + AT + " IS NOT NULL",
                ExpandedArrays.expanded("SELECT id, unnest(tags), unnest(ARRAY[1, 2]) FROM posts"));
        assertEquals("SELECT id, ((doc -> 'tags') ->> (" + AT + " - 1)) AS jsonb_array_elements_text FROM posts " + RANGE
                + "COALESCE(jsonb_array_length((doc -> 'tags')), 0) WHERE " + AT + " IS NOT NULL",
                ExpandedArrays.expanded("SELECT id, jsonb_array_elements_text(doc -> 'tags') FROM posts"));
        assertEquals("SELECT upper(((tags)[" + AT + "])) FROM posts " + RANGE + "COALESCE(CARDINALITY((tags)), 0) WHERE " + AT + " IS NOT NULL",
                ExpandedArrays.expanded("SELECT upper(unnest(tags)) FROM posts"));
        assertEquals("SELECT DISTINCT ((hotrow_jsonb_keys((doc)))[" + AT + "]) AS jsonb_object_keys FROM posts " + RANGE
                + "COALESCE(CARDINALITY(hotrow_jsonb_keys((doc))), 0) WHERE " + AT + " IS NOT NULL ORDER BY 1",
                ExpandedArrays.expanded("SELECT DISTINCT jsonb_object_keys(doc) FROM posts ORDER BY 1"));
    }

    /**
     * PostgreSQL runs a select list's set-returning functions after grouping (by anything else than them), aggregates and window
     * functions, and refuses them in CASE and COALESCE: left to H2 (SetFunctionPlaces refuses them). A GROUP BY name is not taken
     * for the call's alias: PostgreSQL reads a column so named first. A subquery without FROM over no column is H2's.
     */
    @Test
    void anUnnestBesideGroupingOrAParameterOrWithoutFromIsLeftToH2() {
        for (String sql : new String[] {"SELECT k, unnest(array_agg(v)) FROM t GROUP BY k", "SELECT count(*), unnest(ARRAY[1]) FROM t",
            "SELECT unnest(a), row_number() OVER () FROM t", "SELECT unnest(a || ?) FROM t", "SELECT unnest(ARRAY[1, 2])",
            "SELECT coalesce(unnest(a), 'z') FROM t", "SELECT * FROM t, unnest(t.tags) x", "SELECT CASE WHEN id > 1 THEN unnest(a) END FROM t",
            "SELECT unnest(a) t, count(*) FROM p GROUP BY t", "SELECT id, unnest(a) FROM p GROUP BY id", "SELECT unnest(a) AS x, count(*) FROM p GROUP BY 2",
            "SELECT upper(unnest(a)), count(*) FROM p GROUP BY 1", "SELECT 1 IN (SELECT unnest(ARRAY[1]))"}) {
            assertSame(sql, ExpandedArrays.expanded(sql));
        }
    }

    /**
     * A query grouped by its set-returning function, by its position or by the call written again, expands before grouping, as
     * PostgreSQL does ({@code SELECT unnest(tags) t, count(*) FROM posts GROUP BY 1}): the call written again is the same value.
     */
    @Test
    void aQueryGroupedByTheCallExpandsBeforeGrouping() {
        String element = "((tags)[" + AT + "])";
        String joined = " FROM posts " + RANGE + "COALESCE(CARDINALITY((tags)), 0) WHERE (";
        assertEquals("SELECT " + element + " t, count(*)" + joined + " id > ?) AND " + AT + " IS NOT NULL GROUP BY 1 HAVING count(*) > 1",
                ExpandedArrays.expanded("SELECT unnest(tags) t, count(*) FROM posts WHERE id > ? GROUP BY 1 HAVING count(*) > 1"));
        assertEquals("SELECT count(*), " + element + " AS unnest" + joined + " id > 0) AND " + AT + " IS NOT NULL GROUP BY " + element + " ORDER BY 1",
                ExpandedArrays.expanded("SELECT count(*), unnest(tags) FROM posts WHERE id > 0 GROUP BY unnest(tags) ORDER BY 1"));
    }

    /**
     * A subquery without FROM over an outer query's column ({@code 'b' IN (SELECT unnest(tags))}, {@code EXISTS}, {@code ARRAY(...)}):
     * the range joins a row of its own, and the rows without a position go.
     */
    @Test
    void aSubqueryWithoutFromOverAnOuterColumnJoinsTheRangeToOneRow() {
        String range = "FROM (VALUES (0)) AS hotrow_expand0_row(hotrow_z) " + RANGE + "COALESCE(CARDINALITY((p.tags)), 0)";
        assertEquals("SELECT id FROM posts p WHERE 'b' IN (SELECT ((p.tags)[" + AT + "]) " + range + " WHERE " + AT + " IS NOT NULL)",
                ExpandedArrays.expanded("SELECT id FROM posts p WHERE 'b' IN (SELECT unnest(p.tags))"));
        assertEquals("SELECT id, ARRAY(SELECT ((p.tags)[" + AT + "]) " + range + " WHERE " + AT + " IS NOT NULL ORDER BY 1 DESC) FROM posts p",
                ExpandedArrays.expanded("SELECT id, ARRAY(SELECT unnest(p.tags) ORDER BY 1 DESC) FROM posts p"));
        assertEquals("SELECT id FROM posts p WHERE EXISTS (SELECT ((p.tags)[" + AT + "]) " + range + " WHERE ( " + AT + " > 1) AND " + AT
                + " IS NOT NULL)", ExpandedArrays.expanded("SELECT id FROM posts p WHERE EXISTS (SELECT unnest(p.tags) WHERE " + AT + " > 1)"));
    }

    @Test
    void textWithoutTheFunctionIsLeftAlone() {
        String sql = "SELECT (r.keys).x FROM r";
        assertSame(sql, ExpandedArrays.expanded(sql));
    }
}
