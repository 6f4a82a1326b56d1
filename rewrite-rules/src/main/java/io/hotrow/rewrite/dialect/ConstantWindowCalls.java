package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * Window calls whose value PostgreSQL knows without the rows, which H2 refuses or fails on:
 * <ul>
 * <li>{@code rank()}, {@code dense_rank()}, {@code percent_rank()} and {@code cume_dist()} over a window without ORDER BY
 * ({@code OVER ()}, {@code OVER (PARTITION BY g)}): every row is a peer of every other, so they are 1, 1, 0 and 1; H2 wants
 * an ORDER BY (42601).
 * <li>{@code lead(x, NULL)} and {@code lag(x, NULL, d)}: a NULL offset gives NULL (not the default) on every row; H2 failed
 * with a general error (XX000). It becomes {@code CASE WHEN x IS NULL THEN x END}, a NULL of x's type (H2 types a
 * constant NULL as text); x is written twice, so one with a call, parameter or subquery is left to H2.
 * </ul>
 * The call with its OVER clause is written as the constant; {@link RenamedFunctionCalls} labels it with the function's name.
 * A named window ({@code OVER w}) is left to H2, as the text does not show its ORDER BY here.
 */
final class ConstantWindowCalls implements Rule {

    /** The ranking functions, and their value among peers only. */
    private static final Map<String, String> RANKS = Map.of("rank", "CAST(1 AS BIGINT)", "dense_rank", "CAST(1 AS BIGINT)",
            "percent_rank", "CAST(0 AS DOUBLE PRECISION)", "cume_dist", "CAST(1 AS DOUBLE PRECISION)");

    @Override
    public List<String> words() {
        return List.of("rank", "dense_rank", "percent_rank", "cume_dist", "lead", "lag");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 3 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!t.is(i + 1, "(") || t.is(i - 1, ".")) {
                continue;
            }
            int close = t.closing(i + 1);
            if (!t.is(close, ")") || !t.is(close + 1, "OVER") || !t.is(close + 2, "(")) {
                continue;
            }
            int end = t.closing(close + 2);
            if (!t.is(end, ")")) {
                continue;
            }
            if (RANKS.containsKey(name) && close == i + 2 && t.nextTopLevel(close + 3, end, "ORDER") < 0) {
                String constant = RANKS.get(name);
                splice.wrap(t.get(i).begin(), t.get(end).end(), List.of(), parts -> constant);
                i = end;
            } else if ((name.equals("lead") || name.equals("lag")) && hasNullOffset(t, i, close)) {
                int comma = t.nextTopLevel(i + 2, close, ",");
                Splice.Span value = new Splice.Span(t.get(i + 2).begin(), t.get(comma - 1).end());
                splice.wrap(t.get(i).begin(), t.get(end).end(), List.of(value),
                        parts -> "CASE WHEN " + parts.get(0) + " IS NULL THEN " + parts.get(0) + " END");
                i = end;
            }
        }
    }

    /** Whether the lead or lag call at {@code name}, closing at {@code close}, has a NULL offset and a value written once is safe to repeat. */
    static boolean hasNullOffset(SqlTokens t, int name, int close) {
        int comma = t.nextTopLevel(name + 2, close, ",");
        return comma > name + 2 && t.is(comma + 1, "NULL") && (comma + 2 == close || t.is(comma + 2, ","))
                && NumericRemainders.repeatable(t, name + 2, comma);
    }
}
