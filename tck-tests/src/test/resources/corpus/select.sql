-- SELECT: filters, ordering, pagination, DISTINCT, set operations, literals and casts, subqueries; and its errors.
CREATE TABLE products (id int PRIMARY KEY, name varchar(40) NOT NULL, category text, price numeric(8, 2), stock int, released date, rating float8);
INSERT INTO products VALUES (1, 'Anvil', 'tools', 25.00, 3, DATE '2020-01-01', 4.5), (2, 'bolt', 'tools', 0.10, 500, DATE '2021-06-30', NULL), (3, 'Crate', 'storage', 12.50, 0, NULL, 3.0), (4, 'drill', 'tools', 89.99, 12, DATE '2022-11-11', 4.8), (5, 'Easel', NULL, 45.00, NULL, DATE '2019-03-15', 2.25), (6, 'funnel', 'kitchen', 3.20, 40, DATE '2023-08-01', NULL), (7, 'grater', 'kitchen', 7.75, 15, DATE '2023-08-01', 4.0), (8, 'Hamper', 'storage', 30.00, 2, DATE '2018-12-24', 3.5);
SELECT * FROM products ORDER BY id;
SELECT name, price FROM products WHERE price > 10 AND category = 'tools' ORDER BY price DESC;
SELECT name FROM products WHERE category IN ('kitchen', 'storage') ORDER BY name;
SELECT name FROM products WHERE category NOT IN ('kitchen', 'storage') ORDER BY name;
SELECT name FROM products WHERE price BETWEEN 5 AND 30 ORDER BY price, name;
SELECT name FROM products WHERE name LIKE '%e%' ORDER BY id;
SELECT name FROM products WHERE name ILIKE 'a%' OR name ILIKE '%R' ORDER BY id;
SELECT name FROM products WHERE name ~ '^[A-Z]' ORDER BY id;
SELECT name FROM products WHERE name SIMILAR TO '(b|d)%' ORDER BY id;
SELECT name FROM products WHERE category IS NULL OR stock IS NULL ORDER BY id;
SELECT name FROM products WHERE name = ANY (ARRAY['bolt', 'drill', 'saw']) ORDER BY id;
-- A string literal compared with ANY or ALL is array text of the other side's type (H2 read it as one element: no row).
SELECT name FROM products WHERE name = ANY ('{bolt,drill,saw}') ORDER BY id;
SELECT name FROM products WHERE id = ANY('{2,3}') OR released = ANY('{2018-12-24}') ORDER BY id;
SELECT name FROM products WHERE category <> ALL ('{tools,"storage"}') ORDER BY id;
SELECT 'x' = ANY('{x,y}'), 3 = ANY('{1,NULL}'), 2 > ALL('{1}');
SELECT name FROM products WHERE id = ANY('1');
SELECT name FROM products WHERE id = ANY('{a}');
-- Ordering: NULLs last ascending and first descending, as PostgreSQL does by default; explicit placement.
SELECT name, stock FROM products ORDER BY stock, name;
SELECT name, stock FROM products ORDER BY stock DESC, name;
SELECT name, rating FROM products ORDER BY rating NULLS FIRST, id;
SELECT name, rating FROM products ORDER BY rating DESC NULLS LAST, id;
SELECT name, price * stock AS value FROM products ORDER BY value DESC NULLS LAST, 1;
SELECT name, category FROM products ORDER BY 2, 1;
-- Pagination: LIMIT/OFFSET, FETCH FIRST, past the end, keyset.
SELECT id, name FROM products ORDER BY id LIMIT 3;
SELECT id, name FROM products ORDER BY id LIMIT 3 OFFSET 3;
SELECT id, name FROM products ORDER BY id OFFSET 6 ROWS FETCH FIRST 5 ROWS ONLY;
SELECT id, name FROM products ORDER BY id LIMIT 10 OFFSET 20;
SELECT id, name FROM products ORDER BY id LIMIT ALL OFFSET 7;
SELECT id, name FROM products ORDER BY id OFFSET 2 LIMIT 3;
SELECT id, name FROM products ORDER BY id OFFSET 6 LIMIT ALL;
SELECT id, name FROM products ORDER BY id LIMIT ALL;
SELECT id FROM (SELECT id FROM products ORDER BY id OFFSET 1 ROWS LIMIT 2) s ORDER BY id DESC;
SELECT id, name FROM products WHERE (released, id) > (DATE '2021-06-30', 2) ORDER BY released, id LIMIT 3;
SELECT id FROM products ORDER BY id LIMIT -1;
-- DISTINCT and DISTINCT ON.
SELECT DISTINCT category FROM products;
SELECT DISTINCT category, released FROM products WHERE released >= DATE '2021-01-01' ORDER BY category, released;
SELECT DISTINCT ON (category) category, name, price FROM products ORDER BY category, price DESC;
SELECT count(DISTINCT category), count(category), count(*) FROM products;
-- Set operations.
SELECT category FROM products WHERE price < 10 UNION SELECT category FROM products WHERE stock > 10 ORDER BY 1;
SELECT category FROM products WHERE price < 10 UNION ALL SELECT category FROM products WHERE stock > 10 ORDER BY 1;
SELECT category FROM products WHERE price < 10 INTERSECT SELECT category FROM products WHERE stock > 10;
SELECT category FROM products EXCEPT SELECT category FROM products WHERE price > 40;
SELECT 1 AS n UNION SELECT 2 UNION SELECT 1 ORDER BY n;
SELECT id FROM products UNION SELECT id, name FROM products;
-- Literals, typed literals and type names (issue 16, section 3); NaN and Infinity.
SELECT int4 '0', int8 '9000000000', float8 '1.5', bool 't', date '2024-02-29', text 'x', numeric '1.10';
SELECT '42'::int2, '42'::int4, '42'::int8, '1.25'::float4, '1.25'::float8, 'yes'::bool, 'pg_class'::name;
SELECT CAST('12.345' AS numeric(5, 2)), CAST(7 AS text), CAST('2024-01-01' AS date) + 30;
SELECT 'NaN'::float8, 'Infinity'::float8, '-Infinity'::float8, 'NaN'::numeric;
SELECT 7 / 2, 7 % 3, -7 / 2, 7.0 / 2, 2 ^ 10, |/ 16.0;
SELECT 10::numeric / 3, 1::numeric / 8, 2.50 * 2, round(10::numeric / 3, 2);
SELECT 'a' || 'b', 'a' || NULL, 'n' || 1, concat('a', NULL, 'b'), length('héllo');
SELECT generate_series(1, 3);
SELECT g FROM generate_series(2, 10, 4) g;
SELECT x FROM generate_series(-1, 1) AS g(x);
SELECT * FROM generate_series(1, 2);
SELECT g FROM generate_series(2147483646, 2147483647) g;
SELECT g FROM generate_series(1, 3000000000, 2000000000) g;
-- Subqueries: scalar, IN, EXISTS, ANY/ALL, derived tables, VALUES.
SELECT name FROM products WHERE price = (SELECT max(price) FROM products);
SELECT name, (SELECT count(*) FROM products p2 WHERE p2.category = p.category) AS same FROM products p ORDER BY id;
SELECT name FROM products p WHERE EXISTS (SELECT 1 FROM products q WHERE q.category = p.category AND q.id <> p.id) ORDER BY id;
SELECT name FROM products WHERE price > ALL (SELECT price FROM products WHERE category = 'kitchen') ORDER BY id;
SELECT name FROM products WHERE stock < ANY (SELECT stock FROM products WHERE category = 'storage') ORDER BY id;
SELECT c, n FROM (SELECT category AS c, count(*) AS n FROM products GROUP BY category) AS t WHERE n > 1 ORDER BY c;
SELECT * FROM (VALUES (1, 'one'), (2, 'two')) AS v (n, word) ORDER BY n;
SELECT name FROM products WHERE id IN (SELECT id FROM products WHERE stock IS NULL) FOR UPDATE;
-- Errors.
SELECT nope FROM products;
SELECT * FROM nowhere;
SELECT 1 / 0;
SELECT 'abc'::int;
SELECT name FROM products WHERE price = (SELECT price FROM products);
SELECT id FROM products ORDER BY 9;
SELECT id FROM products p, products q WHERE p.id = 1;
SELECT '2024-02-30'::date;
-- Array columns: text[] and int[], PostgreSQL's array text with and without a cast, subscripts, ANY.
CREATE TABLE tagged (id int PRIMARY KEY, tags text[], nums int[], note text);
INSERT INTO tagged VALUES (1, ARRAY['a', 'b'], ARRAY[1, 2], '{x,y}'), (2, '{c,"d e",NULL}'::text[], '{3,4}'::int[], NULL);
INSERT INTO tagged (nums, id, tags) VALUES ('{5, 6}', 3, '{}');
UPDATE tagged SET tags = '{" q ",r}' WHERE id = 3;
SELECT id, tags, nums, note, tags[1], nums[2], array_length(tags, 1), cardinality(nums) FROM tagged ORDER BY id;
SELECT id FROM tagged WHERE 'c' = ANY(tags) OR 6 = ANY(nums) ORDER BY id;
-- A subscript outside the array is NULL (H2 fails the statement): an empty array, 0, negative, past the end, NULL arrays.
INSERT INTO tagged VALUES (4, '{}', NULL, NULL);
SELECT id, tags[1], tags[3], nums[0], nums[-1], nums[cardinality(nums)], tagged.tags[2] FROM tagged ORDER BY id;
SELECT id FROM tagged WHERE tags[1] = 'a' OR nums[3] IS NOT NULL ORDER BY id;
SELECT (string_to_array('a,b', ','))[3], (regexp_match('x1', '\d'))[1], (string_to_array('a,b', ','))[2];
DELETE FROM tagged WHERE id = 4;
SELECT '{a,b}'::text[], '{1,2}'::int[], '{}'::int[], CAST('{NULL,"NULL"}' AS varchar(5)[]), '{t,f}'::boolean[], ARRAY[1, 2]::bigint[];
SELECT '{1,x}'::int[];
SELECT 'a,b'::text[];
SELECT array_lower(ARRAY[1, 2, 3], 1), array_upper(ARRAY[1, 2, 3], 1), array_upper(ARRAY[]::int[], 1), array_upper(ARRAY[1], 2), array_lower(ARRAY['a'], 1);
-- A $ that opens neither a parameter nor a dollar quote is a syntax error.
SELECT $;
SELECT $a;
SELECT 1 AS x$, $q$it's$q$;
-- IN subqueries nested 15 deep (query builders chain filters so): the parser's lookahead doubled per level and refused them as too complex (54001).
SELECT count(*) FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE stock > 0)))))))))))))));
SELECT count(*) FROM products WHERE id NOT IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE stock > 0)))))))))))))));
SELECT count(*) FROM products WHERE id IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE id NOT IN (SELECT id FROM products WHERE stock > 0))))))));
SELECT name FROM products WHERE (id, name) IN (SELECT id, name FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE id IN (SELECT id FROM products WHERE stock > 0))))))) ORDER BY name;
SELECT * FROM generate_series(1, 10, 3) g;
SELECT generate_series(1.5, 3, 0.5);
SELECT * FROM generate_series(0.5, 2) g;
-- array_append, array_prepend and array_cat take a NULL array as empty and append a NULL element (H2's || made them NULL).
INSERT INTO tagged VALUES (3, NULL, NULL, NULL);
SELECT id, array_append(tags, 'z'), array_prepend('y', tags), array_cat(tags, ARRAY['q']), array_cat(ARRAY['q'], tags) FROM tagged ORDER BY id;
SELECT id, array_append(nums, NULL), array_cat(nums, NULL), array_cat(NULL, nums), array_prepend(0, nums) FROM tagged ORDER BY id;
SELECT array_cat(ARRAY[1], NULL), array_append(NULL::int[], 1), array_prepend(1, NULL::int[]), array_cat(NULL::int[], NULL::int[]);
-- The || operator of arrays likewise, where its operands show an array and an element or another array.
SELECT NULL::int[] || 9, ARRAY[1,2] || NULL::int, 9 || NULL::int[], NULL::int || ARRAY[1], ARRAY[1,2] || NULL, NULL || ARRAY[1], NULL::int[] || NULL::int[];
-- Two array columns concatenated: a NULL one is empty (H2's || made the whole NULL); array_remove of a text[] column.
SELECT a.id, a.tags || b.tags, b.nums || a.nums FROM tagged a JOIN tagged b ON b.id = 3 ORDER BY a.id;
SELECT id, array_remove(tags, 'a'), array_remove(nums, 4) FROM tagged ORDER BY id;
-- array_remove compares elements as values (1 removes 1.0) and writes them as PostgreSQL does (a boolean's f, a float's 2).
SELECT array_remove(ARRAY[1.0, 2.0], 1)::text, array_remove(ARRAY[1.50, 2.25], 1.5)::text, array_remove(ARRAY[true, false], true)::text, array_remove(ARRAY[1.5::float8, 2], 1.5::float8)::text;
SELECT array_remove(ARRAY['a', NULL, 'b'], NULL)::text, array_remove(NULL::int[], 1), array_remove(ARRAY[date '2024-01-01', date '2024-01-02'], date '2024-01-01')::text;
-- A string concatenated with an array column is array text of its type (H2 appended it whole).
SELECT id, tags || '{q,"r s"}', '{7}' || nums FROM tagged ORDER BY id;
SELECT tags || 'q' FROM tagged;
-- Containment and overlap of an array column with an array literal, a NULL array among the rows (strict, as PostgreSQL's).
SELECT id, tags @> '{a}', tags <@ '{a,b,c}', tags && '{b,c}', nums @> '{1}' FROM tagged ORDER BY id;
SELECT id FROM tagged WHERE tags && '{a,c}' ORDER BY id;
-- An array column and a number or a bare NULL: a NULL array is empty, a bare NULL is a NULL array (H2 made each NULL).
SELECT id, nums || 5, 0 || nums, nums || NULL, tags || NULL FROM tagged ORDER BY id;
-- unnest of a value in FROM: its columns unnest (or the alias) and ordinality, a bigint.
SELECT * FROM unnest(ARRAY[10, 20]) WITH ORDINALITY;
SELECT unnest(ARRAY['x', 'y']) AS v;
SELECT id FROM tagged WHERE id IN (SELECT unnest('{1,3}'::int[])) ORDER BY id;
SELECT n FROM (SELECT unnest(ARRAY[3, 1, 2]) AS n) s ORDER BY n;
SELECT e.x, e.n * 2 FROM unnest(ARRAY['a', 'b']) WITH ORDINALITY AS e(x, n) ORDER BY e.n DESC;
-- unnest of a column, in FROM (a comma, LATERAL, JOIN ... ON, LEFT JOIN keeping rows without elements) and in a select list:
-- a row for each element, in order, rows with empty or NULL arrays gone (kept once with NULL by a LEFT JOIN).
SELECT id, t FROM tagged, unnest(tags) t ORDER BY id, t;
SELECT tagged.id, u.tag, u.n FROM tagged CROSS JOIN LATERAL unnest(tagged.tags) WITH ORDINALITY AS u(tag, n) ORDER BY 1, 3;
SELECT id, x FROM tagged LEFT JOIN LATERAL unnest(nums) AS x ON true ORDER BY 1, 2;
SELECT id, x FROM tagged LEFT JOIN unnest(tags) AS x ON x <> 'a' ORDER BY 1, 2;
SELECT id, x FROM tagged JOIN unnest(tags) AS x ON x <> 'a' ORDER BY 1, 2;
SELECT a.id, b.id, x FROM tagged a, tagged b, unnest(b.nums) x WHERE a.id = 1 AND x > 2 ORDER BY 2, 3;
SELECT * FROM tagged, unnest(nums) AS n WHERE id < 3 ORDER BY id, n;
SELECT id, u.a, u.b FROM tagged, unnest(tags, nums) AS u(a, b) ORDER BY 1, 3, 2;
SELECT count(*), count(DISTINCT t) FROM tagged, unnest(tags) t;
SELECT t, count(*) FROM tagged, unnest(tags) t GROUP BY t ORDER BY 1;
SELECT id, (SELECT string_agg(x, '/' ORDER BY x) FROM unnest(tagged.tags) x) FROM tagged ORDER BY id;
SELECT id, unnest(tags) FROM tagged ORDER BY 1, 2;
SELECT id, unnest(nums) AS n, unnest(tags) FROM tagged ORDER BY 1, 2;
SELECT DISTINCT unnest(nums) FROM tagged ORDER BY 1;
SELECT unnest(nums) FROM tagged WHERE id > 1 ORDER BY 1 DESC LIMIT 3;
SELECT id, generate_subscripts(tags, 1) FROM tagged ORDER BY 1, 2;
SELECT u.* FROM tagged, unnest(tags) WITH ORDINALITY AS u(tag, n) ORDER BY 1, 2;
SELECT a.id, t, n FROM tagged a, unnest(a.tags) t, generate_series(1, 2) n ORDER BY 1, 2, 3;
SELECT a.id, t, b.id FROM tagged a, unnest(a.tags) t, tagged b WHERE b.id = a.id ORDER BY 1, 2;
SELECT id, upper(unnest(tags)) FROM tagged ORDER BY 1, 2;
-- grouped by the set-returning function itself (its position, or the call again): expanded before grouping, as PostgreSQL does.
SELECT unnest(tags) t, count(*) FROM tagged GROUP BY 1 ORDER BY 1;
SELECT unnest(nums) n, count(*), min(id) FROM tagged GROUP BY 1 HAVING count(*) >= 1 ORDER BY 1;
SELECT count(*), unnest(tags) FROM tagged WHERE id < 3 GROUP BY unnest(tags) ORDER BY 2;
-- a subquery without FROM over the outer row's array.
SELECT id FROM tagged WHERE 'b' IN (SELECT unnest(tags)) ORDER BY 1;
SELECT id FROM tagged WHERE EXISTS (SELECT unnest(tags)) ORDER BY 1;
SELECT id FROM tagged WHERE 3 NOT IN (SELECT unnest(nums)) ORDER BY 1;
SELECT id, ARRAY(SELECT unnest(tags) ORDER BY 1 DESC) FROM tagged ORDER BY 1;
-- refused on both: PostgreSQL says 0A000, the engine 42803 (an aggregate's argument) or 42000, never 0A000.
SELECT count(unnest(tags)) FROM tagged;
SELECT coalesce(unnest(tags), 'z') FROM tagged;
SELECT CASE WHEN id > 1 THEN unnest(tags) END FROM tagged;
SELECT id, x FROM tagged RIGHT JOIN unnest(tags) x ON true;
-- grouped by a name: PostgreSQL reads a column so named first, which the engine's rewrite cannot tell; refused.
SELECT unnest(tags) AS tags, count(*) FROM tagged GROUP BY tags ORDER BY 1;
-- generate_series WITH ORDINALITY: columns named after the alias (or the function) and ordinality, a bigint.
SELECT * FROM generate_series(5, 7) WITH ORDINALITY;
SELECT g.v, g.n FROM generate_series(10, 1, -3) WITH ORDINALITY AS g(v, n) ORDER BY g.n;
SELECT s, ordinality FROM generate_series(1, 3) WITH ORDINALITY s;
-- Multidimensional arrays.
SELECT ARRAY[[1,2],[3,4]], (ARRAY[[1,2],[3,4]])[2][1], array_dims(ARRAY[[1,2],[3,4]]);
SELECT '{"a": {"b": 1}}'::jsonb#>>'{a,b}', '{"a": 2}'::jsonb->>'a', '{"a": 2}'::jsonb->'a';
SELECT '[1,5)'::int4range;
-- The C and POSIX collations order by code points, as the engine orders every string: the clause goes, in a column's definition too.
CREATE TABLE collated (id int PRIMARY KEY, s text COLLATE "C", t varchar(10));
INSERT INTO collated VALUES (1, 'b', 'B'), (2, 'a', 'a'), (3, 'B', 'é'), (4, 'é', 'e');
SELECT id FROM collated ORDER BY s COLLATE "C", id;
SELECT id FROM collated WHERE t COLLATE "POSIX" < 'b' ORDER BY t COLLATE "C" DESC, id;
SELECT max(t COLLATE "C"), min(s) FROM collated;
-- A table or materialized view made of a query reports its rows (PostgreSQL's tag SELECT n), none WITH NO DATA.
CREATE TABLE cheap_products AS SELECT id, name, price FROM products WHERE price < 20;
CREATE MATERIALIZED VIEW product_counts AS SELECT category, count(*) AS n FROM products GROUP BY category;
SELECT category, n FROM product_counts ORDER BY category NULLS LAST;
CREATE TABLE product_shape AS SELECT * FROM products WITH NO DATA;
SELECT count(*) FROM product_shape;
-- PostgreSQL 15's lexer: a number run into a name is trailing junk (H2 read 0x1F as 31 and 1_000 as 1000).
SELECT 0x1F;
SELECT 0b101;
SELECT 0o17;
SELECT 1_000;
SELECT 1e;
SELECT 1e+;
SELECT 2abc;
SELECT 1.5e3x;
SELECT 1.5e3, .5, 1., 1.e2, 3e-2, 3E+2;
SELECT 1 AS x1f, 'x' AS "0x1F";
-- Arrays compare and sort as in PostgreSQL: a NULL element equals a NULL one and comes after every other value (H2 compared
-- them as rows: a NULL element made = unknown, and sorted first).
SELECT ARRAY[1,NULL] = ARRAY[1,NULL], ARRAY[1,NULL] <> ARRAY[1,NULL], ARRAY[1,2] = ARRAY[1,NULL], ARRAY[NULL]::int[] = ARRAY[NULL]::int[];
SELECT ARRAY[1,NULL] < ARRAY[1,2], ARRAY[1,NULL] > ARRAY[1,2], ARRAY[NULL,1] < ARRAY[1,1], ARRAY[1,2] <= ARRAY[1,NULL], ARRAY[NULL,1] >= ARRAY[1,1];
SELECT ARRAY[1,2] = ARRAY[1,2,3], ARRAY[1,2] < ARRAY[1,2,3], ARRAY[2] > ARRAY[1,2,3], ARRAY[]::int[] < ARRAY[NULL]::int[], NULL::int[] = ARRAY[1];
SELECT ARRAY['a',NULL] = ARRAY['a',NULL]::text[], '{1,NULL}'::int[] <> '{1,NULL}'::int[], CASE WHEN ARRAY[1,NULL] = ARRAY[1,NULL] THEN 'eq' ELSE 'ne' END;
SELECT x FROM (VALUES (ARRAY[1,NULL]), (ARRAY[1,2])) t(x) WHERE x = ARRAY[1,NULL];
CREATE TABLE arrnull (id int PRIMARY KEY, n int[], t text[]);
INSERT INTO arrnull VALUES (1, '{1,NULL}', '{a,NULL}'), (2, '{1,2}', '{a,b}'), (3, '{NULL,1}', '{NULL}'), (4, NULL, NULL), (5, '{}', '{}'), (6, '{1}', '{a}'), (7, '{1,NULL}', '{a,NULL}');
SELECT id, n = ARRAY[1,NULL], n < ARRAY[1,2], n FROM arrnull ORDER BY id;
SELECT id FROM arrnull WHERE n = '{1,NULL}' ORDER BY id;
SELECT id FROM arrnull WHERE '{1,NULL}' <> n ORDER BY id;
SELECT id FROM arrnull WHERE n > '{1,2}' ORDER BY id;
SELECT id FROM arrnull WHERE t = '{a,NULL}' ORDER BY id;
SELECT id FROM arrnull WHERE n = '{1,NULL}'::int[] ORDER BY id;
SELECT n, count(*) FROM arrnull GROUP BY n ORDER BY n;
SELECT DISTINCT n FROM arrnull ORDER BY n;
SELECT DISTINCT n FROM arrnull ORDER BY n DESC;
SELECT id, n FROM arrnull ORDER BY n, id;
SELECT id, n FROM arrnull ORDER BY n DESC, id;
SELECT id, t FROM arrnull ORDER BY t NULLS FIRST, id;
SELECT a.id, b.id FROM arrnull a JOIN arrnull b ON a.n = b.n ORDER BY 1, 2;
SELECT a.id, b.id FROM arrnull a JOIN arrnull b ON a.n < b.n WHERE a.id = 1 ORDER BY 2;
SELECT count(DISTINCT n) FROM arrnull;
SELECT id, row_number() OVER (ORDER BY n, id) FROM arrnull ORDER BY id;
SELECT id, rank() OVER (PARTITION BY n ORDER BY id) FROM arrnull ORDER BY id;
SELECT array_agg(n ORDER BY n) FROM arrnull WHERE id < 3;
SELECT id FROM arrnull WHERE n IN (SELECT n FROM arrnull WHERE id = 1) ORDER BY id;
SELECT id FROM arrnull WHERE n NOT IN (SELECT n FROM arrnull WHERE id IN (1, 2)) ORDER BY id;
SELECT id FROM arrnull WHERE t IN (SELECT t FROM arrnull WHERE id = 1) ORDER BY id;
SELECT max(n), min(n) FROM arrnull;
