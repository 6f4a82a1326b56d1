-- numerics: numeric arithmetic's value and scale (+ - * / %, unary minus), numeric literals and casts, round/trunc/abs, sum/avg; integer division.
CREATE TABLE prices (id int PRIMARY KEY, price numeric(12,2), n numeric, qty integer, big bigint, f float8);
INSERT INTO prices VALUES (1, 5.50, 2.125, 7, 10000000000, 2.5), (2, 10.00, 1.5, -7, -3, -1.5), (3, 0.05, 0.0001, 2, 3, 0.1);
SELECT id, price * (2)::numeric FROM prices ORDER BY id;
SELECT id, price * 2::numeric, price * CAST(2 AS numeric), price * 2::decimal FROM prices ORDER BY id;
SELECT id, price * 2, price * qty, price * big, price + 1, price + 1.500, price - qty FROM prices ORDER BY id;
SELECT id, price * 1.0, price * 0.5, qty * 1.0, qty * 0.5, big * 1.5, big + 0.5 FROM prices ORDER BY id;
SELECT id, -price, -qty, abs(-price), abs(qty) FROM prices ORDER BY id;
SELECT id, price % 3, price % 0.3, qty % 3, big % 7, -qty % 3 FROM prices ORDER BY id;
SELECT id, n % 1, price % qty FROM prices ORDER BY id;
SELECT 5.50 % 3, -5.5 % 2, 7 % 0.5, 7 % 3, -7 % 3;
SELECT id, qty / 2, big / 3, -qty / 2 FROM prices ORDER BY id;
SELECT 7 / 2, -7 / 2, 10 / 4, 10.0 / 4, 10 / 4.0, 1 / 3.0, 2 * 1.5, 1 + 0.50;
SELECT id, price::numeric / 3, price::numeric / qty FROM prices ORDER BY id;
SELECT 1.50, 1.50 + 1, 1.50 * 2, 1.50 * 1.5, 0.1 + 0.2;
SELECT 1.50::numeric, '1.50'::numeric, 1::numeric, numeric '1.50' * 2, CAST('2.500' AS numeric);
SELECT 1e3::numeric, '1e-3'::numeric, ' 2.50 '::numeric, '-0.0'::numeric;
SELECT 'abc'::numeric;
SELECT 5.555::numeric(10,2), -5.555::numeric(10,2), (-5.555)::numeric(10,2), 2.345::numeric(10,2), -2.345::numeric(10,2);
SELECT id, price::numeric(10,1), n::numeric(10,2), n::numeric(10,0), f::numeric(10,2) FROM prices ORDER BY id;
SELECT id, f::numeric, qty::numeric, big::numeric FROM prices ORDER BY id;
SELECT 0.1::float8::numeric, (1.0/3)::float8::numeric, 1e20::float8::numeric, 1.5::float4::numeric, 0::float8::numeric;
SELECT (0.1::float8 + 0.2::float8)::numeric;
SELECT id, round(price), round(price, 1), round(price, 3), round(price, -1), round(n, 2), round(n), round(qty, 2) FROM prices ORDER BY id;
SELECT round(2.5), round(-2.5), round(2.345, 2), round(-2.5, 0), round(1234.5, -2);
SELECT id, trunc(price), trunc(price, 1), trunc(n, 2), trunc(n), trunc(-price, 1) FROM prices ORDER BY id;
SELECT round(1.5::float8, 1);
SELECT sum(price), sum(qty), sum(big), sum(price * 2), sum(price * qty) FROM prices;
SELECT avg(price), avg(n), avg(qty), avg(big) FROM prices;
SELECT avg(x) FROM (VALUES (1), (2)) v(x);
SELECT avg(x) FROM (VALUES (1.0), (2.0)) v(x);
SELECT round(avg(price), 2), avg(price) * 2, min(price), max(n) FROM prices;
CREATE VIEW price_doubles AS SELECT id, price * (2)::numeric AS doubled FROM prices;
SELECT id, doubled FROM price_doubles ORDER BY id;
UPDATE prices SET price = price * 1.1 WHERE id = 1;
SELECT id, price FROM prices ORDER BY id;
UPDATE prices SET qty = qty + 1, big = big - 1 WHERE id = 2;
SELECT id, qty, big FROM prices ORDER BY id;
SELECT id, price + n, n * 2 FROM prices ORDER BY id;
SELECT id, price / 3, price / qty FROM prices ORDER BY id;
SELECT sum(price) / count(*) FROM prices;
SELECT id, n / qty, qty / price, price / f, f / price, big / qty, price / 2.5::float8 FROM prices ORDER BY id;
SELECT id, t.price / t.qty, sum(price) OVER (ORDER BY id) / 4 FROM prices t ORDER BY id;
SELECT id, f / 2.5, 1.5 / f, f / 2 FROM prices ORDER BY id;
SELECT sum(big) / count(*), sum(qty) / count(*), sum(big) / 7 FROM prices;
SELECT 1e-7::float8::text, 123456789012345678::float8::text, CAST(1e20::float4 AS varchar), 2.5::float8::text;
SELECT x::text FROM (VALUES (1e-7::float8), (1.5e20::float8), (0.1::float8 + 0.2::float8)) v(x);
SELECT to_char(2.5::float8, '9'), to_char(0.125::float8, '9.99'), to_char(-2.5::float8, '9'), to_char(2.5::real, '9'), to_char(0.1::float8, '9.999999999999');
SELECT to_char(2, '9.'), to_char(2.5, 'FM9.'), to_char(2, 'FM9.9'), to_char(1234.5, '9G999D9'), to_char(12.345, 'FM99.99');
SELECT to_char(12345, '99');
SELECT to_char(1e10, '9.9EEEE');
SELECT to_char(-12, '999PR');
SELECT to_char(485, '999PR'), to_char(-485.5, 'FM999.99PR'), to_char(5, 'FM999PR'), to_char(0, '9PR'), to_char(-1234.5, 'L9G999D99PR');
SELECT to_char(485, 'L999'), to_char(-485, 'L999'), to_char(-485, '999L'), to_char(12.5, 'fmL99.99'), to_char(-5, 'L999MI');
SELECT to_char(-5, 'S999PR');
SELECT to_char(-5, '9L9');
SELECT to_char(0.1::float8, '9.99999999999999999');
-- arithmetic on a float column as an operand of ||: PostgreSQL writes the float's text (3, not 3.0)
SELECT id, 'x' || f * 2, f * 2 || 'y', 'z' || -f * qty, 'w' || (f + qty) / 4 || '.' FROM prices WHERE f IS NOT NULL ORDER BY id;
-- round of a float takes a tie to the even integer (C's rint), of a numeric away from zero
SELECT round(2.5::float8), round(3.5::float8), round(-2.5::float8), round(0.5::float8), round(2.5::real), round(2.5), round(-2.5);
SELECT id, round(f), round(price), pg_catalog.round(f) FROM prices ORDER BY id;
CREATE TABLE wholes (id int PRIMARY KEY, n numeric);
INSERT INTO wholes VALUES (1, 10), (2, 100), (3, 0.0000001), (4, -2500), (5, 1.5), (6, NULL);
SELECT id, n, n::text, CAST(n AS varchar), n::varchar(20), 'n=' || n, n || '' FROM wholes ORDER BY id;
SELECT id, ARRAY[n]::text, format('%s', n), concat(n, '!') FROM wholes ORDER BY id;
SELECT string_agg(n::text, ',' ORDER BY id) FROM wholes;
SELECT 1e-7::text, 1e3::text, CAST(2.5e2 AS varchar), 1e3, 1e-7;
CREATE TABLE fvals (id int PRIMARY KEY, f float8, r float4, n numeric);
INSERT INTO fvals VALUES (1, 0, 0, 1.50), (2, 2.5, 2.5, 2), (3, 1e20, 1e20, 3.000), (4, 1e-7, 1e-7, 0.0001), (5, 1234567.891, 1234567.891, -2.50), (6, 3.5, 3.5, 100);
SELECT id, round(f * 1), round(f + 0), round((f + 1) / 2), round(r * 2) FROM fvals ORDER BY id;
SELECT id, 'y' || abs(f) * 2, 'y' || round(f * 1), abs(f) * 2 || 'z', 'y' || greatest(f, 1) FROM fvals ORDER BY id;
SELECT id, 'y' || abs(r) * 2, 'y' || abs(id) * 2, 'y' || length('ab') FROM fvals ORDER BY id;
SELECT id, sum(n) OVER (), avg(n) OVER () FROM fvals WHERE id = 4;
SELECT power(2, 3), sqrt(16), abs(-5.5);
-- round of a float through abs rounds ties to even, labelled round (it was hotrow_round_float, and abs(f) rounded half up).
SELECT id, round(abs(f)), round(abs(r)), round(abs(-f * 1)) FROM fvals ORDER BY id;
SELECT round(2.5::float8), round(abs(-2.5::float8)), round(3.5::float4);
-- A float negative zero in the text is refused: PostgreSQL prints -0, the engine's floats have none.
SELECT -0.0::float8, '-0'::float8;
-- sign of a numeric is a numeric, of a float a double precision (H2: integer).
SELECT sign(-2.5::numeric), sign(2.5), sign(-2.5::float8), sign(0.0);
-- round(float8, int) does not exist in PostgreSQL (42883).
SELECT round(1.5::float8, 1);
-- to_char of a number that shows as zero: PostgreSQL writes the sign S asks for, and no 0 for a 9 before the point.
SELECT to_char(0, 'S999'), to_char(0, '999S'), to_char(0, '9.99'), to_char(-0.001, 'S9.99'), to_char(0, 'FM9.99'), to_char(0, '0.99'), to_char(0, '99'), to_char(5, 'S999'), to_char(0.0::float8, 'S9.9');
-- sqrt, exp, ln and log of numerics are numerics with PostgreSQL's scale (H2 answered doubles); of integers doubles.
SELECT sqrt(2.0), exp(1.0), ln(2.0), log(2.0), log(2, 8), log(10, 1000.00), sqrt(0::numeric), exp(0.0), ln(1.0);
SELECT sqrt(1e-10::numeric), exp(-100.0), ln(12345.6789), log(0.5), exp(10.5), sqrt(123456789.123), ln(0.95), log(100), sqrt(2);
SELECT ln(0::numeric);
SELECT ln(-1.0);
SELECT log(1, 10);
SELECT sqrt(-2.0);
SELECT log(2::float8, 8);
-- sqrt, exp, ln, log, power and sign of numeric columns are numerics with PostgreSQL's scale (H2 answered doubles, sign an integer).
SELECT id, sqrt(price), exp(price), ln(price), log(price), log(2, price), sign(price), sign(-n) FROM prices ORDER BY id;
SELECT id, power(price, 2), power(price, qty), power(qty, 2::numeric), power(n, 3), round(price), trunc(n), abs(price), ceil(price), floor(price), mod(price, 3), div(price, 2) FROM prices ORDER BY id;
SELECT power(price, 0.5) FROM prices ORDER BY id;
-- money, which the engine has no type for (refused: H2 read it as a numeric of scale 2, 12.50 for $12.50).
SELECT 12.5::money;
SELECT CAST('1234.5' AS money), money '7';
CREATE TABLE wallet (id int PRIMARY KEY, amount money);
