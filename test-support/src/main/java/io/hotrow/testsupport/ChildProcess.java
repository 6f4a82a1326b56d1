package io.hotrow.testsupport;

import java.io.FileDescriptor;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.IntConsumer;
import java.util.function.ToIntFunction;
import java.util.stream.Stream;

/**
 * A child JVM started with the test classpath, whose stdout is read line by line on a thread of
 * its own so every wait on it can be bounded. Its stderr goes to a file, so log output can never
 * interleave with the protocol lines on stdout. The child writes its protocol lines with
 * {@link #emit}, so that a kill never leaves half a line.
 */
public final class ChildProcess implements AutoCloseable {

    /** Marks the end of the child's stdout in {@link #nextLine}'s queue. */
    public static final String EOF = "\u0000EOF";

    /** The child's side: its stdout without a buffer in between, for {@link #emit}. */
    private static final FileOutputStream OUT = new FileOutputStream(FileDescriptor.out);

    private final Process process;
    private final Path stderr;
    private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
    private final List<String> transcript = new ArrayList<>();

    private ChildProcess(Process process, Path stderr) {
        this.process = process;
        this.stderr = stderr;
        Thread reader = new Thread(this::pump, "child-stdout-" + process.pid());
        reader.setDaemon(true);
        reader.start();
    }

