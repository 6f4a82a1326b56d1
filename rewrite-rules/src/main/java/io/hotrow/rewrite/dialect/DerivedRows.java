package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * The whole rows of a statement's derived tables, {@code (SELECT id, name FROM t) x}, which PostgreSQL lets a query name by
 * the alias ({@code json_agg(x)}, {@code row_to_json(x)}) and H2 cannot (42703, column x not found): the JSON functions
 * ({@link JsonTypes}) are given the row's columns and their names instead. A derived table's columns are named by its
 * alias's column list, or by its select list where each item shows its name (an alias, a column, {@code t.column}); one
 * with {@code *} or an unnamed expression is left alone, and its whole row stays refused.
 */
final class DerivedRows {

    /** Words before a derived table. */
    private static final Set<String> BEFORE = Set.of("FROM", "JOIN", "LATERAL", ",");

    /** Words that are literals, not columns. */
    private static final Set<String> LITERALS = Set.of("NULL", "TRUE", "FALSE");
    /** Each derived table's alias, as PostgreSQL folds it, and its columns' names. */
    private final Map<String, List<String>> columns = new HashMap<>();

    private DerivedRows(SqlTokens t) {
        Set<String> ambiguous = new HashSet<>();
        for (int open = 0; open < t.size(); open++) {
            if (!t.is(open, "(") || !(t.is(open + 1, "SELECT") || t.is(open + 1, "VALUES")) || open == 0
                    || !BEFORE.contains(t.get(open - 1).image().toUpperCase(Locale.ROOT))) {
                continue;
            }
            int close = t.closing(open);
            int alias = t.is(close + 1, "AS") ? close + 2 : close + 1;
            if (alias >= t.size() || !t.get(alias).isName()) {
                continue;
            }
            String name = folded(t.get(alias).image());
            List<String> names = t.is(alias + 1, "(") ? aliasColumns(t, alias + 1) : selected(t, open + 1, close);
            if (names == null || names.contains(name) || columns.containsKey(name) || ambiguous.contains(name)) {
                columns.remove(name); // a column of the alias's name, or two derived tables of one name: which one is meant is not shown
                ambiguous.add(name);
                continue;
            }
            columns.put(name, names);
        }
    }

    static DerivedRows of(SqlTokens t) {
        return new DerivedRows(t);
    }

    /** The columns of the derived table whose alias the token at {@code i} alone names (a whole argument), else null. */
    List<String> columnsOf(SqlTokens t, int i) {
        if (columns.isEmpty() || !t.get(i).isName() || t.is(i - 1, ".") || t.is(i + 1, ".") || t.is(i + 1, "(")
                || !(t.is(i - 1, "(") || t.is(i - 1, ","))
                || !(t.is(i + 1, ")") || t.is(i + 1, ",") || t.is(i + 1, "ORDER"))) {
            return null;
        }
        return columns.get(folded(t.get(i).image()));
    }

    /** The row of the derived table named at {@code i}, as H2's row of its columns: {@code ROW(x."id", x."name")}. */
    static String row(SqlTokens t, int i, List<String> names) {
        StringBuilder row = new StringBuilder("ROW(");
        for (String name : names) {
            row.append(row.length() > 4 ? ", " : "").append(t.get(i).image()).append('.').append(quoted(name));
        }
        return row.append(')').toString();
    }

    /** The names of a row's columns as an array of strings, {@code ARRAY['id', 'name']}. */
    static String names(List<String> names) {
        StringBuilder array = new StringBuilder("ARRAY[");
        for (String name : names) {
            array.append(array.length() > 6 ? ", " : "").append('\'').append(name.replace("'", "''")).append('\'');
        }
        return array.append(']').toString();
    }

    /** The row of the derived table named at {@code i} with its columns' names, for the engine's {@code hotrow_record}. */
    static String record(SqlTokens t, int i, List<String> names) {
        return "hotrow_record(" + names(names) + ", " + row(t, i, names) + ")";
    }

    private static List<String> aliasColumns(SqlTokens t, int open) {
        List<String> names = new ArrayList<>();
        int close = t.closing(open);
        for (int i = open + 1; i < close; i += 2) {
            if (!t.get(i).isName() || !(t.is(i + 1, ",") || i + 1 == close)) {
                return null;
            }
            names.add(folded(t.get(i).image()));
        }
        return names;
    }

    /** The names of a SELECT's items between {@code from} (SELECT) and {@code to}, or null if an item shows none. */
    private static List<String> selected(SqlTokens t, int select, int to) {
        if (!t.is(select, "SELECT") || t.is(select + 1, "DISTINCT") || t.is(select + 1, "ALL")) {
            return null;
        }
        int end = t.nextTopLevelOf(select + 1, to, Set.of("FROM", "WHERE", "GROUP", "ORDER", "LIMIT", "UNION", "EXCEPT", "INTERSECT"));
        end = end < 0 ? to : end;
        List<String> names = new ArrayList<>();
        int start = select + 1;
        while (start < end) {
            int comma = t.nextTopLevel(start, end, ",");
            int last = (comma < 0 ? end : comma) - 1;
            String name = itemName(t, start, last);
            if (name == null || names.contains(name)) {
                return null;
            }
            names.add(name);
            start = comma < 0 ? end : comma + 1;
        }
        return names.isEmpty() ? null : names;
    }

    /** The name an item from {@code first} to {@code last} shows: its alias, or its column's name; null for another item. */
    private static String itemName(SqlTokens t, int first, int last) {
        if (last > first && (t.is(last - 1, "AS") && t.get(last).isName()
                || t.get(last).isIdentifier() && (last - 1 == first && t.get(first).isName() || t.is(last - 1, ")")))) {
            return folded(t.get(last).image());
        }
        if (last == first && isColumn(t.get(first))) {
            return folded(t.get(first).image());
        }
        if (last == first + 2 && t.is(first + 1, ".") && isColumn(t.get(last))) {
            return folded(t.get(last).image());
        }
        return null;
    }

    /** Whether a token names a column (PostgreSQL names a literal's column otherwise: ?column?, bool). */
    private static boolean isColumn(SqlTokens.Token token) {
        return token.isName() && !LITERALS.contains(token.image().toUpperCase(Locale.ROOT));
    }

    /** A name as PostgreSQL folds it: a quoted one as written, another in lower case. */
    private static String folded(String image) {
        return image.startsWith("\"") ? image.substring(1, image.length() - 1).replace("\"\"", "\"") : image.toLowerCase(Locale.ROOT);
    }

    private static String quoted(String name) {
        return '"' + name.replace("\"", "\"\"") + '"';
    }
}
