package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A decimal literal added to, subtracted from or multiplied by a float the text shows ({@code 0.1::float8 * 1.1},
 * {@code CAST(x AS real) + 0.25}) is cast to a double ({@code 1.1::float8}): PostgreSQL computes in double precision
 * (0.11000000000000001), H2 made a double with a numeric a DECFLOAT (0.11, typed numeric). Only a literal that is a whole
 * operand of the operator: one that a tighter operator binds ({@code 0.2 * 3}) or that belongs to the operation before it
 * ({@code 0.5 - 0.2 + x}) keeps its type, as PostgreSQL computes that part in numeric. A float column's arithmetic is typed
 * by the engine ({@link ColumnArithmetic}).
 */
final class FloatLiteralOperands implements Rule {

    private static final Set<String> OPERATORS = Set.of("+", "-", "*");
    /** Operators that bind a literal after {@code +} or {@code -} away from it. */
    private static final Set<String> TIGHTER = Set.of("*", "/", "%", "^");
    /** What before a literal makes it part of another operation (or a signed number). */
    private static final Set<String> BEFORE_PART = Set.of("+", "-", "*", "/", "%", "^", "::", "||");

    @Override
    public List<String> words() {
        return List.of("cast", "float4", "float8", "real", "double");
    }

    @Override
    public List<String> symbols() {
        return List.of("::");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!OPERATORS.contains(t.get(i).image()) || BEFORE_PART.contains(Operands.upper(t, i - 1))) {
                continue; // not binary: a sign, or a second character of an operator
            }
            int begin = Operands.leftStart(t, i);
            int end = begin < 0 ? -1 : Operands.rightEnd(t, i);
            if (end < 0) {
                continue;
            }
            boolean additive = !t.is(i, "*");
            if (end == i + 2 && isDecimal(t, i + 1) && !(additive && TIGHTER.contains(Operands.upper(t, end)))
                    && ArithmeticType.of(t, begin, i) == ArithmeticType.FLOAT) {
                splice.insert(t.get(i + 1).end(), "::float8");
            } else if (begin == i - 1 && isDecimal(t, begin) && !BEFORE_PART.contains(Operands.upper(t, begin - 1))
                    && !(additive && TIGHTER.contains(Operands.upper(t, end))) && ArithmeticType.of(t, i + 1, end) == ArithmeticType.FLOAT) {
                splice.insert(t.get(begin).end(), "::float8");
            }
        }
    }

    private static boolean isDecimal(SqlTokens t, int i) {
        return Operands.isLiteral(t, i) && t.get(i).image().matches("\\d*\\.\\d*([eE][-+]?\\d+)?|\\d+[eE][-+]?\\d+");
    }
}
