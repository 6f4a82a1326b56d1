package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's arithmetic operators without an H2 twin, written as the functions they are, with PostgreSQL's precedence:
 * <ul>
 * <li>the prefix {@code |/ a} (square root), {@code ||/ a} (cube root), {@code @ a} (absolute value) and {@code ~ a} (bitwise not) become
 * the engine's {@code hotrow_sqrt(a)} (PostgreSQL's, 2201F below zero), {@code cbrt(a)} and {@code abs(a)} of all that follows up to an operator of lower precedence than
 * arithmetic (a comparison, {@code ||}, AND, a comma): PostgreSQL's prefix operators take all arithmetic after them
 * ({@code |/ 16 + 9} is 5). H2 read {@code @x} as a session variable, NULL.
 * <li>{@code a ^ b} (power, left-associative, binding tighter than {@code * /}, looser than a unary minus) becomes the
 * engine's {@code hotrow_power(a, b)}, PostgreSQL's power of double precision values, where both operands are floats or
 * integers by their text ({@code 2 ^ 3}, {@code x::float8 ^ 2}), and the engine's {@code hotrow_numeric_power(a, b)},
 * PostgreSQL's numeric power and result scale ({@code 2.0 ^ 3} is 8.0000000000000000), where one is a numeric literal or cast
 * and the exponent an integer literal. Any other power (to a fraction of a numeric, of a column, which may be a numeric) is
 * refused with 42883, naming power(a, b).
 * </ul>
 */
final class MathOperators implements Rule {

