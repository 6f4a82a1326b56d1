package io.hotrow.rewrite.dialect;

import java.util.Locale;
import java.util.Set;

/**
 * The operands of a multiplicative operator ({@code *}, {@code /}, {@code %}), found in the tokens
 * by PostgreSQL's precedence: the left one is the chain of factors back to the nearest operator of
 * lower precedence, comma, open parenthesis or clause keyword; the right one is a single factor
 * (a primary with its casts and subscripts). A span that cannot be told for sure is -1, and the
 * caller leaves the operator alone.
 */
final class Operands {

    /** Words that end an expression looking backwards, or cannot start a factor. */
    private static final Set<String> CLAUSE_WORDS = Set.of("SELECT", "DISTINCT", "ALL", "FROM", "WHERE", "AND", "OR", "NOT", "ON",
            "THEN", "ELSE", "WHEN", "CASE", "END", "BY", "HAVING", "RETURNING", "SET", "VALUES", "BETWEEN", "IS", "IN", "LIKE", "ILIKE",
            "SIMILAR", "ESCAPE", "AS", "ASC", "DESC", "NULLS", "LIMIT", "OFFSET", "FETCH", "USING", "INTO", "ANY", "SOME", "EXISTS",
            "RETURN", "DEFAULT", "CHECK", "WITH", "UNION", "INTERSECT", "EXCEPT", "JOIN", "OVER", "FILTER", "WITHIN", "WINDOW", "GROUP",
            "ORDER", "PARTITION", "ROWS", "RANGE", "COLLATE", "AT", "FOR", "TO", "DO", "UPDATE", "DELETE", "INSERT", "TABLE", "LATERAL",
            "ONLY", "LEADING", "TRAILING", "BOTH", "PLACING", "VARIADIC", "CONSTRAINT", "PRIMARY", "REFERENCES", "UNIQUE");
    /** Words after which a sign is unary: an expression starts there. */
    static final Set<String> EXPRESSION_STARTS = Set.of("SELECT", "DISTINCT", "ALL", "WHERE", "AND", "OR", "NOT", "WHEN", "THEN",
            "ELSE", "VALUES", "SET", "RETURNING", "BY", "ON", "HAVING", "RETURN", "DEFAULT", "CHECK", "IS", "IN", "LIKE", "ILIKE",
            "BETWEEN", "ANY", "SOME", "AS", "CASE", "EXISTS", "FROM", "LIMIT", "OFFSET");
    /** Symbols inside a chain of factors. */
    private static final Set<String> CHAIN_SYMBOLS = Set.of(".", "::", "*", "/", "%", "?");
    /** Words that continue a type name after its first: {@code double precision}, {@code timestamp with time zone}. */
    private static final Set<String> TYPE_WORDS = Set.of("PRECISION", "VARYING", "WITH", "WITHOUT", "TIME", "ZONE");

    private Operands() {
    }

    /** Whether the sign or operator at {@code i} joins two operands: something that ends an operand comes before it. */
    static boolean isBinary(SqlTokens t, int i) {
        if (i <= 0) {
            return false;
        }
        if (t.is(i - 1, ")") || t.is(i - 1, "]") || t.is(i - 1, "?") || isLiteral(t, i - 1)) {
            return true;
        }
        return isWord(t, i - 1) && (t.is(i - 2, "::") || !EXPRESSION_STARTS.contains(upper(t, i - 1)));
    }

    /** The first token of the left operand of the operator at {@code operator}, or -1. */
    static int leftStart(SqlTokens t, int operator) {
        int i = operator - 1;
        while (i >= 0) {
            String word = upper(t, i);
            if (t.is(i, ")")) {
                int open = t.opening(i);
                i = open - 1;
                if (t.is(i, "OVER") || t.is(i, "FILTER")) {
                    i--; // avg(x) OVER (...), count(*) FILTER (...): the call comes before
                } else if (t.is(i, "GROUP") && t.is(i - 1, "WITHIN")) {
                    i -= 2;
                }
            } else if (t.is(i, "]")) {
                i = t.openingBracket(i) - 1;
            } else if (t.is(i, "END")) {
                i = caseOf(t, i) - 1;
            } else if (isWord(t, i) && t.is(i - 1, "OVER")) {
                i -= 2; // a named window
            } else if (isWord(t, i) && (!CLAUSE_WORDS.contains(word) || isColumnNamedAt(t, i)) || isLiteral(t, i) || CHAIN_SYMBOLS.contains(word)) {
                i--;
            } else if ((t.is(i, "-") || t.is(i, "+")) && (t.is(i - 1, "*") || t.is(i - 1, "/") || t.is(i - 1, "%"))) {
                i--; // a sign inside the chain: a * -b / c
            } else {
                break;
            }
        }
        return i + 1 < operator ? i + 1 : -1;
    }

