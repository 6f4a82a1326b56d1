package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Properties;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * SQL-level {@code PREPARE}, {@code EXECUTE}, {@code DEALLOCATE} and {@code DISCARD ALL}, and
 * {@code current_user} as the login role: the same answers from an embedded engine connection
 * ({@code jdbc:hotrow:mem:}), from pgjdbc through the engine's wire server, and from pgjdbc on PostgreSQL.
 */
@Timeout(120)
class SqlPrepareTest {

    @RegisterExtension
    static final WireTarget.SharedServer SERVER = new WireTarget.SharedServer();

    enum Path { EMBEDDED, WIRE, POSTGRES }

    /** A fresh database on {@code path}; {@link #connect} opens connections to it, logged in as the path's user. */
    private static final class Database implements AutoCloseable {
        final Path path;
        private final String embedded = Target.freshDatabase();
        private final WireTarget.Database wire;

        Database(Path path) throws SQLException {
            this.path = path;
            this.wire = path == Path.EMBEDDED ? null : (path == Path.WIRE ? WireTarget.WIRE : WireTarget.POSTGRES).database(SERVER.get());
        }

        Connection connect() throws SQLException {
            if (wire != null) {
                return wire.connect();
            }
            Properties login = new Properties();
            login.setProperty("user", "app");
            return DriverManager.getConnection(Target.ENGINE.url(embedded), login);
        }

        @Override
        public void close() throws SQLException {
            if (wire != null) {
                wire.close();
            }
        }
    }

