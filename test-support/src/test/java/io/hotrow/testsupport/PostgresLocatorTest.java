package io.hotrow.testsupport;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class PostgresLocatorTest {

    private static final String NAMED = "jdbc:postgresql://db.example:6543/app?user=app&password=S3CRET";

    /** Containers that record whether they were asked, and answer as told. */
    private static final class FakeContainers implements PostgresLocator.Containers {
        final boolean available;
        final List<String> calls = new ArrayList<>();

        FakeContainers(boolean available) {
            this.available = available;
        }

        @Override
        public boolean available() {
            calls.add("available");
            return available;
        }

        @Override
        public String start() {
            calls.add("start");
            return "jdbc:postgresql://localhost:32768/test?loggerLevel=OFF&user=postgres";
        }

        @Override
        public String description() {
            return "a container of postgres:15-alpine";
        }
    }

    private static PostgresLocator answering(Set<String> urls, FakeContainers containers) {
        return new PostgresLocator(url -> urls.contains(url) ? null : "Connection refused", containers);
    }

    @Test
    void theVariableWinsAndNothingElseIsTried() {
        FakeContainers containers = new FakeContainers(true);
        PostgresLocator.Found found = answering(Set.of(NAMED, PostgresLocator.LOCAL_URL), containers).locate(NAMED);
        assertEquals(NAMED, found.url());
        assertEquals("HOTROW_PG_URL (db.example:6543/app)", found.source());
        assertEquals(List.of(), containers.calls);
    }

    @Test
    void aVariableThatDoesNotAnswerFailsInsteadOfFallingBack() {
        FakeContainers containers = new FakeContainers(true);
        IllegalStateException e = assertThrows(IllegalStateException.class,
                () -> answering(Set.of(PostgresLocator.LOCAL_URL), containers).locate(NAMED));
        assertTrue(e.getMessage().startsWith("HOTROW_PG_URL (db.example:6543/app) does not answer: Connection refused"), e.getMessage());
        assertFalse(e.getMessage().contains("S3CRET"), e.getMessage());
        assertEquals(List.of(), containers.calls);
    }

    @Test
    void withoutTheVariableTheLocalServerComesNext() {
        FakeContainers containers = new FakeContainers(true);
        PostgresLocator.Found found = answering(Set.of(PostgresLocator.LOCAL_URL), containers).locate(" ");
        assertEquals(PostgresLocator.LOCAL_URL, found.url());
        assertEquals("the local server (127.0.0.1:5432/test, user postgres)", found.source());
        assertEquals(List.of(), containers.calls);
    }

    @Test
    void thenAContainerWhereDockerAnswers() {
        FakeContainers containers = new FakeContainers(true);
        PostgresLocator.Found found = answering(Set.of(), containers).locate(null);
        assertEquals("jdbc:postgresql://localhost:32768/test?loggerLevel=OFF&user=postgres", found.url());
        assertEquals("a container of postgres:15-alpine (localhost:32768/test), started by Testcontainers", found.source());
        assertEquals(List.of("available", "start"), containers.calls);
    }

    @Test
    void withNoneOfTheThreeOneLineSaysHowToProvideOne() {
        FakeContainers containers = new FakeContainers(false);
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> answering(Set.of(), containers).locate(null));
        String message = e.getMessage();
        assertFalse(message.contains("\n"), message);
        assertTrue(message.contains("HOTROW_PG_URL=jdbc:postgresql://") && message.contains("127.0.0.1:5432")
                && message.contains("Docker"), message);
        assertEquals(List.of("available"), containers.calls);
    }

    @Test
    void whereShowsNeitherUserInformationNorQuery() {
        assertEquals("h:1/d", PostgresLocator.where("jdbc:postgresql://u:pw@h:1/d?password=x"));
    }

    /** The real thing, on this machine: whatever it found answers. */
    @Test
    void theFoundServerAnswers() throws Exception {
        try (Connection c = java.sql.DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT 1")) {
            assertTrue(rs.next());
            assertEquals(1, rs.getInt(1));
        }
    }
}
