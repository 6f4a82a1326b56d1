package io.hotrow.engine.sql;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Set-returning functions of a column, end to end: with bind parameters beside them, grouped by themselves, in subqueries
 * without FROM, jsonb_each of a column; the expected rows are PostgreSQL 15's answers, and what the engine refuses it refuses
 * with a state of its own, never 0A000.
 */
@Timeout(60)
class SetFunctionsOfColumnsTest {

    private Database db;
    private Connection c;

    @BeforeEach
    void start() throws SQLException {
        db = open("srf", new MemoryObjectStore("srf"));
        c = connect(db);
        try (Statement s = c.createStatement()) {
            s.execute("CREATE TABLE posts (id int PRIMARY KEY, tags text[], doc jsonb)");
            s.execute("INSERT INTO posts VALUES (1, ARRAY['a', 'b'], '{\"k\": 1, \"a\": [1, 2], \"bb\": \"s\"}'),"
                    + " (2, '{c,\"d e\",NULL}', '{}'), (3, '{}', NULL), (4, ARRAY['a', 'a', 'c'], '{\"b\": null}')");
        }
    }

    @AfterEach
    void stop() throws SQLException {
        c.close();
        db.shutdown();
    }

    /** The rows of {@code sql} run with {@code parameters}, each its columns joined by {@code |}; an error as {@code SQLSTATE}. */
    private List<String> rows(String sql, Object... parameters) {
        List<String> rows = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(sql)) {
            for (int i = 0; i < parameters.length; i++) {
                p.setObject(i + 1, parameters[i] instanceof String[] array ? c.createArrayOf("text", array) : parameters[i]);
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    StringBuilder row = new StringBuilder();
                    for (int i = 1; i <= r.getMetaData().getColumnCount(); i++) {
                        row.append(i > 1 ? "|" : "").append(r.getString(i));
                    }
                    rows.add(row.toString());
                }
            }
        } catch (SQLException e) {
            rows.add(e.getSQLState());
        }
        return rows;
    }

    @Test
    void bindParametersBesideTheFunctionStayParameters() {
        assertEquals(List.of("1|a", "1|b"), rows("SELECT id, t FROM posts, unnest(tags) t WHERE id = ? ORDER BY 2", 1));
        assertEquals(List.of("2|c", "2|d e", "2|null"), rows("SELECT id, unnest(tags) FROM posts WHERE id = ? ORDER BY 2 NULLS LAST", 2));
        assertEquals(List.of("1|a", "2|c", "4|a", "4|a", "4|c"),
                rows("SELECT id, x FROM posts, unnest(tags) x WHERE x = ANY(?) ORDER BY 1, 2", (Object) new String[] {"a", "c"}));
        assertEquals(List.of("1"), rows("SELECT id FROM posts WHERE ? IN (SELECT unnest(tags)) ORDER BY 1", "b"));
        // inside the array: the range would repeat the parameter, refused
        assertEquals(List.of("42000"), rows("SELECT x FROM posts p, unnest(p.tags || ?::text[]) x", (Object) new String[] {"q"}));
    }

    @Test
    void aQueryGroupedByTheFunctionCountsEachElement() {
        assertEquals(List.of("a|3", "b|1", "c|2", "d e|1", "null|1"), rows("SELECT unnest(tags) t, count(*) FROM posts GROUP BY 1 ORDER BY 1"));
        assertEquals(List.of("a|3", "c|2"), rows("SELECT unnest(tags), count(*) FROM posts GROUP BY unnest(tags) HAVING count(*) > 1 ORDER BY 1"));
        assertEquals(List.of("42000"), rows("SELECT id, unnest(tags) FROM posts GROUP BY id"));
        assertEquals(List.of("42803"), rows("SELECT count(unnest(tags)) FROM posts"));
        assertEquals(List.of("42000"), rows("SELECT CASE WHEN id > 1 THEN unnest(tags) END FROM posts"));
    }

    @Test
    void aSubqueryWithoutFromReadsTheOuterRowsArray() {
        assertEquals(List.of("1", "2", "4"), rows("SELECT id FROM posts WHERE EXISTS (SELECT unnest(tags)) ORDER BY 1"));
        assertEquals(List.of("1|{b,a}", "2|{NULL,\"d e\",c}", "3|{}", "4|{c,a,a}"),
                rows("SELECT id, ARRAY(SELECT unnest(tags) ORDER BY 1 DESC) FROM posts ORDER BY 1"));
    }

    @Test
    void jsonbEachOfAColumnGivesItsKeysInJsonbOrder() {
        assertEquals(List.of("1|1|a|[1, 2]", "1|2|k|1", "1|3|bb|\"s\"", "4|1|b|null"),
                rows("SELECT p.id, e.n, e.key, e.value FROM posts p, jsonb_each(p.doc) WITH ORDINALITY e(key, value, n) ORDER BY 1, 2"));
        assertEquals(List.of("1|bb|s", "2|null|null", "3|null|null", "4|b|null"),
                rows("SELECT p.id, e.* FROM posts p LEFT JOIN LATERAL jsonb_each_text(p.doc) e ON e.key <> 'k' AND e.key <> 'a' ORDER BY 1, 2"));
        assertEquals(List.of("k,b,a,bb"), rows("SELECT string_agg(k, ',' ORDER BY length(k), k DESC) FROM posts p, jsonb_object_keys(p.doc) k"));
        assertEquals(List.of("22023"), rows("SELECT k FROM posts p, jsonb_object_keys(p.doc -> 'a') k"));
    }
}
