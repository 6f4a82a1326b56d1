package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.wire.WireAuthentication;
import io.hotrow.engine.wire.WireSettings;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.postgresql.PGConnection;

/** What only the wire server has: authentication, cancel, connection limits, and what a vanishing client leaves behind. */
@Timeout(120)
class WireServerTest {

    private final ExecutorService clients = Executors.newFixedThreadPool(2);

    @AfterEach
    void stopClients() throws InterruptedException {
        clients.shutdownNow();
        assertTrue(clients.awaitTermination(30, TimeUnit.SECONDS));
    }

    @Test
    void reportsTheSettingsClientsReadAndTheirChanges() throws Exception {
        try (WireTarget.Server server = new WireTarget.Server();
             Connection c = DriverManager.getConnection(server.url(Target.freshDatabase(), "ApplicationName=wire-test"));
             Connection embedded = DriverManager.getConnection(Target.ENGINE.url(Target.freshDatabase()))) {
            Map<String, String> reported = c.unwrap(PGConnection.class).getParameterStatuses();
            assertEquals(embedded.getMetaData().getDatabaseProductVersion(), reported.get("server_version"));
            assertTrue(reported.get("server_version").startsWith("15."), reported.get("server_version"));
            assertEquals("UTF8", reported.get("client_encoding"));
            assertEquals("ISO, MDY", reported.get("DateStyle"));
            assertEquals("on", reported.get("integer_datetimes"));
            assertEquals("on", reported.get("standard_conforming_strings"));
            assertEquals("wire-test", reported.get("application_name"));
            try (Statement s = c.createStatement()) {
                s.execute("SET TimeZone = 'Europe/Paris'");
            }
            assertEquals("Europe/Paris", c.unwrap(PGConnection.class).getParameterStatus("TimeZone"));
            c.setAutoCommit(false);
            try (Statement s = c.createStatement()) {
                s.execute("SET TimeZone = 'Asia/Tokyo'");
                assertEquals("Asia/Tokyo", c.unwrap(PGConnection.class).getParameterStatus("TimeZone"));
            }
            c.rollback(); // undoes the SET, and the client is told
            assertEquals("Europe/Paris", c.unwrap(PGConnection.class).getParameterStatus("TimeZone"));
        }
    }

    @Test
    void passwordsAreCheckedWithScramAndInCleartext() throws Exception {
        for (WireAuthentication.Method method : new WireAuthentication.Method[] {WireAuthentication.Method.SCRAM_SHA_256,
                WireAuthentication.Method.PASSWORD}) {
            WireSettings settings = WireSettings.defaults().withAuthentication(WireAuthentication.of(method, Map.of("alice", "s3cret é")));
            try (WireTarget.Server server = new WireTarget.Server(settings, "mem:")) {
                String url = server.url(Target.freshDatabase(), "").replace("user=test", "user=alice");
                try (Connection c = DriverManager.getConnection(url + "&password=s3cret é"); Statement s = c.createStatement();
                     ResultSet rs = s.executeQuery("SELECT 1")) {
                    assertTrue(rs.next(), method.label());
                }
                SQLException wrong = assertThrows(SQLException.class, () -> DriverManager.getConnection(url + "&password=guess").close());
                assertEquals("28P01", wrong.getSQLState(), method.label());
                String nobody = url.replace("user=alice", "user=nobody") + "&password=s3cret é";
                SQLException unknown = assertThrows(SQLException.class, () -> DriverManager.getConnection(nobody).close());
                assertEquals("28P01", unknown.getSQLState(), method.label());
            }
        }
    }

    @Test
    void aCancelRequestStopsTheRunningStatementWith57014() throws Exception {
        try (WireTarget.Server server = new WireTarget.Server();
             Connection c = DriverManager.getConnection(server.url(Target.freshDatabase(), "")); Statement s = c.createStatement()) {
            Future<?> running = clients.submit(() -> s.executeQuery("SELECT sum(a + b) FROM generate_series(1, 100000) a, generate_series(1, 100000) b"));
            long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
            while (!running.isDone() && System.nanoTime() < deadline) {
                // pgjdbc sends one CancelRequest once the query is on its way (until then this does nothing); the server
                // applies it to the statement running, or about to run, for that request
                LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(20));
                s.cancel();
            }
            java.util.concurrent.ExecutionException failed = assertThrows(java.util.concurrent.ExecutionException.class,
                    () -> running.get(30, TimeUnit.SECONDS));
            assertEquals("57014", ((SQLException) failed.getCause()).getSQLState());
            try (ResultSet rs = s.executeQuery("SELECT 2")) { // the connection goes on
                assertTrue(rs.next());
            }
        }
    }

    @Test
    void aClientThatVanishesInsideATransactionRollsItBackAndReleasesTheWriterLane() throws Exception {
        try (WireTarget.Server server = new WireTarget.Server()) {
            String url = server.url(Target.freshDatabase(), "");
            try (Connection setup = DriverManager.getConnection(url); Statement s = setup.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            }
            Connection vanishing = DriverManager.getConnection(url);
            vanishing.setAutoCommit(false);
            try (Statement s = vanishing.createStatement()) {
                s.executeUpdate("INSERT INTO t VALUES (1)"); // holds the writer lane until the transaction ends
            }
            vanishing.abort(clients); // the socket closes, no Terminate, no ROLLBACK
            try (Connection other = DriverManager.getConnection(url); Statement s = other.createStatement()) {
                assertEquals(1, s.executeUpdate("INSERT INTO t VALUES (2)")); // the lane timeout is 5 s: it was released before
                try (ResultSet rs = s.executeQuery("SELECT count(*), max(id) FROM t")) {
                    assertTrue(rs.next());
                    assertEquals(1, rs.getInt(1));
                    assertEquals(2, rs.getInt(2));
                }
            }
        }
    }

    @Test
    void clientsBeyondTheLimitAreRefusedWith53300() throws Exception {
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults().withMaxConnections(2), "mem:")) {
            String url = server.url(Target.freshDatabase(), "");
            Connection first = DriverManager.getConnection(url);
            try (Connection second = DriverManager.getConnection(url)) {
                SQLException refused = assertThrows(SQLException.class, () -> DriverManager.getConnection(url).close());
                assertEquals("53300", refused.getSQLState());
                first.close();
                long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
                while (server.server().connectionCount() != 1) {
                    assertTrue(System.nanoTime() < deadline, "the server did not see the closed connection within 30 s");
                    LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
                }
                try (Connection third = DriverManager.getConnection(url); Statement s = third.createStatement(); ResultSet rs = s.executeQuery("SELECT 1")) {
                    assertTrue(rs.next());
                }
            }
        }
    }
}
