package io.hotrow.examples;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The hot-counter demo: many threads increment one row with the naive
 * {@code UPDATE counter SET n = n + 1 WHERE id = 1}, and the total comes out exact.
 *
 * <pre>
 * java -jar examples/target/hotrow-demo.jar [--threads 16] [--increments 500] [--placement engine|postgres]
 *      [--url jdbc:hotrow:...] [--postgres-url jdbc:postgresql://...]
 * </pre>
 */
public final class HotCounterDemo {

    private static final String INCREMENT = "UPDATE counter SET n = n + 1 WHERE id = 1";

    public static void main(String[] args) throws Exception {
        DemoOptions options;
        try {
            options = DemoOptions.parse(args);
        } catch (IllegalArgumentException e) {
            System.err.println(e.getMessage());
            System.exit(2);
            return;
        }
        if (options == null) {
            System.out.println(DemoOptions.USAGE);
            return;
        }
        System.exit(new HotCounterDemo().run(options) ? 0 : 1);
    }

    boolean run(DemoOptions options) throws Exception {
        String url = options.url();
        System.out.printf("hotrow hot-counter demo: %d threads x %d increments on one row%n", options.threads(), options.increments());
        System.out.printf("url: %s%n", url.split("\\?", 2)[0] + (url.contains("?") ? " (" + options.placement() + ")" : ""));
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE IF NOT EXISTS counter (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("DELETE FROM counter WHERE id = 1");
            s.execute("INSERT INTO counter VALUES (1, 0)");
        }

        AtomicLong done = new AtomicLong();
        long expected = (long) options.threads() * options.increments();
        ExecutorService workers = Executors.newFixedThreadPool(options.threads());
        CountDownLatch start = new CountDownLatch(1);
        List<Future<?>> futures = new ArrayList<>();
        for (int t = 0; t < options.threads(); t++) {
            futures.add(workers.submit(() -> {
                try (Connection c = DriverManager.getConnection(url); PreparedStatement update = c.prepareStatement(INCREMENT)) {
                    start.await();
                    for (int i = 0; i < options.increments(); i++) {
                        update.executeUpdate();
                        done.incrementAndGet();
                    }
                }
                return null;
            }));
        }
        long began = System.nanoTime();
        start.countDown();
        workers.shutdown();
        while (!workers.awaitTermination(500, TimeUnit.MILLISECONDS)) {
            System.out.printf("  %,d / %,d increments%n", done.get(), expected);
        }
        double seconds = (System.nanoTime() - began) / 1e9;
        for (Future<?> future : futures) {
            future.get(); // surfaces the first worker failure, if any
        }

        long total;
        List<String> hotRows;
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT n FROM counter WHERE id = 1")) {
            rs.next();
            total = rs.getLong(1);
            hotRows = HotRows.read(c);
        }
        System.out.printf("final total: %,d%nexpected:    %,d%nthroughput:  %,.0f increments/s (%.2f s)%n", total, expected, expected / seconds, seconds);
        // The engine's advice, here rather than as the log's WARN in the middle of the progress lines
        // (simplelogger.properties keeps the advisor's log line out of the demo).
        if (!hotRows.isEmpty()) {
            System.out.println("hot rows (SELECT * FROM hotrow.hot_rows):");
            hotRows.forEach(row -> System.out.println("  " + row));
        }
        System.out.println(total == expected ? "OK: no update was lost" : "LOST UPDATES: " + (expected - total));
        return total == expected;
    }

    /** Command-line options, with defaults that run the embedded engine in ./target/hotrow-demo. */
    record DemoOptions(int threads, int increments, String placement, String url) {

        static final String USAGE = """
                usage: java -jar examples/target/hotrow-demo.jar [options]
                  --threads N          concurrent writers (default 16)
                  --increments N       increments per writer (default 500)
                  --placement P        engine (default) or postgres
                  --url URL            a jdbc:hotrow: URL (default jdbc:hotrow:file:<cwd>/target/hotrow-demo/demo)
                  --postgres-url URL   the coupled PostgreSQL for --placement postgres
                                       (default jdbc:postgresql://127.0.0.1:5432/test?user=postgres)""";

        static DemoOptions parse(String[] args) {
            int threads = 16;
            int increments = 500;
            String placement = "engine";
            String url = "jdbc:hotrow:file:" + Path.of("target", "hotrow-demo").toAbsolutePath() + "/demo";
            String postgresUrl = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
            for (int i = 0; i < args.length; i++) {
                String value = i + 1 < args.length ? args[i + 1] : null;
                switch (args[i]) {
                    case "--threads" -> threads = positive(args[i], value);
                    case "--increments" -> increments = positive(args[i], value);
                    case "--placement" -> placement = required(args[i], value);
                    case "--url" -> url = required(args[i], value);
                    case "--postgres-url" -> postgresUrl = required(args[i], value);
                    case "--help", "-h" -> {
                        return null;
                    }
                    default -> throw new IllegalArgumentException("unknown option " + args[i] + "\n" + USAGE);
                }
                i++;
            }
            if (!placement.equals("engine")) {
                url += (url.contains("?") ? "&" : "?") + "placement=" + placement
                        + "&postgresUrl=" + java.net.URLEncoder.encode(postgresUrl, java.nio.charset.StandardCharsets.UTF_8);
            }
            return new DemoOptions(threads, increments, placement, url);
        }

        private static String required(String option, String value) {
            if (value == null) {
                throw new IllegalArgumentException(option + " needs a value\n" + USAGE);
            }
            return value;
        }

        private static int positive(String option, String value) {
            try {
                int n = Integer.parseInt(required(option, value));
                if (n > 0) {
                    return n;
                }
            } catch (NumberFormatException ignored) {
                // reported below
            }
            throw new IllegalArgumentException(option + " needs a positive whole number, not '" + value + "'");
        }
    }
}
