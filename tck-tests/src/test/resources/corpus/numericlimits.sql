-- numericlimits: what H2 cannot hold as PostgreSQL does, each refused or listed with its reason: an unconstrained numeric column's per-value scale, numeric arrays of several scales, negative zero floats, the operators ^ |/ ||/ @.
CREATE TABLE fvals (id int PRIMARY KEY, f float8, r float4, n numeric);
INSERT INTO fvals VALUES (1, 0, 0, 1.50), (2, 2.5, 2.5, 2), (3, 1e20, 1e20, 3.000), (4, 1e-7, 1e-7, 0.0001), (5, 1234567.891, 1234567.891, -2.50), (6, 3.5, 3.5, 100);
SELECT ARRAY[1.5::numeric, 2.5::numeric], ARRAY[1.25, 2.50], ARRAY[1.5::numeric]::text;
SELECT id, n FROM fvals ORDER BY id;
SELECT id, n::text, n * 1 FROM fvals ORDER BY id;
SELECT max(n), min(n) FROM fvals;
SELECT ARRAY[1.50, 2], ARRAY[1.5::numeric, 2.000]::text;
SELECT '-0'::float8, -0.0::float8 * 1, '-0'::float4;
SELECT id, -f FROM fvals WHERE id = 1;
SELECT 2 ^ 3, 2.0 ^ 3;
SELECT |/ 16, ||/ 27.0;
SELECT id, @ f FROM fvals ORDER BY id;
SELECT id FROM fvals WHERE @n > 2 ORDER BY id;
