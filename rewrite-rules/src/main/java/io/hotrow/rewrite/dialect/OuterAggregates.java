package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * An aggregate inside a subquery whose arguments read only the outer query's columns,
 * {@code SELECT (SELECT max(s.units)) FROM sales s}: PostgreSQL computes it in the outer query,
 * over all of its rows (one row here), H2 in the subquery, once per outer row (a row for each
 * sale): a different answer, so it is refused. Told from the tokens: every column the arguments
 * name is qualified by a name the subquery's own FROM does not define.
 */
final class OuterAggregates implements Rule {

    private static final Set<String> FROM_ENDS = Set.of("WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR",
            "UNION", "INTERSECT", "EXCEPT");

    @Override
    public List<String> words() {
        return List.copyOf(Aggregates.NAMES);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        // The parentheses open at each token, innermost last: one pass, not a walk back per call.
        Deque<Integer> open = new ArrayDeque<>();
        Map<Integer, Set<String>> localNames = new HashMap<>();
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.is(i, "(")) {
                open.push(i);
            } else if (t.is(i, ")") && !open.isEmpty()) {
                open.pop();
            } else if (Aggregates.isCall(t, i)) {
                int subquery = open.stream().filter(j -> t.is(j + 1, "SELECT")).findFirst().orElse(-1);
                if (subquery >= 0 && readsOnlyOuterColumns(t, i + 1,
                        localNames.computeIfAbsent(subquery, j -> localNames(t, j + 1, t.closing(j))))) {
                    throw new UnsupportedSqlException("the aggregate " + t.get(i).image() + "(...) of only the outer query's columns"
                            + " inside a subquery, which PostgreSQL computes over the outer query's rows and H2 once per outer row;"
                            + " compute it in the outer query (or a derived table of it) and use the result");
                }
            }
        }
    }

    /** The names the subquery's own FROM defines: its tables' names (without schema) and aliases, and some other words. */
    private static Set<String> localNames(SqlTokens t, int begin, int end) {
        Set<String> names = new HashSet<>();
        int from = t.nextTopLevel(begin, end, "FROM");
        if (from < 0) {
            return names;
        }
        for (int i = from + 1; i < end && !FROM_ENDS.contains(Operands.upper(t, i)); i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (Operands.isWord(t, i) && !t.is(i + 1, ".")) {
                names.add(Names.normalize(t.get(i).image()));
            }
        }
        return names;
    }

    /** Whether the call's arguments (its parenthesis at {@code open}) name columns, all qualified by names not in {@code local}. */
    private static boolean readsOnlyOuterColumns(SqlTokens t, int open, Set<String> local) {
        boolean qualified = false;
        int close = t.closing(open);
        for (int i = open + 1; i < close; i++) {
            if (t.is(i, "SELECT")) {
                return false; // a subquery of its own: not told here
            }
            boolean qualifier = Operands.isWord(t, i) && !t.is(i - 1, ".") && t.is(i + 1, ".");
            if (qualifier && local.contains(Names.normalize(t.get(i).image()))) {
                return false;
            }
            qualified |= qualifier;
            if (!qualifier && !t.is(i - 1, ".") && !t.is(i + 1, "(") && t.get(i).isIdentifier()) {
                return false; // an unqualified column: the subquery's own, as far as the tokens tell
            }
        }
        return qualified;
    }
}
