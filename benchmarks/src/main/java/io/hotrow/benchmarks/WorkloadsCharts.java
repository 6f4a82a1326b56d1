package io.hotrow.benchmarks;

import io.hotrow.benchmarks.TransactionLoad.Mode;
import io.hotrow.benchmarks.Workloads.Row;
import java.util.List;

/**
 * The {@code workloads} experiment drawn: TPC-C-like transactions/s against terminals and the
 * engine/PostgreSQL ratio, the other workloads as bars, and the ratios shown with the report's aims.
 */
final class WorkloadsCharts {

    private static final List<String> TPCC_SERIES = List.of(Mode.READ_COMMITTED.label(), Mode.SERIALIZABLE.label(), Workloads.SERIALIZED_SERIES);

    private final List<Row> rows;
    private final List<Integer> terminals;

    WorkloadsCharts(List<Row> rows, WorkloadsProfile profile) {
        this.rows = List.copyOf(rows);
        this.terminals = profile.terminals();
    }

    void addTo(ExperimentResult result) {
        double[] x = terminals.stream().mapToDouble(Integer::doubleValue).toArray();
        LineChart rates = new LineChart(Workloads.TPCC_LABEL + ": transactions/s against terminals", "terminals", "transactions/s").logX();
        LineChart ratios = new LineChart(Workloads.TPCC_LABEL + ": engine / PostgreSQL", "terminals", "engine / PostgreSQL (tps)").logX();
        for (String series : TPCC_SERIES) {
            if (!series.equals(Workloads.SERIALIZED_SERIES)) {
                rates.add("PostgreSQL, " + series, x, tpcc(series, true));
            }
            rates.add("engine, " + series, x, tpcc(series, false));
            double[] ratio = new double[x.length];
            for (int i = 0; i < x.length; i++) {
                Row row = find(series, terminals.get(i));
                ratio[i] = row == null ? Double.NaN : row.ratio();
            }
            ratios.add(series, x, ratio);
        }
        ratios.reference("1: as fast as PostgreSQL", new double[] {x[0], x[x.length - 1]}, new double[] {1, 1});
        List<Row> others = rows.stream().filter(r -> !r.workload().equals(Workloads.TPCC_LABEL)).toList();
        if (rows.size() > others.size()) {
            result.chart(rates);
            result.chart(ratios);
        }
        if (!others.isEmpty()) {
            BarChart bars = new BarChart("Other workloads: transactions/s", "workload", "transactions/s",
                    others.stream().map(r -> r.workload() + ", " + r.clients() + (r.clients() == 1 ? " client" : " clients") + ", " + r.series()).toList());
            bars.add("PostgreSQL", others.stream().mapToDouble(r -> Row.rate(r.postgres())).toArray());
            bars.add("engine", others.stream().mapToDouble(r -> Row.rate(r.engine())).toArray());
            result.chart(bars);
        }
        for (Row row : rows) {
            boolean edge = row.clients() == terminals.get(0) || row.clients() == terminals.get(terminals.size() - 1);
            if (!row.workload().equals(Workloads.TPCC_LABEL) || edge) {
                result.aims().ratio(row.workload() + ", " + row.series() + ", " + row.clients() + " clients: engine / PostgreSQL (tps)", row.ratio());
            }
        }
    }

    private double[] tpcc(String series, boolean postgres) {
        double[] values = new double[terminals.size()];
        for (int i = 0; i < values.length; i++) {
            Row row = find(series, terminals.get(i));
            values[i] = row == null ? Double.NaN : Row.rate(postgres ? row.postgres() : row.engine());
        }
        return values;
    }

    private Row find(String series, int clients) {
        return rows.stream().filter(r -> r.workload().equals(Workloads.TPCC_LABEL) && r.series().equals(series) && r.clients() == clients)
                .findFirst().orElse(null);
    }
}
