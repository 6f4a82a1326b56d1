package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * PostgreSQL's label for a subquery that is a whole select item, as its FigureColname gives it: {@code exists} for
 * {@code EXISTS (...)}, and for a scalar subquery the label of its own first column ({@code (SELECT count(*) FROM t)} is
 * {@code count}, {@code (SELECT v AS w FROM t)} is {@code w}). H2 labels both {@code ?column?}, so a client reading the column
 * by name (node-postgres' {@code rows[0].exists}) found nothing. A first column whose label the rule cannot tell (an alias
 * without AS, an operator's result) keeps H2's; {@code ARRAY (SELECT ...)} is {@link CastLabels}'.
 */
final class SubqueryLabels implements Rule {

    /** Words that end a subquery's first output column. */
    private static final Set<String> AFTER_FIRST_ITEM = Set.of(",", "FROM", "INTO", "WHERE", "GROUP", "HAVING", "WINDOW", "ORDER", "LIMIT",
            "OFFSET", "FETCH", "FOR", "UNION", "INTERSECT", "EXCEPT");

    @Override
    public List<String> words() {
        return List.of("exists");
    }

    @Override
    public List<String> symbols() {
        return List.of("(select", "(SELECT", "( select", "( SELECT");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        for (int i = 1; i + 1 < t.size(); i++) {
            String label = null;
            int close = -1;
            if (t.is(i, "EXISTS") && t.is(i + 1, "(")) {
                close = t.closing(i + 1);
                label = "exists";
            } else if (t.is(i, "(") && t.is(i + 1, "SELECT")) {
                close = t.closing(i);
                label = firstColumnLabel(t, i + 2, close);
            }
            if (label != null && close > 0 && t.outputItems().mayLabel(i, close, label)) {
                t.outputItems().label(splice, close, label);
            }
        }
    }

    /** The label of the first output column of the select list starting at {@code start}, up to {@code close}; null if untold. */
    private static String firstColumnLabel(SqlTokens t, int start, int close) {
        int first = t.is(start, "ALL") || t.is(start, "DISTINCT") && !t.is(start + 1, "ON") ? start + 1 : start;
        int end = t.nextTopLevelOf(first, close, AFTER_FIRST_ITEM);
        end = end < 0 ? close : end;
        if (end - first >= 3 && t.is(end - 2, "AS")) {
            return CastLabels.unquoted(t.get(end - 1).image());
        }
        return end > first && Operands.rightEnd(t, first - 1) == end ? CastLabels.labelOf(t, first, end) : null;
    }
}
