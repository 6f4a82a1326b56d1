-- Enum types (issue 25): CREATE TYPE ... AS ENUM, columns of one, casts, invalid labels, declaration order, the
-- catalog (pg_type, pg_enum, format_type), Sequelize's DO block that creates one unless it exists, and DROP TYPE.
CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy');
CREATE TYPE public.size AS ENUM ('small', 'medium', 'large');
CREATE TYPE mood AS ENUM ('x');
CREATE TABLE person (id int PRIMARY KEY, name text, current_mood mood, shirt size DEFAULT 'medium');
INSERT INTO person VALUES (1, 'ann', 'happy', 'large'), (2, 'bob', 'sad', 'small'), (3, 'cy', 'ok', DEFAULT), (4, 'di', NULL, 'small');
INSERT INTO person VALUES (5, 'ed', 'angry', 'small');
SELECT id, name, current_mood, shirt FROM person ORDER BY current_mood, id;
SELECT id FROM person ORDER BY shirt DESC, id;
SELECT id FROM person WHERE current_mood > 'sad' ORDER BY id;
SELECT id FROM person WHERE current_mood = 'happy';
SELECT max(current_mood), min(current_mood) FROM person;
SELECT 'ok'::mood, 'happy'::mood > 'sad'::mood, 'ok'::mood < 'happy'::mood;
SELECT 'x'::mood;
SELECT 'Happy'::mood;
SELECT current_mood::text, shirt::text || '!' FROM person WHERE id = 1;
SELECT CAST('ok' AS mood);
UPDATE person SET current_mood = 'ok' WHERE id = 4;
UPDATE person SET current_mood = 'meh' WHERE id = 4;
SELECT current_mood, count(*) FROM person GROUP BY current_mood ORDER BY current_mood;
SELECT enum_range(NULL::mood);
SELECT enum_first(NULL::mood), enum_last(NULL::mood);
SELECT t.typname, t.typtype, t.typcategory, t.typlen FROM pg_type t WHERE t.typname IN ('mood', 'size') ORDER BY t.typname;
SELECT a.typname FROM pg_type t JOIN pg_type a ON a.oid = t.typarray WHERE t.typname = 'mood';
SELECT e.enumlabel, e.enumsortorder FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = 'mood' ORDER BY e.enumsortorder;
SELECT t.typname, array_agg(e.enumlabel ORDER BY e.enumsortorder) FROM pg_type t JOIN pg_enum e ON t.oid = e.enumtypid JOIN pg_catalog.pg_namespace n ON n.oid = t.typnamespace WHERE n.nspname = 'public' GROUP BY 1 ORDER BY 1;
SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'person'::regclass AND attnum > 0 ORDER BY attnum;
SELECT column_name, data_type, udt_name FROM information_schema.columns WHERE table_name = 'person' ORDER BY ordinal_position;
-- Sequelize's block: creates the type unless it exists; any other block is PL/pgSQL.
DO 'BEGIN CREATE TYPE "public"."enum_player_position" AS ENUM(''keeper'', ''field''); EXCEPTION WHEN duplicate_object THEN null; END';
DO 'BEGIN CREATE TYPE "public"."enum_player_position" AS ENUM(''keeper'', ''field''); EXCEPTION WHEN duplicate_object THEN null; END';
DO $$BEGIN CREATE TYPE colour AS ENUM ('red', 'green'); EXCEPTION WHEN duplicate_object THEN null; END$$;
SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON t.oid = e.enumtypid WHERE t.typname IN ('enum_player_position', 'colour') ORDER BY 1, e.enumsortorder;
CREATE TABLE player (id int, position "public"."enum_player_position" NOT NULL DEFAULT 'field', paint colour);
INSERT INTO player (id, paint) VALUES (1, 'red');
SELECT id, position, paint FROM player;
-- ALTER TYPE: a label added at the end sorts last; a duplicate is refused (42710).
ALTER TYPE size ADD VALUE 'huge';
ALTER TYPE size ADD VALUE 'huge';
ALTER TYPE size ADD VALUE IF NOT EXISTS 'huge';
ALTER TYPE size ADD VALUE 'tiny' BEFORE 'small';
ALTER TYPE size ADD VALUE 'big' AFTER 'large';
ALTER TYPE size RENAME VALUE 'medium' TO 'regular';
INSERT INTO person VALUES (6, 'fe', 'ok', 'huge');
SELECT id, shirt FROM person ORDER BY shirt DESC, id;
SELECT e.enumlabel FROM pg_enum e JOIN pg_type t ON t.oid = e.enumtypid WHERE t.typname = 'size' ORDER BY e.enumsortorder;
-- DROP TYPE.
DROP TYPE mood;
DROP TYPE IF EXISTS nothing_here;
DROP TYPE nothing_here;
CREATE TYPE unused AS ENUM ('a');
DROP TYPE unused;
SELECT count(*) FROM pg_type WHERE typname = 'unused';
DROP TABLE player;
DROP TYPE IF EXISTS colour;
SELECT count(*) FROM pg_type WHERE typname = 'colour';
DROP TYPE size CASCADE;
SELECT column_name FROM information_schema.columns WHERE table_name = 'person' ORDER BY ordinal_position;
