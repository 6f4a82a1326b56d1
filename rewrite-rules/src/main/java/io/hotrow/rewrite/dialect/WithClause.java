package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;

/**
 * A statement's leading {@code WITH [RECURSIVE] name [(columns)] AS [[NOT] MATERIALIZED] (query), ...},
 * read from the tokens: its queries and where the statement they serve begins.
 *
 * @param recursive whether it says RECURSIVE
 * @param queries   its queries, in order
 * @param main      the index of the first token of the statement after it; 0 when there is no WITH
 */
record WithClause(boolean recursive, List<Query> queries, int main) {

    /**
     * One query of the clause.
     *
     * @param name    its name token
     * @param columns the index of its column list's opening parenthesis, or -1
     * @param open    the index of the parenthesis opening its body
     * @param close   the index of the parenthesis closing it
     */
    record Query(int name, int columns, int open, int close) {
    }

    /** The clause at the start of {@code t}; an empty one (main 0) when there is none or it cannot be read. */
    static WithClause of(SqlTokens t) {
        if (!t.is(0, "WITH")) {
            return new WithClause(false, List.of(), 0);
        }
        boolean recursive = t.is(1, "RECURSIVE");
        int i = recursive ? 2 : 1;
        List<Query> queries = new ArrayList<>();
        while (Operands.isWord(t, i)) {
            int name = i++;
            int columns = -1;
            if (t.is(i, "(")) {
                columns = i;
                i = t.closing(i) + 1;
            }
            if (!t.is(i, "AS")) {
                break;
            }
            i++;
            if (t.is(i, "NOT")) {
                i++;
            }
            if (t.is(i, "MATERIALIZED")) {
                i++;
            }
            if (!t.is(i, "(")) {
                break;
            }
            int close = t.closing(i);
            queries.add(new Query(name, columns, i, close));
            i = close + 1;
            if (!t.is(i, ",")) {
                return new WithClause(recursive, queries, i);
            }
            i++;
        }
        return new WithClause(false, List.of(), 0);
    }

    boolean present() {
        return !queries.isEmpty();
    }
}
