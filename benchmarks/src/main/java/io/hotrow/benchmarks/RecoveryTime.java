package io.hotrow.benchmarks;

import com.sun.management.OperatingSystemMXBean;
import io.hotrow.benchmarks.CounterLoad.Limits;
import io.hotrow.benchmarks.ReportProfile.ReopenCases;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.EngineSettings;
import io.hotrow.engine.database.OpenAccount;
import io.hotrow.engine.database.SnapshotPolicy;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import io.hotrow.engine.store.LogSpace;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.engine.store.StoreLayout;
import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/**
 * Recovery and cold open: how long opening a database takes when its log holds 10k, 100k or 1M
 * commits, replayed one by one, and when a snapshot covers them; and reopening an idle database
 * in a warm process, as the driver does after its idle timeout closed it. Aims: at most 2 s for
 * 100k logged commits, and at most 100 ms plus one store round trip for a warm reopen.
 */
final class RecoveryTime implements Experiment {

    private static final String DATABASE = "recovery";
    /** Clients filling the log, each on its own row, so group commit batches them as a busy database's log would be. */
    private static final int FILL_CLIENTS = 32;
    private static final Duration FILL_LIMIT = Duration.ofMinutes(10);
    private static final int REOPEN_COMMITS = 1_000;
    private static final int ROUND_TRIP_SAMPLES = 21;
    private static final double AIM_OPEN_SECONDS = 2, AIM_OPEN_COMMITS = 100_000, AIM_REOPEN_MILLIS = 100;
    /** Issue 26: a database of 1,000,000 rows with a 100,000-commit tail; a TPC-C-sized one after 5 minutes of traffic. */
    private static final double AIM_LARGE_SECONDS = 3, AIM_TPCC_SECONDS = 5;
    /** The opens' CPU time beside their wall time: on a machine other work keeps busy, the wall time says little. */
    static final OperatingSystemMXBean PROCESS = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    /** The database never snapshots by itself: the log holds every commit until the experiment takes one. */
    private static final EngineSettings LOG_ONLY = EngineSettings.DEFAULT.withSnapshots(SnapshotPolicy.NEVER);

    private final ReportProfile profile;

    RecoveryTime(ReportProfile profile) {
        this.profile = profile;
    }

    @Override
    public String name() {
        return "recovery";
    }

    @Override
    public String title() {
        return "Recovery and cold open";
    }

    @Override
    public String description() {
        return "An engine database on the local directory store is filled with " + profile.logSizes() + " autocommit increments from "
                + FILL_CLIENTS + " clients (no snapshot taken), shut down, and opened again: the log is replayed from the start. Then a snapshot"
                + " is taken, and the open timed again. Warm reopen: a database of " + REOPEN_COMMITS + " commits with a snapshot is opened "
                + profile.reopens() + " times more in the same process after one untimed reopen (the median is shown), on the local directory"
                + " store and on the in-memory store with " + ReportProfile.OBJECT_STORE_LATENCY_MS + " ms on every request; a store round"
                + " trip is the median of " + ROUND_TRIP_SAMPLES + " GETs of the manifest. Reopening after traffic (issue 26, local directory): a database of "
                + String.format(Locale.ROOT, "%,d rows in a snapshot with %,d increments logged after it; the TPC-C-like database (%s size) under the default"
                        + " snapshot policy after %d s of its transactions from %d terminals (the aim is for 5 minutes)", profile.reopenCases().rows(),
                        profile.reopenCases().tailCommits(), profile.reopenCases().tpcc().name(), profile.reopenCases().traffic().toSeconds(), TpccReopen.TERMINALS)
                + ", with what each open restored and replayed. Every open is checked to hold every commit.";
    }