    private static String state(Statement s, String sql) {
        return assertThrows(SQLException.class, () -> s.execute(sql), sql).getSQLState();
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void preparesExecutesAndDeallocatesByName(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertFalse(s.execute("PREPARE p(int, text) AS SELECT $1 + 1 AS a, $2 AS b"));
            for (String execute : new String[] {"EXECUTE p(41, 'x')", "EXECUTE p('41', 'x')"}) {
                try (ResultSet rs = s.executeQuery(execute)) {
                    assertTrue(rs.next(), execute);
                    assertEquals(42, rs.getInt("a"), execute);
                    assertEquals("x", rs.getString("b"), execute);
                    assertFalse(rs.next(), execute);
                }
            }
            assertEquals("42P05", state(s, "PREPARE p AS SELECT 1"));
            assertEquals("42601", state(s, "EXECUTE p(1)")); // wrong number of parameters
            assertEquals("22P02", state(s, "EXECUTE p('a', 'x')"));
            assertEquals("26000", state(s, "EXECUTE nope"));
            assertEquals("26000", state(s, "DEALLOCATE nope"));
            assertEquals("42601", state(s, "PREPARE bad AS CREATE TABLE x (a int)"));
            assertEquals("42704", state(s, "PREPARE bad(no_such_type) AS SELECT $1"));
            assertFalse(s.execute("DEALLOCATE PREPARE p"));
            assertEquals("26000", state(s, "EXECUTE p(1, 'x')"));
            assertFalse(s.execute("PREPARE \"Mixed\" AS SELECT 1"));
            assertTrue(s.execute("EXECUTE \"Mixed\""));
            assertEquals("26000", state(s, "EXECUTE mixed"));
        }
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void executesWritesWithTheirCounts(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE item (id serial PRIMARY KEY, made date, qty int)");
            s.execute("PREPARE ins(date, int) AS INSERT INTO item (made, qty) VALUES ($1, $2)");
            assertEquals(1, s.executeUpdate("EXECUTE ins('2026-03-02', 5)"));
            s.execute("PREPARE ins_id AS INSERT INTO item (made, qty) VALUES ($1, $2) RETURNING id");
            try (ResultSet rs = s.executeQuery("EXECUTE ins_id('2026-03-03', 6)")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt(1));
            }
            s.execute("PREPARE bump AS UPDATE item SET qty = qty + $1");
            assertEquals(2, s.executeUpdate("EXECUTE bump(10)"));
            s.execute("PREPARE above AS SELECT id, made FROM item WHERE qty > $1 ORDER BY id");
            try (ResultSet rs = s.executeQuery("EXECUTE above(1 + 14)")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt("id"));
                assertEquals("2026-03-03", rs.getString("made"));
                assertFalse(rs.next());
            }
        }
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void keepsThemAcrossRollbackPerSessionUntilDiscardAll(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Connection other = db.connect();
             Statement s = c.createStatement(); Statement o = other.createStatement()) {
            c.setAutoCommit(false);
            s.execute("PREPARE one AS SELECT 1");
            c.rollback();
            assertTrue(s.execute("EXECUTE one"), "a rollback keeps prepared statements");
            assertEquals("25001", state(s, "DISCARD ALL"));
            c.rollback();
            c.setAutoCommit(true);
            assertEquals("26000", state(o, "EXECUTE one"), "another session has its own");
            s.execute("SET application_name = 'before'");
            assertFalse(s.execute("DISCARD ALL"));
            assertEquals("26000", state(s, "EXECUTE one"));
            try (ResultSet rs = s.executeQuery("SHOW application_name")) {
                assertTrue(rs.next());
                assertEquals("", rs.getString(1), "DISCARD ALL resets settings");
            }
            s.execute("PREPARE one AS SELECT 1");
            assertFalse(s.execute("DEALLOCATE ALL"));
            assertEquals("26000", state(s, "EXECUTE one"));
        }
    }

    private static final String LISTED = "SELECT name, statement, array_to_string(parameter_types, ','), from_sql, prepare_time IS NOT NULL"
            + " FROM pg_prepared_statements ORDER BY from_sql, name";

    @ParameterizedTest
    @EnumSource(Path.class)
    void pgPreparedStatementsListsWhatPrepareMade(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Statement s = c.createStatement()) {
            assertEquals(List.of(), rows(s, LISTED));
            s.execute("PREPARE p(int, varchar, timestamptz) AS SELECT $1 + 1 AS a, $2 AS b, $3 AS c");
            s.execute("PREPARE q AS SELECT 1");
            assertEquals(List.of("p|PREPARE p(int, varchar, timestamptz) AS SELECT $1 + 1 AS a, $2 AS b, $3 AS c"
                    + "|integer,character varying,timestamp with time zone|true|true", "q|PREPARE q AS SELECT 1||true|true"), rows(s, LISTED));
            s.execute("DEALLOCATE p");
            assertEquals(List.of("q"), rows(s, "SELECT name FROM pg_prepared_statements"));
        }
    }

    /** An enum parameter: its values are checked by the type, and pg_prepared_statements names the type, as PostgreSQL does. */
    @ParameterizedTest
    @EnumSource(Path.class)
    void enumParametersAreOfTheirType(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute("CREATE TYPE mood AS ENUM ('sad', 'ok', 'happy')");
            s.execute("CREATE TABLE m (id int, x mood)");
            s.execute("PREPARE p(int, mood) AS INSERT INTO m VALUES ($1, $2)");
            s.execute("EXECUTE p(1, 'ok')");
            s.execute("PREPARE q(mood) AS SELECT id, x FROM m WHERE x = $1");
            assertEquals(List.of("1|ok"), rows(s, "EXECUTE q('ok')"));
            assertEquals(List.of("p|integer,mood", "q|mood"), rows(s, "SELECT name, array_to_string(parameter_types, ',')"
                    + " FROM pg_prepared_statements ORDER BY name"));
            assertEquals("22P02", state(s, "EXECUTE q('nope')"));
        }
    }

    /**
     * pgjdbc with {@code prepareThreshold=1} makes a named statement (S_1, S_2, ...) of each text it
     * runs, by Parse: pg_prepared_statements lists them (not from SQL) with the types pgjdbc declared,
     * and {@code EXECUTE} runs them, as a pool's or a tool's SQL may do on a session an application shared.
     */
    @ParameterizedTest
    @EnumSource(value = Path.class, names = {"WIRE", "POSTGRES"})
    void executeRunsWhatParseNamedAndTheViewListsIt(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.wire.connect("prepareThreshold=1"); Statement s = c.createStatement();
             PreparedStatement doubled = c.prepareStatement("SELECT ?::int * 2 AS doubled, ? AS t")) {
            doubled.setInt(1, 21);
            doubled.setString(2, "x");
            assertEquals(List.of("42|x"), rows(doubled.executeQuery()));
            s.execute("PREPARE p(int) AS SELECT $1");
            assertEquals(List.of("S_1|SELECT $1::int * 2 AS doubled, $2 AS t|integer,character varying|false|true",
                    "S_2|PREPARE p(int) AS SELECT $1||false|true", "S_3|" + LISTED + "||false|true", "p|PREPARE p(int) AS SELECT $1|integer|true|true"),
                    rows(s, LISTED));
            assertEquals(List.of("10|y"), rows(s, "EXECUTE \"S_1\"(5, 'y')"));
            assertEquals(List.of("6|z"), rows(s, "EXECUTE \"S_1\"('3', 'z')"), "the values are cast to the types Parse declared");
            assertEquals("42601", state(s, "EXECUTE \"S_1\"(5)"));
            assertEquals("22P02", state(s, "EXECUTE \"S_1\"('five', 'y')"));
        }
    }

    private static List<String> rows(Statement s, String sql) throws SQLException {
        return rows(s.executeQuery(sql));
    }

    private static List<String> rows(ResultSet rs) throws SQLException {
        try (rs) {
            List<String> rows = new ArrayList<>();
            while (rs.next()) {
                StringBuilder row = new StringBuilder();
                for (int i = 1; i <= rs.getMetaData().getColumnCount(); i++) {
                    Object value = rs.getObject(i); // booleans as true and false on every path
                    row.append(i == 1 ? "" : "|").append(value == null ? "" : value);
                }
                rows.add(row.toString());
            }
            return rows;
        }
    }

    @ParameterizedTest
    @EnumSource(Path.class)
    void currentUserIsTheLoginRole(Path path) throws SQLException {
        try (Database db = new Database(path); Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT current_user, session_user, user, current_role")) {
            String login = c.getMetaData().getUserName();
            assertEquals(path == Path.EMBEDDED ? "app" : path == Path.WIRE ? "test" : login, login);
            assertTrue(rs.next());
            String[] labels = {"current_user", "session_user", "user", "current_role"};
            for (int i = 1; i <= labels.length; i++) {
                assertEquals(login, rs.getString(i), labels[i - 1]);
                assertEquals(labels[i - 1], rs.getMetaData().getColumnLabel(i));
            }
        }
    }
}
