package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.CaseExpression;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;

/**
 * {@code L FULL [OUTER] JOIN R ON cond}, which H2 lacks, as the rows of {@code L LEFT JOIN R ON cond}
 * and the rows of R that match no row of L:
 * <pre>SELECT c1 AS "label", ... FROM (
 *   SELECT item AS hotrow_c1, ..., [order expression AS hotrow_o1] FROM L LEFT JOIN R ON cond ... WHERE w
 *   UNION ALL
 *   SELECT ... FROM L RIGHT JOIN R ON FALSE ... WHERE (w) AND NOT EXISTS (SELECT 1 FROM L WHERE cond)
 * ) AS hotrow_full ORDER BY ... LIMIT ...</pre>
 * L's names inside NOT EXISTS hide the outer ones, so cond reads the same there. {@code USING (c)}
 * between two tables becomes {@code l.c = r.c}, and an unqualified {@code c} the merged
 * {@code COALESCE(l.c, r.c)}. Only where this is faithful: one FULL JOIN, in the outermost SELECT,
 * without grouping, aggregates, window functions, DISTINCT or {@code *}; anything else is refused.
 */
final class FullJoins implements Rule {

    /** Words that end a join's condition. */
    private static final Set<String> AFTER_CONDITION = Set.of("JOIN", "INNER", "LEFT", "RIGHT", "CROSS", "NATURAL", "FULL", "WHERE",
            "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT", "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT", ",");
    private static final Set<String> AFTER_FROM = Set.of("WHERE", "ORDER", "LIMIT", "OFFSET", "FETCH");
    private static final String HOW = "; the engine runs one FULL JOIN in the outermost SELECT, without GROUP BY, aggregates, window"
            + " functions, DISTINCT or *: list the columns, or write it as a LEFT JOIN UNION ALL the unmatched rows of a RIGHT JOIN";

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return List.of("full");
    }

    /** The select list and conditions are written twice: parameters are numbered so each copy takes the same value. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        return fullJoins(t).size() > 0 && t.hasParameter(0, t.size());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        List<Integer> fulls = fullJoins(t);
        if (fulls.isEmpty()) {
            return;
        }
        if (!(ast instanceof PlainSelect select) || fulls.size() > 1 || depth(t, fulls.get(0)) > 0) {
            throw new UnsupportedSqlException("a FULL JOIN in a subquery, a set operation or with another FULL JOIN" + HOW);
        }
        refuseUnfaithful(select, t);
        new Rewrite(select, t, splice, fulls.get(0)).apply();
    }

    private static void refuseUnfaithful(PlainSelect select, SqlTokens t) throws UnsupportedSqlException {
        if (select.getDistinct() != null || select.getGroupBy() != null || select.getHaving() != null || select.getIntoTables() != null
                || select.getForMode() != null || select.getWindowDefinitions() != null) {
            throw new UnsupportedSqlException("a FULL JOIN with DISTINCT, GROUP BY, HAVING, WINDOW, INTO or FOR UPDATE" + HOW);
        }
        for (SelectItem<?> item : select.getSelectItems()) {
            if (item.getExpression() instanceof AllColumns) {
                throw new UnsupportedSqlException("a FULL JOIN whose select list holds *" + HOW);
            }
        }
        for (int i = 0; i + 1 < t.size(); i++) {
            if (Aggregates.isCall(t, i) || t.is(i, "OVER")) {
                throw new UnsupportedSqlException("a FULL JOIN with an aggregate or window function" + HOW);
            }
        }
    }

    /** The FULL tokens of {@code FULL [OUTER] JOIN}. */
    private static List<Integer> fullJoins(SqlTokens t) {
        List<Integer> found = new ArrayList<>();
        for (int i = 0; i + 1 < t.size(); i++) {
            if (t.is(i, "FULL") && (t.is(i + 1, "JOIN") || t.is(i + 1, "OUTER") && t.is(i + 2, "JOIN"))) {
                found.add(i);
            }
        }
        return found;
    }

    private static int depth(SqlTokens t, int at) {
        int depth = 0;
        for (int i = 0; i < at; i++) {
            depth += t.is(i, "(") ? 1 : t.is(i, ")") ? -1 : 0;
        }
        return depth;
    }

    /** One statement's translation: the landmarks of its outermost SELECT, then the text. */
    private static final class Rewrite {
        private final PlainSelect select;
        private final SqlTokens t;
        private final Splice splice;
        private final int full;
        private final int end;
        private final int selectAt;
        private final int fromAt;

        Rewrite(PlainSelect select, SqlTokens t, Splice splice, int full) {
            this.select = select;
            this.t = t;
            this.splice = splice;
            this.full = full;
            this.end = t.statementEnd();
            this.selectAt = t.nextTopLevel(0, full, "SELECT");
            this.fromAt = t.nextTopLevel(selectAt, full, "FROM");
        }

        void apply() throws UnsupportedSqlException {
            int leftStart = fromAt + 1;
            for (int comma = t.nextTopLevel(leftStart, full, ","); comma >= 0; comma = t.nextTopLevel(leftStart, full, ",")) {
                leftStart = comma + 1;
            }
            if (t.is(full - 1, "NATURAL")) {
                throw new UnsupportedSqlException("NATURAL FULL JOIN" + HOW);
            }
            int rightStart = (t.is(full + 1, "OUTER") ? full + 2 : full + 1) + 1;
            int on = firstOf(rightStart, Set.of("ON", "USING"));
            if (on < 0) {
                throw new UnsupportedSqlException("a FULL JOIN without ON or USING" + HOW);
            }
            int conditionEnd = firstOf(on + 1, AFTER_CONDITION);
            conditionEnd = conditionEnd < 0 ? end : conditionEnd;
            int fromEnd = firstOf(conditionEnd, AFTER_FROM);
            fromEnd = fromEnd < 0 ? end : fromEnd;
            int where = t.is(fromEnd, "WHERE") ? fromEnd : -1;
            int orderBy = t.nextTopLevel(fromEnd, end, "ORDER");
            int tail = firstOf(fromEnd, Set.of("LIMIT", "OFFSET", "FETCH"));
            tail = tail < 0 ? end : tail;

            String left = text(leftStart, full);
            String right = text(rightStart, on);
            String condition;
            if (t.is(on, "USING")) {
                condition = usingCondition(leftStart, full, rightStart, on, on + 1);
            } else {
                condition = text(on + 1, conditionEnd);
            }
            String rest = text(conditionEnd, fromEnd);
            String filter = where < 0 ? null : text(where + 1, orderBy >= 0 ? orderBy : tail);

            List<String> labels = new ArrayList<>();
            StringBuilder items = new StringBuilder();
            List<SelectItem<?>> selectItems = select.getSelectItems();
            int itemStart = selectAt + 1;
            for (int n = 1; n <= selectItems.size(); n++) {
                int itemEnd = n < selectItems.size() ? t.nextTopLevel(itemStart, fromAt, ",") : fromAt;
                SelectItem<?> item = selectItems.get(n - 1);
                int expressionEnd = item.getAlias() == null ? itemEnd : t.is(itemEnd - 2, "AS") ? itemEnd - 2 : itemEnd - 1;
                items.append(n > 1 ? ", " : "").append(text(itemStart, expressionEnd)).append(" AS hotrow_c").append(n);
                labels.add(item.getAlias() != null ? text(itemEnd - 1, itemEnd) : '"' + label(item.getExpression()) + '"');
                itemStart = itemEnd + 1;
            }
            String ordering = orderBy < 0 ? "" : " ORDER BY " + ordering(orderBy + 2, tail, labels, items);

            String columns = items.toString();
            String more = rest.isEmpty() ? "" : " " + rest;
            String branches = "SELECT " + columns + " FROM " + left + " LEFT JOIN " + right + " ON " + condition + more
                    + (filter == null ? "" : " WHERE " + filter)
                    + " UNION ALL SELECT " + columns + " FROM " + left + " RIGHT JOIN " + right + " ON FALSE" + more
                    + " WHERE " + (filter == null ? "" : "(" + filter + ") AND ") + "NOT EXISTS (SELECT 1 FROM " + left + " WHERE "
                    + condition + ")";
            StringBuilder outer = new StringBuilder("SELECT ");
            for (int n = 1; n <= labels.size(); n++) {
                outer.append(n > 1 ? ", " : "").append("hotrow_c").append(n).append(" AS ").append(labels.get(n - 1));
            }
            outer.append(" FROM (").append(branches).append(") AS hotrow_full").append(ordering);
            if (tail < end) {
                outer.append(' ').append(text(tail, end));
            }
            splice.replace(t.get(selectAt).begin(), t.get(end - 1).end(), outer.toString());
        }

        /**
         * ORDER BY's items as references to the branches' columns: a position or an output label
         * names a listed column; any other expression becomes a hidden column of both branches.
         */
        private String ordering(int from, int to, List<String> labels, StringBuilder items) {
            StringBuilder order = new StringBuilder();
            int hidden = 0;
            int item = from;
            while (item < to) {
                int itemEnd = t.nextTopLevel(item, to, ",");
                itemEnd = itemEnd < 0 ? to : itemEnd;
                int expressionEnd = item + 1;
                while (expressionEnd < itemEnd && !Set.of("ASC", "DESC", "NULLS", "USING").contains(Operands.upper(t, expressionEnd))) {
                    expressionEnd++;
                }
                String reference = null;
                if (expressionEnd == item + 1 && t.get(item).image().matches("\\d+")) {
                    reference = "hotrow_c" + t.get(item).image();
                } else if (expressionEnd == item + 1) {
                    String word = Names.normalize(t.get(item).image());
                    for (int n = 0; n < labels.size() && reference == null; n++) {
                        reference = Names.normalize(labels.get(n)).equals(word) ? "hotrow_c" + (n + 1) : null;
                    }
                }
                if (reference == null) {
                    reference = "hotrow_o" + ++hidden;
                    items.append(", ").append(text(item, expressionEnd)).append(" AS ").append(reference);
                }
                order.append(order.length() > 0 ? ", " : "").append(reference);
                if (expressionEnd < itemEnd) {
                    order.append(' ').append(text(expressionEnd, itemEnd));
                }
                item = itemEnd + 1;
            }
            return order.toString();
        }

        /**
         * {@code USING (a, b)} between two tables, as {@code l.a = r.a AND l.b = r.b}; unqualified
         * uses of the columns elsewhere become the merged column, {@code COALESCE(l.a, r.a)}.
         */
        private String usingCondition(int leftStart, int leftEnd, int rightStart, int rightEnd, int open)
                throws UnsupportedSqlException {
            String l = tableReference(leftStart, leftEnd);
            String r = tableReference(rightStart, rightEnd);
            List<String> columns = new ArrayList<>();
            for (int i = open + 1; i < t.closing(open); i++) {
                if (!t.is(i, ",")) {
                    columns.add(t.get(i).image());
                }
            }
            for (int i = selectAt + 1; i < end; i++) {
                boolean inJoin = i >= leftStart && i <= t.closing(open);
                String name = t.get(i).image();
                boolean unqualified = !t.is(i - 1, ".") && !t.is(i + 1, ".") && !t.is(i + 1, "(") && !t.is(i - 1, "AS");
                if (!inJoin && unqualified && columns.stream().anyMatch(c -> Names.normalize(c).equals(Names.normalize(name)))) {
                    splice.replace(t.get(i).begin(), t.get(i).end(), "COALESCE(" + l + "." + name + ", " + r + "." + name + ")");
                }
            }
            StringBuilder condition = new StringBuilder();
            for (String c : columns) {
                condition.append(condition.length() > 0 ? " AND " : "").append(l).append('.').append(c).append(" = ").append(r).append('.')
                        .append(c);
            }
            return condition.toString();
        }

        /** How the rest of the statement names the single table in tokens {@code [from, to)}. */
        private String tableReference(int from, int to) throws UnsupportedSqlException {
            int length = to - from;
            boolean named = length >= 1 && Operands.isWord(t, from) && (length == 1 || length == 2 && Operands.isWord(t, from + 1)
                    || length == 3 && t.is(from + 1, "AS") || length == 3 && t.is(from + 1, "."));
            if (!named) {
                throw new UnsupportedSqlException("a FULL JOIN ... USING between more than two tables; write ON with qualified columns"
                        + HOW);
            }
            return t.get(to - 1).image();
        }

        /** The first token at or after {@code from} at this depth that is one of {@code words}, or -1. */
        private int firstOf(int from, Set<String> words) {
            return t.nextTopLevelOf(from, end, words);
        }

        /** Tokens {@code [from, to)} with the other rules' edits; empty when the span is. */
        private String text(int from, int to) {
            return from >= to ? "" : splice.render(t.get(from).begin(), t.get(to - 1).end());
        }
    }

    /** PostgreSQL's label for an output column without an alias. */
    private static String label(Expression expression) {
        if (expression instanceof Column column) {
            return Names.normalize(column.getColumnName());
        }
        if (expression instanceof CastExpression cast && cast.getLeftExpression() instanceof Column column) {
            return Names.normalize(column.getColumnName());
        }
        if (expression instanceof Function function && function.getMultipartName() != null) {
            List<String> parts = function.getMultipartName();
            return Names.normalize(parts.get(parts.size() - 1));
        }
        return expression instanceof CaseExpression ? "case" : "?column?";
    }
}
