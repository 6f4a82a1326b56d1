package io.hotrow.engine.wire;

import java.io.Closeable;
import java.io.IOException;

/**
 * The boundary between a connection's requests, where a graceful shutdown ends the connection. A
 * request runs from the first message after ReadyForQuery to the next ReadyForQuery (a Query, or
 * extended-protocol messages up to Sync); the startup is the first request.
 *
 * <p>Whether a message starts a request and whether the connection is terminated are decided under
 * one lock, so a message read after termination began is never handled: a client gets, for each
 * statement, either its whole answer or FATAL 57P01, which then means the statement did not run.
 * A connection between requests is sent 57P01 and hung up at once by the terminating thread; one
 * inside a request gets it from its own thread once that request's ReadyForQuery is out. The
 * terminating thread writes only while the connection's own thread does not: between requests,
 * and under the lock that thread takes to end a request.
 */
final class RequestGate {

    static final String ADMIN_SHUTDOWN = "57P01";

    private final MessageWriter writer;
    private final Closeable socket;
    private boolean inRequest = true;
    private boolean terminating;
    private boolean terminated;

    RequestGate(MessageWriter writer, Closeable socket) {
        this.writer = writer;
        this.socket = socket;
    }

    /**
     * Before the connection's thread handles a message: whether to handle it. False once
     * termination began while the connection was between requests; the message must not run.
     */
    synchronized boolean enter() {
        if (!inRequest) {
            if (terminating) {
                return false;
            }
            inRequest = true;
        }
        return true;
    }

    /**
     * The request's ReadyForQuery has been written and flushed: whether the connection goes on.
     * False when it was terminated meanwhile: 57P01 has been sent, the connection ends.
     */
    synchronized boolean requestEnded() throws IOException {
        inRequest = false;
        if (!terminating) {
            return true;
        }
        sendTermination();
        return false;
    }

    /**
     * From another thread: ends the connection at its next request boundary, which is now if it
     * is between requests (57P01, then the socket closes and its thread rolls back and ends).
     */
    void terminate() {
        synchronized (this) {
            if (terminating) {
                return;
            }
            terminating = true;
            if (inRequest) {
                return; // its own thread sends 57P01 after the request's ReadyForQuery
            }
            try {
                sendTermination();
            } catch (IOException gone) {
                // the client went away: closing is all that is left
            }
        }
        try {
            socket.close();
        } catch (IOException ignored) {
            // closed already
        }
    }

    /** Whether the connection was ended with 57P01. */
    synchronized boolean terminated() {
        return terminated;
    }

    private void sendTermination() throws IOException {
        terminated = true;
        writer.report('E', ErrorFields.of(ErrorFields.FATAL, ADMIN_SHUTDOWN, "terminating connection due to administrator command"));
        writer.flush();
    }
}
