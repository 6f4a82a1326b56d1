package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Comparisons of jsonb values the text shows (the last operator {@code ->} or {@code #>}, a cast to
 * jsonb, a jsonb function): {@code doc -> 'n' = '1'}, {@code a::jsonb <> b::jsonb},
 * {@code doc -> 'pages' > '100'} (Django's {@code data__pages__gt=100}) become
 * {@code hotrow_jsonb_cmp(a, b) <op> 0}, PostgreSQL's jsonb order and equality: H2 compares JSON by its
 * bytes, so {@code 80} came after {@code 100} and {@code 1.0} differed from {@code 1}.
 * {@code x IN (a, b)} of such a jsonb compares {@code hotrow_jsonb_key} of each side, the value's text with
 * its numbers at their least scale. An equality with a string without digits, or a list of such strings, stays
 * H2's (it is PostgreSQL's there, and cheaper). A string on the other side is read as a jsonb
 * ({@code doc -> 'color' = '"red"'}): PostgreSQL types the string by the other side, where H2 makes a JSON
 * string of its text, so {@code '"red"'} matched nothing and {@code 'red'} matched {@code "red"}. A string or
 * parameter compared with a jsonb column is typed by the engine, which knows the column ({@link ColumnTypedStrings}).
 * An ORDER BY item that is such a jsonb orders by {@code hotrow_jsonb_sort} of it, bytes in PostgreSQL's jsonb order, and
 * {@code count(DISTINCT x)} of one counts {@code hotrow_jsonb_key(x)}. A string in a query's VALUES column whose first row is such
 * a jsonb is read as one.
 */
final class JsonbComparisons implements Rule {

    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=");
    private static final Set<String> EQUALITIES = Set.of("=", "<>", "!=");
    /** The engine's comparison of two jsonb values in PostgreSQL's jsonb order: negative, 0 or positive. */
    static final String ORDER = "hotrow_jsonb_cmp";
    /** The engine's text of a jsonb value that equal values share. */
    static final String KEY = "hotrow_jsonb_key";
    /** The engine's bytes of a jsonb value that order as PostgreSQL orders jsonb values. */
    static final String SORT_KEY = "hotrow_jsonb_sort";
    /** Words that end the items of an ORDER BY. */
    private static final Set<String> ORDER_ENDS = Set.of("LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "EXCEPT", "INTERSECT", "ROWS", "RANGE",
            "GROUPS", ";");
    /** Words after an ORDER BY item that are not part of it. */
    private static final Set<String> ORDER_MODIFIERS = Set.of("ASC", "DESC", "NULLS", "FIRST", "LAST");
    /** Words that start a clause of conditions, at which the look back for SET stops. */
    private static final Set<String> CONDITION_CLAUSES = Set.of("WHERE", "ON", "WHEN", "HAVING", "SELECT", "RETURNING", "AND", "OR", "NOT",
            "CHECK");
    /** What may stand first inside the parentheses of {@code IN (...)} as a query rather than a list. */
    private static final Set<String> QUERY_STARTS = Set.of("SELECT", "WITH", "VALUES", "TABLE");

    @Override
    public List<String> words() {
        return List.of("jsonb", "jsonb_build_object", "jsonb_build_array", "to_jsonb", "to_json", "jsonb_extract_path", "json_extract_path",
                "jsonb_set", "jsonb_strip_nulls", "json_strip_nulls");
    }

    @Override
    public List<String> symbols() {
        return List.of("->", "#>");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            if (COMPARISONS.contains(t.get(i).image())) {
                comparison(t, splice, i);
            } else if (t.is(i, "IN") && t.is(i + 1, "(")) {
                inList(t, splice, t.is(i - 1, "NOT") ? i - 1 : i, i + 1);
            } else if (t.is(i, "ORDER") && t.is(i + 1, "BY")) {
                orderBy(t, splice, i + 2);
            } else if (t.is(i, "VALUES") && t.is(i + 1, "(") && (i == 0 || t.is(i - 1, "("))) {
                valuesRows(t, splice, i + 1);
            } else if (t.is(i, "DISTINCT") && t.is(i - 1, "(") && t.is(i - 2, "count")) {
                countDistinct(t, splice, i + 1, t.closing(i - 1) - 1);
            }
        }
    }

    /** {@code a <op> b} where either side is a jsonb: compared in jsonb's order, a lone string on the other side read as a jsonb. */
    private static void comparison(SqlTokens t, Splice splice, int operator) {
        int first = JsonOperators.leftStart(t, operator);
        int end = JsonOperators.chainEnd(t, operator + 1);
        if (first < 0 || end <= operator + 1 || isAssignment(t, first)) {
            return;
        }
        int last = end - 1;
        if (!isJsonb(t, first, operator - 1) && !isJsonb(t, operator + 1, last)) {
            return;
        }
        readLoneString(t, splice, first, operator - 1);
        readLoneString(t, splice, operator + 1, last);
        if (EQUALITIES.contains(t.get(operator).image()) && (holdsNoNumber(t, first, operator - 1) || holdsNoNumber(t, operator + 1, last))) {
            return; // H2's equality of the normalised values is PostgreSQL's for a value without numbers
        }
        String op = t.is(operator, "!=") ? "<>" : t.get(operator).image();
        splice.wrap(t.get(first).begin(), t.get(last).end(),
                List.of(span(t, first, operator - 1), span(t, operator + 1, last)),
                parts -> ORDER + "(" + parts.get(0) + ", " + parts.get(1) + ") " + op + " 0");
    }

    /** {@code x [NOT] IN (a, b)} (the IN or NOT at {@code at}) of a jsonb x: the keys of x and of each item compared. */
    private static void inList(SqlTokens t, Splice splice, int at, int open) {
        int first = JsonOperators.leftStart(t, at);
        int close = t.closing(open);
        if (first < 0 || close <= open + 1 || QUERY_STARTS.contains(Operands.upper(t, open + 1)) || !isJsonb(t, first, at - 1)) {
            return;
        }
        List<int[]> items = items(t, open);
        if (items.stream().anyMatch(item -> item[1] < item[0])) {
            return; // not a list H2 reads
        }
        List<Splice.Span> parts = new ArrayList<>();
        parts.add(span(t, first, at - 1));
        boolean mayHoldNumbers = false;
        for (int[] item : items) {
            readLoneString(t, splice, item[0], item[1]);
            parts.add(span(t, item[0], item[1]));
            mayHoldNumbers |= !holdsNoNumber(t, item[0], item[1]);
        }
        if (!mayHoldNumbers) {
            return; // the strings read as jsonb: H2's equality of the normalised values is PostgreSQL's for values without numbers
        }
        String in = t.is(at, "NOT") ? " NOT IN (" : " IN (";
        splice.wrap(t.get(first).begin(), t.get(close).end(), parts, texts -> {
            StringBuilder out = new StringBuilder(KEY).append('(').append(texts.get(0)).append(')').append(in);
            for (int k = 1; k < texts.size(); k++) {
                out.append(k > 1 ? ", " : "").append(KEY).append('(').append(texts.get(k)).append(')');
            }
            return out.append(')').toString();
        });
    }

    /**
     * The items of an ORDER BY starting at token {@code first}: each that is a jsonb ({@code ORDER BY doc -> 'n'}) orders by
     * its sort key, PostgreSQL's jsonb order, where H2 ordered by the bytes ({@code 80} after {@code 100}).
     */
    private static void orderBy(SqlTokens t, Splice splice, int first) {
        int itemStart = first;
        for (int i = first; i <= t.size(); i++) {
            boolean end = i == t.size() || t.is(i, ")") || ORDER_ENDS.contains(Operands.upper(t, i));
            if (end || t.is(i, ",")) {
                int last = i - 1;
                while (last > itemStart && ORDER_MODIFIERS.contains(Operands.upper(t, last))) {
                    last--;
                }
                if (last >= itemStart && isJsonb(t, itemStart, last)) {
                    Splice.Span item = span(t, itemStart, last);
                    splice.wrap(item.begin(), item.end(), List.of(item), parts -> SORT_KEY + "(" + parts.get(0) + ")");
                }
                if (end) {
                    return;
                }
                itemStart = i + 1;
            } else if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i);
            }
        }
    }

    /**
     * The rows of a VALUES list in a query (not an INSERT's, typed by the engine's columns), the first opening at token
     * {@code open}: a string in a column whose first row shows a jsonb ({@code ('{"a":1}'::jsonb), ('{"b":2}')}) is read as a
     * jsonb, as PostgreSQL types the column by its first row; H2 made a JSON string of its text.
     */
    private static void valuesRows(SqlTokens t, Splice splice, int open) {
        List<Boolean> jsonb = new ArrayList<>();
        for (int row = open; t.is(row, "("); row = t.is(t.closing(row) + 1, ",") ? t.closing(row) + 2 : -1) {
            List<int[]> items = items(t, row);
            for (int column = 0; column < items.size(); column++) {
                int[] item = items.get(column);
                if (row == open) {
                    jsonb.add(item[1] >= item[0] && isJsonb(t, item[0], item[1]));
                } else if (column < jsonb.size() && jsonb.get(column)) {
                    readLoneString(t, splice, item[0], item[1]);
                }
            }
        }
    }

    /** {@code count(DISTINCT x)} of a jsonb x, tokens {@code first} to {@code last}: counts its keys, which equal values share. */
    private static void countDistinct(SqlTokens t, Splice splice, int first, int last) {
        if (last >= first && isJsonb(t, first, last)) {
            Splice.Span operand = span(t, first, last);
            splice.wrap(operand.begin(), operand.end(), List.of(operand), parts -> KEY + "(" + parts.get(0) + ")");
        }
    }

    /**
     * Whether tokens {@code first} to {@code last} are surely a jsonb: a chain whose last operator makes one, a cast to jsonb
     * ({@code x::jsonb}, {@code CAST(x AS jsonb)}, {@code jsonb '1'}) or a call of a function returning one.
     */
    static boolean isJsonb(SqlTokens t, int first, int last) {
        while (t.is(first, "(") && t.closing(first) == last) {
            first++;
            last--;
        }
        if (last < first) {
            return false;
        }
        if (JsonOperators.yieldsJsonb(t, first, last)) {
            return true;
        }
        if (last == first + 1) {
            return t.is(first, "jsonb") && t.get(last).image().startsWith("'");
        }
        if (!Operands.isWord(t, first) || !t.is(first + 1, "(") || t.closing(first + 1) != last) {
            return false;
        }
        String name = t.get(first).image().toLowerCase(Locale.ROOT);
        return name.equals("cast") ? t.is(last - 1, "jsonb") && t.is(last - 2, "AS") : JsonTypes.JSONB_FUNCTIONS.contains(name);
    }

    /** Whether the operand starting at {@code first} is a column assigned by {@code SET}, not compared. */
    private static boolean isAssignment(SqlTokens t, int first) {
        for (int i = first - 1; i >= 0; i--) {
            if (t.is(i, ")")) {
                i = t.opening(i);
            } else if (t.is(i, "(")) {
                return false;
            } else if (t.is(i, "SET")) {
                return true;
            } else if (CONDITION_CLAUSES.contains(Operands.upper(t, i))) {
                return false;
            }
        }
        return false;
    }

    /** A string literal that is a whole operand ({@code first} to {@code last}) on its own, read as a jsonb. */
    private static void readLoneString(SqlTokens t, Splice splice, int first, int last) {
        if (first == last && t.get(first).image().startsWith("'")) {
            splice.replace(t.get(first).begin(), t.get(first).end(), JsonTypes.parsed(t.get(first).image()));
        }
    }

    /** A string literal, tokens {@code first} to {@code last}, without digits: a jsonb of it holds no number. */
    private static boolean holdsNoNumber(SqlTokens t, int first, int last) {
        return first == last && holdsNoNumber(t.get(first).image());
    }

    /**
     * Whether {@code image} is a string literal without digits: read as a jsonb it holds no number, and H2's equality of
     * the normalised values (their bytes) is PostgreSQL's for it, so it needs no comparison by the engine's functions.
     */
    static boolean holdsNoNumber(String image) {
        return image.startsWith("'") && image.chars().noneMatch(Character::isDigit);
    }

    /** The items between the parenthesis at {@code open} and its closing one, split at their commas: each its first and last token. */
    static List<int[]> items(SqlTokens t, int open) {
        int close = t.closing(open);
        List<int[]> items = new ArrayList<>();
        int itemStart = open + 1;
        for (int i = open + 1; i <= close; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i);
            } else if (t.is(i, ",") || i == close) {
                items.add(new int[] {itemStart, i - 1});
                itemStart = i + 1;
            }
        }
        return items;
    }

    private static Splice.Span span(SqlTokens t, int first, int last) {
        return new Splice.Span(t.get(first).begin(), t.get(last).end());
    }
}
