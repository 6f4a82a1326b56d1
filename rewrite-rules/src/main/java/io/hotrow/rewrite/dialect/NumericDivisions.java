package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code a / b} where the text shows a numeric operand ({@code 10::numeric / 3}, {@code 7.0 / 2},
 * {@code avg(x) / 2}) becomes {@code hotrow.numeric_div(a, b)}, the engine's division with
 * PostgreSQL's result scale (at least 16 significant digits). H2 scales a numeric quotient by its
 * operands' declared precision: 100,000 digits for an unconstrained numeric, computed for seconds,
 * and 20-odd digits otherwise. A division whose operands' types only the database knows (columns,
 * parameters) is left to H2, as is one with another operand, whose type PostgreSQL's division keeps.
 * A float dividend the text shows ({@code x::float8 / count(*)}) gets its divisor cast to a double, and so does a count or
 * a numeric the text shows divided by such a float: PostgreSQL divides doubles, H2 made a bigint or a numeric with a double
 * a DECFLOAT and divided that (0.13043478260869565217 for PostgreSQL's 0.13043478260869565). A dividend that may be an
 * interval (a column, a parameter) keeps its type.
 */
final class NumericDivisions implements Rule {

    /** A division at {@code operator} of tokens {@code [begin, operator)} by {@code (operator, end)}; {@code floated}: the side to cast to a double (-1 left, 1 right, 0 none: a numeric division). */
    private record Division(int begin, int operator, int end, int floated) {
        int length() {
            return end - begin;
        }

        boolean overlapsPartly(Division other) {
            boolean inside = begin >= other.begin && end <= other.end;
            boolean around = other.begin >= begin && other.end <= end;
            return begin < other.end && other.begin < end && !inside && !around;
        }
    }

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("/");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        List<Division> divisions = new ArrayList<>();
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!t.is(i, "/") || t.is(i - 1, "|") || t.is(i - 1, "||")) {
                continue;
            }
            int begin = Operands.leftStart(t, i);
            int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
            if (end <= 0) {
                continue;
            }
            ArithmeticType left = ArithmeticType.of(t, begin, i);
            ArithmeticType right = ArithmeticType.of(t, i + 1, end);
            if (left.with(right) == ArithmeticType.NUMERIC) {
                divisions.add(new Division(begin, i, end, 0));
            } else if (left == ArithmeticType.FLOAT && right != ArithmeticType.FLOAT && right != ArithmeticType.OTHER && !isInteger(t, i + 1, end)) {
                divisions.add(new Division(begin, i, end, 1));
            } else if (right == ArithmeticType.FLOAT && (left == ArithmeticType.NUMERIC || isCount(t, begin, i))) {
                divisions.add(new Division(begin, i, end, -1));
            }
        }
        // Inner divisions first, so that an outer one renders them into its operands.
        divisions.sort(Comparator.comparingInt(Division::length));
        List<Division> done = new ArrayList<>();
        for (Division d : divisions) {
            if (done.stream().anyMatch(d::overlapsPartly)) {
                continue; // operands not told apart for sure: H2's division rather than a broken text
            }
            String left = splice.render(t.get(d.begin()).begin(), t.get(d.operator() - 1).end());
            String right = splice.render(t.get(d.operator() + 1).begin(), t.get(d.end() - 1).end());
            String quotient = switch (d.floated()) {
                case 0 -> "hotrow.numeric_div(" + left + ", " + right + ")";
                case 1 -> left + " / CAST(" + right + " AS DOUBLE PRECISION)";
                default -> "CAST(" + left + " AS DOUBLE PRECISION) / " + right;
            };
            splice.replace(t.get(d.begin()).begin(), t.get(d.end() - 1).end(), quotient);
            if (d.floated() == 0) {
                MathOperators.labelAsOperator(t, splice, d.begin(), d.end() - 1); // H2 would label the call numeric_div
            }
            done.add(d);
        }
    }

    /** Whether tokens {@code [from, to)} are an integer literal, which H2 divides into a double as a double. */
    private static boolean isInteger(SqlTokens t, int from, int to) {
        return to == from + 1 && t.get(from).image().matches("\\d{1,9}");
    }

    /** Whether tokens {@code [from, to)} are one {@code count(...)} call, a bigint, with FILTER or OVER. */
    private static boolean isCount(SqlTokens t, int from, int to) {
        if (!t.is(from, "COUNT") || !t.is(from + 1, "(")) {
            return false;
        }
        int end = t.closing(from + 1) + 1;
        if (t.is(end, "FILTER") && t.is(end + 1, "(")) {
            end = t.closing(end + 1) + 1;
        }
        if (t.is(end, "OVER")) {
            end = t.is(end + 1, "(") ? t.closing(end + 1) + 1 : end + 2;
        }
        return end == to;
    }
}
