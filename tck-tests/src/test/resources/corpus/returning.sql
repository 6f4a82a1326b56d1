-- RETURNING on INSERT, UPDATE, DELETE and upserts: generated keys, computed values, old rows.
CREATE TABLE users (id serial PRIMARY KEY, name text NOT NULL, email text UNIQUE, score int DEFAULT 10, active boolean DEFAULT true);
INSERT INTO users (name, email) VALUES ('ann', 'ann@x.org') RETURNING id;
INSERT INTO users (name, email) VALUES ('bob', 'bob@x.org') RETURNING *;
INSERT INTO users (name, email, score) VALUES ('cid', 'cid@x.org', 3), ('dee', 'dee@x.org', 7) RETURNING id, name, score;
INSERT INTO users (name) VALUES ('eve') RETURNING id AS new_id, upper(name) AS shout, score * 2 AS doubled;
INSERT INTO users (name, score) VALUES ('fay', NULL) RETURNING score, COALESCE(score, -1), active;
INSERT INTO users (name) SELECT name || '2' FROM users WHERE id <= 2 ORDER BY id RETURNING id, name;
INSERT INTO users (name, email) VALUES ('gus', 'gus@x.org') RETURNING id + 1000, name || '!', length(email);
INSERT INTO users (name, email) VALUES ('dup', 'ann@x.org') RETURNING id;
INSERT INTO users (email) VALUES ('nobody@x.org') RETURNING id;
INSERT INTO users (name) VALUES ('hal') RETURNING nope;
INSERT INTO users (name) VALUES ('ivy') RETURNING CASE WHEN score > 5 THEN 'high' ELSE 'low' END AS band;
INSERT INTO users (name) VALUES ('jon') RETURNING (SELECT count(*) FROM users) AS before_count;
UPDATE users SET score = score WHERE id = -1 RETURNING count(*);
INSERT INTO users (name) VALUES ('lee') RETURNING users.id, users.name;
SELECT id, name, email, score, active FROM users ORDER BY id;
-- UPDATE ... RETURNING: the new values.
UPDATE users SET score = score + 1 WHERE id = 1 RETURNING id, score;
UPDATE users SET score = score * 10 WHERE id IN (3, 4) RETURNING name, score;
UPDATE users SET active = false WHERE score < 5 RETURNING *;
UPDATE users SET score = 0 WHERE id = 999 RETURNING id;
UPDATE users u SET name = u.name || '+' WHERE u.id = 2 RETURNING u.id, u.name;
UPDATE users SET email = 'bob@x.org' WHERE id = 1 RETURNING id;
UPDATE users SET score = score / 0 WHERE id = 1 RETURNING score;
CREATE TABLE bonuses (user_id int, points int);
INSERT INTO bonuses VALUES (1, 5), (3, 50);
UPDATE users SET score = users.score + b.points FROM bonuses b WHERE b.user_id = users.id RETURNING users.id, users.score, b.points;
UPDATE users SET score = score - 1 WHERE id = 1 RETURNING score AS after, score + 1 AS before;
-- DELETE ... RETURNING: the rows as they were.
DELETE FROM users WHERE id = 5 RETURNING id, name;
DELETE FROM users WHERE active = false RETURNING *;
DELETE FROM users WHERE id = 999 RETURNING *;
DELETE FROM users WHERE name LIKE '%2' RETURNING upper(name), score;
DELETE FROM users USING bonuses WHERE bonuses.user_id = users.id AND bonuses.points > 10 RETURNING users.name, bonuses.points;
SELECT id, name, score, active FROM users ORDER BY id;
-- Upserts with RETURNING: the inserted or updated row, nothing when skipped.
CREATE TABLE stock (sku text PRIMARY KEY, qty int NOT NULL, note text);
INSERT INTO stock VALUES ('a', 1, NULL) ON CONFLICT (sku) DO UPDATE SET qty = stock.qty + EXCLUDED.qty RETURNING sku, qty;
INSERT INTO stock VALUES ('a', 4, NULL) ON CONFLICT (sku) DO UPDATE SET qty = stock.qty + EXCLUDED.qty RETURNING sku, qty;
INSERT INTO stock VALUES ('a', 9, NULL) ON CONFLICT (sku) DO NOTHING RETURNING sku;
INSERT INTO stock VALUES ('a', 9, NULL), ('b', 2, 'new') ON CONFLICT (sku) DO NOTHING RETURNING sku, qty, note;
INSERT INTO stock VALUES ('b', 1, 'upd') ON CONFLICT (sku) DO UPDATE SET note = EXCLUDED.note WHERE stock.qty > 5 RETURNING sku, note;
INSERT INTO stock AS s VALUES ('c', 3, NULL) ON CONFLICT (sku) DO UPDATE SET qty = s.qty + 1 RETURNING s.sku, s.qty;
INSERT INTO stock VALUES ('c', 3, NULL) ON CONFLICT (sku) DO UPDATE SET qty = stock.qty + 1 RETURNING *;
SELECT sku, qty, note FROM stock ORDER BY sku;
-- Types of returned values: numeric, dates, uuids, arrays, generated identity.
CREATE TABLE invoices (id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY, amount numeric(10, 2), due date, ref uuid);
INSERT INTO invoices (amount, due, ref) VALUES (12.345, DATE '2024-02-29', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11') RETURNING id, amount, due, ref;
CREATE TABLE labels (id serial PRIMARY KEY, names text[]);
INSERT INTO labels (names) VALUES (ARRAY['x', 'y']) RETURNING id, names;
INSERT INTO invoices (amount, due) VALUES (1, DATE '2024-01-31' + 1) RETURNING due, amount / 3;
UPDATE invoices SET amount = amount * 2 WHERE id = 1 RETURNING amount;
UPDATE invoices SET due = due + interval '1 month' WHERE id = 1 RETURNING due;
DELETE FROM invoices WHERE id = 2 RETURNING id, amount, due;
INSERT INTO invoices (amount) VALUES ('abc') RETURNING id;
-- Data-modifying statements in WITH and a RETURNING list through a query.
WITH moved AS (DELETE FROM stock WHERE sku = 'c' RETURNING sku, qty) SELECT sku, qty FROM moved;
WITH added AS (INSERT INTO stock VALUES ('d', 8, NULL) RETURNING sku) SELECT count(*) FROM added;
SELECT sku FROM stock ORDER BY sku;
INSERT INTO stock VALUES ('e', 1, NULL) RETURNING sku ORDER BY sku;
INSERT INTO stock VALUES ('f', 1, NULL) RETURNING qty, qty, sku;
DELETE FROM stock RETURNING sku;
SELECT count(*) FROM stock;
-- RETURNING a joined table's columns (issue 16, section 3): found again where the change keeps the join, refused where it does not.
INSERT INTO bonuses VALUES (4, 2);
UPDATE users u SET active = NOT u.active FROM bonuses b WHERE b.user_id = u.id AND b.points < 10 RETURNING u.id, b.points, b.points * 2 AS twice;
WITH gone AS (DELETE FROM bonuses WHERE points < 10 RETURNING user_id, points) SELECT user_id FROM gone WHERE points > 2;
SELECT user_id, points FROM bonuses ORDER BY user_id;
