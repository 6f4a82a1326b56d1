package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;

/**
 * What the text alone says of an arithmetic expression's type, as PostgreSQL would resolve it:
 * a numeric when a factor is a decimal literal (or an integer literal beyond bigint), a cast or typed literal to numeric, or an
 * aggregate of one; a float or something else (an interval, text) when a factor says so; unknown
 * otherwise (columns, parameters, integers: the database knows their types, the text does not).
 */
enum ArithmeticType {
    UNKNOWN, NUMERIC, FLOAT, OTHER;

    private static final Set<String> NUMERIC_TYPES = Set.of("NUMERIC", "DECIMAL", "DEC");
    private static final Set<String> FLOAT_TYPES = Set.of("FLOAT", "FLOAT4", "FLOAT8", "REAL", "DOUBLE");
    private static final Set<String> INTEGER_TYPES = Set.of("INT", "INT2", "INT4", "INT8", "INTEGER", "SMALLINT", "BIGINT");
    /** Functions whose result has the type of their arguments. */
    private static final Set<String> TYPE_PRESERVING = Set.of("sum", "min", "max", "abs", "coalesce", "nullif", "greatest", "least",
            "round", "trunc", "ceil", "ceiling", "floor", "mod", "sign");
    /** Operators that join arithmetic factors. */
    private static final Set<String> ARITHMETIC = Set.of("+", "-", "*", "/", "%");

    /** The type of tokens {@code [from, to)}, an arithmetic expression. */
    static ArithmeticType of(SqlTokens t, int from, int to) {
        ArithmeticType type = UNKNOWN;
        int factor = from;
        for (int i = from; i <= to; i++) {
            if (i == to || ARITHMETIC.contains(t.get(i).image()) && i > factor) {
                type = type.with(factorType(t, factor, i));
                factor = i + 1;
            } else if (t.is(i, "||")) {
                return OTHER;
            } else if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i);
            } else if (t.is(i, "CASE")) {
                i = Operands.endOf(t, i);
            }
        }
        return type;
    }

    /** Of two factors of one expression: something else over float over numeric over unknown. */
    ArithmeticType with(ArithmeticType other) {
        return values()[Math.max(ordinal(), other.ordinal())];
    }

    private static ArithmeticType factorType(SqlTokens t, int from, int to) {
        while (from < to && (t.is(from, "-") || t.is(from, "+"))) {
            from++;
        }
        if (from >= to) {
            return UNKNOWN;
        }
        int lastCast = Operands.lastCast(t, from, to);
        if (lastCast >= 0) {
            return named(Operands.upper(t, lastCast + 1));
        }
        String image = t.get(from).image();
        if (to - from == 1 && Operands.isLiteral(t, from) && !image.startsWith("'")) {
            return image.matches("\\d+") && !beyondBigint(image) ? UNKNOWN : NUMERIC;
        }
        if (t.is(from, "(") && t.closing(from) == to - 1) {
            return of(t, from + 1, to - 1);
        }
        if (t.is(from, "INTERVAL")) {
            return OTHER;
        }
        if (t.is(from, "CAST") && t.is(from + 1, "(")) {
            int as = t.nextTopLevel(from + 2, to, "AS");
            return as < 0 ? UNKNOWN : named(Operands.upper(t, as + 1));
        }
        if (Operands.isWord(t, from) && to - from == 2 && t.get(from + 1).image().startsWith("'")) {
            return named(image.toUpperCase(Locale.ROOT)); // numeric '1.5'
        }
        return call(t, from, to);
    }

    /** A call of an aggregate or arithmetic function whose type follows from its arguments. */
    private static ArithmeticType call(SqlTokens t, int from, int to) {
        int name = from;
        while (t.is(name + 1, ".")) {
            name += 2;
        }
        if (!t.is(name + 1, "(")) {
            return UNKNOWN;
        }
        String function = t.get(name).image().toLowerCase(Locale.ROOT);
        if (name != from && !t.is(from, "pg_catalog") || !function.equals("avg") && !TYPE_PRESERVING.contains(function)) {
            return UNKNOWN;
        }
        int close = t.closing(name + 1);
        ArithmeticType arguments = UNKNOWN;
        int argument = name + 2;
        if (t.is(argument, "DISTINCT") || t.is(argument, "ALL")) {
            argument++;
        }
        for (int comma = t.nextTopLevel(argument, close, ","); comma >= 0; comma = t.nextTopLevel(argument, close, ",")) {
            arguments = arguments.with(of(t, argument, comma));
            argument = comma + 1;
        }
        arguments = arguments.with(of(t, argument, close));
        // avg of integers and numerics is a numeric; of floats a float, of intervals an interval
        return function.equals("avg") && arguments == UNKNOWN ? NUMERIC : arguments;
    }

    /** Whether the digits {@code digits} are beyond bigint: PostgreSQL reads such an integer literal as a numeric. */
    private static boolean beyondBigint(String digits) {
        String significant = digits.replaceFirst("^0+(?=.)", "");
        return significant.length() > 19 || significant.length() == 19 && significant.compareTo("9223372036854775807") > 0;
    }

    private static ArithmeticType named(String type) {
        if (NUMERIC_TYPES.contains(type)) {
            return NUMERIC;
        }
        if (FLOAT_TYPES.contains(type)) {
            return FLOAT;
        }
        return INTEGER_TYPES.contains(type) ? UNKNOWN : OTHER;
    }
}
