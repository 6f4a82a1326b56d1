package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/**
 * {@code information_schema._pg_expandarray(a)} in a select list, as pgjdbc's getPrimaryKeys and
 * getIndexInfo call it: a set-returning function giving a row {@code (x, n)} for each element
 * {@code x} of {@code a} at position {@code n}. The query gets a range of positions joined in
 * ({@link PositionRanges}, as {@link CorrelatedSetFunctions} does for FROM), {@code (_pg_expandarray(a)).n}
 * becomes the position, {@code (_pg_expandarray(a)).x} and the bare call become {@code (a)[position]}, and an
 * outer query's {@code (r.keys).x} of a column so named becomes {@code r.keys}. The calls of one query share one
 * range, up to its longest array, so they expand in step, as PostgreSQL's set-returning functions in one select
 * list do (TypeORM's {@code UNNEST(con.conkey), UNNEST(con.confkey)} pairs each column with the one it
 * references). {@code unnest(a)} and {@code generate_subscripts(a, 1)} of a catalog array column in a select list
 * ({@code SELECT unnest(ix.indkey) attnum, generate_subscripts(ix.indkey, 1) ord FROM pg_index ix}, SQLAlchemy's
 * reflection of a primary key) expand the same way: the element, and the position counted from 0 for a vector
 * ({@code indkey}), from 1 for an array; so does {@code unnest} of a catalog text array of settings
 * ({@code SELECT unnest(setconfig) FROM pg_db_role_setting}, pg_dump's archive formats), and an application's
 * {@code unnest}, {@code generate_subscripts}, {@code jsonb_array_elements} and {@code jsonb_object_keys} in a select list
 * ({@code SELECT id, unnest(tags) FROM posts}), of a query grouped by the call ({@code GROUP BY 1}) too, and of a subquery
 * without FROM over an outer query's column ({@code 'b' IN (SELECT unnest(tags))}), whose one row the range joins.
 */
final class ExpandedArrays {

    private static final String FUNCTION = "_pg_expandarray";
    /** PostgreSQL's set-returning functions of an array, expanded so in a select list where they read a catalog array. */
    private static final Set<String> ARRAY_FUNCTIONS = Set.of("unnest", "generate_subscripts");
    /** The json functions expanding an array, expanded so in an application's select list. */
    private static final Set<String> JSON_ELEMENTS = Set.of("jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements",
            "json_array_elements_text");
    /** The jsonb function giving an object's keys, expanded over the engine's array of them ({@link CorrelatedSetFunctions#KEYS}). */
    private static final String OBJECT_KEYS = "jsonb_object_keys";
    /** The clauses that end a GROUP BY clause. */
    private static final Set<String> AFTER_GROUP = Set.of("HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT",
            "EXCEPT");
    /** pg_catalog's text arrays of settings, which pg_dump unnests in a select list. */
    private static final Set<String> SETTING_ARRAYS = Set.of("setconfig", "rolconfig");

    private ExpandedArrays() {
    }

    /**
     * One call: its tokens (with the qualifier and any wrapping {@code (...).field}), and what it reads.
     *
     * @param field {@code n} for the position, else null for the element
     * @param base  the position of the first element: 1, or 0 for a catalog vector's subscripts
     */
    private record Call(int first, int last, String array, String field, String alias, int base, String label, String json) {

        /** The number of elements: of the array, of the json array or of the object's keys ({@code json} names the function expanding it). */
        String length() {
            return json == null ? "CARDINALITY(" + array + ")" : OBJECT_KEYS.equals(json) ? "CARDINALITY(" + keys() + ")"
                    : json.substring(0, json.indexOf('_')) + "_array_length(" + array + ")";
        }

        /** The element at position {@code at}, counted from 1. */
        String element(String at) {
            return json == null ? array + "[" + at + "]" : OBJECT_KEYS.equals(json) ? "(" + keys() + ")[" + at + "]"
                    : array + (json.endsWith("_text") ? " ->> " : " -> ") + "(" + at + " - 1)";
        }

