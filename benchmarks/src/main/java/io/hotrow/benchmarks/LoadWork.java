package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;

/**
 * What each client of a {@link CounterLoad} repeats on its key, and how the table is made and
 * read back: the load loop, its phases and its totals check are the same for all of them.
 */
interface LoadWork {

    /** The naive autocommit increment of one row: the contention benchmarks' workload. */
    LoadWork INCREMENT = new Increment();
    /** A point read of one row by its primary key. */
    LoadWork POINT_READ = new PointRead();

    /** Seed 002's upsert of one key, spread over {@code buckets} rows picked at random (1: the sequential upsert). */
    static LoadWork upsert(int buckets) {
        return new BucketUpsert(buckets);
    }

    /** Creates the workload's table afresh, holding keys {@code 0 .. keys-1} where the workload needs them. */
    void create(Connection c, int keys) throws SQLException;

    String sql();

    /** One operation on {@code key}; what it added to the key's total (0 for a read). Throws when the result is not what the workload expects. */
    long execute(PreparedStatement statement, int key) throws SQLException;

    /** Each key's total as the table holds it. */
    long[] totals(Connection c, int keys) throws SQLException;

    /** What the progress line counts: "commits" or "reads". */
    String unit();

    /** The counters table: {@code keys} rows at zero, inserted in one commit (on a slow store each commit costs a durable write). */
    private static void createCounters(Connection c, int keys) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS counters");
            s.execute("CREATE TABLE counters (id int PRIMARY KEY, n bigint NOT NULL)");
        }
        c.setAutoCommit(false);
        try (PreparedStatement insert = c.prepareStatement("INSERT INTO counters (id, n) VALUES (?, 0)")) {
            for (int id = 0; id < keys; id++) {
                insert.setInt(1, id);
                insert.executeUpdate();
            }
        }
        c.commit();
        c.setAutoCommit(true);
    }

    private static long[] totals(Connection c, int keys, String sql) throws SQLException {
        long[] totals = new long[keys];
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            while (rs.next()) {
                totals[rs.getInt(1)] = rs.getLong(2);
            }
        }
        return totals;
    }

    final class Increment implements LoadWork {
        @Override
        public void create(Connection c, int keys) throws SQLException {
            createCounters(c, keys);
        }

        @Override
        public String sql() {
            return CounterLoad.INCREMENT;
        }

        @Override
        public long execute(PreparedStatement statement, int key) throws SQLException {
            statement.setInt(1, key);
            int updated = statement.executeUpdate();
            if (updated != 1) {
                throw new SQLException("the increment of row " + key + " updated " + updated + " rows, not 1");
            }
            return 1;
        }

        @Override
        public long[] totals(Connection c, int keys) throws SQLException {
            return LoadWork.totals(c, keys, "SELECT id, n FROM counters");
        }

        @Override
        public String unit() {
            return "commits";
        }
    }

    final class PointRead implements LoadWork {
        @Override
        public void create(Connection c, int keys) throws SQLException {
            createCounters(c, keys);
        }

        @Override
        public String sql() {
            return "SELECT n FROM counters WHERE id = ?";
        }

        @Override
        public long execute(PreparedStatement statement, int key) throws SQLException {
            statement.setInt(1, key);
            try (ResultSet rs = statement.executeQuery()) {
                if (!rs.next() || rs.getLong(1) != 0 || rs.next()) {
                    throw new SQLException("the point read of row " + key + " did not return its one row holding 0");
                }
            }
            return 0;
        }

        @Override
        public long[] totals(Connection c, int keys) throws SQLException {
            return LoadWork.totals(c, keys, "SELECT id, n FROM counters");
        }

        @Override
        public String unit() {
            return "reads";
        }
    }

    /** The seed's bucket table: its rows appear as the upserts first reach them. */
    final class BucketUpsert implements LoadWork {
        private final int buckets;

        BucketUpsert(int buckets) {
            this.buckets = buckets;
        }

        @Override
        public void create(Connection c, int keys) throws SQLException {
            try (Statement s = c.createStatement()) {
                s.execute("DROP TABLE IF EXISTS upserts");
                s.execute("CREATE TABLE upserts (id bigint NOT NULL, bucket int NOT NULL, n bigint NOT NULL, PRIMARY KEY (id, bucket))");
            }
        }

        @Override
        public String sql() {
            return "INSERT INTO upserts (id, bucket, n) VALUES (?, ?, 1) ON CONFLICT (id, bucket) DO UPDATE SET n = upserts.n + 1";
        }

        @Override
        public long execute(PreparedStatement statement, int key) throws SQLException {
            statement.setLong(1, key);
            statement.setInt(2, buckets == 1 ? 0 : ThreadLocalRandom.current().nextInt(buckets));
            int changed = statement.executeUpdate();
            if (changed != 1) {
                throw new SQLException("the upsert of key " + key + " changed " + changed + " rows, not 1");
            }
            return 1;
        }

        @Override
        public long[] totals(Connection c, int keys) throws SQLException {
            return LoadWork.totals(c, keys, "SELECT id, sum(n) FROM upserts GROUP BY id");
        }

        @Override
        public String unit() {
            return "commits";
        }
    }
}
