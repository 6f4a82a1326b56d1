package io.hotrow.benchmarks;

import io.hotrow.benchmarks.TransactionLoad.Database;
import io.hotrow.benchmarks.TransactionLoad.Mode;
import io.hotrow.benchmarks.TransactionLoad.Outcome;
import io.hotrow.driver.HotrowDriver;
import java.lang.management.ManagementFactory;
import java.sql.Connection;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.function.Supplier;

/**
 * Ordinary workloads on the engine and on PostgreSQL in one run, side by side: a TPC-C-like mix
 * over a range of terminals (READ COMMITTED and SERIALIZABLE, plus the engine's serialized mode),
 * a zipfian key-value mix, clients each updating their own row with application work inside the
 * transaction, one client alone, and one hot row in autocommit and in explicit transactions.
 * Each point runs PostgreSQL (plain pgjdbc) and then the engine (local directory store), and
 * every run ends with its workload's check: a violation fails the experiment.
 */
final class Workloads implements Experiment {

    static final String TPCC = "tpcc";
    static final String KEY_VALUE = "kv";
    static final String OWN_ROWS = "own-rows";
    static final String ONE_CLIENT = "one-client";
    static final String HOT_ROW = "hot-row";
    static final Set<String> PARTS = new LinkedHashSet<>(List.of(TPCC, KEY_VALUE, OWN_ROWS, ONE_CLIENT, HOT_ROW));
    /** The engine's serialized mode, as the driver is to take it: one write transaction at a time per database. */
    static final String SERIALIZED = "concurrency=serialized";

    static final String TPCC_LABEL = "TPC-C-like mix";
    static final String SERIALIZED_SERIES = "engine serialized mode";
    private static final int KEYS = 10_000;
    private static final double THETA = 0.99;
    private static final int KEY_VALUE_STATEMENTS = 4;
    private static final double UPDATE_SHARE = 0.5;
    private static final Duration OWN_ROW_WORK = Duration.ofMillis(1);
    private static final int WARM_UP_TERMINALS = 4;
    /** The untimed warm-up of a TPC-C database, in point lengths. */
    private static final int WARM_UP_POINTS = 3;

    /**
     * One line of the comparison: PostgreSQL's and the engine's outcome, null when that side failed
     * or was not measured (then its {@code notMeasured} says why); {@code remark}, if not null, is shown beside.
     */
    record Row(String workload, String series, int clients, Outcome postgres, Outcome engine, String postgresNotMeasured, String engineNotMeasured,
               String remark) {
        Row(String workload, String series, int clients, Outcome postgres, Outcome engine, String postgresNotMeasured) {
            this(workload, series, clients, postgres, engine, postgresNotMeasured, null, null);
        }

        double ratio() {
            return rate(engine) / rate(postgres);
        }

        /** Why a side has no rate, and the remark: empty when both sides were measured and there is nothing to add. */
        String note() {
            List<String> notes = new ArrayList<>();
            if (postgres == null) {
                notes.add(postgresNotMeasured != null ? "PostgreSQL not measured: " + postgresNotMeasured : "PostgreSQL failed");
            }
            if (engine == null) {
                notes.add(engineNotMeasured != null ? "engine not measured: " + engineNotMeasured : "engine failed");
            }
            if (remark != null) {
                notes.add(remark);
            }
            return String.join("; ", notes);
        }

        static double rate(Outcome o) {
            return o == null ? Double.NaN : o.rate();
        }
    }

    private final WorkloadsProfile profile;
    private final String postgresUrl;
    private final Set<String> parts;
    private final List<Row> rows = new ArrayList<>();

    Workloads(WorkloadsProfile profile, String postgresUrl, Set<String> parts) {
        this.profile = profile;
        this.postgresUrl = postgresUrl;
        this.parts = Set.copyOf(parts);
    }

    @Override
    public String name() {
        return "workloads";
    }

    @Override
    public String title() {
        return "Ordinary workloads: TPC-C-like mix, zipfian key-value, own rows, one client, one hot row";
    }

