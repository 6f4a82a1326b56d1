-- Booleans: literals and input forms, casts to and from text and integers, three-valued logic,
-- IS [NOT] TRUE/UNKNOWN, IS [NOT] DISTINCT FROM, boolean columns in filters and aggregates; and errors.
SELECT true, false, NULL::boolean;
SELECT 't'::boolean, 'f'::boolean, 'yes'::boolean, 'no'::boolean, 'on'::boolean, 'off'::boolean, '1'::boolean, '0'::boolean;
SELECT 'TRUE'::boolean, ' true '::boolean, 'y'::bool, 'n'::bool, 'Of'::bool;
SELECT bool 't', boolean 'false', bool 'yes';
SELECT 'maybe'::boolean;
SELECT ''::boolean;
-- Booleans as text (issue 16, section 2: read as TRUE/FALSE on the engine).
SELECT true::text, false::text, CAST(true AS varchar), (1 < 2)::text;
SELECT 'x' || true, true || '', concat(false, '!');
SELECT format('%s', true);
-- Booleans and integers.
SELECT true::int, false::int, 1::boolean, 0::boolean, 7::boolean, (-1)::boolean;
SELECT true + 1;
SELECT '1'::int::boolean, 2::int8::boolean;
-- Three-valued logic.
SELECT NULL AND true, NULL AND false, NULL OR true, NULL OR false, NOT NULL::boolean;
SELECT true AND 't', false OR 'yes', NOT 'f';
SELECT NULL = NULL, NULL <> NULL, NULL IS NULL, 1 = NULL;
SELECT 1 IN (1, NULL), 2 IN (1, NULL), 2 NOT IN (1, NULL), 1 NOT IN (2, 3);
SELECT NULL::int IN (1, 2), NULL::int = ANY (ARRAY[1, 2]), 1 = ALL (ARRAY[1, NULL]);
SELECT true IS TRUE, NULL::boolean IS TRUE, NULL::boolean IS NOT TRUE, false IS NOT FALSE, NULL::boolean IS UNKNOWN, true IS NOT UNKNOWN;
SELECT 1 IS DISTINCT FROM NULL, NULL IS DISTINCT FROM NULL, 1 IS NOT DISTINCT FROM 1, NULL IS NOT DISTINCT FROM NULL, 'a' IS DISTINCT FROM 'b';
SELECT true > false, true = 't', false < NULL, true <> false;
-- Boolean columns: filters as ORMs write them.
CREATE TABLE flags (id int PRIMARY KEY, name text, active boolean, verified boolean NOT NULL DEFAULT false, deleted bool DEFAULT 'f');
INSERT INTO flags (id, name, active, verified) VALUES (1, 'a', true, true), (2, 'b', false, true), (3, 'c', NULL, false), (4, 'd', true, false), (5, 'e', NULL, true);
INSERT INTO flags (id, name, active, verified) VALUES (6, 'f', true, false), (7, 'g', false, true);
INSERT INTO flags (id, name, verified) VALUES (9, 'i', NULL);
-- Boolean columns made text: concat and format write PostgreSQL's output text (t/f), a cast spells them out.
SELECT id, concat(active, '!'), concat_ws(',', active, verified), format('%s', verified), active::text FROM flags ORDER BY id;
SELECT id, 'x' || active, verified || '' FROM flags ORDER BY id;
-- Input forms into a boolean column, in a table of their own.
CREATE TABLE flag_inputs (id int PRIMARY KEY, b boolean);
INSERT INTO flag_inputs VALUES (1, 'yes'), (2, 'no');
INSERT INTO flag_inputs VALUES (3, 'on'), (4, 'off');
INSERT INTO flag_inputs VALUES (5, 'sometimes');
INSERT INTO flag_inputs VALUES (6, 1);
INSERT INTO flag_inputs VALUES (7, 't'::text);
SELECT id, b FROM flag_inputs ORDER BY id;
SELECT id, active, verified, deleted FROM flags ORDER BY id;
SELECT id FROM flags WHERE active ORDER BY id;
SELECT id FROM flags WHERE NOT active ORDER BY id;
SELECT id FROM flags WHERE active = true ORDER BY id;
SELECT id FROM flags WHERE active IS NOT TRUE ORDER BY id;
SELECT id FROM flags WHERE active IS FALSE ORDER BY id;
SELECT id FROM flags WHERE active IS UNKNOWN ORDER BY id;
SELECT id FROM flags WHERE active AND verified ORDER BY id;
SELECT id FROM flags WHERE active OR verified ORDER BY id;
SELECT id FROM flags WHERE NOT (active AND verified) ORDER BY id;
SELECT id FROM flags WHERE active IS DISTINCT FROM verified ORDER BY id;
SELECT id FROM flags WHERE active IS NOT DISTINCT FROM NULL ORDER BY id;
SELECT id FROM flags WHERE active = 't' AND verified = 'true' ORDER BY id;
SELECT id FROM flags WHERE active IN (true) ORDER BY id;
SELECT id, active AND verified, active OR verified, NOT active FROM flags ORDER BY id;
SELECT id, active, active::text FROM flags ORDER BY id;
SELECT active, count(*) FROM flags GROUP BY active ORDER BY active;
SELECT active, verified FROM flags ORDER BY active DESC, verified, id;
SELECT count(*) FILTER (WHERE active), count(*) FILTER (WHERE active IS NULL), bool_and(verified), bool_or(active) FROM flags;
SELECT bool_and(active) FROM flags WHERE id > 100;
SELECT max(active::int), sum(verified::int) FROM flags;
UPDATE flags SET active = NOT active WHERE id <= 2;
UPDATE flags SET active = COALESCE(active, false);
SELECT id, active FROM flags ORDER BY id;
UPDATE flags SET deleted = (name > 'c');
SELECT id, deleted FROM flags ORDER BY id;
-- Errors: non-boolean conditions and operators.
SELECT id FROM flags WHERE 1;
SELECT id FROM flags WHERE name;
SELECT sum(active) FROM flags;
SELECT NOT 5;
SELECT 'yes' AND 'no';
SELECT id FROM flags WHERE 'yes' ORDER BY id;
SELECT true::date;
-- max and min of a boolean do not exist in PostgreSQL (42883): H2 answered them.
SELECT max(active) FROM flags;
SELECT min(flags.verified), count(*) FROM flags;
SELECT max(DISTINCT active) FROM flags WHERE id > 100;
SELECT max(true), min(false);
SELECT max(active::int), bool_or(active), bool_and(verified) FROM flags;
