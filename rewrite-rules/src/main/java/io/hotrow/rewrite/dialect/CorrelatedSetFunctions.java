package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Pattern;

/**
 * A set-returning function in FROM whose argument is a column of a table before it or of an outer
 * query, as applications write ({@code FROM posts p, unnest(p.tags) AS tag}, {@code CROSS JOIN LATERAL
 * unnest(...) WITH ORDINALITY}, {@code LEFT JOIN jsonb_array_elements(o.doc -> 'items') e ON true}) and
 * catalog clients do: psql's {@code array(select 'toast.' || x from unnest(tc.reloptions) x)}
 * and {@code pg_partition_ancestors(t.tgrelid) WITH ORDINALITY AS a(relid, depth)}, pg_dump's
 * {@code FROM pg_options_to_table(fdwoptions)}. H2's table functions cannot read such a column, so the
 * function becomes a range of positions joined to the rows before it ({@link PositionRanges}), whose join
 * condition can, and each of the function's columns, however the query names it ({@code x}, {@code x.x},
 * {@code a.relid}, {@code option_name}), becomes the element at that position ({@code array[r.hotrow_i]})
 * or the ordinality. A function first in its FROM list (reading an outer query's column) is joined to a
 * one-row {@code (VALUES (0))}. An inner join keeps only the rows that found a position; a LEFT JOIN
 * keeps a row with nulls, and its ON condition joins the range's.
 * <ul>
 * <li>{@code unnest(array)}: one column, the element; {@code unnest(a, b)} (Django's index introspection) a column
 * for each, as long as the longest, and a {@code SELECT *} of its query selects them by name;
 * <li>{@code jsonb_array_elements(j)}, {@code json_array_elements(j)} and their {@code _text} forms: {@code value},
 * the element ({@code j -> n}, {@code j ->> n});
 * <li>{@code jsonb_each(j)}, {@code jsonb_each_text(j)}: {@code key}, the key at that position of the object's keys in jsonb's
 * order ({@code hotrow_jsonb_keys(j)}, the engine's; an array or a scalar is 22023, as in PostgreSQL), and {@code value}
 * ({@code j -> key}, {@code j ->> key}); {@code jsonb_object_keys(j)}: the key. The json forms keep a text's duplicate keys
 * and order, which no array of keys gives: they stay refused ({@link SetReturningFunctions});
 * <li>{@code pg_options_to_table(options)}: {@code option_name} and {@code option_value}, the parts of
 * each {@code name=value} element;
 * <li>{@code pg_partition_ancestors(relation)}: the relation itself, its only ancestor (the engine has
 * no partitions).
 * </ul>
 * An unnest of no column ({@code unnest(ARRAY[1, 2])}, {@code unnest(?)}) is left to H2, which runs it; so is a call
 * whose arguments hold a bind parameter (the range repeats them), one joined by RIGHT, FULL or NATURAL JOIN, and one in
 * {@code UPDATE ... FROM} or {@code DELETE ... USING}, which {@link SetFunctionPlaces} refuses.
 * Part of the lexical form ({@link LexicalForms}), so the parser and the rules read the range.
 */
final class CorrelatedSetFunctions {

    private static final Pattern MAY_HOLD = Pattern.compile("(?i)\\b(unnest|pg_options_to_table|pg_partition_ancestors|jsonb?_array_elements(_text)?"
            + "|jsonb_each(_text)?|jsonb_object_keys)\\s*\\(");
    /** A pg_catalog relation read. */
    private static final Pattern CATALOG_QUERY = Pattern.compile("(?i)\\bpg_[a-z_]+\\b(?!\\s*\\()");
    private static final Set<String> JSON_ELEMENTS = Set.of("jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements",
            "json_array_elements_text");
    /** What ends a join's ON condition. */
    private static final Set<String> CONDITION_ENDS = Set.of("JOIN", "LEFT", "RIGHT", "INNER", "FULL", "CROSS", "NATURAL", ",", "WHERE", "GROUP",
            "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", "RETURNING");
    private static final Set<String> FUNCTIONS = Set.of("unnest", "pg_options_to_table", "pg_partition_ancestors", "jsonb_array_elements",
            "jsonb_array_elements_text", "json_array_elements", "json_array_elements_text", "jsonb_each", "jsonb_each_text", "jsonb_object_keys");
    /** The engine's function giving a jsonb object's keys as an array, in jsonb's order (shorter keys first, then by their bytes). */
    static final String KEYS = "hotrow_jsonb_keys";
    /** Words after a FROM item that are no alias of it. */
    private static final Set<String> NOT_ALIASES = Set.of("ON", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH",
            "FOR", "JOIN", "CROSS", "INNER", "LEFT", "RIGHT", "FULL", "NATURAL", "UNION", "INTERSECT", "EXCEPT", "USING", "WITH");

