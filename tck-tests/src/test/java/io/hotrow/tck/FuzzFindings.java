package io.hotrow.tck;

import java.sql.SQLException;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * What {@link BadInputFuzzTest} found: every outcome other than success or an SQLException with an
 * SQLState and without the marker password, grouped by where it came from, each group with the first
 * input that caused it.
 */
final class FuzzFindings {

    private record Example(int index, String kind, String input, Throwable thrown) {
    }

    private final Map<String, Example> firstBySignature = new LinkedHashMap<>();
    private final Map<String, Integer> counts = new LinkedHashMap<>();
    private String hang;

    /** Time spent per kind of input, for tuning the mix: kind to {count, nanoseconds, slowest nanoseconds}. */
    private final Map<String, long[]> timeByKind = new LinkedHashMap<>();
    private final Map<String, String> slowestByKind = new LinkedHashMap<>();

    void time(String kind, String input, long nanos) {
        long[] t = timeByKind.computeIfAbsent(kind, k -> new long[3]);
        t[0]++;
        t[1] += nanos;
        if (nanos > t[2]) {
            t[2] = nanos;
            slowestByKind.put(kind, input.length() <= 80 ? input : input.substring(0, 80) + "... (" + input.length() + ")");
        }
    }

    String timings() {
        return timeByKind.entrySet().stream().sorted((a, b) -> Long.compare(b.getValue()[1], a.getValue()[1]))
                .map(e -> e.getKey() + " " + e.getValue()[0] + "x " + e.getValue()[1] / 1_000_000 + " ms (slowest " + e.getValue()[2] / 1_000_000
                        + " ms: " + slowestByKind.get(e.getKey()) + ")")
                .collect(Collectors.joining("\n  ", "\n  ", ""));
    }

    void judge(int index, String kind, String input, Throwable thrown) {
        String signature = problem(thrown);
        if (signature != null) {
            firstBySignature.putIfAbsent(signature, new Example(index, kind, input, thrown));
            counts.merge(signature, 1, Integer::sum);
        }
    }

    void hang(String what) {
        hang = what;
    }

    boolean isEmpty() {
        return firstBySignature.isEmpty() && hang == null;
    }

    /** Null when {@code thrown} is acceptable, else what is wrong with it and where it came from. */
    private static String problem(Throwable thrown) {
        if (thrown == null) {
            return null;
        }
        if (leaksSecret(thrown)) {
            return "a message holds the password: " + origin(thrown);
        }
        if (thrown instanceof SQLException sql && sql.getSQLState() != null) {
            return null;
        }
        if (thrown instanceof SQLException) {
            Throwable cause = thrown.getCause();
            return "SQLException without SQLState" + (cause == null ? "" : " caused by " + cause.getClass().getName()) + " from "
                    + origin(cause == null ? thrown : cause);
        }
        return thrown.getClass().getName() + " from " + origin(thrown);
    }

    private static boolean leaksSecret(Throwable thrown) {
        for (Throwable t = thrown; t != null; t = t.getCause()) {
            if (String.valueOf(t.getMessage()).contains(FuzzUrls.SECRET)) {
                return true;
            }
        }
        return false;
    }

    /** The first frame of our code, H2 or JSqlParser: where the throwable left the code under test. */
    private static String origin(Throwable thrown) {
        return Arrays.stream(thrown.getStackTrace())
                .filter(f -> f.getClassName().startsWith("io.hotrow") || f.getClassName().startsWith("org.h2")
                        || f.getClassName().startsWith("net.sf.jsqlparser"))
                .findFirst().map(StackTraceElement::toString).orElse("?");
    }

    String report() {
        StringBuilder out = new StringBuilder();
        if (hang != null) {
            out.append("HANG: a call ").append(hang).append("\n");
        }
        firstBySignature.forEach((signature, example) -> {
            out.append("\n").append(counts.get(signature)).append("x ").append(signature).append("\n  first at input #").append(example.index)
                    .append(" (").append(example.kind).append("): ").append(abbreviated(example.input)).append("\n  ")
                    .append(abbreviated(String.valueOf(example.thrown))).append("\n");
            out.append(Arrays.stream(example.thrown.getStackTrace()).limit(8).map(f -> "    at " + f).collect(Collectors.joining("\n")));
            out.append("\n");
        });
        return out.toString();
    }

    static String abbreviated(String text) {
        String oneLine = text == null ? "null" : text.replace('\n', ' ');
        return oneLine.length() <= 300 ? oneLine : oneLine.substring(0, 300) + "... (" + oneLine.length() + " characters)";
    }
}
