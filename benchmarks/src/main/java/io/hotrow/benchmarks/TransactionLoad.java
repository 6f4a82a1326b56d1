package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Connector;
import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.CounterLoad.Phase;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.Arrays;
import java.util.Locale;
import java.util.concurrent.Phaser;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * {@code clients} clients, each on its own connection, running a {@link Workload}'s transactions
 * back to back with no think time, as an application would: a warm-up, then the measured phase,
 * each ended by its deadline or its transaction budget. A transaction that fails with a
 * serialization failure (40001) or a deadlock (40P01) is rolled back and run again after a short
 * random pause, and counted as a retry; any other failure ends the run. Afterwards the workload
 * checks its database.
 */
final class TransactionLoad {

    static final String SERIALIZATION_FAILURE = "40001";
    static final String DEADLOCK = "40P01";
    /** A transaction retried this often is starved, not unlucky: the run fails rather than spin. */
    private static final int MAX_ATTEMPTS = 1000;
    /** The longest pause before a retry; the first retry comes at once. */
    private static final long MAX_BACKOFF_NANOS = TimeUnit.MILLISECONDS.toNanos(10);

    /** How each client's connection runs its transactions. */
    record Mode(String label, boolean autocommit, int isolation) {
        static final Mode AUTOCOMMIT = new Mode("autocommit", true, Connection.TRANSACTION_READ_COMMITTED);
        static final Mode READ_COMMITTED = new Mode("READ COMMITTED", false, Connection.TRANSACTION_READ_COMMITTED);
        static final Mode SERIALIZABLE = new Mode("SERIALIZABLE", false, Connection.TRANSACTION_SERIALIZABLE);
    }

    /** A workload on the database of one side of a comparison. */
    record Database(String side, String name, Workload workload, Connector connector) {
    }

    /**
     * What the measured phase achieved: transactions finished (committed, or rolled back by the
     * workload's own choice), the retries, and the p99 of a transaction's time, its retries included.
     */
    record Outcome(long transactions, long serializationRetries, long deadlockRetries, double seconds, double p99Millis) {
        double rate() {
            return transactions / seconds;
        }
    }

    private TransactionLoad() {
    }

    /** Runs the load on {@code database}, then checks it; prints one line. */
    static Outcome measure(Database database, int clients, Mode mode, Limits limits) throws Exception {
        Outcome outcome = run(database, clients, mode, limits);
        try (Connection c = database.connector().open()) {
            database.workload().check(c);
        }
        System.out.printf(Locale.ROOT, "  %-16s %-16s on %-24s %3d %s %,10.0f tps, retries 40001: %,d, 40P01: %,d; checks passed%n",
                database.name(), mode.label(), database.side(), clients, clients == 1 ? "client " : "clients", outcome.rate(),
                outcome.serializationRetries(), outcome.deadlockRetries());
        return outcome;
    }

