package io.hotrow.benchmarks;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLongArray;

/**
 * A key-value table under a skewed mix: each transaction runs {@code statements} statements on
 * keys drawn from a Zipf distribution, each one a point read {@code SELECT v FROM kv WHERE k = ?}
 * or, with probability {@code updateShare}, the read-modify-write {@code UPDATE kv SET v = v + 1
 * WHERE k = ?}, then commits. Every key must end holding exactly its committed increments.
 */
final class KeyValueMix implements Workload {

    private final int keys;
    private final Zipf zipf;
    private final int statements;
    private final double updateShare;
    private final AtomicLongArray committed;

    KeyValueMix(int keys, double theta, int statements, double updateShare) {
        this.keys = keys;
        this.zipf = new Zipf(keys, theta);
        this.statements = statements;
        this.updateShare = updateShare;
        this.committed = new AtomicLongArray(keys);
    }

    @Override
    public void create(Connection c) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute("DROP TABLE IF EXISTS kv");
            s.execute("CREATE TABLE kv (k int PRIMARY KEY, v bigint NOT NULL)");
        }
        try (BatchInsert insert = new BatchInsert(c, "INSERT INTO kv (k, v) VALUES (?, 0)")) {
            for (int k = 0; k < keys; k++) {
                insert.row().setInt(1, k);
                insert.add();
            }
        }
    }

    @Override
    public Terminal terminal(Connection c, int client) throws SQLException {
        PreparedStatement read = c.prepareStatement("SELECT v FROM kv WHERE k = ?");
        PreparedStatement update = c.prepareStatement("UPDATE kv SET v = v + 1 WHERE k = ?");
        return () -> {
            ThreadLocalRandom random = ThreadLocalRandom.current();
            int[] chosen = new int[statements];
            boolean[] updates = new boolean[statements];
            for (int i = 0; i < statements; i++) {
                chosen[i] = zipf.next(random);
                updates[i] = random.nextDouble() < updateShare;
            }
            return () -> {
                for (int i = 0; i < statements; i++) {
                    if (updates[i]) {
                        update.setInt(1, chosen[i]);
                        int updated = update.executeUpdate();
                        if (updated != 1) {
                            throw new IllegalStateException("UPDATE kv of key " + chosen[i] + " updated " + updated + " rows, not 1");
                        }
                    } else {
                        read.setInt(1, chosen[i]);
                        try (ResultSet rs = read.executeQuery()) {
                            if (!rs.next() || rs.getLong(1) < 0 || rs.next()) {
                                throw new IllegalStateException("the read of key " + chosen[i] + " did not return its one row");
                            }
                        }
                    }
                }
                c.commit();
                for (int i = 0; i < statements; i++) {
                    if (updates[i]) {
                        committed.incrementAndGet(chosen[i]);
                    }
                }
            };
        };
    }

    @Override
    public void check(Connection c) throws SQLException {
        long[] actual = new long[keys];
        long rows = 0;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT k, v FROM kv")) {
            while (rs.next()) {
                actual[rs.getInt(1)] = rs.getLong(2);
                rows++;
            }
        }
        StringBuilder wrong = new StringBuilder();
        if (rows != keys) {
            wrong.append(String.format("%n  %,d rows where %,d keys were loaded", rows, keys));
        }
        int shown = 0;
        for (int k = 0; k < keys; k++) {
            if (actual[k] != committed.get(k) && shown++ < 10) {
                wrong.append(String.format("%n  key %d: %,d increments committed, the row holds %,d", k, committed.get(k), actual[k]));
            }
        }
        if (!wrong.isEmpty()) {
            throw new IllegalStateException("LOST OR EXTRA UPDATES in kv:" + wrong + (shown > 10 ? "\n  (" + shown + " keys wrong in all)" : ""));
        }
    }
}
