package io.hotrow.benchmarks;

import java.util.Locale;

/** Text for the HTML report and its SVG: escaping, and numbers as a reader wants them on a chart. */
final class Html {

    private Html() {
    }

    static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    /** 1,234,567 as "1.2M", 45,000 as "45k", 0.25 as "0.25": short labels for ticks and bars. */
    static String compact(double value) {
        double size = Math.abs(value);
        if (size >= 1e6) {
            return trim(value / 1e6) + "M";
        }
        if (size >= 1e4) {
            return trim(value / 1e3) + "k";
        }
        if (size >= 100) {
            return String.format(Locale.ROOT, "%,.0f", value);
        }
        return trim(value);
    }

    /** At most two decimals, none that are trailing zeros. */
    private static String trim(double value) {
        String text = String.format(Locale.ROOT, Math.abs(value) >= 10 ? "%.1f" : "%.2f", value);
        return text.contains(".") ? text.replaceAll("0+$", "").replaceAll("\\.$", "") : text;
    }

    /** An SVG number: few digits, a dot for decimals whatever the locale. */
    static String coordinate(double value) {
        return String.format(Locale.ROOT, "%.1f", value);
    }
}
