package io.hotrow.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Phaser;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;

/**
 * The one load loop every commit benchmark shares: {@code threads} clients, each on its own
 * connection, run the naive autocommit increment {@code UPDATE counters SET n = n + 1 WHERE id = ?}
 * (or another {@link LoadWork}) as fast as they can, first for a warm-up and then for the measured
 * phase. Each phase ends at its deadline or when its commit budget is spent, whichever comes first.
 * Afterwards the table must hold exactly the increments that were acknowledged, or the run fails.
 */
final class CounterLoad {

    static final String INCREMENT = "UPDATE counters SET n = n + 1 WHERE id = ?";
    /** A client stuck this long past the end of its phases means the system under test hangs: fail, do not wait. */
    static final Duration STUCK = Duration.ofSeconds(90);

    /** Opens one client connection to the database under test. */
    @FunctionalInterface
    interface Connector {
        Connection open() throws SQLException;
    }

    /** How long and how much each phase may run. */
    record Limits(Duration warmup, Duration duration, long maxCommits) {
    }

    /**
     * What one measured phase achieved. Latency is one increment's round trip, acknowledgement
     * included. {@code jvmCpu} and {@code machineCpu} are the shares of all cores this JVM and the
     * whole machine (PostgreSQL and anything else running included) used during the phase: on a
     * shared machine, a high machine share with a low JVM share means the numbers are disturbed.
     * {@code engine} is the engine's own account of the phase, null for PostgreSQL.
     */
    record Measurement(String scenario, String store, int threads, int rows, long commits, double seconds, double p50Millis,
                       double p99Millis, double jvmCpu, double machineCpu, EngineProbe.Breakdown engine) {
        double rate() {
            return commits / seconds;
        }
    }

    private CounterLoad() {
    }

    /**
     * Creates {@code counters} with {@code rows} rows at zero, runs the load with client {@code i}
     * on row {@code i % rows}, and checks the totals. {@code probe}, if not null, reads the
     * engine's metrics over the measured phase.
     */
    static Measurement run(String scenario, String store, Connector connector, int threads, int rows, Limits limits,
                           EngineProbe probe) throws Exception {
        return run(LoadWork.INCREMENT, scenario, store, List.of(connector), threads, rows, limits, probe);
    }

    /**
     * {@code work} on each of {@code databases}, by {@code threads} clients per database, all in
     * the same phases: client {@code i} of a database works on key {@code i % rows} of it. Each
     * database's table is created first and its totals checked afterwards; the measurement counts
     * the operations of all of them.
     */
    static Measurement run(LoadWork work, String scenario, String store, List<Connector> databases, int threads, int rows, Limits limits,
                           EngineProbe probe) throws Exception {
        for (Connector database : databases) {
            try (Connection c = database.open()) {
                work.create(c, rows);
            }
        }
        int clientCount = threads * databases.size();
        Phase warmup = new Phase(limits.warmup(), limits.maxCommits());
        Phase measured = new Phase(limits.duration(), limits.maxCommits());
        CpuMeter cpu = new CpuMeter();
        Phaser phases = new Phaser(clientCount) {
            @Override
            protected boolean onAdvance(int phase, int parties) {
                // Phase 0 ends when every client is connected, phase 1 when every client is warmed up.
                if (phase == 0) {
                    warmup.start();
                } else if (phase == 1) {
                    if (probe != null) {
                        probe.begin();
                    }
                    cpu.begin();
                    measured.start();
                }
                return parties == 0;
            }
        };
        Client[] clients = new Client[clientCount];
        for (int i = 0; i < clientCount; i++) {
            clients[i] = new Client(i, work, databases.get(i / threads), (i % threads) % rows, phases, warmup, measured);
            clients[i].start();
        }
        long joinDeadline = System.nanoTime() + limits.warmup().plus(limits.duration()).plus(STUCK).toNanos();
        for (Client client : clients) {
            client.join(Math.max(1, TimeUnit.NANOSECONDS.toMillis(joinDeadline - System.nanoTime())));
            if (client.isAlive()) {
                Arrays.stream(clients).forEach(Thread::interrupt);
                throw new IllegalStateException(scenario + " on " + store + ": a client was still running " + STUCK.toSeconds()
                        + " s after the end of the run; the system under test is stuck");
            }
        }
        double[] cpuShares = cpu.end();
        EngineProbe.Breakdown engine = probe == null ? null : probe.end();
        long[][] expected = new long[databases.size()][rows];
        long commits = 0, finished = 0;
        int latencyCount = 0;
        for (int i = 0; i < clientCount; i++) {
            Client client = clients[i];
            if (client.failure != null) {
                throw new IllegalStateException(scenario + " on " + store + ": a client failed: " + client.failure, client.failure);
            }
            expected[i / threads][client.row] += client.warmupEffect + client.measuredEffect;
            commits += client.measuredCommits;
            finished = Math.max(finished, client.finishedNanos);
            latencyCount += client.latencyCount;
        }
        long effect = 0;
        for (int d = 0; d < databases.size(); d++) {
            verify(work, scenario, store, databases.get(d), expected[d]);
            effect += Arrays.stream(expected[d]).sum();
        }
        double seconds = (finished - measured.startedNanos) / 1e9;
        System.out.printf("  %-14s on %-20s %4d clients %,10.0f %s/s; totals exact: %,d (warm-up included) on %d row(s)%s%n",
                scenario, store, clientCount, commits / seconds, work.unit(), effect, rows,
                databases.size() == 1 ? "" : " of each of " + databases.size() + " databases");
        long[] latencies = new long[latencyCount];
        int at = 0;
        for (Client client : clients) {
            System.arraycopy(client.latencies, 0, latencies, at, client.latencyCount);
            at += client.latencyCount;
        }
        Arrays.sort(latencies);
        return new Measurement(scenario, store, clientCount, rows, commits, seconds,
                percentileMillis(latencies, 0.50), percentileMillis(latencies, 0.99), cpuShares[0], cpuShares[1], engine);
    }

