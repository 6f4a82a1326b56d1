package io.hotrow.testsupport;

import java.util.function.Function;

/** The order in which the tests look for a PostgreSQL, and what they say about it; the probes are given, so tests can stand them in. */
final class PostgresLocator {

    static final String LOCAL_URL = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";

    /** A container runtime that may run a PostgreSQL: Testcontainers, in the tests' own use. */
    interface Containers {
        boolean available();

        /** Starts a PostgreSQL and returns its URL, user included. */
        String start();

        /** What was started, for the line that says so. */
        String description();
    }

    record Found(String url, String source) {
    }

    private final Function<String, String> whyNot;
    private final Containers containers;

    /** @param whyNot why a URL's server does not answer, or null when it does */
    PostgresLocator(Function<String, String> whyNot, Containers containers) {
        this.whyNot = whyNot;
        this.containers = containers;
    }

    /** @param fromEnvironment the value of HOTROW_PG_URL, or null */
    Found locate(String fromEnvironment) {
        if (fromEnvironment != null && !fromEnvironment.isBlank()) {
            // Named on purpose: a wrong value is reported, never replaced by another server.
            String problem = whyNot.apply(fromEnvironment);
            if (problem != null) {
                throw new IllegalStateException(TestPostgres.VARIABLE + " (" + where(fromEnvironment) + ") does not answer: "
                        + problem + "; fix it, or unset it to use the local server");
            }
            return new Found(fromEnvironment, TestPostgres.VARIABLE + " (" + where(fromEnvironment) + ")");
        }
        if (whyNot.apply(LOCAL_URL) == null) {
            return new Found(LOCAL_URL, "the local server (" + where(LOCAL_URL) + ", user postgres)");
        }
        if (containers.available()) {
            String url = containers.start();
            return new Found(url, containers.description() + " (" + where(url) + "), started by Testcontainers");
        }
        throw new IllegalStateException("No PostgreSQL for the tests: set " + TestPostgres.VARIABLE
                + "=jdbc:postgresql://host:port/database?user=...&password=..., run one on 127.0.0.1:5432"
                + " (user postgres, database test), or start a Docker engine so that Testcontainers can run one");
    }

    /** Host, port and database of a URL: never its user information or query string, where passwords go. */
    static String where(String url) {
        String rest = url.startsWith("jdbc:postgresql://") ? url.substring("jdbc:postgresql://".length()) : url;
        int query = rest.indexOf('?');
        if (query >= 0) {
            rest = rest.substring(0, query);
        }
        return rest.substring(rest.lastIndexOf('@') + 1);
    }
}
