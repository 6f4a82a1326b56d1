package io.hotrow.engine.sql;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/** jsonpath casts, functions and errors answer as PostgreSQL 15 does (the expected texts are its answers). */
@Timeout(60)
class JsonPathTest {

    private Database db;
    private Connection c;

    @BeforeEach
    void start() throws SQLException {
        db = open("jsonpath", new MemoryObjectStore("jsonpath"));
        c = connect(db);
    }

    @AfterEach
    void stop() throws SQLException {
        c.close();
        db.shutdown();
    }

    /** The first row of {@code sql}, its columns joined by {@code |}; an error as {@code SQLSTATE: message}. */
    private String row(String sql) {
        try (Statement s = c.createStatement(); ResultSet r = s.executeQuery(sql)) {
            StringBuilder row = new StringBuilder();
            if (r.next()) {
                for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                    row.append(i > 1 ? "|" : "").append(r.getString(i));
                }
            }
            return row.toString();
        } catch (SQLException e) {
            return e.getSQLState() + ": " + e.getMessage();
        }
    }

    @Test
    void castsPrintPostgresNormalisedText() {
        assertEquals("($.\"a\" + 1)|strict $.\"a\"[1 to last,2].\"b\"?(@ > 1 && @ < 5 || !(@ == 3))",
                row("SELECT '$.a + 1'::jsonpath, 'strict $.a[1 to last, 2].b ? (@ > 1 && @ < 5 || !(@ == 3))'::jsonpath"));
        assertEquals("-1|(-$.\"a\")|1500|0.5|(-1).abs()|$.**{2 to last}.\"a\"|$\"x y\"",
                row("SELECT '-1'::jsonpath, '-$.a'::jsonpath, '1.5e3'::jsonpath, '.5'::jsonpath, '(-1).abs()'::jsonpath,"
                        + " '$.**{2 to last}.a'::jsonpath, '$\"x y\"'::jsonpath"));
    }

    @Test
    void badPathsFailWithPostgresStates() {
        assertEquals("22P02", row("SELECT ''::jsonpath").substring(0, 5));
        assertEquals("42601", row("SELECT '$.a +'::jsonpath").substring(0, 5));
        assertEquals("42601", row("SELECT '@.a'::jsonpath").substring(0, 5));
        assertEquals("42601", row("SELECT '$ ? (@.a)'::jsonpath").substring(0, 5));
        assertEquals("2201B", row("SELECT '$ ? (@ like_regex \"(\")'::jsonpath").substring(0, 5));
        assertEquals("54001", row("SELECT '" + "(".repeat(50_000) + "1" + ")".repeat(50_000) + "'::jsonpath").substring(0, 5));
    }

    @Test
    void laxModeUnwrapsAndStrictModeRaises() {
        assertEquals("[1, 2]|2203A|null", row("SELECT jsonb_path_query_array('{\"a\": [{\"b\": 1}, {\"b\": 2}]}', 'lax $.a.b'),"
                + " coalesce(jsonb_path_query_first('{\"a\": 1}', 'lax $.b')::text, '2203A'),"
                + " jsonb_path_query_first('{\"a\": 1}', 'strict $.b', '{}', true)"));
        assertEquals("2203A", row("SELECT jsonb_path_query_array('{\"a\": 1}', 'strict $.b')").substring(0, 5));
        assertEquals("22033", row("SELECT jsonb_path_query_array('[1]', 'strict $[1]')").substring(0, 5));
        assertEquals("22038", row("SELECT jsonb_path_query_array('[1, 2]', '$ + 1')").substring(0, 5));
    }

    @Test
    void filtersMethodsAndVariables() {
        assertEquals("[5]|[\"number\", \"array\"]|[2, 1]|[1.50, 0.1, 100000000000000000000]",
                row("SELECT jsonb_path_query_array('[1, 5, 10]', '$[*] ? (@ > $min && @ < $max)', '{\"min\": 2, \"max\": 10}'),"
                        + " jsonb_path_query_array('[1, [2]]', 'strict $[*].type()'), jsonb_path_query_array('[1.2, 1]', '$[*].ceiling()'),"
                        + " jsonb_path_query_array('[1.50, \"0.1\", \"1e20\"]', '$[*].double()')"));
        assertEquals("[{\"id\": 0, \"key\": \"a\", \"value\": \"x\"}, {\"id\": 0, \"key\": \"b\", \"value\": [1]}]",
                row("SELECT jsonb_path_query_array('{\"b\": [1], \"a\": \"x\"}', '$.keyvalue()')"));
        assertEquals("42704", row("SELECT jsonb_path_query_array('[1]', '$x')").substring(0, 5));
    }

    @Test
    void existsMatchAndTheirOperators() {
        assertEquals("t|f|null|t|null|t|f",
                row("SELECT jsonb_path_exists('{\"a\": [1, 2, 3]}', '$.a[*] ? (@ > 2)'), jsonb_path_exists('{\"a\": 1}', 'lax $.b'),"
                        + " jsonb_path_exists('{\"a\": 1}', 'strict $.b', '{}', true), jsonb_path_match('{\"a\": 3}', '$.a > $l', '{\"l\": 2}'),"
                        + " jsonb_path_match('{\"a\": 1}', '$.a > \"x\"'), '{\"a\": [1, 2, 3]}'::jsonb @? '$.a[*] ? (@ > 2)',"
                        + " '{\"a\": 1}'::jsonb @@ '$.a == 2'"));
        assertEquals("22038", row("SELECT jsonb_path_match('{\"a\": 1}', '$.a')").substring(0, 5));
        assertEquals("10|20", row("SELECT string_agg(v::text, '|') FROM jsonb_path_query('{\"a\": [10, 20]}', '$.a[*]') AS v"));
    }

    @Test
    void pathsAndVariablesBindAsParameters() throws SQLException {
        try (java.sql.PreparedStatement p = c.prepareStatement("SELECT jsonb_path_query_array(?::jsonb, ?::jsonpath, ?::jsonb),"
                + " jsonb_path_exists(CAST(? AS jsonb), ?)")) {
            p.setString(1, "[1, 5, 10]");
            p.setString(2, "$[*] ? (@ > $min)");
            p.setString(3, "{\"min\": 2}");
            p.setString(4, "{\"a\": 1}");
            p.setString(5, "strict $.a");
            try (ResultSet r = p.executeQuery()) {
                r.next();
                assertEquals("[5, 10]|t", r.getString(1) + "|" + r.getString(2));
            }
        }
    }
}
