package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;

/** SELECT DISTINCT of an item the text shows to be jsonb de-duplicates by jsonb equality (1 and 1.0 are one value). */
class JsonbDistinctTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    @Test
    void aJsonbItemIsDistinctByItsSortKey() throws UnsupportedSqlException {
        String out = translate("SELECT DISTINCT id, doc -> 'n' AS n FROM t");
        assertTrue(out.startsWith("SELECT DISTINCT ON (id, hotrow_jsonb_sort("), out);
        String field = out.substring(out.indexOf("sort(") + 5, out.indexOf(")) id, "));
        assertEquals("SELECT DISTINCT ON (id, hotrow_jsonb_sort(" + field + ")) id, " + field + " AS n FROM t", out);
    }

    @Test
    void aCastToJsonbIsDistinctByItsSortKey() throws UnsupportedSqlException {
        String out = translate("SELECT count(*) FROM (SELECT DISTINCT x::jsonb FROM t) u");
        assertTrue(out.contains("SELECT DISTINCT ON (hotrow_jsonb_sort("), out);
    }

    @Test
    void aColumnOfValuesWhoseFirstRowIsJsonbIsDistinctByItsSortKey() throws UnsupportedSqlException {
        String out = translate("SELECT count(*) FROM (SELECT DISTINCT x FROM (VALUES ('1'::jsonb), ('1.0'::jsonb)) v(x)) u");
        assertTrue(out.contains("SELECT DISTINCT ON (hotrow_jsonb_sort(x)) x FROM (VALUES"), out);
        out = translate("SELECT DISTINCT n, v.x FROM (VALUES (1, CAST('1' AS jsonb))) AS v(n, x)");
        assertTrue(out.startsWith("SELECT DISTINCT ON (n, hotrow_jsonb_sort(v.x)) n, v.x FROM"), out);
    }

    @Test
    void aColumnOfValuesNotShownJsonbStays() throws UnsupportedSqlException {
        assertEquals("SELECT DISTINCT x FROM (VALUES ('1'), ('1.0')) v(x)", translate("SELECT DISTINCT x FROM (VALUES ('1'), ('1.0')) v(x)"));
        String other = translate("SELECT DISTINCT n FROM (VALUES (1, '1'::jsonb)) v(n, x)");
        assertTrue(other.startsWith("SELECT DISTINCT n FROM"), other);
        String elsewhere = translate("SELECT DISTINCT w.x FROM t w, (VALUES ('1'::jsonb)) v(x)");
        assertTrue(elsewhere.startsWith("SELECT DISTINCT w.x FROM"), elsewhere);
    }

    @Test
    void otherDistinctsStay() throws UnsupportedSqlException {
        assertEquals("SELECT DISTINCT a, b FROM t", translate("SELECT DISTINCT a, b FROM t"));
        assertEquals("SELECT DISTINCT * FROM t", translate("SELECT DISTINCT * FROM t"));
    }
}
