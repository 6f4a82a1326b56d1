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

    @Test
    void textWithoutTheFunctionIsLeftAlone() {
        String sql = "SELECT (r.keys).x FROM r";
        assertSame(sql, ExpandedArrays.expanded(sql));
    }
}