    @Override
    public String description() {
        return "Each point runs on PostgreSQL (plain pgjdbc, a schema of its own) and then on the engine (jdbc:hotrow:file:, local directory store),"
                + " with no think time, " + profile.point().warmup().toMillis() / 1e3 + " s warm-up and " + profile.point().duration().toMillis() / 1e3
                + " s measured (at most " + profile.point().maxCommits() + " transactions). TPC-C-like: " + profile.scale().describe()
                + "; the five transactions in the standard mix (New-Order 45%, Payment 43%, Order-Status, Delivery, Stock-Level 4% each)"
                + " through prepared statements in explicit read-write transactions, at " + profile.terminals() + " terminals, READ COMMITTED and"
                + " SERIALIZABLE (Connection.setTransactionIsolation), and on the engine with " + SERIALIZED + " (compared with PostgreSQL's READ"
                + " COMMITTED point); tps counts all five. A transaction failing with 40001 or 40P01 is retried and counted. After every run the"
                + " consistency conditions 1 to 4 (clause 3.3.2) and the totals of committed payments, orders and deliveries are checked."
                + " Key-value: " + KEYS + " keys, zipf theta " + THETA + String.format(Locale.ROOT, " (the hottest key draws %.1f%% of the statements), ",
                100 * new Zipf(KEYS, THETA).hottest()) + profile.clients() + " clients, " + KEY_VALUE_STATEMENTS
                + " statements per transaction, each a read or (" + (int) (UPDATE_SHARE * 100) + "%) UPDATE kv SET v = v + 1 WHERE k = ?."
                + " Own rows: " + profile.clients() + " clients, UPDATE of the client's row, " + OWN_ROW_WORK.toMillis() + " ms of work, COMMIT."
                + " One client: the same update, no work. Hot row: " + profile.hotRowClients() + " clients on one row, autocommit and BEGIN; UPDATE;"
                + " COMMIT. Every counter must hold exactly its committed increments.";
    }

    @Override
    public List<String> columns() {
        return List.of("workload", "series", "clients", "postgres_tps", "engine_tps", "engine_over_postgres", "postgres_retries_40001",
                "postgres_retries_40p01", "engine_retries_40001", "engine_retries_40p01", "postgres_p99_ms", "engine_p99_ms", "load_1m", "note");
    }

    @Override
    public void run(ExperimentResult result) throws Exception {
        System.out.println("  load average at start: " + MachineInfo.procLoadAverage());
        try (ScratchDirectory directory = new ScratchDirectory(); WorkloadSide.Postgres postgres = new WorkloadSide.Postgres(new PlainPostgres(postgresUrl))) {
            WorkloadSide.Engine engine = new WorkloadSide.Engine(directory.path(), "");
            try {
                if (parts.contains(TPCC)) {
                    tpcc(result, postgres, engine, new WorkloadSide.Engine(directory.path(), SERIALIZED));
                }
                if (parts.contains(KEY_VALUE)) {
                    compare(result, "zipfian key-value", "kv", KEY_VALUE_STATEMENTS + " statements, " + (int) (UPDATE_SHARE * 100) + "% updates",
                            profile.clients(), Mode.READ_COMMITTED, () -> new KeyValueMix(KEYS, THETA, KEY_VALUE_STATEMENTS, UPDATE_SHARE), postgres, engine);
                }
                if (parts.contains(OWN_ROWS)) {
                    compare(result, "own rows", "own_rows", "UPDATE; " + OWN_ROW_WORK.toMillis() + " ms work; COMMIT", profile.clients(),
                            Mode.READ_COMMITTED, () -> RowIncrements.ownRows(profile.clients(), OWN_ROW_WORK), postgres, engine);
                }
                if (parts.contains(ONE_CLIENT)) {
                    compare(result, "one client", "point_update", "point UPDATE; COMMIT", 1, Mode.READ_COMMITTED,
                            () -> RowIncrements.ownRows(1, Duration.ZERO), postgres, engine);
                }
                if (parts.contains(HOT_ROW)) {
                    compare(result, "hot row", "hot_autocommit", "autocommit UPDATE", profile.hotRowClients(), Mode.AUTOCOMMIT, RowIncrements::hotRow,
                            postgres, engine);
                    compare(result, "hot row", "hot_explicit", "BEGIN; UPDATE; COMMIT", profile.hotRowClients(), Mode.READ_COMMITTED,
                            RowIncrements::hotRow, postgres, engine);
                }
            } finally {
                HotrowDriver.instance().shutdown(); // the engine's databases close before their directory goes
            }
        }
        new WorkloadsCharts(rows, profile).addTo(result);
        print();
        result.note("load average at end: " + MachineInfo.procLoadAverage());
    }

