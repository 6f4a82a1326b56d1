package io.hotrow.examples.quiz;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.UUID;

/**
 * A way the quiz is run, as its users choose it: the application's profiles, and nothing else but
 * where its data goes. On PostgreSQL every run gets a schema of its own, dropped at the end.
 */
enum QuizSetup {
    ENGINE(false, false),
    ENGINE_SHARDED(false, true),
    POSTGRES(true, false),
    POSTGRES_SHARDED(true, true);

    private final boolean postgres;
    private final boolean sharded;

    QuizSetup(boolean postgres, boolean sharded) {
        this.postgres = postgres;
        this.sharded = sharded;
    }

    boolean onPostgres() {
        return postgres;
    }

    boolean sharded() {
        return sharded;
    }

    /** The PostgreSQL the tests use: HOTROW_PG_URL, else the local server. */
    static String postgresUrl() {
        String url = System.getenv("HOTROW_PG_URL");
        return url == null || url.isBlank() ? "jdbc:postgresql://127.0.0.1:5432/test?user=postgres" : url;
    }

    /** One store: a fresh data directory, and on PostgreSQL a fresh database name (its schema). */
    Store store(Path dataDirectory) {
        String database = postgres ? "quiz_" + UUID.randomUUID().toString().replace("-", "").substring(0, 16) : "quiz";
        return new Store(this, dataDirectory, database);
    }

    record Store(QuizSetup setup, Path dataDirectory, String database) implements AutoCloseable {

        /** The application's profiles and its own properties that place its data; everything else is its defaults. */
        List<String> commandLine() {
            List<String> profiles = new ArrayList<>();
            if (setup.postgres) {
                profiles.add("postgres");
            }
            if (setup.sharded) {
                profiles.add("sharded");
            }
            List<String> arguments = new ArrayList<>();
            if (!profiles.isEmpty()) {
                arguments.add("--spring.profiles.active=" + String.join(",", profiles));
            }
            arguments.add("--quiz.data-dir=" + dataDirectory);
            arguments.add("--quiz.database=" + database);
            // inside the hotrow URL's query string: encoded, as a URL with & in it must be
            arguments.add("--quiz.postgres-url=" + URLEncoder.encode(postgresUrl(), StandardCharsets.UTF_8));
            return arguments;
        }

        /** Rows counted on PostgreSQL itself, past the driver: proof the data is there. */
        long countOnPostgres(String table) throws SQLException {
            try (Connection c = DriverManager.getConnection(postgresUrl()); Statement s = c.createStatement();
                 var rs = s.executeQuery("SELECT count(*) FROM \"" + database + "\"." + table)) {
                rs.next();
                return rs.getLong(1);
            }
        }

        @Override
        public void close() throws SQLException {
            if (setup.postgres) {
                try (Connection c = DriverManager.getConnection(postgresUrl()); Statement s = c.createStatement()) {
                    s.execute("DROP SCHEMA IF EXISTS \"" + database + "\" CASCADE");
                }
            }
        }
    }
}
