package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** A cast that is a whole select item gets PostgreSQL's label: its operand's name where it has one, else its type's. */
class CastLabelsTest {

    private static String translate(String sql) throws UnsupportedSqlException {
        return new PostgresDialectShim().translate(new StatementClassifier().classify(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT 'a'::text => SELECT 'a'::text AS \"text\"",
        "SELECT CAST(X'00ff' AS bytea) => SELECT CAST(X'00ff' AS bytea) AS \"bytea\"",
        "SELECT x::text, t.y::varchar(3) FROM t => SELECT hotrow_text(x)::text AS \"x\", hotrow_text(t.y)::varchar(3) AS \"y\" FROM t",
        "SELECT 'a'::character varying, 1::double precision, 'a'::char(2) => SELECT 'a'::character varying AS \"varchar\", 1::double precision AS \"float8\", 'a'::char(2) AS \"bpchar\"",
        "SELECT (1 + 2)::text, '{x}'::text[], now()::text::date FROM t => SELECT hotrow_text((1 + 2))::text AS \"text\", hotrow_array_in('{x}')::text ARRAY AS \"text\", CURRENT_TIMESTAMP::text::date AS \"now\" FROM t",
        "SELECT (CASE WHEN a THEN 1 END)::text, ARRAY[1]::int[] FROM t => SELECT hotrow_text((CASE WHEN a THEN 1 END))::text AS \"text\", ARRAY[1]::int ARRAY AS \"array\" FROM t",
        "SELECT 1::float(3), 1::float(30), 'x'::\"MyType\" => SELECT 1::float(3) AS \"float4\", 1::float(30) AS \"float8\","
            + " hotrow_enum_cast('x', NULL, 'MyType')::\"MyType\" AS \"MyType\"",
        "SELECT DISTINCT 1::boolean::text => SELECT DISTINCT hotrow_text(1::boolean)::text AS \"text\"",
        "SELECT DISTINCT ON (a) a, b::text FROM t ORDER BY a, c DESC => SELECT * EXCEPT (hotrow_order_1) FROM (SELECT DISTINCT ON (a) a,"
            + " hotrow_text(b)::text AS \"b\", c AS hotrow_order_1 FROM t ORDER BY a, c DESC) AS hotrow_distinct",
        "SELECT position('a' in x), trim(x), doc->>'a', ARRAY[1, 2], -1::int FROM t => SELECT hotrow_position('a' , x) AS \"position\","
            + " trim(x) AS \"btrim\", (hotrow_jsonb_field_text(doc, 'a')) AS \"?column?\", ARRAY[1, 2] AS \"array\", -1::int AS \"?column?\" FROM t",
        "SELECT * FROM (SELECT x::text, y::int8, trim(z) FROM t) s => SELECT * FROM (SELECT hotrow_text(x)::text AS \"x\", hotrow_int8(y) AS \"y\","
            + " trim(z) AS \"btrim\" FROM t) s",
        "WITH c AS (SELECT t.x::text FROM t) SELECT * FROM c => WITH c AS (SELECT hotrow_text(t.x)::text AS \"x\" FROM t) SELECT * FROM c",
        // IS DISTINCT FROM's FROM is an operator's word, not the end of the select list: the items after it are labelled too
        "SELECT a IS DISTINCT FROM b, 'a'::varchar, 1::int8 FROM t => SELECT a IS DISTINCT FROM b, 'a'::varchar AS \"varchar\", 1::int8 AS \"int8\" FROM t",
        "SELECT a IS NOT DISTINCT FROM b, 'a'::text FROM t => SELECT a IS NOT DISTINCT FROM b, 'a'::text AS \"text\" FROM t",
    })
    void aCastItemIsLabelledAsPostgresLabelsIt(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT x::text AS y FROM t => SELECT hotrow_text(x)::text AS y FROM t",
        "SELECT x::text y FROM t => SELECT hotrow_text(x)::text y FROM t",
        "SELECT x::text || 'a' FROM t => SELECT hotrow_text(x)::text || 'a' FROM t",
        "SELECT (SELECT max(x) FROM t)::text => SELECT hotrow_text((SELECT max(x) AS \"max\" FROM t))::text",
        "SELECT x FROM t WHERE y::text = 'a' => SELECT x FROM t WHERE hotrow_text(y)::text = 'a'",
        "SELECT * FROM (SELECT x::text, x FROM t) s => SELECT * FROM (SELECT hotrow_text(x)::text, x FROM t) s",
        "SELECT * FROM (SELECT x::text, x::int8 FROM t) s => SELECT * FROM (SELECT hotrow_text(x)::text, hotrow_int8(x) FROM t) s",
        "SELECT * FROM (SELECT 1::int8, 2::int8) s => SELECT * FROM (SELECT 1::int8, 2::int8) s",
    })
    void otherCastsAreLeftAsWritten(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT doc#>>'{a,b}', d.doc#>'{a}', x#y FROM t => SELECT doc #>>'{a,b}', d.doc #>'{a}', x#y FROM t",
    })
    void aPathOperatorIsSpacedApartFromTheNameBeforeIt(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, new PostgresDialectShim().standardize(sql));
    }
}
