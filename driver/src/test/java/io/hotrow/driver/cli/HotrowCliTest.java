package io.hotrow.driver.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.driver.HotrowDriver;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code hotrow placement list|explain|pin|unpin}, against a store in a temporary directory. */
class HotrowCliTest {

    @TempDir
    Path directory;

    /** Closes the databases in the temporary directory before it is removed. */
    @AfterEach
    void closeDatabases() {
        HotrowDriver.instance().shutdown();
    }

    private final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final ByteArrayOutputStream err = new ByteArrayOutputStream();
    private final HotrowCli cli = new HotrowCli(new PrintStream(out, true, StandardCharsets.UTF_8), new PrintStream(err, true, StandardCharsets.UTF_8));

    private String url(String database) {
        return "jdbc:hotrow:file:" + directory + "/" + database;
    }

    private String out() {
        String text = out.toString(StandardCharsets.UTF_8);
        out.reset();
        return text;
    }

    @Test
    void pinsExplainsListsAndUnpins() {
        assertEquals(0, cli.run("placement", "list", url("any")));
        assertTrue(out().contains("0 database(s) with a decision"));

        assertEquals(0, cli.run("placement", "pin", url("shop"), "engine"));
        assertTrue(out().contains("database shop pinned to engine (placement version 1)"));
        assertEquals(0, cli.run("placement", "list", url("any")));
        String list = out();
        assertTrue(list.matches("(?s).*\\nshop +engine +1 yes +pinned by .*"), list);

        assertEquals(0, cli.run("placement", "unpin", url("shop")));
        out();
        assertEquals(0, cli.run("placement", "explain", url("shop")));
        String explain = out();
        assertTrue(explain.startsWith("database shop runs on engine (placement version 2)"), explain);
        assertTrue(explain.contains("  v1  ") && explain.contains("[pinned] pinned by") && explain.contains("  v2  "), explain);
    }

    @Test
    void refusesToPinADatabaseWhereItsDataIsNot() {
        assertEquals(1, cli.run("placement", "pin", url("shop"), "postgres"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("runs on engine; pinning it to postgres would strand its data there"));
        assertEquals(0, cli.run("placement", "explain", url("shop")));
        assertTrue(out().contains("placement version 0"), "nothing was written");
    }

    /**
     * Issue 27: a mistyped store path made placement explain exit 0, report a database on the
     * engine at version 0, and create the directories. Every command but move works on an existing
     * store: on a missing one it fails naming the path and what is wrong, and creates nothing.
     */
    @Test
    void placementCommandsOnAMissingStoreFailNamingItAndCreateNothing() throws Exception {
        Path typo = directory.resolve("stroe").resolve("deeper");
        String url = "jdbc:hotrow:file:" + typo + "/shop";
        for (String[] command : List.of(new String[] {"explain"}, new String[] {"list"}, new String[] {"unpin"}, new String[] {"pin", "engine"})) {
            List<String> args = new ArrayList<>(List.of("placement", command[0], url));
            args.addAll(List.of(command).subList(1, command.length));
            assertEquals(1, cli.run(args.toArray(String[]::new)), "exit status of placement " + command[0]);
            String error = err.toString(StandardCharsets.UTF_8);
            err.reset();
            assertTrue(error.startsWith("hotrow: no store at " + typo + ": the directory does not exist"), error);
            assertFalse(Files.exists(directory.resolve("stroe")), "placement " + command[0] + " created " + directory.resolve("stroe"));
        }
        Path file = Files.writeString(directory.resolve("a-file"), "not a store");
        assertEquals(1, cli.run("placement", "explain", "jdbc:hotrow:file:" + file + "/shop"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("no store at " + file + ": it is a file, not a store directory"),
                err.toString(StandardCharsets.UTF_8));
        assertEquals("", out(), "nothing reported as if the store were there");
    }

    @Test
    void usageErrorsExitWith2AndMalformedUrlsWith1() {
        assertEquals(2, cli.run("placement", "fly", url("shop")));
        assertEquals(2, cli.run("placement"));
        assertEquals(2, cli.run("placement", "pin", url("shop"), "moon"));
        assertEquals(1, cli.run("placement", "list", "jdbc:hotrow:nope"));
        assertTrue(err.toString(StandardCharsets.UTF_8).contains("must end with /<database>"));
    }
}
