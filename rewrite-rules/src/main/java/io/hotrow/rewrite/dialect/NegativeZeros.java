package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A float negative zero the text shows ({@code -0.0::float8}, {@code '-0'::float8}, {@code CAST('-0' AS real)},
 * {@code float8 '-0'}) is refused: PostgreSQL keeps the sign and prints {@code -0}, and H2 makes every float zero positive
 * (its values are cached by value, and -0.0 equals 0.0), so the engine answered {@code 0} without an error. A zero that
 * arithmetic makes negative ({@code 0::float8 * -1}) is not in the text, and stays H2's {@code 0}.
 */
final class NegativeZeros implements Rule {

    private static final Set<String> FLOAT_TYPES = Set.of("FLOAT8", "FLOAT4", "REAL", "FLOAT", "DOUBLE");
    /** What comes before a unary minus: an operator's or a list's place, not an operand. */
    private static final Set<String> BEFORE_SIGN = Set.of("(", ",", "SELECT", "WHERE", "AND", "OR", "NOT", "WHEN", "THEN", "ELSE", "=", "<>",
            "!=", "<", ">", "<=", ">=", "+", "-", "*", "/", "VALUES", "SET", "RETURNING", "BY", "ON", "HAVING", "||", "[");

    @Override
    public List<String> words() {
        return List.of("float8", "float4", "real", "float", "double");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i < t.size(); i++) {
            boolean signed = t.is(i, "-") && isZero(t, i + 1) && (i == 0 || BEFORE_SIGN.contains(Operands.upper(t, i - 1)))
                    && t.is(i + 2, "::") && isFloatType(t, i + 3);
            boolean text = isNegativeZeroText(t, i) && (t.is(i + 1, "::") && isFloatType(t, i + 2) || isFloatType(t, i - 1)
                    || t.is(i - 1, "(") && t.is(i - 2, "CAST") && t.is(i + 1, "AS") && isFloatType(t, i + 2));
            if (signed || text) {
                throw new UnsupportedSqlException("a float negative zero (" + Operands.images(t, i, signed ? i + 2 : i + 1)
                        + "): PostgreSQL keeps its sign (-0), and the engine's floats have no negative zero");
            }
        }
    }

    /** A number written as zero: {@code 0}, {@code 0.0}, {@code .0}, {@code 0e5}. */
    private static boolean isZero(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && t.get(i).image().matches("[0-9.]+([eE][+-]?[0-9]+)?") && parsesAsZero(t.get(i).image());
    }

    private static boolean isNegativeZeroText(SqlTokens t, int i) {
        String image = t.get(i).image();
        if (!image.startsWith("'") || !image.endsWith("'") || image.length() < 3) {
            return false;
        }
        String text = image.substring(1, image.length() - 1).strip();
        return text.startsWith("-") && parsesAsZero(text);
    }

    private static boolean parsesAsZero(String text) {
        try {
            return Double.parseDouble(text) == 0;
        } catch (NumberFormatException e) {
            return false;
        }
    }

    private static boolean isFloatType(SqlTokens t, int i) {
        return FLOAT_TYPES.contains(Operands.upper(t, i));
    }
}
