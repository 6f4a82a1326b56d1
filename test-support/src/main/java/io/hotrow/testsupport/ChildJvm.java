package io.hotrow.testsupport;

import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a main class in a JVM of its own, as a user would from the command line, with a class path
 * the test chooses (the test's own, or one with something left out), and waits a bounded time.
 * Its output goes to files, so a chatty child can never block on a full pipe.
 */
public final class ChildJvm {

    /** What the child printed, and how it ended. */
    public record Result(int exitCode, String stdout, String stderr) {
    }

    private ChildJvm() {
    }

    /** The class path of this test JVM, one entry per element. */
    public static List<String> testClassPath() {
        return List.of(System.getProperty("java.class.path").split(File.pathSeparator));
    }

    /**
     * Runs {@code mainClass} with {@code args} and returns once it exited.
     *
     * @throws IllegalStateException when it is still running after {@code timeout} (it is killed)
     */
    public static Result run(List<String> classPath, Duration timeout, String mainClass, String... args)
            throws IOException, InterruptedException {
        Path stdout = Files.createTempFile("child-jvm", ".out");
        Path stderr = Files.createTempFile("child-jvm", ".err");
        try {
            List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-XX:+UseSerialGC", "-XX:TieredStopAtLevel=1", "-cp", String.join(File.pathSeparator, classPath), mainClass));
            command.addAll(List.of(args));
            Process process = new ProcessBuilder(command).redirectOutput(stdout.toFile()).redirectError(stderr.toFile()).start();
            if (!process.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
                process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
                throw new IllegalStateException(mainClass + " still ran after " + timeout + "; its output:\n"
                        + Files.readString(stdout, StandardCharsets.UTF_8) + Files.readString(stderr, StandardCharsets.UTF_8));
            }
            return new Result(process.exitValue(), Files.readString(stdout, StandardCharsets.UTF_8), Files.readString(stderr, StandardCharsets.UTF_8));
        } finally {
            Files.deleteIfExists(stdout);
            Files.deleteIfExists(stderr);
        }
    }
}
