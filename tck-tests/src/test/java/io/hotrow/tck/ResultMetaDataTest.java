package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A result's ResultSetMetaData answers on the engine as pgjdbc's does on PostgreSQL for the same
 * query (type names, JDBC types, classes, sizes, nullability, tables), after execution and from a
 * prepared statement before it: tools read types from it (jOOQ, Spring's SqlRowSet, Hibernate's
 * native queries, SQL clients). Expressions carry aliases: unaliased labels are ColumnLabelsTest's.
 */
@Timeout(120)
class ResultMetaDataTest {

    private static final List<String> SETUP = List.of(
            "CREATE TABLE typed (id serial PRIMARY KEY, s smallint, i integer NOT NULL, b bigint, n numeric(10,2), nn numeric, r real,"
                    + " d double precision, f boolean, t text, v varchar(20), c char(3), dt date, ts timestamp, tz timestamptz, by bytea,"
                    + " u uuid, ia int[], ta text[], jb jsonb)",
            "INSERT INTO typed (s, i, b, n, nn, r, d, f, t, v, c, dt, ts, tz, by, u, jb, ia, ta) VALUES (1, 2, 3, 4.5, 6.7, 1.5, 2.5, true,"
                    + " 'x', 'y', 'z', '2024-01-01', '2024-01-01 10:00', '2024-01-01 10:00+00', '\\xde', 'a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11',"
                    + " '{}', '{1}', '{a}')",
            "CREATE SEQUENCE counter");

    /** Expressions: what pgjdbc reads from the wire's RowDescription alone. */
    private static final List<String> QUERIES = List.of(
            "SELECT 1 AS one, 1.5 AS dec, 'a' AS str, true AS yes, 2::bigint AS big, 1.5::float8 AS f8, 1.5::real AS f4, 2::smallint AS sm,"
                    + " now() AS at, current_date AS today, 'ab'::char(2) AS ch, '\\xde'::bytea AS raw,"
                    + " gen_random_uuid() AS g",
            "SELECT count(*) AS n_rows, sum(i) AS sum_i, sum(b) AS sum_b, avg(i) AS avg_i, max(t) AS max_t, min(n) AS min_n, t || v AS tv,"
                    + " i + 1 AS next_i, upper(t) AS up, length(t) AS len, n * 2 AS twice, array_agg(i) AS ids, string_agg(t, ',') AS names"
                    + " FROM typed GROUP BY t, v, i, n",
            "SELECT setval('counter', 5) AS sv, nextval('counter') AS nv",
            "SELECT '{}'::jsonb AS doc, jsonb_build_object('a', 1) AS built, interval '1 day' AS span");

    /**
     * Asked of the engine here only: over the wire pgjdbc learns a table column's table, nullability
     * and serial from the catalog by the table oid RowDescription does not carry.
     */
    private static final List<String> EMBEDDED_QUERIES = List.of(
            "SELECT id, s, i, b, n, nn, r, d, f, t, v, c, dt, ts, tz, by, u, ia, ta FROM typed",
            "SELECT jb FROM typed");

    /** The engine, here and behind its wire server (read by pgjdbc), against PostgreSQL through pgjdbc. */
    @ParameterizedTest
    @EnumSource(value = Target.class, names = {"ENGINE", "ENGINE_OWNED_ELSEWHERE"})
    void describesResultsAsPgjdbcDescribesPostgreSqls(Target target) throws Exception {
        List<String> queries = new ArrayList<>(QUERIES);
        if (target == Target.ENGINE) {
            queries.addAll(EMBEDDED_QUERIES);
        }
        List<String> expected = described(Target.POSTGRES, queries);
        List<String> actual = described(target, queries);
        assertTrue(expected.size() > 50, "every column described: " + expected.size());
        for (int i = 0; i < expected.size(); i++) {
            assertEquals(expected.get(i), actual.get(i));
        }
        assertEquals(expected.size(), actual.size());
    }

    /** DatabaseMetaData.getColumns names a table's column types as the table's results do, on both. */
    @ParameterizedTest
    @EnumSource(value = Target.class, names = {"ENGINE", "POSTGRES"})
    void columnsOfATableAreTypedAsItsResultsAre(Target target) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            for (String sql : SETUP) {
                s.execute(sql);
            }
            List<String> listed = new ArrayList<>();
            try (ResultSet columns = c.getMetaData().getColumns(null, c.getSchema(), "typed", null)) {
                while (columns.next()) {
                    listed.add(columns.getString("COLUMN_NAME") + " " + columns.getString("TYPE_NAME") + " " + columns.getInt("DATA_TYPE"));
                }
            }
            List<String> described = new ArrayList<>();
            try (ResultSet rows = s.executeQuery("SELECT * FROM typed")) {
                ResultSetMetaData meta = rows.getMetaData();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    described.add(meta.getColumnName(i) + " " + meta.getColumnTypeName(i) + " " + meta.getColumnType(i));
                }
            }
            assertEquals(described, listed);
            assertEquals(20, listed.size());
        } finally {
            target.drop(database);
        }
    }

    private static List<String> described(Target target, List<String> queries) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            for (String sql : SETUP) {
                s.execute(sql);
            }
            List<String> lines = new ArrayList<>();
            for (String sql : queries) {
                try (ResultSet rows = s.executeQuery(sql)) {
                    describe(lines, "executed " + sql, rows.getMetaData());
                }
                try (PreparedStatement prepared = c.prepareStatement(sql)) {
                    describe(lines, "prepared " + sql, prepared.getMetaData());
                }
            }
            return lines;
        } finally {
            target.drop(database);
        }
    }

    /** pgjdbc's own class for json (PGobject) is not the engine's: the jsonb's text. An interval is a PGInterval on both. */
    private static String className(ResultSetMetaData meta, int i) throws SQLException {
        return List.of("json", "jsonb").contains(meta.getColumnTypeName(i)) ? "(the driver's own)" : meta.getColumnClassName(i);
    }

    private static void describe(List<String> lines, String what, ResultSetMetaData meta) throws SQLException {
        for (int i = 1; i <= meta.getColumnCount(); i++) {
            lines.add(what + ": column " + i + " " + meta.getColumnLabel(i) + " (" + meta.getColumnName(i) + ") type " + meta.getColumnTypeName(i)
                    + " " + meta.getColumnType(i) + " " + className(meta, i) + " precision " + meta.getPrecision(i) + " scale "
                    + meta.getScale(i) + " display " + meta.getColumnDisplaySize(i) + " nullable " + meta.isNullable(i) + " auto "
                    + meta.isAutoIncrement(i) + " signed " + meta.isSigned(i) + " case " + meta.isCaseSensitive(i) + " read-only "
                    + meta.isReadOnly(i) + " table '" + meta.getTableName(i) + "' schema '" + meta.getSchemaName(i) + "' catalog '"
                    + meta.getCatalogName(i) + "'");
        }
    }
}
