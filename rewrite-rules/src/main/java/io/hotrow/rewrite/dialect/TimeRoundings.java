package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * A value cast to {@code time(p)} with fewer than six digits ({@code ts::time(0)}, {@code CAST(t AS time(2))}): PostgreSQL
 * rounds half up, and a time that rounds past the day's last moment is {@code 24:00:00}; H2's times cannot hold that, and H2
 * kept {@code 23:59:59} without an error. The value goes through the engine's {@code hotrow_time_limit(CAST(x AS TIME(6)), p)},
 * which refuses such a time and hands any other back for H2's cast, which rounds as PostgreSQL does. A literal's text is
 * rounded by {@link FractionalSeconds}.
 */
final class TimeRoundings implements Rule {

    /** PostgreSQL's greatest precision of a time, which needs no rounding. */
    private static final int MICROSECONDS = 6;

    @Override
    public List<String> words() {
        return List.of("time");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 3 < t.size(); i++) {
            if (!t.is(i, "TIME") || !t.is(i + 1, "(") || !t.is(i + 3, ")") || !t.get(i + 2).image().matches("\\d")
                    || Integer.parseInt(t.get(i + 2).image()) >= MICROSECONDS) {
                continue;
            }
            int typeEnd = i + 3;
            if (t.is(i - 1, "::")) {
                int operand = Operands.factorStart(t, i - 2);
                if (operand >= 0) {
                    limit(t, splice, operand, i - 2, operand, typeEnd, i + 2);
                }
            } else if (t.is(i - 1, "AS") && t.is(typeEnd + 1, ")")) {
                int open = t.opening(typeEnd + 1);
                if (t.is(open - 1, "CAST") && open + 1 < i - 1) {
                    limit(t, splice, open + 1, i - 2, open - 1, typeEnd + 1, i + 2);
                }
            }
        }
    }

    /** The cast of tokens {@code [first, last]}, spanning {@code [begin, end]}, to a time of the precision at token {@code precision}. */
    private static void limit(SqlTokens t, Splice splice, int first, int last, int begin, int end, int precision) {
        if (first == last && t.get(first).image().startsWith("'")) {
            return; // a literal, rounded as text
        }
        String digits = t.get(precision).image();
        Splice.Span operand = new Splice.Span(t.get(first).begin(), t.get(last).end());
        splice.wrap(t.get(begin).begin(), t.get(end).end(), List.of(operand), parts -> "CAST(hotrow_time_limit(CAST(" + parts.get(0)
                + " AS TIME(6)), " + digits + ") AS TIME(" + digits + "))");
    }
}
