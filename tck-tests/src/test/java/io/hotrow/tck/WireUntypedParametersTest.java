package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Array and jsonb parameters as node-postgres and psycopg send them: array text ({@code {"a","b"}})
 * and JSON text of an unspecified type, which PostgreSQL types by the column it goes into or is
 * compared with (or, for an array, by ANY and casts). pgjdbc's setString with
 * {@code stringtype=unspecified} sends the same; setArray sends a typed array.
 */
@Timeout(120)
class WireUntypedParametersTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedArrayTextIsReadByTheArrayColumnItGoesInto(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int, tags text[], n int[])");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                insert(insert, 1, "{\"a\",\"b\"}", "{1,2}");
                insert(insert, 2, "{a,\"b c\",NULL}", "{}");
                insert.setInt(1, 3);
                insert.setArray(2, c.createArrayOf("text", new String[] {"x", null}));
                insert.setArray(3, c.createArrayOf("int4", new Integer[] {3}));
                insert.executeUpdate();
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE t SET n = ? WHERE tags = ?")) {
                update.setString(1, "{7,8}");
                update.setString(2, "{a,b}");
                assertEquals(1, update.executeUpdate(), "the text compared with the column is an array too");
            }
            assertEquals(List.of("1|{a,b}|2|a|{7,8}", "2|{a,\"b c\",NULL}|3|a|{}", "3|{x,NULL}|2|x|{3}"),
                    rows(s.executeQuery("SELECT id, tags, cardinality(tags), tags[1], n FROM t ORDER BY id")));
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?, ?)")) {
                insert.setInt(1, 4);
                insert.setString(2, "a,b");
                insert.setString(3, "{1}");
                SQLException malformed = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class, insert::executeUpdate);
                assertEquals("22P02", malformed.getSQLState(), malformed.getMessage());
            }
        }
    }

    /** TypeORM inserts rows with an array column so, with DEFAULTs among the values. */
    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedArrayTextWrittenByAnInsertWithReturning(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id serial PRIMARY KEY, tags text[], n int DEFAULT 7)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t (id, tags, n) VALUES (DEFAULT, ?, DEFAULT), (DEFAULT, ?, ?) RETURNING id, tags, n")) {
                insert.setString(1, "{\"a\",\"b\"}");
                insert.setString(2, "{}");
                insert.setInt(3, 3);
                assertEquals(List.of("1|{a,b}|7", "2|{}|3"), rows(insert.executeQuery()));
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE t SET tags = ? WHERE id = 2 RETURNING tags")) {
                update.setString(1, "{c}");
                assertEquals(List.of("{c}"), rows(update.executeQuery()));
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedArrayTextIsAnArrayWhereAnArrayIsCompared(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int, name text)");
            s.execute("INSERT INTO t VALUES (1, 'a'), (2, 'b c'), (3, 'd')");
            try (PreparedStatement any = c.prepareStatement("SELECT id FROM t WHERE id = ANY(?) OR name = ANY(?) ORDER BY id")) {
                any.setString(1, "{\"2\",\"99\"}");
                any.setString(2, "{\"d\",\"x\"}");
                assertEquals(List.of("2", "3"), rows(any.executeQuery()));
            }
            try (PreparedStatement notAll = c.prepareStatement("SELECT id FROM t WHERE id <> ALL (?) ORDER BY id")) {
                notAll.setArray(1, c.createArrayOf("int4", new Integer[] {1, 3}));
                assertEquals(List.of("2"), rows(notAll.executeQuery()), "a bound array passes as it is");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedArrayTextCastToAnArrayIsReadAsArrayText(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             PreparedStatement cast = c.prepareStatement("SELECT ?::int[], CAST(? AS text[]), cardinality(?::text[])")) {
            cast.setString(1, "{4,5}");
            cast.setString(2, "{\"x\",\"y z\"}");
            cast.setString(3, "{a,b,c}");
            assertEquals(List.of("{4,5}|{x,\"y z\"}|3"), rows(cast.executeQuery()));
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedJsonTextIsReadAsTheJsonbColumnItGoesIntoOrIsComparedWith(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int, doc jsonb)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                insert.setInt(1, 1);
                insert.setString(2, "{\"gift\": true, \"tags\": [\"a\"]}");
                insert.executeUpdate();
                insert.setInt(1, 2);
                insert.setString(2, "\"just text\"");
                insert.executeUpdate();
            }
            try (PreparedStatement update = c.prepareStatement("UPDATE t SET doc = ? WHERE doc = ?")) {
                update.setString(1, "{\"n\": 2}");
                update.setString(2, "\"just text\"");
                assertEquals(1, update.executeUpdate());
            }
            assertEquals(List.of("1|{\"gift\": true, \"tags\": [\"a\"]}|true|object", "2|{\"n\": 2}|null|object"),
                    rows(s.executeQuery("SELECT id, doc, doc ->> 'gift', jsonb_typeof(doc) FROM t ORDER BY id")));
        }
    }

    /**
     * Date and time text with a zone, unspecified (pgjdbc's setDate sends {@code 2026-03-02 +00} so, setString with
     * {@code stringtype=unspecified} any text): a date drops the zone, a timestamp or time without time zone ignores it.
     */
    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedDateAndTimeTextIsReadAsTheColumnReadsIt(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE 'Europe/Paris'");
            s.execute("CREATE TABLE t (id int, d date, ts timestamp, tz timestamptz, tm time)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (1, ?, ?, ?, ?)")) {
                insert.setString(1, "2026-03-02 +00");
                insert.setString(2, "2026-03-02 10:00:00+02");
                insert.setString(3, "2026-03-02 10:00:00+05");
                insert.setString(4, "10:00:00+02");
                insert.executeUpdate();
            }
            assertEquals(List.of("2026-03-02|2026-03-02 10:00:00|2026-03-02 06:00:00+01|10:00:00"), rows(s.executeQuery("SELECT d, ts, tz, tm FROM t")));
        }
    }

    /**
     * A date, or a date with a zone, sent untyped into a timestamptz column or compared with one (psycopg and node-postgres send
     * a date so): midnight of that day in the session's TimeZone, or at the zone given.
     */
    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void untypedDateTextIsReadAsATimestamptz(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect("stringtype=unspecified");
             Statement s = c.createStatement()) {
            s.execute("SET TIME ZONE 'Europe/Paris'");
            s.execute("CREATE TABLE t (id int, tz timestamptz)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO t VALUES (?, ?)")) {
                String[] texts = {"2026-03-01", "2026-03-01 +05", "2026-03-01+05:30", "2026-03-01 Z"};
                for (int i = 0; i < texts.length; i++) {
                    insert.setInt(1, i + 1);
                    insert.setString(2, texts[i]);
                    insert.executeUpdate();
                }
            }
            assertEquals(List.of("1|2026-03-01 00:00:00+01", "2|2026-02-28 20:00:00+01", "3|2026-02-28 19:30:00+01", "4|2026-03-01 01:00:00+01"),
                    rows(s.executeQuery("SELECT id, tz FROM t ORDER BY id")));
            try (PreparedStatement compared = c.prepareStatement("SELECT id FROM t WHERE tz = ? OR tz = ? ORDER BY id")) {
                compared.setString(1, "2026-03-01");
                compared.setString(2, "2026-03-01 +05");
                assertEquals(List.of("1", "2"), rows(compared.executeQuery()));
            }
            try (PreparedStatement cast = c.prepareStatement("SELECT ?::timestamptz, CAST(? AS timestamptz)")) {
                cast.setString(1, "2026-03-01");
                cast.setString(2, "2026-03-01 -02");
                assertEquals(List.of("2026-03-01 00:00:00+01|2026-03-01 03:00:00+01"), rows(cast.executeQuery()));
            }
        }
    }

    private static void insert(PreparedStatement insert, int id, String tags, String n) throws SQLException {
        insert.setInt(1, id);
        insert.setString(2, tags);
        insert.setString(3, n);
        insert.executeUpdate();
    }

    /** Each row's columns by getString, joined by |. */
    private static List<String> rows(ResultSet rs) throws SQLException {
        try (rs) {
            List<String> rows = new ArrayList<>();
            int columns = rs.getMetaData().getColumnCount();
            while (rs.next()) {
                StringBuilder row = new StringBuilder(rs.getString(1));
                for (int i = 2; i <= columns; i++) {
                    row.append('|').append(rs.getString(i));
                }
                rows.add(row.toString());
            }
            return rows;
        }
    }
}