        private String keys() {
            return CorrelatedSetFunctions.KEYS + "(" + array + ")";
        }
    }

    static String expanded(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        boolean arrayFunctions = lower.contains("unnest") || lower.contains("generate_subscripts") || lower.contains("_array_elements")
                || lower.contains(OBJECT_KEYS);
        if (!lower.contains(FUNCTION) && !arrayFunctions) {
            return sql;
        }
        boolean catalog = CorrelatedSetFunctions.readsCatalog(sql);
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice, arrayFunctions, catalog));
    }

    private static void edit(String sql, SqlTokens t, Splice splice, boolean arrayFunctions, boolean catalog) {
        Map<Integer, List<Call>> scopes = new LinkedHashMap<>(); // scope begin -> its calls
        Map<Integer, Integer> wheres = new LinkedHashMap<>(); // scope begin -> where its range joins
        List<String> aliases = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i + 1, "(")) {
                continue;
            }
            Call call = t.get(i).image().equalsIgnoreCase(FUNCTION) ? call(sql, t, i) : !arrayFunctions ? null
                    : catalog ? arrayFunction(sql, t, i) : applicationUnnest(sql, t, i);
            if (call == null) {
                continue;
            }
            // outside the parentheses around a wrapped call ((f(a)).n), and out of the calls around it (upper(unnest(a)))
            int[] scope = CorrelatedSetFunctions.scope(t, outermost(t, t.is(call.first(), "(") ? Math.max(call.first() - 1, 0) : call.first()));
            scopes.computeIfAbsent(scope[0], s -> new ArrayList<>()).add(call);
            wheres.putIfAbsent(scope[0], Math.min(scope[1], t.statementEnd()));
            if (call.alias() != null) {
                aliases.add(call.alias());
            }
            i = call.last();
        }
        // One range a query: its set-returning functions expand in step, to the longest array, as PostgreSQL's in one select
        // list do, a shorter array's elements past its end null.
        int ranges = 0;
        List<Runnable> matches = new ArrayList<>(); // added last: an edit of the clause they go into would drop them
        for (Map.Entry<Integer, List<Call>> scope : scopes.entrySet()) {
            String range = "hotrow_expand" + ranges++;
            String at = PositionRanges.position(range);
            List<Call> calls = scope.getValue();
            Set<String> arrays = new LinkedHashSet<>();
            calls.forEach(call -> arrays.add(call.length()));
            int end = wheres.get(scope.getKey());
            List<int[]> groupItems = groupItems(t, new int[] {scope.getKey(), end});
            for (Call call : calls) {
                // PostgreSQL's subscripts and _pg_expandarray's n are integers; the range counts in bigints.
                String position = "CAST(" + (call.base() == 1 ? at : at + " - " + (1 - call.base())) + " AS INTEGER)";
                String element = call.element(at);
                if (arrays.size() > 1) {
                    element = "CASE WHEN " + at + " <= " + call.length() + " THEN " + element + " END";
                }
                // In parentheses: a DISTINCT before it is no part of the subscripted operand the rules after read.
                String value = "n".equals(call.field()) ? position : "(" + element + ")";
                splice.replace(t.get(call.first()).begin(), t.get(call.last()).end(), value + (call.label() == null ? "" : " AS " + call.label()));
                for (int[] item : groupItems) { // GROUP BY unnest(tags): the same value
                    if (groups(t, item, scope.getKey(), call.first(), call.last()) && !t.get(item[0]).image().matches("[0-9]+")) {
                        splice.replace(t.get(item[0]).begin(), t.get(item[1] - 1).end(), value);
                    }
                }
            }
            List<String> lengths = arrays.stream().map(length -> "COALESCE(" + length + ", 0)").toList();
            String longest = lengths.size() == 1 ? lengths.get(0) : "GREATEST(" + String.join(", ", lengths) + ")";
            int from = t.nextTopLevel(scope.getKey(), end, "FROM");
            if (from < 0) { // a subquery without FROM, over an outer query's row: the range joins one row of its own
                from = scope.getKey();
                splice.append(t.get(PositionRanges.fromListEnd(t, from + 1, end) - 1).end(), " FROM (VALUES (0)) AS " + range + "_row(hotrow_z) "
                        + PositionRanges.join(range, longest));
            } else {
                int listEnd = PositionRanges.fromListEnd(t, from + 1, end);
                PositionRanges.crossJoins(t, splice, from + 1, listEnd);
                splice.append(t.get(listEnd - 1).end(), " " + PositionRanges.join(range, longest));
            }
            int listFrom = from + 1;
            matches.add(() -> PositionRanges.requireMatch(t, splice, listFrom, end, range));
        }
        matches.forEach(Runnable::run);
        for (int i = 0; i + 6 < t.size(); i++) { // ( q . alias ) . x
            if (t.is(i, "(") && t.is(i + 2, ".") && t.is(i + 4, ")") && t.is(i + 5, ".") && t.is(i + 6, "x")
                    && aliases.contains(t.get(i + 3).image().toLowerCase(Locale.ROOT))) {
                splice.replace(t.get(i).begin(), t.get(i + 6).end(), sql.substring(t.get(i + 1).begin(), t.get(i + 3).end()));
            }
        }
    }

    private static Call call(String sql, SqlTokens t, int name) {
        int first = t.is(name - 1, ".") && name >= 2 ? name - 2 : name;
        int close = t.closing(name + 1);
        String array = "(" + sql.substring(t.get(name + 2).begin(), t.get(close - 1).end()) + ")";
        if (t.is(first - 1, "(") && t.is(close + 1, ")") && t.is(close + 2, ".") && close + 3 < t.size()) {
            return new Call(first - 1, close + 3, array, t.get(close + 3).image().toLowerCase(Locale.ROOT), null, 1, null, null);
        }
        String alias = t.is(close + 1, "AS") && close + 2 < t.size() ? t.get(close + 2).image().toLowerCase(Locale.ROOT) : null;
        return new Call(first, close, array, null, alias, 1, null, null);
    }

    /**
     * {@code unnest(a)} or {@code generate_subscripts(a, 1)} at {@code name}, in a select list, of a catalog array column
     * ({@code ix.indkey}, as SQLAlchemy reads a primary key's columns in order); null for any other call, which H2 is left.
     */
    private static Call arrayFunction(String sql, SqlTokens t, int name) {
        String function = t.get(name).image().toLowerCase(Locale.ROOT);
        if (!ARRAY_FUNCTIONS.contains(function) || t.is(name - 1, ".") || !"SELECT".equals(CorrelatedSetFunctions.clause(t, name))) {
            return null;
        }
        int close = t.closing(name + 1);
        int column = t.is(name + 3, ".") ? name + 4 : name + 2;
        String arrayName = Names.normalize(t.get(column).image()); // "con1"."conkey" too, as TypeORM quotes
        boolean subscripts = function.equals("generate_subscripts");
        Integer base = SETTING_ARRAYS.contains(arrayName) && !subscripts ? Integer.valueOf(1) : CatalogSpellings.INTEGER_ARRAYS.get(arrayName);
        if (base == null || !t.is(column + 1, subscripts ? "," : ")") || subscripts && !(t.is(column + 2, "1") && column + 3 == close)) {
            return null;
        }
        String array = "(" + sql.substring(t.get(name + 2).begin(), t.get(column).end()) + ")";
        return new Call(name, close, array, subscripts ? "n" : null, null, subscripts ? base : 1, label(t, name, close), null);
    }

    /**
     * {@code unnest(a)}, {@code generate_subscripts(a, 1)}, {@code jsonb_array_elements[_text](j)} (json's too) or {@code jsonb_object_keys(j)} at
     * {@code name} as an item of an application's select list ({@code SELECT id, unnest(tags) FROM posts}) of a query that
     * expands it first ({@link #expandable}); null for any other call, which H2 is left ({@link SetFunctionPlaces} refuses
     * the ones H2 would misread). A bind parameter in the array is left too: the range repeats the array.
     */
    private static Call applicationUnnest(String sql, SqlTokens t, int name) {
        String function = t.get(name).image().toLowerCase(Locale.ROOT);
        boolean json = JSON_ELEMENTS.contains(function) || function.equals(OBJECT_KEYS);
        if (!ARRAY_FUNCTIONS.contains(function) && !json || t.is(name - 1, ".") || !inSelectItem(t, name)) {
            return null;
        }
        int close = t.closing(name + 1);
        boolean subscripts = function.equals("generate_subscripts");
        int arrayEnd = subscripts ? close - 2 : close;
        if (close <= name + 2 || t.hasParameter(name + 2, close) || subscripts && !(t.is(close - 1, "1") && t.is(close - 2, ","))
                || CorrelatedSetFunctions.hasTopLevelComma(t, name + 2, arrayEnd) || !expandable(t, CorrelatedSetFunctions.scope(t, outermost(t, name)), name, close)) {
            return null;
        }
        String array = "(" + sql.substring(t.get(name + 2).begin(), t.get(arrayEnd - 1).end()) + ")";
        return new Call(name, close, array, subscripts ? "n" : null, null, 1, label(t, name, close), json ? function : null);
    }

    /**
     * Whether the call at {@code name} is in a select list: an item, or inside an item's parentheses and function calls
     * ({@code upper(unnest(tags))}), but not inside a subquery, an aggregate, {@code COALESCE} or {@code CASE}, where PostgreSQL runs
     * or refuses it otherwise.
     */
    private static boolean inSelectItem(SqlTokens t, int name) {
        for (int at = name; ; ) {
            String clause = CorrelatedSetFunctions.clause(t, at);
            if (clause != null) {
                return clause.equals("SELECT") && !inCase(t, CorrelatedSetFunctions.scope(t, at)[0], at);
            }
            int open = CastOperands.enclosingOpen(t, at);
            if (open < 1 || t.is(open + 1, "SELECT") || Aggregates.isCall(t, open - 1) || t.is(open - 1, "COALESCE") || inCase(t, open, at)) {
                return false;
            }
            at = open;
        }
    }

    /** Whether token {@code at} is inside a CASE opened after {@code from}, at the level of parentheses of {@code at}. */
    static boolean inCase(SqlTokens t, int from, int at) {
        int open = 0;
        for (int k = from + 1; k < at; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, "CASE")) {
                open++;
            } else if (t.is(k, "END")) {
                open--;
            }
        }
        return open > 0;
    }

    /**
     * A token of the query {@code at} is in, outside the parentheses of the expression around it (those of a function's
     * arguments, of a wrapped call), so that its scope is that query's.
     */
    private static int outermost(SqlTokens t, int at) {
        while (at > 0 && CorrelatedSetFunctions.clause(t, at) == null) {
            int open = CastOperands.enclosingOpen(t, at);
            if (open < 1 || t.is(open + 1, "SELECT")) {
                break; // the parenthesis of a subquery: its query is at's
            }
            at = open - 1;
        }
        return at;
    }

    /**
     * Whether the call at {@code name} in the query {@code scope} spans expands before the rest of the query runs, as in
     * PostgreSQL: a query with FROM and no grouping, aggregate or window function at its own level; one that groups by the
     * call (by its position in the select list, or by the call written again: PostgreSQL then expands before grouping,
     * {@code SELECT unnest(tags) t, count(*) FROM posts GROUP BY 1}); or a subquery without FROM whose array reads an outer
     * query's column ({@code 'b' IN (SELECT unnest(tags))}), whose one row the range joins.
     */
    private static boolean expandable(SqlTokens t, int[] scope, int name, int close) {
        int end = Math.min(scope[1], t.statementEnd());
        if (!t.is(scope[0], "SELECT") || t.nextTopLevel(scope[0], end, "OVER") >= 0) {
            return false;
        }
        boolean grouped = groupsOrAggregates(t, scope);
        if (t.nextTopLevel(scope[0], end, "FROM") < 0) {
            return !grouped && t.is(scope[0] - 1, "(") && CorrelatedSetFunctions.readsColumn(t, name + 2, close);
        }
        return !grouped || groupItems(t, scope).stream().anyMatch(item -> groups(t, item, scope[0], name, close));
    }

    /** Whether the query {@code scope} spans groups, or calls an aggregate or a window function at its own level. */
    static boolean groupsOrAggregates(SqlTokens t, int[] scope) {
        for (int k = scope[0]; k < Math.min(scope[1], t.statementEnd()); k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, "GROUP") || t.is(k, "HAVING") || t.is(k, "OVER") || Aggregates.isCall(t, k)) {
                return true;
            }
        }
        return false;
    }

    /** The items of the GROUP BY clause of the query {@code scope} spans, each as {@code [first, end)}; none without one. */
    private static List<int[]> groupItems(SqlTokens t, int[] scope) {
        int end = Math.min(scope[1], t.statementEnd());
        int group = t.nextTopLevel(scope[0], end, "GROUP");
        List<int[]> items = new ArrayList<>();
        if (group < 0 || !t.is(group + 1, "BY")) {
            return items;
        }
        int groupEnd = t.nextTopLevelOf(group + 2, end, AFTER_GROUP);
        groupEnd = groupEnd < 0 ? end : groupEnd;
        int first = group + 2;
        for (int k = first; k <= groupEnd; k++) {
            if (k < groupEnd && t.is(k, "(")) {
                k = t.closing(k);
            } else if (k == groupEnd || t.is(k, ",")) {
                items.add(new int[] {first, k});
                first = k + 1;
            }
        }
        return items;
    }

    /**
     * Whether the GROUP BY item {@code item} groups by the call {@code [name, close]}: the number of the select item that is the
     * call (with its alias, if any), or the same call. A name is not taken for the call's alias: PostgreSQL reads it as a
     * column of the FROM items first, which the text does not show.
     */
    private static boolean groups(SqlTokens t, int[] item, int select, int name, int close) {
        if (item[1] == item[0] + 1 && t.get(item[0]).image().matches("[0-9]+")) {
            return wholeItem(t, name, close) && Integer.parseInt(t.get(item[0]).image()) == itemNumber(t, select, name);
        }
        if (item[1] - item[0] != close + 1 - name) {
            return false;
        }
        for (int k = 0; k < item[1] - item[0]; k++) {
            if (!t.get(item[0] + k).image().equalsIgnoreCase(t.get(name + k).image())) {
                return false;
            }
        }
        return true;
    }

    /** Whether the call {@code [name, close]} is a whole select item, with or without an alias. */
    private static boolean wholeItem(SqlTokens t, int name, int close) {
        int after = t.is(close + 1, "AS") ? close + 2 : t.is(close + 1, ",") || t.is(close + 1, "FROM") ? close : close + 1;
        return (t.is(name - 1, "SELECT") || t.is(name - 1, ",") || t.is(name - 1, "DISTINCT")) && (t.is(after + 1, ",") || t.is(after + 1, "FROM"));
    }

    /** The number, counted from 1, of the select item of the query whose SELECT is at {@code select} that holds token {@code at}. */
    private static int itemNumber(SqlTokens t, int select, int at) {
        int number = 1;
        for (int k = select + 1; k < at; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, ",")) {
                number++;
            }
        }
        return number;
    }

    /** The column name PostgreSQL gives the call at {@code name} when it is a whole select item without an alias, else null. */
    private static String label(SqlTokens t, int name, int close) {
        boolean whole = (t.is(name - 1, "SELECT") || t.is(name - 1, ",") || t.is(name - 1, "DISTINCT"))
                && (t.is(close + 1, ",") || t.is(close + 1, "FROM"));
        return whole ? t.get(name).image().toLowerCase(Locale.ROOT) : null;
    }

}
