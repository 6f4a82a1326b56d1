-- UPDATE in the forms applications and ORMs send: by key, in bulk, from other tables, with
-- optimistic locking, row values and subqueries; and its errors.
CREATE TABLE accounts (id int PRIMARY KEY, owner text NOT NULL, balance numeric(12, 2) NOT NULL DEFAULT 0 CHECK (balance >= -100), status varchar(10) DEFAULT 'open', email text UNIQUE, version int NOT NULL DEFAULT 0, updated_at timestamp);
INSERT INTO accounts (id, owner, balance, status, email) VALUES (1, 'ann', 100, 'open', 'ann@x.org'), (2, 'bob', 50.5, 'open', 'bob@x.org'), (3, 'cid', 0, 'frozen', NULL), (4, 'dee', 1000, 'open', 'dee@x.org'), (5, 'eve', 10, NULL, NULL);
CREATE TABLE transfers (id int PRIMARY KEY, account_id int, amount numeric(12, 2));
INSERT INTO transfers VALUES (1, 1, 25), (2, 2, -10.25), (3, 4, 0.5), (4, 9, 100);
UPDATE accounts SET balance = 120 WHERE id = 1;
UPDATE accounts SET balance = balance + 1, updated_at = TIMESTAMP '2024-03-01 10:00:00' WHERE id IN (2, 3);
UPDATE accounts SET status = 'closed' WHERE id = 42;
SELECT id, balance, status, updated_at FROM accounts ORDER BY id;
UPDATE accounts SET status = DEFAULT WHERE status IS NULL;
UPDATE accounts SET email = NULL, updated_at = NULL WHERE id = 2;
SELECT id, status, email, updated_at FROM accounts ORDER BY id;
-- Optimistic locking as Hibernate and Spring Data JPA write it.
UPDATE accounts SET owner = 'ann b', version = version + 1 WHERE id = 1 AND version = 0;
UPDATE accounts SET owner = 'ann c', version = version + 1 WHERE id = 1 AND version = 0;
SELECT owner, version FROM accounts WHERE id = 1;
-- Every SET expression sees the row as it was before the statement.
CREATE TABLE pairs (id int PRIMARY KEY, a int, b int);
INSERT INTO pairs VALUES (1, 1, 2), (2, 10, 20);
UPDATE pairs SET a = b, b = a;
SELECT id, a, b FROM pairs ORDER BY id;
UPDATE pairs SET (a, b) = (b + 1, a + 1) WHERE id = 1;
UPDATE pairs SET (a, b) = (SELECT 7, 8) WHERE id = 2;
SELECT id, a, b FROM pairs ORDER BY id;
-- UPDATE ... FROM (issue 16, section 3) and its alternatives.
UPDATE accounts a SET balance = a.balance + t.amount FROM transfers t WHERE t.account_id = a.id;
SELECT id, balance FROM accounts ORDER BY id;
UPDATE accounts AS a SET status = v.status FROM (VALUES (3, 'open'), (5, 'frozen')) AS v (id, status) WHERE v.id = a.id;
SELECT id, status FROM accounts ORDER BY id;
UPDATE accounts SET balance = balance - 1 FROM transfers WHERE transfers.account_id = accounts.id AND transfers.amount < 0;
UPDATE accounts SET balance = (SELECT sum(amount) FROM transfers WHERE transfers.account_id = accounts.id) WHERE id = 4;
UPDATE accounts SET status = 'vip' WHERE id IN (SELECT account_id FROM transfers WHERE amount > 20);
UPDATE accounts SET status = 'quiet' WHERE NOT EXISTS (SELECT 1 FROM transfers t WHERE t.account_id = accounts.id);
SELECT id, balance, status FROM accounts ORDER BY id;
WITH rich AS (SELECT id FROM accounts WHERE balance > 100) UPDATE accounts SET status = 'rich' WHERE id IN (SELECT id FROM rich);
SELECT id, status FROM accounts WHERE status = 'rich' ORDER BY id;
-- Expressions in SET: CASE, COALESCE, arithmetic with rounding, concatenation, intervals.
UPDATE accounts SET status = CASE WHEN balance >= 100 THEN 'high' WHEN balance > 0 THEN 'low' ELSE 'none' END;
UPDATE accounts SET email = COALESCE(email, owner || '@example.org');
UPDATE accounts SET balance = balance * 1.005;
UPDATE accounts SET updated_at = TIMESTAMP '2024-01-31 12:00:00' + interval '1 day' WHERE id = 3;
SELECT id, balance, status, email, updated_at FROM accounts ORDER BY id;
UPDATE accounts SET owner = upper(owner) WHERE owner IS DISTINCT FROM upper(owner) AND id <= 2;
UPDATE accounts SET version = version + 1;
SELECT id, owner, version FROM accounts ORDER BY id;
UPDATE ONLY accounts SET version = 0 WHERE id = 5;
-- Constraint violations.
UPDATE accounts SET owner = NULL WHERE id = 1;
UPDATE accounts SET balance = -500 WHERE id = 1;
UPDATE accounts SET email = 'dee@x.org' WHERE id = 1;
UPDATE accounts SET id = 2 WHERE id = 1;
UPDATE accounts SET id = id + 10 WHERE id = 5;
SELECT id FROM accounts ORDER BY id;
-- Foreign keys on update: a restricting child, then a cascading one.
CREATE TABLE parents (id int PRIMARY KEY, name text);
CREATE TABLE kids (id int PRIMARY KEY, parent_id int REFERENCES parents (id) ON UPDATE CASCADE);
CREATE TABLE pins (id int PRIMARY KEY, parent_id int REFERENCES parents (id));
INSERT INTO parents VALUES (1, 'p1'), (2, 'p2');
INSERT INTO kids VALUES (10, 1), (11, 2);
INSERT INTO pins VALUES (20, 2);
UPDATE parents SET id = 3 WHERE id = 1;
UPDATE parents SET id = 4 WHERE id = 2;
UPDATE kids SET parent_id = 99 WHERE id = 10;
SELECT id, parent_id FROM kids ORDER BY id;
-- Errors: unknown column, bad cast, division by zero, a subquery of several rows, non-PostgreSQL forms.
UPDATE accounts SET nope = 1;
UPDATE accounts SET version = 'abc' WHERE id = 2;
UPDATE accounts SET version = version / 0 WHERE id = 2;
UPDATE accounts SET version = (SELECT id FROM transfers) WHERE id = 2;
UPDATE nowhere SET x = 1;
SELECT id, version FROM accounts ORDER BY id;
UPDATE accounts SET accounts.version = 5 WHERE id = 2;
UPDATE accounts SET version = 9 WHERE id > 0 LIMIT 1;
UPDATE accounts SET version = 9 WHERE id > 0 ORDER BY id;
