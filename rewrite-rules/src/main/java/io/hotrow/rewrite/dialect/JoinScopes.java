package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.ParenthesedSelect;
import net.sf.jsqlparser.statement.select.PlainSelect;

/**
 * A JOIN's ON condition naming a FROM item it cannot see: one joined after it
 * ({@code a JOIN b ON b.x = c.y JOIN c ON ...}), or one before the comma that starts its join
 * ({@code FROM a, b JOIN c ON c.x = a.y}). PostgreSQL resolves an ON condition against the items
 * its join has joined so far and refuses the others with 42P01; H2 resolves it against the whole
 * FROM clause and answers, so the engine refuses it as PostgreSQL does.
 */
final class JoinScopes implements Rule {

    @Override
    public List<String> words() {
        return List.of("on");
    }

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!(ast instanceof PlainSelect select) || select.getJoins() == null) {
            return;
        }
        List<String> items = new ArrayList<>();
        items.add(name(select.getFromItem()));
        for (Join join : select.getJoins()) {
            items.add(name(join.getRightItem()));
        }
        int visibleFrom = 0;
        for (int k = 1; k < items.size(); k++) {
            Join join = select.getJoins().get(k - 1);
            if (join.isSimple()) {
                visibleFrom = k; // a comma starts a new join tree: what came before is out of its ON's sight
            }
            Set<String> visible = new HashSet<>(items.subList(visibleFrom, k + 1));
            for (Expression on : join.getOnExpressions()) {
                for (String qualifier : qualifiers(on)) {
                    int at = items.indexOf(qualifier);
                    if (at >= 0 && !visible.contains(qualifier)) {
                        throw UnsupportedSqlException.rejectedByPostgres("42P01", (at > k ? "missing FROM-clause entry for table \""
                                : "invalid reference to FROM-clause entry for table \"") + qualifier + "\"");
                    }
                }
            }
        }
    }

    /** The name a FROM item is referred to by (its alias, or its table's name), or null. */
    private static String name(FromItem item) {
        if (item == null) {
            return null;
        }
        if (item.getAlias() != null) {
            return Names.normalize(item.getAlias().getName());
        }
        return item instanceof Table table ? Names.normalize(table.getName()) : null;
    }

    /** The tables the condition's columns are qualified with, outside its subqueries (which have FROM items of their own). */
    private static Set<String> qualifiers(Expression on) {
        Set<String> found = new HashSet<>();
        on.accept(new ExpressionVisitorAdapter<Void>() {
            @Override
            public <S> Void visit(Column column, S context) {
                if (column.getTable() != null && column.getTable().getName() != null) {
                    found.add(Names.normalize(column.getTable().getName()));
                }
                return null;
            }

            @Override
            public <S> Void visit(ParenthesedSelect subquery, S context) {
                return null;
            }
        }, null);
        return found;
    }
}
