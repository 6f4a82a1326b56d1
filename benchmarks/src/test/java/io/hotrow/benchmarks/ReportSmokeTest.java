package io.hotrow.benchmarks;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.awt.image.BufferedImage;
import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code report --smoke} end to end, in this JVM: every experiment's smallest point runs against
 * the engine and the local PostgreSQL, and the CSVs and report.html hold every series, so the
 * report cannot rot. Then headless Chromium opens the page and the screenshot is kept next to it
 * (target/report/report.png), so a broken chart is seen. No assertion on any rate or time.
 */
class ReportSmokeTest {

    private static final Path OUT = Path.of("target", "report");
    private static final Path CHROMIUM = Path.of("/usr/bin/chromium");
    private static final int CHARTS = 15;

    private static int exitStatus;

    @BeforeAll
    @Timeout(value = 4, unit = TimeUnit.MINUTES)
    static void runSmokeReport() throws Exception {
        Benchmarks.quietLogging();
        String[] args = {"report", "--smoke", "--out", OUT.toString()};
        exitStatus = ReportBenchmark.run(ReportBenchmark.Options.parse(args));
    }

    @Test
    void everyExperimentCompletesAndWritesItsSeries() throws IOException {
        assertEquals(0, exitStatus, "report --smoke failed; its output above says where");
        assertRows("plateau", "store_latency_ms,clients,commits", List.of("0,1,", "0,4,", "1,1,", "1,4,", "10,1,", "10,4,"));
        assertRows("contention-wall", "side,scenario,clients", List.of("\"engine, local directory\",naive,1,", "\"engine, local directory\",sharded x16,4,",
                "\"engine, local directory\",4 rows,4,", "PostgreSQL via hotrow,naive,1,", "PostgreSQL via hotrow,sharded x16,4,",
                "PostgreSQL via hotrow,4 rows,4,", "\"engine, memory, PUT 10 ms\",naive,4,"));
        assertRows("database-scaling", "databases,clients", List.of("1,2,", "2,4,"));
        assertRows("driver-overhead", "workload,round,side", List.of("point reads by key,1,plain pgjdbc,", "point reads by key,1,jdbc:hotrow: placement=postgres,",
                "updates of distinct rows,1,plain pgjdbc,", "updates of distinct rows,1,jdbc:hotrow: placement=postgres,"));
        assertRows("bucket-upserts", "side,buckets", List.of("PostgreSQL ", ",1,", ",100,", ",1000,", "\"engine, local directory\",1,",
                "\"engine, local directory\",1000,"));
        assertRows("workloads", "workload,series,clients,postgres_tps,engine_tps", List.of("TPC-C-like mix,READ COMMITTED,1,",
                "TPC-C-like mix,SERIALIZABLE,2,", "TPC-C-like mix,engine serialized mode,2,", "zipfian key-value,", "own rows,", "one client,",
                "hot row,autocommit UPDATE,2,", "hot row,BEGIN; UPDATE; COMMIT,2,"));
        assertRows("recovery", "case,store,logged_commits", List.of("\"open, log only\",local directory,1000,", "\"open, snapshot\",local directory,1000,",
                "warm reopen (median),local directory,", "warm reopen (median),\"memory, 10 ms a request\","));
        assertRows("schema-script", "case,side,run,ms", List.of("\"script, one text\",\"engine, local directory\",1,",
                "\"script, statement by statement\",\"engine, memory\",1,", "\"script, one text\",PostgreSQL,1,",
                "\"first connection, new JVM\",\"engine, local directory\",1,",
                "\"first connection and tables listed, new JVM\",\"engine, memory\",1,", "\"first connection, warm JVM\",PostgreSQL,1,"));
        assertRows("aims", "experiment,aim,value,goal", List.of("database-scaling,2 databases", "driver-overhead,\"point reads by key",
                "recovery,\"warm reopen, local directory", "schema-script,\"script, statement by statement: engine, local directory / PostgreSQL"));

        String html = Files.readString(OUT.resolve("report.html"));
        assertEquals(CHARTS, html.split("<svg ", -1).length - 1, "one inline SVG per chart");
        assertFalse(html.contains("<script"), "no scripts");
        assertFalse(html.replace("http://www.w3.org/2000/svg", "").contains("http"), "nothing fetched: the SVG namespace is the only address");
        assertFalse(html.contains("still running"), "the finished page says it is finished");
        for (String expected : List.of("PUT 10 ms", "p99, PUT 1 ms", "engine, local directory: sharded x16", "PostgreSQL via hotrow: distinct rows",
                "N x one database", "plain pgjdbc", "one key", "TPC-C-like mix: engine / PostgreSQL", "1,000 buckets", "log only (replayed)", "Warm reopen", "Reopening after traffic", "synchronous_commit=",
                "max_connections=", "report --smoke")) {
            assertTrue(html.contains(expected), "report.html shows " + expected);
        }
        // Whether an aim is met depends on the machine's load; that each shows a verdict does not.
        assertTrue(html.contains(">MET<") || html.contains(">MISSED<"), "report.html shows the aims' verdicts");
    }

