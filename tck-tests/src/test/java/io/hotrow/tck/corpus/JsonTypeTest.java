package io.hotrow.tck.corpus;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.SQLException;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Differential cases for {@code json} values: a json column, casts to json, the functions returning json
 * ({@code json_build_object}, {@code json_build_array}, {@code to_json}, {@code json_agg}), tables made from them and the
 * catalog's type of the column must say json, as PostgreSQL does, and give PostgreSQL's text, where the engine said text
 * (and to_json and json_agg answered a jsonb's text).
 */
class JsonTypeTest {

    @Test
    @Timeout(120)
    void jsonValuesAreJsonAsPostgresTypesThem() throws SQLException {
        List<String> differences = DifferentialCases.differences(
                List.of("CREATE TABLE jt (id int PRIMARY KEY, raw json, doc jsonb)",
                        "INSERT INTO jt VALUES (1, '{\"b\":1,  \"a\" : 2}', '{\"b\": 1, \"a\": [1, 2.50]}'), (2, '[1, 2]', '\"s\"'), (3, NULL, NULL)",
                        "CREATE TABLE jcopy AS SELECT id, raw, '[1,  2]'::json AS lit, json_build_array(id) AS built FROM jt"),
                List.of("SELECT id, raw FROM jt ORDER BY id",
                        "SELECT raw::text, raw::jsonb FROM jt WHERE id = 1",
                        "SELECT '{\"b\":1,  \"a\" : 2}'::json, CAST('[1, 2]' AS json), json '{}'",
                        "SELECT json_build_object('a', 1, 'b', 'x'), json_build_array(1, 'x', NULL)",
                        "SELECT to_json('a\"b'::text), to_json(ARRAY[1, NULL, 3]), to_json(ARRAY[ARRAY[1, 2], ARRAY[3, 4]]), to_json(1.50)",
                        "SELECT to_json(1e20::float8), to_json(0.1::float8), to_json(1.5::float4), to_json('{\"a\":  1}'::jsonb), to_json(true)",
                        "SELECT to_json(NULL::int), to_json(doc) FROM jt ORDER BY id",
                        "SELECT json_agg(n ORDER BY n) FROM (VALUES (3), (1), (NULL)) AS v(n)",
                        "SELECT json_agg(x ORDER BY n) FROM (VALUES (1, ARRAY[1, 2]), (2, NULL), (3, ARRAY[3])) AS v(n, x)",
                        "SELECT json_agg(doc ORDER BY id), json_agg(id ORDER BY id DESC) FROM jt",
                        "SELECT json_agg(x) FROM (VALUES (1)) AS v(x) WHERE false",
                        "SELECT raw, lit, built FROM jcopy ORDER BY id",
                        "ALTER TABLE jt ADD COLUMN extra json",
                        "SELECT extra FROM jt ORDER BY id",
                        "SELECT attname, format_type(atttypid, atttypmod) FROM pg_attribute WHERE attrelid = 'jt'::regclass AND attnum > 0"
                                + " ORDER BY attnum"));
        assertTrue(differences.isEmpty(), () -> String.join("\n", differences));
    }
}
