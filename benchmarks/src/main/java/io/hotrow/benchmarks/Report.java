package io.hotrow.benchmarks;

import io.hotrow.benchmarks.CounterLoad.Measurement;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** The runs and the acceptance targets of one benchmark invocation, as a table and as CSV. */
final class Report {

    /** A measured ratio or rate and the goal it must reach, or, {@code atMost}, stay under; a NaN goal: shown for information only. */
    record Target(String name, double value, double goal, boolean atMost) {
        boolean met() {
            return Double.isNaN(goal) || (atMost ? value <= goal : value >= goal);
        }

        boolean informational() {
            return Double.isNaN(goal);
        }
    }

    /** A single-threaded cost measured in a loop rather than in commits: {@code operations} done in {@code seconds}. */
    record Timing(String name, long operations, double seconds) {
        double nanosPerOperation() {
            return seconds * 1e9 / operations;
        }
    }

    /**
     * One scenario at one client count, in transactions per second on PostgreSQL and on the engine;
     * NaN for a side whose run failed, or that was not measured, and then {@code notMeasured} says why.
     */
    record Comparison(String scenario, int clients, double postgresTps, double engineTps, String notMeasured) {
        Comparison(String scenario, int clients, double postgresTps, double engineTps) {
            this(scenario, clients, postgresTps, engineTps, null);
        }

        /** The engine alone: PostgreSQL could not run this point, for {@code reason}. */
        static Comparison engineOnly(String scenario, int clients, double engineTps, String reason) {
            return new Comparison(scenario, clients, Double.NaN, engineTps, reason);
        }

        boolean measured() {
            return notMeasured == null;
        }

        double ratio() {
            return engineTps / postgresTps;
        }

        /** A side's tps for the table: a number, "failed", or "not measured". */
        private String shown(double tps) {
            return !Double.isNaN(tps) ? String.format(Locale.ROOT, "%,.0f", tps) : measured() ? "failed" : "not measured";
        }

        /** A side's tps for the CSV: empty when not measured, NaN when its run failed. */
        private String csv(double tps) {
            return Double.isNaN(tps) && !measured() ? "" : String.format(Locale.ROOT, "%.1f", tps);
        }
    }

    private final List<Measurement> runs = new ArrayList<>();
    private final List<Comparison> comparisons = new ArrayList<>();
    private final List<Target> targets = new ArrayList<>();
    private final List<Timing> timings = new ArrayList<>();

    void add(List<Measurement> measurements) {
        runs.addAll(measurements);
    }

    void add(Timing timing) {
        timings.add(timing);
    }

    void add(Comparison comparison) {
        comparisons.add(comparison);
    }

    List<Comparison> comparisons() {
        return List.copyOf(comparisons);
    }

    /** A target as another report holds it. */
    void add(Target target) {
        targets.add(target);
    }

    /** {@code value} must reach {@code goal}. */
    void target(String name, double value, double goal) {
        targets.add(new Target(name, value, goal, false));
    }

    /** {@code value} must not exceed {@code goal}. */
    void targetAtMost(String name, double value, double goal) {
        targets.add(new Target(name, value, goal, true));
    }

    /** A ratio shown with the targets, with no goal to meet. */
    void ratio(String name, double value) {
        targets.add(new Target(name, value, Double.NaN, false));
    }

    List<Target> targets() {
        return List.copyOf(targets);
    }

    boolean allTargetsMet() {
        return targets.stream().allMatch(Target::met);
    }

    void print() {
        if (!timings.isEmpty()) {
            System.out.println();
            System.out.printf("%-58s %14s %8s %12s%n", "timing (one thread)", "operations", "secs", "ns/op");
            for (Timing t : timings) {
                System.out.printf(Locale.ROOT, "%-58s %,14d %8.2f %,12.1f%n", t.name(), t.operations(), t.seconds(), t.nanosPerOperation());
            }
        }
        if (!comparisons.isEmpty()) {
            System.out.println();
            System.out.printf("%-14s %7s %15s %12s %18s%n", "scenario", "clients", "PostgreSQL tps", "engine tps", "engine/PostgreSQL");
            for (Comparison c : comparisons) {
                System.out.printf(Locale.ROOT, "%-14s %7d %15s %12s %18s%s%n", c.scenario(), c.clients(), c.shown(c.postgresTps()),
                        c.shown(c.engineTps()), Double.isNaN(c.ratio()) ? "-" : String.format(Locale.ROOT, "%.2f", c.ratio()),
                        c.measured() ? "" : "  (" + c.notMeasured() + ")");
            }
        }
        if (runs.isEmpty()) {
            printTargets();
            return;
        }
        System.out.println();
        System.out.printf("%-14s %-20s %7s %5s %10s %7s %11s %8s %8s %8s %8s%n",
                "scenario", "store", "threads", "rows", "commits", "secs", "commits/s", "p50 ms", "p99 ms", "jvm cpu", "all cpu");
        for (Measurement m : runs) {
            System.out.printf(Locale.ROOT, "%-14s %-20s %7d %5d %,10d %7.2f %,11.0f %8.2f %8.2f %7.0f%% %7.0f%%%n",
                    m.scenario(), m.store(), m.threads(), m.rows(), m.commits(), m.seconds(), m.rate(), m.p50Millis(), m.p99Millis(),
                    100 * m.jvmCpu(), 100 * m.machineCpu());
        }
        if (runs.stream().anyMatch(m -> m.engine() != null)) {
            printEngineAccounts();
        }
        printTargets();
    }

