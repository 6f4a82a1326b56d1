package io.hotrow.benchmarks;

import io.hotrow.driver.HotrowDriver;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * {@code workloads}: the {@link Workloads} experiment on its own, with its options. Prints the
 * comparison table and the load average, writes the table as CSV and the charts as SVG beside it,
 * and exits 1 when a run failed or a check found a violation.
 */
final class WorkloadsBenchmark {

    static final String NAME = "workloads";
    static final String USAGE = """
            java -jar benchmarks/target/hotrow-benchmarks.jar workloads [options]
              --quick                TPC-C-like at a tenth of the standard size (300 customers per district,
                                     10,000 items), 0.5 s warm-up and 2 s per point: about 2.5 minutes
                                     (default: the standard size, 1 s warm-up and 5 s per point)
              --smoke                one tiny point of each series (1 and 2 terminals, 2 clients, 0.5 s)
              --only PART            run one part: tpcc, kv, own-rows, one-client or hot-row (default all)
              --terminals N,N,...    TPC-C terminal counts (default 1,4,16,64)
              --seconds S            measured time per point
              --warmup-seconds S     warm-up per point, on the same connections
              --max-transactions N   transactions per phase at most, whatever the time (default 1000000)
              --postgres-url URL     PostgreSQL to compare with (default $HOTROW_PG_URL or
                                     jdbc:postgresql://127.0.0.1:5432/test?user=postgres)
              --csv PATH             results file (default workloads.csv next to the jar); the charts go
                                     beside it as <name>-<chart>.svg""";

    record Options(WorkloadsProfile profile, Set<String> parts, String postgresUrl, Path csv) {
        static Options parse(String[] args) {
            CommandLine line = new CommandLine(args, Set.of("--only", "--terminals", "--seconds", "--warmup-seconds", "--max-transactions",
                    "--postgres-url", "--csv"), Set.of("--quick", "--smoke"), USAGE);
            if (line.helpAsked()) {
                return null;
            }
            if (line.flag("--quick") && line.flag("--smoke")) {
                throw new IllegalArgumentException("--quick and --smoke are two profiles: give one\n" + USAGE);
            }
            WorkloadsProfile base = line.flag("--smoke") ? WorkloadsProfile.SMOKE : line.flag("--quick") ? WorkloadsProfile.QUICK : WorkloadsProfile.FULL;
            CommandLine.Common common = line.common(NAME);
            CounterLoad.Limits limits = new CounterLoad.Limits(seconds(line, "--warmup-seconds", base.point().warmup()),
                    seconds(line, "--seconds", base.point().duration()), (long) line.positive("--max-transactions", base.point().maxCommits()));
            WorkloadsProfile profile = base.with(terminals(line.text("--terminals", null), base.terminals()), limits);
            return new Options(profile, line.families(Workloads.PARTS), common.postgresUrl(), common.csv());
        }

        private static Duration seconds(CommandLine line, String option, Duration fallback) {
            return Duration.ofMillis((long) (line.positive(option, fallback.toMillis() / 1e3) * 1000));
        }

        private static List<Integer> terminals(String text, List<Integer> fallback) {
            if (text == null) {
                return fallback;
            }
            List<Integer> counts = new ArrayList<>();
            for (String count : text.split(",")) {
                try {
                    counts.add(Integer.parseInt(count.strip()));
                } catch (NumberFormatException e) {
                    counts.add(0); // refused below
                }
                if (counts.get(counts.size() - 1) < 1) {
                    throw new IllegalArgumentException("--terminals takes positive counts separated by commas, not '" + count + "'");
                }
            }
            return List.copyOf(counts);
        }
    }

    private WorkloadsBenchmark() {
    }

    static int run(Options o) throws Exception {
        WorkloadsProfile p = o.profile();
        System.out.printf(Locale.ROOT, "hotrow workloads benchmark, %s profile: %d cores, Java %s; %.1f s warm-up + %.1f s measured per point,"
                        + " at most %,d transactions per phase; parts %s%n", p.name(), Runtime.getRuntime().availableProcessors(),
                System.getProperty("java.version"), p.point().warmup().toMillis() / 1e3, p.point().duration().toMillis() / 1e3, p.point().maxCommits(),
                Workloads.PARTS.stream().filter(o.parts()::contains).toList());
        Workloads experiment = new Workloads(p, o.postgresUrl(), o.parts());
        ExperimentResult result = new ExperimentResult(experiment);
        try {
            experiment.run(result);
        } catch (Exception e) {
            result.failed(e.getMessage());
            Benchmarks.reportFailure(e);
        } finally {
            HotrowDriver.instance().shutdown();
        }
        write(o.csv(), result);
        if (result.failure() != null) {
            System.out.println("\nFAILED: " + result.failure() + "\nthe table holds the points measured; see the errors above");
            return 1;
        }
        return 0;
    }

    /** The table to {@code csv}, each chart to an SVG file beside it. */
    private static void write(Path csv, ExperimentResult result) throws IOException {
        Files.createDirectories(csv.toAbsolutePath().getParent());
        Files.write(csv, result.table().csvLines());
        String name = csv.getFileName().toString().replaceFirst("\\.csv$", "");
        List<String> written = new ArrayList<>(List.of(csv.toString()));
        for (Chart chart : result.charts()) {
            String slug = chart.title().toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
            Path svg = csv.resolveSibling(name + "-" + slug + ".svg");
            Files.writeString(svg, chart.svg());
            written.add(svg.getFileName().toString());
        }
        System.out.println("\nwrote " + String.join(", ", written));
    }
}
