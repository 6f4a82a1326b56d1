package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * An array subscript outside the array ({@code tags[1]} of an empty array, {@code arr[0]}, {@code arr[-1]}) is NULL in
 * PostgreSQL, and H2 fails the whole statement with 2202E: {@code WHERE tags[1] = 'a'} failed as soon as one row held an
 * empty array. {@code x[i]} becomes {@code CASE WHEN (i) BETWEEN 1 AND CARDINALITY(x) THEN x[i] END}, which keeps the
 * element's type. (H2's {@code ARRAY_SLICE} is lenient with bounds too, but fails inside for a start past the end.) The
 * array and the index are read twice, so a subscript where either holds a bind parameter or a volatile call stays as
 * written (H2's error), as do slices ({@code x[1:2]}), string subscripts (jsonb's {@code doc['a']}), chained subscripts,
 * and an UPDATE's {@code SET arr[1] = ...}, which assigns the element.
 */
final class ArraySubscripts implements Rule {

    /** Words whose value changes from one call to the next, so reading them twice could read two values. */
    private static final Set<String> VOLATILE = Set.of("RANDOM", "NEXTVAL", "SETVAL", "GEN_RANDOM_UUID", "UUID_GENERATE_V4", "CLOCK_TIMESTAMP",
            "TIMEOFDAY", "SELECT");
    /** Words before a bracket that are no array: {@code ARRAY[...]} and keywords. */
    private static final Set<String> NO_ARRAY = Set.of("ARRAY", "SELECT", "WHERE", "AND", "OR", "NOT", "WHEN", "THEN", "ELSE", "ON", "BY", "IN",
            "VALUES", "SET", "RETURNING", "HAVING", "AS", "IS", "NULL", "CASE", "END");

    @Override
    public List<String> words() {
        return List.of();
    }

    @Override
    public List<String> symbols() {
        return List.of("[");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int open = 1; open < t.size(); open++) {
            if (!t.is(open, "[")) {
                continue;
            }
            int close = t.closingBracket(open);
            int start = arrayStart(t, open - 1);
            if (!t.is(close, "]") || start < 0 || !plainIndex(t, open + 1, close) || !readTwice(t, start, open) || t.is(close + 1, "[")
                    || start > 0 && (t.is(start - 1, "::") || t.is(start - 1, "AS")) || assignedElement(t, start, close)) {
                continue;
            }
            Splice.Span array = new Splice.Span(t.get(start).begin(), t.get(open - 1).end());
            Splice.Span index = new Splice.Span(t.get(open + 1).begin(), t.get(close - 1).end());
            splice.wrap(array.begin(), t.get(close).end(), List.of(array, index),
                    parts -> "CASE WHEN (" + parts.get(1) + ") BETWEEN 1 AND CARDINALITY(" + parts.get(0) + ") THEN " + parts.get(0) + "["
                            + parts.get(1) + "] END");
            String label = label(t, start, open - 1);
            if (label != null && t.outputItems().mayLabel(start, close, label)) {
                t.outputItems().label(splice, close, label); // PostgreSQL labels tags[1] "tags", (regexp_match(...))[1] "regexp_match"
            }
            open = close;
        }
    }

    /** PostgreSQL's label of a subscripted array: its column's name, or its function's; null for another expression. */
    private static String label(SqlTokens t, int first, int last) {
        if (t.is(first, "(") && t.closing(first) == last) {
            boolean call = Operands.isWord(t, first + 1) && t.is(first + 2, "(") && t.closing(first + 2) == last - 1;
            return call ? t.get(first + 1).image().toLowerCase(Locale.ROOT) : t.is(first + 1, "ARRAY") ? "array" : null;
        }
        if (t.is(last, ")")) {
            return null;
        }
        String name = t.get(last).image();
        return name.startsWith("\"") ? name.substring(1, name.length() - 1).replace("\"\"", "\"") : name.toLowerCase(Locale.ROOT);
    }

    /** The first token of the array subscripted before {@code last}: a (qualified) name, a parenthesised expression or a call; -1 for none. */
    private static int arrayStart(SqlTokens t, int last) {
        if (t.is(last, ")")) {
            int p = t.opening(last);
            return p > 0 && Operands.isWord(t, p - 1) && !NO_ARRAY.contains(Operands.upper(t, p - 1)) ? name(t, p - 1) : p;
        }
        if (Operands.isWord(t, last) && !NO_ARRAY.contains(Operands.upper(t, last)) && !Operands.isLiteral(t, last)) {
            return name(t, last);
        }
        return -1;
    }

    private static int name(SqlTokens t, int last) {
        int first = last;
        while (first >= 2 && t.is(first - 1, ".") && Operands.isWord(t, first - 2)) {
            first -= 2;
        }
        return first;
    }

    /** An index to read twice: not empty, no slice, no string (jsonb's key), no parameter, nothing volatile. */
    private static boolean plainIndex(SqlTokens t, int from, int to) {
        if (from >= to || to - from == 1 && t.get(from).image().startsWith("'")) {
            return false;
        }
        for (int i = from; i < to; i++) {
            if (t.is(i, ":") || t.is(i, "[")) {
                return false;
            }
        }
        return readTwice(t, from, to);
    }

    private static boolean readTwice(SqlTokens t, int from, int to) {
        for (int i = from; i < to; i++) {
            String image = t.get(i).image();
            if (image.equals("?") || image.startsWith("$") || VOLATILE.contains(Operands.upper(t, i))) {
                return false;
            }
        }
        return true;
    }

    /** {@code SET arr[1] = 5} (and {@code , arr[2] = 6}): the element is assigned, not read. */
    private static boolean assignedElement(SqlTokens t, int start, int close) {
        return t.is(close + 1, "=") && start > 0 && (t.is(start - 1, "SET") || t.is(start - 1, ",") && t.lastTopLevel("SET", null) >= 0);
    }
}
