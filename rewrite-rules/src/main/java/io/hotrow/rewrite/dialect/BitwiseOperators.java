package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Map;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's bitwise {@code a & b}, {@code a | b}, {@code a # b}, {@code a << n} and {@code a >> n} on integers become H2's
 * {@code BITAND(a, b)}, {@code BITOR(a, b)}, {@code BITXOR(a, b)}, {@code LSHIFT(a, n)} and {@code RSHIFT(a, n)} (pgjdbc's
 * getIndexInfo tests {@code indoption[i] & 1}; H2 refused the last three with a syntax error). An operand that
 * continues with arithmetic after its first factor is left to H2: PostgreSQL binds {@code +} tighter
 * than {@code &}, which the operands read here would not keep. A whole select item keeps PostgreSQL's label of an operator,
 * {@code ?column?} (H2 labelled it by its function: bitand, lshift).
 */
final class BitwiseOperators implements Rule {

    /** H2's function for each operator. */
    private static final Map<String, String> FUNCTIONS = Map.of("&", "BITAND", "|", "BITOR", "#", "BITXOR", "<<", "LSHIFT", ">>", "RSHIFT");

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("&", "|", "#", "<<", ">>");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            String function = FUNCTIONS.get(t.get(i).image());
            if (function == null || t.is(i, "&") && isUnicodePrefix(t, i)) {
                continue;
            }
            int begin = Operands.leftStart(t, i);
            int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
            if (end < 0 || List.of("+", "-", "*", "/", "%").stream().anyMatch(symbol -> t.is(end, symbol))
                    || List.of("+", "-").stream().anyMatch(symbol -> t.is(begin - 1, symbol))) {
                continue;
            }
            String left = splice.render(t.get(begin).begin(), t.get(i - 1).end());
            String right = splice.render(t.get(i + 1).begin(), t.get(end - 1).end());
            splice.replace(t.get(begin).begin(), t.get(end - 1).end(), function + "(" + left + ", " + right + ")");
            MathOperators.labelAsOperator(t, splice, begin, end - 1); // H2 labels its function (bitand, lshift)
        }
    }

    /** The {@code &} of a Unicode escape string or name, {@code U&'caf\00e9'} or {@code U&"n"}: all three touch, no operator. */
    private static boolean isUnicodePrefix(SqlTokens t, int and) {
        SqlTokens.Token before = t.get(and - 1), after = t.get(and + 1);
        return before.is("U") && before.end() == t.get(and).begin() && t.get(and).end() == after.begin()
                && (after.image().startsWith("'") || after.image().startsWith("\""));
    }
}
