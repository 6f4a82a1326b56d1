package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * jsonb columns where the statement compares their values although its text shows no jsonb ({@code SELECT DISTINCT doc},
 * {@code GROUP BY doc}, {@code ORDER BY doc}, {@code count(DISTINCT doc)}, {@code ON a.doc = b.doc}): H2 compares JSON by its
 * bytes, so {@code 1.0} and {@code 1} were two values and {@code 80} sorted after {@code 100}, where PostgreSQL compares jsonb
 * values (equal numbers of different scale are equal). Only the database knows which columns are jsonb: the engine asks for
 * the columns at such places ({@link #columns}), looks them up, and has the statement analysed again with the jsonb ones
 * keyed ({@link #keyed}). The keys replace only what is compared; the values a query returns stay the stored ones:
 * <ul>
 * <li>{@code ORDER BY doc} (also by its alias or position) and {@code PARTITION BY doc} order and part by
 * {@code hotrow_jsonb_sort(doc)};</li>
 * <li>{@code count(DISTINCT doc)} counts {@code hotrow_jsonb_key(doc)};</li>
 * <li>{@code a.doc <op> b.doc} becomes {@code hotrow_jsonb_cmp(a.doc, b.doc) <op> 0}, and {@code a.doc IN (SELECT b.doc ...)}
 * compares {@code hotrow_jsonb_key} of each;</li>
 * <li>{@code SELECT DISTINCT doc, id} becomes {@code SELECT DISTINCT ON (hotrow_jsonb_sort(doc), id) doc, id};</li>
 * <li>{@code SELECT doc ... GROUP BY doc} becomes {@code SELECT ANY_VALUE(doc) AS doc ... GROUP BY hotrow_jsonb_sort(doc)}
 * (the sort key, so that an {@code ORDER BY doc} keyed as above orders by the grouping expression), where the column is
 * named nowhere else but in whole select items and ORDER BY items.</li>
 * </ul>
 * Not keyed: a grouped column used in other expressions of the query, {@code JOIN ... USING (doc)}, an ORDER BY of a query
 * with UNION, EXCEPT or INTERSECT or of a name that is also another expression's alias, and UNION's own removal of duplicate
 * rows and unique keys (H2 compares the stored bytes there, and no expression of the statement decides it).
 */
public final class JsonbColumnKeys {

    /** A look before tokenising: the statement may compare column values by a key clause or an operator between names. */
    private static final Pattern MAY_COMPARE = Pattern.compile("(?i)\\b(?:order|group|partition)\\s+by\\b|\\bdistinct\\b|[\\w\"]\\s*(?:[=<>]|!=)");
    private static final Set<String> COMPARISONS = Set.of("=", "<>", "!=", "<", ">", "<=", ">=");
    /** Words that end the items of an ORDER BY, a PARTITION BY or a GROUP BY. */
    private static final Set<String> ITEM_ENDS = Set.of("LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "EXCEPT", "INTERSECT", "ROWS", "RANGE",
            "GROUPS", "HAVING", "ORDER", "WINDOW", "QUALIFY", ";");
    /** Words after an ORDER BY item that are not part of it. */
    private static final Set<String> ORDER_MODIFIERS = Set.of("ASC", "DESC", "NULLS", "FIRST", "LAST");
    /** Words that join queries, whose ORDER BY orders the joined rows by their output columns. */
    static final Set<String> SET_OPERATIONS = Set.of("UNION", "EXCEPT", "INTERSECT", "MINUS");
    /** Type words that end an expression, not an alias after it ({@code x::timestamp with time zone}). */
    private static final Set<String> TYPE_WORDS = Set.of("PRECISION", "VARYING", "TIME", "ZONE");

    private enum Kind { ORDER, COUNT_DISTINCT, COMPARISON, DISTINCT, GROUP, IN_QUERY }

    /** The engine's functions that compare a type's values ({@code order}), sort them and key them equal, and where they apply. */
    private record Keys(String order, String sortKey, String key, Set<Kind> kinds) {
    }

    private static final Keys JSONB = new Keys(JsonbComparisons.ORDER, JsonbComparisons.SORT_KEY, JsonbComparisons.KEY, Set.of(Kind.values()));
    /**
     * Arrays: H2 groups and counts arrays with NULL elements as PostgreSQL does (its DISTINCT and GROUP BY hold NULLs equal), but
     * compares them as rows (a NULL element makes {@code =} unknown) and sorts a NULL element first, PostgreSQL last.
     */
    private static final Keys ARRAY = new Keys(ArrayComparisons.ORDER, ArrayComparisons.SORT_KEY, ArrayComparisons.KEY,
            Set.of(Kind.ORDER, Kind.COMPARISON, Kind.DISTINCT, Kind.IN_QUERY));

    /**
     * A place that compares values: {@code refs} are its column references (first and last token each), all of which must be
     * jsonb columns for it to be keyed; {@code at} is its clause's token (the operator of a comparison, the DISTINCT, the
     * GROUP), {@code items} the select items of a DISTINCT or a GROUP BY's query.
     */
    private record Site(Kind kind, int at, List<int[]> refs, List<int[]> items, int[] item) {
        Site(Kind kind, int at, List<int[]> refs, List<int[]> items) {
            this(kind, at, refs, items, refs.get(0));
        }
    }

    private JsonbColumnKeys() {
    }

    /** The names (as PostgreSQL folds them) of the columns the statement compares where its text shows no type; empty for most. */
    public static Set<String> columns(StatementAnalysis analysis) {
        Set<String> names = new LinkedHashSet<>();
        if (!MAY_COMPARE.matcher(analysis.sql()).find()) {
            return names;
        }
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t != null) {
            for (Site site : sites(t)) {
                site.refs().forEach(ref -> names.add(name(t, ref)));
            }
        }
        return names;
    }

    /** The statement's text (its strings in standard form) with the places comparing only columns named in {@code jsonb} keyed. */
    public static String keyed(StatementAnalysis analysis, Set<String> jsonb) {
        return keyed(analysis, jsonb, JSONB);
    }

    /**
     * The statement's text with the places comparing only columns named in {@code arrays} (array columns) compared and ordered as
     * PostgreSQL compares arrays ({@code hotrow_array_cmp}, {@code hotrow_array_sort}, {@code hotrow_array_key}): {@code ORDER BY tags},
     * {@code a.tags = b.tags}, {@code SELECT DISTINCT tags ... ORDER BY tags}, {@code a.tags IN (SELECT b.tags ...)}.
     */
    public static String arrayKeyed(StatementAnalysis analysis, Set<String> arrays) {
        return keyed(analysis, arrays, ARRAY);
    }

    private static String keyed(StatementAnalysis analysis, Set<String> typed, Keys keys) {
        SqlTokens t = StandardTokens.ofOrNull(analysis.sql());
        if (t == null) {
            return analysis.sql();
        }
        String sql = LexicalForms.standard(analysis.sql());
        Splice splice = new Splice(sql);
        Set<Integer> distinctOn = new java.util.HashSet<>();
        for (Site site : sites(t)) {
            if (keys.kinds().contains(site.kind()) && site.refs().stream().allMatch(ref -> typed.contains(name(t, ref)))
                    && (site.kind() != Kind.DISTINCT || distinctOn.add(site.at()))) {
                key(t, sql, splice, site, typed, keys);
            }
        }
        return splice.render();
    }

    private static void key(SqlTokens t, String sql, Splice splice, Site site, Set<String> jsonb, Keys keys) {
        switch (site.kind()) {
            case ORDER -> sortKey(t, sql, splice, site, keys);
            case COUNT_DISTINCT -> wrap(t, splice, site.refs().get(0), keys.key());
            case IN_QUERY -> site.refs().forEach(ref -> wrap(t, splice, ref, keys.key()));
            case COMPARISON -> {
                int[] left = site.refs().get(0);
                int[] right = site.refs().get(1);
                String op = t.is(site.at(), "!=") ? "<>" : t.get(site.at()).image();
                splice.replace(t.get(left[0]).begin(), t.get(right[1]).end(),
                        keys.order() + "(" + text(t, sql, left) + ", " + text(t, sql, right) + ") " + op + " 0");
            }
            case DISTINCT -> {
                List<String> distinct = new ArrayList<>();
                for (int[] item : site.items()) {
                    boolean keyed = isRef(t, item[0], item[1]) && jsonb.contains(name(t, item));
                    distinct.add(keyed ? keys.sortKey() + "(" + text(t, sql, item) + ")" : text(t, sql, item));
                }
                splice.insert(t.get(site.at()).end(), " ON (" + String.join(", ", distinct) + ")");
            }
            case GROUP -> {
                sortKey(t, sql, splice, site, keys);
                String name = name(t, site.refs().get(0));
                for (int[] item : site.items()) {
                    int last = expressionEnd(t, item);
                    if (isRef(t, item[0], last) && name(t, new int[] {item[0], last}).equals(name)) {
                        String label = last == item[1] ? t.get(last).image() : t.get(item[1]).image();
                        splice.replace(t.get(item[0]).begin(), t.get(item[1]).end(), "ANY_VALUE(" + text(t, sql, new int[] {item[0], last}) + ") AS " + label);
                    }
                }
            }
            default -> throw new IllegalStateException(site.kind().name());
        }
    }

    /** The site's ORDER BY or GROUP BY item replaced by the sort key of the column it names. */
    private static void sortKey(SqlTokens t, String sql, Splice splice, Site site, Keys keys) {
        splice.replace(t.get(site.item()[0]).begin(), t.get(site.item()[1]).end(),
                keys.sortKey() + "(" + text(t, sql, site.refs().get(0)) + ")");
    }

    private static void wrap(SqlTokens t, Splice splice, int[] ref, String function) {
        Splice.Span span = new Splice.Span(t.get(ref[0]).begin(), t.get(ref[1]).end());
        splice.wrap(span.begin(), span.end(), List.of(span), parts -> function + "(" + parts.get(0) + ")");
    }

    private static List<Site> sites(SqlTokens t) {
        List<Site> sites = new ArrayList<>();
        boolean setOperation = false;
        for (int i = 0; i < t.size(); i++) {
            setOperation |= SET_OPERATIONS.contains(Operands.upper(t, i));
        }
        for (int i = 1; i < t.size(); i++) {
            if ((t.is(i - 1, "ORDER") && !setOperation || t.is(i - 1, "PARTITION")) && t.is(i, "BY")) {
                int select = blockStart(t, i - 2);
                List<int[]> selected = select < 0 ? null : selectItems(t, t.is(select + 1, "DISTINCT") ? select + 2 : select + 1);
                for (int[] item : items(t, i + 1)) {
                    int last = item[1];
                    while (last > item[0] && ORDER_MODIFIERS.contains(Operands.upper(t, last))) {
                        last--;
                    }
                    int[] ordered = {item[0], last};
                    int[] ref = resolved(t, ordered, selected, true);
                    if (ref != null) {
                        sites.add(new Site(Kind.ORDER, i, List.of(ref), List.of(), ordered));
                    }
                }
            } else if (t.is(i, "DISTINCT") && t.is(i - 1, "(") && t.is(i - 2, "count")) {
                int last = t.closing(i - 1) - 1;
                if (isRef(t, i + 1, last)) {
                    sites.add(new Site(Kind.COUNT_DISTINCT, i, List.of(new int[] {i + 1, last}), List.of()));
                }
            } else if (COMPARISONS.contains(t.get(i).image())) {
                comparison(t, i, sites);
            } else if (t.is(i, "DISTINCT") && t.is(i - 1, "SELECT") && !t.is(i + 1, "ON")) {
                distinct(t, i, sites);
            } else if (t.is(i - 1, "GROUP") && t.is(i, "BY")) {
                grouping(t, i, sites);
            } else if (t.is(i, "IN") && t.is(i + 1, "(") && t.is(i + 2, "SELECT")) {
                inQuery(t, i, sites);
            }
        }
        return sites;
    }

    /** {@code a.doc <op> b.doc}, the operator at {@code operator}, as a whole condition. */
    private static void comparison(SqlTokens t, int operator, List<Site> sites) {
        int first = refStart(t, operator - 1);
        int last = refEnd(t, operator + 1);
        if (first >= 0 && last >= 0 && ColumnTypedStrings.startsCondition(t, first - 1) && ColumnTypedStrings.endsCondition(t, last + 1)) {
            sites.add(new Site(Kind.COMPARISON, operator, List.of(new int[] {first, operator - 1}, new int[] {operator + 1, last}), List.of()));
        }
    }

    /** {@code a.doc [NOT] IN (SELECT b.doc FROM ...)}, the IN at {@code in}, as a whole condition, of a plain query of one column. */
    private static void inQuery(SqlTokens t, int in, List<Site> sites) {
        int first = refStart(t, t.is(in - 1, "NOT") ? in - 2 : in - 1);
        int close = t.closing(in + 1);
        List<int[]> items = selectItems(t, in + 3);
        int[] inner = items.size() == 1 ? items.get(0) : null;
        if (first < 0 || !ColumnTypedStrings.startsCondition(t, first - 1) || !ColumnTypedStrings.endsCondition(t, close + 1) || inner == null
                || !isRef(t, inner[0], inner[1]) || !t.is(inner[1] + 1, "FROM")) {
            return;
        }
        for (int k = in + 2; k < close; k++) {
            if (t.is(k, "GROUP") || t.is(k, "DISTINCT") || SET_OPERATIONS.contains(Operands.upper(t, k))) {
                return; // keyed otherwise, or not by this one column
            }
        }
        sites.add(new Site(Kind.IN_QUERY, in, List.of(new int[] {first, t.is(in - 1, "NOT") ? in - 2 : in - 1}, inner), List.of()));
    }

    /** {@code SELECT DISTINCT items}, the DISTINCT at {@code at}: a site for each column its items name as a whole. */
    private static void distinct(SqlTokens t, int at, List<Site> sites) {
        List<int[]> items = selectItems(t, at + 1);
        List<int[]> expressions = new ArrayList<>();
        List<int[]> refs = new ArrayList<>();
        for (int[] item : items) {
            int[] expression = {item[0], expressionEnd(t, item)};
            if (expression[1] < expression[0] || isStar(t, item)) {
                return; // a star, or no expression we can repeat in DISTINCT ON
            }
            expressions.add(expression);
            if (isRef(t, expression[0], expression[1])) {
                refs.add(expression);
            }
        }
        for (int[] ref : refs) { // keyed when any of them is a jsonb column: one site each, the others written as they are
            sites.add(new Site(Kind.DISTINCT, at, List.of(ref), expressions));
        }
    }

    /**
     * {@code GROUP BY} items that are columns (the BY at {@code by}), each grouped by its sort key when its query names the
     * column nowhere else but in whole select items, which become its {@code ANY_VALUE}, and in ORDER BY items.
     */
    private static void grouping(SqlTokens t, int by, List<Site> sites) {
        int select = blockStart(t, by - 1);
        if (select < 0 || t.is(select + 1, "DISTINCT")) {
            return;
        }
        List<int[]> items = selectItems(t, select + 1);
        for (int[] group : items(t, by + 1)) {
            int[] ref = resolved(t, group, items, false);
            if (ref == null) {
                continue;
            }
            String name = name(t, ref);
            Set<Integer> allowed = new java.util.HashSet<>();
            allowed.add(ref[1]);
            for (int[] item : items) {
                int last = expressionEnd(t, item);
                if (isRef(t, item[0], last)) {
                    allowed.add(last);
                }
            }
            boolean elsewhere = false;
            for (int k = 0; k < t.size() && !elsewhere; k++) {
                elsewhere = Operands.isWord(t, k) && !allowed.contains(k) && Names.normalize(t.get(k).image()).equals(name) && !isOrderItem(t, k);
            }
            if (!elsewhere) {
                sites.add(new Site(Kind.GROUP, by, List.of(ref), items, group));
            }
        }
    }

    /** Whether the name at {@code k} is a whole item of an ORDER BY ({@code ORDER BY doc DESC, id}). */
    private static boolean isOrderItem(SqlTokens t, int k) {
        int first = refStart(t, k);
        boolean whole = first >= 0 && (t.is(first - 1, ",") || t.is(first - 1, "BY")) && (k + 1 >= t.size() || t.is(k + 1, ",")
                || t.is(k + 1, ")") || ORDER_MODIFIERS.contains(Operands.upper(t, k + 1)) || ITEM_ENDS.contains(Operands.upper(t, k + 1)));
        for (int i = first - 1; whole && i >= 0; i--) {
            if (t.is(i, ")")) {
                i = t.opening(i);
            } else if (t.is(i, "BY")) {
                return t.is(i - 1, "ORDER");
            } else if (!t.is(i, ",") && (t.is(i, "(") || Operands.isWord(t, i) && !t.get(i).isIdentifier() && !ORDER_MODIFIERS.contains(Operands.upper(t, i)))) {
                return false; // a clause word, or an argument list: not in an ORDER BY's items
            }
        }
        return false;
    }

    /** The SELECT of the query whose clause is at {@code from} or before it, at the same depth; -1 if none. */
    private static int blockStart(SqlTokens t, int from) {
        for (int i = from; i >= 0; i--) {
            if (t.is(i, ")")) {
                i = t.opening(i);
            } else if (t.is(i, "(")) {
                return -1;
            } else if (t.is(i, "SELECT")) {
                return i;
            }
        }
        return -1;
    }

    /** The items of a select list starting at {@code first} (after SELECT or DISTINCT), up to its FROM or the query's end. */
    static List<int[]> selectItems(SqlTokens t, int first) {
        return split(t, first, i -> t.is(i, "FROM") || t.is(i, ";") || t.is(i, "INTO") || SET_OPERATIONS.contains(Operands.upper(t, i)));
    }

    /** The items of an ORDER BY, PARTITION BY or GROUP BY starting at {@code first}, each its first and last token. */
    static List<int[]> items(SqlTokens t, int first) {
        return split(t, first, i -> ITEM_ENDS.contains(Operands.upper(t, i)));
    }

    /** Comma-separated items from token {@code first} up to a closing parenthesis, the end, or a token {@code ends} says ends them. */
    private static List<int[]> split(SqlTokens t, int first, java.util.function.IntPredicate ends) {
        List<int[]> items = new ArrayList<>();
        int itemStart = first;
        for (int i = first; i <= t.size(); i++) {
            boolean end = i == t.size() || t.is(i, ")") || ends.test(i);
            if (end || t.is(i, ",")) {
                items.add(new int[] {itemStart, i - 1});
                if (end) {
                    return items;
                }
                itemStart = i + 1;
            } else if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, "[")) {
                i = t.closingBracket(i);
            }
        }
        return items;
    }

    /** The last token of a select item's expression, before its alias ({@code doc AS d}, {@code doc d}). */
    static int expressionEnd(SqlTokens t, int[] item) {
        int last = item[1];
        if (last - 1 > item[0] && t.is(last - 1, "AS")) {
            return last - 2;
        }
        boolean aliased = last > item[0] && Operands.isWord(t, last) && !TYPE_WORDS.contains(Operands.upper(t, last))
                && !t.is(last - 1, ".") && !t.is(last - 1, "::") && (Operands.isWord(t, last - 1) || t.is(last - 1, ")") || Operands.isLiteral(t, last - 1));
        return aliased ? last - 1 : last;
    }

    /**
     * The column an ORDER BY or GROUP BY item names: itself, the select item it numbers ({@code ORDER BY 1}) or whose alias it
     * is ({@code ORDER BY d}, where {@code aliases}: PostgreSQL reads an ORDER BY's name as an output column's first, a
     * GROUP BY's as an input column's); null if it names none. {@code selected}: the select items of its query, null where it
     * has none (a window's ORDER BY).
     */
    private static int[] resolved(SqlTokens t, int[] item, List<int[]> selected, boolean aliases) {
        if (item[1] < item[0]) {
            return null; // an empty item: no SQL the parser reads
        }
        String image = t.get(item[0]).image();
        if (item[0] == item[1] && selected != null && image.length() < 6 && image.chars().allMatch(Character::isDigit)) {
            int n = Integer.parseInt(image);
            boolean star = selected.stream().anyMatch(select -> isStar(t, select));
            return n >= 1 && n <= selected.size() && !star ? refOf(t, selected.get(n - 1)) : null;
        }
        if (item[0] == item[1] && selected != null && aliases) {
            String name = Names.normalize(t.get(item[0]).image());
            for (int[] select : selected) {
                if (expressionEnd(t, select) < select[1] && Names.normalize(t.get(select[1]).image()).equals(name)) {
                    return refOf(t, select);
                }
            }
        }
        boolean shadowed = isAlias(t, t.get(item[1]).image()); // the name of another expression somewhere (a derived table's column)
        return isRef(t, item[0], item[1]) && !shadowed ? item : null;
    }

    /** Whether a select item is {@code *} or {@code t.*}: it stands for columns the text does not show. */
    private static boolean isStar(SqlTokens t, int[] item) {
        return t.is(item[1], "*") && (item[0] == item[1] || t.is(item[1] - 1, "."));
    }

    /** The column reference a select item is, before its alias; null if it is another expression. */
    private static int[] refOf(SqlTokens t, int[] item) {
        int last = expressionEnd(t, item);
        return isRef(t, item[0], last) ? new int[] {item[0], last} : null;
    }

    /** Whether {@code name} is given as an alias somewhere ({@code AS name}): an ORDER BY of it may name another expression. */
    private static boolean isAlias(SqlTokens t, String name) {
        String folded = Names.normalize(name);
        for (int i = 1; i < t.size(); i++) {
            if (t.is(i - 1, "AS") && Names.normalize(t.get(i).image()).equals(folded)) {
                return true;
            }
        }
        return false;
    }

    /** Whether tokens {@code first} to {@code last} are a column reference: a name, qualified or not. */
    private static boolean isRef(SqlTokens t, int first, int last) {
        return last >= first && refStart(t, last) == first;
    }

    /** The first token of the column reference ending at {@code last}, or -1 if none ends there. */
    static int refStart(SqlTokens t, int last) {
        if (!isName(t, last)) {
            return -1;
        }
        int first = last;
        while (t.is(first - 1, ".") && isName(t, first - 2)) {
            first -= 2;
        }
        return t.is(first - 1, ".") || t.is(first - 1, "::") ? -1 : first;
    }

    /** The last token of the column reference starting at {@code first}, or -1 if none starts there. */
    static int refEnd(SqlTokens t, int first) {
        if (!isName(t, first) || t.is(first + 1, "(")) {
            return -1;
        }
        int last = first;
        while (t.is(last + 1, ".") && isName(t, last + 2)) {
            last += 2;
        }
        return t.is(last + 1, "(") || t.is(last + 1, "::") || t.is(last + 1, "[") ? -1 : last;
    }

    private static boolean isName(SqlTokens t, int i) {
        return Operands.isWord(t, i) && t.get(i).isName() && !t.is(i + 1, "(") && !(i + 1 < t.size() && t.get(i + 1).image().startsWith("'"));
    }

    /** The column's name of a reference, as PostgreSQL folds it. */
    private static String name(SqlTokens t, int[] ref) {
        return Names.normalize(t.get(ref[1]).image());
    }

    private static String text(SqlTokens t, String sql, int[] span) {
        return sql.substring(t.get(span[0]).begin(), t.get(span[1]).end());
    }
}
