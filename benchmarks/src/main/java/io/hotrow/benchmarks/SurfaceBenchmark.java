package io.hotrow.benchmarks;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import io.hotrow.driver.surface.Surface;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.UnaryOperator;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.TearDown;

/**
 * What {@code jdbc:hotrow:} with {@code placement=postgres} adds to one statement in the client,
 * without the round trip to PostgreSQL that drowns it in the driver-overhead experiment: the same
 * point read and single-row update on an in-memory H2 database (a backend of a microsecond or two,
 * no network), directly ({@code plain}), through the internal HikariCP pool the PostgreSQL backend
 * lends connections from ({@code pool}), through hotrow's {@link Surface} ({@code surface}), and
 * through both, as an application on {@code placement=postgres} gets it ({@code pool+surface}).
 * The differences are the driver's cost per statement in nanoseconds.
 */
public class SurfaceBenchmark extends JmhDefaults {

    private static final String POINT_READ = "SELECT n FROM counters WHERE id = ?";
    private static final String INCREMENT = "UPDATE counters SET n = n + 1 WHERE id = ?";

    @Param({"plain", "pool", "surface", "pool+surface"})
    public String layers;

    private HikariDataSource pool;
    private Connection connection;
    private PreparedStatement read;
    private PreparedStatement update;

    @Setup(Level.Trial)
    public void open() throws SQLException {
        String url = "jdbc:h2:mem:surface_benchmark;DB_CLOSE_DELAY=-1";
        try (Connection admin = DriverManager.getConnection(url); Statement s = admin.createStatement()) {
            s.execute("DROP TABLE IF EXISTS counters");
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
            s.execute("INSERT INTO counters VALUES (1, 0)");
        }
        Connection backend;
        if (layers.startsWith("pool")) {
            HikariConfig config = new HikariConfig();
            config.setJdbcUrl(url);
            config.setMaximumPoolSize(1);
            pool = new HikariDataSource(config);
            backend = pool.getConnection();
        } else {
            backend = DriverManager.getConnection(url);
        }
        connection = layers.endsWith("surface") ? Surface.connection(backend, UnaryOperator.identity()) : backend;
        read = connection.prepareStatement(POINT_READ);
        update = connection.prepareStatement(INCREMENT);
    }

    @TearDown(Level.Trial)
    public void close() throws SQLException {
        connection.close();
        if (pool != null) {
            pool.close();
        }
    }

    /** What the driver-overhead experiment's point read does: bind, execute, read the one row, close. */
    @Benchmark
    public long pointRead() throws SQLException {
        read.setInt(1, 1);
        try (ResultSet rs = read.executeQuery()) {
            if (!rs.next()) {
                throw new SQLException("row 1 is missing");
            }
            return rs.getLong(1);
        }
    }

    /** What the driver-overhead experiment's update does: bind, execute, check the count. */
    @Benchmark
    public int update() throws SQLException {
        update.setInt(1, 1);
        return update.executeUpdate();
    }
}