    @Override
    public List<String> columns() {
        return List.of("case", "store", "logged_commits", "log_objects", "store_round_trip_ms", "store_requests", "open_ms", "snapshot_mb", "restore_ms",
                "replayed_records", "replayed_mb", "replay_ms", "open_cpu_ms");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        List<Integer> sizes = profile.logSizes();
        double[] commits = sizes.stream().mapToDouble(Integer::doubleValue).toArray();
        double[] logOnly = new double[commits.length], snapshot = new double[commits.length];
        try (ScratchDirectory directory = new ScratchDirectory()) {
            for (int i = 0; i < commits.length; i++) {
                int size = sizes.get(i);
                CountingStore store = new CountingStore(new LocalDirectoryObjectStore(directory.path().resolve("log-" + size)));
                fill(store, size);
                long objects = logEntries(store);
                logOnly[i] = timedOpen(result, "open, log only", LocalVersusPostgres.LOCAL_STORE, store, size, objects, false);
                snapshot[i] = timedOpen(result, "open, snapshot", LocalVersusPostgres.LOCAL_STORE, store, size, 0, true);
                if (size == AIM_OPEN_COMMITS) {
                    result.aims().targetAtMost("open, 100,000 logged commits, log only (s)", logOnly[i] / 1e3, AIM_OPEN_SECONDS);
                    result.aims().targetAtMost("open, 100,000 logged commits, snapshot (s)", snapshot[i] / 1e3, AIM_OPEN_SECONDS);
                }
            }
            result.chart(new LineChart("Opening a database against its log", "commits logged", "ms").logX().logY()
                    .add("log only (replayed)", commits, logOnly).add("snapshot", commits, snapshot)
                    .reference("aim for 100k: 2 s", new double[] {commits[0], commits[commits.length - 1]}, new double[] {2000, 2000}));
            List<String> stores = List.of(LocalVersusPostgres.LOCAL_STORE, "memory, " + ReportProfile.OBJECT_STORE_LATENCY_MS + " ms a request");
            Reopen local = warmReopen(result, stores.get(0), new CountingStore(new LocalDirectoryObjectStore(directory.path().resolve("idle"))));
            Reopen remote = warmReopen(result, stores.get(1), new CountingStore(slowStore()));
            result.chart(new BarChart("Warm reopen of an idle database (median)", "store", "ms", stores)
                    .add("measured", new double[] {local.medianMillis(), remote.medianMillis()})
                    .add("aim: 100 ms + one round trip", new double[] {local.goalMillis(), remote.goalMillis()}));
            ReopenCases cases = profile.reopenCases();
            double large = largeDatabaseWithTail(result, new LocalDirectoryObjectStore(directory.path().resolve("large")), cases);
            double tpcc = tpccAfterTraffic(result, directory.path().resolve("tpcc"), cases);
            result.chart(new BarChart("Reopening after traffic (issue 26)", "case", "ms", List.of("large + tail", "TPC-C-like"))
                    .add("measured", new double[] {large, tpcc})
                    .add("aim", new double[] {AIM_LARGE_SECONDS * 1e3, AIM_TPCC_SECONDS * 1e3}));
        }
    }

    /**
     * A database of {@code cases.rows()} rows in a snapshot (loaded, then snapshotted), then
     * {@code cases.tailCommits()} increments logged after it from {@link #FILL_CLIENTS} clients and
     * no snapshot, shut down and opened again, timed; returns the open's ms.
     */
    private static double largeDatabaseWithTail(ExperimentResult result, ObjectStore store, ReopenCases cases) throws Exception {
        buildLargeWithTail(store, cases);
        String label = String.format(Locale.ROOT, "open, %,d rows + %,d-commit tail", cases.rows(), cases.tailCommits());
        Database reopened = timedReopen(result, label, store, cases.tailCommits());
        try {
            checkLarge(reopened, cases);
            double millis = reopened.recovery().totalMillis();
            if (cases.rows() >= 1_000_000 && cases.tailCommits() >= 100_000) {
                result.aims().targetAtMost(label + " (s)", millis / 1e3, AIM_LARGE_SECONDS);
            }
            return millis;
        } finally {
            reopened.shutdown();
        }
    }

    /** A database of {@code cases.rows()} rows in a snapshot and {@code cases.tailCommits()} increments logged after it, shut down. */
    static void buildLargeWithTail(ObjectStore store, ReopenCases cases) throws Exception {
        Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
        try (Connection c = EngineOnStore.connector(database).open()) {
            try (Statement s = c.createStatement()) {
                s.execute("CREATE TABLE big (id bigint PRIMARY KEY, n bigint NOT NULL, pad varchar(40) NOT NULL)");
            }
            try (BatchInsert insert = new BatchInsert(c, "INSERT INTO big (id, n, pad) VALUES (?, ?, ?)")) {
                for (int id = 1; id <= cases.rows(); id++) {
                    insert.row().setLong(1, id);
                    insert.row().setLong(2, id);
                    insert.row().setString(3, "row " + id + " of the large database");
                    insert.add();
                }
            }
            database.snapshot();
            CounterLoad.run(LoadWork.INCREMENT, "tail " + cases.tailCommits(), LocalVersusPostgres.LOCAL_STORE,
                    List.of(EngineOnStore.connector(database)), FILL_CLIENTS, FILL_CLIENTS, new Limits(Duration.ZERO, FILL_LIMIT, cases.tailCommits()), null);
        } finally {
            database.shutdown();
        }
    }

