package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code percentile_cont(f) WITHIN GROUP (ORDER BY x)}: PostgreSQL has it for double precision (and
 * interval) only, so a numeric or integer x is cast to double precision and the result is one; H2
 * interpolates in x's own type and answers a numeric (of a double too). The sort key becomes
 * {@code CAST((x) AS DOUBLE PRECISION)}, PostgreSQL's implicit cast; the call is the engine's
 * {@code hotrow_percentile_cont} over the sorted keys, which interpolates in double precision as PostgreSQL does (for an
 * array of fractions, H2's, cast to double precision). An ordered-set aggregate
 * with OVER, which PostgreSQL rejects (0A000) and H2 computes, is refused.
 */
final class OrderedSetAggregates implements Rule {

    private static final List<String> ORDERED_SET = List.of("PERCENTILE_CONT", "PERCENTILE_DISC", "MODE");

    /**
     * {@code percentile_cont(f) WITHIN GROUP (ORDER BY x [DESC]) [FILTER (...)]}, the call at {@code call}, its sort key
     * tokens {@code key} to {@code end - 1}: as {@code hotrow_percentile_cont(f, ARRAY_AGG(x::float8 ORDER BY x::float8))},
     * interpolated in double precision as PostgreSQL does (H2 interpolated exact decimals: 0.15, where PostgreSQL gives
     * 0.15000000000000002).
     */
    private static void interpolated(SqlTokens t, Splice splice, int call, int key, int end, int close, int last) {
        List<Splice.Span> parts = new java.util.ArrayList<>(List.of(new Splice.Span(t.get(call + 2).begin(), t.get(t.closing(call + 1) - 1).end()),
                new Splice.Span(t.get(key).begin(), t.get(end - 1).end())));
        if (last > close) {
            // FILTER (...) without its last parenthesis, so that a label inserted after the call stays after it
            parts.add(new Splice.Span(t.get(close + 1).begin(), t.get(last).begin()));
        }
        String direction = t.is(end, "DESC") ? " DESC" : "";
        splice.wrap(t.get(call).begin(), t.get(last).end(), parts, texts -> {
            String value = "CAST((" + texts.get(1) + ") AS DOUBLE PRECISION)";
            return "hotrow_percentile_cont(" + texts.get(0) + ", ARRAY_AGG(" + value + " ORDER BY " + value + direction + ")"
                    + (texts.size() > 2 ? " " + texts.get(2) + ")" : "") + ")";
        });
    }

    /** Whether the fraction, from token {@code first}, is an array of them ({@code ARRAY[0.25, 0.5]}, {@code '{0.25}'}). */
    private static boolean isArray(SqlTokens t, int first) {
        return t.is(first, "ARRAY") || t.get(first).image().startsWith("'{");
    }

    @Override
    public List<String> words() {
        return List.of("within");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 3 < t.size(); i++) {
            if (!ORDERED_SET.contains(Operands.upper(t, i)) || !t.is(i + 1, "(") || t.is(i - 1, ".")) {
                continue;
            }
            int within = t.closing(i + 1) + 1;
            if (!t.is(within, "WITHIN") || !t.is(within + 1, "GROUP") || !t.is(within + 2, "(")) {
                continue;
            }
            int close = t.closing(within + 2);
            if (t.is(close + 1, "OVER") || t.is(close + 1, "FILTER") && t.is(t.closing(close + 2) + 1, "OVER")) {
                throw new UnsupportedSqlException("OVER is not supported for ordered-set aggregate " + t.get(i).image().toLowerCase(java.util.Locale.ROOT)
                        + " (PostgreSQL rejects it); compute it per group in a subquery and join that");
            }
            if (t.is(i, "PERCENTILE_CONT") && t.is(within + 3, "ORDER") && t.is(within + 4, "BY")) {
                int key = within + 5;
                int end = key;
                while (end < close && !t.is(end, "ASC") && !t.is(end, "DESC") && !t.is(end, "NULLS") && !t.is(end, ",")) {
                    end = t.is(end, "(") ? t.closing(end) + 1 : end + 1;
                }
                int last = t.is(close + 1, "FILTER") ? t.closing(close + 2) : close;
                if (end > key && isArray(t, i + 2)) {
                    splice.insert(t.get(key).begin(), "CAST((");
                    splice.insert(t.get(end - 1).end(), ") AS DOUBLE PRECISION)");
                    splice.insert(t.get(i).begin(), "CAST(");
                    splice.insert(t.get(last).end(), " AS DOUBLE PRECISION)");
                } else if (end > key) {
                    interpolated(t, splice, i, key, end, close, last);
                }
            }
        }
    }
}
