-- The SQL texts of analysis-cache: what a web application and its ORM send, one statement per line.
SELECT id, email, name, created_at FROM users WHERE id = ?
SELECT id, email, name, created_at FROM users WHERE email = ?
SELECT u.id, u.name, count(o.id) AS orders FROM users u LEFT JOIN orders o ON o.user_id = u.id WHERE u.id = ? GROUP BY u.id, u.name
SELECT * FROM products WHERE category_id = ? AND price BETWEEN ? AND ? ORDER BY price LIMIT 50 OFFSET ?
SELECT p.id, p.name, i.stock FROM products p JOIN inventory i ON i.product_id = p.id WHERE p.sku = ?
SELECT count(*) FROM orders WHERE status = 'open' AND created_at > now() - interval '1 day'
SELECT o.id, o.total, o.status, l.product_id, l.quantity FROM orders o JOIN order_lines l ON l.order_id = o.id WHERE o.id = ? ORDER BY l.id
WITH recent AS (SELECT user_id, max(created_at) AS last FROM orders GROUP BY user_id) SELECT u.id, u.email, r.last FROM users u JOIN recent r ON r.user_id = u.id WHERE r.last < ?
SELECT id, balance FROM accounts WHERE id = ? FOR UPDATE
SELECT id, payload FROM jobs WHERE state = 'ready' ORDER BY priority DESC, id LIMIT 10 FOR UPDATE SKIP LOCKED
SELECT n FROM counters WHERE id = ?
SELECT stock FROM inventory WHERE product_id = ?
SELECT s.id, s.user_id, s.expires_at FROM sessions s WHERE s.token = ? AND s.expires_at > now()
SELECT title, body FROM articles WHERE to_tsvector('english', body) @@ plainto_tsquery('english', ?) LIMIT 20
SELECT date_trunc('hour', created_at) AS hour, count(*) FROM events WHERE created_at >= ? GROUP BY 1 ORDER BY 1
SELECT id FROM users WHERE id IN (SELECT user_id FROM orders WHERE total > ?) ORDER BY id
SELECT coalesce(sum(amount), 0) FROM payments WHERE account_id = ? AND settled
SELECT a.id, a.name FROM authors a WHERE EXISTS (SELECT 1 FROM books b WHERE b.author_id = a.id AND b.year > ?)
SELECT id, name FROM tags UNION SELECT id, label FROM categories ORDER BY 2
SELECT product0_.id AS id1_3_0_, product0_.name AS name2_3_0_, product0_.price AS price3_3_0_ FROM products product0_ WHERE product0_.id = ?
select user0_.id as id1_7_, user0_.email as email2_7_, user0_.version as version3_7_ from users user0_ where user0_.email=?
select orderline0_.order_id as order_id3_4_0_, orderline0_.id as id1_4_0_, orderline0_.quantity as quantity2_4_1_ from order_lines orderline0_ where orderline0_.order_id=?
SELECT nextval('orders_id_seq')
SELECT now()
INSERT INTO users (email, name, created_at) VALUES (?, ?, now())
INSERT INTO orders (id, user_id, total, status, created_at) VALUES (?, ?, ?, 'open', now())
INSERT INTO order_lines (order_id, product_id, quantity, price) VALUES (?, ?, ?, ?)
INSERT INTO events (kind, user_id, payload, created_at) VALUES (?, ?, ?::jsonb, now()) RETURNING id
INSERT INTO counters (id, n) VALUES (?, 1) ON CONFLICT (id) DO UPDATE SET n = counters.n + 1
INSERT INTO page_views AS v (page, day, views) VALUES (?, current_date, 1) ON CONFLICT (page, day) DO UPDATE SET views = v.views + 1
INSERT INTO sessions (token, user_id, expires_at) VALUES (?, ?, ?) ON CONFLICT (token) DO NOTHING
insert into audit_log (id, entity, entity_id, action, at) values (?, ?, ?, ?, ?)
UPDATE counters SET n = n + 1 WHERE id = ?
UPDATE counters SET n = n + ? WHERE id = ?
UPDATE inventory SET stock = stock - 1 WHERE product_id = ? AND stock > 0
UPDATE inventory SET stock = stock - ? WHERE product_id = ? AND stock >= ?
UPDATE accounts SET balance = balance - ? WHERE id = ? AND balance >= ? RETURNING balance
UPDATE users SET name = ?, updated_at = now() WHERE id = ?
UPDATE orders SET status = 'paid', paid_at = now() WHERE id = ? AND status = 'open'
UPDATE jobs SET state = 'running', started_at = now() WHERE id = ?
UPDATE products SET price = price * 1.1 WHERE category_id = ?
update users set email=?, name=?, version=? where id=? and version=?
UPDATE sessions SET expires_at = ? WHERE token = ?
UPDATE posts SET likes = likes + 1 WHERE id = ? RETURNING likes
DELETE FROM sessions WHERE expires_at < now()
DELETE FROM order_lines WHERE order_id = ? AND product_id = ?
DELETE FROM jobs WHERE id = ? RETURNING payload
delete from audit_log where at < ?
WITH moved AS (DELETE FROM jobs WHERE state = 'done' RETURNING *) INSERT INTO jobs_archive SELECT * FROM moved
MERGE INTO inventory i USING (SELECT ? AS product_id, ? AS delta) d ON i.product_id = d.product_id WHEN MATCHED THEN UPDATE SET stock = i.stock + d.delta WHEN NOT MATCHED THEN INSERT (product_id, stock) VALUES (d.product_id, d.delta)
