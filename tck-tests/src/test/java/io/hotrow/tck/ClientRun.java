package io.hotrow.tck;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/** Runs one client script to its end, bounded, and reads the results it printed. */
final class ClientRun {

    private static final long LIMIT_SECONDS = 180;

    private ClientRun() {
    }

    /** The checks a client stopped after {@value #LIMIT_SECONDS} s did not report count as failed. */
    static ClientCheckResults run(List<String> command, Map<String, String> environment, Path stderr) throws IOException, InterruptedException {
        Path output = Files.createTempFile(stderr.getParent(), "client", ".out");
        ProcessBuilder builder = new ProcessBuilder(command).directory(ClientScript.DIRECTORY.toFile()).redirectOutput(output.toFile())
                .redirectError(stderr.toFile()).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")));
        builder.environment().putAll(environment);
        Process process = builder.start();
        if (!process.waitFor(LIMIT_SECONDS, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
        }
        return ClientCheckResults.parse(Files.readAllLines(output));
    }
}
