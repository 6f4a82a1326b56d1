package io.hotrow.rewrite.dialect;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.Locale;
import java.util.Set;

/**
 * Where the whole items of lists of output columns ({@code SELECT} and {@code RETURNING} lists) are, for rules that give an
 * item PostgreSQL's column label ({@code AS "count"}, {@code AS "int8"}) where H2 would label it otherwise.
 */
final class OutputItems {

    /** Words that open a list of output columns. */
    private static final Set<String> LIST_STARTS = Set.of("SELECT", "RETURNING");
    /** Words that can follow a select list. */
    private static final Set<String> AFTER_LIST = Set.of("FROM", "INTO", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET",
            "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT");
    /** Words that open comma-separated lists of other things: ORDER BY, SET, VALUES, USING. */
    private static final Set<String> OTHER_LISTS = Set.of("BY", "SET", "VALUES", "USING", "ON", "JOIN", "WITH");
    /** No list of output columns. */
    private static final String NONE = "";

    private final SqlTokens t;
    /**
     * The list of output columns each token is in at its depth of parentheses (SELECT or RETURNING), or null: one pass, not a
     * walk back per token.
     */
    private final String[] lists;
    /** The last tokens of the items labelled so far. */
    private final Set<Integer> labelled = new HashSet<>();
    /** The depth of parentheses of each token. */
    private final int[] depths;

    OutputItems(SqlTokens t) {
        this.t = t;
        this.lists = new String[t.size()];
        this.depths = new int[t.size()];
        Deque<String> list = new ArrayDeque<>();
        list.push(NONE);
        for (int i = 0; i < t.size(); i++) {
            String word = upper(t, i);
            if (t.is(i, "(")) {
                list.push(NONE);
            } else if (t.is(i, ")") && list.size() > 1) {
                list.pop();
            } else if ((LIST_STARTS.contains(word) || AFTER_LIST.contains(word) || OTHER_LISTS.contains(word)) && !distinctOn(t, i)
                    && !withinGroup(t, i) && !distinctFrom(t, i)) {
                list.pop();
                list.push(LIST_STARTS.contains(word) ? word : NONE);
            }
            lists[i] = list.peek();
            depths[i] = list.size() - 1;
        }
    }

    /** Whether token {@code i} stands in a SELECT list at its depth of parentheses: not in VALUES, SET, a RETURNING list, ... */
    boolean inSelectList(int i) {
        return lists[i].equals("SELECT");
    }

    /** Whether tokens {@code [first, last]} are a whole item of a list of output columns, without an alias or operator after them. */
    boolean isWholeItem(int first, int last) {
        return startsItem(first) && !lists[first - 1].isEmpty() && endsItem(last); // the list's state where the item begins, outside its parentheses
    }

    /**
     * Whether tokens {@code [first, last]} are a whole item of the outermost SELECT list, the columns a client reads. Not of a
     * RETURNING list, whose items the translation moves ({@link Returning}) and a label appended after one would stay behind;
     * not of a subquery's, derived table's or CTE's list, where two items given the same label (x::text, x) would be two
     * columns of one name, which H2 refuses in a derived table (PostgreSQL refuses only a reference to them).
     */
    boolean isWholeSelectItem(int first, int last) {
        return isWholeItem(first, last) && lists[first - 1].equals("SELECT") && depths[first - 1] == 0;
    }

    /**
     * Whether tokens {@code [first, last]} are a whole SELECT item that may be labelled {@code label}: of the outermost SELECT
     * list, or of a subquery's, derived table's or CTE's list where no other item holds the word {@code label} (its column,
     * function or type), so that no two of its columns get one name, which H2 refuses in a derived table where PostgreSQL
     * refuses only a reference to them ({@code (SELECT x::text, x FROM t)}, {@code (SELECT 1::int8, 2::int8)} keep H2's labels).
     */
    boolean mayLabel(int first, int last, String label) {
        if (!isWholeItem(first, last) || !lists[first - 1].equals("SELECT")) {
            return false;
        }
        int depth = depths[first - 1];
        if (depth == 0) {
            return true;
        }
        int start = first - 1;
        while (start > 0 && !(depths[start] == depth && LIST_STARTS.contains(upper(t, start)))) {
            start--;
        }
        for (int i = start + 1; i < t.size() && depths[i] >= depth; i++) {
            if (depths[i] == depth && (AFTER_LIST.contains(upper(t, i)) || t.is(i, ";"))) {
                break;
            }
            if ((i < first || i > last) && t.get(i).image().replace("\"", "").equalsIgnoreCase(label)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Labels the SELECT item whose last token is {@code last} {@code AS "label"}, after whatever ends there
     * ({@link Splice#append}), so a rule repeating the item's expression (a DISTINCT ON key) leaves the label out.
     */
    void label(Splice splice, int last, String label) {
        if (labelled.add(last)) { // one label an item: the first rule to give one (their labels agree)
            splice.append(t.get(last).end(), " AS \"" + label.replace("\"", "\"\"") + "\"");
        }
    }

    /** Whether the item beginning at {@code first} begins an item of its list: the first one after DISTINCT ON's keys too. */
    private boolean startsItem(int first) {
        return first > 0 && (t.is(first - 1, ",") || LIST_STARTS.contains(upper(t, first - 1))
                || (t.is(first - 1, "DISTINCT") || t.is(first - 1, "ALL")) && first > 1 && t.is(first - 2, "SELECT")
                || t.is(first - 1, ")") && distinctOn(t, t.opening(first - 1) - 1));
    }

    /** Whether the expression ending at {@code last} ends an item of its list: no alias, no operator after it. */
    private boolean endsItem(int last) {
        return last + 1 >= t.size() || t.is(last + 1, ",") || t.is(last + 1, ")") || t.is(last + 1, ";")
                || AFTER_LIST.contains(upper(t, last + 1));
    }

    /**
     * Whether token {@code on} is the ON of {@code SELECT DISTINCT ON (keys)}: the select list goes on after the keys, rather
     * than ON opening a join's condition.
     */
    private static boolean distinctOn(SqlTokens t, int on) {
        return on > 1 && t.is(on, "ON") && t.is(on - 1, "DISTINCT") && t.is(on - 2, "SELECT");
    }

    /** Whether token {@code group} is the GROUP of an ordered-set aggregate's {@code WITHIN GROUP (...)}, inside its item. */
    /** Whether token {@code from} is the FROM of the operator {@code IS [NOT] DISTINCT FROM}, inside an item, not after the list. */
    private static boolean distinctFrom(SqlTokens t, int from) {
        return t.is(from, "FROM") && t.is(from - 1, "DISTINCT") && (t.is(from - 2, "IS") || t.is(from - 2, "NOT"));
    }

    private static boolean withinGroup(SqlTokens t, int group) {
        return t.is(group, "GROUP") && t.is(group - 1, "WITHIN");
    }

    private static String upper(SqlTokens t, int i) {
        return t.get(i).image().toUpperCase(Locale.ROOT);
    }
}
