package io.hotrow.benchmarks;

import io.hotrow.driver.HotrowDriver;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code report}: runs the experiments of docs/benchmarks.md one after the other and writes
 * what they found to one directory: a CSV per experiment, {@code aims.csv}, and {@code report.html}
 * with the charts, the machine and the command. Progress shows one line per point; the page is
 * rewritten after each experiment, so an interrupted run still leaves what it measured.
 */
final class ReportBenchmark {

    static final String NAME = "report";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar report [options]
              --quick                fewer, shorter points: under 5 minutes on 2 cores (default: the full
                                     profile, under 30 minutes)
              --smoke                one tiny point of each series, in well under a minute: that every path runs
              --only NAME            run one experiment: plateau, contention-wall, database-scaling,
                                     driver-overhead, bucket-upserts, workloads, recovery or
                                     schema-script (default all)
              --out DIR              where the CSVs and report.html go (default report/ next to the jar)
              --postgres-url URL     PostgreSQL to compare with (default $HOTROW_PG_URL or
                                     jdbc:postgresql://127.0.0.1:5432/test?user=postgres)
              --require-targets      exit 2 when an aim is missed""";

    record Options(ReportProfile profile, Set<String> only, Path out, String postgresUrl, boolean requireTargets, String command) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--out", "--postgres-url"), Set.of("--quick", "--smoke", "--require-targets"), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            if (line.flag("--quick") && line.flag("--smoke")) {
                throw new IllegalArgumentException("--quick and --smoke are two profiles: give one\n" + USAGE);
            }
            ReportProfile profile = line.flag("--smoke") ? ReportProfile.SMOKE : line.flag("--quick") ? ReportProfile.QUICK : ReportProfile.FULL;
            String out = line.text("--out", null);
            Set<String> names = new LinkedHashSet<>(experiments(profile, "").stream().map(Experiment::name).toList());
            return new Options(profile, line.families(names), out == null ? CommandLine.besideJar("report") : Path.of(out),
                    line.text("--postgres-url", System.getenv().getOrDefault("HOTROW_PG_URL", CommandLine.DEFAULT_POSTGRES_URL)),
                    line.flag("--require-targets"), ReportBenchmark.command(args));
        }
    }

    private ReportBenchmark() {
    }

    static int run(Options o) throws Exception {
        Path out = Files.createDirectories(o.out());
        ReportProfile profile = o.profile();
        List<Experiment> experiments = experiments(profile, o.postgresUrl()).stream().filter(e -> o.only().contains(e.name())).toList();
        MachineInfo machine = MachineInfo.read(o.postgresUrl());
        System.out.printf("hotrow report, %s profile: %d experiments, results in %s%n", profile.name(), experiments.size(), out);
        machine.facts().forEach((name, value) -> System.out.printf("  %-22s %s%n", name, value));
        List<ExperimentResult> results = new ArrayList<>();
        boolean failed = false;
        for (Experiment experiment : experiments) {
            System.out.printf("%n== [%d/%d] %s ==%n", results.size() + 1, experiments.size(), experiment.title());
            ExperimentResult result = new ExperimentResult(experiment);
            results.add(result);
            long started = System.nanoTime();
            try {
                experiment.run(result);
            } catch (Exception e) {
                result.failed(e.getMessage());
                Benchmarks.reportFailure(e);
            } finally {
                HotrowDriver.instance().shutdown();
            }
            failed |= result.failure() != null;
            result.took((System.nanoTime() - started) / 1e9);
            System.out.printf(Locale.ROOT, "  (%s: %.0f s)%n", experiment.name(), result.seconds());
            Files.write(out.resolve(experiment.name() + ".csv"), result.table().csvLines());
            HtmlReport.write(out.resolve("report.html"), o.command(), profile, machine, results, false);
        }
        machine.put("load average at end", MachineInfo.loadAverage());
        Report aims = new Report();
        ResultTable aimsTable = new ResultTable(List.of("experiment", "aim", "value", "goal", "at_most", "met"));
        for (ExperimentResult result : results) {
            for (Report.Target t : result.aims().targets()) {
                aims.add(t);
                aimsTable.add(result.name(), t.name(), t.value(), t.goal(), t.atMost(), t.informational() ? null : t.met());
            }
        }
        Files.write(out.resolve("aims.csv"), aimsTable.csvLines());
        HtmlReport.write(out.resolve("report.html"), o.command(), profile, machine, results, true);
        aims.print();
        System.out.printf("%nwrote %s and %d CSVs in %s%n", out.resolve("report.html"), results.size() + 1, out);
        if (failed) {
            System.out.println("\nFAILED: see the errors above; the report holds the points measured before each failure");
            return 1;
        }
        return o.requireTargets() && !aims.allTargetsMet() ? 2 : 0;
    }

    /** Every experiment, in the order they run. */
    private static List<Experiment> experiments(ReportProfile profile, String postgresUrl) {
        return List.of(new GroupCommitPlateau(profile), new ContentionWall(profile, postgresUrl), new DatabaseScaling(profile), new DriverOverhead(profile, postgresUrl),
                new BucketUpserts(profile, postgresUrl), new Workloads(WorkloadsProfile.of(profile), postgresUrl, Workloads.PARTS), new RecoveryTime(profile),
                new SchemaScriptExperiment(profile, postgresUrl));
    }

    /** The command that produced the report, as a reader would type it again. */
    static String command(String[] args) {
        String arguments = String.join(" ", args);
        try {
            Path location = Path.of(Benchmarks.class.getProtectionDomain().getCodeSource().getLocation().toURI());
            if (!location.toString().endsWith(".jar")) {
                return "hotrow-benchmarks " + arguments + " (in-process, classes from " + location + ")";
            }
            Path here = Path.of("").toAbsolutePath();
            return "java -jar " + (location.startsWith(here) ? here.relativize(location) : location) + " " + arguments;
        } catch (URISyntaxException | RuntimeException e) {
            return "hotrow-benchmarks " + arguments;
        }
    }
}
