package io.hotrow.rewrite.dialect;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code MERGE ... WHEN [NOT] MATCHED [AND cond] THEN DO NOTHING}, which H2 lacks: the clause goes,
 * and since PostgreSQL takes the first clause whose condition holds, each later clause of the same
 * kind gets {@code AND NOT COALESCE((cond), FALSE)}, so rows the removed clause would have taken
 * still do nothing. A MERGE left without clauses gets one that never applies
 * ({@code WHEN MATCHED AND FALSE THEN DELETE}), as H2 requires one.
 */
final class MergeDoNothing implements Rule {

    /** One WHEN clause: its tokens from WHEN to just past its action, its condition's span or -1s. */
    private record Clause(int begin, int end, boolean matched, int conditionBegin, int conditionEnd, boolean doesNothing) {
    }

    @Override
    public List<String> words() {
        return List.of("nothing");
    }

    /** A condition is copied into later clauses: parameters in it are then bound twice. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return clauses(t).stream().anyMatch(Clause::doesNothing) && t.hasParameter(0, t.size());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        List<Clause> clauses = clauses(t);
        if (clauses.stream().noneMatch(Clause::doesNothing)) {
            return;
        }
        for (int i = 0; i < clauses.size(); i++) {
            Clause clause = clauses.get(i);
            if (!clause.doesNothing()) {
                continue;
            }
            if (clause.conditionBegin() >= 0) {
                String condition = splice.render(t.get(clause.conditionBegin()).begin(), t.get(clause.conditionEnd() - 1).end());
                for (Clause later : clauses.subList(i + 1, clauses.size())) {
                    if (later.matched() == clause.matched() && !later.doesNothing()) {
                        String unless = " AND NOT COALESCE((" + condition + "), FALSE)";
                        if (later.conditionBegin() >= 0) {
                            splice.insert(t.get(later.conditionBegin()).begin(), "(");
                            splice.insert(t.get(later.conditionEnd() - 1).end(), ")" + unless);
                        } else {
                            splice.insert(t.get(thenOf(t, later) - 1).end(), unless);
                        }
                    }
                }
            }
        }
        boolean anyLeft = clauses.stream().anyMatch(c -> !c.doesNothing());
        Clause last = null;
        for (Clause clause : clauses) {
            if (clause.doesNothing()) {
                last = clause;
            }
        }
        for (Clause clause : clauses) {
            if (clause.doesNothing()) {
                String replacement = !anyLeft && clause == last ? "WHEN MATCHED AND FALSE THEN DELETE" : "";
                int end = clause.end() < t.statementEnd() && replacement.isEmpty() ? t.get(clause.end()).begin() : t.get(clause.end() - 1).end();
                splice.replace(t.get(clause.begin()).begin(), end, replacement);
            }
        }
    }

    /** The token index of the THEN of a clause without a condition. */
    private static int thenOf(SqlTokens t, Clause clause) {
        return clause.matched() ? clause.begin() + 2 : clause.begin() + 3;
    }

    /** The MERGE's top-level WHEN clauses, in order; none for another statement. */
    private static List<Clause> clauses(SqlTokens t) {
        List<Clause> clauses = new ArrayList<>();
        int main = WithClause.of(t).main();
        if (!t.is(main, "MERGE")) {
            return clauses;
        }
        int end = t.statementEnd();
        List<Integer> whens = new ArrayList<>();
        int depth = 0;
        for (int i = main; i < end; i++) {
            if (t.is(i, "(")) {
                depth++;
            } else if (t.is(i, ")")) {
                depth--;
            } else if (depth == 0 && t.is(i, "WHEN") && (t.is(i + 1, "MATCHED") || t.is(i + 1, "NOT") && t.is(i + 2, "MATCHED"))) {
                whens.add(i);
            }
        }
        for (int k = 0; k < whens.size(); k++) {
            int begin = whens.get(k);
            int clauseEnd = k + 1 < whens.size() ? whens.get(k + 1) : end;
            boolean matched = t.is(begin + 1, "MATCHED");
            int afterMatched = matched ? begin + 2 : begin + 3;
            int then = t.nextTopLevel(afterMatched, clauseEnd, "THEN");
            if (then < 0 || then == afterMatched + 1 && t.is(afterMatched, "AND")) {
                return List.of(); // not a clause this rule reads (no THEN, or AND without a condition): H2 decides
            }
            boolean conditional = t.is(afterMatched, "AND");
            boolean nothing = t.is(then + 1, "DO") && t.is(then + 2, "NOTHING") && then + 3 == clauseEnd;
            clauses.add(new Clause(begin, clauseEnd, matched, conditional ? afterMatched + 1 : -1, conditional ? then : -1, nothing));
        }
        return clauses;
    }
}
