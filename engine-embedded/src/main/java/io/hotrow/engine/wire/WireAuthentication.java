package io.hotrow.engine.wire;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Locale;
import java.util.Map;
import java.util.Properties;

/**
 * How clients prove who they are: {@code trust} (the default; only clients on a loopback address
 * are let in), {@code password} (cleartext, for clients that can do nothing else) or
 * {@code scram-sha-256} (RFC 5802/7677, the password never crosses the wire), against a map of
 * users to passwords. SCRAM verifiers are derived once, here, so a connection costs no key
 * stretching beyond the client's own.
 */
public final class WireAuthentication {

    public enum Method {
        TRUST("trust"),
        PASSWORD("password"),
        SCRAM_SHA_256("scram-sha-256");

        private final String label;

        Method(String label) {
            this.label = label;
        }

        public String label() {
            return label;
        }

        /** The method called {@code label} (as pg_hba.conf names it), or null. */
        public static Method parse(String label) {
            for (Method method : values()) {
                if (method.label.equals(label.toLowerCase(Locale.ROOT))) {
                    return method;
                }
            }
            return null;
        }
    }

    private final Method method;
    private final Map<String, String> passwords;
    private final Map<String, ScramVerifier> verifiers = new HashMap<>();
    /** Answers for users that do not exist, so a failed login does not tell whether the user exists. */
    private final ScramVerifier unknownUser;

    private WireAuthentication(Method method, Map<String, String> passwords) {
        this.method = method;
        this.passwords = Map.copyOf(passwords);
        passwords.forEach((user, password) -> {
            if (password.isEmpty()) {
                throw new IllegalArgumentException("user " + user + " has an empty password");
            }
            if (method == Method.SCRAM_SHA_256) {
                verifiers.put(user, ScramVerifier.derive(password));
            }
        });
        this.unknownUser = method == Method.SCRAM_SHA_256 ? ScramVerifier.derive(ScramVerifier.randomText()) : null;
    }

    /** Every client on a loopback address, no password. */
    public static WireAuthentication trust() {
        return new WireAuthentication(Method.TRUST, Map.of());
    }

    public static WireAuthentication of(Method method, Map<String, String> passwords) {
        if (method != Method.TRUST && passwords.isEmpty()) {
            throw new IllegalArgumentException(method.label() + " authentication needs at least one user with a password");
        }
        return new WireAuthentication(method, passwords);
    }

    /**
     * {@code method} against a users file: one {@code user=password} per line, as
     * {@link Properties} reads it (UTF-8). Its errors name the file, never a password.
     */
    public static WireAuthentication of(Method method, Path usersFile) throws IOException {
        Properties lines = new Properties();
        try (Reader reader = Files.newBufferedReader(usersFile, StandardCharsets.UTF_8)) {
            lines.load(reader);
        }
        Map<String, String> users = new HashMap<>();
        lines.stringPropertyNames().forEach(user -> users.put(user, lines.getProperty(user)));
        return of(method, users);
    }

    public Method method() {
        return method;
    }

    String password(String user) {
        return passwords.get(user);
    }

    /** The user's verifier, or one that no password matches when there is no such user. */
    ScramVerifier verifier(String user) {
        ScramVerifier verifier = verifiers.get(user);
        return verifier != null ? verifier : unknownUser;
    }
}
