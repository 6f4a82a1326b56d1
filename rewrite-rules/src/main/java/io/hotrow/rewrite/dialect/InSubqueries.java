package io.hotrow.rewrite.dialect;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code x IN (SELECT ...)} nested deeply, as query builders write a chain of filters: JSqlParser's
 * lookahead for what follows IN parses the subquery once for each form it could be, so each level
 * about doubles the parse (ten levels took a second, fifteen ran past the parse budget and were
 * refused as too complex, 54001), while {@code x = ANY (SELECT ...)}, the same condition by the
 * SQL standard (and {@code NOT IN}: {@code <> ALL}), parses in time linear in the text. H2 runs both
 * as the same condition. A text whose IN subqueries nest {@link #DEPTH} deep or more has them
 * written so; shallower texts stay as written. An IN whose left operand ends in a parenthesis (a
 * row value, a call) is left alone: that operand would need reading to tell a row from a scalar.
 */
final class InSubqueries {

    /** The nesting at which the doubling starts to cost (about 50 ms at five levels on a warm JVM). */
    static final int DEPTH = 5;

    private static final Pattern IN_SUBQUERY = Pattern.compile("(?i)\\bIN\\s*\\(\\s*(?:SELECT|WITH)\\b");

    private InSubqueries() {
    }

    /** {@code sql} with its IN subqueries as quantified comparisons when they nest {@link #DEPTH} deep; the same String otherwise. */
    static String quantified(String sql) {
        Matcher candidates = IN_SUBQUERY.matcher(sql);
        int count = 0;
        while (count < DEPTH && candidates.find()) {
            count++;
        }
        return count < DEPTH ? sql : Splice.edited(sql, InSubqueries::edit);
    }

    private static void edit(SqlTokens t, Splice splice) {
        List<Integer> ins = new ArrayList<>();
        Deque<Boolean> open = new ArrayDeque<>(); // per open parenthesis: whether it holds an IN subquery
        int depth = 0;
        int deepest = 0;
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, "(")) {
                boolean subquery = t.is(i - 1, "IN") && (t.is(i + 1, "SELECT") || t.is(i + 1, "WITH"));
                open.push(subquery);
                if (subquery) {
                    depth++;
                    deepest = Math.max(deepest, depth);
                    ins.add(i - 1);
                }
            } else if (t.is(i, ")") && !open.isEmpty() && open.pop()) {
                depth--;
            }
        }
        if (deepest < DEPTH) {
            return;
        }
        for (int in : ins) {
            boolean not = t.is(in - 1, "NOT");
            int operandEnd = not ? in - 2 : in - 1;
            if (operandEnd >= 0 && !t.is(operandEnd, ")")) {
                splice.replace(t.get(not ? in - 1 : in).begin(), t.get(in).end(), not ? "<> ALL" : "= ANY");
            }
        }
    }
}
