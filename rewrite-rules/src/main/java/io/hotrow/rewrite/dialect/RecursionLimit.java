package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * An outer LIMIT over a recursive query, {@code WITH RECURSIVE t(n) AS (VALUES (1) UNION ALL SELECT n + 1 FROM t)
 * SELECT * FROM t LIMIT 10}: PostgreSQL stops the recursion once the LIMIT has its rows, H2 computes
 * the whole recursion first, forever here. PostgreSQL's first rows come level by level, and every
 * level before the last one it reads has a row, so with UNION ALL the rows of {@code LIMIT n OFFSET m}
 * lie within the first n + m levels: the query gets a depth column, {@code hotrow_depth}, and its
 * recursive term stops at that depth. That is done where the SELECT reads only the query, one
 * row per row; other LIMITs over a recursion that nothing in its recursive term ends (no WHERE, no
 * ON) are refused rather than run until the statement timeout.
 */
final class RecursionLimit {

    static final String DEPTH = "hotrow_depth";

    /** Clause words that end a SELECT list or a FROM or WHERE clause within a term. */
    private static final Set<String> CLAUSES = Set.of("FROM", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH");
    /** Words in the outer SELECT list or the recursive term that change how many rows there are. */
    private static final Set<String> ROW_CHANGING = Set.of("DISTINCT", "OVER", "SELECT", "GROUP", "HAVING", "ORDER", "LIMIT", "OFFSET",
            "FETCH", "WINDOW");

    /**
     * The query to bound, with the last level to compute.
     *
     * @param query    the query read by the outer SELECT
     * @param terms    its terms
     * @param maxDepth the deepest level the rows can come from
     * @param star     the outer SELECT list's {@code *} or {@code x.*} to spell out, or -1
     */
    record Plan(WithClause.Query query, RecursiveTerms terms, long maxDepth, int star) {
    }

    private RecursionLimit() {
    }

    /** The bound to apply, null when there is no outer LIMIT to bring in; refuses a LIMIT over an endless recursion it cannot bound. */
    static Plan of(SqlTokens t, WithClause with, Map<WithClause.Query, RecursiveTerms> recursive) throws UnsupportedSqlException {
        int main = with.main();
        int end = t.statementEnd();
        if (!t.is(main, "SELECT") || recursive.isEmpty() || !hasTopLevelLimit(t, main, end)) {
            return null;
        }
        Plan plan = plan(t, main, end, recursive);
        if (plan != null) {
            return plan;
        }
        for (Map.Entry<WithClause.Query, RecursiveTerms> entry : recursive.entrySet()) {
            RecursiveTerms terms = entry.getValue();
            if (t.nextTopLevel(terms.recursiveBegin(), terms.recursiveEnd(), "WHERE") < 0 && !has(t, terms, "ON")) {
                throw new UnsupportedSqlException("a LIMIT over the recursive query \"" + Names.normalize(t.get(entry.getKey().name()).image())
                        + "\", which nothing ends: H2 computes a recursion to its end before any LIMIT. The engine stops it only for"
                        + " SELECT columns FROM query LIMIT n over UNION ALL; otherwise bound it in its recursive term (WHERE n < ...)");
            }
        }
        return null;
    }

    private static Plan plan(SqlTokens t, int main, int end, Map<WithClause.Query, RecursiveTerms> recursive) {
        int from = t.nextTopLevel(main, end, "FROM");
        if (from < 0) {
            return null;
        }
        for (int i = main + 1; i < from; i++) {
            if (ROW_CHANGING.contains(Operands.upper(t, i)) || Aggregates.isCall(t, i)) {
                return null;
            }
        }
        WithClause.Query query = null;
        for (WithClause.Query q : recursive.keySet()) {
            if (Names.normalize(t.get(q.name()).image()).equals(Names.normalize(t.get(from + 1).image()))) {
                query = q;
            }
        }
        RecursiveTerms terms = recursive.get(query);
        if (query == null || terms.count() != 2 || !terms.all() || !plainRecursiveTerm(t, terms)
                || !t.is(terms.begins().get(0), "SELECT") && !t.is(terms.begins().get(0), "VALUES")) {
            return null;
        }
        int i = from + 2;
        if (t.is(i, "AS")) {
            i += 2;
        } else if (i < end && t.get(i).isIdentifier()) {
            i++;
        }
        long rows = rows(t, i, end);
        if (rows < 0) {
            return null;
        }
        int star = from - 1 == main + 1 && t.is(main + 1, "*") ? main + 1
                : from - 3 == main + 1 && t.is(from - 1, "*") && t.is(from - 2, ".") ? from - 3 : -1;
        return new Plan(query, terms, rows - 1, star);
    }

    /** The rows {@code LIMIT n [OFFSET m]} or {@code [OFFSET m] FETCH FIRST n ROWS ONLY} from {@code i} to the end need: n + m; -1 otherwise. */
    private static long rows(SqlTokens t, int i, int end) {
        long limit = -1;
        long offset = 0;
        while (i < end) {
            if (t.is(i, "LIMIT") && isCount(t, i + 1)) {
                limit = Long.parseLong(t.get(i + 1).image());
                i += 2;
            } else if (t.is(i, "OFFSET") && isCount(t, i + 1)) {
                offset = Long.parseLong(t.get(i + 1).image());
                i += t.is(i + 2, "ROW") || t.is(i + 2, "ROWS") ? 3 : 2;
            } else if (t.is(i, "FETCH") && (t.is(i + 1, "FIRST") || t.is(i + 1, "NEXT")) && isCount(t, i + 2)
                    && (t.is(i + 3, "ROW") || t.is(i + 3, "ROWS")) && t.is(i + 4, "ONLY")) {
                limit = Long.parseLong(t.get(i + 2).image());
                i += 5;
            } else {
                return -1;
            }
        }
        return limit < 0 || limit > Integer.MAX_VALUE || offset > Integer.MAX_VALUE ? -1 : limit + offset;
    }

    private static boolean isCount(SqlTokens t, int i) {
        return i < t.size() && t.get(i).image().matches("\\d{1,10}");
    }

    private static boolean hasTopLevelLimit(SqlTokens t, int main, int end) {
        return t.nextTopLevel(main, end, "LIMIT") >= 0 || t.nextTopLevel(main, end, "FETCH") >= 0;
    }

    /** A recursive term that is one SELECT making one row of each row it joins. */
    private static boolean plainRecursiveTerm(SqlTokens t, RecursiveTerms terms) {
        int begin = terms.recursiveBegin();
        if (!t.is(begin, "SELECT")) {
            return false;
        }
        for (int i = begin + 1; i < terms.recursiveEnd(); i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (ROW_CHANGING.contains(Operands.upper(t, i)) || Aggregates.isCall(t, i)) {
                return false;
            }
        }
        return true;
    }

    private static boolean has(SqlTokens t, RecursiveTerms terms, String word) {
        return t.nextTopLevel(terms.recursiveBegin(), terms.recursiveEnd(), word) >= 0;
    }

    /** Adds the depth column to both terms and the bound to the recursive one; the column list is the caller's. */
    static void apply(SqlTokens t, Splice splice, Plan plan, List<String> columns) {
        RecursiveTerms terms = plan.terms();
        int seed = terms.begins().get(0);
        if (t.is(seed, "VALUES")) {
            for (int i = seed + 1; i < terms.ends().get(0); i++) {
                if (t.is(i, "(")) {
                    i = t.closing(i);
                    splice.insert(t.get(i).begin(), ", 0");
                }
            }
        } else {
            splice.insert(t.get(clauseEnd(t, seed + 1, terms.ends().get(0)) - 1).end(), ", 0");
        }
        int begin = terms.recursiveBegin();
        int end = terms.recursiveEnd();
        int reference = terms.reference();
        String alias = t.is(reference + 1, "AS") ? t.get(reference + 2).image()
                : t.get(reference + 1).isIdentifier() ? t.get(reference + 1).image() : t.get(reference).image();
        splice.insert(t.get(clauseEnd(t, begin + 1, end) - 1).end(), ", " + alias + "." + DEPTH + " + 1");
        String bound = alias + "." + DEPTH + " < " + plan.maxDepth();
        int where = t.nextTopLevel(begin, end, "WHERE");
        if (where >= 0) {
            splice.insert(t.get(where + 1).begin(), "(");
            splice.insert(t.get(clauseEnd(t, where + 1, end) - 1).end(), ") AND " + bound);
        } else {
            int from = t.nextTopLevel(begin, end, "FROM");
            splice.insert(t.get(clauseEnd(t, from + 1, end) - 1).end(), " WHERE " + bound);
        }
        if (plan.star() >= 0) {
            String qualifier = t.is(plan.star(), "*") ? "" : t.get(plan.star()).image() + ".";
            int last = t.is(plan.star(), "*") ? plan.star() : plan.star() + 2;
            splice.replace(t.get(plan.star()).begin(), t.get(last).end(),
                    String.join(", ", columns.stream().map(c -> qualifier + c).toList()));
        }
    }

    /** The first token from {@code from} that starts another clause of the term ending at {@code end}, or {@code end}. */
    private static int clauseEnd(SqlTokens t, int from, int end) {
        for (int i = from; i < end; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (CLAUSES.contains(Operands.upper(t, i))) {
                return i;
            }
        }
        return end;
    }
}
