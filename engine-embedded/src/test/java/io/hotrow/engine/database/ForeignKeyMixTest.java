package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreKind;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * The foreign-key part of {@link ConcurrentMixReopenTest}, on few parents so that its races come
 * often: workers delete parents (cascading to their children), insert and upsert them, and insert,
 * update and delete children, at every isolation level, with savepoints rolled back and whole
 * transactions run again on 40001 and 40P01. A watcher looks for a committed child without its
 * parent while they run (a later cascade of a parent inserted again would hide one), and once more
 * at the end (docs/concurrency.md, "Foreign keys").
 *
 * <p>{@code -Dhotrow.fkmix.workers=6}, {@code -Dhotrow.fkmix.transactions=200} (per worker),
 * {@code -Dhotrow.fkmix.seed=...}.
 */
@Timeout(value = 10, unit = TimeUnit.MINUTES) // a hang guard: seconds on a quiet machine
class ForeignKeyMixTest {

    private static final int WORKERS = Integer.getInteger("hotrow.fkmix.workers", 6);
    private static final int TRANSACTIONS = Integer.getInteger("hotrow.fkmix.transactions", 200);
    private static final int PARENTS = 3;
    private static final int STARVED = 20, MAX_ATTEMPTS = 200;
    private static final Set<String> RETRYABLE = Set.of("40001", "40P01");
    private static final String ORPHANS = "SELECT c.id, c.parent_id, c.note FROM child c"
            + " WHERE NOT EXISTS (SELECT 1 FROM parent p WHERE p.id = c.parent_id)";

    private final ExecutorService threads = Executors.newFixedThreadPool(WORKERS + 1);
    private final AtomicLong commits = new AtomicLong(), retries = new AtomicLong();
    private ObjectStore store;
    private Database db;

    @AfterEach
    void close() throws Exception {
        threads.shutdownNow();
        threads.awaitTermination(30, TimeUnit.SECONDS);
        if (db != null) {
            db.shutdown();
        }
        StoreKind.release(store);
    }

