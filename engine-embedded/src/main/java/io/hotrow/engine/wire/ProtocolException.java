package io.hotrow.engine.wire;

/**
 * A client broke the protocol. When the framing itself is in doubt (a bad length, an unknown
 * message type, a bad startup packet) the exception is {@link #fatal()}: the server answers with a
 * FATAL ErrorResponse and closes the connection, as PostgreSQL does, since it can no longer tell
 * where the next message begins. A well-framed message with a malformed body fails like a
 * statement, and the connection goes on.
 */
final class ProtocolException extends Exception {

    static final String PROTOCOL_VIOLATION = "08P01";
    static final String PROGRAM_LIMIT_EXCEEDED = "54000";

    private final String sqlState;
    private final boolean fatal;

    ProtocolException(String sqlState, String message, boolean fatal) {
        super(message, null, false, false); // no stack: it describes the client's bytes, not our code
        this.sqlState = sqlState;
        this.fatal = fatal;
    }

    /** A message whose body is malformed: an error, and the connection goes on. */
    static ProtocolException violation(String message) {
        return new ProtocolException(PROTOCOL_VIOLATION, message, false);
    }

    /** The stream can no longer be read as messages: FATAL, and the connection closes. */
    static ProtocolException framing(String message) {
        return new ProtocolException(PROTOCOL_VIOLATION, message, true);
    }

    String sqlState() {
        return sqlState;
    }

    boolean fatal() {
        return fatal;
    }
}