    /** Words that end the operand of a prefix operator: clauses, and operators of lower precedence than arithmetic. */
    private static final Set<String> OPERAND_ENDS = Set.of("AND", "OR", "NOT", "IS", "ISNULL", "NOTNULL", "IN", "LIKE", "ILIKE", "SIMILAR",
            "BETWEEN", "ESCAPE", "AS", "ASC", "DESC", "NULLS", "FROM", "WHERE", "GROUP", "ORDER", "HAVING", "LIMIT", "OFFSET", "FETCH",
            "THEN", "ELSE", "WHEN", "END", "UNION", "INTERSECT", "EXCEPT", "FOR", "INTO", "ON", "USING", "JOIN", "RETURNING", "WINDOW",
            "SET", "VALUES", "DO");
    /** The engine's power of double precision values, range checked. */
    static final String FLOAT_POWER = "hotrow_power";
    /** The engine's numeric power to an integer exponent, of PostgreSQL's result scale. */
    static final String NUMERIC_POWER = "hotrow_numeric_power";
    private static final Set<String> NUMERIC_TYPES = Set.of("NUMERIC", "DECIMAL", "DEC");
    private static final String INTEGER = "\\d+";
    /** An integer written as a decimal ({@code 3.0}), or as an integer. */
    private static final String INTEGER_VALUED = "\\d+(\\.0*)?";
    /** A decimal literal, which PostgreSQL reads as a numeric. */
    static final String DECIMAL = "\\d*\\.\\d*([eE][+-]?\\d+)?|\\d+[eE][+-]?\\d+";
    /** Symbols inside the operand of a prefix operator: arithmetic, casts, names. */
    private static final Set<String> OPERAND_SYMBOLS = Set.of("+", "-", "*", "/", "%", "^", "::", ".", "?", "@", "|", "||");

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("^", "@", "|", "||", "~");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int powerBegin = -1;
        int powerEnd = -1;
        String powerFunction = null;
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "^")) {
                boolean chained = powerEnd == i;
                int begin = chained ? powerBegin : Operands.factorStart(t, i - 1);
                int end = begin < 0 ? -1 : Operands.factorEnd(t, i + 1);
                String function = end < 0 ? null : isFloatPower(t, begin, i, end, chained && FLOAT_POWER.equals(powerFunction)) ? FLOAT_POWER
                        : isNumericPower(t, begin, i, end, chained && NUMERIC_POWER.equals(powerFunction)) ? NUMERIC_POWER : null;
                if (function == null) {
                    throw refused("^", "power(a, b)");
                }
                Splice.Span left = new Splice.Span(t.get(begin).begin(), t.get(i - 1).end());
                Splice.Span right = new Splice.Span(t.get(i + 1).begin(), t.get(end - 1).end());
                splice.wrap(left.begin(), right.end(), List.of(left, right), parts -> function + "(" + parts.get(0) + ", " + parts.get(1) + ")");
                labelAsOperator(t, splice, begin, end - 1);
                powerBegin = begin;
                powerEnd = end;
                powerFunction = function;
            } else if (t.is(i, "@") && !touches(t, i, "?")) {
                prefix(t, splice, i, i + 1, "@", "abs");
            } else if (t.is(i, "|") && touches(t, i, "/")) {
                prefix(t, splice, i, i + 2, "|/", "hotrow_sqrt");
            } else if (t.is(i, "||") && touches(t, i, "/")) {
                prefix(t, splice, i, i + 2, "||/", "cbrt");
            } else if (t.is(i, "~") && !Operands.isBinary(t, i) && Operands.tildeOperatorEnd(t, i) == i + 1
                    && !(i > 0 && Operands.tildeOperatorEnd(t, i - 1) > i)) {
                prefix(t, splice, i, i + 1, "~", "BITNOT"); // not a regular expression's match: no left operand
            }
        }
    }

    /** The prefix operator at {@code operator}, its operand starting at {@code start}, written as a call of {@code function}. */
    private static void prefix(SqlTokens t, Splice splice, int operator, int start, String image, String function)
            throws UnsupportedSqlException {
        int end = operandEnd(t, start);
        if (Operands.isBinary(t, operator) || end <= start || t.is(start, "@") && touches(t, operator, "@")) {
            throw refused(image, function + "(a)");
        }
        Splice.Span operand = new Splice.Span(t.get(start).begin(), t.get(end - 1).end());
        splice.wrap(t.get(operator).begin(), operand.end(), List.of(operand), parts -> function + "(" + parts.get(0) + ")");
        labelAsOperator(t, splice, operator, end - 1);
    }

    /** The token past the operand of a prefix operator starting at {@code i}: all arithmetic up to an operator of lower precedence. */
    private static int operandEnd(SqlTokens t, int i) {
        int end = t.statementEnd();
        while (i < end) {
            if (t.is(i, "(")) {
                i = t.closing(i) + 1;
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i) + 1;
            } else if (t.is(i, "CASE")) {
                i = Operands.endOf(t, i) + 1;
            } else if (OPERAND_SYMBOLS.contains(t.get(i).image()) && !(t.is(i, "||") && !touches(t, i, "/"))
                    && !(t.is(i, "|") && !touches(t, i, "/")) || Operands.isLiteral(t, i)
                    || Operands.isWord(t, i) && !OPERAND_ENDS.contains(Operands.upper(t, i))) {
                i++;
            } else {
                break;
            }
        }
        return i;
    }

    /**
     * Whether the power of tokens {@code [from, operator)} and {@code (operator, to)} is PostgreSQL's of floats: one operand is a
     * float by its text ({@code chained}: the left one is a power itself) and none of another type, or both are integers.
     */
    static boolean isFloatPower(SqlTokens t, int from, int operator, int to, boolean chained) {
        ArithmeticType left = chained ? ArithmeticType.FLOAT : ArithmeticType.of(t, from, operator);
        return left.with(ArithmeticType.of(t, operator + 1, to)) == ArithmeticType.FLOAT
                || (chained || Operands.isSignedNumber(t, from, operator, INTEGER)) && Operands.isSignedNumber(t, operator + 1, to, INTEGER);
    }

    /**
     * Whether the power of tokens {@code [from, operator)} and {@code (operator, to)} is PostgreSQL's of numerics to an integer
     * exponent, each operand shown by its text: a numeric ({@code chained}: the left one is such a power itself) or integer
     * literal, or a cast to numeric, raised to an integer-valued literal, one at least a numeric.
     */
    static boolean isNumericPower(SqlTokens t, int from, int operator, int to, boolean chained) {
        boolean leftNumeric = chained || isNumeric(t, from, operator);
        return (leftNumeric || Operands.isSignedNumber(t, from, operator, INTEGER)) && Operands.isSignedNumber(t, operator + 1, to, INTEGER_VALUED)
                && (leftNumeric || !Operands.isSignedNumber(t, operator + 1, to, INTEGER));
    }

    /** Whether tokens {@code [from, to)} are a number by their text: an integer or {@link #isNumeric numeric}. */
    static boolean isNumber(SqlTokens t, int from, int to) {
        return isNumeric(t, from, to) || Operands.isSignedNumber(t, from, to, INTEGER);
    }

    /** Whether tokens {@code [from, to)} are a decimal literal, signed or not, or a factor cast to numeric, or one in parentheses. */
    private static boolean isNumeric(SqlTokens t, int from, int to) {
        if (t.is(from, "(") && t.closing(from) == to - 1) {
            return isNumeric(t, from + 1, to - 1);
        }
        int cast = Operands.lastCast(t, from, to);
        boolean castToNumeric = cast > from && NUMERIC_TYPES.contains(Operands.upper(t, cast + 1));
        boolean called = t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == to - 1
                && NUMERIC_TYPES.contains(Operands.upper(t, t.nextTopLevel(from + 2, to - 1, "AS") + 1));
        return castToNumeric || called || Operands.isSignedNumber(t, from, to, DECIMAL);
    }

    /**
     * PostgreSQL's label of an operator's result, {@code ?column?}, for tokens {@code [first, last]} written as a call of the
     * engine's, where they are a whole select item (H2 would label the call by its function's name).
     */
    static void labelAsOperator(SqlTokens t, Splice splice, int first, int last) {
        OutputItems items = t.outputItems();
        if (items.isWholeSelectItem(first, last)) {
            items.label(splice, last, "?column?");
        }
    }

    /** Whether the token after {@code i} is {@code symbol} written without a space: one operator of PostgreSQL's lexer. */
    private static boolean touches(SqlTokens t, int i, String symbol) {
        return i >= 0 && t.is(i + 1, symbol) && t.get(i).end() == t.get(i + 1).begin();
    }

    private static UnsupportedSqlException refused(String operator, String instead) {
        return UnsupportedSqlException.rejectedByPostgres("42883", "operator " + operator
                + " is not supported by the engine for these operands (it has no twin in H2); call " + instead + " instead");
    }
}
