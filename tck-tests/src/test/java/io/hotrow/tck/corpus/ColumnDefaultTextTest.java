package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Differential cases for the text of column defaults, as pg_dump, psql's {@code \d}, Django's inspectdb, SQLAlchemy's
 * reflection and TypeORM's synchronize read it: information_schema.columns' column_default and {@code pg_get_expr(adbin,
 * adrelid)}, for literals of each kind (a string of each column type, integers, negative numbers, decimals, booleans, a cast
 * literal, NULL) and the calls ORMs write. An unbounded varchar is text on the engine (docs/dialect.md), and so its default.
 */
class ColumnDefaultTextTest {

    private static final List<String> SCHEMA = List.of(
            "CREATE TYPE size AS ENUM ('small', 'medium')",
            "CREATE TABLE d (id int PRIMARY KEY, t text DEFAULT 'a', v varchar(10) DEFAULT 'it''s', c char(3) DEFAULT 'x',"
                    + " i int DEFAULT 5, neg int DEFAULT -1, big bigint DEFAULT 7, bigneg bigint DEFAULT -7, huge bigint DEFAULT 10000000000,"
                    + " n numeric(10, 2) DEFAULT 1.5, nz numeric DEFAULT 0, nneg numeric DEFAULT -2.5, f float8 DEFAULT 1.5,"
                    + " b boolean DEFAULT true, bs boolean DEFAULT 'f', dt date DEFAULT '2024-01-02', ts timestamp DEFAULT '2024-01-02 03:04:05',"
                    + " tc text DEFAULT 'z'::text, vc varchar(20) DEFAULT 'q'::character varying, nl text DEFAULT NULL, e size DEFAULT 'medium',"
                    + " j jsonb DEFAULT '{}', ja jsonb DEFAULT '[]'::jsonb, s smallint DEFAULT 3, now_ts timestamptz DEFAULT now(),"
                    + " u uuid DEFAULT gen_random_uuid())");

    @Test
    @Timeout(120)
    void defaultsReadAsPostgresWritesThem() throws SQLException {
        List<String> differences = DifferentialCases.differences(SCHEMA, List.of(
                "SELECT column_name, column_default FROM information_schema.columns WHERE table_schema = current_schema()"
                        + " AND table_name = 'd' ORDER BY ordinal_position",
                "SELECT a.attname, pg_get_expr(d.adbin, d.adrelid) FROM pg_attribute a JOIN pg_attrdef d ON d.adrelid = a.attrelid"
                        + " AND d.adnum = a.attnum WHERE a.attrelid = 'd'::regclass ORDER BY a.attnum"));
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
