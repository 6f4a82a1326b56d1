-- Joins of every kind: inner, outer (left, right, full), cross, natural, USING, self, lateral,
-- semi and anti joins, joins over derived tables and VALUES; their errors; a multi-way join of unindexed tables.
CREATE TABLE departments (id int PRIMARY KEY, name text NOT NULL, location text);
CREATE TABLE employees (id int PRIMARY KEY, name text NOT NULL, dept_id int REFERENCES departments (id), manager_id int, salary numeric(10, 2));
CREATE TABLE projects (id int PRIMARY KEY, title text, dept_id int);
CREATE TABLE assignments (employee_id int, project_id int, hours int);
INSERT INTO departments VALUES (1, 'eng', 'berlin'), (2, 'ops', 'paris'), (3, 'sales', NULL), (4, 'legal', 'rome');
INSERT INTO employees VALUES (1, 'ann', 1, NULL, 9000), (2, 'bob', 1, 1, 7000), (3, 'cid', 2, 1, 6500), (4, 'dee', 2, 3, 6000), (5, 'eve', NULL, 1, 5000), (6, 'fay', 3, 3, NULL);
INSERT INTO projects VALUES (10, 'api', 1), (11, 'infra', 2), (12, 'web', 1), (13, 'orphan', 9);
INSERT INTO assignments VALUES (1, 10, 20), (2, 10, 15), (2, 12, 5), (3, 11, 30), (4, 11, NULL), (9, 10, 1);
SELECT e.name, d.name FROM employees e JOIN departments d ON d.id = e.dept_id ORDER BY e.id;
SELECT e.name, d.name FROM employees e INNER JOIN departments d ON d.id = e.dept_id AND d.location = 'paris' ORDER BY e.id;
SELECT e.name, d.name FROM employees e LEFT JOIN departments d ON d.id = e.dept_id ORDER BY e.id;
SELECT e.name, d.name FROM employees e LEFT OUTER JOIN departments d ON d.id = e.dept_id AND d.id > 1 ORDER BY e.id;
SELECT e.name, d.name FROM employees e RIGHT JOIN departments d ON d.id = e.dept_id ORDER BY d.id, e.id;
SELECT e.name, d.name FROM employees e FULL OUTER JOIN departments d ON d.id = e.dept_id ORDER BY d.id, e.id;
SELECT e.name, d.name FROM employees e FULL JOIN departments d ON d.id = e.dept_id WHERE e.id IS NULL OR d.id IS NULL;
SELECT p.title, d.name FROM projects p FULL JOIN departments d ON p.dept_id = d.id ORDER BY p.id, d.id;
SELECT count(*) FROM employees CROSS JOIN departments;
SELECT e.name, d.name FROM employees e, departments d WHERE e.dept_id = d.id AND d.name = 'eng' ORDER BY e.id;
-- Anti and semi joins.
SELECT d.name FROM departments d LEFT JOIN employees e ON e.dept_id = d.id WHERE e.id IS NULL;
SELECT d.name FROM departments d WHERE NOT EXISTS (SELECT 1 FROM employees e WHERE e.dept_id = d.id);
SELECT d.name FROM departments d WHERE EXISTS (SELECT 1 FROM employees e WHERE e.dept_id = d.id AND e.salary > 6000) ORDER BY d.id;
SELECT name FROM departments WHERE id NOT IN (SELECT dept_id FROM employees);
SELECT name FROM departments WHERE id NOT IN (SELECT dept_id FROM employees WHERE dept_id IS NOT NULL);
-- Self joins: the manager of each employee.
SELECT e.name, m.name AS manager FROM employees e LEFT JOIN employees m ON m.id = e.manager_id ORDER BY e.id;
SELECT m.name, count(e.id) FROM employees m JOIN employees e ON e.manager_id = m.id GROUP BY m.name ORDER BY m.name;
-- USING and NATURAL: the merged column appears once.
CREATE TABLE a (id int, x text);
CREATE TABLE b (id int, y text);
INSERT INTO a VALUES (1, 'a1'), (2, 'a2'), (NULL, 'a-null');
INSERT INTO b VALUES (2, 'b2'), (3, 'b3'), (NULL, 'b-null');
SELECT * FROM a JOIN b USING (id);
SELECT * FROM a LEFT JOIN b USING (id) ORDER BY x;
SELECT * FROM a FULL JOIN b USING (id) ORDER BY id, x, y;
SELECT id, x, y FROM a FULL JOIN b USING (id) ORDER BY id NULLS FIRST, x, y;
SELECT * FROM a NATURAL JOIN b;
SELECT * FROM a NATURAL LEFT JOIN b ORDER BY x;
SELECT a.id, b.id FROM a JOIN b ON a.id IS NOT DISTINCT FROM b.id ORDER BY a.x;
-- The merged column named alone: the left table's for inner and left joins, the right one's for a right join.
SELECT id, x, y FROM a JOIN b USING (id) WHERE id > 1;
SELECT id, x FROM a LEFT JOIN b USING (id) ORDER BY id NULLS FIRST, x;
SELECT id, y FROM a RIGHT JOIN b USING (id) WHERE id IS NOT NULL ORDER BY id;
SELECT id, count(*) FROM a RIGHT JOIN b USING (id) GROUP BY id ORDER BY id;
SELECT id AS k, x label FROM a LEFT JOIN b USING (id) ORDER BY id, x;
SELECT x AS id FROM a JOIN b USING (id) ORDER BY id;
SELECT id FROM a x RIGHT JOIN b z USING (id) WHERE id IN (SELECT id FROM a) ORDER BY id;
SELECT * FROM a RIGHT JOIN b USING (id) WHERE id > 1 ORDER BY id;
SELECT * FROM a JOIN b USING (id) RIGHT JOIN a a2 USING (id) ORDER BY 1, 2;
-- Multi-way joins, joins with aggregates, derived tables and VALUES.
SELECT e.name, p.title, a.hours FROM employees e JOIN assignments a ON a.employee_id = e.id JOIN projects p ON p.id = a.project_id ORDER BY e.id, p.id;
SELECT d.name, sum(a.hours) FROM departments d JOIN employees e ON e.dept_id = d.id LEFT JOIN assignments a ON a.employee_id = e.id GROUP BY d.name ORDER BY d.name;
SELECT d.name, coalesce(sum(e.salary), 0) AS payroll FROM departments d LEFT JOIN employees e ON e.dept_id = d.id GROUP BY d.id, d.name ORDER BY payroll DESC, d.name;
SELECT e.name, t.total FROM employees e JOIN (SELECT employee_id, sum(hours) AS total FROM assignments GROUP BY employee_id) t ON t.employee_id = e.id ORDER BY e.id;
SELECT e.name, v.label FROM employees e JOIN (VALUES (1, 'founder'), (3, 'lead')) AS v (id, label) ON v.id = e.id ORDER BY e.id;
SELECT e.name, d.name FROM employees e JOIN departments d ON e.dept_id = d.id OR e.manager_id IS NULL ORDER BY e.id, d.id;
SELECT e.name, p.title FROM employees e JOIN projects p ON p.dept_id = e.dept_id AND e.salary BETWEEN 6000 AND 8000 ORDER BY e.id, p.id;
SELECT e1.name, e2.name FROM employees e1 JOIN employees e2 ON e1.salary < e2.salary AND e2.dept_id = e1.dept_id ORDER BY e1.id, e2.id;
SELECT d.name, e.name FROM departments d LEFT JOIN (employees e JOIN assignments a ON a.employee_id = e.id) ON e.dept_id = d.id ORDER BY d.id, e.id, a.project_id;
-- A comma after a join starts a join tree of its own and hides nothing from the join's ON before it.
SELECT e.name, d.name, p.title FROM employees e JOIN departments d ON d.id = e.dept_id, projects p WHERE p.dept_id = d.id ORDER BY 1, 3;
-- LATERAL: top-N per group and a correlated derived table.
SELECT d.name, top.name, top.salary FROM departments d CROSS JOIN LATERAL (SELECT e.name, e.salary FROM employees e WHERE e.dept_id = d.id ORDER BY e.salary DESC LIMIT 1) top ORDER BY d.id;
SELECT d.name, top.name FROM departments d LEFT JOIN LATERAL (SELECT e.name FROM employees e WHERE e.dept_id = d.id ORDER BY e.salary DESC LIMIT 1) top ON true ORDER BY d.id;
SELECT e.name, x.doubled FROM employees e, LATERAL (SELECT e.salary * 2 AS doubled) x WHERE e.id <= 2 ORDER BY e.id;
-- Errors: ambiguous columns, missing FROM entries, a join condition on a later table.
SELECT id FROM employees e JOIN departments d ON d.id = e.dept_id;
SELECT employees.name FROM employees e;
SELECT e.name FROM employees e JOIN departments d ON d.id = p.dept_id JOIN projects p ON p.id = 10;
SELECT * FROM a JOIN b USING (nope);
SELECT e.name FROM employees e JOIN departments d ON d.name = e.id;
SELECT e.name FROM employees e JOIN departments d;
-- A multi-way join of unindexed tables of a few thousand rows (issue 16, section 3).
CREATE TABLE big_a (id int, k int);
CREATE TABLE big_b (id int, k int);
CREATE TABLE big_c (id int, k int);
CREATE TABLE digits (d int);
INSERT INTO digits VALUES (0), (1), (2), (3), (4), (5), (6), (7), (8), (9);
INSERT INTO big_a SELECT n, n % 50 FROM (SELECT a.d * 1000 + b.d * 100 + c.d * 10 + e.d + 1 AS n FROM digits a, digits b, digits c, digits e WHERE a.d < 2) s;
INSERT INTO big_b SELECT id, id % 40 FROM big_a;
INSERT INTO big_c SELECT id, id % 30 FROM big_a;
INSERT INTO big_a SELECT g + 2000, g % 50 FROM generate_series(1, 10) g;
SELECT count(*) FROM big_a a JOIN big_b b ON b.id = a.id JOIN big_c c ON c.id = b.id WHERE a.k = 7;
SELECT count(*), sum(a.k + b.k + c.k) FROM big_a a JOIN big_b b ON b.id = a.id JOIN big_c c ON c.id = a.id;
-- LATERAL subqueries of at most one row per row (issue 16, section 3).
SELECT d.name, s.total, s.n FROM departments d, LATERAL (SELECT sum(e.salary) AS total, count(*) AS n FROM employees e WHERE e.dept_id = d.id) s ORDER BY d.id;
SELECT d.name FROM departments d JOIN LATERAL (SELECT e.salary FROM employees e WHERE e.dept_id = d.id ORDER BY e.salary LIMIT 1) low ON true WHERE low.salary > 6000 ORDER BY d.name;
