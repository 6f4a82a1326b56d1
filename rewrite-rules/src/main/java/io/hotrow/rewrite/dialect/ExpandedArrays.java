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
 * {@code unnest}, {@code generate_subscripts} and {@code jsonb_array_elements} in a select list
 * ({@code SELECT id, unnest(tags) FROM posts}).
 */
final class ExpandedArrays {

    private static final String FUNCTION = "_pg_expandarray";
    /** PostgreSQL's set-returning functions of an array, expanded so in a select list where they read a catalog array. */
    private static final Set<String> ARRAY_FUNCTIONS = Set.of("unnest", "generate_subscripts");
    /** The json functions expanding an array, expanded so in an application's select list. */
    private static final Set<String> JSON_ELEMENTS = Set.of("jsonb_array_elements", "jsonb_array_elements_text", "json_array_elements",
            "json_array_elements_text");
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

        /** The number of elements: of the array, or of the json array ({@code json} names the function expanding it). */
        String length() {
            return json == null ? "CARDINALITY(" + array + ")" : json.substring(0, json.indexOf('_')) + "_array_length(" + array + ")";
        }

        /** The element at position {@code at}, counted from 1. */
        String element(String at) {
            return json == null ? array + "[" + at + "]" : array + (json.endsWith("_text") ? " ->> " : " -> ") + "(" + at + " - 1)";
        }
    }

    static String expanded(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        boolean arrayFunctions = lower.contains("unnest") || lower.contains("generate_subscripts") || lower.contains("_array_elements");
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
            int[] scope = CorrelatedSetFunctions.scope(t, outermost(t, Math.max(call.first() - 1, 0))); // outside the parentheses around the call
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
            for (Call call : calls) {
                // PostgreSQL's subscripts and _pg_expandarray's n are integers; the range counts in bigints.
                String position = "CAST(" + (call.base() == 1 ? at : at + " - " + (1 - call.base())) + " AS INTEGER)";
                String element = call.element(at);
                if (arrays.size() > 1) {
                    element = "CASE WHEN " + at + " <= " + call.length() + " THEN " + element + " END";
                }
                // In parentheses: a DISTINCT before it is no part of the subscripted operand the rules after read.
                splice.replace(t.get(call.first()).begin(), t.get(call.last()).end(), ("n".equals(call.field()) ? position : "(" + element + ")")
                        + (call.label() == null ? "" : " AS " + call.label()));
            }
            List<String> lengths = arrays.stream().map(length -> "COALESCE(" + length + ", 0)").toList();
            String longest = lengths.size() == 1 ? lengths.get(0) : "GREATEST(" + String.join(", ", lengths) + ")";
            int end = wheres.get(scope.getKey());
            int from = t.nextTopLevel(scope.getKey(), end, "FROM");
            int listEnd = PositionRanges.fromListEnd(t, from + 1, end);
            PositionRanges.crossJoins(t, splice, from + 1, listEnd);
            splice.append(t.get(listEnd - 1).end(), " " + PositionRanges.join(range, longest));
            matches.add(() -> PositionRanges.requireMatch(t, splice, from + 1, end, range));
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
     * {@code unnest(a)}, {@code generate_subscripts(a, 1)} or {@code jsonb_array_elements[_text](j)} (json's too) at
     * {@code name} as an item of an application's select list ({@code SELECT id, unnest(tags) FROM posts}), in a query with FROM that neither groups nor calls an aggregate or a
     * window function there (PostgreSQL runs a select list's set-returning functions after those); null for any other call,
     * which H2 is left (and refuses). A bind parameter in the array is left too: the range repeats the array.
     */
    private static Call applicationUnnest(String sql, SqlTokens t, int name) {
        String function = t.get(name).image().toLowerCase(Locale.ROOT);
        if (!ARRAY_FUNCTIONS.contains(function) && !JSON_ELEMENTS.contains(function) || t.is(name - 1, ".") || !inSelectItem(t, name)) {
            return null;
        }
        int close = t.closing(name + 1);
        boolean subscripts = function.equals("generate_subscripts");
        int arrayEnd = subscripts ? close - 2 : close;
        if (close <= name + 2 || t.hasParameter(name + 2, close) || subscripts && !(t.is(close - 1, "1") && t.is(close - 2, ","))
                || CorrelatedSetFunctions.hasTopLevelComma(t, name + 2, arrayEnd) || !plainSelect(t, CorrelatedSetFunctions.scope(t, outermost(t, name)))) {
            return null;
        }
        String array = "(" + sql.substring(t.get(name + 2).begin(), t.get(arrayEnd - 1).end()) + ")";
        return new Call(name, close, array, subscripts ? "n" : null, null, 1, label(t, name, close), JSON_ELEMENTS.contains(function) ? function : null);
    }

    /**
     * Whether the call at {@code name} is in a select list: an item, or inside an item's parentheses and function calls
     * ({@code upper(unnest(tags))}), but not inside a subquery, an aggregate or {@code COALESCE}, where PostgreSQL runs
     * or refuses it otherwise.
     */
    private static boolean inSelectItem(SqlTokens t, int name) {
        for (int at = name; ; ) {
            String clause = CorrelatedSetFunctions.clause(t, at);
            if (clause != null) {
                return clause.equals("SELECT");
            }
            int open = CastOperands.enclosingOpen(t, at);
            if (open < 1 || t.is(open + 1, "SELECT") || Aggregates.isCall(t, open - 1) || t.is(open - 1, "COALESCE")) {
                return false;
            }
            at = open;
        }
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

    /** Whether the query {@code scope} spans has a FROM clause, and no grouping, aggregate or window function at its own level. */
    private static boolean plainSelect(SqlTokens t, int[] scope) {
        int end = Math.min(scope[1], t.statementEnd());
        if (!t.is(scope[0], "SELECT") || t.nextTopLevel(scope[0], end, "FROM") < 0) {
            return false;
        }
        for (int k = scope[0]; k < end; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, "GROUP") || t.is(k, "HAVING") || t.is(k, "OVER") || Aggregates.isCall(t, k)) {
                return false;
            }
        }
        return true;
    }

    /** The column name PostgreSQL gives the call at {@code name} when it is a whole select item without an alias, else null. */
    private static String label(SqlTokens t, int name, int close) {
        boolean whole = (t.is(name - 1, "SELECT") || t.is(name - 1, ",") || t.is(name - 1, "DISTINCT"))
                && (t.is(close + 1, ",") || t.is(close + 1, "FROM"));
        return whole ? t.get(name).image().toLowerCase(Locale.ROOT) : null;
    }

}
