package io.hotrow.examples;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.micrometer.core.instrument.Counter;
import io.micrometer.core.instrument.Metrics;
import io.micrometer.core.instrument.simple.SimpleMeterRegistry;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * Plain JDBC through a HikariCP pool with HikariCP's defaults, on a {@code jdbc:hotrow:} URL and
 * nothing else hotrow-specific: 32 clients count page views on one row and buy seats of one show
 * with a check-and-decrement. The totals come out exact and no seat is sold twice; then it shows
 * what hotrow measured: the hot rows, with the property line that would shard them, and a meter.
 *
 * <pre>
 * java -cp examples/target/hotrow-demo.jar io.hotrow.examples.PooledShopExample [jdbc:hotrow:...]
 * </pre>
 */
public final class PooledShopExample {

    static final int CLIENTS = 32;
    static final int VIEWS_PER_CLIENT = 50;
    static final int TRIES_PER_CLIENT = 5;
    static final int SEATS = 100;

    /** What a run did and found. {@code hotRows} and {@code handoffs} are the engine's; empty and 0 on PostgreSQL. */
    record Outcome(long views, int sold, int refused, int seatsLeft, List<String> hotRows, double handoffs) {

        boolean exact() {
            return views == (long) CLIENTS * VIEWS_PER_CLIENT && sold == SEATS && seatsLeft == 0
                    && sold + refused == CLIENTS * TRIES_PER_CLIENT;
        }
    }

    public static void main(String[] args) throws Exception {
        String url = args.length > 0 ? args[0] : "jdbc:hotrow:file:" + Path.of("target", "hotrow-example").toAbsolutePath() + "/shop";
        Metrics.addRegistry(new SimpleMeterRegistry()); // where hotrow's meters go: Micrometer's global registry
        Outcome outcome = run(url);
        System.out.printf("page views: %,d (expected %,d)%nseats sold: %d of %d, %d refused, %d left%n",
                outcome.views(), (long) CLIENTS * VIEWS_PER_CLIENT, outcome.sold(), SEATS, outcome.refused(), outcome.seatsLeft());
        System.out.printf("same-row handoffs (meter hotrow.same_row_handoffs): %,.0f%n", outcome.handoffs());
        System.out.println("hot rows (SELECT * FROM hotrow.hot_rows):");
        outcome.hotRows().forEach(row -> System.out.println("  " + row));
        System.out.println(outcome.exact() ? "OK: exact totals, no seat sold twice" : "WRONG TOTALS");
        System.exit(outcome.exact() ? 0 : 1);
    }

    static Outcome run(String url) throws Exception {
        HikariConfig config = new HikariConfig();
        config.setJdbcUrl(url); // everything else as HikariCP has it
        try (HikariDataSource pool = new HikariDataSource(config)) {
            try (Connection c = pool.getConnection(); Statement s = c.createStatement()) {
                s.execute("CREATE TABLE IF NOT EXISTS page_views (page_id int PRIMARY KEY, views bigint NOT NULL)");
                s.execute("CREATE TABLE IF NOT EXISTS seats (show_id int PRIMARY KEY, seats_left int NOT NULL)");
                s.execute("DELETE FROM page_views");
                s.execute("DELETE FROM seats");
                s.execute("INSERT INTO page_views VALUES (1, 0)");
                s.execute("INSERT INTO seats VALUES (1, " + SEATS + ")");
            }
            AtomicInteger sold = new AtomicInteger();
            AtomicInteger refused = new AtomicInteger();
            ExecutorService clients = Executors.newFixedThreadPool(CLIENTS);
            try {
                List<Future<?>> work = new ArrayList<>();
                for (int i = 0; i < CLIENTS; i++) {
                    work.add(clients.submit(() -> client(pool, sold, refused)));
                }
                for (Future<?> done : work) {
                    done.get(); // the first failure, if any, ends the run
                }
            } finally {
                clients.shutdownNow();
            }
            try (Connection c = pool.getConnection(); Statement s = c.createStatement();
                 ResultSet views = s.executeQuery("SELECT views FROM page_views WHERE page_id = 1")) {
                views.next();
                long total = views.getLong(1);
                try (ResultSet left = s.executeQuery("SELECT seats_left FROM seats WHERE show_id = 1")) {
                    left.next();
                    return new Outcome(total, sold.get(), refused.get(), left.getInt(1), HotRows.read(c), handoffs());
                }
            }
        }
    }

    private static Void client(HikariDataSource pool, AtomicInteger sold, AtomicInteger refused) throws SQLException {
        try (Connection c = pool.getConnection();
             PreparedStatement view = c.prepareStatement("UPDATE page_views SET views = views + 1 WHERE page_id = ?");
             PreparedStatement buy = c.prepareStatement("UPDATE seats SET seats_left = seats_left - 1 WHERE show_id = ? AND seats_left > 0")) {
            view.setInt(1, 1);
            buy.setInt(1, 1);
            for (int i = 0; i < VIEWS_PER_CLIENT; i++) {
                view.executeUpdate();
                if (i < TRIES_PER_CLIENT) {
                    (buy.executeUpdate() == 1 ? sold : refused).incrementAndGet();
                }
            }
        }
        return null;
    }

    private static double handoffs() {
        return Metrics.globalRegistry.find("hotrow.same_row_handoffs").counters().stream().mapToDouble(Counter::count).sum();
    }
}
