package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.wire.ServerEvents;
import io.hotrow.engine.wire.WireSettings;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * A graceful close of the wire server (docs/wire.md, "Stopping"): for every statement a client
 * sent, it gets either its normal answer, and the statement is durable, or FATAL 57P01, and the
 * statement did not run; new connections are refused. Checked against the database reopened on
 * the same store, exactly: the acknowledged rows, no others, and a counter equal to the
 * acknowledged increments.
 */
@Timeout(300)
class WireGracefulCloseTest {

    private static final String DATABASE = "drain";
    /** How pgjdbc talks: simple Query, extended with the unnamed statement, extended with named server-prepared statements. */
    private static final String[] PROTOCOLS = {"preferQueryMode=simple", "prepareThreshold=0", "prepareThreshold=1"};
    private static final int CLIENTS = 6;
    /** Acknowledged statements before each round's close: the close meets the clients at different points. */
    private static final int[] CLOSE_AFTER = {1, 9, 60, 250, 33};
    private static final int MAX_STATEMENTS_PER_CLIENT = 20_000;
    private static final Duration DRAIN = Duration.ofSeconds(30);

    private final ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);

    @TempDir
    Path dir;

    @AfterEach
    void stopClients() throws InterruptedException {
        clients.shutdownNow();
        assertTrue(clients.awaitTermination(30, TimeUnit.SECONDS));
    }

    @Test
    void underLoadEveryStatementIsAnsweredAndDurableOrFailsWith57P01AndDidNotRun() throws Exception {
        String store = store();
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store);
             Connection c = DriverManager.getConnection(server.url(DATABASE, "")); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("CREATE TABLE c (n bigint NOT NULL)");
            s.execute("INSERT INTO c VALUES (0)");
        }
        Set<Integer> acknowledgedIds = new TreeSet<>();
        long acknowledgedUpdates = 0;
        for (int round = 0; round < CLOSE_AFTER.length; round++) {
            CloseReasons reasons = new CloseReasons();
            List<String> problems = new ArrayList<>();
            try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store, reasons)) {
                assertHolds(server, acknowledgedIds, acknowledgedUpdates, "reopened before round " + round);
                CountDownLatch progress = new CountDownLatch(CLOSE_AFTER[round]);
                AtomicBoolean closing = new AtomicBoolean();
                List<Future<ClientOutcome>> running = new ArrayList<>();
                for (int client = 0; client < CLIENTS; client++) {
                    String url = server.url(DATABASE, PROTOCOLS[client % PROTOCOLS.length]);
                    int firstId = (round * CLIENTS + client) * MAX_STATEMENTS_PER_CLIENT;
                    running.add(clients.submit(() -> runClient(url, firstId, progress, closing)));
                }
                assertTrue(progress.await(120, TimeUnit.SECONDS), "round " + round + ": the clients made no progress");
                closing.set(true);
                server.server().close(DRAIN);
                for (Future<ClientOutcome> future : running) {
                    ClientOutcome outcome = future.get(60, TimeUnit.SECONDS);
                    acknowledgedIds.addAll(outcome.insertedIds);
                    acknowledgedUpdates += outcome.updates;
                    problems.addAll(outcome.problems);
                }
                problems.addAll(reasons.cut());
            }
            assertEquals(List.of(), problems, "round " + round);
        }
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store)) {
            assertHolds(server, acknowledgedIds, acknowledgedUpdates, "reopened after the last round");
        }
    }

    /**
     * One client: autocommit INSERTs of its own ids and UPDATEs of the shared counter until the
     * server ends its connection. Every failure must be 57P01 from the statement (then it did not
     * run) or a refused connection once the server closes.
     */
    private static ClientOutcome runClient(String url, int firstId, CountDownLatch progress, AtomicBoolean closing) {
        ClientOutcome outcome = new ClientOutcome();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(180);
        Connection connection;
        try {
            connection = DriverManager.getConnection(url);
        } catch (SQLException refused) {
            outcome.refused(refused, closing.get());
            return outcome;
        }
        try (connection; PreparedStatement insert = connection.prepareStatement("INSERT INTO t VALUES (?)");
             PreparedStatement update = connection.prepareStatement("UPDATE c SET n = n + 1")) {
            for (int i = 0; i < MAX_STATEMENTS_PER_CLIENT && System.nanoTime() < deadline; i++) {
                boolean inserting = i % 2 == 0;
                int id = firstId + i;
                try {
                    if (inserting) {
                        insert.setInt(1, id);
                        expectOneRow(insert.executeUpdate(), outcome);
                        outcome.insertedIds.add(id);
                    } else {
                        expectOneRow(update.executeUpdate(), outcome);
                        outcome.updates++;
                    }
                    progress.countDown();
                } catch (SQLException e) {
                    if (!"57P01".equals(e.getSQLState()) || !closing.get()) {
                        outcome.problems.add((inserting ? "INSERT " + id : "UPDATE") + " failed with " + e.getSQLState() + ": " + e);
                    }
                    try {
                        DriverManager.getConnection(url).close();
                        outcome.problems.add("a new connection was accepted after the server began closing");
                    } catch (SQLException refused) {
                        outcome.refused(refused, true);
                    }
                    return outcome;
                }
            }
            outcome.problems.add("the connection was still served after " + MAX_STATEMENTS_PER_CLIENT + " statements or 180 s");
        } catch (SQLException e) {
            outcome.problems.add("preparing or closing failed: " + e);
        }
        return outcome;
    }

    private static void expectOneRow(int count, ClientOutcome outcome) {
        if (count != 1) {
            outcome.problems.add("a statement changed " + count + " rows, not 1");
        }
    }

    @Test
    void aClientIdleInATransactionGets57P01AndItsTransactionRollsBack() throws Exception {
        String store = store();
        boolean waitingAnswered;
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store)) {
            String url = server.url(DATABASE, "");
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            }
            Connection inTransaction = DriverManager.getConnection(url);
            Connection idle = DriverManager.getConnection(url);
            Connection waiting = DriverManager.getConnection(url);
            try (inTransaction; idle; waiting; Statement s = inTransaction.createStatement()) {
                inTransaction.setAutoCommit(false);
                s.executeUpdate("INSERT INTO t VALUES (1)"); // holds the writer lane until the transaction ends
                try (Statement i = idle.createStatement(); ResultSet rs = i.executeQuery("SELECT 1")) {
                    assertTrue(rs.next());
                }
                // waits for the lane, which the close frees by ending the transaction: answered if the server read it first, else 57P01
                Future<Integer> waitingInsert = clients.submit(() -> {
                    try (Statement w = waiting.createStatement()) {
                        return w.executeUpdate("INSERT INTO t VALUES (2)");
                    }
                });
                server.server().close(DRAIN);

                assertEquals("57P01", assertThrows(SQLException.class, () -> s.executeUpdate("INSERT INTO t VALUES (3)")).getSQLState());
                try (Statement i = idle.createStatement()) {
                    assertEquals("57P01", assertThrows(SQLException.class, () -> i.executeQuery("SELECT 2")).getSQLState());
                }
                try {
                    assertEquals(1, waitingInsert.get(60, TimeUnit.SECONDS));
                    waitingAnswered = true;
                } catch (ExecutionException e) {
                    assertEquals("57P01", ((SQLException) e.getCause()).getSQLState(), e.getCause().toString());
                    waitingAnswered = false;
                }
            }
        }
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store)) {
            assertEquals(waitingAnswered ? Set.of(2) : Set.of(), ids(server), "the open transaction's rows are gone, the answered INSERT is there");
        }
    }

    @Test
    void aRequestInFlightIsAnsweredWholeThen57P01WhileIdleClientsAreEndedAtOnce() throws Exception {
        String store = store();
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store)) {
            int port = server.server().address().getPort();
            try (Connection c = DriverManager.getConnection(server.url(DATABASE, "")); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            }
            try (RawWireClient busy = new RawWireClient(port, 30_000); RawWireClient idle = new RawWireClient(port, 30_000)) {
                busy.start("test", DATABASE);
                idle.start("test", DATABASE);
                // the request begins: Parse and Bind, flushed, no Sync yet
                busy.send(concat(RawWireClient.message('P', concat(RawWireClient.cstring(""), RawWireClient.cstring("INSERT INTO t VALUES (7)"), int16(0))),
                        RawWireClient.message('B', concat(RawWireClient.cstring(""), RawWireClient.cstring(""), int16(0), int16(0), int16(0))),
                        RawWireClient.message('H', new byte[0])));
                assertEquals(List.of(reply('1'), reply('2')), busy.readUntil('2'));

                Future<?> closing = clients.submit(() -> server.server().close(DRAIN));
                // the idle client is ended without sending anything, while the busy one still holds its request open
                assertEquals(List.of(new RawWireClient.Reply('E', "57P01")), idle.readUntilClosed());

                busy.send(concat(RawWireClient.message('E', concat(RawWireClient.cstring(""), int32(0))), RawWireClient.message('S', new byte[0])));
                assertEquals(List.of(reply('C'), reply('Z'), new RawWireClient.Reply('E', "57P01")), busy.readUntilClosed());
                closing.get(60, TimeUnit.SECONDS);
            }
        }
        try (WireTarget.Server server = new WireTarget.Server(WireSettings.defaults(), store)) {
            assertEquals(Set.of(7), ids(server), "the request that was in flight ran and was answered");
        }
    }

    private String store() throws IOException {
        return "file:" + Files.createDirectories(dir.resolve("store"));
    }

    private static void assertHolds(WireTarget.Server server, Set<Integer> ids, long updates, String when) throws SQLException {
        Set<Integer> present = ids(server);
        Set<Integer> missing = new TreeSet<>(ids);
        missing.removeAll(present);
        Set<Integer> unacknowledged = new TreeSet<>(present);
        unacknowledged.removeAll(ids);
        assertEquals(Set.of(), missing, when + ": acknowledged INSERTs missing");
        assertEquals(Set.of(), unacknowledged, when + ": rows present whose INSERT was not acknowledged (57P01 means not run)");
        try (Connection c = DriverManager.getConnection(server.url(DATABASE, "")); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT n FROM c")) {
            assertTrue(rs.next());
            assertEquals(updates, rs.getLong(1), when + ": the counter against the acknowledged UPDATEs");
        }
    }

    private static Set<Integer> ids(WireTarget.Server server) throws SQLException {
        Set<Integer> ids = new HashSet<>();
        try (Connection c = DriverManager.getConnection(server.url(DATABASE, "")); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT id FROM t")) {
            while (rs.next()) {
                ids.add(rs.getInt(1));
            }
        }
        return ids;
    }

    private static RawWireClient.Reply reply(char type) {
        return new RawWireClient.Reply(type, null);
    }

    private static byte[] int16(int value) {
        return ByteBuffer.allocate(2).putShort((short) value).array();
    }

    private static byte[] int32(int value) {
        return ByteBuffer.allocate(4).putInt(value).array();
    }

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            out.writeBytes(part);
        }
        return out.toByteArray();
    }

    /** What one client saw. */
    private static final class ClientOutcome {
        final List<Integer> insertedIds = new ArrayList<>();
        long updates;
        final List<String> problems = new ArrayList<>();

        /** A connection refused: only once the server is closing, and only as a closed port or PostgreSQL's shutdown states. */
        void refused(SQLException e, boolean closing) {
            String state = e.getSQLState();
            if (!closing || !("08001".equals(state) || "57P03".equals(state) || "57P01".equals(state))) {
                problems.add("connecting failed with " + state + ": " + e);
            }
        }
    }

    /** Connections the close cut off instead of ending them at a request boundary. */
    private static final class CloseReasons implements ServerEvents {
        private final List<String> cut = Collections.synchronizedList(new ArrayList<>());

        @Override
        public void closed(int connectionId, String reason) {
            if (!reason.startsWith("terminated (57P01)") && !reason.startsWith("client")) {
                cut.add("connection " + connectionId + " closed: " + reason);
            }
        }

        List<String> cut() {
            return List.copyOf(cut);
        }
    }
}
