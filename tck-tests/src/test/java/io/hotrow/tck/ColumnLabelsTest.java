package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Column labels as PostgreSQL gives them: applications read {@code rs.getLong("count")} after
 * {@code SELECT count(*) ...}, so a label is part of the answer, on every placement.
 */
@Timeout(60)
class ColumnLabelsTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void unaliasedCallsAreLabelledByTheirFunctionAsPostgreSqlLabelsThem(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, n int)");
            s.execute("INSERT INTO t VALUES (1, 5), (2, 7)");
            assertEquals(List.of("count", "sum", "max", "min", "avg", "upper", "coalesce", "?column?", "total"),
                    labels(s, "SELECT count(*), sum(n), max(n), min(n), avg(n), upper('a'), coalesce(n, 0), n + 1, count(*) AS total"
                            + " FROM t GROUP BY n"));
            assertEquals(List.of("count", "row_number", "string_agg"),
                    labels(s, "SELECT count(*) OVER (), row_number() OVER (ORDER BY id), string_agg(n::text, ',') OVER () FROM t"));
            assertEquals(List.of("count", "id", "sum"), labels(s, "SELECT DISTINCT ON (id) count(*) OVER (), id, sum(n) OVER (PARTITION BY id)"
                    + " FROM t ORDER BY id, n DESC"), "the list after DISTINCT ON's keys, its first item too");
            try (ResultSet rows = s.executeQuery("SELECT count(*) FROM t")) {
                rows.next();
                assertEquals(2, rows.getLong("count"), "read by its label");
            }
        } finally {
            target.drop(database);
        }
    }

    /** EXISTS and a scalar subquery are labelled as PostgreSQL labels them, so a client reads them by that name. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void subqueryItemsAreLabelledAsPostgreSqlLabelsThem(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, n int)");
            s.execute("INSERT INTO t VALUES (1, 5), (2, 7)");
            assertEquals(List.of("exists", "n", "count", "total", "?column?"),
                    labels(s, "SELECT EXISTS (SELECT 1 FROM t), (SELECT n FROM t WHERE id = 1), (SELECT count(*) FROM t),"
                            + " (SELECT sum(n) AS total FROM t), (SELECT 1)"));
            try (ResultSet rows = s.executeQuery("SELECT exists(SELECT 1 FROM t WHERE n = 7)")) {
                rows.next();
                assertEquals(true, rows.getBoolean("exists"), "read by its label");
            }
        } finally {
            target.drop(database);
        }
    }

    /**
     * A cast or trim in a derived table's or CTE's select list is labelled as in the outermost one (it was H2's {@code cast});
     * where another item of the list holds the same word, both keep H2's labels rather than become two columns of one name.
     */
    @Test
    void derivedTablesAndCtesLabelTheirItemsAsPostgreSql() throws Exception {
        List<String> queries = List.of("SELECT * FROM (SELECT id::text, n::int8, trim(' a ') FROM t) s ORDER BY 1",
                "WITH c AS (SELECT t.id::varchar, position('a' in 'ba') FROM t) SELECT * FROM c ORDER BY 1",
                "SELECT id FROM t WHERE id::text IN (SELECT n::text FROM t) OR id IN (SELECT x.id FROM (SELECT id::int8 FROM t) x)");
        Map<Target, List<String>> answers = new EnumMap<>(Target.class);
        for (Target target : List.of(Target.POSTGRES, Target.ENGINE)) {
            String database = Target.freshDatabase();
            try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY, n int)");
                s.execute("INSERT INTO t VALUES (1, 5), (2, 1)");
                List<String> labels = new ArrayList<>();
                for (String sql : queries) {
                    labels.addAll(labels(s, sql));
                }
                answers.put(target, labels);
            } finally {
                target.drop(database);
            }
        }
        assertEquals(List.of("id", "n", "btrim", "id", "position", "id"), answers.get(Target.POSTGRES));
        assertEquals(answers.get(Target.POSTGRES), answers.get(Target.ENGINE));
    }

    /**
     * A VALUES statement's columns are {@code column1, column2, ...}, typed by their expressions (a string is text, not
     * varchar of the longest string's length), as pgjdbc describes PostgreSQL's; so are those of a VALUES list in FROM
     * whose alias names fewer columns than it has, or none.
     */
    @Test
    void aValuesListIsDescribedAsPostgreSqlDescribesIt() throws Exception {
        List<String> statements = List.of("VALUES (1, 'a'), (2, 'bc')", "VALUES (1.5, true, NULL), (2, false, 'x') ORDER BY 1 DESC LIMIT 1",
                "SELECT * FROM (VALUES (1, 'a'), (2, 'bc')) AS v ORDER BY column1", "SELECT * FROM (VALUES (1, 'a', ARRAY[1, 2])) v(n)");
        assertEquals(described(Target.POSTGRES, statements), described(Target.ENGINE, statements));
    }

    /** Each statement's columns (label, type name, JDBC type, class), then its rows. */
    private static List<String> described(Target target, List<String> statements) throws Exception {
        String database = Target.freshDatabase();
        List<String> out = new ArrayList<>();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            for (String sql : statements) {
                try (ResultSet rows = s.executeQuery(sql)) {
                    ResultSetMetaData meta = rows.getMetaData();
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        out.add(meta.getColumnLabel(i) + " " + meta.getColumnTypeName(i) + " " + meta.getColumnType(i) + " " + meta.getColumnClassName(i));
                    }
                    while (rows.next()) {
                        StringBuilder row = new StringBuilder("row");
                        for (int i = 1; i <= meta.getColumnCount(); i++) {
                            row.append(' ').append(rows.getString(i));
                        }
                        out.add(row.toString());
                    }
                }
            }
        } finally {
            target.drop(database);
        }
        return out;
    }

    private static List<String> labels(Statement s, String sql) throws Exception {
        try (ResultSet rows = s.executeQuery(sql)) {
            ResultSetMetaData meta = rows.getMetaData();
            List<String> labels = new ArrayList<>();
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                labels.add(meta.getColumnLabel(i));
            }
            return labels;
        }
    }
}
