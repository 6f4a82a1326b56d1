package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code array_append}, {@code array_prepend} and {@code array_cat}, which H2 reads as its {@code ||} of arrays (it has no
 * array_prepend): a NULL array made the whole NULL, without an error, where PostgreSQL takes it as empty
 * ({@code array_append(tags, 'z')} of a NULL {@code tags} is {@code {z}}, {@code array_cat(a, NULL)} is a), and a NULL element
 * made it NULL where PostgreSQL appends it ({@code array_append(ARRAY[1], NULL)} is {@code {1,NULL}}). Written as H2's
 * {@code ||} with PostgreSQL's NULLs: {@code COALESCE(a, ARRAY[]) || ARRAY[e]}, {@code ARRAY[e] || COALESCE(a, ARRAY[])},
 * {@code (COALESCE(a, CASE WHEN b IS NOT NULL THEN ARRAY[] END) || COALESCE(b, ARRAY[]))}. An element that is a bind
 * parameter stays bare (H2 cannot type {@code ARRAY[?]}); array_cat reads its arguments twice, so one holding a parameter
 * is left to H2, which would bind it once.
 * The {@code ||} operator between operands whose text shows which is an array and which an element is PostgreSQL's function
 * of them, written the same way ({@code NULL::int[] || 9} is {@code {9}}, {@code ARRAY[1,2] || NULL::int} {@code {1,2,NULL}},
 * {@code ARRAY[1] || NULL} {@code {1}}; H2 made each NULL): an array is {@code ARRAY[...]} or a cast to an array type, an
 * element a number or a cast to another type, and a bare NULL next to an array is an array, as PostgreSQL resolves it. Other
 * operands (columns, calls) and chains of {@code ||} are left to H2.
 */
final class ArrayConcatenations implements Rule {

    private static final Set<String> FUNCTIONS = Set.of("array_append", "array_prepend", "array_cat");
    /** Operators that bind as tightly as {@code ||} or tighter: an operand next to one is part of a larger one. */
    private static final Set<String> TIGHTER = Set.of("+", "-", "*", "/", "%", "^", "::", "[", ".", "||");

    /** What an operand of {@code ||} shows itself to be. */
    private enum Shown { ARRAY, ELEMENT, NULL, UNKNOWN }

    @Override
    public List<String> words() {
        return List.of("array_append", "array_prepend", "array_cat", "array");
    }

    @Override
    public List<String> symbols() {
        return List.of("[]");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 0; i + 1 < t.size(); i++) {
            String name = t.get(i).image().toLowerCase(Locale.ROOT);
            if (!FUNCTIONS.contains(name) || !t.is(i + 1, "(") || t.is(i - 1, ".") && !t.is(i - 2, "pg_catalog")) {
                continue;
            }
            int close = t.closing(i + 1);
            int comma = t.nextTopLevel(i + 2, close, ",");
            if (comma <= i + 2 || comma + 1 >= close || t.nextTopLevel(comma + 1, close, ",") >= 0
                    || name.equals("array_cat") && t.hasParameter(i + 2, close)) {
                continue;
            }
            Splice.Span first = new Splice.Span(t.get(i + 2).begin(), t.get(comma - 1).end());
            Splice.Span second = new Splice.Span(t.get(comma + 1).begin(), t.get(close - 1).end());
            boolean bareFirst = t.hasParameter(i + 2, comma);
            boolean bareSecond = t.hasParameter(comma + 1, close);
            int begin = t.is(i - 1, ".") ? i - 2 : i;
            splice.wrap(t.get(begin).begin(), t.get(close).end(), List.of(first, second), parts -> switch (name) {
                case "array_append" -> "(COALESCE(" + parts.get(0) + ", ARRAY[]) || " + element(parts.get(1), bareSecond) + ")";
                case "array_prepend" -> "(" + element(parts.get(0), bareFirst) + " || COALESCE(" + parts.get(1) + ", ARRAY[]))";
                default -> concatenation(parts.get(0), parts.get(1));
            });
        }
        for (int i = 1; i + 1 < t.size(); i++) {
            if (t.is(i, "||")) {
                operator(t, splice, i);
            }
        }
    }

    /** The {@code ||} at {@code i}, written as PostgreSQL's array function where its operands show which it is. */
    private static void operator(SqlTokens t, Splice splice, int i) {
        int first = Operands.leftStart(t, i);
        int end = Operands.rightEnd(t, i);
        if (first < 0 || end <= i + 1 || TIGHTER.contains(Operands.upper(t, first - 1)) || TIGHTER.contains(Operands.upper(t, end))
                || t.hasParameter(first, end)) {
            return;
        }
        Shown left = shown(t, first, i);
        Shown right = shown(t, i + 1, end);
        if (left != Shown.ARRAY && right != Shown.ARRAY || left == Shown.UNKNOWN || right == Shown.UNKNOWN) {
            return;
        }
        Splice.Span a = new Splice.Span(t.get(first).begin(), t.get(i - 1).end());
        Splice.Span b = new Splice.Span(t.get(i + 1).begin(), t.get(end - 1).end());
        splice.wrap(a.begin(), b.end(), List.of(a, b), parts -> left == Shown.ELEMENT ? "(ARRAY[" + parts.get(0) + "] || COALESCE(" + parts.get(1) + ", ARRAY[]))"
                : right == Shown.ELEMENT ? "(COALESCE(" + parts.get(0) + ", ARRAY[]) || ARRAY[" + parts.get(1) + "])"
                : concatenation(parts.get(0), parts.get(1)));
    }

    /**
     * PostgreSQL's array_cat of two arrays: a NULL one is empty, both NULL are NULL. A concatenation at the top, which H2
     * labels {@code ?column?} as PostgreSQL labels the operator.
     */
    static String concatenation(String a, String b) {
        return "(COALESCE(" + a + ", CASE WHEN " + b + " IS NOT NULL THEN ARRAY[] END) || COALESCE(" + b + ", ARRAY[]))";
    }

    /** What the tokens {@code [from, to)} show: an array constructor or a cast to an array, a number or a cast to another type, a bare NULL. */
    private static Shown shown(SqlTokens t, int from, int to) {
        int last = to - 1;
        if (last == from) {
            return t.is(from, "NULL") ? Shown.NULL
                    : Operands.isLiteral(t, from) && Character.isDigit(t.get(from).image().charAt(0)) ? Shown.ELEMENT : Shown.UNKNOWN;
        }
        if (t.is(from, "ARRAY") && t.is(from + 1, "[") && t.closingBracket(from + 1) == last) {
            return Shown.ARRAY;
        }
        if (t.is(from, "CAST") && t.is(from + 1, "(") && t.closing(from + 1) == last) {
            last--; // the type's end, before the closing parenthesis
        } else if (t.nextTopLevel(from, to, "::") < 0) {
            return Shown.UNKNOWN;
        }
        return t.is(last, "]") && t.is(last - 1, "[") ? Shown.ARRAY : Operands.isWord(t, last) || t.is(last, ")") ? Shown.ELEMENT : Shown.UNKNOWN;
    }

    private static String element(String text, boolean parameter) {
        return parameter ? text : "ARRAY[" + text + "]";
    }
}
