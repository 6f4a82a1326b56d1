package io.hotrow.benchmarks;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Groups of bars, one group per category and one bar per series, each labelled with its value; NaN shows as "n/a". */
final class BarChart implements Chart {

    private record Series(String name, double[] values) {
    }

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<String> categories;
    private final List<Series> series = new ArrayList<>();

    BarChart(String title, String xLabel, String yLabel, List<String> categories) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
        this.categories = List.copyOf(categories);
    }

    /** One value per category, in their order. */
    BarChart add(String name, double[] values) {
        if (values.length != categories.size()) {
            throw new IllegalArgumentException(name + ": " + values.length + " values for " + categories.size() + " categories");
        }
        series.add(new Series(name, values.clone()));
        return this;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String svg() {
        ChartFrame frame = new ChartFrame(title, xLabel, yLabel);
        double max = series.stream().flatMapToDouble(s -> Arrays.stream(s.values)).filter(Double::isFinite).max().orElse(Double.NaN);
        if (Double.isNaN(max) || categories.isEmpty()) {
            frame.empty("no measured values");
            return frame.close();
        }
        Scale y = Scale.linear(max * 1.1); // room for the labels above the tallest bar
        frame.yAxis(y);
        double group = 1.0 / categories.size(), bar = group * 0.8 / Math.max(1, series.size());
        for (int c = 0; c < categories.size(); c++) {
            frame.xTick(group * (c + 0.5), categories.get(c));
            for (int s = 0; s < series.size(); s++) {
                double value = series.get(s).values[c], left = group * c + group * 0.1 + bar * s;
                double x = frame.x(left), width = frame.x(left + bar) - x - 2, base = frame.y(0);
                String label = Double.isFinite(value) ? Html.compact(value) : "n/a";
                if (Double.isFinite(value)) {
                    double top = frame.y(y.at(value));
                    frame.append("<rect x=\"" + Html.coordinate(x) + "\" y=\"" + Html.coordinate(top) + "\" width=\"" + Html.coordinate(width)
                            + "\" height=\"" + Html.coordinate(base - top) + "\" fill=\"" + ChartFrame.color(s) + "\"><title>"
                            + Html.escape(series.get(s).name + ", " + categories.get(c) + ": " + label) + "</title></rect>");
                    base = top;
                }
                frame.append("<text class=\"bar-label\" x=\"" + Html.coordinate(x + width / 2) + "\" y=\"" + Html.coordinate(base - 4)
                        + "\" text-anchor=\"middle\">" + Html.escape(label) + "</text>");
            }
        }
        for (int s = 0; s < series.size(); s++) {
            frame.legend(series.get(s).name, ChartFrame.color(s), false);
        }
        return frame.close();
    }
}
