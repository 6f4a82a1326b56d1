package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code make_interval(years, months, weeks, days, hours, mins, secs)}, by position or by name ({@code make_interval(days => 10)}),
 * which H2 lacks and whose named arguments it cannot read, becomes the engine's function for the fields given, each argument in
 * its place and the others 0: of years and months alone {@code hotrow_make_interval_months(years, months)}, a year-month interval;
 * of times alone, or of none, {@code hotrow_make_interval_time(hours, mins, secs)} cast to an interval of hours, as PostgreSQL keeps
 * {@code 25:00:00} (the function's DAY TO SECOND would carry it into a day); else {@code hotrow_make_interval} of all seven, which
 * refuses what H2's intervals cannot hold. Which function is chosen by the arguments given, never by their values (a text's
 * analysis serves every text of its shape). A call that is a whole select item keeps PostgreSQL's label, make_interval. A call
 * with a name PostgreSQL does not have is left to H2, which refuses it.
 */
final class IntervalConstructors implements Rule {

    /** PostgreSQL's parameters, in order. */
    private static final List<String> FIELDS = List.of("years", "months", "weeks", "days", "hours", "mins", "secs");
    private static final int WEEKS = 2;
    private static final int DAYS = 3;
    private static final int HOURS = 4;

    @Override
    public List<String> words() {
        return List.of("make_interval");
    }

    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return t.callHasParameter(i -> isCall(t, i));
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            if (!isCall(t, i)) {
                continue;
            }
            int close = t.closing(i + 1);
            Splice.Span[] fields = fields(t, i + 1, close);
            if (fields == null) {
                continue;
            }
            int first = t.is(i - 1, ".") ? i - 2 : i;
            boolean days = fields[WEEKS] != null || fields[DAYS] != null;
            boolean time = Arrays.stream(fields, HOURS, FIELDS.size()).anyMatch(field -> field != null);
            boolean months = fields[0] != null || fields[1] != null;
            List<Splice.Span> given = Arrays.stream(fields).filter(field -> field != null).toList();
            splice.wrap(t.get(first).begin(), t.get(close).end(), given, parts -> {
                List<String> arguments = new ArrayList<>();
                int next = 0;
                for (Splice.Span field : fields) {
                    arguments.add(field == null ? "0" : parts.get(next++));
                }
                if (months && !days && !time) {
                    return "hotrow_make_interval_months(" + String.join(", ", arguments.subList(0, WEEKS)) + ")";
                }
                if (!days && !months) {
                    return "CAST(hotrow_make_interval_time(" + String.join(", ", arguments.subList(HOURS, FIELDS.size()))
                            + ") AS INTERVAL HOUR(18) TO SECOND(6))";
                }
                return "hotrow_make_interval(" + String.join(", ", arguments) + ")";
            });
            if (t.outputItems().mayLabel(first, close, "make_interval")) {
                t.outputItems().label(splice, close, "make_interval");
            }
        }
    }

    private static boolean isCall(SqlTokens t, int i) {
        return t.is(i, "make_interval") && t.is(i + 1, "(") && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"));
    }

    /**
     * The arguments of the call whose parentheses are at {@code open} and {@code close}, each at its parameter's place (null where
     * not given); null where one is named otherwise than PostgreSQL's, or given twice, or by position after a name.
     */
    private static Splice.Span[] fields(SqlTokens t, int open, int close) {
        Splice.Span[] fields = new Splice.Span[FIELDS.size()];
        boolean named = false;
        int start = open + 1;
        for (int position = 0; start < close; position++) {
            int comma = t.nextTopLevel(start, close, ",");
            int end = comma < 0 ? close : comma;
            int arrow = t.is(start + 1, "=>") ? 1 : t.is(start + 1, "=") && t.is(start + 2, ">") ? 2 : 0;
            int field = arrow > 0 ? FIELDS.indexOf(t.get(start).image().toLowerCase(Locale.ROOT)) : named ? -1 : position;
            named |= arrow > 0;
            int from = arrow > 0 ? start + 1 + arrow : start;
            if (field < 0 || field >= FIELDS.size() || fields[field] != null || from >= end) {
                return null;
            }
            fields[field] = new Splice.Span(t.get(from).begin(), t.get(end - 1).end());
            start = end + 1;
        }
        return fields;
    }
}
