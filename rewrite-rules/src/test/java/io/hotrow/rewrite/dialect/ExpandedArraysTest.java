package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.api.Test;

class ExpandedArraysTest {

    @Test
    void pgjdbcsPrimaryKeyQueryJoinsARangeOfKeyPositions() {
        String pgjdbc = "SELECT result.KEY_SEQ FROM (SELECT a.attname AS COLUMN_NAME, (information_schema._pg_expandarray(con.conkey)).n AS KEY_SEQ,"
                + " information_schema._pg_expandarray(con.conkey) AS KEYS, a.attnum AS A_ATTNUM FROM pg_constraint con"
                + " JOIN pg_attribute a ON (a.attrelid = con.conrelid) WHERE con.contype = 'p') result where result.A_ATTNUM = (result.KEYS).x"
                + " ORDER BY result.key_seq";
        assertEquals("SELECT result.KEY_SEQ FROM (SELECT a.attname AS COLUMN_NAME, hotrow_expand0.\"X\" AS KEY_SEQ,"
                + " (con.conkey)[hotrow_expand0.\"X\"] AS KEYS, a.attnum AS A_ATTNUM FROM pg_constraint con"
                + " JOIN pg_attribute a ON (a.attrelid = con.conrelid) JOIN SYSTEM_RANGE(1, 1024) AS hotrow_expand0"
                + " ON hotrow_expand0.\"X\" <= COALESCE(CARDINALITY((con.conkey)), 0) WHERE con.contype = 'p') result"
                + " where result.A_ATTNUM = result.KEYS ORDER BY result.key_seq", ExpandedArrays.expanded(pgjdbc));
    }

    /** SQLAlchemy's reflection of a primary key: a vector's elements and their subscripts, counted from 0, in step. */
    @Test
    void unnestAndGenerateSubscriptsOfACatalogVectorInASelectListShareARange() {
        String sqlalchemy = "SELECT a.attname FROM pg_attribute a JOIN (SELECT unnest(ix.indkey) attnum, generate_subscripts(ix.indkey, 1) ord"
                + " FROM pg_index ix WHERE ix.indrelid = 5 AND ix.indisprimary) k ON a.attnum=k.attnum WHERE a.attrelid = 5 ORDER BY k.ord";
        assertEquals("SELECT a.attname FROM pg_attribute a JOIN (SELECT (ix.indkey)[hotrow_expand0.\"X\"] attnum, (hotrow_expand0.\"X\" - 1) ord"
                + " FROM pg_index ix JOIN SYSTEM_RANGE(1, 1024) AS hotrow_expand0 ON hotrow_expand0.\"X\" <= COALESCE(CARDINALITY((ix.indkey)), 0)"
                + " WHERE ix.indrelid = 5 AND ix.indisprimary) k ON a.attnum=k.attnum WHERE a.attrelid = 5 ORDER BY k.ord",
                ExpandedArrays.expanded(sqlalchemy));
    }

    /** TypeORM's foreign keys: each column with the one it references, in step, not every pair; its names quoted. */
    @Test
    void unnestsOfTwoCatalogArraysExpandInStep() {
        String typeorm = "SELECT UNNEST (\"con1\".\"conkey\") AS \"parent\", UNNEST (\"con1\".\"confkey\") AS \"child\""
                + " FROM \"pg_constraint\" \"con1\" WHERE \"con1\".\"contype\" = 'f'";
        assertEquals("SELECT CASE WHEN hotrow_expand0.\"X\" <= CARDINALITY((\"con1\".\"conkey\")) THEN (\"con1\".\"conkey\")[hotrow_expand0.\"X\"] END"
                + " AS \"parent\", CASE WHEN hotrow_expand0.\"X\" <= CARDINALITY((\"con1\".\"confkey\")) THEN (\"con1\".\"confkey\")[hotrow_expand0.\"X\"] END"
                + " AS \"child\""
                + " FROM \"pg_constraint\" \"con1\" JOIN SYSTEM_RANGE(1, 1024) AS hotrow_expand0 ON hotrow_expand0.\"X\""
                + " <= GREATEST(COALESCE(CARDINALITY((\"con1\".\"conkey\")), 0), COALESCE(CARDINALITY((\"con1\".\"confkey\")), 0))"
                + " WHERE \"con1\".\"contype\" = 'f'", ExpandedArrays.expanded(typeorm));
    }

    /** pg_dump's archive formats read the database's settings so (pg_db_role_setting is empty on the engine). */
    @Test
    void unnestOfACatalogSettingsArrayExpands() {
        String pgDump = "SELECT unnest(setconfig) FROM pg_db_role_setting WHERE setrole = 0 AND setdatabase = '16384'::oid";
        assertEquals("SELECT (setconfig)[hotrow_expand0.\"X\"] FROM pg_db_role_setting JOIN SYSTEM_RANGE(1, 1024) AS hotrow_expand0"
                + " ON hotrow_expand0.\"X\" <= COALESCE(CARDINALITY((setconfig)), 0) WHERE setrole = 0 AND setdatabase = '16384'::oid",
                ExpandedArrays.expanded(pgDump));
    }

    @Test
    void anApplicationsUnnestIsLeftToH2() {
        for (String sql : new String[] {"SELECT unnest(t.tags) FROM t", "SELECT * FROM t, unnest(t.tags) x", "SELECT generate_subscripts(a, 1) FROM t",
            "SELECT unnest(t.indkey) FROM t"}) {
            assertSame(sql, ExpandedArrays.expanded(sql));
        }
    }

    @Test
    void textWithoutTheFunctionIsLeftAlone() {
        String sql = "SELECT (r.keys).x FROM r";
        assertSame(sql, ExpandedArrays.expanded(sql));
    }
}
