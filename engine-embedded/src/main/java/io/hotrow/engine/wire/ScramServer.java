package io.hotrow.engine.wire;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.SQLException;
import java.util.Base64;
import java.util.function.Supplier;

/**
 * The server side of one SCRAM-SHA-256 exchange (RFC 5802, RFC 7677), without channel binding
 * (the server offers no TLS). As in PostgreSQL, the user name inside the SCRAM messages is ignored:
 * the startup packet's user is the one authenticated.
 */
final class ScramServer {

    static final String MECHANISM = "SCRAM-SHA-256";

    /** The client's answer did not prove it knows the password. */
    static final class AuthenticationFailed extends Exception {
        AuthenticationFailed() {
            super("password authentication failed", null, false, false);
        }
    }

    private final ScramVerifier verifier;
    private final Supplier<String> nonceSource;
    private String gs2Header;
    private String clientFirstBare;
    private String serverFirst;
    private String nonce;

    ScramServer(ScramVerifier verifier, Supplier<String> nonceSource) {
        this.verifier = verifier;
        this.nonceSource = nonceSource;
    }

    ScramServer(ScramVerifier verifier) {
        this(verifier, ScramVerifier::randomText);
    }

    /** Reads client-first-message, answers server-first-message. */
    byte[] clientFirst(byte[] message) throws ProtocolException {
        String text = text(message);
        if (text.startsWith("p=")) {
            throw ProtocolException.violation("channel binding is not supported: the server offers no TLS");
        }
        if (!text.startsWith("n,") && !text.startsWith("y,")) {
            throw ProtocolException.violation("malformed SCRAM message: unexpected channel-binding flag");
        }
        int authzEnd = text.indexOf(',', 2);
        if (authzEnd != 2) {
            throw ProtocolException.violation("malformed SCRAM message: an authorization identity is not supported");
        }
        gs2Header = text.substring(0, authzEnd + 1);
        clientFirstBare = text.substring(authzEnd + 1);
        String clientNonce = attribute(clientFirstBare, 'r');
        if (!clientFirstBare.startsWith("n=") || clientNonce == null || clientNonce.isEmpty()) {
            throw ProtocolException.violation("malformed SCRAM message: no user name or nonce");
        }
        nonce = clientNonce + nonceSource.get();
        serverFirst = "r=" + nonce + ",s=" + Base64.getEncoder().encodeToString(verifier.salt()) + ",i=" + verifier.iterations();
        return serverFirst.getBytes(StandardCharsets.US_ASCII);
    }

    /** Reads client-final-message, checks the proof, answers server-final-message. */
    byte[] clientFinal(byte[] message) throws ProtocolException, AuthenticationFailed {
        if (serverFirst == null) {
            throw ProtocolException.violation("SCRAM final message before the first");
        }
        String text = text(message);
        int proofAt = text.lastIndexOf(",p=");
        String channelBinding = attribute(text, 'c');
        if (proofAt < 0 || channelBinding == null || !text.startsWith("c=")) {
            throw ProtocolException.violation("malformed SCRAM message: no channel binding or proof");
        }
        byte[] binding = base64(channelBinding);
        if (!MessageDigest.isEqual(binding, gs2Header.getBytes(StandardCharsets.US_ASCII))) {
            throw ProtocolException.violation("SCRAM channel binding check failed");
        }
        if (!nonce.equals(attribute(text, 'r'))) {
            throw ProtocolException.violation("SCRAM nonce does not match");
        }
        byte[] proof = base64(text.substring(proofAt + 3));
        String withoutProof = text.substring(0, proofAt);
        byte[] authMessage = (clientFirstBare + "," + serverFirst + "," + withoutProof).getBytes(StandardCharsets.UTF_8);
        byte[] clientSignature = ScramVerifier.hmac(verifier.storedKey(), authMessage);
        if (proof.length != clientSignature.length) {
            throw new AuthenticationFailed();
        }
        byte[] clientKey = new byte[proof.length];
        for (int i = 0; i < proof.length; i++) {
            clientKey[i] = (byte) (proof[i] ^ clientSignature[i]);
        }
        if (!MessageDigest.isEqual(ScramVerifier.sha256(clientKey), verifier.storedKey())) {
            throw new AuthenticationFailed();
        }
        byte[] serverSignature = ScramVerifier.hmac(verifier.serverKey(), authMessage);
        return ("v=" + Base64.getEncoder().encodeToString(serverSignature)).getBytes(StandardCharsets.US_ASCII);
    }

    /** The value of {@code name=...} among the message's comma-separated attributes, or null. */
    private static String attribute(String message, char name) {
        for (String part : message.split(",", -1)) {
            if (part.length() >= 2 && part.charAt(0) == name && part.charAt(1) == '=') {
                return part.substring(2);
            }
        }
        return null;
    }

    /** UTF-8 without control characters (a user name may be any UTF-8; everything the server checks is ASCII). */
    private static String text(byte[] message) throws ProtocolException {
        for (byte b : message) {
            if (b >= 0 && b < 0x20) {
                throw ProtocolException.violation("malformed SCRAM message: control character");
            }
        }
        try {
            return Utf8.decode(message, 0, message.length);
        } catch (SQLException e) {
            throw ProtocolException.violation("malformed SCRAM message: " + e.getMessage());
        }
    }

    private static byte[] base64(String text) throws ProtocolException {
        try {
            return Base64.getDecoder().decode(text);
        } catch (IllegalArgumentException e) {
            throw ProtocolException.violation("malformed SCRAM message: invalid base64");
        }
    }
}
