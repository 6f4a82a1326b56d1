package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;

/** Where the operand of a {@code ::} cast, or the parentheses around a {@code CAST(... AS type)}, begin. */
final class CastOperands {

    /** Words a parenthesised group, not a call, follows. */
    private static final Set<String> CLAUSE_WORDS = Set.of("SELECT", "WHERE", "AND", "OR", "NOT", "ON", "IN", "BY", "WHEN", "THEN",
            "ELSE", "RETURNING", "VALUES", "SET", "FROM", "AS", "IS", "LIKE", "ILIKE", "BETWEEN", "CASE", "DISTINCT", "ALL", "ANY", "SOME",
            "EXISTS", "HAVING", "USING", "JOIN", "LIMIT", "OFFSET", "WITH", "INTO", "DEFAULT", "CHECK", "UNION", "EXCEPT", "INTERSECT",
            "RETURN", "END", "DO", "TO");

    /** Date and time types that name a literal written after them. */
    private static final Set<String> LITERAL_TYPES = Set.of("DATE", "TIME", "TIMETZ", "TIMESTAMP", "TIMESTAMPTZ", "INTERVAL",
            "TIME WITH TIME ZONE", "TIME WITHOUT TIME ZONE", "TIMESTAMP WITH TIME ZONE", "TIMESTAMP WITHOUT TIME ZONE");

    private CastOperands() {
    }

    /**
     * The first token of the operand ending at {@code last}: a name (possibly qualified), a literal,
     * a parameter, or a parenthesised group or call; with {@code chains}, also the operand of a cast
     * it is itself the result of ({@code 'NaN'::float8} in {@code 'NaN'::float8::int}).
     */
    static int start(SqlTokens t, int last, boolean chains) {
        int i = last;
        if (t.is(i, ")")) {
            int depth = 0;
            for (; i >= 0; i--) {
                if (t.is(i, ")")) {
                    depth++;
                } else if (t.is(i, "(") && --depth == 0) {
                    break;
                }
            }
            if (i < 0) {
                return 0; // a parenthesis closed but never opened: a syntax error, which H2 reports as PostgreSQL (42601)
            }
            i = i > 0 && isCalled(t.get(i - 1)) ? i - 1 : i;
        } else {
            while (t.is(i - 1, ".") && i >= 2) {
                i -= 2;
            }
        }
        return chains && t.is(i - 1, "::") && i >= 2 ? start(t, i - 2, true) : i;
    }

    /** Whether a word before a parenthesis names a function called with it, rather than ends a clause before a group. */
    private static boolean isCalled(SqlTokens.Token word) {
        return word.isIdentifier() || Character.isLetter(word.image().charAt(0)) && !CLAUSE_WORDS.contains(word.image().toUpperCase(Locale.ROOT));
    }

    static int start(SqlTokens t, int last) {
        return start(t, last, true);
    }

    /**
     * Where an operand starting at {@code first} begins when it is a string literal of a date or
     * time type ({@code timestamptz '2024-01-01'}, {@code timestamp with time zone '...'}): at the
     * type's name, which {@link #start} does not look back to; else {@code first}.
     */
    static int withLiteralType(SqlTokens t, int first) {
        if (first < 1 || !t.get(first).image().startsWith("'")) {
            return first;
        }
        return LITERAL_TYPES.contains(typeName(t.get(first - 1))) && !t.is(first - 2, ".") ? first - 1 : first;
    }

    /**
     * A type's name as one spelling: upper case, single spaces, no precision. JSqlParser's lexer
     * makes one token of {@code timestamp(3) without time zone}.
     */
    static String typeName(SqlTokens.Token token) {
        return token.image().toUpperCase(Locale.ROOT).replaceAll("\\(\\s*\\d+\\s*\\)", "").replaceAll("\\s+", " ").strip();
    }

    /** The parenthesis that encloses token {@code i}. */
    static int enclosingOpen(SqlTokens t, int i) {
        int depth = 0;
        for (int j = i - 1; j >= 0; j--) {
            if (t.is(j, ")")) {
                depth++;
            } else if (t.is(j, "(") && depth-- == 0) {
                return j;
            }
        }
        return 0;
    }

    /** Which operands (tokens {@code first} to {@code last}) of a cast a rule converts. */
    interface Converted {
        boolean test(SqlTokens t, int first, int last);
    }

    /**
     * The cast whose type name is the token at {@code type} ({@code x::type}, {@code CAST(x AS type)},
     * the typed literal {@code type 'text'}) spliced into the call {@code function(x)}, when its
     * operand is {@code converted}. A type with a modifier or array brackets, or a qualified name, is no such cast.
     */
    static void spliceAsCall(SqlTokens t, Splice splice, int type, String function, Converted converted) {
        if (t.is(type + 1, "[") || t.is(type + 1, "(") || t.is(type - 1, ".")) {
            return;
        }
        if (t.is(type - 1, "::")) {
            int operand = start(t, type - 2);
            if (converted.test(t, operand, type - 2)) {
                splice.insert(t.get(operand).begin(), function + "(");
                splice.replace(t.get(type - 1).begin(), t.get(type).end(), ")");
            }
        } else if (t.is(type - 1, "AS") && t.is(type + 1, ")")) {
            int open = enclosingOpen(t, type);
            if (t.is(open - 1, "CAST") && converted.test(t, open + 1, type - 2)) {
                splice.replace(t.get(open - 1).begin(), t.get(open).end(), function + "(");
                splice.replace(t.get(type - 2).end(), t.get(type).end(), "");
            }
        } else if (type > 0 && type + 1 < t.size() && t.get(type + 1).image().startsWith("'") && !t.get(type - 1).isIdentifier()) {
            splice.replace(t.get(type).begin(), t.get(type + 1).end(), function + "(" + t.get(type + 1).image() + ")");
        }
    }
}