    private void printEngineAccounts() {
        System.out.println();
        System.out.println("engine's own account of each measured phase (means; free = time the lane was free per commit):");
        System.out.printf("%-14s %-20s %10s %10s %6s %12s %8s %8s %9s %10s%n",
                "scenario", "store", "wait ms", "hold us", "busy", "free us/cmt", "flushes", "batch", "flush ms", "commit ms");
        for (Measurement m : runs) {
            EngineProbe.Breakdown e = m.engine();
            if (e != null) {
                System.out.printf(Locale.ROOT, "%-14s %-20s %10.2f %10.1f %5.0f%% %12.1f %,8d %8.1f %9.2f %10.2f%n", m.scenario(), m.store(),
                        e.laneWaitMillis(), e.laneHoldMicros(), 100 * e.laneBusy(), e.laneFreeMicros(), e.flushes(), e.batchRecords(),
                        e.flushMillis(), e.commitMillis());
            }
        }
    }

    private void printTargets() {
        System.out.println();
        System.out.printf("%-58s %11s %9s  %s%n", "target", "value", "goal", "");
        for (Target t : targets) {
            if (t.informational()) {
                System.out.printf(Locale.ROOT, "%-58s %,11.2f %9s%n", t.name(), t.value(), "-");
                continue;
            }
            System.out.printf(Locale.ROOT, "%-58s %,11.2f %s%,9.2f  %s%n", t.name(), t.value(), t.atMost() ? "<=" : "", t.goal(),
                    t.met() ? "MET" : "MISSED");
        }
    }

    /** Writes {@code runs} (or the comparisons, for a benchmark that has them) to {@code csv} and the targets next to it, as {@code <name>-targets.csv}. */
    void write(Path csv) throws IOException {
        Files.createDirectories(csv.toAbsolutePath().getParent());
        List<String> lines = comparisons.isEmpty() ? runLines() : comparisonLines();
        Files.write(csv, lines);
        List<String> goals = new ArrayList<>();
        goals.add("target,value,goal,met");
        for (Target t : targets) {
            goals.add(t.informational() ? String.format(Locale.ROOT, "%s,%.3f,,", t.name().replace(',', ';'), t.value())
                    : String.format(Locale.ROOT, "%s,%.3f,%.3f,%s", t.name().replace(',', ';'), t.value(), t.goal(), t.met()));
        }
        String name = csv.getFileName().toString().replaceFirst("\\.csv$", "");
        Path targetsCsv = csv.resolveSibling(name + "-targets.csv");
        Files.write(targetsCsv, goals);
        System.out.println();
        if (timings.isEmpty()) {
            System.out.println("wrote " + csv + " and " + targetsCsv);
            return;
        }
        List<String> timed = new ArrayList<>();
        timed.add("timing,operations,seconds,ns_per_operation");
        for (Timing t : timings) {
            timed.add(String.format(Locale.ROOT, "%s,%d,%.3f,%.2f", t.name().replace(',', ';'), t.operations(), t.seconds(), t.nanosPerOperation()));
        }
        Path timingsCsv = csv.resolveSibling(name + "-timings.csv");
        Files.write(timingsCsv, timed);
        System.out.println("wrote " + csv + ", " + targetsCsv + " and " + timingsCsv);
    }

    private List<String> runLines() {
        List<String> lines = new ArrayList<>();
        lines.add("scenario,store,threads,rows,commits,seconds,commits_per_s,p50_ms,p99_ms,jvm_cpu,machine_cpu,"
                + "lane_wait_ms,lane_hold_us,lane_busy,lane_free_us_per_commit,flushes,batch_records,flush_ms,commit_ms");
        for (Measurement m : runs) {
            EngineProbe.Breakdown e = m.engine();
            lines.add(String.format(Locale.ROOT, "%s,%s,%d,%d,%d,%.3f,%.1f,%.3f,%.3f,%.3f,%.3f,%s", m.scenario(), m.store().replace(',', ';'),
                    m.threads(), m.rows(), m.commits(), m.seconds(), m.rate(), m.p50Millis(), m.p99Millis(), m.jvmCpu(), m.machineCpu(),
                    e == null ? ",,,,,,," :
                    String.format(Locale.ROOT, "%.3f,%.2f,%.3f,%.2f,%d,%.2f,%.3f,%.3f", e.laneWaitMillis(), e.laneHoldMicros(), e.laneBusy(),
                            e.laneFreeMicros(), e.flushes(), e.batchRecords(), e.flushMillis(), e.commitMillis())));
        }
        return lines;
    }

    private List<String> comparisonLines() {
        List<String> lines = new ArrayList<>();
        lines.add("scenario,clients,postgres_tps,engine_tps,engine_over_postgres,not_measured");
        for (Comparison c : comparisons) {
            lines.add(String.format(Locale.ROOT, "%s,%d,%s,%s,%s,%s", c.scenario(), c.clients(), c.csv(c.postgresTps()), c.csv(c.engineTps()),
                    c.measured() ? String.format(Locale.ROOT, "%.3f", c.ratio()) : "", c.measured() ? "" : c.notMeasured().replace(',', ';')));
        }
        return lines;
    }
}
