package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.MethodSource;
import org.postgresql.util.PGobject;

/**
 * Plain pgjdbc ({@code jdbc:postgresql://}) against the engine's wire SERVER.get() and against
 * PostgreSQL: each test asserts the same answers on both.
 */
@Timeout(120)
class WirePgjdbcTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    /** Text transfer, and binary transfer of results and parameters from the first execution on. */
    static List<Arguments> targetsAndTransfers() {
        List<Arguments> arguments = new ArrayList<>();
        for (WireTarget target : WireTarget.values()) {
            arguments.add(Arguments.of(target, "binaryTransfer=false"));
            arguments.add(Arguments.of(target, "binaryTransfer=true&prepareThreshold=1"));
        }
        return arguments;
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void definesChangesAndReadsRowsWithPostgresCounts(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals(0, s.executeUpdate("CREATE TABLE item (id int PRIMARY KEY, name varchar(20), qty int)"));
            assertEquals(3, s.executeUpdate("INSERT INTO item VALUES (1, 'a', 10), (2, 'b', 20), (3, 'c', 30)"));
            assertEquals(2, s.executeUpdate("UPDATE item SET qty = qty + 1 WHERE id >= 2"));
            assertEquals(1, s.executeUpdate("DELETE FROM item WHERE id = 1"));
            try (ResultSet rs = s.executeQuery("SELECT id, name, qty FROM item ORDER BY id")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt(1));
                assertEquals("b", rs.getString("name"));
                assertEquals(21, rs.getInt(3));
                assertTrue(rs.next());
                assertEquals(31, rs.getInt(3));
                assertFalse(rs.next());
                assertEquals("varchar", rs.getMetaData().getColumnTypeName(2));
                assertEquals("int4", rs.getMetaData().getColumnTypeName(1));
            }
            assertEquals(0, s.executeUpdate("DROP TABLE item"));
        }
    }

    @ParameterizedTest
    @MethodSource("targetsAndTransfers")
    void parametersAndResultsOfEachCommonTypeRoundTrip(WireTarget target, String transfer) throws SQLException {
        OffsetDateTime instant = OffsetDateTime.of(2024, 5, 6, 7, 8, 9, 123_456_000, ZoneOffset.UTC);
        UUID uuid = UUID.fromString("a0eebc99-9c0b-4ef8-bb6d-6bb9bd380a11");
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(transfer)) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE typed (id int PRIMARY KEY, b boolean, s smallint, i int, l bigint, r real, d double precision,"
                        + " n numeric(12,3), t text, v varchar(10), ch char(3), by bytea, da date, ti time(6), ts timestamp, tz timestamptz,"
                        + " u uuid, j jsonb)");
            }
            for (int round = 1; round <= 3; round++) { // past prepareThreshold: the later rounds use a named statement
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO typed VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                    insert.setInt(1, round);
                    insert.setBoolean(2, true);
                    insert.setShort(3, (short) -7);
                    insert.setInt(4, Integer.MIN_VALUE);
                    insert.setLong(5, Long.MAX_VALUE);
                    insert.setFloat(6, 1.5f);
                    insert.setDouble(7, 1e-300);
                    insert.setBigDecimal(8, new BigDecimal("-123456789.125"));
                    insert.setString(9, "héllo\n\"world\"");
                    insert.setString(10, "short");
                    insert.setString(11, "ab");
                    insert.setBytes(12, new byte[] {0, 1, (byte) 0xff});
                    insert.setObject(13, LocalDate.of(2024, 2, 29));
                    insert.setObject(14, LocalTime.of(23, 59, 58, 500_000_000));
                    insert.setObject(15, LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999_999_000));
                    insert.setObject(16, instant);
                    insert.setObject(17, uuid);
                    PGobject json = new PGobject();
                    json.setType("jsonb");
                    json.setValue("{\"k\": [1, 2]}");
                    insert.setObject(18, json);
                    assertEquals(1, insert.executeUpdate());
                }
            }
            try (PreparedStatement select = c.prepareStatement("SELECT * FROM typed WHERE id = ? AND i = ? AND u = ?")) {
                for (int round = 1; round <= 3; round++) {
                    select.setInt(1, round);
                    select.setInt(2, Integer.MIN_VALUE);
                    select.setObject(3, uuid);
                    try (ResultSet rs = select.executeQuery()) {
                        assertTrue(rs.next(), "round " + round);
                        assertTrue(rs.getBoolean("b"));
                        assertEquals(-7, rs.getShort("s"));
                        assertEquals(Long.MAX_VALUE, rs.getLong("l"));
                        assertEquals(1.5f, rs.getFloat("r"));
                        assertEquals(1e-300, rs.getDouble("d"));
                        assertEquals(new BigDecimal("-123456789.125"), rs.getBigDecimal("n"));
                        assertEquals("héllo\n\"world\"", rs.getString("t"));
                        assertEquals("short", rs.getString("v"));
                        assertEquals("ab ", rs.getString("ch"));
                        assertArrayEquals(new byte[] {0, 1, (byte) 0xff}, rs.getBytes("by"));
                        assertEquals(LocalDate.of(2024, 2, 29), rs.getObject("da", LocalDate.class));
                        assertEquals(LocalTime.of(23, 59, 58, 500_000_000), rs.getObject("ti", LocalTime.class));
                        assertEquals(LocalDateTime.of(1999, 12, 31, 23, 59, 59, 999_999_000), rs.getObject("ts", LocalDateTime.class));
                        assertEquals(instant.toInstant(), rs.getObject("tz", OffsetDateTime.class).toInstant());
                        assertEquals(uuid, rs.getObject("u"));
                        assertEquals("{\"k\":[1,2]}", rs.getString("j").replace(" ", "")); // jsonb's spacing is PostgreSQL's own
                        assertFalse(rs.next());
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("targetsAndTransfers")
    void intervalsReadAsPostgresWritesThem(WireTarget target, String transfer) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(transfer);
                PreparedStatement select = c.prepareStatement("SELECT interval '1 day 02:00:00', sum(x), max(x) * 2 FROM (VALUES (interval '90 minutes'),"
                        + " (interval '1 day')) v(x) WHERE x IS NOT NULL OR ? IS NULL")) {
            for (int round = 1; round <= 2; round++) { // the second on a named statement
                select.setInt(1, round);
                try (ResultSet rs = select.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals("1 day 02:00:00", rs.getString(1));
                    assertEquals("1 day 01:30:00", rs.getString(2));
                    assertEquals("2 days", rs.getString(3));
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("targetsAndTransfers")
    void nullsAndExpressionsOfParameters(WireTarget target, String transfer) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(transfer);
             PreparedStatement p = c.prepareStatement("SELECT ?::int + 1, ?::text, CAST(? AS bigint) * 2, ?::numeric / 4")) {
            for (int round = 0; round < 3; round++) {
                p.setInt(1, 41);
                p.setNull(2, java.sql.Types.VARCHAR);
                p.setLong(3, 21);
                p.setBigDecimal(4, new BigDecimal("10"));
                try (ResultSet rs = p.executeQuery()) {
                    assertTrue(rs.next());
                    assertEquals(42, rs.getInt(1));
                    assertNull(rs.getString(2));
                    assertEquals(42, rs.getLong(3));
                    assertEquals(0, new BigDecimal("2.5").compareTo(rs.getBigDecimal(4)));
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void aTransactionCommitsOrRollsBackAsAWhole(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(); Connection other = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE account (id int PRIMARY KEY, balance int)");
                s.execute("INSERT INTO account VALUES (1, 100), (2, 0)");
            }
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("UPDATE account SET balance = balance - 30 WHERE id = 1");
                s.executeUpdate("UPDATE account SET balance = balance + 30 WHERE id = 2");
                c.rollback();
                assertEquals(100, balance(other, 1));
                s.executeUpdate("UPDATE account SET balance = balance - 30 WHERE id = 1");
                s.executeUpdate("UPDATE account SET balance = balance + 30 WHERE id = 2");
                c.commit();
            }
            assertEquals(70, balance(other, 1));
            assertEquals(30, balance(other, 2));
        }
    }

    private static int balance(Connection c, int id) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT balance FROM account WHERE id = ?")) {
            p.setInt(1, id);
            try (ResultSet rs = p.executeQuery()) {
                assertTrue(rs.next());
                return rs.getInt(1);
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void anErrorAbortsTheTransactionWith25P02UntilItRollsBack(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            }
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.executeUpdate("INSERT INTO t VALUES (1)");
                SQLException missing = assertThrows(SQLException.class, () -> s.executeQuery("SELECT * FROM no_such_table"));
                assertEquals("42P01", missing.getSQLState());
                SQLException aborted = assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO t VALUES (2)"));
                assertEquals("25P02", aborted.getSQLState());
                c.rollback();
                s.executeUpdate("INSERT INTO t VALUES (3)");
                c.commit();
                try (ResultSet rs = s.executeQuery("SELECT count(*), sum(id) FROM t")) {
                    assertTrue(rs.next());
                    assertEquals(1, rs.getInt(1));
                    assertEquals(3, rs.getInt(2));
                }
            }
            c.setAutoCommit(true);
            try (Statement s = c.createStatement()) {
                SQLException duplicate = assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO t VALUES (3)"));
                assertEquals("23505", duplicate.getSQLState());
                assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (4)")); // autocommit: the connection goes on
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void generatedKeysAndReturningAnswerTheNewRows(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE note (id serial PRIMARY KEY, body text)");
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO note (body) VALUES (?)", Statement.RETURN_GENERATED_KEYS)) {
                for (int i = 1; i <= 3; i++) {
                    p.setString(1, "n" + i);
                    assertEquals(1, p.executeUpdate());
                    try (ResultSet keys = p.getGeneratedKeys()) {
                        assertTrue(keys.next());
                        assertEquals(i, keys.getInt("id"));
                    }
                }
            }
            try (PreparedStatement p = c.prepareStatement("UPDATE note SET body = body || '!' WHERE id >= ? RETURNING id, body")) {
                p.setInt(1, 2);
                try (ResultSet rs = p.executeQuery()) {
                    List<String> bodies = new ArrayList<>();
                    while (rs.next()) {
                        bodies.add(rs.getInt(1) + ":" + rs.getString(2));
                    }
                    bodies.sort(null);
                    assertEquals(List.of("2:n2!", "3:n3!"), bodies);
                }
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void severalStatementsInOneExecuteGiveOneResultEach(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int)");
            assertFalse(s.execute("INSERT INTO t VALUES (1), (2); SELECT id FROM t ORDER BY id; UPDATE t SET id = id * 10"));
            assertEquals(2, s.getUpdateCount());
            assertTrue(s.getMoreResults());
            try (ResultSet rs = s.getResultSet()) {
                assertTrue(rs.next());
                assertEquals(1, rs.getInt(1));
                assertTrue(rs.next());
                assertFalse(rs.next());
            }
            assertFalse(s.getMoreResults());
            assertEquals(2, s.getUpdateCount());
            assertFalse(s.getMoreResults());
            assertEquals(-1, s.getUpdateCount());
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void aFetchSizeReadsTheResultInPortions(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE n (v int)");
            }
            try (PreparedStatement insert = c.prepareStatement("INSERT INTO n VALUES (?)")) {
                for (int v = 1; v <= 95; v++) {
                    insert.setInt(1, v);
                    insert.addBatch();
                }
                insert.executeBatch();
            }
            c.setAutoCommit(false); // pgjdbc fetches in portions only inside a transaction
            try (PreparedStatement p = c.prepareStatement("SELECT v FROM n ORDER BY v")) {
                p.setFetchSize(10);
                try (ResultSet rs = p.executeQuery()) {
                    long sum = 0;
                    int rows = 0;
                    while (rs.next()) {
                        sum += rs.getInt(1);
                        rows++;
                    }
                    assertEquals(95, rows);
                    assertEquals(95 * 96 / 2, sum);
                }
            }
            c.commit();
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void aBatchThatFailsInAutocommitChangesNothing(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE k (id int PRIMARY KEY)");
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO k VALUES (?)")) {
                for (int id : new int[] {1, 2, 3, 2, 5}) {
                    p.setInt(1, id);
                    p.addBatch();
                }
                java.sql.BatchUpdateException failed = assertThrows(java.sql.BatchUpdateException.class, p::executeBatch);
                assertEquals("23505", failed.getSQLState());
            }
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM k")) {
                assertTrue(rs.next());
                assertEquals(0, rs.getInt(1), "the batch ran as one implicit transaction, as PostgreSQL runs a pipeline up to Sync");
            }
        }
    }

    @ParameterizedTest
    @EnumSource(WireTarget.class)
    void aBatchOfPreparedInsertsCountsEachRow(WireTarget target) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE b (id int PRIMARY KEY, label text)");
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO b VALUES (?, ?)")) {
                for (int i = 0; i < 250; i++) {
                    p.setInt(1, i);
                    p.setString(2, "row " + i);
                    p.addBatch();
                }
                int[] counts = p.executeBatch();
                assertEquals(250, counts.length);
                for (int count : counts) {
                    assertEquals(1, count);
                }
            }
            try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM b")) {
                assertTrue(rs.next());
                assertEquals(250, rs.getInt(1));
            }
        }
    }

    /**
     * RowDescription names an enum-typed column by its enum type's oid, as PostgreSQL does (it said text, 25): pgjdbc looks
     * the oid up in pg_type, as psql's {@code \gdesc} and the ORMs' enum adapters do. A cast to text is text.
     */
    @ParameterizedTest
    @MethodSource("targetsAndTransfers")
    void anEnumColumnIsDescribedByItsEnumType(WireTarget target, String transfer) throws SQLException {
        try (WireTarget.Database db = target.database(SERVER.get()); Connection c = db.connect(transfer); Statement s = c.createStatement()) {
            s.execute("CREATE TYPE mood AS ENUM ('sad', 'happy')");
            s.execute("CREATE TYPE feeling AS ENUM ('sad', 'ok')");
            s.execute("CREATE TABLE person (id int, m mood, f feeling)");
            s.execute("INSERT INTO person VALUES (1, 'happy', 'ok')");
            String sql = "SELECT m, m AS renamed, f, 'sad'::mood AS literal, m::text AS label, id FROM person";
            for (int run = 0; run < 2; run++) { // the second prepared on the server, with binary results where asked
                try (PreparedStatement select = c.prepareStatement(sql); ResultSet rs = select.executeQuery()) {
                    assertTrue(rs.next());
                    ResultSetMetaData meta = rs.getMetaData();
                    List<String> types = new ArrayList<>();
                    for (int i = 1; i <= meta.getColumnCount(); i++) {
                        types.add(meta.getColumnTypeName(i));
                    }
                    assertEquals(List.of("mood", "mood", "feeling", "mood", "text", "int4"), types);
                    assertEquals("happy ok sad happy", rs.getString(1) + " " + rs.getString(3) + " " + rs.getString(4) + " " + rs.getString(5));
                }
            }
        }
    }
}
