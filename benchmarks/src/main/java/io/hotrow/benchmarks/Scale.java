package io.hotrow.benchmarks;

import java.util.ArrayList;
import java.util.List;

/** One chart axis: where a value falls along it (0 to 1), linear from zero or logarithmic, and where its ticks go. */
final class Scale {

    private final boolean log;
    private final double low;
    private final double high;
    private final List<Double> ticks;

    private Scale(boolean log, double low, double high, List<Double> ticks) {
        this.log = log;
        this.low = low;
        this.high = high;
        this.ticks = ticks;
    }

    /** From zero to a round number at or above {@code max}, with about five round steps. */
    static Scale linear(double max) {
        double step = roundStep(max > 0 ? max / 5 : 1);
        double top = Math.max(step, Math.ceil(max / step) * step);
        List<Double> ticks = new ArrayList<>();
        for (int i = 0; i * step <= top + step / 1e6; i++) {
            ticks.add(i * step);
        }
        return new Scale(false, 0, top, ticks);
    }

    /** Powers of ten around {@code min .. max} (both positive), ticked at 1, 2 and 5 times each when few decades are shown. */
    static Scale log(double min, double max) {
        double low = Math.pow(10, Math.floor(Math.log10(min))), high = Math.pow(10, Math.ceil(Math.log10(max)));
        if (high <= low) {
            high = low * 10;
        }
        boolean dense = high / low <= 1000;
        List<Double> ticks = new ArrayList<>();
        for (double decade = low; decade <= high * 1.0001; decade *= 10) {
            ticks.add(decade);
            if (dense && decade * 2 < high) {
                ticks.add(decade * 2);
                ticks.add(decade * 5);
            }
        }
        return new Scale(true, low, high, ticks);
    }

    /** Logarithmic from exactly {@code min} to {@code max}, ticked at {@code ticks}: an axis of client counts 1, 2, 4 ... 512. */
    static Scale logAt(List<Double> ticks) {
        double min = ticks.stream().mapToDouble(Double::doubleValue).min().orElse(1);
        double max = ticks.stream().mapToDouble(Double::doubleValue).max().orElse(10);
        return new Scale(true, min, max > min ? max : min * 10, List.copyOf(ticks));
    }

    /** Linear from {@code min} to {@code max} exactly, ticked at {@code ticks}. */
    static Scale linearAt(List<Double> ticks) {
        double min = ticks.stream().mapToDouble(Double::doubleValue).min().orElse(0);
        double max = ticks.stream().mapToDouble(Double::doubleValue).max().orElse(1);
        return new Scale(false, min, max > min ? max : min + 1, List.copyOf(ticks));
    }

    /** Where {@code value} falls, 0 at the low end and 1 at the high end; NaN for a value a log axis cannot show. */
    double at(double value) {
        if (log) {
            return value <= 0 ? Double.NaN : (Math.log(value) - Math.log(low)) / (Math.log(high) - Math.log(low));
        }
        return (value - low) / (high - low);
    }

    List<Double> ticks() {
        return ticks;
    }

    /** 1, 2 or 5 times a power of ten, at or above {@code raw}. */
    private static double roundStep(double raw) {
        double power = Math.pow(10, Math.floor(Math.log10(raw)));
        for (double m : new double[] {1, 2, 5}) {
            if (m * power >= raw) {
                return m * power;
            }
        }
        return 10 * power;
    }
}