    public static ChildProcess start(Class<?> mainClass, Path stderr, String... args) throws IOException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        List<String> command = new ArrayList<>(List.of(java.toString(), "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1"));
        for (String credential : List.of("aws.accessKeyId", "aws.secretAccessKey")) { // a test's S3 credentials, as the SDK reads them
            if (System.getProperty(credential) != null) {
                command.add("-D" + credential + "=" + System.getProperty(credential));
            }
        }
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), mainClass.getName()));
        command.addAll(List.of(args));
        Process process = new ProcessBuilder(command)
                .redirectError(stderr.toFile())
                .start();
        return new ChildProcess(process, stderr);
    }

    /** Splits stdout into lines; a last line without its newline is reported as {@code PARTIAL ...}. */
    private void pump() {
        try (InputStream in = process.getInputStream()) {
            StringBuilder line = new StringBuilder();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = in.read(buffer)) > 0) {
                String chunk = new String(buffer, 0, n, StandardCharsets.UTF_8); // the protocol is ASCII
                for (int i = 0; i < chunk.length(); i++) {
                    char ch = chunk.charAt(i);
                    if (ch == '\n') {
                        lines.add(line.toString());
                        line.setLength(0);
                    } else {
                        line.append(ch);
                    }
                }
            }
            if (line.length() > 0) {
                lines.add("PARTIAL " + line);
            }
        } catch (IOException e) {
            lines.add("READ_FAILED " + e);
        } finally {
            lines.add(EOF);
        }
    }

    /** The next stdout line, {@link #EOF} after the last one, or null if none came within the timeout. */
    public String nextLine(long timeout, TimeUnit unit) throws InterruptedException {
        String line = lines.poll(timeout, unit);
        if (line != null && !line.equals(EOF)) {
            transcript.add(line);
        }
        if (EOF.equals(line)) {
            lines.add(EOF); // stays at the end for later calls
        }
        return line;
    }

    /** Reads every remaining line until EOF, or fails after the timeout. */
    public List<String> drain(long timeout, TimeUnit unit) throws InterruptedException {
        long deadline = System.nanoTime() + unit.toNanos(timeout);
        List<String> rest = new ArrayList<>();
        while (true) {
            long left = deadline - System.nanoTime();
            String line = left > 0 ? nextLine(left, TimeUnit.NANOSECONDS) : null;
            if (line == null) {
                throw new AssertionError("child " + process.pid() + " did not close its stdout within " + timeout + " " + unit);
            }
            if (line.equals(EOF)) {
                return rest;
            }
            rest.add(line);
        }
    }

    public void send(String line) throws IOException {
        OutputStream in = process.getOutputStream();
        in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
        in.flush();
    }

    /**
     * SIGKILL on Linux: no shutdown hooks, no flush, exactly a crash. Sent through the process
     * handle, because {@link Process#destroyForcibly()} also closes our end of the child's stdout,
     * which would throw away the lines it printed that were not read yet.
     */
    public void kill(long timeout, TimeUnit unit) throws InterruptedException {
        process.toHandle().destroyForcibly();
        if (!process.waitFor(timeout, unit)) {
            throw new AssertionError("child " + process.pid() + " did not die within " + timeout + " " + unit + " of SIGKILL");
        }
    }

    /** SIGTERM on Linux: the child's shutdown hooks run, as when an operator stops a service. */
    public void terminate() {
        process.toHandle().destroy();
    }

    public boolean waitFor(long timeout, TimeUnit unit) throws InterruptedException {
        return process.waitFor(timeout, unit);
    }

    public int exitValue() {
        return process.exitValue();
    }

    public long pid() {
        return process.pid();
    }

    /** The stdout lines read so far. */
    public List<String> transcript() {
        return transcript;
    }

    /**
     * The parent's side of a kill -9 test: reads the child's lines, each counted by {@code record}
     * (1 for an acknowledged commit, else 0), until {@code acksBeforeKill} acknowledgements, kills
     * the child with kill -9, and records what it printed before it died ({@code PARTIAL} lines,
     * cut by the kill, are never counted). Fails on a child that stays silent for
     * {@code lineTimeoutSeconds}, runs past {@code deadline}, or exits on its own. Returns the
     * acknowledgements.
     */
    public int killAfterAcks(int acksBeforeKill, long lineTimeoutSeconds, Duration deadline, ToIntFunction<String> record)
            throws InterruptedException {
        int acks = 0;
        long deadlineNanos = System.nanoTime() + deadline.toNanos();
        while (acks < acksBeforeKill) {
            String line = nextLine(lineTimeoutSeconds, TimeUnit.SECONDS);
            if (line == null || System.nanoTime() - deadlineNanos > 0) {
                throw new AssertionError("child " + pid() + " printed no line for " + lineTimeoutSeconds + " s, or ran past its deadline, after "
                        + acks + " acks (a hang?); stderr:\n" + stderrTail());
            }
            if (line.equals(EOF)) {
                waitFor(30, TimeUnit.SECONDS);
                throw new AssertionError("child exited after " + acks + " acks, before it was killed; output " + transcriptTail()
                        + "\nstderr:\n" + stderrTail());
            }
            acks += record.applyAsInt(line);
        }
        kill(30, TimeUnit.SECONDS);
        for (String line : drain(30, TimeUnit.SECONDS)) { // what it printed before it died counts too
            if (!line.startsWith("PARTIAL ")) {
                acks += record.applyAsInt(line);
            }
        }
        return acks;
    }

    private String transcriptTail() {
        return transcript.size() <= 20 ? transcript.toString() : "[... " + transcript.subList(transcript.size() - 20, transcript.size());
    }

    /** The tail of the child's stderr, for failure messages. */
    public String stderrTail() {
        try {
            String text = Files.readString(stderr);
            return text.length() > 8000 ? "..." + text.substring(text.length() - 8000) : text;
        } catch (IOException e) {
            return "(cannot read " + stderr + ": " + e + ")";
        }
    }

    public Path stderrFile() {
        return stderr;
    }

    @Override
    public void close() {
        if (process.isAlive()) {
            process.destroyForcibly();
            try {
                process.waitFor(30, TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    /**
     * The files under {@code dir} with their sizes, for failure reports; long directories are
     * shortened to their first and last entries (the full copy is in the evidence directory).
     */
    public static String listing(Path dir) {
        if (!Files.exists(dir)) {
            return dir + " does not exist";
        }
        StringBuilder out = new StringBuilder();
        try (Stream<Path> files = Files.walk(dir)) {
            Map<Path, List<Path>> byDirectory = new TreeMap<>();
            files.sorted().forEach(p -> byDirectory.computeIfAbsent(p.getParent(), d -> new ArrayList<>()).add(p));
            for (List<Path> entries : byDirectory.values()) {
                for (int i = 0; i < entries.size(); i++) {
                    if (entries.size() > 30 && i == 5) {
                        out.append("  ... ").append(entries.size() - 15).append(" more ...\n");
                        i = entries.size() - 10;
                    }
                    Path p = entries.get(i);
                    try {
                        out.append(dir.relativize(p)).append(Files.isDirectory(p) ? "/" : "  " + Files.size(p) + " bytes").append('\n');
                    } catch (IOException gone) {
                        out.append(dir.relativize(p)).append("  (vanished)\n");
                    }
                }
            }
        } catch (IOException e) {
            out.append("(listing failed: ").append(e).append(")\n");
        }
        return out.toString();
    }

    /** Copies {@code dir} (and extra files) to the first free {@code /tmp/<prefix>-<n>} and returns it. */
    public static Path preserve(String prefix, Path dir, Path... extra) {
        try {
            Path target = null;
            for (int n = 1; target == null; n++) {
                Path candidate = Path.of("/tmp", prefix + "-" + n);
                try {
                    Files.createDirectory(candidate);
                    target = candidate;
                } catch (java.nio.file.FileAlreadyExistsException taken) {
                    // try the next number
                }
            }
            Path copy = target.resolve("store");
            try (Stream<Path> files = Files.walk(dir)) {
                for (Path p : (Iterable<Path>) files.sorted()::iterator) {
                    Path to = copy.resolve(dir.relativize(p).toString());
                    try {
                        if (Files.isDirectory(p)) {
                            Files.createDirectories(to);
                        } else {
                            Files.copy(p, to);
                        }
                    } catch (java.nio.file.NoSuchFileException vanished) {
                        // a temporary file removed meanwhile
                    }
                }
            }
            for (Path file : extra) {
                if (file != null && Files.exists(file)) {
                    Files.copy(file, target.resolve(file.getFileName().toString()));
                }
            }
            return target;
        } catch (IOException e) {
            return Path.of("(evidence copy failed: " + e + ")");
        }
    }

    /**
     * The child's side when a worker meets what it cannot go on from: its stack trace to stderr,
     * {@code ERROR <SQLState> <message>} to the parent, then a halt (exit 3), so the parent fails
     * with the reason instead of waiting for acknowledgements that never come.
     */
    public static void failChild(String who, Throwable e) {
        StringWriter trace = new StringWriter();
        e.printStackTrace(new PrintWriter(trace));
        String state = e instanceof SQLException sql ? sql.getSQLState() : "-";
        System.err.println(who + " failed: " + trace);
        System.err.flush();
        emit("ERROR " + state + " " + oneLine(String.valueOf(e.getMessage())));
        Runtime.getRuntime().halt(3);
    }

    /**
     * The child's side of a kill -9 test: runs {@code work} on {@code count} threads named
     * {@code name}-0, -1, ..., and once all have ended (their deadline passed), says
     * {@code DEADLINE} and halts, so the parent tells a child that ran out of time from a killed one.
     */
    public static void workUntilDeadline(int count, String name, IntConsumer work) throws InterruptedException {
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < count; t++) {
            int worker = t;
            Thread thread = new Thread(() -> work.accept(worker), name + "-" + t);
            workers.add(thread);
            thread.start();
        }
        for (Thread thread : workers) {
            thread.join();
        }
        emit("DEADLINE");
        Runtime.getRuntime().halt(0);
    }

    /** In the child: one line in one write(2), atomic on a pipe, so a kill never leaves half a line. */
    public static synchronized void emit(String line) {
        byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
        try {
            OUT.write(bytes);
        } catch (IOException e) {
            Runtime.getRuntime().halt(4); // the parent is gone
        }
    }

    /** A message on one line of a protocol, shortened. */
    public static String oneLine(String text) {
        String flat = text.replace('\n', ' ').replace('\r', ' ');
        return flat.length() > 400 ? flat.substring(0, 400) + "..." : flat;
    }
}