    @Test
    @Timeout(value = 2, unit = TimeUnit.MINUTES)
    void chromiumDrawsTheReport() throws Exception {
        assumeTrue(Files.isExecutable(CHROMIUM), "no " + CHROMIUM + ": the screenshot of report.html is skipped");
        assertEquals(0, exitStatus, "report --smoke failed");
        Path screenshot = OUT.resolve("report.png").toAbsolutePath();
        Files.deleteIfExists(screenshot);
        try (ScratchDirectory profile = new ScratchDirectory()) { // a fresh Chromium profile, removed afterwards
            Process chromium = new ProcessBuilder(CHROMIUM.toString(), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                    "--disable-background-networking", "--disable-component-update", "--disable-sync", "--user-data-dir=" + profile.path(),
                    "--screenshot=" + screenshot, "--window-size=1200,1600", OUT.resolve("report.html").toAbsolutePath().toUri().toString())
                    .redirectErrorStream(true).redirectOutput(ProcessBuilder.Redirect.DISCARD).redirectInput(ProcessBuilder.Redirect.from(new File("/dev/null")))
                    .start();
            if (!chromium.waitFor(90, TimeUnit.SECONDS)) {
                chromium.destroyForcibly();
                throw new AssertionError("chromium did not finish the screenshot within 90 s");
            }
            assertEquals(0, chromium.exitValue(), "chromium's exit status");
        }
        BufferedImage image = ImageIO.read(screenshot.toFile());
        assertEquals(1200, image.getWidth());
        assertEquals(1600, image.getHeight());
        Set<Integer> colours = new HashSet<>();
        long inked = 0, sampled = 0;
        for (int y = 0; y < image.getHeight(); y += 2) {
            for (int x = 0; x < image.getWidth(); x += 2) {
                int rgb = image.getRGB(x, y) & 0xffffff;
                colours.add(rgb);
                sampled++;
                inked += rgb == 0xffffff ? 0 : 1;
            }
        }
        assertTrue(colours.size() > 50, "a page of text, tables and coloured chart lines, not a blank one: " + colours.size() + " colours");
        assertTrue(inked > sampled / 100, "ink on more than 1% of the page: " + inked + " of " + sampled);
    }

    /** {@code <name>.csv} exists, starts with {@code header}, and holds a line containing each of {@code lines}. */
    private static void assertRows(String name, String header, List<String> lines) throws IOException {
        List<String> csv = Files.readAllLines(OUT.resolve(name + ".csv"));
        assertTrue(csv.get(0).startsWith(header), name + ".csv's header: " + csv.get(0));
        for (String expected : lines) {
            assertTrue(csv.stream().skip(1).anyMatch(line -> line.contains(expected)), name + ".csv has a row with '" + expected + "':\n" + String.join("\n", csv));
        }
    }
}