    private CorrelatedSetFunctions() {
    }

    /** Words that join a FROM item to the ones before it, other than a comma and the JOIN itself. */
    private static final Set<String> JOIN_WORDS = Set.of("JOIN", "LEFT", "RIGHT", "INNER", "FULL", "CROSS", "NATURAL");

    /**
     * One function in FROM, and what its columns stand for.
     *
     * @param joiner the comma or first JOIN word joining it to the items before it; -1 when it is the first item
     * @param first  its first token (LATERAL, or its name)
     * @param last   its last token (of its alias, if any)
     * @param on     the ON of its join, or -1
     * @param outer  a LEFT JOIN: a row without positions stays, with nulls
     */
    private record Item(int joiner, int first, int last, int on, boolean outer, String alias, List<String> columns, List<String> values,
            String range, String length) {
    }

    /** Whether {@code sql} reads a pg_catalog relation. */
    static boolean readsCatalog(String sql) {
        return CATALOG_QUERY.matcher(sql).find();
    }

    /** {@code sql} with its correlated set-returning functions as ranges; the same String when there are none. */
    static String ranged(String sql) {
        if (!MAY_HOLD.matcher(sql).find()) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice));
    }

    private static void edit(String sql, SqlTokens t, Splice splice) {
        int count = 0;
        List<Runnable> matches = new ArrayList<>(); // added last: an edit of the clause they go into would drop them
        for (int i = 1; i < t.size(); i++) {
            Item item = item(sql, t, i, count);
            if (item == null) {
                continue;
            }
            count++;
            int[] scope = scope(t, item.first());
            int end = Math.min(scope[1], t.statementEnd());
            String join = PositionRanges.join(item.range(), item.length());
            if (item.joiner() < 0) {
                splice.replace(t.get(item.first()).begin(), t.get(item.last()).end(), "(VALUES (0)) AS " + item.range() + "_row(hotrow_z) " + join);
            } else {
                PositionRanges.crossJoins(t, splice, t.nextTopLevel(scope[0], item.joiner(), "FROM") + 1, item.joiner());
                splice.replace(t.get(item.joiner()).begin(), t.get(item.last()).end(), (t.is(item.joiner(), ",") ? " " : "") + join);
            }
            if (item.on() >= 0) { // the join's own condition joins the range's
                int conditionEnd = t.nextTopLevelOf(item.on() + 1, end, CONDITION_ENDS);
                splice.replace(t.get(item.on()).begin(), t.get(item.on()).end(), "AND (");
                splice.append(t.get((conditionEnd < 0 ? end : conditionEnd) - 1).end(), ")");
            }
            substitute(t, item, splice);
            selectedByStar(t, item, splice);
            if (!item.outer()) {
                matches.add(() -> PositionRanges.requireMatch(t, splice, item.last() + 1, end, item.range()));
            }
            i = item.last();
        }
        matches.forEach(Runnable::run);
    }

    /**
     * In {@code SELECT * FROM pg_index i, unnest(i.indkey, i.indoption) WITH ORDINALITY koi(key, option, arridx)} (Django's
     * introspection of indexes) the star must give the function's columns, which the range does not have by those names: they
     * are selected after it, and the range's own columns are not.
     */
    private static void selectedByStar(SqlTokens t, Item item, Splice splice) {
        int select = scope(t, item.first())[0];
        if (!selectsStar(t, select)) {
            return;
        }
        StringBuilder columns = new StringBuilder(" EXCEPT (" + PositionRanges.position(item.range())
                + (item.joiner() < 0 ? ", " + item.range() + "_row.hotrow_z" : "") + ")");
        for (int k = 0; k < item.columns().size(); k++) {
            columns.append(", (").append(item.values().get(k)).append(") AS \"").append(item.columns().get(k)).append('"');
        }
        splice.insert(t.get(select + 1).end(), columns.toString());
    }

    private static boolean selectsStar(SqlTokens t, int select) {
        return t.is(select, "SELECT") && t.is(select + 1, "*") && t.is(select + 2, "FROM");
    }

    /** The function call at {@code i} as a FROM item, or null when it is none this class ranges. */
    private static Item item(String sql, SqlTokens t, int i, int count) {
        String function = t.get(i).image().toLowerCase(Locale.ROOT);
        if (!FUNCTIONS.contains(function) || !t.is(i + 1, "(") || t.is(i - 1, ".")) {
            return null;
        }
        int first = t.is(i - 1, "LATERAL") ? i - 1 : i;
        int joiner = joiner(t, first - 1);
        if (joiner == Integer.MIN_VALUE) {
            return null;
        }
        int close = t.closing(i + 1);
        boolean unnest = function.equals("unnest"), catalogFunction = function.startsWith("pg_");
        if (close <= i + 2 || !t.is(close, ")") || !unnest && hasTopLevelComma(t, i + 2, close) || t.hasParameter(i + 2, close)
                || !catalogFunction && !readsColumn(t, i + 2, close)) {
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
        String position = PositionRanges.position(range);
        String element = argument + "[" + position + "]";
        List<String> values = new ArrayList<>();
        List<String> columns = new ArrayList<>();
        String length = "COALESCE(CARDINALITY(" + argument + "), 0)";
        switch (function) {
            case "pg_options_to_table" -> {
                columns.addAll(List.of("option_name", "option_value"));
                values.add("SUBSTRING(" + element + ", 1, LOCATE('=', " + element + ") - 1)");
                values.add("SUBSTRING(" + element + ", LOCATE('=', " + element + ") + 1)");
            }
            case "pg_partition_ancestors" -> {
                columns.add("relid");
                values.add(argument);
                length = "CASE WHEN " + argument + " IS NULL THEN 0 ELSE 1 END";
            }
            case "jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements", "json_array_elements_text" -> {
                columns.add("value");
                values.add(argument + (function.endsWith("_text") ? " ->> " : " -> ") + "(" + position + " - 1)");
                length = "COALESCE(" + function.substring(0, function.indexOf('_')) + "_array_length(" + argument + "), 0)";
            }
            case "jsonb_each", "jsonb_each_text", "jsonb_object_keys" -> { // the key at each position of the object's keys, and its value
                String keys = KEYS + "(" + argument + ")";
                String key = "(" + keys + ")[" + position + "]";
                columns.add(function.equals("jsonb_object_keys") ? alias : "key");
                values.add(key);
                if (!function.equals("jsonb_object_keys")) {
                    columns.add("value");
                    values.add(argument + (function.endsWith("_text") ? " ->> " : " -> ") + key);
                }
                length = "COALESCE(CARDINALITY(" + keys + "), 0)";
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
                    length = "GREATEST(" + String.join(", ", lengths) + ")";
                }
            }
        }
        if (ordinality) {
            columns.add("ordinality");
            values.add(position);
        }
        if (t.is(last + 1, "(")) {
            int aliasEnd = t.closing(last + 1);
            List<String> named = new ArrayList<>();
            for (int k = last + 2; k < aliasEnd; k++) {
                if (!t.is(k, ",")) {
                    named.add(t.get(k).image().toLowerCase(Locale.ROOT));
                }
            }
            for (int k = 0; k < named.size() && k < columns.size(); k++) {
                columns.set(k, named.get(k));
            }
            last = aliasEnd;
        }
        boolean joinedOn = joiner >= 0 && !t.is(joiner, ",") && !t.is(joiner, "CROSS");
        if (joinedOn != t.is(last + 1, "ON")) {
            return null; // JOIN ... USING, or a syntax error the parser reports
        }
        int[] scope = scope(t, first);
        if (!t.is(scope[0], "SELECT")) {
            return null; // UPDATE ... FROM, DELETE ... USING: the parser takes no joins there
        }
        if (selectsStar(t, scope[0]) && nextFromItem(t, last + 1, Math.min(scope[1], t.statementEnd()))) {
            return null; // the star would give the function's columns after the items that follow it, not before
        }
        return new Item(joiner, first, last, joinedOn ? last + 1 : -1, joiner >= 0 && t.is(joiner, "LEFT"), alias, columns, values, range,
                length);
    }

    /**
     * The token joining a FROM item whose first token follows {@code before} to the items before it: the comma, or the first
     * of {@code [CROSS | INNER | LEFT [OUTER]] JOIN}; -1 for the first item of its FROM list; {@link Integer#MIN_VALUE} for
     * none this class ranges (RIGHT, FULL or NATURAL, or no FROM item at all).
     */
    private static int joiner(SqlTokens t, int before) {
        if (before < 0) {
            return Integer.MIN_VALUE;
        }
        if (t.is(before, "FROM")) {
            return -1;
        }
        if (t.is(before, ",")) {
            return inFromList(t, before) ? before : Integer.MIN_VALUE;
        }
        if (!t.is(before, "JOIN")) {
            return Integer.MIN_VALUE;
        }
        int word = t.is(before - 1, "OUTER") ? before - 1 : before;
        if (t.is(word - 1, "LEFT") || t.is(word - 1, "CROSS") || t.is(word - 1, "INNER")) {
            word--;
        } else if (word != before) {
            return Integer.MIN_VALUE; // RIGHT OUTER, FULL OUTER
        }
        return t.is(word - 1, "NATURAL") || t.is(word - 1, "RIGHT") || t.is(word - 1, "FULL") ? Integer.MIN_VALUE : word;
    }

    /** Whether another FROM item follows, from {@code from}, before the FROM list ends. */
    private static boolean nextFromItem(SqlTokens t, int from, int end) {
        int listEnd = PositionRanges.fromListEnd(t, from, end);
        for (int k = from; k < listEnd; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, ",") || JOIN_WORDS.contains(Operands.upper(t, k))) {
                return true;
            }
        }
        return false;
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
            if (word.equals(item.alias()) && t.is(k + 1, ".") && t.is(k + 2, "*")) { // u.*: the function's columns
                List<String> columns = new ArrayList<>();
                for (int c = 0; c < item.columns().size(); c++) {
                    columns.add("(" + item.values().get(c) + ") AS \"" + item.columns().get(c) + '"');
                }
                splice.replace(t.get(k).begin(), t.get(k + 2).end(), String.join(", ", columns));
                k += 2;
                continue;
            }
            if (word.equals(item.alias()) && t.is(k + 1, ".") && k + 2 < t.size()) {
                int column = item.columns().indexOf(t.get(k + 2).image().toLowerCase(Locale.ROOT));
                if (column >= 0) {
                    splice.replace(t.get(k).begin(), t.get(k + 2).end(), "(" + item.values().get(column) + ")"
                            + label(t, k, k + 2, item.columns().get(column)));
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
                splice.replace(t.get(k).begin(), t.get(k).end(), "(" + item.values().get(column) + ")" + label(t, k, k, word));
            }
        }
    }

    /**
     * The label PostgreSQL gives a reference in {@code [first, last]} to a function's column when it is a whole item of a
     * select list (its name, as the value standing for it has none), else nothing.
     */
    private static String label(SqlTokens t, int first, int last, String name) {
        boolean whole = (t.is(first - 1, "SELECT") || t.is(first - 1, "DISTINCT") || t.is(first - 1, ",") && "SELECT".equals(clause(t, first - 1)))
                && (t.is(last + 1, ",") || t.is(last + 1, "FROM"));
        return whole ? " AS \"" + name + "\"" : "";
    }

    /**
     * The tokens of the query the token at {@code at} (a FROM item's first) belongs to: from its SELECT to the parenthesis closing
     * it, or the end. A parenthesis at {@code at} belongs to the query around it.
     */
    static int[] scope(SqlTokens t, int at) {
        int depth = 0;
        int begin = 0;
        for (int k = t.is(at, "(") ? at - 1 : at; k >= 0; k--) {
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

    /** Whether the comma at {@code comma} separates FROM items: a FROM (or a join's ON) comes before it at its level, before any SELECT. */
    private static boolean inFromList(SqlTokens t, int comma) {
        String clause = clause(t, comma);
        return "FROM".equals(clause) || "ON".equals(clause);
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

    /** Whether {@code [from, to)} holds a comma outside parentheses and brackets: several arguments. */
    static boolean hasTopLevelComma(SqlTokens t, int from, int to) {
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
    static boolean readsColumn(SqlTokens t, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.get(k).isIdentifier() && !t.is(k + 1, "(") && !t.is(k - 1, "::") && !t.is(k - 1, "AS")) {
                return true;
            }
        }
        return false;
    }
}
