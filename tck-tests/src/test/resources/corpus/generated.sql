-- Generated columns (issue 25): GENERATED ALWAYS AS (expr) STORED, PostgreSQL's only kind, computed when a row is written.
CREATE TABLE item (id int PRIMARY KEY, price numeric(10, 2) NOT NULL, qty int NOT NULL, total numeric(12, 2) GENERATED ALWAYS AS (price * qty) STORED, label text GENERATED ALWAYS AS (upper('item ' || id::text)) STORED);
INSERT INTO item (id, price, qty) VALUES (1, 2.50, 4), (2, 10, 1);
SELECT id, total, label FROM item ORDER BY id;
UPDATE item SET qty = 3 WHERE id = 2;
SELECT id, total FROM item ORDER BY id;
INSERT INTO item (id, price, qty, total) VALUES (3, 1, 1, 5);
INSERT INTO item (id, price, qty, total) VALUES (3, 1, 1, DEFAULT);
UPDATE item SET total = 0 WHERE id = 1;
SELECT id, total FROM item WHERE total > 20 ORDER BY id;
SELECT column_name, is_generated, generation_expression IS NOT NULL FROM information_schema.columns WHERE table_name = 'item' ORDER BY ordinal_position;
SELECT attname, attgenerated FROM pg_attribute WHERE attrelid = 'item'::regclass AND attnum > 0 ORDER BY attnum;
ALTER TABLE item ADD COLUMN double_qty int GENERATED ALWAYS AS (qty * 2) STORED;
SELECT id, double_qty FROM item ORDER BY id;
CREATE TABLE bad (a int, b int GENERATED ALWAYS AS (a + 1));
