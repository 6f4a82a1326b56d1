package io.hotrow.driver.backend;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.config.ConnectionSettings;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * An embedded owner that serves its databases with {@code serveAuth} (docs/sharing.md) lets in
 * the users of its {@code serveUsers} file, with their passwords only: pgjdbc directly, and another
 * instance's {@code jdbc:hotrow:} connection (a second {@link EngineBackend}, which the lease treats
 * as another process) with its {@code user} and {@code password} properties. No password is ever
 * part of a message.
 */
@Timeout(120)
class ServeAuthenticationTest {

    private static final String SECRET = "S3CRET-pw é";
    private static final String GUESS = "GUESSED-pw";

    @TempDir
    Path dir;

    private final EngineBackend owner = new EngineBackend();
    private final EngineBackend other = new EngineBackend();

    @AfterEach
    void shutdown() {
        other.shutdown();
        owner.shutdown();
    }

    private static int freePort() throws IOException {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        }
    }

    /** The owner's URL: a file: store, so that the other backend finds the owner's lease. */
    private String url(int port, String method) throws IOException {
        Path users = Files.writeString(dir.resolve("users.properties"), "alice=" + SECRET + "\nbob=another\n");
        return "jdbc:hotrow:file:" + Files.createDirectories(dir.resolve("store")) + "/shop?leaseDuration=3s&serve=" + port
                + "&serveAuth=" + method + "&serveUsers=" + users;
    }

    private static Properties login(String user, String password) {
        Properties login = new Properties();
        login.setProperty("user", user);
        login.setProperty("password", password);
        return login;
    }

    private static void assertNoPassword(SQLException e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            assertFalse(String.valueOf(t.getMessage()).contains(SECRET) || String.valueOf(t.getMessage()).contains(GUESS), t.toString());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"scram-sha-256", "password"})
    void onlyAUserOfTheFileWithItsPasswordGetsIn(String method) throws Exception {
        int port = freePort();
        String url = url(port, method);
        try (Connection c = owner.connect(ConnectionSettings.resolve(url, null)); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (7)");
        }

        String pg = "jdbc:postgresql://127.0.0.1:" + port + "/shop";
        SQLException wrong = assertThrows(SQLException.class, () -> DriverManager.getConnection(pg, login("alice", GUESS)).close());
        assertEquals("28P01", wrong.getSQLState(), wrong.getMessage());
        assertNoPassword(wrong);
        SQLException nobody = assertThrows(SQLException.class, () -> DriverManager.getConnection(pg, login("mallory", SECRET)).close());
        assertEquals("28P01", nobody.getSQLState(), nobody.getMessage());
        assertNoPassword(nobody);
        try (Connection c = DriverManager.getConnection(pg, login("alice", SECRET)); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT id FROM t")) {
            assertTrue(rs.next());
            assertEquals(7, rs.getInt(1));
        }

        // Another instance, with the same URL: it finds the database owned and follows the owner with its user and password.
        SQLException refused = assertThrows(SQLException.class, () -> other.connect(ConnectionSettings.resolve(url, login("alice", GUESS))).close());
        assertEquals("28P01", refused.getSQLState(), refused.getMessage());
        assertNoPassword(refused);
        try (Connection c = other.connect(ConnectionSettings.resolve(url, login("alice", SECRET))); Statement s = c.createStatement()) {
            assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (8)"));
            try (ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
                assertTrue(rs.next());
                assertEquals(2, rs.getLong(1), "the owner's row and its own");
            }
        }
    }

    @Test
    void trustIsTheDefaultAndLetsInLoopbackClientsWithoutAPassword() throws Exception {
        int port = freePort();
        String url = "jdbc:hotrow:file:" + Files.createDirectories(dir.resolve("store")) + "/shop?serve=" + port;
        try (Connection c = owner.connect(ConnectionSettings.resolve(url, null));
             Connection client = DriverManager.getConnection("jdbc:postgresql://127.0.0.1:" + port + "/shop?user=anyone");
             Statement s = client.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
            assertTrue(rs.next());
        }
    }

    @Test
    void aUsersFileTheServerCannotUseFailsTheOwnersConnectionNamingTheFileNotItsContent() throws Exception {
        String store = "jdbc:hotrow:file:" + Files.createDirectories(dir.resolve("store"));
        Path missing = dir.resolve("missing.properties");
        SQLException absent = assertThrows(SQLException.class, () -> owner.connect(ConnectionSettings.resolve(
                store + "/shop?serve=" + freePort() + "&serveAuth=scram-sha-256&serveUsers=" + missing, null)));
        assertEquals("58P01", absent.getSQLState());
        assertTrue(absent.getMessage().contains(missing.toString()), absent.getMessage());

        Path blank = Files.writeString(dir.resolve("blank.properties"), "alice=" + SECRET + "\nbob=\n");
        SQLException empty = assertThrows(SQLException.class, () -> owner.connect(ConnectionSettings.resolve(
                store + "/shop?serve=" + freePort() + "&serveAuth=password&serveUsers=" + blank, null)));
        assertEquals("22023", empty.getSQLState());
        assertTrue(empty.getMessage().contains("user bob has an empty password"), empty.getMessage());
        assertNoPassword(empty);
    }
}
