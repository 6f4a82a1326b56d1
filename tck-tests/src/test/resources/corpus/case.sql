-- CASE (simple and searched), COALESCE, NULLIF, GREATEST, LEAST: results, result types, NULLs,
-- evaluation order, and type errors.
CREATE TABLE tickets (id int PRIMARY KEY, status text, priority int, estimate numeric(6, 1), assignee text, due date);
INSERT INTO tickets VALUES (1, 'open', 1, 2.5, 'ann', DATE '2024-05-01'), (2, 'closed', 3, NULL, NULL, NULL), (3, 'open', 2, 8, 'bob', DATE '2024-04-15'), (4, NULL, NULL, 0, 'ann', DATE '2024-06-30'), (5, 'blocked', 1, 13, NULL, DATE '2024-04-01'), (6, 'open', 0, 1, 'cid', NULL);
SELECT id, CASE status WHEN 'open' THEN 'O' WHEN 'closed' THEN 'C' ELSE '?' END FROM tickets ORDER BY id;
SELECT id, CASE WHEN priority = 1 THEN 'high' WHEN priority = 2 THEN 'mid' WHEN priority >= 3 THEN 'low' END FROM tickets ORDER BY id;
SELECT id, CASE status WHEN NULL THEN 'null matched' ELSE 'no match' END FROM tickets ORDER BY id;
SELECT id, CASE WHEN status IS NULL THEN 'none' ELSE status END FROM tickets ORDER BY id;
SELECT id, CASE WHEN priority > 1 THEN 'a' WHEN priority > 0 THEN 'b' ELSE 'c' END FROM tickets ORDER BY id;
SELECT id, CASE WHEN status = 'open' THEN CASE WHEN assignee IS NULL THEN 'unassigned' ELSE 'working' END ELSE 'idle' END FROM tickets ORDER BY id;
-- Result types: integer and numeric give numeric; literals alone give text; NULL branches.
SELECT CASE WHEN true THEN 1 ELSE 2.5 END;
SELECT CASE WHEN false THEN 1 ELSE 2.5 END;
SELECT CASE WHEN true THEN 'x' ELSE 'y' END;
SELECT CASE WHEN true THEN NULL ELSE 1 END;
SELECT CASE WHEN false THEN 1 END;
SELECT CASE WHEN true THEN 1 ELSE 9000000000 END;
SELECT CASE WHEN true THEN 1.5::float8 ELSE 2 END;
SELECT CASE 1 WHEN 1.0 THEN 'numeric match' ELSE 'none' END;
SELECT CASE WHEN true THEN DATE '2024-01-01' ELSE NULL END;
SELECT CASE WHEN true THEN 1 ELSE 'a' END;
SELECT CASE WHEN id > 2 THEN priority ELSE status END FROM tickets;
SELECT CASE WHEN true THEN true ELSE 'maybe' END;
-- Evaluation: a branch not taken does not fail.
SELECT id, CASE WHEN priority = 0 THEN NULL ELSE 10 / priority END FROM tickets WHERE priority IS NOT NULL ORDER BY id;
SELECT CASE WHEN 1 = 1 THEN 1 ELSE 1 / 0 END;
SELECT id FROM tickets WHERE CASE WHEN priority = 0 THEN false ELSE 6 / priority > 2 END ORDER BY id;
SELECT id, 10 / priority FROM tickets WHERE priority IS NOT NULL ORDER BY id;
-- CASE in WHERE, ORDER BY, GROUP BY, aggregates, UPDATE.
SELECT id FROM tickets WHERE CASE WHEN status = 'open' THEN priority <= 1 ELSE false END ORDER BY id;
SELECT id, status FROM tickets ORDER BY CASE status WHEN 'blocked' THEN 0 WHEN 'open' THEN 1 ELSE 2 END, id;
SELECT CASE WHEN estimate IS NULL THEN 'unknown' WHEN estimate < 5 THEN 'small' ELSE 'large' END AS size, count(*) FROM tickets GROUP BY 1 ORDER BY 1;
SELECT sum(CASE WHEN status = 'open' THEN 1 ELSE 0 END) AS open, sum(CASE WHEN status = 'open' THEN 0 ELSE 1 END) AS other FROM tickets;
SELECT count(CASE WHEN assignee IS NOT NULL THEN 1 END), avg(CASE WHEN priority > 0 THEN estimate END) FROM tickets;
SELECT id, CASE WHEN EXISTS (SELECT 1 FROM tickets t2 WHERE t2.assignee = t.assignee AND t2.id <> t.id) THEN 'shared' ELSE 'solo' END FROM tickets t ORDER BY id;
SELECT id, CASE WHEN assignee LIKE 'a%' THEN 'a-team' WHEN assignee IN ('bob', 'cid') THEN 'b-team' END FROM tickets ORDER BY id;
SELECT id, CASE (SELECT max(priority) FROM tickets) WHEN priority THEN 'max' ELSE '' END FROM tickets ORDER BY id;
UPDATE tickets SET status = CASE WHEN due < DATE '2024-04-20' THEN 'late' ELSE status END;
SELECT id, status FROM tickets ORDER BY id;
-- COALESCE and NULLIF.
SELECT id, COALESCE(assignee, 'nobody'), COALESCE(estimate, 0), COALESCE(NULL, due, DATE '2000-01-01') FROM tickets ORDER BY id;
SELECT COALESCE(NULL, NULL), COALESCE(NULL, 1, 2), COALESCE(1, 2.5), COALESCE(NULL::int, NULL::int);
SELECT id, NULLIF(priority, 1), NULLIF(status, 'open'), NULLIF(estimate, 0) FROM tickets ORDER BY id;
SELECT id, 10 / NULLIF(priority, 0) FROM tickets ORDER BY id;
SELECT NULLIF(1, 1.0), NULLIF('a', 'b'), NULLIF(NULL, 1);
SELECT COALESCE(priority, 'none') FROM tickets;
SELECT COALESCE(priority, assignee) FROM tickets;
SELECT COALESCE(1, 'a');
SELECT COALESCE('a', 1);
-- GREATEST and LEAST ignore NULLs unless all are NULL.
SELECT GREATEST(1, 5, 3), LEAST(1, 5, 3), GREATEST(1, NULL, 3), LEAST(NULL, 2), GREATEST(NULL, NULL);
SELECT id, GREATEST(priority, estimate), LEAST(due, DATE '2024-05-01') FROM tickets ORDER BY id;
SELECT GREATEST('apple', 'pear', 'fig'), LEAST('b', 'a', NULL), GREATEST(1, 2.5, 2);
SELECT GREATEST(1, 'x');
-- Type names, casts and CASE together.
SELECT id, CASE WHEN priority IS NULL THEN '-' ELSE priority::text END FROM tickets ORDER BY id;
SELECT id, CAST(CASE WHEN estimate > 5 THEN estimate * 2 ELSE estimate END AS int) FROM tickets ORDER BY id;
SELECT CASE WHEN x > 0 THEN 'pos' WHEN x < 0 THEN 'neg' ELSE 'zero' END FROM (VALUES (-2), (0), (3), (NULL::int)) v (x);
SELECT CASE x WHEN 1 THEN 'one' WHEN 2 THEN 'two' END, count(*) FROM (VALUES (1), (1), (2), (3)) v (x) GROUP BY 1;
SELECT CASE WHEN nope THEN 1 END FROM tickets;
SELECT CASE WHEN priority THEN 1 END FROM tickets;
SELECT CASE WHEN 'abc'::int > 0 THEN 1 END;
-- A CASE of date and timestamp literals is a timestamp (a timestamptz with one among them), whichever branch H2's folding of a
-- constant condition keeps (it was the date, typed date).
SET TIME ZONE 'Europe/Paris';
SELECT CASE WHEN true THEN date '2024-01-01' ELSE timestamp '2024-01-01 10:00' END, CASE WHEN false THEN date '2024-01-01' ELSE timestamp '2024-01-01 10:00' END;
SELECT CASE WHEN 1 = 1 THEN date '2024-07-01' WHEN 1 = 2 THEN timestamp '2024-01-01 10:00' ELSE timestamp with time zone '2024-01-01 10:00+00' END;
SELECT CASE WHEN x THEN date '2024-01-01' ELSE timestamptz '2024-01-01 10:00+00' END FROM (VALUES (true), (false)) v(x) ORDER BY 1;
