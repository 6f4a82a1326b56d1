package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code GROUP BY ROLLUP (...)}, {@code CUBE (...)} and {@code GROUPING SETS (...)}, which H2 lacks:
 * the SELECT becomes a UNION ALL of one SELECT per grouping set, each grouped by its set (and the
 * plain GROUP BY expressions beside the construct), with {@code NULL} for a select item that is a
 * grouping expression outside the set and each {@code grouping(...)} as its constant; an ORDER BY
 * of output names or positions, and what follows it, then orders the union. Refused where that is
 * not PostgreSQL's answer or cannot be told: DISTINCT, window functions, a UNION around it, an
 * ORDER BY of other expressions, nested constructs, and CUBE of more than 5 elements.
 */
final class GroupingSets implements Rule {

    private static final Set<String> AFTER_GROUP_BY = Set.of("HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR");
    private static final Set<String> AFTER_HAVING = Set.of("WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR");
    private static final int MAX_CUBE = 5;

    /** Tokens {@code [begin, end)} of one grouping expression. */
    private record Span(int begin, int end) {
    }

    @Override
    public List<String> words() {
        return List.of("rollup", "cube", "sets");
    }

    /** The query is written once per grouping set: its parameters are then bound several times. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return construct(t) >= 0 && t.hasParameter(0, t.size());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int construct = construct(t);
        if (construct < 0) {
            return;
        }
        int main = WithClause.of(t).main();
        int end = t.statementEnd();
        int group = t.nextTopLevel(main, end, "GROUP");
        int from = t.nextTopLevel(main, group, "FROM");
        if (from < 0 || t.is(main + 1, "DISTINCT") || has(t, main, end, "OVER") || t.nextTopLevel(main, end, "UNION") >= 0
                || t.nextTopLevel(main, end, "INTERSECT") >= 0 || t.nextTopLevel(main, end, "EXCEPT") >= 0) {
            throw refusal("with DISTINCT, window functions, UNION, INTERSECT or EXCEPT, or without FROM");
        }
        int byEnd = next(t, group + 2, end, AFTER_GROUP_BY);
        List<Span> plain = new ArrayList<>();
        List<List<Span>> sets = null;
        for (Span element : split(t, group + 2, byEnd)) {
            if (element.begin() == construct) {
                sets = sets(t, construct);
            } else {
                plain.add(element);
            }
        }
        int having = t.is(byEnd, "HAVING") ? byEnd : -1;
        int order = t.nextTopLevel(byEnd, end, "ORDER");
        checkOrder(t, order, end);
        int queryEnd = order >= 0 ? order : next(t, having >= 0 ? having + 1 : byEnd, end, AFTER_HAVING);
        List<Span> items = split(t, main + 1, from);
        List<Span> grouping = new ArrayList<>(plain);
        sets.forEach(grouping::addAll);
        String body = splice.render(t.get(from).begin(), t.get(group - 1).end());
        List<String> branches = new ArrayList<>();
        for (List<Span> set : sets) {
            List<Span> grouped = new ArrayList<>(plain);
            grouped.addAll(set);
            List<String> selected = new ArrayList<>();
            for (Span item : items) {
                selected.add(item(t, splice, item, grouping, grouped));
            }
            StringBuilder branch = new StringBuilder("SELECT ").append(String.join(", ", selected)).append(' ').append(body);
            if (!grouped.isEmpty()) {
                branch.append(" GROUP BY ").append(String.join(", ", grouped.stream()
                        .map(s -> splice.render(t.get(s.begin()).begin(), t.get(s.end() - 1).end())).toList()));
            }
            if (having >= 0) {
                branch.append(' ').append(withGroupingCalls(t, splice, having, queryEnd, grouping, grouped));
            }
            branches.add(branch.toString());
        }
        splice.replace(t.get(main).begin(), t.get(queryEnd - 1).end(), String.join(" UNION ALL ", branches));
    }

    /** The index of the statement's ROLLUP, CUBE or GROUPING (SETS) in its top-level GROUP BY, or -1. */
    private static int construct(SqlTokens t) {
        int main = WithClause.of(t).main();
        int end = t.statementEnd();
        int group = t.is(main, "SELECT") ? t.nextTopLevel(main, end, "GROUP") : -1;
        if (group < 0 || !t.is(group + 1, "BY")) {
            return -1;
        }
        int byEnd = next(t, group + 2, end, AFTER_GROUP_BY);
        for (Span element : split(t, group + 2, byEnd)) {
            int i = element.begin();
            if ((t.is(i, "ROLLUP") || t.is(i, "CUBE")) && t.is(i + 1, "(") || t.is(i, "GROUPING") && t.is(i + 1, "SETS")) {
                return i;
            }
        }
        return -1;
    }

