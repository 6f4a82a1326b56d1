package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Sums and differences of interval literals ({@code interval '1 day' - interval '2 hours'}). PostgreSQL
 * adds months, days and times apart and answers {@code 1 day -02:00:00}; H2 holds a day-time interval
 * with one sign and whole days carried out of the time, and answered {@code 22:00:00}: of the same
 * length, but not PostgreSQL's fields or text. A chain of literals joined by + and - whose result H2
 * cannot hold as PostgreSQL does (days and a time of opposite signs, or a time of a day or more next
 * to days) is refused; the others are left to H2, which answers them as PostgreSQL. An operand that is
 * no literal (an interval column) is not seen here: docs/dialect.md says what the engine answers then.
 * <p>
 * A column of a VALUES list ({@code (VALUES (interval '1 day'), (interval '25 hours')) t(v)}) is refused alike where its interval
 * literals, added up, are such a sum: H2 types the column as one day-time interval, which carries whole days out of a time
 * (25 hours read 1 day 01:00:00, PostgreSQL 25:00:00), and so does its {@code sum} and {@code avg} of the column.
 */
final class IntervalSums implements Rule {

    /** Operators that bind at least as tight as + and -: a literal next to one is not an operand of the chain. */
    private static final Set<String> TIGHT = Set.of("+", "-", "*", "/", "%", "^", "::", "[");

    /** An interval literal over tokens {@code [first, last]} with its text. */
    private static final BigDecimal SECONDS_OF_A_DAY = BigDecimal.valueOf(86_400);

    private record Literal(int first, int last, String text) {
    }

    @Override
    public List<String> words() {
        return List.of("interval");
    }

    @Override
    public List<String> symbols() {
        return List.of("-", "+");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            Literal first = literalAt(t, i);
            if (first == null || i > 0 && TIGHT.contains(t.get(i - 1).image())) {
                continue;
            }
            i = chain(t, first);
        }
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "VALUES") && (i == 0 || t.is(i - 1, "("))) {
                valuesList(t, i);
            }
        }
    }

    /** Checks each column of the VALUES list at {@code values} whose items are interval literals (or NULL). */
    private static void valuesList(SqlTokens t, int values) throws UnsupportedSqlException {
        List<List<int[]>> rows = new ArrayList<>();
        for (int open = values + 1; t.is(open, "("); open = t.closing(open) + 2) {
            rows.add(JsonbComparisons.items(t, open));
            if (!t.is(t.closing(open) + 1, ",")) {
                break;
            }
        }
        for (int column = 0; !rows.isEmpty() && column < rows.get(0).size(); column++) {
            BigDecimal[] sum = {BigDecimal.ZERO, BigDecimal.ZERO, BigDecimal.ZERO};
            boolean days = false, dayOfTime = false;
            for (List<int[]> row : rows) {
                int[] item = column < row.size() ? row.get(column) : null;
                Literal literal = item == null ? null : literalAt(t, item[0]);
                BigDecimal[] parts = literal == null || literal.last() != item[1] ? null : parts(literal);
                if (parts == null && !(item != null && item[0] == item[1] && t.is(item[0], "NULL"))) {
                    sum = null; // not a column of interval literals
                    break;
                }
                for (int f = 0; parts != null && f < 3; f++) {
                    sum[f] = sum[f].add(parts[f]);
                }
                days |= parts != null && parts[1].signum() != 0;
                dayOfTime |= parts != null && parts[2].abs().compareTo(SECONDS_OF_A_DAY) >= 0;
            }
            // A row alone reads as PostgreSQL's unless its time holds a day (25 hours); the rows' days and times only
            // meet in a sum or an average, which is all a list of times beside days (1 day, -2 hours) differs in.
            if (sum != null && days && (dayOfTime || aggregates(t) && !IntervalText.keepsDaysApart(sum[1], sum[2]))) {
                throw new UnsupportedSqlException("a VALUES column of intervals whose days and times PostgreSQL keeps apart (here "
                        + sum[1].toPlainString() + " days and " + sum[2].stripTrailingZeros().toPlainString() + " seconds in all) but the engine"
                        + " cannot: it types the column as one day-time interval, which carries whole days out of a time (25 hours read"
                        + " 1 day 01:00:00), and so do its sum and avg; keep the intervals in a table column, or days and hours apart");
            }
        }
    }

    /** Whether the statement takes a sum or an average anywhere (of the VALUES column, for all this rule knows). */
    private static boolean aggregates(SqlTokens t) {
        for (int i = 0; i + 1 < t.size(); i++) {
            if ((t.is(i, "sum") || t.is(i, "avg")) && t.is(i + 1, "(")) {
                return true;
            }
        }
        return false;
    }

    /** Checks the chain starting with {@code first}; the index of its last token. */
    private static int chain(SqlTokens t, Literal first) throws UnsupportedSqlException {
        BigDecimal[] sum = parts(first);
        boolean days = sum != null && sum[1].signum() != 0;
        int end = first.last();
        int operands = 1;
        while (sum != null && (t.is(end + 1, "+") || t.is(end + 1, "-"))) {
            Literal next = literalAt(t, end + 2);
            BigDecimal[] added = next == null ? null : parts(next);
            if (added == null) {
                return end;
            }
            int sign = t.is(end + 1, "-") ? -1 : 1;
            for (int f = 0; f < 3; f++) {
                sum[f] = sum[f].add(added[f].multiply(BigDecimal.valueOf(sign)));
            }
            days |= added[1].signum() != 0;
            end = next.last();
            operands++;
        }
        boolean whole = end + 1 >= t.size() || !TIGHT.contains(t.get(end + 1).image());
        // Without days in any operand H2 keeps the sum as hours, as PostgreSQL does (20 hours + 5 hours is 25:00:00).
        if (operands > 1 && whole && days && !IntervalText.keepsDaysApart(sum[1], sum[2])) {
            throw new UnsupportedSqlException("a sum of intervals whose days and time PostgreSQL keeps apart (here " + sum[1].toPlainString()
                    + " days and " + sum[2].stripTrailingZeros().toPlainString() + " seconds) but the engine's intervals cannot: they hold one sign"
                    + " and carry whole days out of the time; add the intervals to a timestamp, or write the result as one interval");
        }
        return end;
    }

    /** The fields of the literal, or null for a text {@link IntervalLiterals} refuses (it says why). */
    private static BigDecimal[] parts(Literal literal) {
        try {
            return IntervalText.parts(literal.text());
        } catch (UnsupportedSqlException e) {
            return null;
        }
    }

    /** The interval literal starting at {@code i}: {@code interval '...'} or {@code '...'::interval}; null if none. */
    private static Literal literalAt(SqlTokens t, int i) {
        if (i + 1 >= t.size()) {
            return null;
        }
        if (t.is(i, "INTERVAL") && IntervalLiterals.isString(t, i + 1) && !t.is(i - 1, "::") && !IntervalLiterals.isUnit(t, i + 2)) {
            return new Literal(i, i + 1, IntervalLiterals.literal(t, i + 1));
        }
        if (IntervalLiterals.isString(t, i) && t.is(i + 1, "::") && t.is(i + 2, "INTERVAL") && !t.is(i + 3, "(")) {
            return new Literal(i, i + 2, IntervalLiterals.literal(t, i));
        }
        return null;
    }
}
