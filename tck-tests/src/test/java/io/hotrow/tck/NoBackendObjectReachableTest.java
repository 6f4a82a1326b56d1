package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.driver.HotrowDriver;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.sql.Array;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Wrapper;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Nothing of the backends is reachable from a hotrow connection (issue 13, item 3): walking every
 * JDBC getter from a connection, on every way a connection is assembled, finds only hotrow's own
 * objects; unwrap never yields a backend's; a write through anything reached goes through hotrow.
 */
class NoBackendObjectReachableTest {

    private static final List<String> BACKEND_PACKAGES = List.of("org.h2.", "org.postgresql.", "com.zaxxer.hikari.", "io.hotrow.engine.");
    /** What a caller might try to unwrap to. */
    private static final List<String> BACKEND_TYPES = List.of("org.h2.jdbc.JdbcConnection", "org.h2.jdbc.JdbcStatement",
            "org.h2.jdbc.JdbcPreparedStatement", "org.h2.jdbc.JdbcResultSet", "org.h2.jdbc.JdbcDatabaseMetaData", "org.postgresql.PGConnection",
            "org.postgresql.PGStatement", "org.postgresql.jdbc.PgConnection", "org.postgresql.jdbc.PgResultSet",
            "com.zaxxer.hikari.pool.ProxyConnection", "com.zaxxer.hikari.pool.ProxyStatement", "io.hotrow.engine.jdbc.EngineConnection");
    /** Getters that change what they are asked about. */
    private static final Set<String> NOT_WALKED = Set.of("getMoreResults");
    private static final int DEPTH = 4;

    private final Set<Object> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    private int walked;
    private Connection root;

    private static void setUp(TargetDatabase db) throws SQLException {
        db.execute("CREATE TABLE item (id bigserial PRIMARY KEY, name text NOT NULL, body bytea)",
                "CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)",
                "INSERT INTO item (name, body) VALUES ('apple', 'ab'), ('pear', NULL)",
                "INSERT INTO counters VALUES (1, 0)");
    }

