-- Aggregates: result types, NULL handling, empty inputs, GROUP BY/HAVING, FILTER, ordered and
-- distinct aggregates, string_agg/array_agg, grouping sets; and the errors of misplaced aggregates.
CREATE TABLE sales (id int PRIMARY KEY, region text, rep text, amount numeric(10, 2), units int, big bigint, ratio float8, sold date, returned boolean);
INSERT INTO sales VALUES (1, 'north', 'ann', 100.00, 2, 10, 0.5, DATE '2024-01-05', false), (2, 'north', 'bob', 250.50, 5, 20, 1.5, DATE '2024-01-20', false), (3, 'south', 'cid', 75.25, 1, 30, NULL, DATE '2024-02-01', true), (4, 'south', 'ann', NULL, 3, NULL, 2.0, DATE '2024-02-14', false), (5, 'east', 'dee', 500.00, 10, 50, 0.25, NULL, NULL), (6, NULL, 'eve', 20.00, NULL, 60, 3.0, DATE '2024-03-01', true), (7, 'north', 'ann', 100.00, 2, 70, 0.5, DATE '2024-03-02', false), (8, 'east', NULL, 0.99, 1, 80, 1.0, DATE '2024-03-03', false);
CREATE TABLE empty_t (n int, s text);
SELECT count(*), count(amount), count(DISTINCT rep), count(region) FROM sales;
SELECT sum(units), sum(big), sum(amount), sum(ratio) FROM sales;
SELECT avg(units), avg(big), avg(amount), avg(ratio) FROM sales;
SELECT min(amount), max(amount), min(rep), max(rep), min(sold), max(sold) FROM sales;
SELECT count(*), sum(n), avg(n), min(s), max(n) FROM empty_t;
SELECT sum(units) FROM sales WHERE false;
SELECT count(*) FROM empty_t HAVING count(*) > 0;
SELECT avg(x), sum(x) / count(x) FROM (VALUES (1), (2)) v (x);
-- GROUP BY and HAVING.
SELECT region, count(*), sum(amount) FROM sales GROUP BY region ORDER BY region;
SELECT region, rep, sum(units) FROM sales GROUP BY region, rep ORDER BY region NULLS FIRST, rep NULLS FIRST;
SELECT region, count(*) FROM sales GROUP BY 1 HAVING count(*) > 1 ORDER BY 1;
SELECT region, sum(amount) AS total FROM sales GROUP BY region HAVING sum(amount) > 100 ORDER BY total DESC;
SELECT extract(month FROM sold) AS m, count(*) FROM sales GROUP BY extract(month FROM sold) ORDER BY m NULLS LAST;
SELECT upper(rep) AS r, count(*) FROM sales GROUP BY r ORDER BY r;
SELECT count(*) FROM sales HAVING sum(units) > 10;
SELECT region FROM sales GROUP BY region HAVING bool_or(returned) ORDER BY region;
SELECT DISTINCT count(*) FROM sales GROUP BY region;
-- FILTER and conditional aggregation.
SELECT count(*) FILTER (WHERE returned), count(*) FILTER (WHERE NOT returned), sum(amount) FILTER (WHERE region = 'north') FROM sales;
SELECT region, count(*) FILTER (WHERE amount > 50) AS large, avg(units) FILTER (WHERE units > 1) FROM sales GROUP BY region ORDER BY region;
SELECT sum(CASE WHEN returned THEN 1 ELSE 0 END), sum(CASE WHEN returned THEN amount END) FROM sales;
-- Boolean, statistical and ordered-set aggregates.
SELECT bool_and(returned), bool_or(returned), every(units > 0) FROM sales;
SELECT region, bool_and(amount > 50) FROM sales WHERE region IS NOT NULL GROUP BY region ORDER BY region;
SELECT stddev_samp(units), var_pop(units), round(stddev(amount), 4) FROM sales;
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY units), percentile_disc(0.5) WITHIN GROUP (ORDER BY units) FROM sales;
SELECT mode() WITHIN GROUP (ORDER BY rep) FROM sales;
SELECT corr(amount, units), covar_pop(units, ratio), covar_samp(amount, id), regr_slope(amount, units), regr_intercept(amount, units), regr_r2(ratio, id) FROM sales;
SELECT regr_count(amount, ratio), regr_avgx(units, ratio), regr_avgy(units, big), regr_sxx(amount, units), regr_syy(amount, units), regr_sxy(amount, units) FROM sales;
SELECT region, corr(big, units), covar_samp(units, ratio) FROM sales GROUP BY region ORDER BY region;
SELECT percentile_disc(0.5) WITHIN GROUP (ORDER BY units), mode() WITHIN GROUP (ORDER BY region), avg(units) OVER w FROM sales GROUP BY units WINDOW w AS (ORDER BY units) ORDER BY 3, 1;
SELECT bit_and(units), bit_or(units) FROM sales;
-- string_agg and array_agg, ordered, distinct, with NULLs (issue 16, section 2).
SELECT string_agg(rep, ',' ORDER BY rep) FROM sales;
SELECT region, string_agg(rep, '|' ORDER BY id) FILTER (WHERE units > 1), array_agg(units ORDER BY units DESC NULLS LAST) FILTER (WHERE amount IS NOT NULL) FROM sales GROUP BY region ORDER BY region;
SELECT region, string_agg(rep, '; ' ORDER BY id DESC) FROM sales GROUP BY region ORDER BY region;
SELECT string_agg(DISTINCT rep, ',' ORDER BY rep) FROM sales;
SELECT array_agg(units ORDER BY id) FROM sales;
SELECT array_agg(DISTINCT region) FROM sales;
SELECT array_agg(DISTINCT rep ORDER BY rep) FROM sales;
SELECT array_agg(region ORDER BY region NULLS FIRST) FROM sales WHERE id <= 6;
SELECT string_agg(units::text, '-') FROM (SELECT units FROM sales ORDER BY id) s;
SELECT array_agg(n) FROM empty_t;
SELECT count(DISTINCT (region, rep)), count(DISTINCT region || rep) FROM sales;
-- GROUPING SETS, ROLLUP, CUBE.
SELECT region, rep, sum(units) FROM sales WHERE region IS NOT NULL GROUP BY ROLLUP (region, rep) ORDER BY region, rep;
SELECT region, sum(units), grouping(region) FROM sales WHERE region IS NOT NULL GROUP BY GROUPING SETS ((region), ()) ORDER BY region;
SELECT region, returned, count(*) FROM sales WHERE region IS NOT NULL AND returned IS NOT NULL GROUP BY CUBE (region, returned) ORDER BY region, returned;
-- Aggregates in subqueries and joins; an outer-level aggregate inside a subquery (issue 16, section 2).
SELECT rep, total FROM (SELECT rep, sum(amount) AS total FROM sales GROUP BY rep) t WHERE total > 100 ORDER BY rep;
SELECT id FROM sales WHERE amount > (SELECT avg(amount) FROM sales) ORDER BY id;
SELECT (SELECT max(s.units)) FROM sales s;
SELECT (SELECT sum(s.units) FROM (VALUES (1)) v (x)) FROM sales s;
SELECT region, (SELECT count(*) FROM sales s2 WHERE s2.region = s1.region) FROM sales s1 GROUP BY region ORDER BY region;
SELECT max(cnt) FROM (SELECT count(*) AS cnt FROM sales GROUP BY rep) c;
-- Errors.
SELECT region, rep, count(*) FROM sales GROUP BY region;
SELECT id FROM sales WHERE sum(units) > 3;
SELECT max(count(*)) FROM sales;
SELECT sum(rep) FROM sales;
SELECT avg(returned) FROM sales;
SELECT region FROM sales GROUP BY nope;
SELECT sum(units) / 0 FROM sales;
SELECT count(*) FROM sales GROUP BY 5;
-- Statistics of floats and integers as PostgreSQL computes them; ROLLUP with HAVING; distinct string_agg's order.
SELECT stddev(ratio), var_pop(ratio), variance(big), stddev_pop(amount) FROM sales;
SELECT region, sum(units), grouping(region) FROM sales WHERE region IS NOT NULL GROUP BY ROLLUP (region) HAVING sum(units) > 5 ORDER BY 1;
SELECT string_agg(DISTINCT rep, ',') FROM sales;
CREATE TABLE tenths (id int, v float8, r real);
INSERT INTO tenths VALUES (1, 0.1, 0.1), (2, 0.1, 0.1), (3, 0.1, 0.1), (4, 0.1, 0.1), (5, 0.1, 0.1), (6, 0.1, 0.1), (7, 0.1, 0.1), (8, 0.1, 0.1), (9, 0.1, 0.1), (10, 0.1, 0.1);
SELECT sum(v), sum(r)::text, sum(v::float8), sum(t.v) FILTER (WHERE id > 5) FROM tenths t;
SELECT id, sum(v) OVER (ORDER BY id) FROM tenths WHERE id < 4 ORDER BY id;
SELECT array_agg(x ORDER BY x)::text, (array_agg(n ORDER BY n))::text FROM (VALUES ('a b', 1.5::float8), ('c', NULL), ('', 1e-7::float8)) v(x, n);
SELECT percentile_cont(0.5) WITHIN GROUP (ORDER BY x), percentile_cont(0.25) WITHIN GROUP (ORDER BY y DESC), percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FILTER (WHERE x < 0.5), percentile_cont(0.5) WITHIN GROUP (ORDER BY x) FILTER (WHERE x > 5) FROM (VALUES (0.1::float8, 1.50), (0.2, 2.25), (NULL, 10), (0.7, NULL)) v(x, y);
-- A column neither grouped nor aggregated is refused whatever the data, as PostgreSQL refuses it at analysis (issue 24: H2 answered
-- while each group held one value); a table whose primary key GROUP BY holds gives all its columns.
CREATE TABLE one_each (id int, v int);
INSERT INTO one_each VALUES (1, 1), (2, 2);
SELECT id, v FROM one_each GROUP BY v;
SELECT count(*), id FROM one_each WHERE id = 1;
SELECT v, max(id) FROM one_each GROUP BY v HAVING id > 0;
SELECT v FROM one_each GROUP BY v ORDER BY id;
SELECT o.id FROM one_each o GROUP BY o.v;
SELECT s.id, o.v FROM sales s JOIN one_each o ON o.id = s.id GROUP BY s.id;
SELECT id, region, rep, amount FROM sales GROUP BY id ORDER BY id;
SELECT s.id, s.rep, count(o.v) FROM sales s LEFT JOIN one_each o ON o.id = s.id GROUP BY s.id ORDER BY s.id;
SELECT v AS id, count(*) FROM one_each GROUP BY v ORDER BY id;
