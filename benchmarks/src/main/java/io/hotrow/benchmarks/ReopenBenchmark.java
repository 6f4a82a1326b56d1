package io.hotrow.benchmarks;

import io.hotrow.benchmarks.ReportProfile.ReopenCases;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.OpenAccount;
import io.hotrow.engine.database.SnapshotPolicy;
import io.hotrow.engine.store.LocalDirectoryObjectStore;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;

/**
 * The large reopen case of the {@code recovery} experiment on its own: a database of many rows in
 * a snapshot plus a tail of logged increments, built once into a directory that is kept, then
 * reopened (read-only in effect: each reopen only adds its epoch's fences and manifest) as many
 * times as asked, each timed and checked. Building once lets builds of the engine be compared on
 * the same objects, and keeps the slow part (the fill) out of repeated measurements. With
 * {@code --tpcc} the database is the TPC-C-like one after a while of its traffic instead.
 */
final class ReopenBenchmark {

    static final String NAME = "reopen";
    static final String USAGE = NAME + " --dir PATH [--rows N] [--tail N] [--reopens N]\n"
            + "  builds the database in PATH unless it exists, then reopens it --reopens times (default 3), printing each open's account\n"
            + "   or: " + NAME + " --dir PATH --tpcc standard|quick|smoke [--traffic SECONDS] [--snapshot-mb N] [--reopens N]\n"
            + "  the same for the TPC-C-like database after --traffic seconds (default 60) of its transactions from " + TpccReopen.TERMINALS
            + " terminals,\n  snapshots due every --snapshot-mb MB logged (default: the engine's)";

    private ReopenBenchmark() {
    }

    /** {@code tpcc} null for the large database with a tail of increments. */
    record Options(Path directory, int rows, int tail, int reopens, TpccScale tpcc, Duration traffic, SnapshotPolicy snapshots) {
        static Options parse(String[] args) {
            Path directory = null;
            int rows = 1_000_000, tail = 100_000, reopens = 3;
            TpccScale tpcc = null;
            Duration traffic = Duration.ofSeconds(60);
            SnapshotPolicy snapshots = SnapshotPolicy.DEFAULT;
            for (int i = 1; i < args.length; i++) {
                String value = i + 1 < args.length ? args[i + 1] : null;
                switch (args[i]) {
                    case "--dir" -> directory = Path.of(require(args[i], value));
                    case "--rows" -> rows = Integer.parseInt(require(args[i], value));
                    case "--tail" -> tail = Integer.parseInt(require(args[i], value));
                    case "--reopens" -> reopens = Integer.parseInt(require(args[i], value));
                    case "--tpcc" -> tpcc = scale(require(args[i], value));
                    case "--traffic" -> traffic = Duration.ofSeconds(Long.parseLong(require(args[i], value)));
                    case "--snapshot-mb" -> snapshots = snapshots.withBytes(Long.parseLong(require(args[i], value)) << 20);
                    case "--help", "-h" -> {
                        return null;
                    }
                    default -> throw new IllegalArgumentException("unknown option " + args[i] + "\nusage: " + USAGE);
                }
                i++;
            }
            if (directory == null) {
                throw new IllegalArgumentException("--dir is required\nusage: " + USAGE);
            }
            return new Options(directory, rows, tail, reopens, tpcc, traffic, snapshots);
        }

        private static TpccScale scale(String name) {
            for (TpccScale scale : List.of(TpccScale.STANDARD, TpccScale.QUICK, TpccScale.SMOKE)) {
                if (scale.name().equals(name)) {
                    return scale;
                }
            }
            throw new IllegalArgumentException("--tpcc is standard, quick or smoke, not " + name);
        }

        private static String require(String option, String value) {
            if (value == null) {
                throw new IllegalArgumentException(option + " needs a value");
            }
            return value;
        }
    }

    static int run(Options options) throws Exception {
        ReopenCases cases = new ReopenCases(options.rows(), options.tail(), TpccScale.SMOKE, Duration.ZERO);
        LocalDirectoryObjectStore store = new LocalDirectoryObjectStore(options.directory());
        long started = System.nanoTime();
        if (options.tpcc() != null && !TpccReopen.built(options.directory())) {
            TpccReopen.build(store, options.directory(), options.tpcc(), options.traffic(), options.snapshots());
            System.out.printf(Locale.ROOT, "built the TPC-C-like database (%s) with %d s of traffic in %,.1f s%n", options.tpcc().name(),
                    options.traffic().toSeconds(), (System.nanoTime() - started) / 1e9);
        } else if (options.tpcc() == null && !Files.exists(options.directory().resolve("db"))) {
            RecoveryTime.buildLargeWithTail(store, cases);
            System.out.printf(Locale.ROOT, "built %,d rows + %,d-commit tail in %,.1f s%n", options.rows(), options.tail(), (System.nanoTime() - started) / 1e9);
        }
        for (int i = 1; i <= options.reopens(); i++) {
            long cpuBefore = RecoveryTime.PROCESS.getProcessCpuTime();
            Database database = RecoveryTime.open(store);
            double cpuMillis = (RecoveryTime.PROCESS.getProcessCpuTime() - cpuBefore) / 1e6;
            try {
                OpenAccount open = database.recovery();
                System.out.printf(Locale.ROOT, "reopen %d: opened in %,.1f ms (process CPU %,.1f ms): snapshot %,.1f MB restored in %,.1f ms; %,d records in %,d log objects (%,.1f MB)"
                                + " replayed in %,.1f ms; load average %s%n", i, open.totalMillis(), cpuMillis, open.snapshotBytes() / 1e6, open.restoreMillis(), open.records(),
                        open.logObjects(), open.logBytes() / 1e6, open.replayMillis(), MachineInfo.procLoadAverage());
                if (options.tpcc() == null) {
                    RecoveryTime.checkLarge(database, cases);
                } else {
                    TpccReopen.check(database, options.directory(), options.tpcc());
                }
            } finally {
                database.shutdown();
            }
        }
        return 0;
    }
}
