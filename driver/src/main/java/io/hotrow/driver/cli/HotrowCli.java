package io.hotrow.driver.cli;

import io.hotrow.driver.HotrowDriver;
import io.hotrow.driver.command.CommandErrors;
import io.hotrow.driver.config.ConnectionSettings;
import io.hotrow.driver.config.StoreLocation;
import io.hotrow.driver.move.DatabaseMover;
import io.hotrow.driver.serve.ServeCommand;
import io.hotrow.placement.Placement;
import io.hotrow.placement.table.PlacementConflictException;
import io.hotrow.placement.table.PlacementRecord;
import io.hotrow.placement.table.PlacementTable;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.SQLException;
import java.util.List;
import java.util.Set;

/**
 * The command-line tool: {@code java -jar driver/target/hotrow-cli.jar placement <command> <jdbc:hotrow: URL> [...]}, and
 * {@code serve <store> [...]} (see {@link ServeCommand}). Exit status 0 on success, 1 when the operation failed, 2 for a
 * usage error; {@code serve} runs until SIGTERM.
 */
public final class HotrowCli {

    static final String USAGE = """
            usage: java -jar driver/target/hotrow-cli.jar placement <command> <jdbc:hotrow: URL> [argument]
              list    <url>             every database of the URL's store that has a placement decision
              explain <url>             the database's placement, and every decision that led to it
              pin     <url> engine|postgres
                                        keep the database where it is: the classifier will not move it
                                        (the placement named must be the current one)
              unpin   <url>             let the classifier decide again
              move    <url> engine|postgres
                                        move the database there while applications keep using it:
                                        drain its writers, copy, flip the placement, fence the old side
                                        (the URL needs postgresUrl)
            The URL is the one applications use, e.g. jdbc:hotrow:file:/var/lib/hotrow/shop; for list,
            the URL of any database of the store.
            """ + ServeCommand.USAGE;

    private static final Set<String> COMMANDS = Set.of("list", "explain", "pin", "unpin", "move");

    private final PrintStream out;
    private final PrintStream err;

    HotrowCli(PrintStream out, PrintStream err) {
        this.out = out;
        this.err = err;
    }

    public static void main(String[] args) {
        if (System.getProperty("org.slf4j.simpleLogger.defaultLogLevel") == null) {
            System.setProperty("org.slf4j.simpleLogger.defaultLogLevel", "warn");
        }
        int status;
        if (args.length > 0 && args[0].equals("serve")) {
            ServeCommand serve = new ServeCommand(System.out, System.err);
            Runtime.getRuntime().addShutdownHook(new Thread(serve::stop, "hotrow-serve-shutdown"));
            status = serve.run(args);
        } else {
            status = new HotrowCli(System.out, System.err).run(args);
        }
        HotrowDriver.instance().shutdown();
        System.exit(status);
    }

    int run(String... args) {
        if (args.length < 3 || !args[0].equals("placement")) {
            err.println(USAGE);
            return 2;
        }
        String command = args[1];
        if (!COMMANDS.contains(command) || (command.equals("pin") || command.equals("move")) != (args.length == 4)) {
            return usage();
        }
        try {
            ConnectionSettings settings = ConnectionSettings.resolve(args[2], null);
            if (command.equals("move")) {
                return move(args[2], args[3]);
            }
            String missing = missingStore(settings.url().store(), command);
            if (missing != null) {
                err.println("hotrow: " + missing);
                return 1;
            }
            PlacementTable table = HotrowDriver.router().table(settings);
            String database = settings.url().database();
            return switch (command) {
                case "list" -> list(table);
                case "explain" -> explain(table, database);
                case "pin" -> pin(table, database, args[3]);
                default -> unpin(table, database);
            };
        } catch (SQLException | IOException | PlacementConflictException e) {
            err.println("hotrow: " + CommandErrors.describe(e));
            return 1;
        }
    }

    /**
     * Why a local store directory cannot be the one meant, or null. Opening a store creates its
     * directory, as a database's first connection should; a placement command on a mistyped path
     * must say so instead, and leave nothing behind.
     */
    private static String missingStore(StoreLocation store, String command) {
        if (!(store instanceof StoreLocation.Directory directory)) {
            return null;
        }
        Path path = directory.path();
        if (!Files.exists(path)) {
            return "no store at " + path + ": the directory does not exist. placement " + command
                    + " works on an existing store and creates nothing; check the path in the URL";
        }
        return Files.isDirectory(path) ? null : "no store at " + path + ": it is a file, not a store directory; check the path in the URL";
    }

    private int usage() {
        err.println(USAGE);
        return 2;
    }

    private int list(PlacementTable table) throws IOException {
        List<PlacementRecord> records = table.all();
        out.printf("%-24s %-9s %8s %-7s %s%n", "database", "placement", "version", "pinned", "reason");
        for (PlacementRecord record : records) {
            out.printf("%-24s %-9s %8d %-7s %s%n", record.database(), record.placement().label(), record.version(),
                    record.pinned() ? "yes" : "no", record.reason());
        }
        out.println(records.size() + " database(s) with a decision; every other database runs on the engine");
        return 0;
    }

    private int explain(PlacementTable table, String database) throws IOException {
        PlacementRecord current = table.current(database);
        out.printf("database %s runs on %s (placement version %d%s)%n", database, current.placement().label(), current.version(),
                current.pinned() ? ", pinned" : "");
        out.println("why: " + current.reason());
        List<PlacementRecord> history = table.history(database);
        if (!history.isEmpty()) {
            out.println("decisions, oldest first:");
            for (PlacementRecord record : history) {
                out.printf("  v%d  %s  %-8s %s%s%n", record.version(), record.at(), record.placement().label(),
                        record.pinned() ? "[pinned] " : "", record.reason());
            }
        }
        return 0;
    }

    private int pin(PlacementTable table, String database, String where) throws IOException, PlacementConflictException {
        Placement placement = Placement.parse(where);
        if (placement == null) {
            return usage();
        }
        PlacementRecord current = table.current(database);
        if (placement != current.placement()) {
            err.printf("hotrow: database %s runs on %s; pinning it to %s would strand its data there. Move it first.%n",
                    database, current.placement().label(), placement.label());
            return 1;
        }
        PlacementRecord pinned = table.write(current, placement, true, "pinned by " + operator() + " with hotrow placement pin");
        out.printf("database %s pinned to %s (placement version %d)%n", database, placement.label(), pinned.version());
        return 0;
    }

    private int move(String url, String where) throws SQLException {
        Placement placement = Placement.parse(where);
        if (placement == null) {
            return usage();
        }
        long[] lastReport = {0};
        DatabaseMover.MoveReport report = HotrowDriver.instance().move(url, placement, "moved by " + operator() + " with hotrow placement move",
                out::println, (table, copied, total) -> {
                    long now = System.nanoTime();
                    if (copied == total || now - lastReport[0] > 1_000_000_000L) {
                        lastReport[0] = now;
                        out.printf("  %s: %,d of %,d rows%n", table, copied, total);
                    }
                });
        if (report == null) {
            out.println("the database is on " + placement.label() + " already; nothing to do");
        }
        return 0;
    }

    private int unpin(PlacementTable table, String database) throws IOException, PlacementConflictException {
        PlacementRecord current = table.current(database);
        PlacementRecord unpinned = table.write(current, current.placement(), false, "unpinned by " + operator() + " with hotrow placement unpin");
        out.printf("database %s unpinned, still on %s (placement version %d)%n", database, current.placement().label(), unpinned.version());
        return 0;
    }

    private static String operator() {
        return System.getProperty("user.name", "an operator");
    }
}
