package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Arithmetic on dates whose result type differs in H2. {@code a - b} of two dates is an integer
 * number of days in PostgreSQL, an INTERVAL DAY in H2: where the text shows b is a date
 * ({@code date '...'}, {@code x::date}, {@code CAST(x AS date)}, {@code current_date}) it becomes the
 * engine's {@code hotrow_date_minus(a, b)}, which refuses an a that turns out not to be a date
 * rather than answer with the wrong type (a date minus a column of unknown type may be a date minus
 * days, so that is left alone). A date the text shows plus or minus an interval literal is a
 * {@code timestamp} in PostgreSQL, a date in H2: the date is cast to a timestamp first.
 */
final class DateArithmetic implements Rule {

    /** Operators that bind tighter than + and -: an operand followed by one is not the whole operand. */
    private static final Set<String> TIGHTER = Set.of("*", "/", "%", "^");

    @Override
    public List<String> words() {
        return List.of("date", "current_date");
    }

    @Override
    public List<String> symbols() {
        return List.of("-", "+");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i < t.size(); i++) {
            boolean minus = t.is(i, "-");
            if (!minus && !t.is(i, "+") || !endsOperand(t, i - 1)) {
                continue;
            }
            int leftFirst = Operands.leftStart(t, i);
            int rightEnd = Operands.rightEnd(t, i);
            if (leftFirst < 0 || rightEnd < 0 || t.is(rightEnd, "[") || TIGHTER.contains(Operands.upper(t, rightEnd)) || hasTighter(t, leftFirst, i)
                    || (t.is(leftFirst - 1, "-") || t.is(leftFirst - 1, "+")) && endsOperand(t, leftFirst - 2)) {
                continue; // a left operand that is the right one of an operator before: (a - b) - c is not a - (b - c)
            }
            int leftFirstToken = CastOperands.withLiteralType(t, leftFirst);
            Splice.Span left = new Splice.Span(t.get(leftFirstToken).begin(), t.get(i - 1).end());
            Splice.Span right = new Splice.Span(t.get(i + 1).begin(), t.get(rightEnd - 1).end());
            boolean leftDate = isDate(t, leftFirstToken, i - 1);
            boolean rightDate = isDate(t, i + 1, rightEnd - 1);
            if (minus && rightDate && !isInterval(t, leftFirstToken, i - 1)) {
                splice.wrap(left.begin(), right.end(), List.of(left, right), parts -> "hotrow_date_minus(" + parts.get(0) + ", " + parts.get(1) + ")");
            } else if (leftDate && isInterval(t, i + 1, rightEnd - 1)) {
                splice.wrap(left.begin(), left.end(), List.of(left), parts -> "CAST(" + parts.get(0) + " AS TIMESTAMP)");
            } else if (!minus && rightDate && isInterval(t, leftFirstToken, i - 1)) {
                splice.wrap(right.begin(), right.end(), List.of(right), parts -> "CAST(" + parts.get(0) + " AS TIMESTAMP)");
            }
        }
    }

    /** Whether token {@code i} can end an operand, so that a sign after it is a binary operator. */
    private static boolean endsOperand(SqlTokens t, int i) {
        return t.is(i, ")") || Operands.isLiteral(t, i) || Operands.isWord(t, i) && !Set.of("SELECT", "WHERE", "AND", "OR", "NOT", "THEN",
                "ELSE", "WHEN", "RETURNING", "BY", "SET", "VALUES", "ON", "HAVING", "CASE", "IS", "IN", "BETWEEN", "LIKE", "AS", "DEFAULT",
                "INTERVAL").contains(Operands.upper(t, i));
    }

    private static boolean hasTighter(SqlTokens t, int from, int to) {
        int depth = 0;
        for (int i = from; i < to; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
            if (depth == 0 && TIGHTER.contains(Operands.upper(t, i))) {
                return true;
            }
        }
        return false;
    }

    /** Whether tokens {@code first} to {@code last} are a date by their text. */
    private static boolean isDate(SqlTokens t, int first, int last) {
        return isTyped(t, first, last, "DATE") || first == last && t.is(first, "CURRENT_DATE");
    }

    /** Whether tokens {@code first} to {@code last} are an interval literal: {@code interval '1 day'}, {@code '1 day'::interval}, a CAST of one. */
    private static boolean isInterval(SqlTokens t, int first, int last) {
        if (t.is(first, "INTERVAL")) {
            return first < last && isString(t, first + 1);
        }
        if (t.is(last, "INTERVAL") && t.is(last - 1, "::")) {
            return last - 2 == first && isString(t, first);
        }
        return isTyped(t, first, last, "INTERVAL") && isString(t, first + 2);
    }

    private static boolean isString(SqlTokens t, int i) {
        return i < t.size() && t.get(i).image().startsWith("'");
    }

    /** {@code type '...'}, {@code x::type} or {@code CAST(x AS type)}, spanning tokens {@code first} to {@code last}. */
    private static boolean isTyped(SqlTokens t, int first, int last, String type) {
        if (last == first + 1 && t.is(first, type) && isString(t, last)) {
            return true;
        }
        if (t.is(last, type) && t.is(last - 1, "::") && last - 1 > first) {
            return true;
        }
        return t.is(last, ")") && t.is(first, "CAST") && t.is(first + 1, "(") && t.closing(first + 1) == last && t.is(last - 1, type)
                && t.is(last - 2, "AS");
    }
}
