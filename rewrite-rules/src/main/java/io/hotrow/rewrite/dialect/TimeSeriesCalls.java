package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code generate_series} of timestamps (a start, a stop and an interval step), which H2's counts in integers only: the
 * engine's {@code hotrow_series_timestamp} where PostgreSQL resolves the call to its {@code timestamp} form (an argument shows
 * a {@code timestamp} and the other no {@code timestamptz}), else {@code hotrow_series_timestamptz}, the form PostgreSQL
 * prefers (for dates, and for literals of no type). An argument that is a string of no type is cast to the form's type, and a
 * step so written is read as PostgreSQL's interval text. What the text does not show the engine checks as it runs.
 */
final class TimeSeriesCalls {

    private enum Kind { TIMESTAMP, TIMESTAMPTZ, DATE, INTERVAL, OTHER }

    /** Words and calls whose value has a temporal type, by their upper-case image. */
    private static final Map<String, Kind> MARKERS = Map.ofEntries(Map.entry("TIMESTAMPTZ", Kind.TIMESTAMPTZ),
            Map.entry("NOW", Kind.TIMESTAMPTZ), Map.entry("CURRENT_TIMESTAMP", Kind.TIMESTAMPTZ),
            Map.entry("TRANSACTION_TIMESTAMP", Kind.TIMESTAMPTZ), Map.entry("CLOCK_TIMESTAMP", Kind.TIMESTAMPTZ),
            Map.entry("STATEMENT_TIMESTAMP", Kind.TIMESTAMPTZ), Map.entry("TIMESTAMP", Kind.TIMESTAMP),
            Map.entry("LOCALTIMESTAMP", Kind.TIMESTAMP), Map.entry("DATE", Kind.DATE), Map.entry("CURRENT_DATE", Kind.DATE),
            Map.entry("INTERVAL", Kind.INTERVAL));

    private TimeSeriesCalls() {
    }

    /** Makes the {@code generate_series} call at token {@code name} the engine's where it is a series of timestamps; whether it was. */
    static boolean translate(SqlTokens t, int name, Splice splice) throws UnsupportedSqlException {
        List<int[]> arguments = arguments(t, name + 1);
        if (arguments.size() != 3) {
            return false;
        }
        Kind start = kind(t, arguments.get(0));
        Kind stop = kind(t, arguments.get(1));
        if (!isTime(start) && !isTime(stop) && kind(t, arguments.get(2)) != Kind.INTERVAL) {
            return false;
        }
        boolean timestamp = start == Kind.TIMESTAMP && stop != Kind.TIMESTAMPTZ || stop == Kind.TIMESTAMP && start != Kind.TIMESTAMPTZ;
        splice.replace(t.get(name).begin(), t.get(name).end(), timestamp ? "hotrow_series_timestamp" : "hotrow_series_timestamptz");
        for (int k = 0; k < 2; k++) {
            int[] argument = arguments.get(k);
            if (isLoneString(t, argument)) {
                splice.insert(t.get(argument[0]).begin(), "CAST(");
                splice.insert(t.get(argument[0]).end(), timestamp ? " AS TIMESTAMP)" : " AS TIMESTAMP WITH TIME ZONE)");
            }
        }
        int[] step = arguments.get(2);
        if (isLoneString(t, step)) {
            splice.replace(t.get(step[0]).begin(), t.get(step[0]).end(), IntervalText.toH2(IntervalLiterals.literal(t, step[0])));
        }
        return true;
    }

    private static boolean isTime(Kind kind) {
        return kind == Kind.TIMESTAMP || kind == Kind.TIMESTAMPTZ || kind == Kind.DATE;
    }

    private static boolean isLoneString(SqlTokens t, int[] argument) {
        return argument[1] == argument[0] + 1 && IntervalLiterals.isString(t, argument[0]);
    }

    /** The tokens {@code [from, to)} of each argument of the call whose parenthesis opens at {@code open}. */
    private static List<int[]> arguments(SqlTokens t, int open) {
        int close = t.closing(open);
        List<int[]> arguments = new ArrayList<>();
        int from = open + 1;
        while (from < close) {
            int comma = t.nextTopLevel(from, close, ",");
            int to = comma < 0 ? close : comma;
            arguments.add(new int[] {from, to});
            from = to + 1;
        }
        return arguments;
    }

    /** The type an argument shows: its last cast, else the first temporal word or call in it. */
    private static Kind kind(SqlTokens t, int[] argument) {
        int cast = -1;
        for (int i = argument[0]; i < argument[1]; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "::")) {
                cast = i + 1;
            }
        }
        if (cast >= 0) {
            return marker(t, cast);
        }
        if (t.is(argument[0], "CAST") && t.is(argument[0] + 1, "(") && t.closing(argument[0] + 1) == argument[1] - 1) {
            int as = t.nextTopLevel(argument[0] + 2, argument[1] - 1, "AS");
            return as < 0 ? Kind.OTHER : marker(t, as + 1);
        }
        for (int i = argument[0]; i < argument[1]; i++) {
            Kind kind = marker(t, i);
            if (kind != Kind.OTHER) {
                return kind;
            }
        }
        return Kind.OTHER;
    }

    private static Kind marker(SqlTokens t, int i) {
        Kind kind = MARKERS.getOrDefault(t.get(i).image().toUpperCase(Locale.ROOT), Kind.OTHER);
        return kind == Kind.TIMESTAMP && t.is(i + 1, "WITH") ? Kind.TIMESTAMPTZ : kind;
    }
}