    @ParameterizedTest
    @EnumSource(Assembly.class)
    void everyObjectReachedFromAConnectionIsHotrows(Assembly assembly) throws Exception {
        try (TargetDatabase db = assembly.database()) {
            setUp(db);
            try (Connection c = db.connect()) {
                root = c;
                walk("connection", c, 0);
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id, name, body FROM item ORDER BY id")) {
                    assertTrue(rs.next());
                    walk("query", rs, 0);
                    walkEach("rs.getBlob", () -> rs.getBlob(3));
                    walkEach("rs.getObject", () -> rs.getObject(3));
                }
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO item (name) VALUES (?)", Statement.RETURN_GENERATED_KEYS)) {
                    insert.setString(1, "plum");
                    assertEquals(1, insert.executeUpdate());
                    walk("insert", insert, 0);
                    walkEach("getGeneratedKeys", insert::getGeneratedKeys);
                }
                try (PreparedStatement select = c.prepareStatement("SELECT id, name FROM item WHERE id = ?")) {
                    walkEach("getParameterMetaData", select::getParameterMetaData);
                    walkEach("prepared.getMetaData", select::getMetaData);
                    select.setLong(1, 1);
                    walkEach("prepared.executeQuery", select::executeQuery);
                }
                try (PreparedStatement read = c.prepareStatement("SELECT n FROM counters WHERE id = ?");
                     PreparedStatement increment = c.prepareStatement("UPDATE counters SET n = n + 1 WHERE id = ?")) {
                    increment.setInt(1, 1);
                    assertEquals(1, increment.executeUpdate());
                    walk("increment", increment, 0);
                    read.setInt(1, 1);
                    walkEach("counter read", read::executeQuery);
                }
                DatabaseMetaData meta = c.getMetaData();
                walkEach("getTables", () -> meta.getTables(null, null, "%", null));
                walkEach("getColumns", () -> meta.getColumns(null, null, "item", "%"));
                walkEach("getPrimaryKeys", () -> meta.getPrimaryKeys(null, null, "item"));
                walkEach("getTypeInfo", meta::getTypeInfo);
                walkEach("createArrayOf", () -> c.createArrayOf("integer", new Object[] {1, 2}));
                walkEach("createBlob", c::createBlob);
                walkEach("createClob", c::createClob);
                walkEach("createNClob", c::createNClob);
                walkEach("createSQLXML", c::createSQLXML);
                walkEach("prepareCall", () -> c.prepareCall("SELECT 1"));
                try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT ARRAY[1, 2] AS a")) {
                    assertTrue(rs.next());
                    walkEach("rs.getArray", () -> rs.getArray(1));
                    walkEach("rs.getObject(array)", () -> rs.getObject(1));
                }
                c.setAutoCommit(false);
                Savepoint savepoint = c.setSavepoint();
                walk("savepoint", savepoint, 0);
                c.rollback(savepoint); // the backend is given its own savepoint back
                c.commit();
                c.setAutoCommit(true);
            }
            assertTrue(walked > 80, "walked only " + walked + " objects");
        }
    }

    /** Writes through connections reached from result sets, metadata and generated keys are hotrow's: they survive a restart. */
    @ParameterizedTest
    @EnumSource(Assembly.class)
    void writesThroughReachedConnectionsAreDurable(Assembly assembly) throws Exception {
        try (TargetDatabase db = assembly.database()) {
            setUp(db);
            List<Connection> reached = new ArrayList<>();
            try (Connection c = db.connect(); Statement s = c.createStatement()) {
                try (ResultSet rs = s.executeQuery("SELECT id FROM item")) {
                    reached.add(rs.getStatement().getConnection());
                }
                reached.add(c.getMetaData().getConnection());
                try (ResultSet tables = c.getMetaData().getTables(null, null, "%", null)) {
                    if (tables.getStatement() != null) { // JDBC allows null for metadata's result sets
                        reached.add(tables.getStatement().getConnection());
                    }
                }
                try (PreparedStatement insert = c.prepareStatement("INSERT INTO item (name) VALUES ('fig')", Statement.RETURN_GENERATED_KEYS)) {
                    insert.executeUpdate();
                    try (ResultSet keys = insert.getGeneratedKeys()) {
                        reached.add(keys.getStatement().getConnection());
                    }
                }
                for (Connection other : reached) {
                    assertSame(c, other);
                    try (Statement write = other.createStatement()) {
                        write.execute("CREATE TABLE IF NOT EXISTS reached (n int)");
                        write.execute("INSERT INTO reached VALUES (1)");
                    }
                }
            }
            HotrowDriver.instance().shutdown(); // the engine reopens its databases from the log
            assertEquals(reached.size(), db.queryLong("SELECT count(*) FROM reached"));
            assertEquals(3, db.queryLong("SELECT count(*) FROM item"));
        }
    }

    /** Asking again gives the same object, and each object leads back to where it came from. */
    @ParameterizedTest
    @EnumSource(Assembly.class)
    void objectsKeepTheirIdentity(Assembly assembly) throws Exception {
        try (TargetDatabase db = assembly.database()) {
            setUp(db);
            try (Connection c = db.connect(); Statement s = c.createStatement();
                 PreparedStatement read = c.prepareStatement("SELECT n FROM counters WHERE id = ?")) {
                ResultSet rs = s.executeQuery("SELECT id FROM item");
                assertSame(s, rs.getStatement());
                assertSame(s.getResultSet(), s.getResultSet());
                assertSame(s, s.getResultSet().getStatement());
                assertSame(c, s.getConnection());
                assertSame(c.getMetaData().getConnection(), c);
                read.setInt(1, 1);
                assertTrue(read.execute());
                ResultSet counter = read.getResultSet();
                assertSame(counter, read.getResultSet());
                assertSame(read, counter.getStatement());
                assertTrue(counter.next());
                assertEquals(0, counter.getLong(1));
                assertEquals(s, s);
                assertFalse(s.equals(read));
                assertEquals(System.identityHashCode(s), s.hashCode());
            }
        }
    }

    /** Errors of H2's result sets come through the engine's translation to PostgreSQL's SQLStates. */
    @ParameterizedTest
    @EnumSource(value = Assembly.class, names = {"ENGINE_EXPLICIT", "ENGINE_AUTO"})
    void getterErrorsOnTheEngineCarryPostgresStates(Assembly assembly) throws Exception {
        try (TargetDatabase db = assembly.database(); Connection c = db.connect(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT 'not a number' AS t")) {
            assertTrue(rs.next());
            SQLException e = assertThrows(SQLException.class, () -> rs.getInt(1));
            assertNotEquals("22018", e.getSQLState(), "H2's own state for a bad conversion");
            assertTrue(e.getSQLState().startsWith("22"), e.getSQLState());
        }
    }

    @FunctionalInterface
    private interface Reach {
        Object get() throws SQLException;
    }

    /** Walks what {@code reach} hands out; an SQLException is an answer (unsupported, say), anything else a failure. */
    private void walkEach(String path, Reach reach) throws Exception {
        Object reached;
        try {
            reached = reach.get();
        } catch (SQLException refused) {
            return;
        }
        walk(path, reached, 0);
    }

    private void walk(String path, Object value, int depth) throws Exception {
        if (value == null || !seen.add(value)) {
            return;
        }
        walked++;
        assertNotBackend(path, value);
        if (value instanceof Object[] elements) {
            for (Object element : elements) {
                walk(path + "[]", element, depth + 1);
            }
            return;
        }
        if (value instanceof Connection connection) {
            assertSame(root, connection, path + " is the application's connection");
        }
        if (value instanceof Wrapper wrapper) {
            checkUnwrap(path, wrapper);
        }
        if (depth == DEPTH) {
            return;
        }
        for (Class<?> type : value.getClass().getInterfaces()) {
            if (!type.getName().startsWith("java.sql.")) {
                continue;
            }
            for (Method getter : type.getMethods()) {
                if (getter.getParameterCount() != 0 || !getter.getName().startsWith("get") || getter.getReturnType().isPrimitive()
                        || NOT_WALKED.contains(getter.getName())) {
                    continue;
                }
                Object child;
                try {
                    child = getter.invoke(value);
                } catch (InvocationTargetException e) {
                    if (!(e.getCause() instanceof SQLException)) {
                        fail(path + "." + getter.getName() + "() threw " + e.getCause(), e.getCause());
                    }
                    continue;
                }
                walk(path + "." + getter.getName() + "()", child, depth + 1);
            }
        }
    }

    private static void checkUnwrap(String path, Wrapper wrapper) throws SQLException {
        for (String name : BACKEND_TYPES) {
            Class<?> type = load(name);
            assertFalse(wrapper.isWrapperFor(type), path + " is a wrapper for " + name);
            SQLException refused = assertThrows(SQLException.class, () -> wrapper.unwrap(type), path + " unwrapped to " + name);
            assertTrue(refused.getSQLState() != null && !refused.getSQLState().startsWith("08") && !refused.getSQLState().equals("0A000"),
                    "a refusal a pool would take for a broken connection: " + refused.getSQLState());
        }
        for (Class<?> type : List.of(Wrapper.class, Object.class, wrapper.getClass().getInterfaces()[0])) {
            assertSame(wrapper, wrapper.unwrap(type), path + " unwraps to itself");
        }
        for (Class<?> type : List.of(Connection.class, Statement.class, ResultSet.class, DatabaseMetaData.class, Array.class)) {
            if (wrapper.isWrapperFor(type)) {
                assertSame(wrapper, wrapper.unwrap(type), path + " unwrapped to " + type.getSimpleName());
            }
        }
    }

    private static void assertNotBackend(String path, Object value) {
        String name = value.getClass().getName();
        for (String backend : BACKEND_PACKAGES) {
            if (name.startsWith(backend)) {
                fail(path + " is the backend's " + name);
            }
        }
    }

    private static Class<?> load(String name) {
        try {
            return Class.forName(name);
        } catch (ClassNotFoundException e) {
            throw new AssertionError(name + " is not on the test's class path", e);
        }
    }
}
