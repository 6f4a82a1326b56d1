package io.hotrow.benchmarks;

/**
 * What line and bar charts share: an SVG of fixed size with a title, axis labels, a plot area
 * with the y axis's grid and ticks, and a legend on the right. Coordinates of the plot area are
 * given as fractions (0 to 1) of its width and height.
 */
final class ChartFrame {

    private static final int WIDTH = 760;
    private static final int HEIGHT = 380;
    private static final int LEFT = 72;
    private static final int RIGHT = 270;
    private static final int TOP = 40;
    private static final int BOTTOM = 56;
    /** Colours told apart by most readers, colour-blind ones included (Okabe and Ito). */
    private static final String[] PALETTE = {"#0072B2", "#D55E00", "#009E73", "#CC79A7", "#E69F00", "#56B4E9", "#000000", "#F0E442"};

    private final StringBuilder svg = new StringBuilder();
    private int legendEntries;

    ChartFrame(String title, String xLabel, String yLabel) {
        svg.append("<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"chart\" width=\"").append(WIDTH).append("\" height=\"").append(HEIGHT)
                .append("\" viewBox=\"0 0 ").append(WIDTH).append(' ').append(HEIGHT).append("\" role=\"img\" aria-label=\"")
                .append(Html.escape(title)).append("\">\n");
        svg.append("<rect width=\"100%\" height=\"100%\" fill=\"#ffffff\"/>\n");
        text(WIDTH / 2.0 - RIGHT / 2.0, 22, "middle", "title", title);
        text(LEFT + plotWidth() / 2, HEIGHT - 12, "middle", "axis-label", xLabel);
        svg.append("<text class=\"axis-label\" text-anchor=\"middle\" transform=\"translate(16,").append(Html.coordinate(TOP + plotHeight() / 2))
                .append(") rotate(-90)\">").append(Html.escape(yLabel)).append("</text>\n");
        svg.append("<rect x=\"").append(LEFT).append("\" y=\"").append(TOP).append("\" width=\"").append(Html.coordinate(plotWidth()))
                .append("\" height=\"").append(Html.coordinate(plotHeight())).append("\" fill=\"none\" stroke=\"#888\"/>\n");
    }

    static String color(int index) {
        return PALETTE[index % PALETTE.length];
    }

    double x(double fraction) {
        return LEFT + fraction * plotWidth();
    }

    double y(double fraction) {
        return TOP + (1 - fraction) * plotHeight();
    }

    double plotWidth() {
        return WIDTH - LEFT - RIGHT;
    }

    /** Grid lines and labels at the scale's ticks. */
    void yAxis(Scale scale) {
        for (double tick : scale.ticks()) {
            double y = y(scale.at(tick));
            line(LEFT, y, LEFT + plotWidth(), y, "grid");
            text(LEFT - 6, y + 4, "end", "tick", Html.compact(tick));
        }
    }

    void xTick(double fraction, String label) {
        double x = x(fraction);
        line(x, TOP + plotHeight(), x, TOP + plotHeight() + 5, "axis");
        text(x, TOP + plotHeight() + 18, "middle", "tick", label);
    }

    /** The next legend entry: a short line (dashed or not) in {@code color} and the series' name. */
    void legend(String name, String color, boolean dashed) {
        double x = WIDTH - RIGHT + 14, y = TOP + 8 + 18 * legendEntries++;
        svg.append("<line x1=\"").append(Html.coordinate(x)).append("\" y1=\"").append(Html.coordinate(y)).append("\" x2=\"")
                .append(Html.coordinate(x + 22)).append("\" y2=\"").append(Html.coordinate(y)).append("\" stroke=\"").append(color)
                .append("\" stroke-width=\"").append(dashed ? "2" : "3").append('"').append(dashed ? " stroke-dasharray=\"5,4\"" : "").append("/>\n");
        text(x + 28, y + 4, "start", "legend", name);
    }

    /** A message across the plot area, for a chart with nothing to draw. */
    void empty(String message) {
        text(LEFT + plotWidth() / 2, TOP + plotHeight() / 2, "middle", "legend", message);
    }

    void append(String element) {
        svg.append(element).append('\n');
    }

    String close() {
        return svg.append("</svg>").toString();
    }

    private double plotHeight() {
        return HEIGHT - TOP - BOTTOM;
    }

    private void line(double x1, double y1, double x2, double y2, String cssClass) {
        svg.append("<line class=\"").append(cssClass).append("\" x1=\"").append(Html.coordinate(x1)).append("\" y1=\"").append(Html.coordinate(y1))
                .append("\" x2=\"").append(Html.coordinate(x2)).append("\" y2=\"").append(Html.coordinate(y2)).append("\"/>\n");
    }

    private void text(double x, double y, String anchor, String cssClass, String content) {
        svg.append("<text class=\"").append(cssClass).append("\" x=\"").append(Html.coordinate(x)).append("\" y=\"").append(Html.coordinate(y))
                .append("\" text-anchor=\"").append(anchor).append("\">").append(Html.escape(content)).append("</text>\n");
    }
}
