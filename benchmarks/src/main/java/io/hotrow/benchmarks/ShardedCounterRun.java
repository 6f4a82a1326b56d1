package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.function.UnaryOperator;

/**
 * The naive hot-row increment through hotrow, without and with counter sharding, on one
 * placement: the application's SQL is the same in both phases, only the URL differs
 * ({@code shardedCounters=counters(n)}). Each phase runs on a database of its own; after the
 * sharded phase the shard rows are read without the rewrite, to prove the increments went there.
 */
final class ShardedCounterRun {

    static final String NAIVE = "naive";
    static final String SHARDED = "sharded";
    static final String CONTROL = "control";
    /** The driver's default counterShards. */
    static final int DEFAULT_SHARDS = 16;
    /** The driver's default postgresPoolSize: more clients than this need a bigger pool. */
    private static final int DEFAULT_POOL = 32;

    /** Where the databases live: the engine or PostgreSQL. */
    interface Placement {
        /** A {@code jdbc:hotrow:} URL for {@code database}, with its placement parameters; never sharded. */
        String url(String database);

        /** The store column of the report. */
        String label();

        /** The engine's metrics for {@code database}, or null. */
        EngineProbe probe(String database);

        /** The engine on its local directory store, a database per directory under {@code root}. */
        static Placement engineOnDirectory(Path root) {
            return new OnEngine(database -> "jdbc:hotrow:file:" + root + "/" + database, LocalVersusPostgres.LOCAL_STORE);
        }

        /** The engine on the in-memory store, no store latency: its databases live as long as the JVM. */
        static Placement engineInMemory() {
            return new OnEngine(database -> "jdbc:hotrow:mem:/" + database, "memory (no latency)");
        }

        /** PostgreSQL through hotrow ({@code placement=postgres}), with a pool big enough for {@code clients}. */
        static Placement postgres(String postgresUrl, int clients) {
            String pool = clients > DEFAULT_POOL ? "&postgresPoolSize=" + clients : "";
            return new OnPostgres(database -> "jdbc:hotrow:mem:/" + database + "?placement=postgres&postgresUrl="
                    + URLEncoder.encode(postgresUrl, StandardCharsets.UTF_8) + pool);
        }
    }

    private record OnEngine(UnaryOperator<String> urls, String label) implements Placement {
        @Override
        public String url(String database) {
            return urls.apply(database);
        }

        @Override
        public EngineProbe probe(String database) {
            return new EngineProbe(database);
        }
    }

    private record OnPostgres(UnaryOperator<String> urls) implements Placement {
        @Override
        public String url(String database) {
            return urls.apply(database);
        }

        @Override
        public String label() {
            return "hotrow on PostgreSQL";
        }

        @Override
        public EngineProbe probe(String database) {
            return null;
        }
    }

    private final Placement placement;
    private final String prefix;
    private final int shards;
    private final int threads;
    private final Limits limits;

    /** {@code prefix} names the databases: {@code <prefix>naive} and {@code <prefix>sharded}. */
    ShardedCounterRun(Placement placement, String prefix, int shards, int threads, Limits limits) {
        this.placement = placement;
        this.prefix = prefix;
        this.shards = shards;
        this.threads = threads;
        this.limits = limits;
    }

    String database(String phase) {
        return prefix + phase;
    }

    Measurement naive() throws Exception {
        String url = placement.url(database(NAIVE));
        System.out.println("  naive:   " + url);
        return CounterLoad.run(NAIVE, placement.label(), () -> DriverManager.getConnection(url), threads, 1, limits,
                placement.probe(database(NAIVE)));
    }

    /** A control: the naive increment, not sharded, with its clients spread over {@code rows} rows (database {@code <prefix>control}, reused). */
    Measurement control(int rows) throws Exception {
        String url = placement.url(database(CONTROL));
        return CounterLoad.run(rows + " rows", placement.label(), () -> DriverManager.getConnection(url), threads, rows, limits,
                placement.probe(database(CONTROL)));
    }

    /** The sharded phase; fails when the base row moved or the increments of several clients did not spread over several shard rows. */
    Measurement sharded() throws Exception {
        String direct = placement.url(database(SHARDED));
        String url = direct + (direct.contains("?") ? "&" : "?") + "shardedCounters=counters(n)"
                + (shards == DEFAULT_SHARDS ? "" : "&counterShards=" + shards);
        System.out.println("  sharded: " + url);
        Measurement m = CounterLoad.run(scenario(), placement.label(), () -> DriverManager.getConnection(url), threads, 1, limits,
                placement.probe(database(SHARDED)));
        long total = queryLong(url, "SELECT n FROM counters WHERE id = 0");
        long base = queryLong(direct, "SELECT n FROM counters WHERE id = 0");
        long shardRows = queryLong(direct, "SELECT count(*) FROM counters_hotrow_shards WHERE id = 0");
        long inShards = queryLong(direct, "SELECT coalesce(sum(n), 0) FROM counters_hotrow_shards WHERE id = 0");
        System.out.printf("  %-14s read without the rewrite: base row %,d, %d shard rows holding %,d of the %,d increments%n",
                scenario(), base, shardRows, inShards, total);
        if (base != 0 || inShards != total || shardRows < Math.min(Math.min(2, shards), threads) || shardRows > shards) {
            throw new IllegalStateException("the sharded phase did not spread its increments: base row " + base + ", " + shardRows
                    + " shard rows holding " + inShards + " of " + total);
        }
        return m;
    }

    private String scenario() {
        return SHARDED + " x" + shards;
    }

    private static long queryLong(String url, String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(url); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            if (!rs.next()) {
                throw new SQLException("no row from " + sql);
            }
            return rs.getLong(1);
        }
    }
}