    /** The token just past the right operand of the operator at {@code operator}, or -1. */
    static int rightEnd(SqlTokens t, int operator) {
        int i = factorEnd(t, operator + 1);
        return i < 0 || t.is(i, "^") || t.is(i, ".") || t.is(i, "(") ? -1 : i; // a ^ binds tighter; anything else: not understood
    }

    /** The token just past the factor starting at {@code i}: a sign, a primary, its casts and subscripts; -1 if none. */
    static int factorEnd(SqlTokens t, int i) {
        if (t.is(i, "-") || t.is(i, "+")) {
            i++;
        }
        i = primaryEnd(t, i);
        if (i < 0) {
            return -1;
        }
        while (true) {
            if (t.is(i, "::") && isWord(t, i + 1)) {
                i += 2;
                while (isWord(t, i) && TYPE_WORDS.contains(upper(t, i))) {
                    i++;
                }
                if (t.is(i, "(")) {
                    i = t.closing(i) + 1;
                }
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i) + 1;
            } else {
                return i;
            }
        }
    }

    /**
     * The first token of the factor ending at {@code last}: a primary with its casts and subscripts, and the unary signs before
     * it, which bind tighter than {@code ^}; -1 if none.
     */
    static int factorStart(SqlTokens t, int last) {
        int p = last;
        while (true) {
            if (t.is(p, ")")) {
                p = t.opening(p);
                if (isWord(t, p - 1) && !CLAUSE_WORDS.contains(upper(t, p - 1))) {
                    p = name(t, p - 1); // a call, or a type with its modifiers after ::
                }
            } else if (t.is(p, "]")) {
                p = t.openingBracket(p) - 1;
                continue; // the subscripted primary, or ARRAY
            } else if (t.is(p, "END")) {
                p = caseOf(t, p);
            } else if (isLiteral(t, p) || t.is(p, "?") || isWord(t, p) && !CLAUSE_WORDS.contains(upper(t, p))) {
                p = name(t, p);
            } else {
                return -1;
            }
            if (!t.is(p - 1, "::")) {
                break;
            }
            p -= 2; // what was cast
        }
        while ((t.is(p - 1, "-") || t.is(p - 1, "+")) && !isBinary(t, p - 1)) {
            p--;
        }
        return p;
    }

    /** The first token of the (qualified) name ending at {@code last}. */
    private static int name(SqlTokens t, int last) {
        int first = last;
        while (t.is(first - 1, ".") && isWord(t, first - 2)) {
            first -= 2;
        }
        return first;
    }

    /** Past a primary starting at {@code i}: a group, CASE, a call, a name, a literal or a parameter; -1 if none. */
    private static int primaryEnd(SqlTokens t, int i) {
        if (i >= t.size()) {
            return -1;
        }
        if (t.is(i, "(")) {
            return t.closing(i) + 1;
        }
        if (t.is(i, "CASE")) {
            return endOf(t, i) + 1;
        }
        if (t.is(i, "?")) {
            boolean numbered = isLiteral(t, i + 1) && t.get(i + 1).begin() == t.get(i).end(); // ?1, H2's numbered parameter
            return numbered ? i + 2 : i + 1;
        }
        if (isLiteral(t, i)) {
            return i + 1;
        }
        if (!isWord(t, i) || CLAUSE_WORDS.contains(upper(t, i))) {
            return -1;
        }
        if (t.is(i + 1, "[") && t.is(i, "ARRAY")) {
            return t.closingBracket(i + 1) + 1;
        }
        i++;
        while (t.is(i, ".") && (isWord(t, i + 1) || t.is(i + 1, "*"))) {
            i += 2;
        }
        if (i < t.size() && t.get(i).image().startsWith("'")) {
            return i + 1; // a typed literal: numeric '1.5'
        }
        if (!t.is(i, "(")) {
            return i;
        }
        i = t.closing(i) + 1;
        if (t.is(i, "WITHIN") && t.is(i + 1, "GROUP") && t.is(i + 2, "(")) {
            i = t.closing(i + 2) + 1;
        }
        if (t.is(i, "FILTER") && t.is(i + 1, "(")) {
            i = t.closing(i + 1) + 1;
        }
        if (t.is(i, "OVER")) {
            if (!t.is(i + 1, "(") && !isWord(t, i + 1)) {
                return -1; // OVER with no window: a syntax error
            }
            i = t.is(i + 1, "(") ? t.closing(i + 1) + 1 : i + 2;
        }
        return i;
    }

    /** The last {@code ::} outside parentheses in {@code [from, to)}, or -1. */
    static int lastCast(SqlTokens t, int from, int to) {
        int cast = -1;
        for (int i = from; i < to; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "::")) {
                cast = i;
            }
        }
        return cast;
    }

    /** Whether tokens {@code [from, to)} are one number matching {@code pattern}, signed or not, or such in parentheses. */
    static boolean isSignedNumber(SqlTokens t, int from, int to, String pattern) {
        if (t.is(from, "(") && t.closing(from) == to - 1) {
            return isSignedNumber(t, from + 1, to - 1, pattern);
        }
        int first = from;
        while (t.is(first, "-") || t.is(first, "+")) {
            first++;
        }
        return first + 1 == to && isLiteral(t, first) && t.get(first).image().matches(pattern);
    }

    /** A column named {@code at}, which PostgreSQL allows: AT is a keyword only before TIME ZONE or LOCAL. */
    private static boolean isColumnNamedAt(SqlTokens t, int i) {
        return t.is(i, "AT") && !t.is(i + 1, "TIME") && !t.is(i + 1, "LOCAL");
    }

    /** Past the type named from {@code i} (after {@code ::} or CAST's AS): its words, a schema before it, a modifier list, array brackets. */
    static int typeEnd(SqlTokens t, int i) {
        if (isWord(t, i)) {
            i++;
        }
        while (isWord(t, i) && TYPE_WORDS.contains(upper(t, i)) || t.is(i, ".") && isWord(t, i + 1)) {
            i += t.is(i, ".") ? 2 : 1;
        }
        if (t.is(i, "(")) {
            i = t.closing(i) + 1;
        }
        while (t.is(i, "[")) {
            i = t.closingBracket(i) + 1;
        }
        return i;
    }

    /** The CASE that the END at {@code end} closes. */
    static int caseOf(SqlTokens t, int end) {
        int depth = 0;
        for (int i = end; i >= 0; i--) {
            if (t.is(i, "END")) {
                depth++;
            } else if (t.is(i, "CASE") && --depth == 0) {
                return i;
            }
        }
        return 0;
    }

    /** The END that closes the CASE at {@code start}. */
    static int endOf(SqlTokens t, int start) {
        int depth = 0;
        for (int i = start; i < t.size(); i++) {
            if (t.is(i, "CASE")) {
                depth++;
            } else if (t.is(i, "END") && --depth == 0) {
                return i;
            }
        }
        return t.size() - 1;
    }

    static boolean isWord(SqlTokens t, int i) {
        if (i < 0 || i >= t.size()) {
            return false;
        }
        char first = t.get(i).image().charAt(0);
        return Character.isLetter(first) || first == '_' || first == '"';
    }

    /** A number or a string. */
    static boolean isLiteral(SqlTokens t, int i) {
        if (i < 0 || i >= t.size()) {
            return false;
        }
        String image = t.get(i).image();
        char first = image.charAt(0);
        return Character.isDigit(first) || first == '\'' || first == '.' && image.length() > 1
                || first == '$' && image.length() > 1 && Character.isDigit(image.charAt(1)); // $1, a positional parameter
    }

    static String upper(SqlTokens t, int i) {
        return i >= 0 && i < t.size() ? t.get(i).image().toUpperCase(Locale.ROOT) : "";
    }

    /**
     * The end (exclusive) of the operator made of {@code ~}, {@code !} and {@code *} that starts at
     * token {@code i}, joined across touching tokens, as the lexer may split one ({@code !~~*});
     * {@code i} itself when none starts there.
     */
    static int tildeOperatorEnd(SqlTokens t, int i) {
        int end = i;
        while (end < t.size() && isTildeOperatorPart(t.get(end).image()) && (end == i || t.get(end).begin() == t.get(end - 1).end())) {
            end++;
        }
        return end;
    }

    /** The tokens {@code [from, to)}'s images, joined. */
    static String images(SqlTokens t, int from, int to) {
        StringBuilder text = new StringBuilder();
        for (int k = from; k < to; k++) {
            text.append(t.get(k).image());
        }
        return text.toString();
    }

    private static boolean isTildeOperatorPart(String image) {
        return !image.isEmpty() && image.chars().allMatch(c -> c == '~' || c == '!' || c == '*');
    }
}
