package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class CatalogSpellingsTest {

    /** What psql's \d family, pg_dump and pgjdbc write, and the plain form the engine reads. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "WHERE c.relname OPERATOR(pg_catalog.~) '^(t)$' COLLATE pg_catalog.default ORDER BY 1 => WHERE c.relname  ~  '^(t)$'  ORDER BY 1",
        "SELECT a OPERATOR(pg_catalog.!~*) b, c OPERATOR(+) d => SELECT a  !~*  b, c  +  d",
        "SELECT x COLLATE \"default\", y COLLATE \"C\", z COLLATE \"en_US\" FROM t ORDER BY y COLLATE pg_catalog.\"POSIX\", x => SELECT x , y , z COLLATE \"en_US\" FROM t ORDER BY y , x",
        "CREATE TABLE t (s text COLLATE \"C\" NOT NULL, u varchar(9) COLLATE ucs_basic) => CREATE TABLE t (s text  NOT NULL, u varchar(9) )",
        "SELECT pg_catalog.set_config('search_path', '', false) => SELECT set_config('search_path', '', false)",
        "SELECT \"pg_catalog\" . SET_CONFIG(?, ?, true), x.set_config(1) FROM x => SELECT SET_CONFIG(?, ?, true), x.set_config(1) FROM x",
        "SELECT c.reloftype::pg_catalog.regtype::pg_catalog.text, CAST(a AS pg_catalog.int4) => SELECT c.reloftype::regtype::text, CAST(a AS int4)",
        "SELECT 'pg_catalog.pg_class'::pg_catalog.regclass FROM pg_catalog.pg_class => SELECT 'pg_catalog.pg_class'::regclass FROM pg_catalog.pg_class",
        "CREATE FUNCTION pg_catalog.f(a int) RETURNS int => CREATE FUNCTION pg_catalog.f(a int) RETURNS int",
        "SELECT last_value, is_called FROM public.\"Foo_id_seq\" => SELECT last_value, is_called FROM pg_catalog.hotrow_sequence_state('public.\"Foo_id_seq\"')",
        "SELECT 1 WHERE a.attnum = con.confkey[pos.n] AND i.indkey[0] = 1 => SELECT 1 WHERE a.attnum = hotrow_subscript(con.confkey, pos.n, 1)"
            + " AND hotrow_subscript(i.indkey, 0, 0) = 1",
        "SELECT tmp.I_INDOPTION[tmp.ORDINAL_POSITION - 1] => SELECT hotrow_subscript(tmp.I_INDOPTION, tmp.ORDINAL_POSITION - 1, 0)",
        "SELECT typname[0] = '_', t.relname[2] FROM pg_type => SELECT SUBSTRING(typname, 1, 1) = '_', SUBSTRING(t.relname, 3, 1) FROM pg_type",
        // SQLAlchemy's reflection of indexes reads the vectors as text
        "SELECT ix.indkey::varchar, ix.indoption::varchar, conkey::text FROM pg_index ix"
            + " => SELECT array_to_string(ix.indkey, ' '), array_to_string(ix.indoption, ' '), conkey::text FROM pg_index ix",
    })
    void catalogSpellingsBecomePlain(String written, String plain) {
        assertEquals(plain, CatalogSpellings.plain(written));
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT 1", "SELECT 'OPERATOR(pg_catalog.~)', 'pg_catalog.f(1)' FROM t", "SELECT * FROM pg_catalog.pg_class"})
    void otherTextsStayTheSameString(String sql) {
        assertSame(sql, CatalogSpellings.plain(sql));
    }
}