    /** The TPC-C-like points: for each terminal count READ COMMITTED, the engine's serialized mode, then SERIALIZABLE. */
    private void tpcc(ExperimentResult result, WorkloadSide.Postgres postgresSide, WorkloadSide.Engine engineSide, WorkloadSide.Engine serializedSide)
            throws Exception {
        System.out.println("  TPC-C-like: " + profile.scale().describe());
        Database postgres = prepare(result, postgresSide, "tpcc", new Tpcc(profile.scale()));
        Database engine = prepare(result, engineSide, "tpcc", new Tpcc(profile.scale()));
        String refused = serializedSide.refusal("tpcc_serialized");
        if (refused != null) {
            result.note(TPCC_LABEL + ", " + SERIALIZED_SERIES + " not measured: " + refused);
        }
        Database serialized = refused == null ? prepare(result, serializedSide, "tpcc_serialized", new Tpcc(profile.scale())) : null;
        for (Database database : new Database[] {postgres, engine, serialized}) {
            warmUp(result, database);
        }
        for (int terminals : profile.terminals()) {
            String cannot = postgresSide.cannotTake(terminals);
            Outcome postgresReadCommitted = measure(result, postgres, terminals, Mode.READ_COMMITTED, cannot);
            Outcome engineReadCommitted = measure(result, engine, terminals, Mode.READ_COMMITTED, null);
            add(result, new Row(TPCC_LABEL, Mode.READ_COMMITTED.label(), terminals, postgresReadCommitted, engineReadCommitted, cannot));
            Outcome inSerializedMode = refused == null ? measure(result, serialized, terminals, Mode.READ_COMMITTED, null) : null;
            add(result, new Row(TPCC_LABEL, SERIALIZED_SERIES, terminals, postgresReadCommitted, inSerializedMode, cannot, refused,
                    "PostgreSQL: its READ COMMITTED point"));
            Outcome postgresSerializable = measure(result, postgres, terminals, Mode.SERIALIZABLE, cannot);
            Outcome engineSerializable = measure(result, engine, terminals, Mode.SERIALIZABLE, null);
            add(result, new Row(TPCC_LABEL, Mode.SERIALIZABLE.label(), terminals, postgresSerializable, engineSerializable, cannot));
        }
        for (Database database : new Database[] {postgres, engine, serialized}) {
            if (database != null) {
                Tpcc tpcc = (Tpcc) database.workload();
                System.out.printf(Locale.ROOT, "  TPC-C account on %s: %,d New-Orders, %,d Payments, %,d orders delivered committed; %,d New-Orders rolled"
                                + " back on purpose, %,d districts skipped by Delivery%n", database.side(), tpcc.newOrders.get(), tpcc.payments.get(),
                        tpcc.deliveredOrders.get(), tpcc.rolledBack.get(), tpcc.skippedDeliveries.get());
            }
        }
    }

