package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * The terms of a WITH RECURSIVE query that reads itself, held to PostgreSQL's form: a non-recursive
 * term, UNION [ALL], and a recursive term that reads the query once, outside any subquery. H2 checks
 * none of it and runs some violations into a StackOverflowError or an endless loop, so a violation
 * is PostgreSQL's error (42P19); a form PostgreSQL takes and H2 cannot run is refused.
 *
 * @param begins    the first token of each term
 * @param ends      the token just past each term
 * @param all       whether the last UNION is UNION ALL
 * @param reference the token of the recursive term's reference to the query
 */
record RecursiveTerms(List<Integer> begins, List<Integer> ends, boolean all, int reference) {

    private static final String RECURSION = "42P19";

    /** The terms of {@code query}, or null when it does not read itself. */
    static RecursiveTerms of(SqlTokens t, WithClause.Query query) throws UnsupportedSqlException {
        String name = Names.normalize(t.get(query.name()).image());
        List<Integer> references = new ArrayList<>();
        List<Integer> begins = new ArrayList<>(List.of(query.open() + 1));
        List<Integer> ends = new ArrayList<>();
        String lastOperator = null;
        boolean all = false;
        int depth = 0;
        for (int i = query.open() + 1; i < query.close(); i++) {
            if (t.is(i, "(")) {
                depth++;
            } else if (t.is(i, ")")) {
                depth--;
            } else if (depth == 0 && (t.is(i, "UNION") || t.is(i, "INTERSECT") || t.is(i, "EXCEPT"))) {
                lastOperator = Operands.upper(t, i);
                all = t.is(i + 1, "ALL");
                ends.add(i);
                begins.add(t.is(i + 1, "ALL") || t.is(i + 1, "DISTINCT") ? i + 2 : i + 1);
            } else if (Operands.isWord(t, i) && Names.normalize(t.get(i).image()).equals(name) && !t.is(i - 1, ".") && !t.is(i + 1, ".")
                    && !t.is(i + 1, "(") && DataChangeWith.isTable(t, i)) {
                references.add(i);
            }
        }
        ends.add(query.close());
        if (references.isEmpty()) {
            return null;
        }
        String quoted = "\"" + name + "\"";
        if (!"UNION".equals(lastOperator)) {
            throw UnsupportedSqlException.rejectedByPostgres(RECURSION, "recursive query " + quoted
                    + " does not have the form non-recursive-term UNION [ALL] recursive-term");
        }
        int recursive = begins.get(begins.size() - 1);
        if (references.get(0) < recursive) {
            throw UnsupportedSqlException.rejectedByPostgres(RECURSION, "recursive reference to query " + quoted
                    + " must not appear within its non-recursive term");
        }
        if (references.size() > 1) {
            throw UnsupportedSqlException.rejectedByPostgres(RECURSION, "recursive reference to query " + quoted
                    + " must not appear more than once");
        }
        int reference = references.get(0);
        int open = enclosingParenthesis(t, recursive, reference);
        if (open >= 0 && DataChangeWith.isTable(t, open)) {
            throw new UnsupportedSqlException("the recursive reference to query " + quoted + " inside a derived table, which H2 cannot"
                    + " see there; join the query directly in the recursive term");
        } else if (open >= 0) {
            throw UnsupportedSqlException.rejectedByPostgres(RECURSION, "recursive reference to query " + quoted
                    + " must not appear within a subquery");
        }
        return new RecursiveTerms(List.copyOf(begins), List.copyOf(ends), all, reference);
    }

    /** The opening parenthesis around {@code i} that is inside the term starting at {@code begin}, or -1. */
    private static int enclosingParenthesis(SqlTokens t, int begin, int i) {
        int depth = 0;
        for (int j = i - 1; j >= begin; j--) {
            if (t.is(j, ")")) {
                depth++;
            } else if (t.is(j, "(") && depth-- == 0) {
                return j;
            }
        }
        return -1;
    }

    int count() {
        return begins.size();
    }

    int recursiveBegin() {
        return begins.get(begins.size() - 1);
    }

    int recursiveEnd() {
        return ends.get(ends.size() - 1);
    }
}
