package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.testsupport.TestPostgres;
import java.io.IOException;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * Real clients (psycopg2, psycopg 3, SQLAlchemy, Django; node-postgres, knex, Sequelize, TypeORM)
 * run the same named checks against a fresh database on {@code hotrow serve} and on PostgreSQL:
 * every check that passes on PostgreSQL passes on hotrow, unless {@code clients/known-differences.txt}
 * lists it with its reason, and a listed check that now passes must leave the list. A client whose
 * runtime or packages are absent is skipped with the reason ({@code .ci/run} installs them).
 */
@Timeout(600)
class ClientConformanceTest {

    private static final Pattern USER = Pattern.compile("[?&]user=([^&]+)");
    private static final Pattern PASSWORD = Pattern.compile("[?&]password=([^&]+)");

    @TempDir
    static Path dir;

    private static ServeProcess serve;

    @BeforeAll
    static void serve() throws Exception {
        serve = ServeProcess.start("file:" + Files.createDirectories(dir.resolve("store")), dir.resolve("serve.err"));
    }

    @AfterAll
    static void stop() {
        if (serve != null) {
            serve.close();
        }
    }

    @ParameterizedTest(name = "{0}")
    @EnumSource(ClientScript.class)
    void everyCheckThatPassesOnPostgresPassesOnHotrow(ClientScript client) throws Exception {
        client.whyNotRunnable().ifPresent(reason -> Assumptions.abort(client + " skipped: " + reason));
        ClientCheckResults postgres = onPostgres(client);
        postgres.skipped().ifPresent(reason -> Assumptions.abort(client + " skipped: " + reason));
        ClientCheckResults hotrow = ClientRun.run(client.command("127.0.0.1", serve.port(), Target.freshDatabase(), "test"), Map.of(),
                dir.resolve(client + "-hotrow.err"));

        ClientKnownDifferences known = ClientKnownDifferences.load();
        List<String> failures = new ArrayList<>();
        StringBuilder table = new StringBuilder(client + " (PostgreSQL | hotrow):\n");
        postgres.checks().forEach((check, onPostgres) -> {
            ClientCheckResults.Outcome onHotrow = hotrow.outcome(check);
            String reason = known.reason(check);
            table.append(String.format("  %-45s %-6s | %s%s%n", check, onPostgres.ok() ? "pass" : "FAIL", onHotrow,
                    reason == null ? "" : "  [known: " + reason + "]"));
            if (onPostgres.ok() && !onHotrow.ok() && reason == null) {
                failures.add(check + " passes on PostgreSQL but fails on hotrow: " + onHotrow.error());
            }
            if (onHotrow.ok() && reason != null) {
                failures.add(check + " passes on hotrow now: take it off clients/known-differences.txt");
            }
        });
        System.out.print(table);
        assertTrue(failures.isEmpty(), String.join("\n", failures) + "\n" + table
                + "(the clients' stack traces: " + dir.resolve(client + "-hotrow.err") + ")");
    }

    /** The client against a database of its own on PostgreSQL, dropped afterwards. */
    private static ClientCheckResults onPostgres(ClientScript client) throws Exception {
        String url = TestPostgres.url();
        URI uri = URI.create(url.substring("jdbc:".length()));
        String database = Target.freshDatabase();
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE DATABASE " + database);
        }
        try {
            Matcher password = PASSWORD.matcher(url);
            Map<String, String> environment = password.find() ? Map.of("PGPASSWORD", password.group(1)) : Map.of();
            Matcher user = USER.matcher(url);
            return ClientRun.run(client.command(uri.getHost(), uri.getPort(), database, user.find() ? user.group(1) : "postgres"),
                    environment, dir.resolve(client + "-postgres.err"));
        } finally {
            try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
                s.execute("DROP DATABASE IF EXISTS " + database + " WITH (FORCE)");
            }
        }
    }
}