    private static Outcome run(Database database, int clients, Mode mode, Limits limits) throws Exception {
        Phase warmup = new Phase(limits.warmup(), limits.maxCommits());
        Phase measured = new Phase(limits.duration(), limits.maxCommits());
        Phaser phases = new Phaser(clients) {
            @Override
            protected boolean onAdvance(int phase, int parties) {
                // Phase 0 ends when every client is connected, phase 1 when every client is warmed up.
                if (phase == 0) {
                    warmup.start();
                } else if (phase == 1) {
                    measured.start();
                }
                return parties == 0;
            }
        };
        Client[] all = new Client[clients];
        for (int i = 0; i < clients; i++) {
            all[i] = new Client(i, database, mode, phases, warmup, measured);
            all[i].start();
        }
        long joinDeadline = System.nanoTime() + limits.warmup().plus(limits.duration()).plus(CounterLoad.STUCK).toNanos();
        for (Client client : all) {
            client.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(joinDeadline - System.nanoTime())));
            if (client.isAlive()) {
                Arrays.stream(all).forEach(Thread::interrupt);
                throw new IllegalStateException(database.name() + " on " + database.side() + ": a client was still running " + CounterLoad.STUCK.toSeconds()
                        + " s after the end of the run; the system under test is stuck");
            }
        }
        long transactions = 0, serialization = 0, deadlocks = 0, finished = 0;
        int latencyCount = 0;
        for (Client client : all) {
            if (client.failure != null) {
                throw new IllegalStateException(database.name() + " (" + mode.label() + ") on " + database.side() + ": a client failed: "
                        + describe(client.failure), client.failure);
            }
            transactions += client.transactions;
            serialization += client.serializationRetries;
            deadlocks += client.deadlockRetries;
            finished = Math.max(finished, client.finishedNanos);
            latencyCount += client.latencyCount;
        }
        long[] latencies = new long[latencyCount];
        int at = 0;
        for (Client client : all) {
            System.arraycopy(client.latencies, 0, latencies, at, client.latencyCount);
            at += client.latencyCount;
        }
        Arrays.sort(latencies);
        return new Outcome(transactions, serialization, deadlocks, (finished - measured.startedNanos()) / 1e9,
                CounterLoad.percentileMillis(latencies, 0.99));
    }

    /** The SQLState a retry is due for ({@code 40001} or {@code 40P01}), looked for along the causes and chained exceptions; null for any other failure. */
    static String retryable(SQLException e) {
        Throwable t = e;
        for (int depth = 0; t != null && depth < 20; depth++) {
            if (t instanceof SQLException s && (SERIALIZATION_FAILURE.equals(s.getSQLState()) || DEADLOCK.equals(s.getSQLState()))) {
                return s.getSQLState();
            }
            t = t.getCause() != null ? t.getCause() : t instanceof SQLException s ? s.getNextException() : null;
        }
        return null;
    }

    /**
     * Runs {@code transaction} on {@code c} until it completes, rolling it back and running it again
     * on 40001 and 40P01; {@code retried} hears of each retry's SQLState before it runs.
     */
    static void complete(Connection c, boolean autocommit, Workload.Transaction transaction, Consumer<String> retried) throws SQLException {
        for (int attempt = 1; ; attempt++) {
            try {
                transaction.run();
                return;
            } catch (SQLException e) {
                String state = retryable(e);
                if (state == null) {
                    throw e;
                }
                if (!autocommit) {
                    c.rollback();
                }
                retried.accept(state);
                if (attempt >= MAX_ATTEMPTS) {
                    throw new SQLException("gave up on a transaction after " + attempt + " attempts, the last failing with " + state, state, e);
                }
                if (attempt > 1) {
                    // Backs off as retrying applications do, so retries of one conflict do not meet again at once.
                    long bound = Math.min(MAX_BACKOFF_NANOS, TimeUnit.MICROSECONDS.toNanos(100) << Math.min(attempt - 2, 10));
                    LockSupport.parkNanos(ThreadLocalRandom.current().nextLong(bound));
                }
            }
        }
    }

    private static String describe(Throwable t) {
        return t instanceof SQLException s ? "SQLState " + s.getSQLState() + ": " + s.getMessage() : t.toString();
    }

    /** One client thread: its own connection and terminal. */
    private static final class Client extends Thread {
        private final int index;
        private final Database database;
        private final Mode mode;
        private final Phaser phases;
        private final Phase warmup;
        private final Phase measured;
        private long[] latencies = new long[1024];
        private int latencyCount;
        private long transactions;
        private long serializationRetries;
        private long deadlockRetries;
        private volatile long finishedNanos;
        private volatile Throwable failure;

        Client(int index, Database database, Mode mode, Phaser phases, Phase warmup, Phase measured) {
            super("workload-client-" + index);
            setDaemon(true); // a stuck client must not keep the JVM alive
            this.index = index;
            this.database = database;
            this.mode = mode;
            this.phases = phases;
            this.warmup = warmup;
            this.measured = measured;
        }

        @Override
        public void run() {
            try (Connection c = database.connector().open()) {
                c.setTransactionIsolation(mode.isolation());
                c.setAutoCommit(mode.autocommit());
                Workload.Terminal terminal = database.workload().terminal(c, index);
                phases.arriveAndAwaitAdvance(); // every client connected: the warm-up starts
                while (warmup.admits()) {
                    complete(c, terminal.next(), false);
                }
                phases.arriveAndAwaitAdvance(); // every client warmed up: the measurement starts
                while (measured.admits()) {
                    long started = System.nanoTime();
                    complete(c, terminal.next(), true);
                    record(System.nanoTime() - started);
                    transactions++;
                }
                finishedNanos = System.nanoTime();
            } catch (Throwable t) {
                failure = t;
            } finally {
                phases.arriveAndDeregister(); // a failed client never holds the others at a phase boundary
            }
        }

        private void complete(Connection c, Workload.Transaction transaction, boolean counted) throws SQLException {
            TransactionLoad.complete(c, mode.autocommit(), transaction, state -> {
                if (!counted) {
                    return;
                }
                if (state.equals(SERIALIZATION_FAILURE)) {
                    serializationRetries++;
                } else {
                    deadlockRetries++;
                }
            });
        }

        private void record(long nanos) {
            if (latencyCount == latencies.length) {
                latencies = Arrays.copyOf(latencies, latencyCount * 2);
            }
            latencies[latencyCount++] = nanos;
        }
    }
}
