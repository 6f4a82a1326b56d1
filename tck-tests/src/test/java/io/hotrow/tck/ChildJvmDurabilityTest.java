package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/** A JVM that commits and dies leaves everything it committed for the next JVM. */
class ChildJvmDurabilityTest {

    @TempDir
    Path storeDir;

    @ParameterizedTest
    @EnumSource(Target.class)
    @Timeout(600)
    void commitsOfAHaltedJvmAreReadBackByAnotherJvm(Target target) throws Exception {
        String database = Target.freshDatabase();
        // A halted child hands its lease back to nobody. The lease is long, so that a child on a busy machine never
        // misses a renewal by that much (a lease of 1 s did), and the next JVM, which saw the child end, fences it at once.
        String url = target == Target.ENGINE ? "jdbc:hotrow:file:" + storeDir + "/" + database + "?leaseDuration=60s" : target.url(database);
        String afterHalt = target == Target.ENGINE ? url + "&takeOver=force" : url;
        try {
            assertEverythingReadBack(url, afterHalt);
        } finally {
            target.drop(database);
        }
    }

    private static void assertEverythingReadBack(String url, String afterHalt) throws Exception {
        String first = runChild(url, 1, 55);
        assertTrue(first.contains("COMMITTED 55"), first);
        String second = runChild(afterHalt, 56, 45); // recovers the first child's rows, then adds its own
        assertTrue(second.contains("COMMITTED 100"), second);

        try (Connection c = DriverManager.getConnection(afterHalt); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*), sum(id), count(DISTINCT payload), min(at) <= max(at) FROM event")) {
            rs.next();
            assertEquals(100, rs.getLong(1));
            assertEquals(5050, rs.getLong(2));
            assertEquals(100, rs.getLong(3));
            assertTrue(rs.getBoolean(4));
        }
    }

    private static String runChild(String url, int first, int count) throws IOException, InterruptedException {
        Path java = Path.of(System.getProperty("java.home"), "bin", "java");
        Process child = new ProcessBuilder(java.toString(), "-cp", System.getProperty("java.class.path"),
                DurabilityChild.class.getName(), url, String.valueOf(first), String.valueOf(count))
                .redirectErrorStream(true)
                .start();
        boolean exited = child.waitFor(120, TimeUnit.SECONDS);
        if (!exited) {
            child.destroyForcibly(); // first: reading a live child's output would wait for it
            assertTrue(child.waitFor(30, TimeUnit.SECONDS), "child did not die after SIGKILL");
        }
        String output = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
        assertTrue(exited, "child did not finish: " + output);
        assertEquals(0, child.exitValue(), output);
        return output;
    }
}
