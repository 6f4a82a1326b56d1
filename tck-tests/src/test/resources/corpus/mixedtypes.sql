-- mixedtypes: answers that depend on how PostgreSQL resolves mixed operand types, hunted for silent differences (issue 24, item 14):
-- floats with decimals, numerics with integers (mod, division scale), dates with intervals, NULL ordering, ties, IN with NULL.
CREATE TABLE m (id int PRIMARY KEY, a int, b int, p numeric(10,2), r numeric(8,3), f float8, g real, d date, big bigint);
INSERT INTO m VALUES (1, -7, 2, 10.25, 1.125, 0.1, 0.1, '2024-03-10', 9000000000), (2, 7, -2, -3.10, 2.000, 2.5, 1.5, '2024-02-29', -5), (3, 9, 4, 0.05, -0.335, -0.3, NULL, '2023-12-31', 12), (4, NULL, 3, 1.00, 1.115, NULL, 2.25, NULL, NULL);
-- Integer division and remainders with negative operands truncate toward zero.
SELECT 7 / 2, -7 / 2, 7 / -2, -7 / -2, 7 % 2, -7 % 2, 7 % -2, -7 % -2;
SELECT id, a / b, a % b, mod(a, b), div(a, b) FROM m ORDER BY id;
SELECT -7.5 % 2, 7.5 % -2, div(-7.5, 2), div(7, -2);
-- mod() of numerics computes in the operands' common type (H2 typed it by the divisor: mod(-7.5, 2) was -2).
SELECT mod(-7.5, 2), mod(10.5, 3), mod(-10.5, 3), mod(10.25, -3), mod(5.0, 2), mod(7, 3), mod(-17, 5);
SELECT id, mod(p, b), mod(r, 1), mod(p, 0.3), pg_catalog.mod(r, 2) FROM m ORDER BY id;
SELECT mod(-1, 3.5);
-- An integer literal beyond bigint is a numeric: its quotient has PostgreSQL's scale.
SELECT 12345678901234567890 / 7, 99999999999999999999 / 3, 9223372036854775807 / 7;
-- Numeric quotients and products: scales.
SELECT 1 / 3::numeric, 2 / 3::numeric, 10::numeric / 3, 1.0 / 3, 100.0 / 3, 22::numeric / 7, 1 / 0.000003;
SELECT 1.5 * 2.25, 1.10 * 1.10, 0.1 * 3, 1.50 + 1.5, 1.50 - 1.5, 2.5 * 1.0, 3 * 1.50;
SELECT id, p / b, p * r, p + r, r / 3, p * 2, p / 2, p * 0.1 FROM m ORDER BY id;
SELECT id, p * 100 / 3 FROM m ORDER BY id;
SELECT id, p / nullif(a, 0), r / nullif(b, 0), coalesce(p, 0) / 3, p / abs(b), f / nullif(big, 0) FROM m ORDER BY id;
-- Rounding: numerics half away from zero, floats half to even.
SELECT round(2.5), round(-2.5), round(3.5), round(0.5), round(1.45, 1), round(-1.45, 1), round(1234.5678, -2), round(15, -1), round(25, -1);
SELECT round(2.5::float8), round(-2.5::float8), round(3.5::float8), round(0.5::float8);
SELECT trunc(2.7), trunc(-2.7), trunc(1234.5678, 2), trunc(1234.5678, -2), ceil(-2.5), floor(-2.5), ceil(2.1), floor(2.9);
SELECT id, round(p, 1), round(r, 2), round(p), round(r), trunc(r, 2), ceil(r), floor(r) FROM m ORDER BY id;
-- A float column with a decimal literal or a numeric column computes in double precision (H2: in DECFLOAT, 0.11 for 0.11000000000000001).
SELECT id, f + 0.2, f - 0.2, f * 1.1, 1.1 * f, f * 3.0, f + p, p * f, f * a FROM m ORDER BY id;
SELECT id, g * 1.1, g + 0.25 FROM m ORDER BY id;
SELECT id, f + 0.2 > 0.3, f * 1.1 = 0.11 FROM m WHERE id = 1;
SELECT sum(f * 1.1), avg(f + 0.2) FROM m;
SELECT 0.1::float8 * 1.1, 0.1::float8 + 0.2;
-- A float divided by a count, a bigint sum or a decimal divides doubles (H2 divided a DECFLOAT: 0.13043478260869565217).
SELECT id, a::float / count(*) OVER (), f / count(*) OVER (), a::float8 / sum(b) OVER (), f / sum(b) OVER (), f / big, 2.5 / f FROM m ORDER BY id;
SELECT sum(a)::float / count(*), avg(f) / count(*), 1.5::float8 / 2.5, count(*) / 3::float8 FROM m;
-- A real column compared with a decimal literal compares doubles: 0.1::real is above 0.1.
SELECT id FROM m WHERE g > 0.1 ORDER BY id;
SELECT id FROM m WHERE g = 0.1 OR g BETWEEN 1.4 AND 1.5 ORDER BY id;
SELECT id, g = 2.25, g < 0.1, 0.1 < g FROM m ORDER BY id;
-- A date column plus or minus an interval is a timestamp (H2: a date, the hour lost).
SELECT id, d + INTERVAL '1 hour', d - INTERVAL '1 day', INTERVAL '2 hours' + d, d + '90 minutes'::interval, d + INTERVAL '1 month' FROM m ORDER BY id;
SELECT id, d + 1, d - 1, d - DATE '2024-01-01' FROM m ORDER BY id;
SELECT id FROM m WHERE d + INTERVAL '12 hours' > TIMESTAMP '2024-03-10 06:00' ORDER BY id;
-- Aggregates: types and scales.
SELECT sum(p), sum(r), avg(p), avg(r), avg(a), avg(big), sum(a), sum(big) FROM m;
SELECT sum(b * p) / sum(b), max(d) - min(d), sum(p) / count(*) FROM m;
SELECT avg(x) FROM (VALUES (1), (2), (2)) v(x);
SELECT avg(x) FROM (VALUES (1.5), (2.25)) v(x);
SELECT stddev(x), variance(x), stddev_pop(x), var_samp(x) FROM (VALUES (1), (2), (3), (4)) v(x);
SELECT percentile_cont(0.3) WITHIN GROUP (ORDER BY x), percentile_disc(0.3) WITHIN GROUP (ORDER BY x) FROM (VALUES (10), (20), (30), (40), (50)) v(x);
SELECT mode() WITHIN GROUP (ORDER BY x) FROM (VALUES (2), (1), (1), (2), (3)) v(x);
SELECT string_agg(x, ',' ORDER BY x DESC), array_agg(x ORDER BY x NULLS FIRST) FROM (VALUES ('b'), (NULL), ('a'), ('C')) v(x);
SELECT array_agg(x ORDER BY x) FILTER (WHERE x > 1), bool_and(x > 0), bool_or(x > 2) FROM (VALUES (3), (NULL), (2), (1)) v(x);
SELECT count(DISTINCT x), sum(DISTINCT x), avg(DISTINCT x) FROM (VALUES (1), (1), (2), (NULL)) v(x);
SELECT min(x), max(x) FROM (VALUES (1.50), (1.5)) v(x);
-- NULL ordering defaults: last ascending, first descending.
SELECT id, a FROM m ORDER BY a, id;
SELECT id, a FROM m ORDER BY a DESC, id;
SELECT id, d FROM m ORDER BY d DESC NULLS LAST;
SELECT id, f FROM m ORDER BY f NULLS FIRST;
-- FETCH FIRST ... WITH TIES, LIMIT ALL, set operations.
CREATE TABLE s (id int PRIMARY KEY, v int);
INSERT INTO s VALUES (1, 10), (2, 20), (3, 20), (4, 30), (5, NULL);
SELECT v FROM s ORDER BY v FETCH FIRST 2 ROWS WITH TIES;
SELECT v FROM s ORDER BY v DESC FETCH FIRST 1 ROW WITH TIES;
SELECT id FROM s ORDER BY id LIMIT ALL;
SELECT id FROM s ORDER BY id LIMIT NULL;
SELECT v FROM s UNION SELECT 25 ORDER BY 1;
SELECT v FROM s EXCEPT SELECT 20 ORDER BY 1 DESC;
SELECT 1 UNION SELECT 2.50 ORDER BY 1;
-- IN and NOT IN with NULL.
SELECT 1 IN (1, NULL), 2 IN (1, NULL), 2 NOT IN (1, NULL), 1 NOT IN (2, 3);
SELECT id FROM s WHERE v NOT IN (10, NULL);
SELECT id FROM s WHERE v NOT IN (SELECT v FROM s WHERE id > 3);
SELECT id FROM s WHERE v IN (SELECT v FROM s WHERE id > 2) ORDER BY id;
-- Type resolution of CASE, COALESCE, GREATEST.
SELECT id, CASE WHEN a > 0 THEN a ELSE big END, coalesce(a, big), greatest(a, b), least(a, b) FROM m ORDER BY id;
SELECT id, CASE WHEN a > 0 THEN f ELSE p END, coalesce(f, p) FROM m ORDER BY id;
SELECT coalesce(NULL, 1, 2.5), greatest(1, 2.5), least(1, 2.5), nullif(1, 1.0);
-- Strings.
SELECT split_part('a,b,c', ',', 2), split_part('a,b,c', ',', 5), split_part('a,b,c', ',', -1), split_part('a,b,c', ',', -3), split_part('a,b,c', ',', -4);
SELECT lpad('abc', 5, 'xy'), lpad('abcdef', 3), rpad('abc', 6, 'xy'), rpad('abcdef', 2), lpad('abc', -1);
SELECT left('hello', -2), right('hello', -2), left('hello', 10), right('hello', -10), repeat('ab', 3), repeat('ab', -1), reverse('abc');
SELECT initcap('hello wORLD'), initcap('o''neil mcdonald-smith'), translate('hello', 'elo', 'x'), substring('hello world' from 'w(or)ld');
SELECT 'abc' < 'abd', 'a' < 'B', 'Z' < 'a', '_' < 'a', 'a b' < 'ab';
SELECT 'ab'::char(4) = 'ab', 'ab'::varchar(4) = 'ab  ', length('ab'::char(4)), 'ab'::char(4) || 'x';
-- Windows: frames with offsets, GROUPS, EXCLUDE, ranking and offsets with defaults.
CREATE TABLE w (id int PRIMARY KEY, g text, v int, x numeric);
INSERT INTO w VALUES (1, 'a', 1, 1.5), (2, 'a', 2, 2.5), (3, 'a', 2, NULL), (4, 'a', 5, 4), (5, 'b', NULL, 1), (6, 'b', 3, 3), (7, 'b', 4, 3), (8, 'b', 10, -1);
SELECT id, sum(v) OVER (ORDER BY v RANGE BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id;
SELECT id, sum(v) OVER (PARTITION BY g ORDER BY v DESC RANGE BETWEEN 2 PRECEDING AND CURRENT ROW) FROM w ORDER BY id;
SELECT id, sum(x) OVER (ORDER BY x RANGE BETWEEN 0.5 PRECEDING AND 0.5 FOLLOWING) FROM w ORDER BY id;
SELECT id, sum(v) OVER (ORDER BY v GROUPS BETWEEN 1 PRECEDING AND 1 FOLLOWING) FROM w ORDER BY id;
SELECT id, sum(v) OVER (ORDER BY v GROUPS BETWEEN CURRENT ROW AND 2 FOLLOWING EXCLUDE GROUP) FROM w ORDER BY id;
SELECT id, sum(v) OVER (ORDER BY v RANGE BETWEEN UNBOUNDED PRECEDING AND CURRENT ROW EXCLUDE TIES) FROM w ORDER BY id;
SELECT id, ntile(3) OVER (ORDER BY id), ntile(5) OVER (PARTITION BY g ORDER BY id), percent_rank() OVER (ORDER BY v), cume_dist() OVER (ORDER BY v) FROM w ORDER BY id;
SELECT id, lag(v, 1, -1) OVER (ORDER BY id), lead(v, 2, 0) OVER (PARTITION BY g ORDER BY id), lag(v, 1, 0.5) OVER (ORDER BY id), lag(x, 1, 0) OVER (ORDER BY id) FROM w ORDER BY id;
SELECT id, nth_value(v, 2) OVER (PARTITION BY g ORDER BY id), nth_value(v, 3) OVER (PARTITION BY g ORDER BY id ROWS BETWEEN UNBOUNDED PRECEDING AND UNBOUNDED FOLLOWING) FROM w ORDER BY id;
SELECT id, round(100.0 * v / sum(v) OVER (), 2), v::numeric / sum(v) OVER () FROM w ORDER BY id;
SELECT id, lead(v, NULL) OVER (ORDER BY id) FROM w ORDER BY id;
-- Dates and timestamps.
SET TimeZone = 'UTC';
SELECT DATE '2024-01-31' + 1, DATE '2024-03-01' - DATE '2024-02-01', DATE '2024-01-31' + INTERVAL '1 month', DATE '2024-01-31' - INTERVAL '1 day';
SELECT TIMESTAMP '2024-03-01 00:00' - TIMESTAMP '2024-01-01 00:00', TIMESTAMP '2024-01-02 01:00' - TIMESTAMP '2024-01-01 00:00';
SELECT date_trunc('week', TIMESTAMP '2024-02-15 10:11:12'), date_trunc('quarter', TIMESTAMP '2024-05-15'), date_trunc('decade', TIMESTAMP '2024-05-15');
SELECT extract(dow FROM DATE '2024-01-07'), extract(isodow FROM DATE '2024-01-07'), extract(week FROM DATE '2024-12-30'), extract(isoyear FROM DATE '2024-12-30');
SELECT extract(epoch FROM TIMESTAMPTZ '2024-01-01 00:00:00+00'), extract(epoch FROM DATE '2024-01-01'), extract(epoch FROM INTERVAL '1 day 2 hours');
SELECT make_date(2024, 2, 29), make_timestamp(2024, 1, 2, 3, 4, 5.5);
SELECT to_char(TIMESTAMP '2024-03-05 14:07:09.123', 'YYYY-MM-DD HH24:MI:SS.MS'), to_char(TIMESTAMP '2024-03-05 00:07:09', 'HH12:MI AM'), to_char(DATE '2024-03-05', 'FMDay FMMonth DDD IW');
SET TimeZone = 'America/New_York';
CREATE TABLE ev (id int PRIMARY KEY, at timestamptz);
INSERT INTO ev VALUES (1, '2024-03-10 05:30:00+00'), (2, '2024-07-01 02:00:00+00'), (3, '2024-12-31 23:30:00-05');
SELECT id, at::date, at::timestamp, date_trunc('day', at), extract(hour FROM at), to_char(at, 'YYYY-MM-DD HH24:MI') FROM ev ORDER BY id;
SELECT TIMESTAMPTZ '2024-07-01 02:00:00+00'::date, TIMESTAMPTZ '2024-07-01 02:00:00+00'::timestamp;
SELECT '2024-03-10 02:30:00'::timestamptz, '2024-11-03 01:30:00'::timestamptz;
-- A subscript of an array of arrays: PostgreSQL's array is a matrix (a[2] is NULL), H2's an array of arrays: refused.
SELECT (ARRAY[ARRAY[1,2],ARRAY[3,4]])[2];
-- A real with integers in coalesce, greatest and CASE is a real in PostgreSQL (H2 made a double: 0.10000000149011612).
SELECT id, coalesce(g, 0), greatest(g, 1), least(g, 2, 0.5), CASE WHEN a > 0 THEN g ELSE 0 END FROM m ORDER BY id;
SELECT id, coalesce(f, p), greatest(f, p, 0), CASE WHEN a > 0 THEN p ELSE f END FROM m ORDER BY id;
