package io.hotrow.engine.wire;

import java.io.EOFException;
import java.io.IOException;
import java.net.InetAddress;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.SQLException;
import java.util.List;

/**
 * The authentication dialogue after the startup packet: trust for loopback clients, a cleartext
 * password, or a SCRAM-SHA-256 exchange; ends with AuthenticationOk or a failure carrying
 * PostgreSQL's SQLState (28000, 28P01). Failures say as little as PostgreSQL does.
 */
final class Authenticator {

    private final WireAuthentication authentication;
    private final MessageReader reader;
    private final MessageWriter writer;

    Authenticator(WireAuthentication authentication, MessageReader reader, MessageWriter writer) {
        this.authentication = authentication;
        this.reader = reader;
        this.writer = writer;
    }

    void authenticate(String user, InetAddress client) throws IOException, ProtocolException, SQLException {
        switch (authentication.method()) {
            case TRUST -> {
                if (!client.isLoopbackAddress()) {
                    throw new SQLException("no trust authentication for host \"" + client.getHostAddress()
                            + "\": the server trusts loopback clients only; configure passwords for others", "28000");
                }
            }
            case PASSWORD -> password(user);
            case SCRAM_SHA_256 -> scram(user);
            default -> throw new IllegalStateException("unknown method " + authentication.method());
        }
        writer.authentication(MessageWriter.AUTH_OK, new byte[0]);
    }

    private void password(String user) throws IOException, ProtocolException, SQLException {
        writer.authentication(MessageWriter.AUTH_CLEARTEXT_PASSWORD, new byte[0]);
        writer.flush();
        MessageBody body = expectPassword();
        String given = body.cstring();
        body.end();
        String expected = authentication.password(user);
        // Compared in constant time, and for unknown users too, so timing does not tell which users exist.
        byte[] expectedBytes = (expected == null ? "\u0000unknown" : expected).getBytes(StandardCharsets.UTF_8);
        if (!MessageDigest.isEqual(given.getBytes(StandardCharsets.UTF_8), expectedBytes) || expected == null) {
            throw failed(user);
        }
    }

    private void scram(String user) throws IOException, ProtocolException, SQLException {
        writer.authenticationSasl(List.of(ScramServer.MECHANISM));
        writer.flush();
        MessageBody initial = expectPassword();
        String mechanism = initial.cstring();
        if (!mechanism.equals(ScramServer.MECHANISM)) {
            throw ProtocolException.framing("client selected an invalid SASL authentication mechanism");
        }
        int length = initial.int32();
        if (length < 0) {
            throw ProtocolException.framing("the SASL initial response carries no data");
        }
        byte[] clientFirst = initial.bytes(length);
        initial.end();
        ScramServer exchange = new ScramServer(authentication.verifier(user));
        writer.authentication(MessageWriter.AUTH_SASL_CONTINUE, exchange.clientFirst(clientFirst));
        writer.flush();
        MessageBody response = expectPassword();
        try {
            writer.authentication(MessageWriter.AUTH_SASL_FINAL, exchange.clientFinal(response.rest()));
        } catch (ScramServer.AuthenticationFailed e) {
            throw failed(user);
        }
    }

    private MessageBody expectPassword() throws IOException, ProtocolException {
        FrontendMessage message = reader.next();
        if (message == null) {
            throw new EOFException("the client closed the connection during authentication");
        }
        if (message.type() != FrontendMessage.PASSWORD) {
            throw ProtocolException.framing("expected a password response, got message type " + MessageReader.printable(message.type()));
        }
        return message.body();
    }

    private static SQLException failed(String user) {
        return new SQLException("password authentication failed for user \"" + user + "\"", "28P01");
    }
}
