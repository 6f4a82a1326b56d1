package io.hotrow.rewrite.dialect;

import java.util.Set;

/**
 * The positions 1, 2, ... of an array joined to each row before them, as the engine runs a set-returning function of a
 * column ({@link CorrelatedSetFunctions} in FROM, {@link ExpandedArrays} in a select list): {@code <rows> LEFT JOIN
 * SYSTEM_RANGE(1, 2147483647) AS r(hotrow_i) ON r.hotrow_i <= <length>}. H2 bounds its scan of a range by a join condition
 * only when the range is joined after the rows the condition reads; an inner join lets its planner put the range first and
 * read all of it for every row. A LEFT JOIN keeps the order, and an inner join's meaning comes back with {@code r.hotrow_i IS
 * NOT NULL} in the query's WHERE clause (a row whose array is empty or null then gives no row, as in PostgreSQL). The commas
 * before it in its FROM list become CROSS JOINs, as they mean: a LEFT JOIN's condition sees the items of its own join only.
 * The range's column has a name of its own, so an application's column {@code x} stays unambiguous.
 */
final class PositionRanges {

    /** The clauses that end a FROM list. */
    private static final Set<String> AFTER_FROM = Set.of("WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR",
            "UNION", "INTERSECT", "EXCEPT", "RETURNING");
    /** The clauses that end a WHERE clause. */
    private static final Set<String> AFTER_WHERE = Set.of("GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "UNION",
            "INTERSECT", "EXCEPT", "RETURNING");

    private PositionRanges() {
    }

    /** The position column of the range named {@code range}. */
    static String position(String range) {
        return range + ".hotrow_i";
    }

    /** The join of the range named {@code range}, up to {@code length} positions (an expression over the rows before it). */
    static String join(String range, String length) {
        return "LEFT JOIN SYSTEM_RANGE(1, 2147483647) AS " + range + "(hotrow_i) ON " + position(range) + " <= " + length;
    }

    /** The top-level commas in {@code [from, to)} of a FROM list, as CROSS JOINs. */
    static void crossJoins(SqlTokens t, Splice splice, int from, int to) {
        for (int k = from; k < to; k++) {
            if (t.is(k, "(")) {
                k = t.closing(k);
            } else if (t.is(k, ",")) {
                splice.replace(t.get(k).begin(), t.get(k).end(), " CROSS JOIN");
            }
        }
    }

    /** The token just past the FROM list that goes on at {@code from}, within {@code [from, end)}. */
    static int fromListEnd(SqlTokens t, int from, int end) {
        int past = t.nextTopLevelOf(from, end, AFTER_FROM);
        return past < 0 ? end : past;
    }

    /**
     * Keeps only the rows where the range at {@code range} found a position: {@code condition} is added to the WHERE clause of
     * the query whose FROM list goes on at {@code from} and that ends at {@code end}. Call it once the tokens of that WHERE
     * clause were edited: an edit of a span drops the insertions inside it.
     */
    static void requireMatch(SqlTokens t, Splice splice, int from, int end, String range) {
        String condition = position(range) + " IS NOT NULL";
        int listEnd = fromListEnd(t, from, end);
        if (listEnd < end && t.is(listEnd, "WHERE")) {
            int whereEnd = t.nextTopLevelOf(listEnd + 1, end, AFTER_WHERE);
            whereEnd = whereEnd < 0 ? end : whereEnd;
            splice.insert(t.get(listEnd).end(), " (");
            splice.append(t.get(whereEnd - 1).end(), ") AND " + condition);
        } else {
            splice.append(t.get(listEnd - 1).end(), " WHERE " + condition);
        }
    }
}
