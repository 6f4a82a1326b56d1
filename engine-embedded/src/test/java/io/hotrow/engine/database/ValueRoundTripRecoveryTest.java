package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.MemoryObjectStore;
import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every value the engine acknowledged reads back the same after a reopen, from the log and from a
 * snapshot: each column type at its edges, and strings a careless encoding alters (lone UTF-16
 * surrogates, which Java's UTF-8 writes as {@code ?}, in values and in names).
 */
class ValueRoundTripRecoveryTest {

    private static final String LONE_HIGH = "t_a\ud800b";
    private static final String LONE_LOW = "\udc00end";
    private static final List<String> ODD_STRINGS = List.of("", "plain", LONE_HIGH, LONE_LOW, "\ud83d\ude00 pair", "\udc00\ud800",
            "tail\ud800", "quote ' and \\ backslash", "line\nbreak\ttab", "\u202eright-to-left", "e\u0301 combining", "\uffff",
            "x".repeat(70_000) + "\ud800");

    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void oddStringsInValuesAndNamesSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("odd-strings-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        String table = quoted(LONE_HIGH);
        String column = quoted("c" + LONE_LOW);
        Database first = open("odd", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE " + table + " (id int PRIMARY KEY, " + column + " text, v varchar(100000))");
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO " + table + " VALUES (?, ?, ?)")) {
                for (int i = 0; i < ODD_STRINGS.size(); i++) {
                    insert.setInt(1, i);
                    insert.setString(2, ODD_STRINGS.get(i));
                    insert.setString(3, ODD_STRINGS.get(i));
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            s.execute("INSERT INTO " + table + " VALUES (1000, '" + LONE_HIGH + "', 'lit" + LONE_LOW + "')");
        }
        List<String> before = rows(first, "SELECT * FROM " + table + " ORDER BY id");
        assertTrue(before.get(ODD_STRINGS.size()).contains("=" + LONE_HIGH + "\u0001"), "the engine acknowledged the string as written");
        first.shutdown();
        Database second = open("odd", store, settings);
        assertEquals(before, rows(second, "SELECT * FROM " + table + " ORDER BY id"));
        assertEquals(List.of("table_name=" + LONE_HIGH), rows(second, "SELECT table_name FROM information_schema.tables WHERE table_name LIKE 't_a%'"));
        second.shutdown();
    }

    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void everyColumnTypeAtItsEdgesSurvivesReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("types-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("types", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE edges (id int PRIMARY KEY, i2 smallint, i4 int, i8 bigint, n numeric, n2 numeric(30,10), f4 real,"
                    + " f8 double precision, b boolean, t text, ch char(5), by bytea, d date, tm time, ts timestamp, tz timestamptz,"
                    + " iv interval, u uuid, j json, jb jsonb, ia int[], ta text[])");
            s.execute("INSERT INTO edges VALUES (1, -32768, -2147483648, -9223372036854775808, -123456789012345678901234567890.123456789,"
                    + " 12345678901234567890.0123456789, -3.4e38, -1.7976931348623157e308, false, '', 'a', '\\x00ff', '0001-01-01',"
                    + " '00:00:00', '0001-01-01 00:00:00', '1970-01-01 00:00:00+00', '-999999 days -23:59:59.999999', '00000000-0000-0000-0000-000000000000',"
                    + " '{\"a\": [1, 2.50, null]}', '{\"b\": {\"c\": \"\\u00e9\"}}', '{}', '{}')");
            s.execute("INSERT INTO edges VALUES (2, 32767, 2147483647, 9223372036854775807, 0.000000000000000000001, -0.0000000001,"
                    + " 'NaN', 'Infinity', true, 'x', 'abcde', '\\x', '5874897-12-31', '23:59:59.999999', '9999-12-31 23:59:59.999999',"
                    + " '2262-04-11 23:47:16.854775+05:30', '1 day 02:03:04.000005', 'ffffffff-ffff-ffff-ffff-ffffffffffff', '[]', 'null',"
                    + " '{1,NULL,-3}', '{\"\",NULL,\"a,b\",\"\\\"q\\\"\"}')");
            s.execute("INSERT INTO edges (id, f4, f8) VALUES (3, '-Infinity', '-0.0'), (4, 1.4e-45, 4.9e-324)");
            s.execute("INSERT INTO edges (id) VALUES (5)");
        }
        List<String> before = rows(first, "SELECT * FROM edges ORDER BY id");
        first.shutdown();
        Database second = open("types", store, settings);
        assertEquals(before, rows(second, "SELECT * FROM edges ORDER BY id"));
        second.shutdown();
    }

    /**
     * Enum types survive reopening with their labels in declaration order: made by CREATE TYPE, by Sequelize's DO block
     * (logged as the schema change it runs), extended by ALTER TYPE ... ADD VALUE, with labels placed (BEFORE, AFTER),
     * skipped (IF NOT EXISTS) and renamed, and a type dropped with CASCADE; one made, and labels placed and renamed, in a
     * rolled-back transaction do not come back.
     */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void enumTypesAndTheirValuesSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("enum-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("enums", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')");
            s.execute("DO 'BEGIN CREATE TYPE \"public\".\"enum_p_kind\" AS ENUM(''keeper'', ''field''); EXCEPTION WHEN duplicate_object"
                    + " THEN null; END'");
            s.execute("CREATE TABLE p (id int PRIMARY KEY, m mood, k enum_p_kind DEFAULT 'field')");
            s.execute("INSERT INTO p VALUES (1, 'happy', 'keeper'), (2, 'sad', DEFAULT)");
            s.execute("ALTER TYPE mood ADD VALUE 'ecstatic'");
            s.execute("INSERT INTO p VALUES (3, 'ecstatic', DEFAULT), (4, 'ok', 'keeper')");
            // Labels placed and renamed: the type made again and its columns copied, each step logged.
            s.execute("ALTER TYPE mood ADD VALUE 'meh' BEFORE 'ok'");
            s.execute("ALTER TYPE mood ADD VALUE IF NOT EXISTS 'meh' AFTER 'happy'");
            s.execute("ALTER TYPE enum_p_kind RENAME VALUE 'field' TO 'pitch'");
            s.execute("INSERT INTO p VALUES (5, 'meh', DEFAULT)");
            s.execute("CREATE TYPE gone AS ENUM ('x')");
            s.execute("ALTER TABLE p ADD COLUMN g gone");
            s.execute("DROP TYPE gone CASCADE");
            c.setAutoCommit(false);
            s.execute("CREATE TYPE undone AS ENUM ('a')");
            s.execute("ALTER TYPE mood ADD VALUE 'gone' BEFORE 'sad'");
            s.execute("ALTER TYPE mood RENAME VALUE 'happy' TO 'glad'");
            c.rollback();
        }
        String labels = "SELECT t.typname, e.enumlabel FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid ORDER BY t.typname, e.enumsortorder";
        List<String> before = rows(first, "SELECT * FROM p ORDER BY m, id");
        List<String> typesBefore = rows(first, labels);
        assertEquals(List.of(), rows(first, "SELECT enumlabel FROM pg_enum WHERE enumlabel IN ('gone', 'glad')"));
        assertEquals(List.of("id=2\u0001m=sad\u0001k=pitch", "id=5\u0001m=meh\u0001k=pitch", "id=4\u0001m=ok\u0001k=keeper",
                "id=1\u0001m=happy\u0001k=keeper", "id=3\u0001m=ecstatic\u0001k=pitch"), before);
        first.shutdown();
        Database second = open("enums", store, settings);
        assertEquals(before, rows(second, "SELECT * FROM p ORDER BY m, id"));
        assertEquals(typesBefore, rows(second, labels));
        assertEquals(List.of(), rows(second, "SELECT typname FROM pg_type WHERE typname = 'undone'"));
        second.shutdown();
    }

    /** Generated columns (GENERATED ALWAYS AS (expr) STORED) keep their values across reopening, the log's row images replayed into them. */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void generatedColumnsSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("generated-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("generated", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE g (id int PRIMARY KEY, price numeric(10, 2), qty int, total numeric(12, 2) GENERATED ALWAYS AS (price * qty) STORED)");
            s.execute("INSERT INTO g (id, price, qty) VALUES (1, 2.50, 4), (2, 1, 1)");
            s.execute("UPDATE g SET qty = 3 WHERE id = 2");
            s.execute("ALTER TABLE g ADD COLUMN twice int GENERATED ALWAYS AS (qty * 2) STORED");
            s.execute("INSERT INTO g (id, price, qty) VALUES (3, 0.5, 2)");
        }
        List<String> before = rows(first, "SELECT * FROM g ORDER BY id");
        assertEquals(List.of("id=1\u0001price=2.50\u0001qty=4\u0001total=10.00\u0001twice=8", "id=2\u0001price=1.00\u0001qty=3\u0001total=3.00\u0001twice=6",
                "id=3\u0001price=0.50\u0001qty=2\u0001total=1.00\u0001twice=4"), before);
        first.shutdown();
        Database second = open("generated", store, settings);
        assertEquals(before, rows(second, "SELECT * FROM g ORDER BY id"));
        try (Connection c = connect(second); Statement s = c.createStatement()) {
            s.execute("UPDATE g SET price = 3 WHERE id = 1");
        }
        assertEquals(List.of("id=1\u0001total=12.00"), rows(second, "SELECT id, total FROM g WHERE id = 1"));
        second.shutdown();
    }

    private static String quoted(String name) {
        return '"' + name + '"';
    }

    /**
     * Numerics keep their scale across a reopen where the engine keeps it at all: a {@code numeric(p,s)} column its
     * declared scale (1.50, 10.00), arrays of one and of casts to numeric PostgreSQL's text without H2's padding (an
     * array of casts to numeric is typed {@code NUMERIC(100000, 50000)} by H2), a bound BigDecimal its column's scale. The
     * values of an unconstrained numeric column have no trailing zeros here: it keeps none (H2's DECFLOAT; dialect.md).
     */
    @ParameterizedTest(name = "snapshots: {0}")
    @ValueSource(booleans = {false, true})
    void numericScalesSurviveReopening(boolean snapshots) throws SQLException {
        MemoryObjectStore store = new MemoryObjectStore("numeric-recovery-test");
        EngineSettings settings = snapshots ? EngineSettings.DEFAULT.withSnapshotEvery(2) : EngineSettings.DEFAULT;
        Database first = open("numerics", store, settings);
        try (Connection c = connect(first); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE amounts (id int PRIMARY KEY, price numeric(12,2), n numeric, pa numeric(10,2)[], na numeric[], bound numeric(20,4))");
            s.execute("INSERT INTO amounts VALUES (1, 1.5, 1.5, ARRAY[1.5, 2], ARRAY[1.5::numeric, 2.5::numeric], 0), (2, 10, 3.25, '{10,0.5}', '{2.5,7}', 0)");
            try (PreparedStatement p = c.prepareStatement("UPDATE amounts SET bound = ? WHERE id = 2")) {
                p.setBigDecimal(1, new BigDecimal("12.5"));
                p.executeUpdate();
            }
        }
        List<String> expected = List.of(
                "id=1\u0001price=1.50\u0001n=1.5\u0001pa={1.50,2.00}\u0001na={1.5,2.5}\u0001bound=0.0000",
                "id=2\u0001price=10.00\u0001n=3.25\u0001pa={10.00,0.50}\u0001na={2.5,7}\u0001bound=12.5000");
        assertEquals(expected, rows(first, "SELECT * FROM amounts ORDER BY id"));
        first.shutdown();
        Database second = open("numerics", store, settings);
        assertEquals(expected, rows(second, "SELECT * FROM amounts ORDER BY id"));
        try (Connection c = connect(second); Statement s = c.createStatement();
                ResultSet rs = s.executeQuery("SELECT price, ARRAY[n::numeric, 2.25::numeric]::text FROM amounts WHERE id = 1")) {
            assertTrue(rs.next());
            assertEquals(new BigDecimal("1.50"), rs.getBigDecimal(1));
            assertEquals("{1.5,2.25}", rs.getString(2));
        }
        second.shutdown();
    }

    /** Each row's columns by {@code getString} (bytes as hex), joined by a character no value here holds. */
    private static List<String> rows(Database database, String query) throws SQLException {
        List<String> rows = new ArrayList<>();
        try (Connection c = connect(database); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(query)) {
            ResultSetMetaData meta = rs.getMetaData();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= meta.getColumnCount(); i++) {
                    Object value = rs.getObject(i);
                    row.append(i > 1 ? "\u0001" : "").append(meta.getColumnName(i)).append('=')
                            .append(value instanceof byte[] bytes ? HexFormat.of().formatHex(bytes) : rs.getString(i));
                }
                rows.add(row.toString());
            }
        }
        return rows;
    }
}
