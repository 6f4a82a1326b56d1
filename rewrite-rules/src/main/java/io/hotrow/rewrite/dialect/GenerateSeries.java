package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Alias;
import net.sf.jsqlparser.expression.Function;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.TableFunction;

/**
 * {@code generate_series}. H2 has the table function but names its column X; PostgreSQL names it
 * after the alias (or the function). So a bare alias {@code g} becomes {@code g(g)}, no alias becomes
 * {@code AS generate_series(generate_series)}, and {@code SELECT generate_series(a, b) [AS n]}
 * without FROM becomes {@code SELECT generate_series [AS n] FROM generate_series(a, b) AS
 * generate_series(generate_series)}. Other places (the select list of a query with FROM, subqueries)
 * are refused rather than guessed.
 */
final class GenerateSeries implements Rule {

    private static final String NAME = "generate_series";
    private static final String COLUMN_ALIAS = " AS " + NAME + "(" + NAME + ")";

    @Override
    public List<String> words() {
        return List.of(NAME);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        Set<Integer> handled = new HashSet<>();
        if (ast instanceof PlainSelect select) {
            List<FromItem> from = new ArrayList<>();
            from.add(select.getFromItem());
            if (select.getJoins() != null) {
                select.getJoins().stream().map(Join::getFromItem).forEach(from::add);
            }
            for (FromItem item : from) {
                if (item instanceof TableFunction function && isSeries(function.getFunction())) {
                    handled.add(inFrom(function, t, splice));
                }
            }
            if (select.getFromItem() == null && select.getSelectItems().size() == 1
                    && select.getSelectItems().get(0).getExpression() instanceof Function function && isSeries(function)) {
                handled.add(inSelectList(select.getSelectItems().get(0), function, t, splice));
            }
        }
        for (int i = 0; i < t.size(); i++) {
            if (t.is(i, NAME) && t.is(i + 1, "(") && !handled.contains(i)) {
                throw new UnsupportedSqlException("generate_series here; the engine runs it in the FROM clause of the outermost"
                        + " query, or alone as SELECT generate_series(...)");
            }
        }
    }

    private static boolean isSeries(Function function) {
        return function.getName().equalsIgnoreCase(NAME) && function.getASTNode() != null;
    }

    private static int inFrom(TableFunction table, SqlTokens t, Splice splice) {
        int name = t.at(Positions.begin(table.getFunction()));
        int close = t.closing(name + 1);
        Alias alias = table.getAlias();
        if (alias == null) {
            splice.insert(t.get(close).end(), COLUMN_ALIAS);
        } else if (alias.getAliasColumns() == null || alias.getAliasColumns().isEmpty()) {
            int aliasToken = t.is(close + 1, "AS") ? close + 2 : close + 1;
            splice.insert(t.get(aliasToken).end(), "(" + alias.getName() + ")");
        }
        return name;
    }

    private static int inSelectList(SelectItem<?> item, Function function, SqlTokens t, Splice splice) {
        int name = t.at(Positions.begin(function));
        int close = t.closing(name + 1);
        int itemEnd = item.getAlias() == null ? close : t.is(close + 1, "AS") ? close + 2 : close + 1;
        String call = splice.render(t.get(name).begin(), t.get(close).end());
        splice.replace(t.get(name).begin(), t.get(close).end(), NAME);
        splice.insert(t.get(itemEnd).end(), " FROM " + call + COLUMN_ALIAS);
        return name;
    }
}
