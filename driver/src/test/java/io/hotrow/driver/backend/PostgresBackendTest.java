package io.hotrow.driver.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.testsupport.TestPostgres;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import org.junit.jupiter.api.Test;

class PostgresBackendTest {

    /** A transaction opened as text and left open must not swallow the next user's autocommit writes on the same pooled connection. */
    @Test
    void aTransactionLeftOpenAsTextDoesNotReachTheNextUserOfItsConnection() throws SQLException {
        String database = "t_leftover_" + Long.toHexString(System.nanoTime());
        ConnectionSettings settings = poolOfOne(database);
        PostgresBackend backend = new PostgresBackend();
        try {
            try (Connection c = backend.connect(settings); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY)");
                s.execute("BEGIN");
                s.execute("INSERT INTO t VALUES (1)");
            } // closed inside the transaction, which HikariCP does not know of
            try (Connection c = backend.connect(settings); Statement s = c.createStatement()) {
                s.execute("INSERT INTO t VALUES (2)"); // autocommit: committed at once
            }
            try (Connection c = backend.connect(settings); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT id FROM t")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getInt(1), "the abandoned insert rolled back, the autocommit one committed");
                assertFalse(rs.next());
            }
        } finally {
            dropSchema(database);
            backend.shutdown();
        }
    }

    /**
     * What a user leaves on its pooled connection ends with it, as on a new connection: an advisory
     * lock it did not unlock (a Flyway run that died would otherwise hold the migration lock for the
     * pool's life), a temporary table, a prepared statement, a LISTEN.
     */
    @Test
    void locksTemporaryTablesAndPreparedStatementsEndWithTheirUser() throws SQLException {
        String database = "t_leftovers_" + Long.toHexString(System.nanoTime());
        ConnectionSettings settings = poolOfOne(database);
        PostgresBackend backend = new PostgresBackend();
        try {
            int pid;
            try (Connection c = backend.connect(settings); Statement s = c.createStatement()) {
                s.execute("SELECT pg_advisory_lock(424242)");
                s.execute("CREATE TEMPORARY TABLE scratch (id int)");
                s.execute("PREPARE leftover AS SELECT 1");
                s.execute("LISTEN leftover_channel");
                pid = backendPid(s);
            }
            try (Connection c = backend.connect(settings); Statement s = c.createStatement()) {
                assertEquals(pid, backendPid(s), "a pool of one hands out the same PostgreSQL connection");
                assertEquals("0 0 0 0", one(s, "SELECT (SELECT count(*) FROM pg_locks WHERE locktype = 'advisory' AND pid = pg_backend_pid())"
                        + " || ' ' || (SELECT count(*) FROM pg_class WHERE relname = 'scratch' AND relpersistence = 't')"
                        + " || ' ' || (SELECT count(*) FROM pg_prepared_statements WHERE name = 'leftover')"
                        + " || ' ' || (SELECT count(*) FROM pg_listening_channels())"));
                // pgjdbc dropped its own server-prepared statements with them: a statement it had prepared still runs.
                try (java.sql.PreparedStatement p = c.prepareStatement("SELECT ?::int + 1")) {
                    for (int i = 0; i < 7; i++) {
                        p.setInt(1, i);
                        try (ResultSet rs = p.executeQuery()) {
                            assertTrue(rs.next());
                            assertEquals(i + 1, rs.getInt(1));
                        }
                    }
                }
            }
            try (Connection c = backend.connect(settings); Statement s = c.createStatement()) {
                assertEquals("t", one(s, "SELECT pg_try_advisory_lock(424242)"));
                s.execute("SELECT pg_advisory_unlock_all()");
            }
        } finally {
            dropSchema(database);
            backend.shutdown();
        }
    }

    /** A placement=postgres database whose pool holds one PostgreSQL connection, so each connect gets the same one. */
    private static ConnectionSettings poolOfOne(String database) throws SQLException {
        return ConnectionSettings.resolve("jdbc:hotrow:mem:/" + database + "?placement=postgres&postgresPoolSize=1&postgresUrl="
                + java.net.URLEncoder.encode(TestPostgres.url(), java.nio.charset.StandardCharsets.UTF_8), null);
    }

    private static void dropSchema(String database) throws SQLException {
        try (Connection c = java.sql.DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + database + " CASCADE");
        }
    }

    private static int backendPid(Statement s) throws SQLException {
        return Integer.parseInt(one(s, "SELECT pg_backend_pid()"));
    }

    private static String one(Statement s, String sql) throws SQLException {
        try (ResultSet rs = s.executeQuery(sql)) {
            assertTrue(rs.next());
            return rs.getString(1);
        }
    }

    /** The test PostgreSQL's user is a superuser: application SQL would run outside any sandbox, which is said once per pool. */
    @Test
    void aSuperuserAsThePostgresUrlUserIsWarnedAboutOncePerPool() throws SQLException {
        String url = "jdbc:hotrow:mem:/t_privileged?placement=postgres&postgresUrl="
                + java.net.URLEncoder.encode(TestPostgres.url(), java.nio.charset.StandardCharsets.UTF_8);
        ConnectionSettings settings = ConnectionSettings.resolve(url, null);
        java.util.List<String> warnings = new java.util.concurrent.CopyOnWriteArrayList<>();
        PostgresBackend backend = new PostgresBackend(new PrivilegedUserWarning(warnings::add));
        try {
            for (int i = 0; i < 3; i++) {
                backend.connect(settings).close();
            }
            assertEquals(1, warnings.size(), warnings.toString());
            assertTrue(warnings.get(0).contains("superuser"), warnings.get(0));
        } finally {
            try (Connection c = java.sql.DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA IF EXISTS t_privileged CASCADE");
            }
            backend.shutdown();
        }
    }

    /**
     * A wrong user or password, or a PostgreSQL that is not there, fails the connect at once with
     * pgjdbc's own failure (28000/28P01, 08001), not after HikariCP's 30 s connection timeout with
     * the real failure only as the cause; the password is never in the message. A good connect then
     * still gets a pooled connection.
     */
    @Test
    void aConnectPostgresRefusesFailsAtOnceWithPgjdbcsFailure() throws SQLException {
        String url = TestPostgres.url();
        String unknownUser = url + (url.contains("?") ? "&" : "?") + "user=no_such_role_hotrow&password=S3CRETpw";
        String nothingListens = "jdbc:postgresql://127.0.0.1:1/test?password=S3CRETpw";
        PostgresBackend backend = new PostgresBackend();
        try {
            for (String[] refused : new String[][] {{unknownUser, "28"}, {nothingListens, "08001"}}) {
                ConnectionSettings settings = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?placement=postgres&postgresUrl="
                        + java.net.URLEncoder.encode(refused[0], java.nio.charset.StandardCharsets.UTF_8), null);
                SQLException e = assertTimeoutPreemptively(Duration.ofSeconds(15), () -> assertThrows(SQLException.class,
                        () -> backend.connect(settings)), "the pool's 30 s connection timeout");
                assertTrue(e.getSQLState().startsWith(refused[1]), e.getSQLState() + " " + e.getMessage());
                assertFalse(e.getMessage().contains("Connection is not available"), e.getMessage());
                assertFalse(e.getMessage().contains("S3CRETpw"), e.getMessage());
            }
            ConnectionSettings good = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?placement=postgres&postgresUrl="
                    + java.net.URLEncoder.encode(url, java.nio.charset.StandardCharsets.UTF_8), null);
            for (int i = 0; i < 2; i++) {
                try (Connection c = backend.connect(good); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
                    assertTrue(rs.next());
                }
            }
        } finally {
            backend.shutdown();
        }
    }

    /** Settings made in code skip the URL's checks; HikariCP then refuses the pool with a RuntimeException holding the URL. */
    @Test
    void aPoolHikariCannotMakeIsAnSqlExceptionWithoutTheUrl() throws SQLException {
        ConnectionSettings s = ConnectionSettings.resolve("jdbc:hotrow:mem:/shop?placement=engine", null);
        String url = "jdbc:postgresql://db:notaport/test?password=S3CRETpw";
        ConnectionSettings bad = new ConnectionSettings(s.url(), s.placement(), s.placementTtl(), url, s.user(), s.password(),
                s.laneTimeout(), s.postgresPoolSize(), s.engine(), s.counters(), s.eventRollupEvery(), s.classifyEvery(),
                s.classifier(), s.s3Endpoint(), s.s3Region(), s.s3PathStyle(), s.serve());
        PostgresBackend backend = new PostgresBackend();
        try {
            SQLException e = assertThrows(SQLException.class, () -> backend.connect(bad));
            assertEquals("08001", e.getSQLState());
            assertFalse(e.getMessage().contains("S3CRETpw"), e.getMessage());
            assertNull(e.getCause(), "HikariCP's exception names the URL, password included");
        } finally {
            backend.shutdown();
        }
    }
    /** A caller with another password never gets a connection from the pool made with the first one. */
    @Test
    void eachPasswordHasAPoolOfItsOwn() throws SQLException {
        String base = "jdbc:hotrow:mem:/shop?placement=postgres&postgresUrl=" + java.net.URLEncoder.encode(TestPostgres.url(),
                java.nio.charset.StandardCharsets.UTF_8) + "&user=app&password=";
        String right = PostgresBackend.poolKey(ConnectionSettings.resolve(base + "right", null));
        assertFalse(right.equals(PostgresBackend.poolKey(ConnectionSettings.resolve(base + "wrong", null))));
        assertEquals(right, PostgresBackend.poolKey(ConnectionSettings.resolve(base + "right", null)));
        assertFalse(right.contains("right"), "the key holds a digest, not the password");
    }
}
