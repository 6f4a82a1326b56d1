package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code a % b} and {@code mod(a, b)} become {@code MOD(a, (b) + 0 * (a))}. H2 types a remainder by its divisor alone, so
 * a numeric dividend with an integer divisor is rounded to an integer first ({@code 5.50 % 3} is 3
 * there, PostgreSQL 2.50; {@code mod(-7.5, 2)} was -2, PostgreSQL -1.5); adding nothing of the dividend's type gives the divisor the operands'
 * common type, as PostgreSQL computes in, and stays plain H2 arithmetic (no function call per row). The dividend gets it the same way,
 * {@code MOD((a) + 0 * (b), (b) + 0 * (a))}: H2's remainder has the dividend's scale, PostgreSQL's the larger of the two.
 * The dividend is written twice, so one whose second evaluation could differ or renumber bind
 * parameters (a call, a parameter, a subquery) is left to H2, as are integer literals on both sides.
 * A remainder written {@code a % b} that is a whole select item is labelled {@code ?column?}, PostgreSQL's label of an operator
 * (H2 reads every remainder as its MOD function, and labelled it {@code mod}), with a sign before it too ({@code -7 % 3}).
 */
final class NumericRemainders implements Rule {

    @Override
    public List<String> words() {
        return List.of("mod");
    }

    @Override
    public List<String> symbols() {
        return List.of("%");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.is(i, "MOD") && t.is(i + 1, "(") && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"))) {
                call(t, splice, i);
                continue;
            }
            if (i == 0 || !t.is(i, "%")) {
                continue;
            }
            int begin = Operands.leftStart(t, i);
            int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
            if (end >= 0) {
                // H2 labels its MOD "mod"; a sign before the dividend ("-7 % 3") is part of the item
                boolean signed = begin > 0 && (t.is(begin - 1, "-") || t.is(begin - 1, "+"));
                MathOperators.labelAsOperator(t, splice, signed ? begin - 1 : begin, end - 1);
            }
            if (end < 0 || !repeatable(t, begin, i) || isIntegerLiteral(t, begin, i) && isIntegerLiteral(t, i + 1, end)) {
                continue;
            }
            String left = splice.render(t.get(begin).begin(), t.get(i - 1).end());
            String right = splice.render(t.get(i + 1).begin(), t.get(end - 1).end());
            splice.replace(t.get(begin).begin(), t.get(end - 1).end(), remainder(left, right, repeatable(t, i + 1, end)));
        }
    }

    /**
     * {@code mod(a, b)} (or {@code pg_catalog.mod}) at token {@code name}, as {@code a % b}. A divisor with a call or a remainder of
     * its own is left to H2 too: the edit inside it would overlap this one.
     */
    private static void call(SqlTokens t, Splice splice, int name) {
        int close = t.closing(name + 1);
        int comma = t.nextTopLevel(name + 2, close, ",");
        // an unclosed call (a cut-off text) is left to the parser, which refuses it
        if (!t.is(close, ")") || comma < 0 || t.nextTopLevel(comma + 1, close, ",") >= 0 || !repeatable(t, name + 2, comma) || !repeatable(t, comma + 1, close)
                || isIntegerLiteral(t, name + 2, comma) && isIntegerLiteral(t, comma + 1, close)) {
            return;
        }
        String left = splice.render(t.get(name + 2).begin(), t.get(comma - 1).end());
        String right = splice.render(t.get(comma + 1).begin(), t.get(close - 1).end());
        int first = t.is(name - 1, ".") ? name - 2 : name;
        splice.replace(t.get(first).begin(), t.get(close).end(), remainder(left, right, true));
    }

    /**
     * The remainder of {@code left} by {@code right}, each given the operands' common type; the dividend so only where the divisor
     * can be written twice: H2's remainder keeps the dividend's scale ({@code mod(-1, 3.5)} was -1, PostgreSQL's -1.0).
     */
    private static String remainder(String left, String right, boolean divisorRepeatable) {
        String dividend = divisorRepeatable ? "(" + left + ") + 0 * (" + right + ")" : left;
        return "MOD(" + dividend + ", (" + right + ") + 0 * (" + left + "))";
    }

    /** Whether tokens {@code [from, to)} hold no call, parameter or subquery, so that writing them twice changes nothing. */
    static boolean repeatable(SqlTokens t, int from, int to) {
        for (int i = from; i < to; i++) {
            String image = t.get(i).image();
            if (image.equals("?") || image.startsWith("$") || t.is(i, "SELECT") || t.is(i, "%") || t.is(i + 1, "(") && Operands.isWord(t, i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean isIntegerLiteral(SqlTokens t, int from, int to) {
        return to - from == 1 && t.get(from).image().chars().allMatch(Character::isDigit);
    }
}