    /** The reopened large database must hold every row and every increment of its tail. */
    static void checkLarge(Database reopened, ReopenCases cases) throws SQLException {
        check(reopened, cases.tailCommits());
        try (Connection c = EngineOnStore.connector(reopened).open(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT count(*) FROM big")) {
            rs.next();
            if (rs.getLong(1) != cases.rows()) {
                throw new IllegalStateException("reopened database holds " + rs.getLong(1) + " rows in big, not " + cases.rows());
            }
        }
    }

    /** Opens the database the way every open in this experiment does. */
    static Database open(ObjectStore store) throws SQLException {
        return open(store, LOG_ONLY);
    }

    static Database open(ObjectStore store, EngineSettings settings) throws SQLException {
        return Database.open(DATABASE, store, Database.newAnalyzer(), settings);
    }

    /**
     * The TPC-C-like database at {@code cases.tpcc()}'s size under the default snapshot policy,
     * after {@code cases.traffic()} of its transactions from {@link TpccReopen#TERMINALS} terminals,
     * shut down and opened again, timed, and checked; returns the open's ms.
     */
    private static double tpccAfterTraffic(ExperimentResult result, Path directory, ReopenCases cases) throws Exception {
        ObjectStore store = new LocalDirectoryObjectStore(directory);
        TpccReopen.build(store, directory, cases.tpcc(), cases.traffic(), SnapshotPolicy.DEFAULT);
        String label = String.format(Locale.ROOT, "open, TPC-C-like (%s) after %d s of traffic", cases.tpcc().name(), cases.traffic().toSeconds());
        Database reopened = timedReopen(result, label, store, null);
        try {
            TpccReopen.check(reopened, directory, cases.tpcc());
            double millis = reopened.recovery().totalMillis();
            if (cases.tpcc() == TpccScale.STANDARD) {
                result.aims().targetAtMost(label + " (s; aim for 5 minutes)", millis / 1e3, AIM_TPCC_SECONDS);
            }
            return millis;
        } finally {
            reopened.shutdown();
        }
    }

    /** Opens the database and notes what the open restored and replayed; the caller checks it and shuts it down. */
    private static Database timedReopen(ExperimentResult result, String label, ObjectStore store, Integer loggedCommits) throws SQLException {
        long cpuBefore = PROCESS.getProcessCpuTime();
        Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
        double cpuMillis = (PROCESS.getProcessCpuTime() - cpuBefore) / 1e6;
        OpenAccount open = database.recovery();
        System.out.printf(Locale.ROOT, "  %s: opened in %,.1f ms (process CPU %,.1f ms): snapshot %,.1f MB restored in %,.1f ms; %,d records in %,d log objects"
                        + " (%,.1f MB) replayed in %,.1f ms%n", label, open.totalMillis(), cpuMillis, open.snapshotBytes() / 1e6, open.restoreMillis(),
                open.records(), open.logObjects(), open.logBytes() / 1e6, open.replayMillis());
        result.table().add(label, LocalVersusPostgres.LOCAL_STORE, loggedCommits, open.logObjects(), null, null, open.totalMillis(),
                open.snapshotBytes() / 1e6, open.restoreMillis(), open.records(), open.logBytes() / 1e6, open.replayMillis(), cpuMillis);
        return database;
    }

    /** The log's entries: its objects, or on a local directory the records of its segments. */
    private static long logEntries(ObjectStore store) throws IOException {
        LogSpace log = store.logSpace(new StoreLayout(DATABASE), store);
        try {
            return log.ids().size();
        } finally {
            log.close();
        }
    }

    /** The median of the timed warm reopens on one store, and that store's round trip. */
    private record Reopen(double medianMillis, double roundTripMillis) {
        double goalMillis() {
            return AIM_REOPEN_MILLIS + roundTripMillis;
        }
    }

    private static MemoryObjectStore slowStore() {
        MemoryObjectStore store = new MemoryObjectStore("recovery-bench");
        Duration latency = Duration.ofMillis(ReportProfile.OBJECT_STORE_LATENCY_MS);
        for (MemoryObjectStore.Operation operation : MemoryObjectStore.Operation.values()) {
            store.latency(operation, latency);
        }
        return store;
    }

    /** A fresh database on {@code store} with {@code size} commits in its log, shut down. */
    private static void fill(ObjectStore store, int size) throws Exception {
        Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
        try {
            CounterLoad.run(LoadWork.INCREMENT, "fill " + size, LocalVersusPostgres.LOCAL_STORE, List.of(EngineOnStore.connector(database)),
                    FILL_CLIENTS, FILL_CLIENTS, new Limits(Duration.ZERO, FILL_LIMIT, size), null);
        } finally {
            database.shutdown();
        }
    }

    /** Opens the database, timed, checks it holds {@code size} increments, snapshots it first if asked, and shuts it down; the open's ms. */
    private static double timedOpen(ExperimentResult result, String label, String storeLabel, CountingStore store, int size, long objects,
                                    boolean snapshotFirst) throws Exception {
        if (snapshotFirst) {
            Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
            try {
                database.snapshot();
            } finally {
                database.shutdown();
            }
        }
        store.takeCount();
        long started = System.nanoTime();
        Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
        double millis = (System.nanoTime() - started) / 1e6;
        long requests = store.takeCount();
        try {
            check(database, size);
        } finally {
            database.shutdown();
        }
        System.out.printf("  %-16s %,9d commits in %,6d log objects: opened in %,8.1f ms, %d store requests%n", label, size, objects, millis, requests);
        result.table().add(label, storeLabel, size, objects, null, requests, millis, null, null, null, null, null, null);
        return millis;
    }

    /** Timed reopens of an idle database on {@code store}, its aim noted. */
    private Reopen warmReopen(ExperimentResult result, String storeLabel, CountingStore store) throws Exception {
        fill(store, REOPEN_COMMITS);
        Database first = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
        try {
            first.snapshot(); // idle long enough for the snapshot its commits call for
        } finally {
            first.shutdown();
        }
        double roundTrip = roundTripMillis(store);
        double[] millis = new double[profile.reopens() + 1];
        long requests = 0;
        for (int i = 0; i < millis.length; i++) { // the first is untimed: it brings the code path in
            store.takeCount();
            long started = System.nanoTime();
            Database database = Database.open(DATABASE, store, Database.newAnalyzer(), LOG_ONLY);
            millis[i] = (System.nanoTime() - started) / 1e6;
            requests = store.takeCount();
            try {
                check(database, REOPEN_COMMITS);
            } finally {
                database.shutdown();
            }
        }
        double[] timed = Arrays.copyOfRange(millis, 1, millis.length);
        Arrays.sort(timed);
        double median = timed[timed.length / 2];
        System.out.printf("  warm reopen on %-22s median %,7.1f ms of %d (store round trip %.3f ms, %d store requests an open)%n", storeLabel, median,
                timed.length, roundTrip, requests);
        result.table().add("warm reopen (median)", storeLabel, REOPEN_COMMITS, null, roundTrip, requests, median, null, null, null, null, null, null);
        Reopen reopen = new Reopen(median, roundTrip);
        result.aims().targetAtMost("warm reopen, " + storeLabel + " (ms; goal 100 + one round trip)", median, reopen.goalMillis());
        return reopen;
    }

    /** The median time of a GET of the database's newest manifest. */
    private static double roundTripMillis(ObjectStore store) throws Exception {
        List<String> manifests = store.list(new StoreLayout(DATABASE).manifestPrefix());
        String newest = manifests.get(manifests.size() - 1);
        double[] samples = new double[ROUND_TRIP_SAMPLES];
        for (int i = 0; i < samples.length; i++) {
            long started = System.nanoTime();
            store.get(newest);
            samples[i] = (System.nanoTime() - started) / 1e6;
        }
        Arrays.sort(samples);
        return samples[samples.length / 2];
    }

    /** The reopened database must hold every increment the fill was told succeeded. */
    private static void check(Database database, long increments) throws SQLException {
        try (Connection c = EngineOnStore.connector(database).open(); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT coalesce(sum(n), 0) FROM counters")) {
            rs.next();
            if (rs.getLong(1) != increments) {
                throw new IllegalStateException("reopened database '" + DATABASE + "' holds " + rs.getLong(1) + " increments, not " + increments);
            }
        }
    }
}