    /**
     * An untimed run of the mix on a newly loaded database: the engine runs in this JVM, so its
     * first points would otherwise pay for the JIT (at one terminal it took about 5 s to go from a
     * third of its rate to all of it), and PostgreSQL's for its cold caches.
     */
    private void warmUp(ExperimentResult result, Database database) {
        if (database != null) {
            int terminals = Math.min(WARM_UP_TERMINALS, profile.mostTerminals());
            Duration length = profile.point().duration().multipliedBy(WARM_UP_POINTS);
            System.out.print("  (untimed warm-up)");
            result.attempt(database.name() + " on " + database.side() + ", warm-up", () -> TransactionLoad.measure(database, terminals,
                    Mode.READ_COMMITTED, new CounterLoad.Limits(Duration.ZERO, length, profile.point().maxCommits())));
        }
    }

    /** One workload on both sides, on a database of its own each, PostgreSQL first. */
    private void compare(ExperimentResult result, String workload, String database, String series, int clients, Mode mode, Supplier<Workload> make,
                         WorkloadSide postgresSide, WorkloadSide engineSide) throws Exception {
        String cannot = postgresSide.cannotTake(clients);
        Outcome postgres = cannot != null ? null : measure(result, prepare(result, postgresSide, database, make.get()), clients, mode, null);
        Outcome engine = measure(result, prepare(result, engineSide, database, make.get()), clients, mode, null);
        add(result, new Row(workload, series, clients, postgres, engine, cannot));
    }

    /** The workload's database on {@code side}, created and filled; null when that failed (noted). */
    private static Database prepare(ExperimentResult result, WorkloadSide side, String name, Workload workload) throws Exception {
        Database database = new Database(side.label(), name, workload, side.database(name));
        return result.attempt(name + " on " + side.label() + ", loading", () -> {
            try (Connection c = database.connector().open()) {
                workload.create(c);
                side.loaded(c);
            }
            return database;
        });
    }

    /** One side of one point; null when it was not measured ({@code cannot} says why) or failed (noted, and the experiment fails). */
    private Outcome measure(ExperimentResult result, Database database, int clients, Mode mode, String cannot) {
        if (database == null || cannot != null) {
            return null;
        }
        return result.attempt(database.name() + ", " + mode.label() + ", " + clients + " clients on " + database.side(),
                () -> TransactionLoad.measure(database, clients, mode, profile.point()));
    }

    private void add(ExperimentResult result, Row row) {
        rows.add(row);
        result.table().add(row.workload(), row.series(), row.clients(), Row.rate(row.postgres()), Row.rate(row.engine()), row.ratio(),
                retries(row.postgres(), true), retries(row.postgres(), false), retries(row.engine(), true), retries(row.engine(), false),
                row.postgres() == null ? null : row.postgres().p99Millis(), row.engine() == null ? null : row.engine().p99Millis(),
                ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage(), row.note());
    }

    private static Long retries(Outcome o, boolean serialization) {
        return o == null ? null : serialization ? o.serializationRetries() : o.deadlockRetries();
    }

    /** The comparison as a table on standard output: rates, ratios, and each side's retries as 40001/40P01. */
    private void print() {
        System.out.println();
        System.out.printf("%-18s %-24s %7s %14s %11s %10s %15s %15s  %s%n", "workload", "series", "clients", "PostgreSQL tps", "engine tps",
                "engine/PG", "PG retries", "engine retries", "");
        System.out.printf("%-18s %-24s %7s %14s %11s %10s %15s %15s%n", "", "", "", "", "", "", "40001/40P01", "40001/40P01");
        for (Row row : rows) {
            System.out.printf(Locale.ROOT, "%-18s %-24s %7d %14s %11s %10s %15s %15s  %s%n", row.workload(), row.series(), row.clients(),
                    shown(row.postgres()), shown(row.engine()), Double.isNaN(row.ratio()) ? "-" : String.format(Locale.ROOT, "%.2f", row.ratio()),
                    shownRetries(row.postgres()), shownRetries(row.engine()), row.note());
        }
    }

    private static String shown(Outcome o) {
        return o == null ? "-" : String.format(Locale.ROOT, "%,.0f", o.rate());
    }

    private static String shownRetries(Outcome o) {
        return o == null ? "-" : o.serializationRetries() + "/" + o.deadlockRetries();
    }
}