    /**
     * The grouping sets the construct at {@code i} stands for, the coarsest first: rows that tie in
     * the ORDER BY then come subtotal before detail, as PostgreSQL's sort gave them here.
     */
    private static List<List<Span>> sets(SqlTokens t, int i) throws UnsupportedSqlException {
        boolean groupingSets = t.is(i, "GROUPING");
        int open = groupingSets ? i + 2 : i + 1;
        List<List<Span>> elements = new ArrayList<>();
        for (Span element : split(t, open + 1, t.closing(open))) {
            if (t.is(element.begin(), "ROLLUP") || t.is(element.begin(), "CUBE") || t.is(element.begin(), "GROUPING")) {
                throw refusal("nested in another");
            }
            boolean list = t.is(element.begin(), "(") && t.closing(element.begin()) == element.end() - 1;
            elements.add(list ? split(t, element.begin() + 1, element.end() - 1) : List.of(element));
        }
        List<List<Span>> sets = new ArrayList<>();
        if (groupingSets) {
            return elements;
        } else if (t.is(i, "ROLLUP")) {
            for (int n = 0; n <= elements.size(); n++) {
                sets.add(elements.subList(0, n).stream().flatMap(List::stream).toList());
            }
        } else {
            if (elements.size() > MAX_CUBE) {
                throw refusal("CUBE of more than " + MAX_CUBE + " elements");
            }
            for (int mask = 0; mask < 1 << elements.size(); mask++) {
                List<Span> set = new ArrayList<>();
                for (int k = 0; k < elements.size(); k++) {
                    if ((mask & 1 << elements.size() - 1 - k) != 0) {
                        set.addAll(elements.get(k));
                    }
                }
                sets.add(set);
            }
        }
        return sets;
    }

    /** A select item in the branch grouped by {@code grouped}: NULL for a grouping expression outside it, its grouping() calls constant. */
    private static String item(SqlTokens t, Splice splice, Span item, List<Span> grouping, List<Span> grouped)
            throws UnsupportedSqlException {
        int end = item.end();
        String alias = null;
        if (t.is(end - 2, "AS")) {
            alias = t.get(end - 1).image();
            end -= 2;
        } else if (end - item.begin() == 1 && Operands.isWord(t, item.begin())) {
            alias = t.get(item.begin()).image();
        } else if (end - item.begin() == 3 && t.is(item.begin() + 1, ".") && Operands.isWord(t, item.begin() + 2)) {
            alias = t.get(item.begin() + 2).image();
        }
        if (alias == null && t.is(item.begin(), "GROUPING") && t.is(item.begin() + 1, "(") && t.closing(item.begin() + 1) == end - 1) {
            alias = "\"grouping\""; // PostgreSQL's label for the call, which the constant would lose
        }
        Span expression = new Span(item.begin(), end);
        if (contains(t, grouping, expression) && !contains(t, grouped, expression)) {
            return "NULL" + (alias != null ? " AS " + alias : "");
        }
        String text = withGroupingCalls(t, splice, expression.begin(), expression.end(), grouping, grouped);
        return alias != null ? text + " AS " + alias : text;
    }

