package io.hotrow.engine.wire;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/**
 * A graceful shutdown ends a connection only at a request boundary: at once between requests (and
 * a message read after that never runs), after the request's ReadyForQuery inside one.
 */
class RequestGateTest {

    private final ByteArrayOutputStream sent = new ByteArrayOutputStream();
    private boolean socketClosed;
    private final RequestGate gate = new RequestGate(new MessageWriter(sent), () -> socketClosed = true);

    /** The one ErrorResponse the gate sends: FATAL 57P01. */
    private void assertTerminationSent() {
        byte[] bytes = sent.toByteArray();
        assertEquals('E', bytes[0]);
        assertEquals(bytes.length - 1, (bytes[1] & 0xff) << 24 | (bytes[2] & 0xff) << 16 | (bytes[3] & 0xff) << 8 | (bytes[4] & 0xff),
                "exactly one message");
        String fields = new String(bytes, 5, bytes.length - 5, StandardCharsets.UTF_8);
        assertTrue(fields.contains("SFATAL\0") && fields.contains("C57P01\0"), fields);
    }

    @Test
    void betweenRequestsTheConnectionIsEndedAtOnceAndTheNextMessageNeverRuns() throws Exception {
        assertTrue(gate.requestEnded()); // the startup's ReadyForQuery
        gate.terminate();
        assertTerminationSent();
        assertTrue(socketClosed);
        assertTrue(gate.terminated());
        assertFalse(gate.enter(), "a message read after termination began must not run");
    }

    @Test
    void insideARequestTheRequestFinishesThenTheConnectionEnds() throws Exception {
        assertTrue(gate.requestEnded());
        assertTrue(gate.enter()); // Parse
        gate.terminate();
        assertEquals(0, sent.size(), "nothing is written while the connection's thread may be writing");
        assertFalse(socketClosed);
        assertTrue(gate.enter(), "the rest of the request runs"); // Bind, Execute, Sync
        assertFalse(gate.requestEnded());
        assertTerminationSent();
        assertTrue(gate.terminated());
    }

    @Test
    void theStartupIsARequestOfItsOwn() throws Exception {
        gate.terminate();
        assertEquals(0, sent.size());
        assertFalse(gate.requestEnded());
        assertTerminationSent();
    }

    @Test
    void withoutTerminationRequestsGoOnAndATerminationIsSentOnce() throws Exception {
        assertTrue(gate.requestEnded());
        assertTrue(gate.enter());
        assertTrue(gate.requestEnded());
        assertEquals(0, sent.size());
        assertFalse(gate.terminated());
        gate.terminate();
        gate.terminate();
        assertTerminationSent();
    }
}
