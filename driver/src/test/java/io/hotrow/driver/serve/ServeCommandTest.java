package io.hotrow.driver.serve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.UUID;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;

/** {@code hotrow serve}: its arguments, its progress lines, and a stop that closes what it opened. */
@Timeout(120)
class ServeCommandTest {

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final ServeCommand serve = new ServeCommand(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));
    private final ExecutorService runner = Executors.newSingleThreadExecutor();

    @TempDir
    Path dir;

    @AfterEach
    void stop() throws InterruptedException {
        serve.stop();
        runner.shutdownNow();
        assertTrue(runner.awaitTermination(30, TimeUnit.SECONDS));
    }

    @Test
    void usageErrorsExitWith2AndStoresThatCannotWorkWith1() {
        assertEquals(2, serve.run("serve"));
        assertEquals(2, serve.run("serve", "mem:", "--port"));
        assertEquals(2, serve.run("serve", "mem:", "--colour", "blue"));
        assertEquals(2, serve.run("serve", "mem:", "--port", "many"));
        assertEquals(2, serve.run("serve", "mem:", "--auth", "scram-sha-256"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("needs --users <file>"));
        assertEquals(1, serve.run("serve", "nfs://elsewhere", "--port", "0"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("the store must be mem:, file:<absolute directory> or s3://bucket/prefix"));
    }

    /** Issue 27: an error is never a bare path, nor the JDK's words without the option they are about. */
    @Test
    void errorsNameWhatIsWrongAndWithWhat() {
        Path users = dir.resolve("no-such-users");
        assertEquals(1, serve.run("serve", "mem:", "--auth", "password", "--users", users.toString()));
        String error = err.toString(StandardCharsets.UTF_8);
        assertTrue(error.contains("hotrow: " + users + ": no such file or directory"), error);
        err.reset();
        assertEquals(2, serve.run("serve", "mem:", "--port", "many"));
        assertTrue(err.toString(StandardCharsets.UTF_8).startsWith("hotrow: --port needs a whole number, not 'many'"), err.toString(StandardCharsets.UTF_8));
    }

    @Test
    void servesTheStoresDatabasesUntilStoppedAndSaysWhatHappens() throws Exception {
        Path users = Files.writeString(dir.resolve("users.properties"), "alice=s3cret\n");
        Future<Integer> status = runner.submit(() -> serve.run("serve", "file:" + dir.resolve("store"), "--port", "0", "--auth", "scram-sha-256",
                "--users", users.toString()));
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
        while (serve.address() == null) {
            assertTrue(System.nanoTime() < deadline && !status.isDone(), "serve did not start: " + err.toString(StandardCharsets.UTF_8));
            LockSupport.parkNanos(TimeUnit.MILLISECONDS.toNanos(5));
        }
        String database = "d_" + UUID.randomUUID().toString().replace("-", "").substring(0, 12);
        String url = "jdbc:postgresql://127.0.0.1:" + serve.address().getPort() + "/" + database + "?user=alice&password=s3cret";
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY)");
            s.execute("INSERT INTO t VALUES (1)");
        }
        SQLException badName = org.junit.jupiter.api.Assertions.assertThrows(SQLException.class,
                () -> DriverManager.getConnection(url.replace("/" + database + "?", "/Bad-Name?")).close());
        assertEquals("3D000", badName.getSQLState());

        serve.stop();
        assertEquals(0, status.get(30, TimeUnit.SECONDS));
        String progress = out.toString(StandardCharsets.UTF_8);
        assertTrue(progress.contains("hotrow serve: listening on 127.0.0.1:" + serve.address().getPort()
                + " (PostgreSQL protocol 3.0, authentication scram-sha-256, at most 100 connections)"), progress);
        assertTrue(progress.contains(": database " + database + ", user alice (1 open)"), progress);
        assertTrue(progress.contains("closed: client terminated (0 open)"), progress);
        assertTrue(progress.contains("refused "), progress);
        assertTrue(progress.endsWith("hotrow serve: stopped; every database closed\n"), progress);
        assertTrue(Files.list(dir.resolve("store")).findAny().isPresent(), "the database was stored in the served directory");
    }
}
