package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs one of PostgreSQL's command-line tools (psql, pg_dump) to its end, bounded, and returns what it printed. */
final class ToolRun {

    private ToolRun() {
    }

    /** A tool's exit status and what it printed (output and errors together). */
    record Result(int exit, String output) {
    }

    /** Fails unless the tool exits with 0 within 120 s; its output and errors together. */
    static String run(Path directory, List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        Result result = result(directory, command, environment);
        assertEquals(0, result.exit(), result.output());
        return result.output();
    }

    /** Fails unless the tool exits within 120 s; its exit status and output, whatever the status. */
    static Result result(Path directory, List<String> command, Map<String, String> environment) throws IOException, InterruptedException {
        Path output = Files.createTempFile(directory, "tool", ".out");
        ProcessBuilder builder = new ProcessBuilder(command).directory(directory.toFile()).redirectErrorStream(true)
                .redirectOutput(output.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().putAll(environment);
        // a bound on one connection attempt, well inside the run's own 120 s: 10 s failed a psql on a busy machine (load 20)
        // opening a new database of the server
        builder.environment().put("PGCONNECT_TIMEOUT", "60");
        Process process = builder.start();
        if (!process.waitFor(120, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new AssertionError(command.get(0) + " did not exit within 120 s: " + Files.readString(output));
        }
        return new Result(process.exitValue(), Files.readString(output, StandardCharsets.UTF_8));
    }
}
