package io.hotrow.testsupport;

/**
 * The PostgreSQL the tests run against, found once per JVM: {@code HOTROW_PG_URL}, else the local
 * server (127.0.0.1:5432, user postgres, database test), else a container Testcontainers starts
 * where a Docker engine answers. The first call prints which one on standard output; without any
 * of the three every call fails with one line that says how to provide one.
 */
public final class TestPostgres {

    /** The environment variable that names the tests' PostgreSQL, as a {@code jdbc:postgresql:} URL. */
    public static final String VARIABLE = "HOTROW_PG_URL";

    private static String url;
    private static String failure;

    private TestPostgres() {
    }

    /** A {@code jdbc:postgresql:} URL that carries its user (and password, if any). */
    public static synchronized String url() {
        if (url == null && failure == null) {
            try {
                PostgresLocator.Found found = new PostgresLocator(ServerProbe::whyNot, new DockerPostgres()).locate(System.getenv(VARIABLE));
                url = found.url();
                System.out.println("PostgreSQL for the tests: " + found.source());
            } catch (IllegalStateException e) {
                failure = e.getMessage();
            }
        }
        if (failure != null) {
            throw new IllegalStateException(failure);
        }
        return url;
    }
}
