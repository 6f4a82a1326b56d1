package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code 1 || 2}: PostgreSQL's {@code ||} needs a string, an array or a jsonb on one side (an unknown literal becomes text),
 * so two numbers have no such operator (42883); H2 concatenates their text ('12') without an error. Refused where the text
 * shows both operands to be number literals: one whose extent is not sure (after a sign or another operator, or cast
 * afterwards, {@code 1 || 2::text}) is left to H2.
 */
final class NumberConcatenations implements Rule {

    private static final String NUMBER = "(\\d+(\\.\\d*)?|\\.\\d+)([eE][-+]?\\d+)?";
    /** What may come before the left number for it to be the whole left operand. */
    private static final Set<String> BEFORE = Set.of("(", ",");
    /** What after the right number makes it part of a larger operand of another type. */
    private static final Set<String> AFTER = Set.of("::", "[", ".", "COLLATE");

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("||");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "||") && isNumber(t, i - 1) && isNumber(t, i + 1) && !AFTER.contains(Operands.upper(t, i + 2))
                    && (i == 1 || BEFORE.contains(t.get(i - 2).image()) || Operands.EXPRESSION_STARTS.contains(Operands.upper(t, i - 2)))) {
                throw UnsupportedSqlException.rejectedByPostgres("42883", "operator does not exist: " + type(t, i - 1) + " || "
                        + type(t, i + 1) + " (PostgreSQL concatenates strings, arrays and jsonb; cast an operand to text)");
            }
        }
    }

    private static boolean isNumber(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && t.get(i).image().matches(NUMBER);
    }

    /** The type PostgreSQL gives the number literal at {@code i}, as its message names it. */
    private static String type(SqlTokens t, int i) {
        return t.get(i).image().matches("\\d+") ? "integer" : "numeric";
    }
}