    /** The text of tokens {@code [begin, end)} with each {@code grouping(...)} call as its value in this branch. */
    private static String withGroupingCalls(SqlTokens t, Splice splice, int begin, int end, List<Span> grouping, List<Span> grouped)
            throws UnsupportedSqlException {
        StringBuilder text = new StringBuilder();
        int at = begin;
        for (int i = begin; i < end; i++) {
            if (t.is(i, "GROUPING") && t.is(i + 1, "(") && !t.is(i - 1, ".")) {
                int close = t.closing(i + 1);
                int bits = 0;
                for (Span argument : split(t, i + 2, close)) {
                    if (!contains(t, grouping, argument)) {
                        throw UnsupportedSqlException.rejectedByPostgres("42803",
                                "arguments to GROUPING must be grouping expressions of the associated query level");
                    }
                    bits = bits << 1 | (contains(t, grouped, argument) ? 0 : 1);
                }
                if (i > at) {
                    text.append(splice.render(t.get(at).begin(), t.get(i - 1).end())).append(' ');
                }
                text.append(bits);
                at = close + 1;
                i = close;
            }
        }
        if (at < end) {
            text.append(at > begin ? " " : "").append(splice.render(t.get(at).begin(), t.get(end - 1).end()));
        }
        return text.toString();
    }

    /** Whether {@code spans} has one written as {@code span} is (names folded). */
    private static boolean contains(SqlTokens t, List<Span> spans, Span span) {
        for (Span s : spans) {
            if (s.end() - s.begin() == span.end() - span.begin()) {
                boolean same = true;
                for (int k = 0; same && k < span.end() - span.begin(); k++) {
                    same = Names.normalize(t.get(s.begin() + k).image()).equals(Names.normalize(t.get(span.begin() + k).image()));
                }
                if (same) {
                    return true;
                }
            }
        }
        return false;
    }

    /** An ORDER BY the union can take: output names or positions, each with ASC/DESC and NULLS FIRST/LAST. */
    private static void checkOrder(SqlTokens t, int order, int end) throws UnsupportedSqlException {
        if (order < 0) {
            return;
        }
        int orderEnd = next(t, order + 2, end, Set.of("LIMIT", "OFFSET", "FETCH", "FOR"));
        for (Span key : split(t, order + 2, orderEnd)) {
            int i = key.begin() + 1;
            i += t.is(i, "ASC") || t.is(i, "DESC") ? 1 : 0;
            i += t.is(i, "NULLS") ? 2 : 0;
            boolean simple = Operands.isWord(t, key.begin()) || t.get(key.begin()).image().matches("\\d+");
            if (!simple || i != key.end()) {
                throw refusal("with an ORDER BY of expressions other than output columns");
            }
        }
    }

    /** The comma-separated parts of tokens {@code [begin, end)}, parentheses kept whole. */
    private static List<Span> split(SqlTokens t, int begin, int end) {
        List<Span> parts = new ArrayList<>();
        int start = begin;
        for (int i = begin; i < end; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, ",")) {
                parts.add(new Span(start, i));
                start = i + 1;
            }
        }
        if (end > start) {
            parts.add(new Span(start, end));
        }
        return parts;
    }

    private static int next(SqlTokens t, int from, int to, Set<String> words) {
        for (int i = from; i < to; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (words.contains(Operands.upper(t, i))) {
                return i;
            }
        }
        return to;
    }

    private static boolean has(SqlTokens t, int from, int to, String word) {
        for (int i = from; i < to; i++) {
            if (t.is(i, word)) {
                return true;
            }
        }
        return false;
    }

    private static UnsupportedSqlException refusal(String what) {
        return new UnsupportedSqlException("GROUP BY ROLLUP, CUBE or GROUPING SETS " + what + " (H2 has none, and the engine writes"
                + " them as a UNION ALL of one grouped SELECT per set only for a plain SELECT ordered by output columns); write that"
                + " UNION ALL yourself");
    }
}
