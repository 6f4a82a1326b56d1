package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.postgresql.util.PGobject;

/**
 * jsonb as applications bind and read it (what the corpus's plain statements cannot show): string
 * parameters cast with {@code ?::jsonb} (Hibernate, Spring), pgjdbc's PGobject, parameters as keys
 * and indexes, getString, getObject and the column's type name; run on PostgreSQL and on the engine
 * (embedded, and over the wire protocol) and compared.
 */
class JsonbTest {

    private static final String TABLE = "CREATE TABLE jb_doc (id int PRIMARY KEY, doc jsonb)";

    /** The same on PostgreSQL, on the engine, and on the engine reached over PostgreSQL's protocol (a database owned elsewhere). */
    private static void assertSameOnBoth(Probe probe) throws SQLException {
        List<String> postgres = runOn(Target.POSTGRES, probe);
        assertEquals(postgres, runOn(Target.ENGINE, probe));
        assertEquals(postgres, runOn(Target.ENGINE_OWNED_ELSEWHERE, probe));
    }

    private static List<String> runOn(Target target, Probe probe) throws SQLException {
        return Probe.runOn(target, TABLE, probe);
    }

    /** Which columns are jsonb by their type names, then each row's values by getString and by getObject's text. */
    private static List<String> rows(PreparedStatement query) throws SQLException {
        List<String> out = new ArrayList<>();
        try (ResultSet rs = query.executeQuery()) {
            ResultSetMetaData meta = rs.getMetaData();
            StringBuilder types = new StringBuilder("types:");
            for (int i = 1; i <= meta.getColumnCount(); i++) {
                types.append(' ').append(meta.getColumnTypeName(i).equals("jsonb") ? "jsonb" : "-"); // the engine names others as H2 does
            }
            out.add(types.toString());
            while (rs.next()) {
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    out.add(rs.getString(i) + " / " + rs.getObject(i));
                }
            }
        }
        return out;
    }

    private static String sqlState(Connection c, String sql, String bound) {
        try (PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, bound);
            p.executeUpdate();
            return "no error";
        } catch (SQLException e) {
            return e.getSQLState();
        }
    }

    @Test
    void aStringCastToJsonbIsStoredNormalisedAndReadAsPostgresPrintsIt() throws SQLException {
        assertSameOnBoth(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO jb_doc (id, doc) VALUES (?, ?::jsonb)")) {
                insert.setInt(1, 1);
                insert.setString(2, "{\"b\":[1, 2.50, {\"z\":null,\"a\":true}],\"a\":\"x\",\"a\":\"last\"}");
                insert.executeUpdate();
            }
            try (PreparedStatement query = c.prepareStatement("SELECT doc, doc -> 'b', doc ->> 'a' FROM jb_doc")) {
                return rows(query);
            }
        });
    }

    /** Django's {@code data__pages__gt=100} and its kin: jsonb values compared in jsonb's order, not by their text. */
    @Test
    void jsonbValuesAreOrderedAsPostgresOrdersThem() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO jb_doc VALUES (1, '{\"n\": 80, \"s\": \"b\", \"v\": [1, 2]}'), (2, '{\"n\": 120, \"s\": \"ab\", \"v\": [3]}'),"
                        + " (3, '{\"n\": 100.0, \"s\": true, \"v\": {}}'), (4, '{\"s\": null, \"v\": []}')");
            }
            List<String> out = new ArrayList<>();
            for (String condition : new String[] {"doc -> 'n' > '100'", "doc -> 'n' >= '100'", "(doc -> 'n') < '100'", "doc -> 's' <= '\"b\"'",
                    "'1' < doc -> 's'", "doc -> 'v' > '[2]'", "doc -> 'v' < '[]'", "doc #> '{n}' <= '100'"}) {
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id FROM jb_doc WHERE " + condition + " ORDER BY id")) {
                    StringBuilder ids = new StringBuilder(condition + ":");
                    while (rs.next()) {
                        ids.append(' ').append(rs.getInt(1));
                    }
                    out.add(ids.toString());
                }
            }
            return out;
        });
    }

    @Test
    void aPgObjectOfTypeJsonbIsBoundAsTheValueItNames() throws SQLException {
        assertSameOnBoth(c -> {
            PGobject json = new PGobject();
            json.setType("jsonb");
            json.setValue("{\"tags\": [\"x\", \"y\"], \"n\": 1e2}");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO jb_doc (id, doc) VALUES (2, ?)")) {
                insert.setObject(1, json);
                insert.executeUpdate();
            }
            try (PreparedStatement query = c.prepareStatement("SELECT doc, doc @> '{\"tags\": [\"y\"]}'::jsonb FROM jb_doc")) {
                return rows(query);
            }
        });
    }

    /** Hibernate and Spring bind a jsonb as a PGobject or as text cast with ?::jsonb: equal by value, 1.0 = 1, as in PostgreSQL. */
    @Test
    void aBoundJsonbEqualsTheValuesPostgresCallsEqual() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO jb_doc VALUES (1, '{\"n\": 1.0, \"v\": [2]}'), (2, '{\"n\": 1, \"v\": [2.00]}'), (3, '{\"n\": 2}')");
            }
            PGobject json = new PGobject();
            json.setType("jsonb");
            json.setValue("{\"v\": [2.0], \"n\": 1.00}");
            List<String> out = new ArrayList<>();
            for (String condition : new String[] {"doc = ?", "doc <> ?", "? = doc", "doc = ?::jsonb", "doc -> 'n' = ?::jsonb -> 'n'",
                    "doc -> 'v' IN (?::jsonb -> 'v', '[]')"}) {
                try (PreparedStatement query = c.prepareStatement("SELECT id FROM jb_doc WHERE " + condition + " ORDER BY id")) {
                    if (condition.contains("::jsonb")) {
                        query.setString(1, json.getValue());
                    } else {
                        query.setObject(1, json);
                    }
                    StringBuilder ids = new StringBuilder(condition + ":");
                    try (ResultSet rs = query.executeQuery()) {
                        while (rs.next()) {
                            ids.append(' ').append(rs.getInt(1));
                        }
                    }
                    out.add(ids.toString());
                }
            }
            return out;
        });
    }

    @Test
    void aJsonbColumnConcatenatedWithAStringMergesAsJsonbAndAnUpdateStoresTheMerge() throws SQLException {
        assertSameOnBoth(c -> {
            try (Statement s = c.createStatement()) {
                s.execute("INSERT INTO jb_doc VALUES (1, '{\"k\": 1}'), (2, NULL)");
                s.executeUpdate("UPDATE jb_doc SET doc = doc || '{\"u\": true}' WHERE id = 1");
                s.executeUpdate("UPDATE jb_doc SET doc = coalesce(doc, '{}') || '{\"v\": [1]}' WHERE id = 2");
            }
            try (PreparedStatement query = c.prepareStatement("SELECT doc, '[0]' || jb_doc.doc, doc || '{\"a\": 2}' || '{\"b\": 3}',"
                    + " doc || doc, 'id ' || id || ': ' || doc FROM jb_doc ORDER BY id")) {
                return rows(query);
            }
        });
    }

    @Test
    void keysAndIndexesMayBeParameters() throws SQLException {
        assertSameOnBoth(c -> {
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO jb_doc VALUES (3, '{\"k\": [10, 20, 30]}')")) {
                insert.executeUpdate();
            }
            try (PreparedStatement query = c.prepareStatement("SELECT doc -> ? ->> ?, doc #>> ?::text[] FROM jb_doc WHERE doc ->> ? IS NOT NULL AND doc ?? ?")) {
                query.setString(1, "k");
                query.setInt(2, -1);
                query.setString(3, "{k,0}");
                query.setString(4, "k");
                query.setString(5, "k"); // ??: the ? operator in a prepared statement, as pgjdbc takes it
                return rows(query);
            }
        });
    }

    @Test
    void anUpdateMergesAndDeletesKeys() throws SQLException {
        assertSameOnBoth(c -> {
            try (PreparedStatement write = c.prepareStatement("INSERT INTO jb_doc VALUES (4, jsonb_build_object('a', 1, 'b', 2))")) {
                write.executeUpdate();
            }
            try (PreparedStatement write = c.prepareStatement("UPDATE jb_doc SET doc = doc || ?::jsonb - 'a' WHERE id = 4")) {
                write.setString(1, "{\"c\": {\"d\": [true]}}");
                write.executeUpdate();
            }
            try (PreparedStatement query = c.prepareStatement("SELECT doc, jsonb_typeof(doc -> 'c'), doc::text FROM jb_doc")) {
                return rows(query);
            }
        });
    }

    /** A VALUES column PostgreSQL types jsonb by its first row: DISTINCT of it makes equal values one row, as jsonb compares them. */
    @Test
    void distinctOfAJsonbValuesColumnMakesEqualValuesOneRow() throws SQLException {
        assertSameOnBoth(c -> {
            try (PreparedStatement query = c.prepareStatement("SELECT count(*) FROM (SELECT DISTINCT n, v.x FROM (VALUES (1, '1'::jsonb), (1, '1.0'),"
                    + " (2, CAST('[1.00]' AS jsonb)), (2, '[1]'), (2, '{\"a\": 1}')) AS v(n, x)) u")) {
                return rows(query);
            }
        });
    }

    @Test
    void invalidJsonIsRefusedAsPostgresRefusesIt() throws SQLException {
        assertSameOnBoth(c -> List.of(sqlState(c, "INSERT INTO jb_doc VALUES (5, ?::jsonb)", "{\"a\": "),
                sqlState(c, "INSERT INTO jb_doc VALUES (5, ?::jsonb)", "[1, 2]")));
    }
}
