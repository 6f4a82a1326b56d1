package io.hotrow.engine.wire;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The start of a connection: SSLRequest and GSSENCRequest are declined ('N': the server offers no
 * encryption), a CancelRequest is handed to the registry, and a StartupMessage for protocol 3.x
 * yields the client's parameters (a newer minor version or {@code _pq_.} options are answered with
 * NegotiateProtocolVersion, as PostgreSQL does).
 */
final class StartupPacket {

    static final int PROTOCOL_3 = 3;
    static final int SSL_REQUEST = 80877103;
    static final int GSSENC_REQUEST = 80877104;
    static final int CANCEL_REQUEST = 80877102;
    /** SSLRequest then GSSENCRequest (or the other way round), then the startup message. */
    private static final int MAX_PACKETS = 3;

    /** What the client asked for. */
    record Request(Map<String, String> parameters) {

        String user() {
            return parameters.get("user");
        }

        String database() {
            String database = parameters.get("database");
            return database == null || database.isEmpty() ? user() : database;
        }
    }

    /** What a CancelRequest names. */
    record Cancel(int processId, int secretKey) {
    }

    private StartupPacket() {
    }

    /**
     * Reads packets until the StartupMessage: a {@link Request}, a {@link Cancel}, or null when the
     * client closed first.
     */
    static Object read(MessageReader reader, MessageWriter writer) throws IOException, ProtocolException {
        for (int packet = 0; packet < MAX_PACKETS; packet++) {
            MessageBody body = reader.startupPacket();
            if (body == null) {
                return null;
            }
            int code = body.int32();
            switch (code) {
                case SSL_REQUEST, GSSENC_REQUEST -> {
                    body.end();
                    writer.declineEncryption();
                }
                case CANCEL_REQUEST -> {
                    Cancel cancel = new Cancel(body.int32(), body.int32());
                    body.end();
                    return cancel;
                }
                default -> {
                    return startup(code, body, writer);
                }
            }
        }
        throw ProtocolException.framing("too many encryption requests before the startup message");
    }

    private static Request startup(int code, MessageBody body, MessageWriter writer) throws IOException, ProtocolException {
        int major = code >>> 16;
        int minor = code & 0xffff;
        if (major != PROTOCOL_3) {
            throw new ProtocolException("0A000", "unsupported frontend protocol " + major + "." + minor + ": server supports 3.0 to 3.0", true);
        }
        Map<String, String> parameters = new LinkedHashMap<>();
        List<String> protocolOptions = new ArrayList<>();
        while (true) {
            String name = body.cstring();
            if (name.isEmpty()) {
                break;
            }
            String value = body.cstring();
            if (name.startsWith("_pq_.")) {
                protocolOptions.add(name);
            } else {
                parameters.put(name, value);
            }
        }
        body.end();
        if (parameters.get("user") == null || parameters.get("user").isEmpty()) {
            throw new ProtocolException("28000", "no PostgreSQL user name specified in startup packet", true);
        }
        if (parameters.containsKey("replication") && !parameters.get("replication").equalsIgnoreCase("false")) {
            throw new ProtocolException("0A000", "replication connections are not supported by the hotrow engine", true);
        }
        if (minor > 0 || !protocolOptions.isEmpty()) {
            writer.negotiateProtocolVersion(0, protocolOptions);
        }
        return new Request(parameters);
    }
}
