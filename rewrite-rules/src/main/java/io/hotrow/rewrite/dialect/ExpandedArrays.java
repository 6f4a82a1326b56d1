package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * {@code information_schema._pg_expandarray(a)} in a select list, as pgjdbc's getPrimaryKeys and
 * getIndexInfo call it: a set-returning function giving a row {@code (x, n)} for each element
 * {@code x} of {@code a} at position {@code n}. The query gets a range of positions joined in,
 * {@code JOIN SYSTEM_RANGE(1, 1024) h ON h.X <= CARDINALITY(a)} (as {@link CorrelatedSetFunctions}
 * does for FROM), {@code (_pg_expandarray(a)).n} becomes {@code h.X}, {@code (_pg_expandarray(a)).x}
 * and the bare call become {@code (a)[h.X]}, and an outer query's {@code (r.keys).x} of a column so
 * named becomes {@code r.keys}. Calls with the same array in one query share one range, so they
 * expand in step, as PostgreSQL's set-returning functions in one select list do.
 */
final class ExpandedArrays {

    private static final String FUNCTION = "_pg_expandarray";

    private ExpandedArrays() {
    }

    /** One call: its tokens (with the qualifier and any wrapping {@code (...).field}), and what it reads. */
    private record Call(int first, int last, String array, String field, String alias) {
    }

    static String expanded(String sql) {
        if (!sql.toLowerCase(Locale.ROOT).contains(FUNCTION)) {
            return sql;
        }
        return Splice.edited(sql, (t, splice) -> edit(sql, t, splice));
    }

    private static void edit(String sql, SqlTokens t, Splice splice) {
        Map<String, String> ranges = new LinkedHashMap<>(); // scope begin + array -> range name
        List<String> aliases = new ArrayList<>();
        for (int i = 0; i < t.size(); i++) {
            if (!t.get(i).image().equalsIgnoreCase(FUNCTION) || !t.is(i + 1, "(")) {
                continue;
            }
            Call call = call(sql, t, i);
            int[] scope = CorrelatedSetFunctions.scope(t, Math.max(call.first() - 1, 0)); // from before any parenthesis wrapping the call
            int where = whereOf(t, call.last(), scope[1]);
            String key = scope[0] + " " + call.array();
            String range = ranges.get(key);
            if (range == null) {
                range = "hotrow_expand" + ranges.size();
                ranges.put(key, range);
                splice.insert(t.get(where - 1).end(), " JOIN SYSTEM_RANGE(1, 1024) AS " + range + " ON " + range + ".\"X\" <= COALESCE(CARDINALITY("
                        + call.array() + "), 0)");
            }
            String position = range + ".\"X\"";
            splice.replace(t.get(call.first()).begin(), t.get(call.last()).end(), "n".equals(call.field()) ? position : call.array() + "[" + position + "]");
            if (call.alias() != null) {
                aliases.add(call.alias());
            }
            i = call.last();
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
            return new Call(first - 1, close + 3, array, t.get(close + 3).image().toLowerCase(Locale.ROOT), null);
        }
        String alias = t.is(close + 1, "AS") && close + 2 < t.size() ? t.get(close + 2).image().toLowerCase(Locale.ROOT) : null;
        return new Call(first, close, array, null, alias);
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
