package io.hotrow.testsupport;

import org.testcontainers.DockerClientFactory;
import org.testcontainers.containers.PostgreSQLContainer;
import org.testcontainers.utility.DockerImageName;

/**
 * A PostgreSQL 15 in a container, set up like the local server the tests otherwise use (database
 * test, user postgres, trust). It runs until the JVM exits, when Testcontainers removes it.
 */
final class DockerPostgres implements PostgresLocator.Containers {

    private static final DockerImageName IMAGE = DockerImageName.parse("postgres:15-alpine");

    @Override
    public boolean available() {
        return DockerClientFactory.instance().isDockerAvailable();
    }

    @Override
    public String start() {
        PostgreSQLContainer<?> container = new PostgreSQLContainer<>(IMAGE)
                .withDatabaseName("test")
                .withUsername("postgres")
                .withEnv("POSTGRES_HOST_AUTH_METHOD", "trust");
        container.start();
        String url = container.getJdbcUrl();
        return url + (url.contains("?") ? "&" : "?") + "user=postgres";
    }

    @Override
    public String description() {
        return "a container of " + IMAGE.asCanonicalNameString();
    }
}
