package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.sql.Types;
import java.util.UUID;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** getString reads values as pgjdbc reads PostgreSQL's text of them, on every placement. */
@Timeout(60)
class ValueTextTest {

    @ParameterizedTest
    @EnumSource(Target.class)
    void booleansAndArraysReadAsPostgreSqlWritesThem(Target target) throws Exception {
        onFreshDatabase(target, (c, s) -> {
            s.execute("CREATE TABLE flags (id int PRIMARY KEY, on_duty boolean, name text)");
            s.execute("INSERT INTO flags VALUES (1, true, 'a b'), (2, false, NULL), (3, NULL, 'c')");
            try (ResultSet rows = s.executeQuery("SELECT on_duty, bool 't' FROM flags ORDER BY id")) {
                assertTrue(rows.next());
                assertEquals("t", rows.getString(1));
                assertEquals("t", rows.getString(2));
                assertTrue(rows.next());
                assertEquals("f", rows.getString("on_duty"));
                assertTrue(rows.next());
                assertEquals(null, rows.getString(1));
            }
            try (ResultSet rows = s.executeQuery("SELECT array_agg(id ORDER BY id), array_agg(name ORDER BY id), array_agg(on_duty ORDER BY id)"
                    + " FROM flags")) {
                assertTrue(rows.next());
                assertEquals("{1,2,3}", rows.getString(1));
                assertEquals("{\"a b\",NULL,c}", rows.getString(2));
                assertEquals("{t,f,NULL}", rows.getString(3));
            }
            // H2 wrote a timestamp element as 2024-01-31 10:00:00.0 and an array of arrays as its JDBC object's name (ar5: ARRAY [3, 4])
            try (ResultSet rows = s.executeQuery("SELECT array_agg(ts ORDER BY ts), array_agg(a ORDER BY ts) FROM (VALUES"
                    + " (timestamp '2024-01-31 10:00', ARRAY[1, 2]), (timestamp '2023-12-01 00:00:01.25', ARRAY[3, 4])) v(ts, a)")) {
                assertTrue(rows.next());
                assertEquals("{\"2023-12-01 00:00:01.25\",\"2024-01-31 10:00:00\"}", rows.getString(1));
                assertEquals("{{3,4},{1,2}}", rows.getString(2));
            }
            // H2 wrote a jsonb element as its bytes' hex (\\x7b22...) and an interval as its literal (INTERVAL '1 00:00:00' DAY TO SECOND)
            try (ResultSet rows = s.executeQuery("SELECT array_agg(j ORDER BY i), array_agg(i ORDER BY i) FROM (VALUES"
                    + " ('{\"a\": 1}'::jsonb, interval '1 day'), ('[1,2]'::jsonb, interval '-2 hours')) v(j, i)")) {
                assertTrue(rows.next());
                assertEquals("{\"[1, 2]\",\"{\\\"a\\\": 1}\"}", rows.getString(1));
                assertEquals("{-02:00:00,\"1 day\"}", rows.getString(2));
            }
        });
    }

    /** Array columns written with setArray and PostgreSQL's array text, read with getArray and getString. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void arrayColumnsTakeAndGiveArrays(Target target) throws Exception {
        onFreshDatabase(target, (c, s) -> {
            s.execute("CREATE TABLE tagged (id int PRIMARY KEY, tags text[], nums int[])");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO tagged VALUES (?, ?, ?)")) {
                insert.setInt(1, 1);
                insert.setArray(2, c.createArrayOf("text", new String[] {"a", "b c", null}));
                insert.setArray(3, c.createArrayOf("int4", new Integer[] {1, 2}));
                insert.executeUpdate();
            }
            s.execute("INSERT INTO tagged VALUES (2, '{x,\\\"y\\\"}', '{7}')");
            try (ResultSet rows = s.executeQuery("SELECT tags, nums, tags[2] FROM tagged WHERE 2 = ANY(nums) OR 'x' = ANY(tags) ORDER BY id")) {
                assertTrue(rows.next());
                assertArrayEquals(new Object[] {"a", "b c", null}, (Object[]) rows.getArray(1).getArray());
                assertArrayEquals(new Object[] {1, 2}, (Object[]) rows.getArray("nums").getArray());
                assertEquals("{a,\"b c\",NULL}", rows.getString(1));
                assertEquals("b c", rows.getString(3));
                assertTrue(rows.next());
                assertArrayEquals(new Object[] {"x", "\"y\""}, (Object[]) rows.getArray(1).getArray());
                assertEquals("{7}", rows.getString(2));
            }
        });
    }

    /** bytea as pgjdbc reads PostgreSQL's default output (bytea_output = hex), in a column, an expression and an array. */
    @ParameterizedTest
    @EnumSource(Target.class)
    void byteaReadsAsHexText(Target target) throws Exception {
        onFreshDatabase(target, (c, s) -> {
            s.execute("CREATE TABLE blobs (id int PRIMARY KEY, data bytea, u uuid)");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO blobs VALUES (?, ?, ?)")) {
                insert.setInt(1, 1);
                insert.setBytes(2, new byte[] {(byte) 0xde, (byte) 0xad, 0, 0x7f});
                insert.setObject(3, UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11"));
                insert.executeUpdate();
                insert.setInt(1, 2);
                insert.setBytes(2, new byte[0]);
                insert.setNull(3, Types.OTHER);
                insert.executeUpdate();
            }
            try (ResultSet rows = s.executeQuery("SELECT data, decode('4142', 'hex'), u, ARRAY[data] FROM blobs ORDER BY id")) {
                assertTrue(rows.next());
                assertEquals("\\xdead007f", rows.getString(1));
                assertEquals("\\x4142", rows.getString(2));
                assertEquals("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11", rows.getString("u"));
                assertEquals("{\"\\\\xdead007f\"}", rows.getString(4));
                assertTrue(rows.next());
                assertEquals("\\x", rows.getString("data"));
            }
        });
    }

    @FunctionalInterface
    private interface Body {
        void run(Connection c, Statement s) throws Exception;
    }

    /** Runs {@code body} on a fresh database of {@code target}, dropped afterwards. */
    private static void onFreshDatabase(Target target, Body body) throws Exception {
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(target.url(database)); Statement s = c.createStatement()) {
            body.run(c, s);
        } finally {
            target.drop(database);
        }
    }
}
