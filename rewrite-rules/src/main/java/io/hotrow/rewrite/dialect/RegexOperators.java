package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * The match operators {@code ~}, {@code ~*}, {@code !~} and {@code !~*}: H2 runs them with Java's
 * regular expressions as written, so a PostgreSQL pattern means something else there ({@code .}
 * does not match a newline, {@code [[:digit:]]} and {@code \m} are no classes or anchors). The
 * right operand becomes a call of the engine's {@code hotrow_regex}, which translates the pattern
 * into Java's syntax as the regexp_* functions read it (a bind parameter stays one, as the call's
 * argument). A right operand the shim cannot delimit for sure is left to H2.
 */
final class RegexOperators implements Rule {

    static final String PATTERN = "hotrow_regex";

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("~");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int i = 0;
        while (i < t.size()) {
            int end = Operands.tildeOperatorEnd(t, i);
            String operator = Operands.images(t, i, end);
            if (isMatchOperator(operator) && endsOperand(t, i - 1)) {
                wrapRightOperand(t, end - 1, splice);
            }
            i = Math.max(end, i + 1);
        }
    }

    private static void wrapRightOperand(SqlTokens t, int operator, Splice splice) {
        int end = Operands.rightEnd(t, operator);
        if (end < 0 || end <= operator + 1 || bindsTighter(t, end)) {
            return;
        }
        int begin = t.get(operator + 1).begin();
        int until = t.get(end - 1).end();
        splice.wrap(begin, until, List.of(new Splice.Span(begin, until)), parts -> PATTERN + "(" + parts.get(0) + ")");
    }

    /** Whether a left operand ends at {@code i}: a prefix {@code ~} is bitwise not, which H2 runs as PostgreSQL does. */
    private static boolean endsOperand(SqlTokens t, int i) {
        return t.is(i, ")") || t.is(i, "]") || Operands.isLiteral(t, i) || Operands.isWord(t, i) && !t.is(i, "SELECT")
                && !t.is(i, "WHERE") && !t.is(i, "AND") && !t.is(i, "OR") && !t.is(i, "NOT") && !t.is(i, "THEN") && !t.is(i, "ELSE")
                && !t.is(i, "WHEN");
    }

    /** An operator after the operand that takes it first: the operand is then more than the factor found. */
    private static boolean bindsTighter(SqlTokens t, int next) {
        return t.is(next, "+") || t.is(next, "-") || t.is(next, "*") || t.is(next, "/") || t.is(next, "%");
    }

    private static boolean isMatchOperator(String operator) {
        return operator.equals("~") || operator.equals("~*") || operator.equals("!~") || operator.equals("!~*");
    }
}
