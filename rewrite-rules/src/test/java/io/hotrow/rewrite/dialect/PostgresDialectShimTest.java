package io.hotrow.rewrite.dialect;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.analysis.StatementKind;
import io.hotrow.rewrite.analysis.StatementClassifier;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

class PostgresDialectShimTest {

    private final PostgresDialectShim shim = new PostgresDialectShim();

    private String translate(String sql) throws UnsupportedSqlException {
        return shim.translate(new StatementClassifier().classify(sql));
    }

    private String refusal(String sql) {
        return assertThrows(UnsupportedSqlException.class, () -> translate(sql)).getMessage();
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT * FROM t WHERE id = ?", "SELECT 'timestamptz ON CONFLICT RETURNING' AS inet_text -- generate_series(1,2)",
        "SELECT 1 /* x::timestamptz */", "INSERT INTO t VALUES (1) ON CONFLICT DO NOTHING", "SELECT inet, cidr FROM hosts",
        "SELECT a AS timestamptz FROM t", "SELECT interval '1' day AS d, t.interval FROM t", "SELECT key FROM t FOR UPDATE OF t SKIP LOCKED",
        "ALTER SEQUENCE s INCREMENT BY 2 RESTART WITH 5", "ALTER SEQUENCE s INCREMENT BY ?",
        "SELECT count(*) AS c, count(*) + 1, x.count(1) FROM t", "SELECT a FROM t GROUP BY a HAVING count(*) > 1 ORDER BY max(b)"})
    void textNeedingNoTranslationComesBackAsTheSameString(String sql) throws UnsupportedSqlException {
        assertSame(sql, translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "CREATE TABLE e (a timestamptz, b timetz(3) DEFAULT now(), \"timestamptz\" int)"
            + " => CREATE TABLE e (a TIMESTAMP WITH TIME ZONE, b TIME(3) WITH TIME ZONE DEFAULT CURRENT_TIMESTAMP, \"timestamptz\" int)",
        "SELECT '2024-01-01'::timestamptz, CAST(? AS TIMESTAMPTZ) /* timestamptz */"
            + " => SELECT '2024-01-01'::TIMESTAMP WITH TIME ZONE AS \"timestamptz\", CAST(hotrow_temporal_param(?, 'TIMESTAMPTZ') AS TIMESTAMP WITH TIME ZONE) AS \"timestamptz\" /* timestamptz */",
        "SELECT timestamp(0) '2026-01-02 03:04:05.6', timestamptz(2) '2026-01-02 03:04:05.678 +05', time(3) '10:00:00.12345'"
            + " => SELECT CAST(hotrow_temporal_round('2026-01-02 03:04:05.6', 'TIMESTAMP', 0) AS timestamp(0)) AS \"timestamp\","
            + " CAST(hotrow_temporal_round('2026-01-02 03:04:05.678 +05', 'TIMESTAMPTZ', 2) AS TIMESTAMP(2) WITH TIME ZONE) AS \"timestamptz\","
            + " CAST(hotrow_temporal_round('10:00:00.12345', 'TIME', 3) AS time(3)) AS \"time\"",
        "SELECT date '0044-03-15 BC', '0001-01-01 10:00 BC'::timestamp, timestamptz '0044-03-15 10:00:00+02 BC'"
            + " => SELECT date '-0043-03-15' AS \"date\", '0000-01-01 10:00:00'::timestamp AS \"timestamp\", TIMESTAMP WITH TIME ZONE '-0043-03-15 10:00:00+02:00' AS \"timestamptz\"",
        "ALTER TABLE e ALTER COLUMN a TYPE timestamptz => ALTER TABLE e ALTER COLUMN a TYPE TIMESTAMP WITH TIME ZONE",
        "SELECT typinput = 'pg_catalog.array_in'::regproc, 'int4in'::regproc FROM pg_catalog.pg_type"
            + " => SELECT typinput = 'array_in', 'int4in' AS \"regproc\" FROM pg_catalog.pg_type",
        "SELECT amhandler::regproc AS amhandler FROM pg_am => SELECT amhandler::CHARACTER VARYING AS amhandler FROM pg_am",
        "SELECT CASE t.o[t.p - 1] & 1::smallint WHEN 1 THEN 'D' END, a | b, a & b + 1 FROM t"
            + " => SELECT CASE BITAND(CASE WHEN (t.p - 1) BETWEEN 1 AND CARDINALITY(t.o) THEN t.o[t.p - 1] END, 1::smallint) WHEN 1 THEN 'D' END AS \"case\", BITOR(a, b) AS \"?column?\", a & b + 1 FROM t",
        "SELECT u&'x', U&\"n\", u & 'x' FROM t => SELECT u&'x', U&\"n\", BITAND(u, 'x') AS \"?column?\" FROM t",
        "SELECT 5 # 3, a << 2, (b >> 1) FROM t => SELECT BITXOR(5, 3) AS \"?column?\", LSHIFT(a, 2) AS \"?column?\", (RSHIFT(b, 1)) FROM t",
        "SELECT 1 WHERE n = 'pg_catalog'::regnamespace => SELECT 1 WHERE n = (SELECT oid FROM pg_catalog.pg_namespace WHERE nspname = 'pg_catalog')",
        "CREATE TABLE s (a time, b time with time zone, c time(3), d time without time zone)"
            + " => CREATE TABLE s (a TIME(6), b TIME(6) WITH TIME ZONE, c time(3), d TIME(6))",
        "SELECT CAST(x AS time), x::time, time '10:00:00.5', (SELECT 1 AS time) FROM t"
            + " => SELECT CAST(x AS TIME(6)) AS \"x\", x::TIME(6) AS \"x\", time '10:00:00.5' AS \"time\", (SELECT 1 AS time) AS \"time\" FROM t",
        "CREATE TABLE h (a inet, b cidr) => CREATE TABLE h (a VARCHAR(49), b VARCHAR(49))",
        "CREATE TABLE d (a interval, b interval second(6), c INTERVAL DAY TO SECOND(3), d interval(0) NOT NULL, e interval hour to second)"
            + " => CREATE TABLE d (a INTERVAL DAY(18) TO SECOND(6), b INTERVAL DAY(18) TO SECOND(6), c INTERVAL DAY(18) TO SECOND(3),"
            + " d INTERVAL DAY(18) TO SECOND(0) NOT NULL, e INTERVAL DAY(18) TO SECOND(6))",
        "ALTER TABLE d ADD COLUMN f interval DEFAULT interval '1 day', ALTER COLUMN a TYPE interval"
            + " => ALTER TABLE d ADD COLUMN f INTERVAL DAY(18) TO SECOND(6) DEFAULT INTERVAL '1 0:00:00' DAY TO SECOND,"
            + " ALTER COLUMN a TYPE INTERVAL DAY(18) TO SECOND(6)",
        "SELECT timestamptz '2024-01-01 00:00+02', inet '::1' => SELECT TIMESTAMP WITH TIME ZONE '2024-01-01 00:00+02' AS \"timestamptz\", hotrow.inet('::1') AS \"inet\"",
        "SELECT ?::inet, CAST(? AS cidr), h.a::inet, (a || b)::inet FROM h"
            + " => SELECT hotrow.inet(?) AS \"inet\", hotrow.cidr(CAST(? AS VARCHAR)) AS \"cidr\", hotrow.inet(h.a) AS \"a\", hotrow.inet((a || b)) AS \"inet\" FROM h",
        "SELECT g FROM generate_series(1, 3) g"
            + " => SELECT g FROM (SELECT CAST(hotrow_n AS INTEGER) FROM generate_series(1, 3) AS hotrow_series(hotrow_n)) g(g)",
        "SELECT * FROM generate_series(?, ?) => SELECT * FROM generate_series(?, ?) AS generate_series(generate_series)",
        "SELECT extract(year FROM age(born)) FROM u WHERE date_part('month', age(now(), born)) < ?"
            + " => SELECT hotrow_age_extract('year', born) AS \"extract\" FROM u WHERE hotrow_age_date_part('month', CURRENT_TIMESTAMP, born) < ?",
        "SELECT DISTINCT ON (c) c, a FROM o ORDER BY c, o.\"At\" DESC LIMIT ? => SELECT * EXCEPT (hotrow_order_1) FROM (SELECT DISTINCT ON (c)"
            + " c, a, o.\"At\" AS hotrow_order_1 FROM o ORDER BY c, o.\"At\" DESC LIMIT ?) AS hotrow_distinct",
        "SELECT DISTINCT ON (c) c, a AS x FROM o ORDER BY c, x, 2 => SELECT DISTINCT ON (c) c, a AS x FROM o ORDER BY c, x, 2",
        "SELECT DISTINCT ON (c) c, count(*) OVER () FROM o ORDER BY c"
            + " => SELECT DISTINCT ON (c) c, count(*) OVER () AS \"count\" FROM o ORDER BY c",
        "SELECT DISTINCT ON (lpad(c, 2)) sum(a) OVER (PARTITION BY c), c FROM o => SELECT DISTINCT ON (hotrow.bounded_lpad(c, 2))"
            + " sum(a) OVER (PARTITION BY c) AS \"sum\", c FROM o",
        "SELECT d FROM generate_series('2024-01-01', current_date, '1 day') d => SELECT d FROM hotrow_series_timestamptz("
            + "CAST('2024-01-01' AS TIMESTAMP WITH TIME ZONE), current_date, INTERVAL '1 0:00:00' DAY TO SECOND) d(d)",
        "SELECT generate_series(timestamp '2024-01-01', ?, interval '1' hour) => SELECT generate_series FROM hotrow_series_timestamp("
            + "timestamp '2024-01-01', ?, interval '1' hour) AS generate_series(generate_series)",
        "SELECT corr(a, b), regr_count(a, b), avg(a) OVER w, mode() WITHIN GROUP (ORDER BY a) FROM t WINDOW w AS (PARTITION BY b)"
            + " => SELECT pg_catalog.pg_corr(a, b) AS \"corr\", pg_catalog.pg_regr_count(a, b) AS \"regr_count\", pg_catalog.pg_avg(a) OVER w AS \"avg\","
            + " mode() WITHIN GROUP (ORDER BY a) AS \"mode\" FROM t WINDOW w AS (PARTITION BY b)",
        "SELECT count(*), sum(n), random() FROM t => SELECT count(*) AS \"count\", sum(n) AS \"sum\", random() AS \"random\" FROM t",
        // H2 labels bit_and, bit_or and pi ?column?, ceiling ceil
        "SELECT bit_and(n), bit_or(n), ceiling(n), pi() FROM t => SELECT bit_and(n) AS \"bit_and\", bit_or(n) AS \"bit_or\","
            + " ceiling(n) AS \"ceiling\", pi() AS \"pi\" FROM t",
        "SELECT jsonb_path_query_array(j, '$.a'), jsonb_path_query_first(j, '$.a') FROM t => SELECT CAST(jsonb_path_query_array(j, '$.a') AS JSON)"
            + " AS \"jsonb_path_query_array\", CAST(jsonb_path_query_first(j, '$.a') AS JSON) AS \"jsonb_path_query_first\" FROM t",
        "SELECT count(*) OVER (PARTITION BY a), max(n) FILTER (WHERE n > 0) FROM t"
            + " => SELECT count(*) OVER (PARTITION BY a) AS \"count\", max(n) FILTER (WHERE n > 0) AS \"max\" FROM t",
        "SELECT * FROM (SELECT * FROM generate_series(1, 3)) s => SELECT * FROM (SELECT * FROM (SELECT CAST(hotrow_n AS INTEGER)"
            + " FROM generate_series(1, 3) AS hotrow_series(hotrow_n)) AS generate_series(generate_series)) s",
        "INSERT INTO acc SELECT g, 0 FROM generate_series(1, ?) g => INSERT INTO acc SELECT g, 0 FROM generate_series(1, ?) g(g)",
        "WITH s AS (SELECT g FROM generate_series(1, 2) AS g) SELECT g FROM s => WITH s AS (SELECT g FROM (SELECT CAST(hotrow_n AS INTEGER)"
            + " FROM generate_series(1, 2) AS hotrow_series(hotrow_n)) AS g(g)) SELECT g FROM s",
        "SELECT a.n FROM t a JOIN generate_series(1, ?) n ON a.n = n => SELECT a.n FROM t a JOIN generate_series(1, ?) n(n) ON a.n = n",
        "SELECT * FROM generate_series(1, 2::bigint) a, generate_series(1, ?) b"
            + " => SELECT * FROM generate_series(1, 2::bigint) a(a), generate_series(1, ?) b(b)",
        "SELECT avg(x) FROM (VALUES (interval '1 day'), (interval '2 hours'), (interval '20 hours'), (x)) v(x)"
            + " => SELECT pg_catalog.pg_avg(x) AS \"avg\" FROM (VALUES (INTERVAL '1 0:00:00' DAY TO SECOND), (INTERVAL '2:00:00' HOUR TO SECOND),"
            + " (INTERVAL '20:00:00' HOUR TO SECOND), (x)) v(x)",
        "SELECT min(x), max(y) FROM (VALUES (1.50, x), (1.25, 1), (2, 1.0)) v(x, y)"
            + " => SELECT min(x) AS \"min\", max(y) AS \"max\" FROM (VALUES (1.50, x), (1.25, 1), (2, 1.0)) v(x, y)",
        "SELECT array_agg(i) FROM (VALUES (interval '1 day'), (interval '-2 hours')) v(i)"
            + " => SELECT array_agg(i) AS \"array_agg\" FROM (VALUES (INTERVAL '1 0:00:00' DAY TO SECOND), (INTERVAL '-2:00:00' HOUR TO SECOND)) v(i)",
        "SELECT sum(v) FROM (VALUES (interval '25 hours'), (interval '30 hours')) t(v)"
            + " => SELECT sum(v) AS \"sum\" FROM (VALUES (INTERVAL '25:00:00' HOUR TO SECOND), (INTERVAL '30:00:00' HOUR TO SECOND)) t(v)",
        "SELECT interval '1 day' - interval '2 hours' + interval '3 hours', interval '20 hours' + interval '5 hours'"
            + " => SELECT INTERVAL '1 0:00:00' DAY TO SECOND - INTERVAL '2:00:00' HOUR TO SECOND + INTERVAL '3:00:00' HOUR TO SECOND,"
            + " INTERVAL '20:00:00' HOUR TO SECOND + INTERVAL '5:00:00' HOUR TO SECOND",
        "SELECT regexp_split_to_table('x,y', ',') AS part ORDER BY part"
            + " => SELECT regexp_split_to_table AS part FROM regexp_split_to_table('x,y', ',') AS regexp_split_to_table(regexp_split_to_table)"
            + " ORDER BY part",
        "SELECT m[1] FROM regexp_matches(?, '(\\d+)', 'g') m => SELECT CASE WHEN (1) BETWEEN 1 AND CARDINALITY(m) THEN m[1] END AS \"m\" FROM regexp_matches(?, '(\\d+)', 'g') m(m)",
        "SELECT generate_series(1, ?) AS n"
            + " => SELECT generate_series AS n FROM generate_series(1, ?) AS generate_series(generate_series)",
        "UPDATE t  SET n = ? WHERE id = ? RETURNING id, n AS total => SELECT id, n AS total FROM FINAL TABLE (UPDATE t  SET n = ? WHERE id = ?) AS t",
        "DELETE FROM t x WHERE id = 1 RETURNING x.*; => SELECT x.* FROM OLD TABLE (DELETE FROM t x WHERE id = 1) AS x;",
        "SELECT now() - interval '7 days', ts + '2 hours 30 minutes'::interval, CAST('1 week ago' AS INTERVAL) FROM t"
            + " => SELECT (CURRENT_TIMESTAMP - INTERVAL '7 0:00:00' DAY TO SECOND + hotrow_interval_shift(CURRENT_TIMESTAMP, INTERVAL '7 0:00:00' DAY TO SECOND, -1)),"
            + " ts + INTERVAL '2:30:00' HOUR TO SECOND, INTERVAL '-7 0:00:00' DAY TO SECOND AS \"interval\" FROM t",
        "SELECT cast(d+(?)*interval '1 day' as date), interval '1.5 hours', INTERVAL '3 days 04:05:06.5', interval '1.5 years', interval '250 ms'"
            + " => SELECT cast(d+hotrow_interval_scale(INTERVAL '1 0:00:00' DAY TO SECOND, (CAST(? AS NUMERIC)), '*') as date) AS \"date\", INTERVAL '1:30:00' HOUR TO SECOND AS \"interval\","
            + " INTERVAL '3 4:05:06.5' DAY TO SECOND AS \"interval\", INTERVAL '1-6' YEAR TO MONTH AS \"interval\", INTERVAL '0:00:00.25' HOUR TO SECOND AS \"interval\"",
        "SELECT ts + ? * interval '1 second', interval '1 hour' * ?, ? + interval '1 day' FROM t"
            + " => SELECT ts + CAST(hotrow_interval_scale(INTERVAL '0:00:01' HOUR TO SECOND, CAST(? AS NUMERIC), '*') AS INTERVAL HOUR(18) TO SECOND(6)),"
            + " CAST(hotrow_interval_scale(INTERVAL '1:00:00' HOUR TO SECOND, CAST(? AS NUMERIC), '*') AS INTERVAL HOUR(18) TO SECOND(6)) AS \"?column?\","
            + " ? + INTERVAL '1 0:00:00' DAY TO SECOND FROM t",
        "SELECT * FROM t WHERE id = ? FOR NO KEY UPDATE SKIP LOCKED => SELECT * FROM t WHERE id = ? FOR UPDATE SKIP LOCKED",
        "SELECT * FROM t FOR SHARE OF t NOWAIT => SELECT * FROM t FOR UPDATE OF t NOWAIT",
        "SELECT * FROM t for key share => SELECT * FROM t for UPDATE",
        "CREATE TABLE o (id int DEFAULT nextval('public.o_id_seq'::regclass)) => CREATE TABLE o (id int DEFAULT nextval('public.o_id_seq'))",
        "SELECT pg_catalog.setval('s', 4, true), 'x'::regclass => SELECT pg_catalog.setval('s', 4, true), pg_catalog.hotrow_regclass('x') AS \"regclass\"",
        "SELECT obj_description((quote_ident(s) || '.' || quote_ident(t))::regclass, 'pg_class'), (c.oid)::regclass FROM x"
            + " => SELECT obj_description(pg_catalog.hotrow_regclass((quote_ident(s) || '.' || quote_ident(t))), 'pg_class'),"
            + " pg_catalog.hotrow_regclass(CAST((c.oid) AS VARCHAR)) AS \"oid\" FROM x",
        // SQLAlchemy's reflection: an oid's relation by name, regclass's output
        "SELECT pg_get_serial_sequence(a.attrelid::regclass::text, a.attname)::regclass::oid, 't'::regclass::text FROM pg_attribute a"
            + " => SELECT pg_catalog.hotrow_regclass(CAST(pg_get_serial_sequence(pg_catalog.hotrow_regclass_name(pg_catalog.hotrow_regclass("
            + "CAST(a.attrelid AS VARCHAR))), a.attname) AS VARCHAR))::oid AS \"pg_get_serial_sequence\", pg_catalog.hotrow_regclass_name(pg_catalog.hotrow_regclass('t')) AS \"text\""
            + " FROM pg_attribute a",
        "ALTER SEQUENCE s2 INCREMENT BY 100; => ALTER SEQUENCE s2 INCREMENT BY 100 RESTART WITH hotrow_restart_for_increment('s2', 100);",
        "ALTER SEQUENCE IF EXISTS app.\"Seq\" INCREMENT - 2 MAXVALUE 9"
            + " => ALTER SEQUENCE IF EXISTS app.\"Seq\" INCREMENT - 2 MAXVALUE 9 RESTART WITH hotrow_restart_for_increment('app.\"Seq\"', -2)",
    })
    void translatesIntoTheOriginalText(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** Calls whose result H2 would allocate unchecked go to the engine's bounded versions; names of other things stay. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT repeat('x', ?), LPAD(a, 5) AS p, rpad(a, 5, '.') || 'x', upper(space(3)) FROM t"
            + " => SELECT hotrow.bounded_repeat('x', ?) AS \"repeat\", hotrow.bounded_lpad(a, 5) AS p,"
            + " hotrow.bounded_rpad(a, 5, '.') || 'x', upper(hotrow.bounded_space(3)) FROM t",
        "SELECT \"repeat\"('x', 2) r, \"REPEAT\"('x', 2), pg_catalog.repeat('x', 2), s.repeat('x', 2)"
            + " => SELECT hotrow.bounded_repeat('x', 2) r, \"REPEAT\"('x', 2), hotrow.bounded_repeat('x', 2) AS \"repeat\", s.repeat('x', 2)",
        "SELECT DISTINCT lpad(a, 2), count(DISTINCT rpad(b, 2)) FROM t GROUP BY lpad(a, 2) ORDER BY 1, lpad(a, 2)"
            + " => SELECT DISTINCT hotrow.bounded_lpad(a, 2) AS \"lpad\", count(DISTINCT hotrow.bounded_rpad(b, 2)) AS \"count\" FROM t"
            + " GROUP BY hotrow.bounded_lpad(a, 2) ORDER BY 1, hotrow.bounded_lpad(a, 2)",
        "SELECT a FROM (SELECT 1 AS a, repeat('x', 2)) s WHERE a IN (SELECT b FROM u UNION ALL SELECT repeat(c, 2) FROM u)"
            + " => SELECT a FROM (SELECT 1 AS a, hotrow.bounded_repeat('x', 2) AS \"repeat\") s WHERE a IN"
            + " (SELECT b FROM u UNION ALL SELECT hotrow.bounded_repeat(c, 2) AS \"repeat\" FROM u)",
        "INSERT INTO t (a, b) VALUES (1, rpad(?, 3)) => INSERT INTO t (a, b) VALUES (1, hotrow.bounded_rpad(?, 3))",
        "CREATE TABLE t (a text DEFAULT repeat('-', 3), b int REFERENCES lpad (id))"
            + " => CREATE TABLE t (a text DEFAULT hotrow.bounded_repeat('-', 3), b int REFERENCES lpad (id))",
        "INSERT INTO repeat (a) VALUES (lpad(?, 2)) => INSERT INTO repeat (a) VALUES (hotrow.bounded_lpad(?, 2))",
        "WITH rpad (n) AS (SELECT 1) SELECT n FROM rpad => WITH rpad (n) AS (SELECT 1) SELECT n FROM rpad",
        "SELECT * FROM t AS space (a) JOIN u ON repeat(u.a, 2) = t.a"
            + " => SELECT * FROM t AS space (a) JOIN u ON hotrow.bounded_repeat(u.a, 2) = t.a",
        "CREATE INDEX ON repeat (a) => CREATE INDEX ON repeat (a)",
        "SELECT generate_series(1, length(repeat('x', 3))) AS n"
            + " => SELECT generate_series AS n FROM generate_series(1, length(hotrow.bounded_repeat('x', 3))) AS generate_series(generate_series)",
        "SELECT repeat(a, 2)::inet FROM t => SELECT hotrow.inet(hotrow.bounded_repeat(a, 2)) AS \"repeat\" FROM t",
        "UPDATE t SET a = rpad(a, 9) WHERE id = ? RETURNING lpad(a, 2)"
            + " => SELECT hotrow.bounded_lpad(a, 2) AS \"lpad\" FROM FINAL TABLE (UPDATE t SET a = hotrow.bounded_rpad(a, 9) WHERE id = ?) AS t",
        "SELECT substring(name FROM 2 FOR ?), substr(name, 2), t.left(1) FROM t"
            + " => SELECT hotrow_substring(name , 2 , ?) AS \"substring\", hotrow_substring(name, 2) AS \"substr\", t.left(1) FROM t",
        "SELECT left(a, -2) || right(a, 1), substring(a FOR 3) x, a FROM t LEFT JOIN u ON (u.id = t.id)"
            + " => SELECT hotrow_left(a, -2) || hotrow_right(a, 1), hotrow_substring(a , 1, 3) x, a FROM t LEFT JOIN u ON (u.id = t.id)",
        "SELECT overlay('Txxxxas' PLACING 'hom' FROM 2 FOR 4), overlay(s placing substring(s from 1) from 3) FROM t"
            + " => SELECT overlay('Txxxxas' , 'hom' , 2 , 4), overlay(s , hotrow_substring(s , 1) , 3) FROM t",
        "SELECT '\\xDeAdBeEf'::bytea, CAST('ab' AS bytea), bytea 'a\\101', ?::bytea"
            + " => SELECT hotrow_bytea('\\xDeAdBeEf') AS \"bytea\", hotrow_bytea('ab') AS \"bytea\", hotrow_bytea('a\\101') AS \"bytea\", ?::bytea AS \"bytea\"",
        "SELECT (-1.5::float8)::int4, 'NaN'::float8::int, CAST(a / 2 AS bigint), int4 '0', 2.5::smallint FROM t"
            + " => SELECT hotrow_int4((-1.5::float8)) AS \"int4\", hotrow_int4('NaN'::float8) AS \"int4\", hotrow_int8(a / 2) AS \"int8\", hotrow_int4('0') AS \"int4\", hotrow_int2(2.5) AS \"int2\" FROM t",
        "SELECT ?::int, 5::bigint, NULL::int, CAST(? AS integer), x.int, substring(a, 2)::int, count(*)::int FROM t"
            + " => SELECT ?::int AS \"int4\", 5::bigint AS \"int8\", NULL::int AS \"int4\", CAST(? AS integer) AS \"int4\", x.int, hotrow_int4(hotrow_substring(a, 2)) AS \"substring\", hotrow_int4(count(*)) AS \"count\" FROM t",
        "CREATE TABLE n (a integer, b int DEFAULT 0, c int[]) => CREATE TABLE n (a integer, b int DEFAULT 0, c int ARRAY)",
        "SELECT 'n' || 1 || true, false::text, CAST(true AS varchar), active = true FROM t"
            + " => SELECT 'n' || 1 || 'true', 'false' AS \"text\", 'true' AS \"varchar\", active = true FROM t",
        "select current_catalog => select current_database() AS \"current_catalog\"",
        "SELECT current_catalog AS db, upper(current_catalog), \"current_catalog\" FROM t"
            + " => SELECT current_database() AS db, upper(current_database()), \"current_catalog\" FROM t",
    })
    void stringBuildingFunctionsBecomeTheEnginesBoundedOnes(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    /** PostgreSQL forms that H2 refuses or answers with another type: name, concat with one argument, OFFSET before LIMIT, integer series. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "CREATE TABLE n (id int, name name NOT NULL, n2 name, \"name\" text)"
            + " => CREATE TABLE n (id int, name VARCHAR(63) NOT NULL, n2 VARCHAR(63), \"name\" text)",
        "ALTER TABLE n ADD COLUMN name text => ALTER TABLE n ADD COLUMN name text",
        "CREATE TABLE x AS SELECT id, a name, b FROM s => CREATE TABLE x AS SELECT id, a name, b FROM s",
        "ALTER TABLE n ADD COLUMN n3 name => ALTER TABLE n ADD COLUMN n3 VARCHAR(63)",
        "SELECT 'x'::name, name 'y', CAST(? AS name), t.name::name FROM t"
            + " => SELECT hotrow.name('x') AS \"name\", hotrow.name('y') AS \"name\", hotrow.name(CAST(? AS VARCHAR)) AS \"name\", hotrow.name(t.name) AS \"name\" FROM t",
        "SELECT name FROM (SELECT a AS name) s WHERE name = 'x' => SELECT name FROM (SELECT a AS name) s WHERE name = 'x'",
        "SELECT concat(a), concat_ws(',', ?, b) || 'x' FROM t => SELECT hotrow_concat(a) AS \"concat\", hotrow_concat_ws(',', ?, b) || 'x' FROM t",
        "SELECT a FROM t ORDER BY a OFFSET ? LIMIT ? => SELECT a FROM t ORDER BY a OFFSET ? ROWS FETCH FIRST ? ROWS ONLY",
        "SELECT a FROM t OFFSET 2 ROWS LIMIT (1 + ?) FOR UPDATE => SELECT a FROM t OFFSET 2 ROWS FETCH FIRST (1 + ?) ROWS ONLY FOR UPDATE",
        "SELECT * FROM (SELECT a FROM t OFFSET 1 LIMIT 2) s LIMIT 1"
            + " => SELECT * FROM (SELECT a FROM t OFFSET 1 ROWS FETCH FIRST 2 ROWS ONLY) s LIMIT 1",
        "SELECT a FROM t LIMIT ALL OFFSET ? => SELECT a FROM t  OFFSET ?",
        "SELECT a FROM t OFFSET 1 LIMIT ALL FOR UPDATE => SELECT a FROM t OFFSET 1  FOR UPDATE",
        "SELECT a FROM t LIMIT NULL OFFSET 2 => SELECT a FROM t  OFFSET 2",
        "SELECT a FROM t LIMIT ? OFFSET ? => SELECT a FROM t LIMIT ? OFFSET ?",
        "SELECT ntile(3) OVER (ORDER BY a), ntile(2) OVER w + 1 FROM t"
            + " => SELECT CAST(ntile(3) OVER (ORDER BY a) AS INTEGER) AS \"ntile\", CAST(ntile(2) OVER w AS INTEGER) + 1 FROM t",
        "SELECT generate_series(-2, 3) => SELECT generate_series FROM (SELECT CAST(hotrow_n AS INTEGER) FROM generate_series(-2, 3)"
            + " AS hotrow_series(hotrow_n)) AS generate_series(generate_series)",
        "SELECT x FROM generate_series(1, 3) AS g(x), generate_series(1, 3000000000) h"
            + " => SELECT x FROM (SELECT CAST(hotrow_n AS INTEGER) FROM generate_series(1, 3) AS hotrow_series(hotrow_n)) AS g(x),"
            + " generate_series(1, 3000000000) h(h)",
        "SELECT sign(-3), gcd(12, 18) + 1, lcm(4, 3000000000), sign(2.5), gcd(a, 2), sign(?) FROM t"
            + " => SELECT CAST(sign(-3) AS DOUBLE PRECISION) AS \"sign\", CAST(gcd(12, 18) AS INTEGER) + 1,"
            + " CAST(lcm(4, 3000000000) AS BIGINT) AS \"lcm\", CAST(sign(2.5) AS NUMERIC) AS \"sign\", gcd(a, 2), sign(?) FROM t",
        "SELECT NULLIF(1, 1.0), NULLIF(NULL, 1), nullif(a, 1.0), NULLIF(1, 2) FROM t"
            + " => SELECT CAST(NULLIF(1, 1.0) AS NUMERIC) AS \"nullif\", CAST(NULLIF(NULL, 1) AS INTEGER) AS \"nullif\","
            + " nullif(a, 1.0), NULLIF(1, 2) FROM t",
        "CREATE TABLE a (t text[], n int[] NOT NULL, v varchar(20)[], d double precision[], z timestamptz[])"
            + " => CREATE TABLE a (t text ARRAY, n int ARRAY NOT NULL, v varchar(20) ARRAY, d double precision ARRAY,"
            + " z TIMESTAMP WITH TIME ZONE ARRAY)",
        "SELECT '{a,b}'::text[], CAST('{1}' AS numeric(5, 2)[]), ARRAY[]::int[], ?::int[], t[1], '{t}'::bool[] FROM a"
            + " => SELECT hotrow_array_in('{a,b}')::text ARRAY AS \"text\", CAST(hotrow_array_in('{1}') AS numeric(5, 2) ARRAY) AS \"numeric\", ARRAY[]::int ARRAY AS \"array\","
            + " hotrow_array_param(?)::int ARRAY AS \"int4\", CASE WHEN (1) BETWEEN 1 AND CARDINALITY(t) THEN t[1] END AS \"t\", hotrow_array_in('{t}')::bool ARRAY AS \"bool\" FROM a",
    })
    void postgresFormsH2ReadsOtherwise(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void upsertBecomesAMergeKeepingParametersInOrder() throws UnsupportedSqlException {
        String sql = "INSERT INTO counter AS k (id, n) VALUES (?, ?) /* keep */ ON CONFLICT (id) DO UPDATE SET n = k.n + EXCLUDED.n * ?"
                + " RETURNING id, n::timestamptz";
        assertEquals("SELECT id, n::TIMESTAMP WITH TIME ZONE FROM FINAL TABLE (MERGE INTO counter AS k USING (SELECT id, n FROM counter"
                + " WHERE FALSE UNION ALL VALUES (?, ?)) /* keep */ AS excluded(id, n) ON k.id = excluded.id"
                + " WHEN MATCHED THEN UPDATE SET n = k.n + EXCLUDED.n * ? WHEN NOT MATCHED THEN INSERT (id, n)"
                + " VALUES (excluded.id, excluded.n)) AS k", translate(sql));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "SELECT c, x c2, c AS k FROM a LEFT JOIN b USING (c) WHERE c > (SELECT max(c) FROM d) ORDER BY c"
            + " => SELECT a.c, x c2, a.c AS k FROM a LEFT JOIN b USING (c) WHERE a.c > (SELECT max(c) AS \"max\" FROM d) ORDER BY a.c",
        "SELECT c FROM a x RIGHT JOIN b y USING (c) JOIN d USING (c) GROUP BY c => SELECT y.c FROM a x RIGHT JOIN b y USING (c) JOIN d USING (c) GROUP BY y.c",
        "SELECT x AS c FROM a JOIN b USING (c) ORDER BY c => SELECT x AS c FROM a JOIN b USING (c) ORDER BY c",
        "SELECT c FROM a JOIN b USING (x) JOIN d USING (c) => SELECT c FROM a JOIN b USING (x) JOIN d USING (c)",
    })
    void aMergedUsingColumnNamedAloneIsTheJoinsSide(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void upsertReturningXmaxMarksWhichRowsEachClauseTook() throws UnsupportedSqlException {
        assertEquals("SELECT id, hotrow_upsert_xmax(k.id) = 0 AS inserted FROM FINAL TABLE (MERGE INTO counter AS k USING (SELECT id, n FROM counter"
                + " WHERE FALSE UNION ALL VALUES (?, ?)) AS excluded(id, n) ON k.id = excluded.id"
                + " WHEN MATCHED AND (k.n < 9 OR k.n IS NULL) AND hotrow_upsert_mark(true, excluded.id) THEN UPDATE SET n = k.n + 1"
                + " WHEN NOT MATCHED AND hotrow_upsert_mark(false, excluded.id) THEN INSERT (id, n) VALUES (excluded.id, excluded.n)) AS k",
                translate("INSERT INTO counter AS k (id, n) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET n = k.n + 1 WHERE k.n < 9 OR k.n IS NULL"
                        + " RETURNING id, xmax = 0 AS inserted"));
        // A plain INSERT or UPDATE leaves xmax 0 in the rows it returns, as does an upsert that updates none.
        assertEquals("SELECT 0 = 0 AS inserted FROM FINAL TABLE (UPDATE t SET n = 1) AS t", translate("UPDATE t SET n = 1 RETURNING t.xmax = 0 AS inserted"));
        assertEquals("SELECT id, 0 AS \"xmax\" FROM FINAL TABLE (INSERT INTO t (id) VALUES (1)) AS t",
                translate("INSERT INTO t (id) VALUES (1) RETURNING id, xmax AS \"xmax\""));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "INSERT INTO t (a, b) VALUES (?, ?) ON CONFLICT (a) DO UPDATE SET b = ? WHERE t.b < ?"
            + " => MERGE INTO t USING (SELECT a, b FROM t WHERE FALSE UNION ALL VALUES (?1, ?2)) AS excluded(a, b) ON t.a = excluded.a"
            + " WHEN MATCHED AND t.b < ?4 THEN UPDATE SET b = ?3 WHEN NOT MATCHED THEN INSERT (a, b) VALUES (excluded.a, excluded.b)",
        "INSERT INTO t (id, at) VALUES (?, ?::timestamptz) RETURNING id + ?"
            + " => SELECT id + ?3 FROM FINAL TABLE (INSERT INTO t (id, at) VALUES (?1, hotrow_temporal_param(?2, 'TIMESTAMPTZ')::TIMESTAMP WITH TIME ZONE)) AS t",
        "UPDATE t SET n = ? WHERE id = ? RETURNING n * ?, '?' => SELECT n * ?3, '?' FROM FINAL TABLE (UPDATE t SET n = ?1 WHERE id = ?2) AS t",
    })
    void parametersAClauseMovesAheadOfOthersAreNumberedInTheirWrittenOrder(String sql, String expected) throws UnsupportedSqlException {
        assertEquals(expected, translate(sql));
    }

    @Test
    void upsertWithConditionAndDoNothingWithTarget() throws UnsupportedSqlException {
        assertEquals("MERGE INTO t USING (SELECT a, b FROM t WHERE FALSE UNION ALL SELECT a, b FROM s) AS excluded(a, b)"
                + " ON t.a = excluded.a WHEN MATCHED AND t.b < 10 THEN UPDATE SET b = excluded.b"
                + " WHEN NOT MATCHED THEN INSERT (a, b) VALUES (excluded.a, excluded.b)",
                translate("INSERT INTO t (a, b) SELECT a, b FROM s ON CONFLICT (a) DO UPDATE SET b = excluded.b WHERE t.b < 10"));
        assertEquals("MERGE INTO t USING (SELECT * FROM (SELECT a, b FROM t WHERE FALSE UNION ALL VALUES (1, 2), (?, ?)) AS hotrow_rows"
                + " QUALIFY a IS NULL OR b IS NULL OR ROW_NUMBER() OVER (PARTITION BY a, b) = 1) AS excluded(a, b)"
                + " ON t.a = excluded.a AND t.b = excluded.b WHEN NOT MATCHED THEN INSERT (a, b) VALUES (excluded.a, excluded.b)",
                translate("INSERT INTO t (a, b) VALUES (1, 2), (?, ?) ON CONFLICT (a, b) DO NOTHING"));
    }

    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {
        "INSERT INTO t VALUES (1) ON CONFLICT (a) DO NOTHING => list the columns",
        "INSERT INTO t (a) VALUES (1) ON CONFLICT ON CONSTRAINT t_pkey DO NOTHING => ON CONSTRAINT",
        "SELECT * FROM a JOIN b USING (c) RIGHT JOIN d USING (c) => SELECT * over a RIGHT JOIN ... USING after another join",
        "SELECT pg_advisory_lock_shared(1) => exclusive only",
        "SELECT generate_series(1, 3) FROM t => generate_series here",
        "SELECT 'x'::text::inet => chain of casts",
        "SELECT now() - ?::interval => a cast to interval",
        "SELECT CAST(? AS interval) => a cast to interval",
        "SELECT interval '1 month 2 days' => mixes months",
        "SELECT interval '1 day -2 hours' => of another sign or of a day or more",
        "SELECT interval '-1 day 02:00:00' => of another sign or of a day or more",
        "SELECT interval '1 day 25 hours' => of another sign or of a day or more",
        "SELECT interval 'P1D' => the interval 'P1D'",
        "SELECT interval '1.5 months' => a fraction of a month",
        "SELECT interval '1 day' - interval '2 hours' => a sum of intervals whose days and time PostgreSQL keeps apart",
        "SELECT x FROM t WHERE '2 hours'::interval - '1 day'::interval < x => a sum of intervals",
        "SELECT interval '1 day' + interval '25 hours' => a sum of intervals",
        "SELECT v FROM (VALUES (interval '1 day'), (interval '25 hours')) t(v) => a VALUES column of intervals",
        "SELECT sum(v) FROM (VALUES (1, '1 day'::interval), (2, NULL), (3, interval '20 hours'), (4, interval '10 hours')) t(n, v)"
            + " => a VALUES column of intervals",
        "SELECT sum(v) FROM (VALUES (interval '2 days'), (interval '-3 hours')) t(v) => a VALUES column of intervals",
        "SELECT min(x), max(x) FROM (VALUES (1.50), (1.5)) v(x) => min of a VALUES column of numbers that are equal but differ in scale",
        "SELECT n, (SELECT max(v.x) FROM (VALUES (2), (NULL), (-2.0)) AS v(x)) FROM t => max of a VALUES column of numbers",
        "SELECT * FROM generate_series(1.5, 3, 0.5) => generate_series of numeric or float values",
        "SELECT generate_series(1, 10, 2::numeric) => generate_series of numeric or float values",
        "CREATE TABLE h (a inet[]) => inet arrays",
        "CREATE TABLE d (a interval year to month) => fields ending in MONTH",
        "ALTER TABLE d ADD COLUMN b interval day => fields ending in DAY",
        "COPY t FROM STDIN => CopyManager",
    })
    void refusesWithAReason(String sql, String reason) {
        String message = refusal(sql);
        assertTrue(message.contains(reason), message);
    }

    /** Two rules rewriting overlapping parts leave no text to trust: a refusal, not an IllegalStateException. */
    @Test
    void constructsWhoseTranslationsOverlapAreRefused() {
        String message = refusal("SELECT a.x, top.y FROM a FULL JOIN b ON a.id = b.id CROSS JOIN LATERAL (SELECT 1 AS y) top");
        assertTrue(message.contains("translations for H2 overlap"), message);
    }

    @Test
    void theEngineAnalyzerRefusesDoBlocksAsUnsupported() {
        var analysis = StatementAnalyzer.forEngine(10, shim).analyze("DO $$ BEGIN PERFORM 1; END $$");
        assertTrue(analysis.refusal().contains("anonymous code blocks (DO)"), analysis.refusal());
        assertEquals("42000", analysis.refusalState(), "not a syntax error");
        assertEquals(null, StatementAnalyzer.forPostgres(10).analyze("DO $$ BEGIN PERFORM 1; END $$").refusal());
    }

    /** Sequelize's block that creates a model's enum type unless it exists: a schema change H2 runs; a near miss stays refused. */
    @Test
    void sequelizesEnumTypeBlockIsACreateTypeIfAbsent() {
        var analyzer = StatementAnalyzer.forEngine(10, shim);
        var quoted = analyzer.analyze("DO 'BEGIN CREATE TYPE \"public\".\"enum_p_kind\" AS ENUM(''a'', ''b''); EXCEPTION WHEN duplicate_object"
                + " THEN null; END'");
        assertEquals(StatementKind.DDL, quoted.kind());
        assertEquals("CREATE DOMAIN IF NOT EXISTS \"public\".\"enum_p_kind\" AS ENUM ('a', 'b')", quoted.executableSql());
        var dollars = analyzer.analyze("DO $$ BEGIN CREATE TYPE kind AS ENUM ('x'); EXCEPTION WHEN duplicate_object THEN null; END $$");
        assertEquals("CREATE DOMAIN IF NOT EXISTS kind AS ENUM ('x')", dollars.executableSql());
        var other = analyzer.analyze("DO $$ BEGIN CREATE TYPE kind AS ENUM ('x'); EXCEPTION WHEN others THEN null; END $$");
        assertTrue(other.refusal().contains("anonymous code blocks (DO)"), other.refusal());
    }

    /** What PostgreSQL rejects at analysis and H2 would answer: refused with PostgreSQL's SQLState. */
    @ParameterizedTest
    @CsvSource(delimiterString = " => ", value = {"SELECT true + 1 => 42883", "SELECT 1 - false => 42883", "SELECT 2::int8::boolean => 42846",
        "SELECT 1.5::numeric::bool => 42846", "WITH t(a, b) AS (SELECT 1) SELECT * FROM t => 42P10",
        "WITH s AS (SELECT 1), t(a, b, c) AS (SELECT 1, 2 UNION SELECT 3, 4) SELECT * FROM t => 42P10"})
    void whatPostgresRejectsAtAnalysisIsRefusedWithItsState(String sql, String state) {
        UnsupportedSqlException e = assertThrows(UnsupportedSqlException.class, () -> translate(sql), sql);
        assertEquals(state, e.sqlState(), e.getMessage());
    }

    @ParameterizedTest
    @ValueSource(strings = {"SELECT true AND 1 = 1", "SELECT 1::int::boolean", "WITH t(a) AS (SELECT 1, 2) SELECT * FROM t",
        "WITH t(a, b) AS (SELECT * FROM u) SELECT * FROM t",
        "WITH gone(a, b) AS (DELETE FROM u RETURNING id) SELECT * FROM gone", "SELECT count(*) FROM t WHERE b = true"})
    void whatPostgresAcceptsOfThemIsNotRefused(String sql) {
        assertDoesNotThrow(() -> translate(sql), sql);
    }
}