    @Test
    void noCommittedChildOutlivesItsParent() throws Exception {
        long seed = Long.getLong("hotrow.fkmix.seed", System.nanoTime());
        String context = "seed " + seed + ", " + WORKERS + " workers x " + TRANSACTIONS + " transactions";
        store = StoreKind.MEMORY.fresh();
        db = open("fkmix", store, EngineSettings.DEFAULT.withSnapshots(SnapshotPolicy.NEVER));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY, name varchar(40) NOT NULL, hits int NOT NULL DEFAULT 0)");
            s.execute("CREATE TABLE child (id bigserial PRIMARY KEY, parent_id int NOT NULL REFERENCES parent (id) ON DELETE CASCADE,"
                    + " qty int NOT NULL, note varchar(60))");
            s.execute("INSERT INTO parent (id, name) SELECT g, 'p' || g FROM generate_series(1, " + PARENTS + ") g");
        }
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < WORKERS; w++) {
            long workerSeed = seed * 31 + w;
            int worker = w;
            workers.add(threads.submit(() -> {
                work(worker, workerSeed);
                return null;
            }));
        }
        AtomicBoolean done = new AtomicBoolean();
        Future<List<Finding>> watcher = threads.submit(() -> {
            try (Connection c = connect(db)) {
                while (!done.get()) {
                    List<Finding> orphans = orphans(c);
                    if (!orphans.isEmpty()) {
                        return orphans;
                    }
                }
                return orphans(c);
            }
        });
        try {
            for (Future<?> worker : workers) {
                get(worker);
            }
        } finally {
            done.set(true);
        }
        List<Finding> seen = get(watcher);
        // The log's records are the commits in commit order: every state a reader could see, one per LSN.
        ParentChildHistory history = ParentChildHistory.read(db, "parent", "child");
        List<ParentChildHistory.Orphan> committed = history.orphans();
        assertEquals(List.of(), committed, () -> "committed states with a child without its parent: " + context + "; how the first came: "
                + history.story(committed.get(0).child(), committed.get(0).parent(), committed.get(0).lsn()));
        // None committed: an orphan the watcher saw would be a statement that read no single committed state.
        assertEquals(List.of(), seen, () -> "children without their parent, which no committed state held (LSNs " + seen.get(0).from() + " to "
                + seen.get(0).to() + "): " + context);
        System.out.printf("ForeignKeyMixTest %s: %d commits, %d retried%n", context, commits.get(), retries.get());
        assertTrue(commits.get() > 0, "some transactions commit");
    }

    private static <T> T get(Future<T> future) throws Exception {
        try {
            return future.get(5, TimeUnit.MINUTES);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** A child the watcher saw without its parent, in a statement run while the LSNs from {@code from} to {@code to} were applied. */
    private record Finding(long child, long parent, String note, long from, long to) {
        @Override
        public String toString() {
            return "child " + child + " of parent " + parent + " (" + note + ")";
        }
    }

    private List<Finding> orphans(Connection c) throws SQLException {
        List<Finding> found = new ArrayList<>();
        // Commits are made visible one at a time, in LSN order: the statement sees those below this LSN, and none past its end's.
        long from = db.appliedLsn() - 1;
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery(ORPHANS)) {
            long to = db.appliedLsn();
            while (rs.next()) {
                found.add(new Finding(rs.getLong(1), rs.getInt(2), rs.getString(3), from, to));
            }
        }
        return found;
    }

    private void work(int worker, long seed) throws Exception {
        Random random = new Random(seed);
        try (Connection c = connect(db)) {
            try (Statement s = c.createStatement()) {
                s.execute("SET lock_timeout = '30s'"); // a hang guard: a wait this long is a missed deadlock
            }
            c.setAutoCommit(false);
            for (int t = 0; t < TRANSACTIONS; t++) {
                long txSeed = random.nextLong();
                String tx = worker + "." + t;
                for (int attempt = 1; ; attempt++) {
                    Random r = new Random(txSeed);
                    int pick = r.nextInt(3);
                    // A snapshot transaction that touches every child of a hot parent can lose to the others again and
                    // again (first updater wins, as in PostgreSQL): after a while it runs at READ COMMITTED, so the run ends.
                    int isolation = pick == 0 || attempt > STARVED ? Connection.TRANSACTION_READ_COMMITTED
                            : pick == 1 ? Connection.TRANSACTION_REPEATABLE_READ : Connection.TRANSACTION_SERIALIZABLE;
                    try {
                        c.setTransactionIsolation(isolation);
                        if (r.nextBoolean()) {
                            c.setSavepoint(); // the transaction begins with a savepoint
                        }
                        for (int op = 1 + r.nextInt(4); op > 0; op--) {
                            operation(c, r, tx + "/" + isolation, true);
                        }
                        if (r.nextInt(8) == 0) {
                            c.rollback();
                        } else {
                            c.commit();
                            commits.incrementAndGet();
                        }
                        break;
                    } catch (SQLException e) {
                        if (!RETRYABLE.contains(e.getSQLState())) {
                            throw new AssertionError("worker " + worker + " transaction " + tx + ": unexpected " + e.getSQLState() + ": "
                                    + e.getMessage(), e);
                        }
                        c.rollback();
                        retries.incrementAndGet();
                        if (attempt >= MAX_ATTEMPTS) {
                            throw new AssertionError("worker " + worker + " transaction " + tx + " failed " + attempt + " times: " + e, e);
                        }
                    }
                }
            }
        }
    }

    private static void operation(Connection c, Random r, String tx, boolean savepointsAllowed) throws SQLException {
        int parent = 1 + r.nextInt(PARENTS);
        switch (r.nextInt(8)) {
            case 0 -> guarded(c, Set.of("23503"), () -> update(c, "DELETE FROM parent WHERE id = " + parent));
            case 1 -> guarded(c, Set.of("23505"), () -> update(c, "INSERT INTO parent (id, name) VALUES (" + parent + ", 'by " + tx + "')"));
            case 2 -> update(c, "INSERT INTO parent (id, name, hits) VALUES (" + parent + ", 'upserted by " + tx + "', 1)"
                    + " ON CONFLICT (id) DO UPDATE SET hits = parent.hits + 1, name = EXCLUDED.name");
            case 3, 4 -> guarded(c, Set.of("23503"),
                    () -> update(c, "INSERT INTO child (parent_id, qty, note) VALUES (" + parent + ", " + r.nextInt(10) + ", 'by " + tx + "')"));
            case 5 -> update(c, "UPDATE child SET qty = qty + 1, note = 'bumped by " + tx + "' WHERE parent_id = " + parent);
            case 6 -> update(c, "DELETE FROM child WHERE parent_id = " + parent + " AND qty % 3 = " + r.nextInt(3));
            default -> {
                if (savepointsAllowed) {
                    Savepoint savepoint = c.setSavepoint();
                    for (int i = 1 + r.nextInt(2); i > 0; i--) {
                        operation(c, r, tx, false);
                    }
                    if (r.nextBoolean()) {
                        c.releaseSavepoint(savepoint);
                    } else {
                        c.rollback(savepoint);
                    }
                }
            }
        }
    }

    private interface Work {
        void run() throws SQLException;
    }

    /** Runs {@code work} under a savepoint, rolled back to when it fails with one of {@code expected}, as an application would. */
    private static void guarded(Connection c, Set<String> expected, Work work) throws SQLException {
        Savepoint savepoint = c.setSavepoint();
        try {
            work.run();
        } catch (SQLException e) {
            if (!expected.contains(e.getSQLState())) {
                throw e;
            }
            c.rollback(savepoint);
        }
    }

    private static int update(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            return s.executeUpdate(sql);
        }
    }
}
