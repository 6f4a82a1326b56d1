-- INSERT ... ON CONFLICT in its variants, and MERGE (PostgreSQL 15).
CREATE TABLE kv (k text PRIMARY KEY, v text, hits int NOT NULL DEFAULT 0);
INSERT INTO kv (k, v) VALUES ('a', 'one') ON CONFLICT DO NOTHING;
INSERT INTO kv (k, v) VALUES ('a', 'uno') ON CONFLICT DO NOTHING;
INSERT INTO kv (k, v) VALUES ('a', 'eins') ON CONFLICT (k) DO NOTHING;
SELECT k, v, hits FROM kv ORDER BY k;
INSERT INTO kv (k, v) VALUES ('a', 'ein') ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v, hits = kv.hits + 1;
INSERT INTO kv (k, v) VALUES ('b', 'two') ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v, hits = kv.hits + 1;
SELECT k, v, hits FROM kv ORDER BY k;
INSERT INTO kv (k, v) VALUES ('a', 'ein'), ('b', 'zwei'), ('c', 'drei') ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v, hits = kv.hits + 1 WHERE kv.v IS DISTINCT FROM EXCLUDED.v;
SELECT k, v, hits FROM kv ORDER BY k;
INSERT INTO kv AS t (k, v) VALUES ('c', 'three') ON CONFLICT (k) DO UPDATE SET v = t.v || '/' || EXCLUDED.v;
INSERT INTO kv VALUES ('d', 'four', 5) ON CONFLICT (k) DO UPDATE SET hits = EXCLUDED.hits;
INSERT INTO kv VALUES ('d', 'vier', 7) ON CONFLICT (k) DO UPDATE SET hits = EXCLUDED.hits;
INSERT INTO kv VALUES ('e', 'five') ON CONFLICT (k) DO NOTHING;
SELECT k, v, hits FROM kv ORDER BY k;
INSERT INTO kv (k, v) SELECT k || '2', upper(v) FROM kv WHERE k IN ('a', 'b') ON CONFLICT (k) DO NOTHING;
INSERT INTO kv (k, v) SELECT k, 'again' FROM kv WHERE k LIKE '_2' ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v;
SELECT k, v, hits FROM kv ORDER BY k;
INSERT INTO kv (k, v) VALUES ('e', NULL) ON CONFLICT (k) DO UPDATE SET v = COALESCE(EXCLUDED.v, kv.v, 'none');
INSERT INTO kv (k, v) VALUES ('e', 'x') ON CONFLICT (k) DO UPDATE SET k = 'f';
SELECT k, v FROM kv WHERE k IN ('e', 'f') ORDER BY k;
-- The same key twice in one statement.
INSERT INTO kv (k, v) VALUES ('g', '1'), ('g', '2') ON CONFLICT (k) DO UPDATE SET v = EXCLUDED.v;
INSERT INTO kv (k, v) VALUES ('h', '1'), ('h', '2') ON CONFLICT (k) DO NOTHING;
INSERT INTO kv (k, v) VALUES ('i', '1'), ('i', '2') ON CONFLICT DO NOTHING;
SELECT k, v FROM kv WHERE k IN ('g', 'h', 'i') ORDER BY k;
-- Counters: the usual upsert of a statistics table.
CREATE TABLE counters (name varchar(20) PRIMARY KEY, n bigint NOT NULL);
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (name) DO UPDATE SET n = counters.n + EXCLUDED.n;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (name) DO UPDATE SET n = counters.n + EXCLUDED.n;
INSERT INTO counters VALUES ('page', 5), ('api', 2) ON CONFLICT (name) DO UPDATE SET n = counters.n + EXCLUDED.n;
SELECT name, n FROM counters ORDER BY name;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (name) DO UPDATE SET n = n + 1;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (name) DO UPDATE SET n = counters.n / 0;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (name) DO UPDATE SET n = NULL;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (n) DO NOTHING;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT (nope) DO NOTHING;
INSERT INTO counters VALUES ('page', 1) ON CONFLICT ON CONSTRAINT counters_pkey DO NOTHING;
SELECT name, n FROM counters ORDER BY name;
-- Composite keys and a second unique constraint.
CREATE TABLE memberships (user_id int, group_id int, role text NOT NULL DEFAULT 'member', badge text UNIQUE, PRIMARY KEY (user_id, group_id));
INSERT INTO memberships (user_id, group_id) VALUES (1, 1), (1, 2), (2, 1);
INSERT INTO memberships (user_id, group_id, role) VALUES (1, 2, 'admin') ON CONFLICT (user_id, group_id) DO UPDATE SET role = EXCLUDED.role;
INSERT INTO memberships (user_id, group_id, role) VALUES (2, 2, 'owner') ON CONFLICT (group_id, user_id) DO UPDATE SET role = EXCLUDED.role;
INSERT INTO memberships AS m (user_id, group_id, role) VALUES (1, 1, 'lead') ON CONFLICT ON CONSTRAINT memberships_pkey DO UPDATE SET role = m.role || '+' || EXCLUDED.role RETURNING role;
INSERT INTO memberships (user_id, group_id, badge) VALUES (9, 9, 'gold'), (8, 8, 'gold') ON CONFLICT ON CONSTRAINT memberships_badge_key DO NOTHING;
INSERT INTO memberships (user_id, group_id) VALUES (1, 1) ON CONFLICT ON CONSTRAINT no_such_key DO NOTHING;
INSERT INTO memberships (user_id, group_id, role) VALUES (2, 2, 'guest') ON CONFLICT (user_id) DO UPDATE SET role = EXCLUDED.role;
UPDATE memberships SET badge = 'gold' WHERE user_id = 1 AND group_id = 1;
INSERT INTO memberships (user_id, group_id, badge) VALUES (3, 3, 'gold') ON CONFLICT (user_id, group_id) DO NOTHING;
INSERT INTO memberships (user_id, group_id, badge) VALUES (3, 3, 'gold') ON CONFLICT (badge) DO NOTHING;
INSERT INTO memberships (user_id, group_id, badge) VALUES (3, 3, 'gold') ON CONFLICT DO NOTHING;
SELECT user_id, group_id, role, badge FROM memberships ORDER BY user_id, group_id;
-- A partial unique index as the conflict target.
CREATE TABLE slugs (id int PRIMARY KEY, slug text, live boolean NOT NULL);
CREATE UNIQUE INDEX slugs_live ON slugs (slug) WHERE live;
INSERT INTO slugs VALUES (1, 'home', true), (2, 'home', false);
INSERT INTO slugs VALUES (3, 'home', true) ON CONFLICT (slug) WHERE live DO NOTHING;
SELECT id, slug, live FROM slugs ORDER BY id;
INSERT INTO slugs (id, slug, live) VALUES (4, 'home', true), (5, 'blog', false) ON CONFLICT (slug) WHERE live DO UPDATE SET id = EXCLUDED.id;
INSERT INTO slugs (id, slug, live) VALUES (6, 'home', true) ON CONFLICT (slug) DO NOTHING;
INSERT INTO slugs (id, slug, live) VALUES (6, 'home', true) ON CONFLICT (slug) WHERE NOT live DO NOTHING;
SELECT id, slug, live FROM slugs ORDER BY id;
-- MERGE, as PostgreSQL 15 has it.
MERGE INTO kv USING (VALUES ('a', 'merged'), ('z', 'new')) AS s (k, v) ON kv.k = s.k WHEN MATCHED THEN UPDATE SET v = s.v WHEN NOT MATCHED THEN INSERT (k, v) VALUES (s.k, s.v);
SELECT k, v, hits FROM kv WHERE k IN ('a', 'z') ORDER BY k;
MERGE INTO counters c USING (SELECT 'api' AS name, 10 AS n) s ON c.name = s.name WHEN MATCHED AND c.n > 100 THEN DELETE WHEN MATCHED THEN UPDATE SET n = c.n + s.n;
MERGE INTO counters c USING (SELECT 'api' AS name) s ON c.name = s.name WHEN MATCHED THEN DELETE;
MERGE INTO counters c USING (SELECT 'web' AS name) s ON c.name = s.name WHEN NOT MATCHED THEN DO NOTHING;
SELECT name, n FROM counters ORDER BY name;
MERGE INTO counters KEY (name) VALUES ('h2', 1);
-- A settings table with the column names PostgreSQL allows and H2 reserves (issue 16, section 3).
CREATE TABLE app_settings (key text PRIMARY KEY, value text);
INSERT INTO app_settings (key, value) VALUES ('mode', 'a') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
INSERT INTO app_settings (key, value) VALUES ('mode', 'b') ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value;
SELECT key, value FROM app_settings;
-- MERGE with conditional DO NOTHING: a row it takes does nothing, later clauses included.
MERGE INTO counters c USING (VALUES ('web', 5), ('new', 1), ('big', 9)) AS s (name, n) ON c.name = s.name WHEN MATCHED AND s.n > 1 THEN DO NOTHING WHEN MATCHED THEN UPDATE SET n = c.n + s.n WHEN NOT MATCHED AND s.n > 5 THEN DO NOTHING WHEN NOT MATCHED THEN INSERT VALUES (s.name, s.n);
SELECT name, n FROM counters ORDER BY name;
-- The column list right after the table's name, without a space (as ORMs and hand-written SQL have it).
INSERT INTO kv(k, v) VALUES ('nospace', 'one') ON CONFLICT (k) DO NOTHING;
INSERT INTO kv(k,v) VALUES ('nospace', 'two') ON CONFLICT (k) DO UPDATE SET v = excluded.v;
SELECT k, v FROM kv WHERE k = 'nospace';
-- The upsert idiom RETURNING (xmax = 0) AS inserted: 0 for an inserted row, not 0 for one ON CONFLICT DO UPDATE updated.
CREATE TABLE visits (page text, day int, n int NOT NULL, PRIMARY KEY (page, day));
INSERT INTO visits (page, day, n) VALUES ('home', 1, 1) ON CONFLICT (page, day) DO UPDATE SET n = visits.n + 1 RETURNING n, (xmax = 0) AS inserted;
INSERT INTO visits AS v (page, day, n) VALUES ('home', 1, 1), ('about', 1, 1), ('home', 2, 1) ON CONFLICT (page, day) DO UPDATE SET n = v.n + excluded.n RETURNING page, day, n, xmax = 0 AS inserted, v.xmax <> 0 AS updated;
INSERT INTO visits (page, day, n) VALUES ('home', 1, 1), ('blog', 1, 1) ON CONFLICT (page, day) DO UPDATE SET n = visits.n + 1 WHERE visits.n > 5 RETURNING page, (xmax = 0) AS inserted;
INSERT INTO visits (page, day, n) VALUES ('home', 9, 1) ON CONFLICT (page, day) DO NOTHING RETURNING page, (xmax = 0) AS inserted;
UPDATE visits SET n = n + 1 WHERE page = 'about' RETURNING page, xmax = 0 AS untouched;
SELECT page, day, n FROM visits ORDER BY page, day;
