package io.hotrow.benchmarks;

import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;

/**
 * Series of points over a shared x axis, ticked at the x values the data has (client counts,
 * database counts, log sizes). A NaN value (a point that failed or was not measured) breaks its line.
 */
final class LineChart implements Chart {

    private record Series(String name, double[] x, double[] y, boolean dashed) {
    }

    private final String title;
    private final String xLabel;
    private final String yLabel;
    private final List<Series> series = new ArrayList<>();
    private boolean logX;
    private boolean logY;

    LineChart(String title, String xLabel, String yLabel) {
        this.title = title;
        this.xLabel = xLabel;
        this.yLabel = yLabel;
    }

    LineChart logX() {
        logX = true;
        return this;
    }

    LineChart logY() {
        logY = true;
        return this;
    }

    /** A measured series: a solid line with a marker at each point. */
    LineChart add(String name, double[] x, double[] y) {
        series.add(new Series(name, x.clone(), y.clone(), false));
        return this;
    }

    /** A reference drawn dashed, without markers: an ideal, a goal. */
    LineChart reference(String name, double[] x, double[] y) {
        series.add(new Series(name, x.clone(), y.clone(), true));
        return this;
    }

    @Override
    public String title() {
        return title;
    }

    @Override
    public String svg() {
        ChartFrame frame = new ChartFrame(title, xLabel, yLabel);
        TreeSet<Double> xs = new TreeSet<>();
        double yMin = Double.POSITIVE_INFINITY, yMax = 0;
        for (Series s : series) {
            for (int i = 0; i < s.x.length; i++) {
                if (shown(s.x[i], logX) && shown(s.y[i], logY)) {
                    xs.add(s.x[i]);
                    yMin = Math.min(yMin, s.y[i]);
                    yMax = Math.max(yMax, s.y[i]);
                }
            }
        }
        if (xs.isEmpty()) {
            frame.empty("no measured points");
            return frame.close();
        }
        Scale x = logX ? Scale.logAt(List.copyOf(xs)) : Scale.linearAt(List.copyOf(xs));
        Scale y = logY ? Scale.log(yMin, yMax) : Scale.linear(yMax);
        frame.yAxis(y);
        for (double tick : x.ticks()) {
            frame.xTick(x.at(tick), Html.compact(tick));
        }
        for (int index = 0; index < series.size(); index++) {
            Series s = series.get(index);
            String color = ChartFrame.color(index);
            draw(frame, s, x, y, color);
            frame.legend(s.name, color, s.dashed);
        }
        return frame.close();
    }

    private void draw(ChartFrame frame, Series s, Scale x, Scale y, String color) {
        StringBuilder points = new StringBuilder();
        for (int i = 0; i <= s.x.length; i++) {
            boolean shown = i < s.x.length && shown(s.x[i], logX) && shown(s.y[i], logY);
            if (shown) {
                points.append(Html.coordinate(frame.x(x.at(s.x[i])))).append(',').append(Html.coordinate(frame.y(y.at(s.y[i])))).append(' ');
            } else if (!points.isEmpty()) { // a gap or the end: draw the stretch so far
                frame.append("<polyline fill=\"none\" stroke=\"" + color + "\" stroke-width=\"" + (s.dashed ? "1.5" : "2") + "\""
                        + (s.dashed ? " stroke-dasharray=\"5,4\"" : "") + " points=\"" + points.toString().strip() + "\"/>");
                points.setLength(0);
            }
        }
        if (s.dashed) {
            return;
        }
        for (int i = 0; i < s.x.length; i++) {
            if (shown(s.x[i], logX) && shown(s.y[i], logY)) {
                frame.append("<circle cx=\"" + Html.coordinate(frame.x(x.at(s.x[i]))) + "\" cy=\"" + Html.coordinate(frame.y(y.at(s.y[i])))
                        + "\" r=\"3.5\" fill=\"" + color + "\"><title>" + Html.escape(s.name + ": " + Html.compact(s.x[i]) + " → "
                        + Html.compact(s.y[i])) + "</title></circle>");
            }
        }
    }

    private static boolean shown(double value, boolean log) {
        return Double.isFinite(value) && (!log || value > 0);
    }
}
