package io.hotrow.engine.wire;

import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.text.Normalizer;
import java.util.Base64;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * What the server keeps of a SCRAM-SHA-256 password (RFC 5802 §3): the salt, the iteration
 * count, StoredKey = H(ClientKey) and ServerKey, never the password itself.
 */
record ScramVerifier(byte[] salt, int iterations, byte[] storedKey, byte[] serverKey) {

    /** PostgreSQL's default iteration count (scram_iterations). */
    static final int ITERATIONS = 4096;
    private static final SecureRandom RANDOM = new SecureRandom();

    static ScramVerifier derive(String password) {
        byte[] salt = new byte[16];
        RANDOM.nextBytes(salt);
        return derive(password, salt, ITERATIONS);
    }

    static ScramVerifier derive(String password, byte[] salt, int iterations) {
        byte[] salted = hi(normalize(password).getBytes(StandardCharsets.UTF_8), salt, iterations);
        byte[] clientKey = hmac(salted, "Client Key".getBytes(StandardCharsets.US_ASCII));
        return new ScramVerifier(salt, iterations, sha256(clientKey), hmac(salted, "Server Key".getBytes(StandardCharsets.US_ASCII)));
    }

    /** SASLprep (RFC 4013) as far as it changes real passwords: Unicode compatibility normalization. */
    private static String normalize(String password) {
        return Normalizer.normalize(password, Normalizer.Form.NFKC);
    }

    /** Hi() of RFC 5802: PBKDF2 with HMAC-SHA-256 and one block of output. */
    static byte[] hi(byte[] password, byte[] salt, int iterations) {
        byte[] first = new byte[salt.length + 4];
        System.arraycopy(salt, 0, first, 0, salt.length);
        first[first.length - 1] = 1;
        byte[] u = hmac(password, first);
        byte[] result = u.clone();
        for (int i = 1; i < iterations; i++) {
            u = hmac(password, u);
            for (int j = 0; j < result.length; j++) {
                result[j] ^= u[j];
            }
        }
        return result;
    }

    static byte[] hmac(byte[] key, byte[] data) {
        try {
            Mac mac = Mac.getInstance("HmacSHA256");
            mac.init(new SecretKeySpec(key, "HmacSHA256"));
            return mac.doFinal(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks HmacSHA256", e);
        }
    }

    static byte[] sha256(byte[] data) {
        try {
            return MessageDigest.getInstance("SHA-256").digest(data);
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException("the JDK lacks SHA-256", e);
        }
    }

    static String randomText() {
        byte[] bytes = new byte[18];
        RANDOM.nextBytes(bytes);
        return Base64.getEncoder().encodeToString(bytes);
    }
}
