package io.hotrow.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** One experiment's rows under named columns: its CSV, and the table under its charts in the HTML report. */
final class ResultTable {

    private final List<String> columns;
    private final List<List<String>> rows = new ArrayList<>();

    ResultTable(List<String> columns) {
        this.columns = List.copyOf(columns);
    }

    /** A row, one value per column: numbers as the CSV shows them (NaN and null as empty). */
    void add(Object... values) {
        if (values.length != columns.size()) {
            throw new IllegalArgumentException(values.length + " values for " + columns.size() + " columns " + columns);
        }
        List<String> row = new ArrayList<>();
        for (Object value : values) {
            row.add(cell(value));
        }
        rows.add(row);
    }

    List<String> columns() {
        return columns;
    }

    List<List<String>> rows() {
        return List.copyOf(rows);
    }

    List<String> csvLines() {
        List<String> lines = new ArrayList<>();
        lines.add(String.join(",", columns));
        rows.forEach(row -> lines.add(String.join(",", row.stream().map(ResultTable::field).toList())));
        return lines;
    }

    private static String cell(Object value) {
        if (value instanceof Double d) {
            return Double.isFinite(d) ? String.format(Locale.ROOT, "%.3f", d) : "";
        }
        return value == null ? "" : value.toString().replace('\n', ' ');
    }

    /** A cell as a CSV field: quoted when it holds a comma or a quote (RFC 4180). */
    private static String field(String cell) {
        return cell.contains(",") || cell.contains("\"") ? "\"" + cell.replace("\"", "\"\"") + "\"" : cell;
    }
}
