package io.hotrow.tck;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.spi.ToolProvider;

/** The JDK's {@code jdeps} over a module's compiled classes, for the tests that read the code's dependency graph. */
final class Jdeps {

    private Jdeps() {
    }

    /** jdeps' report on {@code ../<module>/target/classes}, every dependency listed ({@code -filter:none}) at the given detail. */
    static String report(String module, String verbose) {
        Path classes = Path.of("..", module, "target", "classes");
        assertTrue(Files.isDirectory(classes), classes + " is built before the tests run");
        ToolProvider jdeps = ToolProvider.findFirst("jdeps").orElseThrow(() -> new AssertionError("the JDK has no jdeps"));
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        int status = jdeps.run(new PrintWriter(out), new PrintWriter(err), verbose, "-filter:none", classes.toString());
        assertEquals(0, status, err.toString());
        return out.toString();
    }
}
