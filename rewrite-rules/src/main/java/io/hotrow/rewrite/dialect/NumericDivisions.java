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
 * parameters) is left to H2, as is one with a float or other operand, whose type PostgreSQL's
 * division keeps.
 */
final class NumericDivisions implements Rule {

    private record Division(int begin, int operator, int end) {
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
            if (end > 0 && ArithmeticType.of(t, begin, i).with(ArithmeticType.of(t, i + 1, end)) == ArithmeticType.NUMERIC) {
                divisions.add(new Division(begin, i, end));
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
            splice.replace(t.get(d.begin()).begin(), t.get(d.end() - 1).end(), "hotrow.numeric_div(" + left + ", " + right + ")");
            done.add(d);
        }
    }
}
