package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.cli.HotrowCli;
import io.hotrow.testsupport.ChildProcess;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** {@code hotrow serve <store> --port 0} in a child JVM, as an operator runs it, and the port it listens on. */
final class ServeProcess implements AutoCloseable {

    private static final Pattern LISTENING = Pattern.compile("hotrow serve: listening on 127\\.0\\.0\\.1:(\\d+) .*");

    private final ChildProcess child;
    private final int port;

    private ServeProcess(ChildProcess child, int port) {
        this.child = child;
        this.port = port;
    }

    static ServeProcess start(String store, Path stderr) throws IOException, InterruptedException {
        ChildProcess child = ChildProcess.start(HotrowCli.class, stderr, "serve", store, "--port", "0");
        String line = child.nextLine(60, TimeUnit.SECONDS);
        assertNotNull(line, "hotrow serve printed nothing within 60 s: " + child.stderrTail());
        Matcher listening = LISTENING.matcher(line);
        if (!listening.matches()) {
            child.close();
            throw new AssertionError("hotrow serve did not start: " + line + "\n" + child.stderrTail());
        }
        return new ServeProcess(child, Integer.parseInt(listening.group(1)));
    }

    int port() {
        return port;
    }

    /** SIGTERM, then every line it printed until it exited; fails unless it exits within 60 s. */
    List<String> stop() throws InterruptedException {
        child.terminate();
        List<String> rest = child.drain(60, TimeUnit.SECONDS);
        assertTrue(child.waitFor(60, TimeUnit.SECONDS), "hotrow serve did not exit within 60 s of SIGTERM");
        return rest;
    }

    int exitValue() {
        return child.exitValue();
    }

    @Override
    public void close() {
        child.close();
    }
}
