package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Comparisons of arrays the text shows (an {@code ARRAY[...]} constructor or a cast to an array type, on either side):
 * {@code a <op> b} becomes {@code hotrow_array_cmp(a, b) <op> 0}, PostgreSQL's array order and equality, where a NULL element
 * equals a NULL element and comes after every other value ({@code ARRAY[1, NULL] = ARRAY[1, NULL]} is true). H2 compares arrays
 * as the SQL standard compares rows: a NULL element made the comparison unknown (no row matched). Array columns compared with each
 * other or ordered are the engine's to find ({@link JsonbColumnKeys}). An operand that is a quantified comparison
 * ({@code ARRAY[1] = ANY(...)}) is left to H2, and so is a comparison holding a bind parameter (H2 cannot type the call's
 * {@code ARRAY[?]}).
 */
final class ArrayComparisons implements Rule {

    /** The engine's comparison of two arrays in PostgreSQL's order: negative, 0 or positive. */
    static final String ORDER = "hotrow_array_cmp";
    /** The engine's text of an array that arrays PostgreSQL holds equal share. */
    static final String KEY = "hotrow_array_key";
    /** The engine's value of an array that sorts as PostgreSQL sorts arrays. */
    static final String SORT_KEY = "hotrow_array_sort";

    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=");
    /** What may stand before a comparison that is a whole condition or select item. */
    private static final Set<String> BEFORE = Set.of("(", ",", "SELECT", "WHERE", "AND", "OR", "NOT", "ON", "WHEN", "HAVING", "THEN",
            "ELSE", "RETURNING");
    /** What may stand after it. */
    private static final Set<String> AFTER = Set.of(")", ",", ";", "AND", "OR", "THEN", "ELSE", "END", "AS", "FROM", "WHERE", "ORDER",
            "GROUP", "HAVING", "LIMIT", "OFFSET", "FETCH", "RETURNING", "UNION", "EXCEPT", "INTERSECT", "FOR", "WINDOW", "JOIN", "LEFT",
            "RIGHT", "INNER", "FULL", "CROSS");

    @Override
    public List<String> words() {
        return List.of("array");
    }

    @Override
    public List<String> symbols() {
        return List.of("[]");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (!COMPARISONS.contains(t.get(i).image())) {
                continue;
            }
            int first = Operands.leftStart(t, i);
            int end = first < 0 ? -1 : Operands.factorEnd(t, i + 1);
            if (end <= i + 1 || !BEFORE.contains(Operands.upper(t, first - 1)) || end < t.size() && !AFTER.contains(Operands.upper(t, end))
                    || !showsArray(t, first, i - 1) && !showsArray(t, i + 1, end - 1) || holdsParameter(t, first, end)) {
                continue;
            }
            String op = t.is(i, "!=") ? "<>" : t.get(i).image();
            splice.wrap(t.get(first).begin(), t.get(end - 1).end(),
                    List.of(new Splice.Span(t.get(first).begin(), t.get(i - 1).end()), new Splice.Span(t.get(i + 1).begin(), t.get(end - 1).end())),
                    parts -> ORDER + "(" + parts.get(0) + ", " + parts.get(1) + ") " + op + " 0");
        }
    }

    private static boolean holdsParameter(SqlTokens t, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.is(k, "?") || t.get(k).image().startsWith("$")) {
                return true;
            }
        }
        return false;
    }

    /** Whether tokens {@code first} to {@code last} are an array constructor or a cast to an array type. */
    static boolean showsArray(SqlTokens t, int first, int last) {
        if (t.is(first, "ARRAY") && t.is(first + 1, "[") && t.closingBracket(first + 1) == last) {
            return true;
        }
        if (t.is(first, "CAST") && t.is(first + 1, "(") && t.closing(first + 1) == last) {
            return t.is(last - 1, "]") && t.is(last - 2, "[");
        }
        if (!t.is(last, "]") || !t.is(last - 1, "[")) {
            return false;
        }
        for (int k = last - 2; k > first; k--) {
            if (t.is(k, "::")) {
                return true;
            }
            if (!Operands.isWord(t, k) && !t.is(k, ")") && !t.is(k, "(") && !t.get(k).image().matches("[0-9]+")) {
                return false;
            }
        }
        return false;
    }
}
