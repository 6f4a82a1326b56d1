package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/**
 * psql runs one scripted session (DDL, DML, a transaction, an error inside a transaction,
 * {@code \copy} in and out) against {@code hotrow serve} and against PostgreSQL: the outputs and
 * the copied files are the same. Then the server stops on SIGTERM and a new one finds every row.
 */
@Timeout(300)
class PsqlSessionTest {

    static final Path PSQL = Path.of("/usr/bin/psql");

    private static final String SCRIPT = """
            \\set VERBOSITY sqlstate
            CREATE TABLE pet (id int PRIMARY KEY, name text NOT NULL, born date, weight numeric(5,2));
            INSERT INTO pet VALUES (1, 'Rex', '2020-01-02', 12.5), (2, 'Tom', NULL, 4.25);
            BEGIN;
            UPDATE pet SET name = 'Rexy' WHERE id = 1;
            INSERT INTO pet VALUES (3, 'Kit', '2021-03-04', NULL);
            COMMIT;
            BEGIN;
            INSERT INTO pet VALUES (4, 'Gone', NULL, NULL);
            SELECT * FROM no_such_table;
            SELECT 1;
            ROLLBACK;
            INSERT INTO pet VALUES (1, 'Twice', NULL, NULL);
            \\copy pet FROM 'in.csv' WITH (FORMAT csv, HEADER)
            \\copy pet (id, name) FROM 'in.txt'
            \\copy pet TO 'out.txt'
            \\copy (SELECT id, name, weight FROM pet WHERE id > 3 ORDER BY id) TO 'out.csv' CSV HEADER
            SELECT id, name, born, weight FROM pet ORDER BY id;
            SELECT count(*) AS pets, sum(weight) AS total FROM pet;
            DELETE FROM pet WHERE born IS NULL AND id > 5;
            """;

    @TempDir
    Path dir;

    @BeforeAll
    static void needsPsql() {
        org.junit.jupiter.api.Assumptions.assumeTrue(Files.isExecutable(PSQL), "psql is not installed at " + PSQL);
    }

    @Test
    void aScriptedSessionAnswersAsPostgresAndSurvivesARestart() throws Exception {
        Path engineRun = Files.createDirectories(dir.resolve("engine"));
        Path postgresRun = Files.createDirectories(dir.resolve("postgres"));
        String store = "file:" + Files.createDirectories(dir.resolve("store"));
        String engineOutput;
        try (ServeProcess serve = ServeProcess.start(store, dir.resolve("serve-1.err"))) {
            engineOutput = psql(engineRun, serve.port(), "shop", Map.of());
            List<String> stopping = serve.stop();
            assertTrue(stopping.contains("hotrow serve: stopped; every database closed"), String.join("\n", stopping));
            assertEquals(143, serve.exitValue(), "a JVM stopped by SIGTERM exits with 128 + 15 once its shutdown hooks ran");
        }
        String postgresOutput = onPostgres(postgresRun);
        assertEquals(postgresOutput, engineOutput);
        // COPY pet TO writes the rows in storage order, which differs (PostgreSQL's heap keeps updated rows at the end)
        assertEquals(sortedLines(postgresRun.resolve("out.txt")), sortedLines(engineRun.resolve("out.txt")));
        assertEquals(Files.readString(postgresRun.resolve("out.csv")), Files.readString(engineRun.resolve("out.csv")));
        assertTrue(engineOutput.contains("ERROR:  42P01") && engineOutput.contains("ERROR:  25P02") && engineOutput.contains("ERROR:  23505"),
                engineOutput);

        try (ServeProcess again = ServeProcess.start(store, dir.resolve("serve-2.err"))) {
            String count = ToolRun.run(engineRun, List.of(PSQL.toString(), "-X", "-A", "-t", "-h", "127.0.0.1", "-p", String.valueOf(again.port()), "-U",
                    "test", "-d", "shop", "-c", "SELECT count(*) FROM pet"), Map.of());
            assertEquals("4", count.trim());
            again.stop();
        }
    }

    private static List<String> sortedLines(Path file) throws IOException {
        return Files.readAllLines(file).stream().sorted().toList();
    }

    private String onPostgres(Path run) throws Exception {
        String schema = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
            s.execute("CREATE SCHEMA " + schema);
        }
        try {
            java.net.URI uri = java.net.URI.create(TestPostgres.url().substring("jdbc:".length()));
            return psql(run, uri.getPort(), uri.getPath().substring(1), Map.of("PGUSER", "postgres", "PGOPTIONS", "-c search_path=" + schema));
        } finally {
            try (Connection c = DriverManager.getConnection(TestPostgres.url()); Statement s = c.createStatement()) {
                s.execute("DROP SCHEMA " + schema + " CASCADE");
            }
        }
    }

    private static String psql(Path run, int port, String database, Map<String, String> environment) throws IOException, InterruptedException {
        Files.writeString(run.resolve("session.sql"), SCRIPT);
        Files.writeString(run.resolve("in.csv"), "id,name,born,weight\n5,\"Comma, Inc\",2019-12-31,1.5\n6,\"Quote \"\"Q\"\"\",,\n");
        Files.writeString(run.resolve("in.txt"), "7\tTab\\there\n8\tNull\\\\Name\n");
        String user = environment.getOrDefault("PGUSER", "test");
        return ToolRun.run(run, List.of(PSQL.toString(), "-X", "-P", "pager=off", "-h", "127.0.0.1", "-p", String.valueOf(port), "-U", user, "-d",
                database, "-f", "session.sql"), environment);
    }
}
