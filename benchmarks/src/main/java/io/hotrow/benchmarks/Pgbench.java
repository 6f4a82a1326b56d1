package io.hotrow.benchmarks;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The pgbench binary run against one server: the same binary, arguments and scripts for PostgreSQL and the engine. */
final class Pgbench {

    static final Path BINARY = Path.of("/usr/bin/pgbench");

    /** What one timed run reports: its rate without connection time, and the transactions it completed. */
    record Run(double tps, long transactions) {
    }

    private static final Pattern TPS = Pattern.compile("tps = ([0-9.]+) \\(without initial connection time\\)");
    private static final Pattern PROCESSED = Pattern.compile("number of transactions actually processed: (\\d+)");
    /** Room beyond the run's own length for connecting, initializing and the last transactions. */
    private static final long GRACE_SECONDS = 300;

    private final WireEndpoint endpoint;
    private final Path scratch;

    Pgbench(WireEndpoint endpoint, Path scratch) {
        this.endpoint = endpoint;
        this.scratch = scratch;
    }

    /** {@code pgbench -i -s scale}: the built-in tables, filled. */
    void initialize(int scale) throws IOException, InterruptedException {
        execute(List.of("-i", "-s", String.valueOf(scale)), 0);
    }

    /** A run of {@code seconds} from {@code clients} clients, with {@code script} arguments ({@code -f file} or {@code -S}) and no vacuum. */
    Run run(List<String> script, int clients, int seconds) throws IOException, InterruptedException {
        List<String> arguments = new ArrayList<>(List.of("-n", "-c", String.valueOf(clients), "-j", String.valueOf(Math.min(clients, 2)),
                "-T", String.valueOf(seconds)));
        arguments.addAll(script);
        String output = execute(arguments, seconds);
        return new Run(Double.parseDouble(find(TPS, output)), Long.parseLong(find(PROCESSED, output)));
    }

    private String execute(List<String> arguments, int seconds) throws IOException, InterruptedException {
        List<String> command = new ArrayList<>(List.of(BINARY.toString(), "-h", "127.0.0.1", "-p", String.valueOf(endpoint.port()), "-U", "postgres"));
        command.addAll(arguments);
        command.add(endpoint.database());
        Path output = Files.createTempFile(scratch, "pgbench", ".out");
        ProcessBuilder builder = new ProcessBuilder(command).redirectErrorStream(true).redirectOutput(output.toFile())
                .redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().put("PGCONNECT_TIMEOUT", "10");
        Process process = builder.start();
        if (!process.waitFor(seconds + GRACE_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly();
            throw new IOException("pgbench did not finish within " + (seconds + GRACE_SECONDS) + " s against " + endpoint.label());
        }
        String text = Files.readString(output, StandardCharsets.UTF_8);
        if (process.exitValue() != 0) {
            throw new IOException("pgbench " + String.join(" ", arguments) + " against " + endpoint.label() + " exited with "
                    + process.exitValue() + ": " + lastLines(text));
        }
        return text;
    }

    private String find(Pattern pattern, String output) throws IOException {
        Matcher m = pattern.matcher(output);
        if (!m.find()) {
            throw new IOException("pgbench's output against " + endpoint.label() + " has no '" + pattern.pattern() + "': " + lastLines(output));
        }
        return m.group(1);
    }

    private static String lastLines(String text) {
        String[] lines = text.strip().split("\n");
        return String.join("\n", List.of(lines).subList(Math.max(0, lines.length - 5), lines.length));
    }
}
