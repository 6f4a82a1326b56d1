package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.CastExpression;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.SetOperationList;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * The column names PostgreSQL gives a WITH query without a column list, from its first SELECT:
 * an item's alias, a column's name, a function's name, {@code column1...} for VALUES ({@link #ofValues}), and
 * {@code ?column?} for other expressions. H2 wants the list written under WITH RECURSIVE.
 */
final class CteColumnNames {

    private CteColumnNames() {
    }

    /** The names as they can be written in a column list, or null when they cannot be told ({@code *}, VALUES) or repeat. */
    static List<String> of(WithItem<?> item) {
        Select first = firstSelect(item);
        List<String> names = new ArrayList<>();
        if (first instanceof PlainSelect select) {
            for (SelectItem<?> selected : select.getSelectItems()) {
                String name = selected.getAlias() != null ? selected.getAlias().getName() : name(selected.getExpression());
                if (name == null) {
                    return null;
                }
                names.add(name);
            }
        } else {
            return null;
        }
        Set<String> distinct = new HashSet<>();
        return names.stream().allMatch(n -> distinct.add(Names.normalize(n))) ? names : null;
    }

    /** The first SELECT of the item's query, which names its columns; null when it is no query (INSERT, UPDATE, DELETE). */
    static Select firstSelect(WithItem<?> item) {
        Select first = item.getParenthesedStatement() instanceof ParenthesedSelect query ? query.getSelect() : null;
        while (first instanceof SetOperationList || first instanceof ParenthesedSelect) {
            first = first instanceof SetOperationList union ? union.getSelects().get(0) : ((ParenthesedSelect) first).getSelect();
        }
        return first;
    }

    /** PostgreSQL's names for the columns of {@code VALUES (...), ...} at token {@code values}: column1, column2, ... */
    static List<String> ofValues(SqlTokens t, int values) {
        List<String> names = new ArrayList<>(List.of("column1"));
        int open = values + 1;
        int close = t.is(open, "(") ? t.closing(open) : open;
        for (int i = open + 1; i < close; i++) {
            if (t.is(i, "(")) {
                i = t.closing(i);
            } else if (t.is(i, ",")) {
                names.add("column" + (names.size() + 1));
            }
        }
        return names;
    }

    private static String name(Expression expression) {
        if (expression instanceof Column column) {
            return column.getColumnName().equals("*") ? null : column.getColumnName();
        } else if (expression instanceof Function function) {
            List<String> parts = function.getMultipartName();
            return parts.get(parts.size() - 1);
        } else if (expression instanceof CastExpression cast && cast.getLeftExpression() instanceof Column column) {
            return column.getColumnName();
        }
        return expression != null && expression.toString().endsWith("*") ? null : "\"?column?\"";
    }
}
