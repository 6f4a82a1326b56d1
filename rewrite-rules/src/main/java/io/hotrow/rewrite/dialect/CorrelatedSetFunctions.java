package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A set-returning function in FROM whose argument is a column of a table before it or of an outer
 * query, as catalog clients write: psql's {@code array(select 'toast.' || x from unnest(tc.reloptions) x)}
 * and {@code pg_partition_ancestors(t.tgrelid) WITH ORDINALITY AS a(relid, depth)}, pg_dump's
 * {@code FROM pg_options_to_table(fdwoptions)}. H2's table functions cannot read such a column, so the
 * function becomes a range of positions, {@code (VALUES (0)) JOIN SYSTEM_RANGE(1, 1024) h ON h.X <=
 * CARDINALITY(array)}, whose join condition can, and each of the function's columns, however the query
 * names it ({@code x}, {@code x.x}, {@code a.relid}, {@code option_name}), becomes the element at that
 * position ({@code array[h.X]}) or the ordinality ({@code h.X}). Only queries that read a pg_catalog
 * relation get ranges: the range is read in full for each outer row (H2 does not bound it by the
 * join condition), so it stops at 1024 positions, more than a catalog array holds (32 index keys, a
 * few options); an application's unnest of a column, whose arrays may be longer, is left to H2.
 * <ul>
 * <li>{@code unnest(array)}: one column, the element; {@code unnest(a, b)} (Django's index introspection) a column
 * for each, as long as the longest, and a {@code SELECT *} of its query selects them by name;
 * <li>{@code pg_options_to_table(options)}: {@code option_name} and {@code option_value}, the parts of
 * each {@code name=value} element;
 * <li>{@code pg_partition_ancestors(relation)}: the relation itself, its only ancestor (the engine has
 * no partitions).
 * </ul>
 * An unnest of no column ({@code unnest(ARRAY[1, 2])}, {@code unnest(?)}) is left to H2, which runs it.
 * Part of the lexical form ({@link LexicalForms}), so the parser and the rules read the range.
 */
final class CorrelatedSetFunctions {

    private static final Pattern MAY_HOLD = Pattern.compile("(?i)\\b(unnest|pg_options_to_table|pg_partition_ancestors)\\s*\\(");
    /** A pg_catalog relation read: only catalog queries get ranges (their arrays are short; an application's may not be). */
    private static final Pattern CATALOG_QUERY = Pattern.compile("(?i)\\bpg_[a-z_]+\\b(?!\\s*\\()");
    private static final Set<String> FUNCTIONS = Set.of("unnest", "pg_options_to_table", "pg_partition_ancestors");
    private static final int MAX_ELEMENTS = 1024;
    /** Words after a FROM item that are no alias of it. */
    private static final Set<String> NOT_ALIASES = Set.of("ON", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH",
            "FOR", "JOIN", "CROSS", "INNER", "LEFT", "RIGHT", "FULL", "NATURAL", "UNION", "INTERSECT", "EXCEPT", "USING", "WITH");

    private CorrelatedSetFunctions() {
    }

    /** One function in FROM, and what its columns stand for. */
    private record Item(int first, int last, String alias, List<String> columns, List<String> values, String range, String condition) {
    }

    /** Whether {@code sql} reads a pg_catalog relation: only such queries get ranges. */
    static boolean readsCatalog(String sql) {
        return CATALOG_QUERY.matcher(sql).find();
    }

    /** {@code sql} with its correlated set-returning functions as ranges; the same String when there are none. */
    static String ranged(String sql) {
        if (!MAY_HOLD.matcher(sql).find() || !readsCatalog(sql)) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice));
    }

    private static void edit(String sql, SqlTokens t, Splice splice) {
        int count = 0;
        for (int i = 1; i < t.size(); i++) {
            Item item = item(sql, t, i, count);
            if (item == null) {
                continue;
            }
            count++;
            splice.replace(t.get(item.first()).begin(), t.get(item.last()).end(), item.range() + " ON " + item.condition());
            substitute(t, item, splice);
            selectedByStar(t, item, splice);
            i = item.last();
        }
    }

    /**
     * In {@code SELECT * FROM pg_index i, unnest(i.indkey, i.indoption) WITH ORDINALITY koi(key, option, arridx)} (Django's
     * introspection of indexes) the star must give the function's columns, which the range does not have by those names: they
     * are selected after it.
     */
    private static void selectedByStar(SqlTokens t, Item item, Splice splice) {
        int select = scope(t, item.first())[0];
        if (!t.is(select, "SELECT") || !t.is(select + 1, "*") || !t.is(select + 2, "FROM")) {
            return;
        }
        StringBuilder columns = new StringBuilder();
        for (int k = 0; k < item.columns().size(); k++) {
            columns.append(", (").append(item.values().get(k)).append(") AS \"").append(item.columns().get(k)).append('"');
        }
        splice.insert(t.get(select + 1).end(), columns.toString());
    }

    /** The function call at {@code i} as a FROM item, or null when it is none this class ranges. */
    private static Item item(String sql, SqlTokens t, int i, int count) {
        String function = t.get(i).image().toLowerCase(Locale.ROOT);
        if (!FUNCTIONS.contains(function) || !t.is(i + 1, "(")) {
            return null;
        }
        int before = t.is(i - 1, "LATERAL") ? i - 2 : i - 1;
        if (before < 0 || !(t.is(before, "FROM") || t.is(before, ",") && inFromList(t, before))) {
            return null;
        }
        int close = t.closing(i + 1);
        boolean unnest = function.equals("unnest");
        if (close <= i + 2 || !t.is(close, ")") || !unnest && hasTopLevelComma(t, i + 2, close)) {
            return null;
        }
        if (unnest && !readsColumn(t, i + 2, close)) {
            return null;
        }
        List<String> arguments = arguments(sql, t, i + 2, close);
        String argument = arguments.get(0);
        int last = close;
        boolean ordinality = t.is(last + 1, "WITH") && t.is(last + 2, "ORDINALITY");
        if (ordinality) {
            last += 2;
        }
        if (t.is(last + 1, "AS")) {
            last++;
        }
        String alias = function;
        if (last + 1 < t.size() && t.get(last + 1).isName() && !NOT_ALIASES.contains(t.get(last + 1).image().toUpperCase(Locale.ROOT))) {
            alias = t.get(++last).image().toLowerCase(Locale.ROOT);
        }
        String range = "hotrow_range" + count;
        String position = range + ".\"X\"";
        String element = argument + "[" + position + "]";
        List<String> values = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        String condition = position + " <= COALESCE(CARDINALITY(" + argument + "), 0)";
        switch (function) {
            case "pg_options_to_table" -> {
                columns.addAll(List.of("option_name", "option_value"));
                values.add("SUBSTRING(" + element + ", 1, LOCATE('=', " + element + ") - 1)");
                values.add("SUBSTRING(" + element + ", LOCATE('=', " + element + ") + 1)");
            }
            case "pg_partition_ancestors" -> {
                columns.add("relid");
                values.add(argument);
                condition = position + " <= CASE WHEN " + argument + " IS NULL THEN 0 ELSE 1 END";
            }
            default -> {
                if (arguments.size() == 1) {
                    columns.add(alias);
                    values.add(element);
                } else { // unnest(a, b): a row for each position of the longest, the shorter padded with nulls, as PostgreSQL does
                    List<String> lengths = new ArrayList<>();
                    for (String array : arguments) {
                        columns.add(alias);
                        values.add("CASE WHEN " + position + " <= CARDINALITY(" + array + ") THEN " + array + "[" + position + "] END");
                        lengths.add("COALESCE(CARDINALITY(" + array + "), 0)");
                    }
                    condition = position + " <= GREATEST(" + String.join(", ", lengths) + ")";
                }
            }
        }
        if (ordinality) {
            columns.add("ordinality");
            values.add(position);
        }
        if (t.is(last + 1, "(")) {
            int end = t.closing(last + 1);
            List<String> named = new ArrayList<>();
            for (int k = last + 2; k < end; k++) {
                if (!t.is(k, ",")) {
                    named.add(t.get(k).image().toLowerCase(Locale.ROOT));
                }
            }
            for (int k = 0; k < named.size() && k < columns.size(); k++) {
                columns.set(k, named.get(k));
            }
            last = end;
        }
        int first = t.is(i - 1, "LATERAL") ? i - 1 : i;
        return new Item(first, last, alias, columns, values, "(VALUES (0)) AS " + range + "_row JOIN SYSTEM_RANGE(1, " + MAX_ELEMENTS + ") AS "
                + range, condition);
    }

    /**
     * Each reference to the item's columns in its query (from the SELECT before it to the end of its
     * parentheses): {@code alias.column}, the bare alias (a one-column function's value, as
     * PostgreSQL reads it) and an unqualified column name.
     */
    private static void substitute(SqlTokens t, Item item, Splice splice) {
        int[] scope = scope(t, item.first());
        for (int k = scope[0]; k < scope[1]; k++) {
            if (k >= item.first() && k <= item.last()) {
                continue;
            }
            String word = t.get(k).image().toLowerCase(Locale.ROOT);
            if (t.is(k - 1, ".") || t.is(k + 1, "(")) {
                continue;
            }
            if (word.equals(item.alias()) && t.is(k + 1, ".") && k + 2 < t.size()) {
                int column = item.columns().indexOf(t.get(k + 2).image().toLowerCase(Locale.ROOT));
                if (column >= 0) {
                    splice.replace(t.get(k).begin(), t.get(k + 2).end(), "(" + item.values().get(column) + ")");
                    k += 2;
                }
                continue;
            }
            if (t.is(k + 1, ".")) {
                continue;
            }
            int column = item.columns().indexOf(word);
            if (column < 0 && word.equals(item.alias()) && item.values().size() - (item.columns().contains("ordinality") ? 1 : 0) == 1) {
                column = 0;
            }
            if (column >= 0 && t.get(k).isName()) {
                splice.replace(t.get(k).begin(), t.get(k).end(), "(" + item.values().get(column) + ")");
            }
        }
    }

    /** The tokens of the query the FROM item at {@code at} belongs to: from its SELECT to the parenthesis closing it, or the end. */
    static int[] scope(SqlTokens t, int at) {
        int depth = 0;
        int begin = 0;
        for (int k = at; k >= 0; k--) {
            if (t.is(k, ")")) {
                depth++;
            } else if (t.is(k, "(")) {
                if (depth == 0) {
                    begin = k + 1;
                    break;
                }
                depth--;
            } else if (depth == 0 && t.is(k, "SELECT")) {
                begin = k;
                break;
            }
        }
        depth = 0;
        int end = t.size();
        for (int k = at; k < t.size(); k++) {
            if (t.is(k, "(")) {
                depth++;
            } else if (t.is(k, ")")) {
                if (depth == 0) {
                    end = k;
                    break;
                }
                depth--;
            } else if (depth == 0 && (t.is(k, "UNION") || t.is(k, "INTERSECT") || t.is(k, "EXCEPT"))) {
                end = k;
                break;
            }
        }
        return new int[] {begin, end};
    }

    /** Whether the comma at {@code comma} separates FROM items: a FROM comes before it at its level, before any SELECT. */
    private static boolean inFromList(SqlTokens t, int comma) {
        return "FROM".equals(clause(t, comma));
    }

    /**
     * The clause token {@code at} is in, at its own level of parentheses: {@code SELECT} (the select list), {@code FROM},
     * {@code WHERE} or {@code ON}, whichever comes first before it; null where a parenthesis opens first.
     */
    static String clause(SqlTokens t, int at) {
        int depth = 0;
        for (int k = at - 1; k >= 0; k--) {
            if (t.is(k, ")")) {
                depth++;
            } else if (t.is(k, "(")) {
                if (depth-- == 0) {
                    return null;
                }
            } else if (depth == 0) {
                for (String clause : new String[] {"FROM", "SELECT", "WHERE", "ON"}) {
                    if (t.is(k, clause)) {
                        return clause;
                    }
                }
            }
        }
        return null;
    }

    /** The comma-separated arguments in {@code [from, to)}, each in parentheses. */
    private static List<String> arguments(String sql, SqlTokens t, int from, int to) {
        List<String> arguments = new ArrayList<>();
        int depth = 0;
        int start = from;
        for (int k = from; k <= to; k++) {
            if (k < to && (t.is(k, "(") || t.is(k, "["))) {
                depth++;
            } else if (k < to && (t.is(k, ")") || t.is(k, "]"))) {
                depth--;
            } else if (k == to || depth == 0 && t.is(k, ",")) {
                arguments.add("(" + sql.substring(t.get(start).begin(), t.get(k - 1).end()) + ")");
                start = k + 1;
            }
        }
        return arguments;
    }

    private static boolean hasTopLevelComma(SqlTokens t, int from, int to) {
        int depth = 0;
        for (int k = from; k < to; k++) {
            if (t.is(k, "(") || t.is(k, "[")) {
                depth++;
            } else if (t.is(k, ")") || t.is(k, "]")) {
                depth--;
            } else if (depth == 0 && t.is(k, ",")) {
                return true;
            }
        }
        return false;
    }

    /** Whether the tokens name a column: an identifier that is no function, type or qualifier's target. */
    private static boolean readsColumn(SqlTokens t, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.get(k).isIdentifier() && !t.is(k + 1, "(") && !t.is(k - 1, "::") && !t.is(k - 1, "AS")) {
                return true;
            }
        }
        return false;
    }
}
