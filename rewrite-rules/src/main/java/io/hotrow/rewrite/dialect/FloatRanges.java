package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code a + b}, {@code a - b}, {@code a * b} and {@code a / b} where the text shows a float operand ({@code 1e308::float8 * 10},
 * {@code f::float8 + 1}, which the engine writes for a float column, see {@link FloatColumns}) become the engine's
 * {@code hotrow_float8(a, b, '*')} ({@code hotrow_float4} where both operands are reals), and {@code power} and {@code exp} of
 * floats or integers {@code hotrow_power} and {@code hotrow_exp} (power of a numeric literal or cast to an integer literal
 * {@code hotrow_numeric_power}, PostgreSQL's numeric power and scale, where H2 answered a double) (sqrt {@code hotrow_sqrt}, which refuses a negative number
 * with 2201F where H2 answered NaN): PostgreSQL refuses a result past the type's range
 * (22003, overflow) or a zero from non-zero operands (22003, underflow), where H2 answered Infinity or 0 without an error.
 * Operands are found by PostgreSQL's precedence ({@link Operands}); an operator whose operands are not told apart for sure
 * is left to H2.
 */
final class FloatRanges implements Rule {

    /** The engine's float8 arithmetic. */
    static final String FLOAT8 = "hotrow_float8";
    private static final Set<String> FLOAT4_TYPES = Set.of("FLOAT4", "REAL");
    private static final Set<String> OPERATORS = Set.of("+", "-", "*", "/");
    private static final Set<String> FUNCTIONS = Set.of("power", "pow", "exp", "sqrt");

    @Override
    public List<String> words() {
        return List.of("float8", "float4", "real", "float", "double", "power", "pow", "exp", "sqrt");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        for (int i = 0; i + 1 < t.size(); i++) {
            if (OPERATORS.contains(t.get(i).image()) && Operands.isBinary(t, i)) {
                operator(t, splice, i);
            } else if (FUNCTIONS.contains(t.get(i).image().toLowerCase(Locale.ROOT)) && t.is(i + 1, "(")
                    && (!t.is(i - 1, ".") || t.is(i - 2, "pg_catalog"))) {
                function(t, splice, i);
            }
        }
    }

    private static void operator(SqlTokens t, Splice splice, int i) {
        boolean additive = t.is(i, "+") || t.is(i, "-");
        int begin = additive ? termsStart(t, i) : Operands.leftStart(t, i);
        int end = begin < 0 ? -1 : additive ? factorsEnd(t, i) : Operands.rightEnd(t, i);
        if (end <= i + 1 || t.is(begin - 1, "^") || ArithmeticType.of(t, begin, i).with(ArithmeticType.of(t, i + 1, end)) != ArithmeticType.FLOAT) {
            return;
        }
        String function = isReal(t, begin, i) && isReal(t, i + 1, end) ? "hotrow_float4" : FLOAT8;
        String operator = t.get(i).image();
        Splice.Span left = new Splice.Span(t.get(begin).begin(), t.get(i - 1).end());
        Splice.Span right = new Splice.Span(t.get(i + 1).begin(), t.get(end - 1).end());
        splice.wrap(left.begin(), right.end(), List.of(left, right),
                parts -> function + "(" + parts.get(0) + ", " + parts.get(1) + ", '" + operator + "')");
        MathOperators.labelAsOperator(t, splice, begin, end - 1);
    }

    /** The first token of the left operand of the {@code +} or {@code -} at {@code operator}: the terms before it, with their signs. */
    private static int termsStart(SqlTokens t, int operator) {
        int begin = Operands.leftStart(t, operator);
        while (begin > 0 && (t.is(begin - 1, "+") || t.is(begin - 1, "-"))) {
            begin = Operands.isBinary(t, begin - 1) ? Operands.leftStart(t, begin - 1) : begin - 1;
            if (begin < 0) {
                return -1;
            }
        }
        return begin;
    }

    /** The token just past the right operand of the {@code +} or {@code -} at {@code operator}: its factors, or -1. */
    private static int factorsEnd(SqlTokens t, int operator) {
        int end = Operands.rightEnd(t, operator);
        while (end > 0 && (t.is(end, "*") || t.is(end, "/") || t.is(end, "%"))) {
            end = Operands.rightEnd(t, end);
        }
        return end;
    }

    /** Whether tokens {@code [from, to)} are a real in PostgreSQL: factors each cast to real, joined by operators. */
    private static boolean isReal(SqlTokens t, int from, int to) {
        int factor = from;
        for (int i = from; i <= to; i++) {
            if (i == to || OPERATORS.contains(t.get(i).image()) && i > factor) {
                int first = factor;
                while (first < i && (t.is(first, "-") || t.is(first, "+"))) {
                    first++;
                }
                boolean grouped = t.is(first, "(") && t.closing(first) == i - 1;
                int cast = Operands.lastCast(t, first, i);
                if (first >= i || !(grouped ? isReal(t, first + 1, i - 1) : cast >= 0 && FLOAT4_TYPES.contains(Operands.upper(t, cast + 1)))) {
                    return false;
                }
                factor = i + 1;
            } else if (t.is(i, "(")) {
                i = t.closing(i);
            }
        }
        return true;
    }

    /** {@code power(a, b)} or {@code exp(a)} at {@code name}, the engine's where its arguments are floats or integers. */
    private static void function(SqlTokens t, Splice splice, int name) throws UnsupportedSqlException {
        int close = t.closing(name + 1);
        int comma = t.nextTopLevel(name + 2, close, ",");
        boolean exp = t.is(name, "exp") || t.is(name, "sqrt");
        if (close <= name + 2 || (comma >= 0) == exp || !exp && t.nextTopLevel(comma + 1, close, ",") >= 0) {
            return;
        }
        int begin = t.is(name - 1, ".") ? name - 2 : name;
        String function = exp ? (isFloatOrInteger(t, name + 2, close) ? "hotrow_" + t.get(name).image().toLowerCase(Locale.ROOT) : null)
                : MathOperators.isFloatPower(t, name + 2, comma, close, false) ? MathOperators.FLOAT_POWER
                : MathOperators.isNumericPower(t, name + 2, comma, close, false) ? MathOperators.NUMERIC_POWER : null;
        if (function != null) {
            splice.replace(t.get(begin).begin(), t.get(name).end(), function);
        } else if (!exp && MathOperators.isNumber(t, name + 2, comma) && MathOperators.isNumber(t, comma + 1, close)) {
            // PostgreSQL's numeric power to a fraction (exp of ln, of its own scale), where H2 answers a double without an error
            throw UnsupportedSqlException.rejectedByPostgres("42883", "power of numerics to a fractional or unknown exponent is not"
                    + " supported by the engine; cast an argument to double precision (power(x::float8, y))");
        }
    }

    /** Whether the argument {@code [from, to)} is a float by its text, or an integer literal (PostgreSQL's float8 function takes it). */
    private static boolean isFloatOrInteger(SqlTokens t, int from, int to) {
        return Operands.isSignedNumber(t, from, to, "\\d+") || ArithmeticType.of(t, from, to) == ArithmeticType.FLOAT;
    }
}
