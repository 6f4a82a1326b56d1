package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code date_trunc(unit, x)}, which H2 answers differently for a {@code timestamptz} (it truncates
 * in the offset the value was written with, PostgreSQL in the session's TimeZone) and for weeks (it
 * starts them on the JVM locale's first day, PostgreSQL on Monday). H2's DATE_TRUNC to the
 * microsecond gives the result its type (that of x, a {@code timestamptz} for a date, as
 * PostgreSQL's), and the engine's {@code hotrow_date_trunc_shift(unit, x)} the interval from x to
 * PostgreSQL's answer: {@code (DATE_TRUNC('microseconds', x) + hotrow_date_trunc_shift(unit, x))}.
 * x is written twice, so its bind parameters are numbered; an x that changes between two reads
 * (clock_timestamp(), random()) is left to H2.
 */
final class DateTrunc implements Rule {

    /** Calls whose value differs between two reads in one statement. */
    private static final Set<String> VOLATILE = Set.of("CLOCK_TIMESTAMP", "TIMEOFDAY", "RANDOM", "NEXTVAL", "GEN_RANDOM_UUID");

    @Override
    public List<String> words() {
        return List.of("date_trunc");
    }

    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return t.callHasParameter(i -> isCall(t, i));
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i < t.size(); i++) {
            if (!isCall(t, i)) {
                continue;
            }
            int open = i + 1;
            int close = t.closing(open);
            int comma = t.nextTopLevel(open + 1, close, ",");
            if (comma < 0 || t.nextTopLevel(comma + 1, close, ",") >= 0 || comma == open + 1 || comma + 1 == close || isVolatile(t, comma, close)) {
                continue;
            }
            int first = t.is(i - 1, ".") ? i - 2 : i;
            List<Splice.Span> arguments = List.of(new Splice.Span(t.get(open + 1).begin(), t.get(comma - 1).end()),
                    new Splice.Span(t.get(comma + 1).begin(), t.get(close - 1).end()));
            splice.wrap(t.get(first).begin(), t.get(close).end(), arguments, parts -> "(DATE_TRUNC('microseconds', " + parts.get(1)
                    + ") + hotrow_date_trunc_shift(" + parts.get(0) + ", " + parts.get(1) + "))");
            if (t.outputItems().mayLabel(first, close, "date_trunc")) {
                t.outputItems().label(splice, close, "date_trunc"); // H2 labels the sum ?column?; PostgreSQL the call's name
            }
        }
    }

    /** {@code date_trunc(} or {@code pg_catalog.date_trunc(} at {@code i}. */
    private static boolean isCall(SqlTokens t, int i) {
        return t.is(i, "date_trunc") && t.is(i + 1, "(") && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"));
    }

    private static boolean isVolatile(SqlTokens t, int from, int to) {
        for (int i = from; i < to; i++) {
            if (VOLATILE.contains(Operands.upper(t, i)) && t.is(i + 1, "(")) {
                return true;
            }
        }
        return false;
    }
}
