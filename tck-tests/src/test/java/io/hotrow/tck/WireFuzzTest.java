package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.wire.WireSettings;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Broken protocol streams (truncated and oversized messages, wrong lengths, unknown types,
 * random bytes) get an ErrorResponse where the server can tell what is wrong, and always a closed
 * connection: never a thread that waits forever, never a dead server.
 */
@Timeout(300)
class WireFuzzTest {

    private static final int MAX_MESSAGE = 4096;
    /** Longer than the server's message timeout: a server that does not close in time fails the read. */
    private static final int READ_TIMEOUT_MILLIS = 10_000;
    private static final long SEED = Long.getLong("hotrow.fuzz.seed", 20_240_515L);
    private static final int RANDOM_STREAMS = Integer.getInteger("hotrow.fuzz.streams", 150);

    private static WireTarget.Server server;
    private static String database;

    @BeforeAll
    static void startServer() throws Exception {
        server = new WireTarget.Server(WireSettings.defaults().withMaxMessageSize(MAX_MESSAGE).withMaxConnections(4)
                .withTimeouts(Duration.ofSeconds(2), Duration.ofSeconds(2)), "mem:");
        database = Target.freshDatabase();
    }

    @AfterAll
    static void stopServer() throws Exception {
        // afterwards an ordinary client still connects, and nothing the fuzz opened is left behind
        try (Connection c = DriverManager.getConnection(server.url(database, "")); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT 1")) {
            assertTrue(rs.next());
        }
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
        while (server.server().connectionCount() != 0) {
            assertTrue(System.nanoTime() < deadline, "connections left open: " + server.server().connectionCount());
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
        server.close();
    }

    private RawWireClient started() throws IOException {
        RawWireClient client = new RawWireClient(server.server().address().getPort(), READ_TIMEOUT_MILLIS);
        client.start("fuzz", database);
        return client;
    }

    private static void assertFatal(String sqlState, List<RawWireClient.Reply> replies) {
        assertEquals(List.of(new RawWireClient.Reply('E', sqlState)), replies, "one ErrorResponse, then the connection closed");
    }

    @Test
    void anOversizedMessageIsRefusedBeforeItsBodyIsRead() throws IOException {
        try (RawWireClient client = started()) {
            client.send(ByteBuffer.allocate(5).put((byte) 'Q').putInt(1_000_000_000).array());
            assertFatal("54000", client.readUntilClosed());
        }
    }

    @Test
    void aLengthShorterThanItsOwnFieldIsAProtocolViolation() throws IOException {
        try (RawWireClient client = started()) {
            client.send(ByteBuffer.allocate(5).put((byte) 'Q').putInt(3).array());
            assertFatal("08P01", client.readUntilClosed());
        }
    }

    @Test
    void anUnknownMessageTypeIsAProtocolViolation() throws IOException {
        try (RawWireClient client = started()) {
            client.send(RawWireClient.message('z', new byte[0]));
            assertFatal("08P01", client.readUntilClosed());
        }
    }

    @Test
    void aMalformedBodyFailsTheMessageAndTheConnectionGoesOn() throws IOException {
        try (RawWireClient client = started()) {
            client.send(RawWireClient.message('P', "stmt-without-terminator".getBytes(java.nio.charset.StandardCharsets.US_ASCII)));
            client.send(RawWireClient.message('S', new byte[0]));
            assertEquals(List.of(new RawWireClient.Reply('E', "08P01"), new RawWireClient.Reply('Z', null)), client.readUntil('Z'));
            client.send(RawWireClient.message('Q', RawWireClient.cstring("SELECT 1")));
            List<RawWireClient.Reply> replies = client.readUntil('Z');
            assertEquals(List.of('T', 'D', 'C', 'Z'), replies.stream().map(RawWireClient.Reply::type).toList());
            client.send(RawWireClient.message('X', new byte[0]));
            assertEquals(List.of(), client.readUntilClosed());
        }
    }

    @Test
    void aTruncatedMessageEndsTheConnectionWhenTheStreamEndsOrTheMessageTimesOut() throws IOException {
        byte[] truncated = ByteBuffer.allocate(15).put((byte) 'Q').putInt(100).put("SELECT 1".getBytes(java.nio.charset.StandardCharsets.US_ASCII))
                .array();
        try (RawWireClient client = started()) {
            client.send(truncated);
            client.endStream();
            assertEquals(List.of(), client.readUntilClosed());
        }
        try (RawWireClient client = started()) {
            client.send(truncated); // and then nothing, with the socket open: the message timeout (2 s) ends it
            assertEquals(List.of(), client.readUntilClosed());
        }
    }

    @Test
    void brokenStartupPacketsAreRefused() throws IOException {
        int port = server.server().address().getPort();
        for (int length : new int[] {0, 7, 1_000_000, -1}) {
            try (RawWireClient client = new RawWireClient(port, READ_TIMEOUT_MILLIS)) {
                client.send(ByteBuffer.allocate(8).putInt(length).putInt(196608).array());
                assertFatal("08P01", client.readUntilClosed());
            }
        }
        try (RawWireClient client = new RawWireClient(port, READ_TIMEOUT_MILLIS)) {
            client.send(ByteBuffer.allocate(8).putInt(8).putInt(2 << 16).array()); // protocol 2.0
            assertFatal("0A000", client.readUntilClosed());
        }
        try (RawWireClient client = new RawWireClient(port, READ_TIMEOUT_MILLIS)) {
            byte[] noUser = ByteBuffer.allocate(9).putInt(9).putInt(196608).put((byte) 0).array();
            client.send(noUser);
            assertFatal("28000", client.readUntilClosed());
        }
    }

    @Test
    void randomBytesNeverHangTheServer() throws IOException {
        Random random = new Random(SEED);
        int errors = 0;
        for (int stream = 0; stream < RANDOM_STREAMS; stream++) {
            boolean afterStartup = stream % 3 != 0;
            byte[] garbage = new byte[1 + random.nextInt(512)];
            random.nextBytes(garbage);
            if (afterStartup && stream % 3 == 2) {
                garbage[0] = (byte) "QPBDESHCXdcf".charAt(random.nextInt(12)); // a known type, with random length and body
            }
            int port = server.server().address().getPort();
            try (RawWireClient client = afterStartup ? started() : new RawWireClient(port, READ_TIMEOUT_MILLIS)) {
                client.send(garbage);
                client.endStream();
                List<RawWireClient.Reply> replies = client.readUntilClosed(); // fails if the server neither answers nor closes
                errors += replies.stream().anyMatch(reply -> reply.type() == 'E') ? 1 : 0;
            } catch (java.net.SocketException reset) {
                errors++; // the server closed before reading all we sent: it refused the stream
            }
        }
        assertTrue(errors >= RANDOM_STREAMS / 2, "only " + errors + " of " + RANDOM_STREAMS + " random streams got an ErrorResponse (seed " + SEED + ")");
    }
}