    /** Every row must hold exactly what its clients were told succeeded: no update lost, none invented. */
    private static void verify(LoadWork work, String scenario, String store, Connector connector, long[] expected) throws SQLException {
        long[] actual;
        try (Connection c = connector.open()) {
            actual = work.totals(c, expected.length);
        }
        if (!Arrays.equals(expected, actual)) {
            StringBuilder wrong = new StringBuilder();
            for (int id = 0; id < expected.length; id++) {
                if (expected[id] != actual[id]) {
                    wrong.append(String.format("%n  row %d: expected %,d, found %,d", id, expected[id], actual[id]));
                }
            }
            throw new IllegalStateException("LOST OR EXTRA UPDATES in " + scenario + " on " + store + ":" + wrong);
        }
    }

    static double percentileMillis(long[] sortedNanos, double quantile) {
        if (sortedNanos.length == 0) {
            return Double.NaN;
        }
        int index = (int) Math.min(sortedNanos.length - 1, Math.ceil(quantile * sortedNanos.length) - 1);
        return sortedNanos[Math.max(0, index)] / 1e6;
    }

    /** CPU used by this JVM and by the whole machine over a phase, as shares of all cores. */
    private static final class CpuMeter {
        private final OperatingSystemMXBean os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
        private long beganNanos;
        private long beganCpuNanos;

        void begin() {
            os.getCpuLoad(); // the machine's load is measured from one call to the next
            beganCpuNanos = os.getProcessCpuTime();
            beganNanos = System.nanoTime();
        }

        double[] end() {
            double machine = os.getCpuLoad();
            double elapsed = (System.nanoTime() - beganNanos) * (double) os.getAvailableProcessors();
            return new double[] {(os.getProcessCpuTime() - beganCpuNanos) / elapsed, machine};
        }
    }

    /** One phase's clock and commit budget, shared by all clients. */
    static final class Phase {
        private final long lengthNanos;
        private final AtomicLong budget;
        private volatile long startedNanos;
        private volatile long deadlineNanos;

        Phase(Duration length, long maxCommits) {
            this.lengthNanos = length.toNanos();
            this.budget = new AtomicLong(maxCommits);
        }

        void start() {
            startedNanos = System.nanoTime();
            deadlineNanos = startedNanos + lengthNanos;
        }

        long startedNanos() {
            return startedNanos;
        }

        /** Whether a client may start one more operation (an increment, a transaction). */
        boolean admits() {
            return System.nanoTime() < deadlineNanos && budget.getAndDecrement() > 0;
        }
    }

    /** One client thread: its own connection and prepared statement, pinned to one row. */
    private static final class Client extends Thread {
        private final LoadWork work;
        private final Connector connector;
        private final int row;
        private final Phaser phases;
        private final Phase warmup;
        private final Phase measured;
        private long[] latencies = new long[1024];
        private int latencyCount;
        private long warmupEffect;
        private long measuredEffect;
        private long measuredCommits;
        private volatile long finishedNanos;
        private volatile Throwable failure;

        Client(int index, LoadWork work, Connector connector, int row, Phaser phases, Phase warmup, Phase measured) {
            super("bench-client-" + index);
            setDaemon(true); // a stuck client must not keep the JVM alive
            this.work = work;
            this.connector = connector;
            this.row = row;
            this.phases = phases;
            this.warmup = warmup;
            this.measured = measured;
        }

        @Override
        public void run() {
            try (Connection c = connector.open(); PreparedStatement statement = c.prepareStatement(work.sql())) {
                phases.arriveAndAwaitAdvance(); // every client connected: the warm-up starts
                warmup(statement);
                phases.arriveAndAwaitAdvance(); // every client warmed up: the measurement starts
                measure(statement);
                finishedNanos = System.nanoTime();
            } catch (Throwable t) {
                failure = t;
            } finally {
                phases.arriveAndDeregister(); // a failed client never holds the others at a phase boundary
            }
        }

        private void warmup(PreparedStatement statement) throws SQLException {
            while (warmup.admits()) {
                warmupEffect += work.execute(statement, row);
            }
        }

        private void measure(PreparedStatement statement) throws SQLException {
            while (measured.admits()) {
                long started = System.nanoTime();
                measuredEffect += work.execute(statement, row);
                long took = System.nanoTime() - started;
                measuredCommits++;
                if (latencyCount == latencies.length) {
                    latencies = Arrays.copyOf(latencies, latencyCount * 2);
                }
                latencies[latencyCount++] = took;
            }
        }
    }
}
