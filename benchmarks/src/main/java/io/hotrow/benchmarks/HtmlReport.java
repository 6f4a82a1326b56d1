package io.hotrow.benchmarks;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * report.html: one self-contained page (inline CSS and SVG, nothing fetched) with the command, the
 * machine, every aim against its goal, and each experiment's charts, notes and data.
 */
final class HtmlReport {

    private static final String STYLE = """
            body { font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; margin: 24px auto; max-width: 1120px; color: #222; }
            h1 { font-size: 24px; } h2 { font-size: 19px; margin-top: 36px; border-bottom: 1px solid #ccc; padding-bottom: 4px; }
            table { border-collapse: collapse; font-size: 13px; margin: 8px 0; }
            th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; } td.n { text-align: right; font-variant-numeric: tabular-nums; white-space: nowrap; }
            .met { color: #0a7d32; font-weight: 600; } .missed { color: #b3261e; font-weight: 600; } .info { color: #666; }
            .failure { background: #fdecea; border: 1px solid #b3261e; padding: 8px; } pre { background: #f5f5f5; padding: 8px; white-space: pre-wrap; }
            .charts { display: flex; flex-wrap: wrap; gap: 12px; } p.desc { max-width: 900px; }
            svg.chart text { font-size: 11px; fill: #333; } svg.chart text.title { font-size: 14px; font-weight: 600; }
            svg.chart text.axis-label { font-size: 12px; } svg.chart text.legend { font-size: 11px; } svg.chart text.bar-label { font-size: 10px; }
            svg.chart line.grid { stroke: #e5e5e5; } svg.chart line.axis { stroke: #888; }
            """;

    private final StringBuilder html = new StringBuilder();

    private HtmlReport() {
    }

    /**
     * Writes the page. {@code command} is what a reader would type to get it again; {@code finished}
     * says whether every experiment has run (the page is rewritten after each one).
     */
    static void write(Path file, String command, ReportProfile profile, MachineInfo machine, List<ExperimentResult> results, boolean finished)
            throws IOException {
        HtmlReport page = new HtmlReport();
        page.head(profile, results, finished);
        page.html.append("<h2>Command</h2>\n<pre>").append(Html.escape(command)).append("</pre>\n");
        page.machine(machine);
        page.aims(results);
        results.forEach(page::experiment);
        page.html.append("</body>\n</html>\n");
        Files.writeString(file, page.html, StandardCharsets.UTF_8);
    }

    private void head(ReportProfile profile, List<ExperimentResult> results, boolean finished) {
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>hotrow benchmark report</title>\n<style>\n")
                .append(STYLE).append("</style>\n</head>\n<body>\n<h1>hotrow benchmark report</h1>\n<p>Profile <b>").append(profile.name())
                .append("</b>; ").append(results.size()).append(finished ? " experiments" : " experiments so far (still running)");
        long failed = results.stream().filter(r -> r.failure() != null).count();
        long aims = results.stream().flatMap(r -> r.aims().targets().stream()).filter(t -> !t.informational()).count();
        long met = results.stream().flatMap(r -> r.aims().targets().stream()).filter(t -> !t.informational() && t.met()).count();
        html.append(String.format(Locale.ROOT, ", %.1f minutes; %d of %d aims met", results.stream().mapToDouble(ExperimentResult::seconds).sum() / 60,
                met, aims));
        html.append(failed > 0 ? "; <span class=\"missed\">" + failed + " failed</span>" : "").append(".</p>\n");
        html.append("<p class=\"desc\">Absolute rates depend on the machine and on whatever else it runs: compare the two sides of one run,"
                + " and read the load average below before comparing two runs.</p>\n");
    }

    private void machine(MachineInfo machine) {
        html.append("<h2>Machine</h2>\n<table>\n");
        for (Map.Entry<String, String> fact : machine.facts().entrySet()) {
            html.append("<tr><th>").append(Html.escape(fact.getKey())).append("</th><td>").append(Html.escape(fact.getValue())).append("</td></tr>\n");
        }
        html.append("</table>\n");
    }

    private void aims(List<ExperimentResult> results) {
        html.append("<h2>Aims</h2>\n<table>\n<tr><th>experiment</th><th>aim</th><th>value</th><th>goal</th><th></th></tr>\n");
        for (ExperimentResult result : results) {
            for (Report.Target t : result.aims().targets()) {
                html.append("<tr><td>").append(Html.escape(result.title())).append("</td><td>").append(Html.escape(t.name())).append("</td><td class=\"n\">")
                        .append(number(t.value())).append("</td><td class=\"n\">")
                        .append(t.informational() ? "-" : (t.atMost() ? "&le; " : "&ge; ") + number(t.goal())).append("</td>")
                        .append(t.informational() ? "<td class=\"info\">shown</td>" : t.met() ? "<td class=\"met\">MET</td>" : "<td class=\"missed\">MISSED</td>")
                        .append("</tr>\n");
            }
        }
        html.append("</table>\n");
    }

    private void experiment(ExperimentResult result) {
        html.append("<h2 id=\"").append(result.name()).append("\">").append(Html.escape(result.title())).append("</h2>\n<p class=\"desc\">")
                .append(Html.escape(result.description())).append(String.format(Locale.ROOT, " (%.0f s)", result.seconds())).append("</p>\n");
        if (result.failure() != null) {
            html.append("<p class=\"failure\">FAILED: ").append(Html.escape(result.failure()))
                    .append("<br>The table holds the points measured before the failure.</p>\n");
        }
        html.append("<div class=\"charts\">\n");
        result.charts().forEach(chart -> html.append(chart.svg()).append('\n'));
        html.append("</div>\n");
        if (!result.notes().isEmpty()) {
            html.append("<ul>\n");
            result.notes().forEach(note -> html.append("<li>").append(Html.escape(note)).append("</li>\n"));
            html.append("</ul>\n");
        }
        ResultTable table = result.table();
        html.append("<details><summary>data: <a href=\"").append(result.name()).append(".csv\">").append(result.name()).append(".csv</a>, ")
                .append(table.rows().size()).append(" rows</summary>\n<table>\n<tr>");
        table.columns().forEach(column -> html.append("<th>").append(Html.escape(column)).append("</th>"));
        html.append("</tr>\n");
        for (List<String> row : table.rows()) {
            html.append("<tr>");
            row.forEach(cell -> html.append(cell.matches("-?[0-9.]+") ? "<td class=\"n\">" : "<td>").append(Html.escape(cell)).append("</td>"));
            html.append("</tr>\n");
        }
        html.append("</table>\n</details>\n");
    }

    private static String number(double value) {
        return Double.isFinite(value) ? String.format(Locale.ROOT, "%,.2f", value) : "n/a";
    }
}
