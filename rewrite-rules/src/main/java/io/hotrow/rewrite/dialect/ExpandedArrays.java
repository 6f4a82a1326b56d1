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
 * {@code x} of {@code a} at position {@code n}. The query gets a range of positions joined in,
 * {@code JOIN SYSTEM_RANGE(1, 1024) h ON h.X <= CARDINALITY(a)} (as {@link CorrelatedSetFunctions}
 * does for FROM), {@code (_pg_expandarray(a)).n} becomes {@code h.X}, {@code (_pg_expandarray(a)).x}
 * and the bare call become {@code (a)[h.X]}, and an outer query's {@code (r.keys).x} of a column so
 * named becomes {@code r.keys}. The calls of one query share one range, up to its longest array, so they
 * expand in step, as PostgreSQL's set-returning functions in one select list do (TypeORM's
 * {@code UNNEST(con.conkey), UNNEST(con.confkey)} pairs each column with the one it references). {@code unnest(a)} and
 * {@code generate_subscripts(a, 1)} of a catalog array column in a select list ({@code SELECT
 * unnest(ix.indkey) attnum, generate_subscripts(ix.indkey, 1) ord FROM pg_index ix}, SQLAlchemy's
 * reflection of a primary key) expand the same way: the element, and the position counted from 0
 * for a vector ({@code indkey}), from 1 for an array; so does {@code unnest} of a catalog text array of settings
 * ({@code SELECT unnest(setconfig) FROM pg_db_role_setting}, pg_dump's archive formats).
 */
final class ExpandedArrays {

    private static final String FUNCTION = "_pg_expandarray";
    /** PostgreSQL's set-returning functions of an array, expanded so in a select list where they read a catalog array. */
    private static final Set<String> ARRAY_FUNCTIONS = Set.of("unnest", "generate_subscripts");
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
    private record Call(int first, int last, String array, String field, String alias, int base) {
    }

    static String expanded(String sql) {
        String lower = sql.toLowerCase(Locale.ROOT);
        boolean arrayFunctions = (lower.contains("unnest") || lower.contains("generate_subscripts")) && CorrelatedSetFunctions.readsCatalog(sql);
        if (!lower.contains(FUNCTION) && !arrayFunctions) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice, arrayFunctions));
    }

    private static void edit(String sql, SqlTokens t, Splice splice, boolean arrayFunctions) {
        Map<Integer, List<Call>> scopes = new LinkedHashMap<>(); // scope begin -> its calls
        Map<Integer, Integer> wheres = new LinkedHashMap<>(); // scope begin -> where its range joins
        List<String> aliases = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (!t.is(i + 1, "(")) {
                continue;
            }
            Call call = t.get(i).image().equalsIgnoreCase(FUNCTION) ? call(sql, t, i) : arrayFunctions ? arrayFunction(sql, t, i) : null;
            if (call == null) {
                continue;
            }
            int[] scope = CorrelatedSetFunctions.scope(t, Math.max(call.first() - 1, 0)); // from before any parenthesis wrapping the call
            scopes.computeIfAbsent(scope[0], s -> new ArrayList<>()).add(call);
            wheres.putIfAbsent(scope[0], whereOf(t, call.last() + 1, scope[1]));
            if (call.alias() != null) {
                aliases.add(call.alias());
            }
            i = call.last();
        }
        // One range a query: its set-returning functions expand in step, to the longest array, as PostgreSQL's in one select
        // list do, a shorter array's elements past its end null.
        int ranges = 0;
        for (Map.Entry<Integer, List<Call>> scope : scopes.entrySet()) {
            String range = "hotrow_expand" + ranges++;
            List<Call> calls = scope.getValue();
            Set<String> arrays = new LinkedHashSet<>();
            calls.forEach(call -> arrays.add(call.array()));
            for (Call call : calls) {
                String position = call.base() == 1 ? range + ".\"X\"" : "(" + range + ".\"X\" - " + (1 - call.base()) + ")";
                String element = call.array() + "[" + range + ".\"X\"]";
                if (arrays.size() > 1) {
                    element = "CASE WHEN " + range + ".\"X\" <= CARDINALITY(" + call.array() + ") THEN " + element + " END";
                }
                splice.replace(t.get(call.first()).begin(), t.get(call.last()).end(), "n".equals(call.field()) ? position : element);
            }
            List<String> lengths = arrays.stream().map(array -> "COALESCE(CARDINALITY(" + array + "), 0)").toList();
            String longest = lengths.size() == 1 ? lengths.get(0) : "GREATEST(" + String.join(", ", lengths) + ")";
            splice.insert(t.get(wheres.get(scope.getKey()) - 1).end(), " JOIN SYSTEM_RANGE(1, 1024) AS " + range + " ON " + range + ".\"X\" <= "
                    + longest);
        }
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
            return new Call(first - 1, close + 3, array, t.get(close + 3).image().toLowerCase(Locale.ROOT), null, 1);
        }
        String alias = t.is(close + 1, "AS") && close + 2 < t.size() ? t.get(close + 2).image().toLowerCase(Locale.ROOT) : null;
        return new Call(first, close, array, null, alias, 1);
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
        return new Call(name, close, array, subscripts ? "n" : null, null, subscripts ? base : 1);
    }

    /** The token the range is inserted before: the query's WHERE, GROUP BY, ORDER BY or LIMIT after the call, or its end. */
    private static int whereOf(SqlTokens t, int from, int end) {
        int depth = 0;
        boolean fromSeen = false;
        for (int k = from; k < end; k++) {
            if (t.is(k, "(")) {
                depth++;
            } else if (t.is(k, ")")) {
                depth--;
            } else if (depth == 0 && t.is(k, "FROM")) {
                fromSeen = true;
            } else if (depth == 0 && fromSeen && (t.is(k, "WHERE") || t.is(k, "GROUP") || t.is(k, "ORDER") || t.is(k, "LIMIT"))) {
                return k;
            }
        }
        return end;
    }
}
