package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.WithItem;

/**
 * A WITH query's column list longer than its query's columns ({@code WITH t(a, b) AS (SELECT 1)}):
 * PostgreSQL refuses it (42P10), H2 ignores the extra names and answers. Refused where the text
 * shows the count: the query's first SELECT lists its columns without {@code *}.
 */
final class CteColumnCounts implements Rule {

    @Override
    public List<String> words() {
        return List.of("with");
    }

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public void apply(Statement ast, SqlTokens tokens, Splice splice) throws UnsupportedSqlException {
        if (!(ast instanceof Select select) || select.getWithItemsList() == null) {
            return;
        }
        for (WithItem<?> item : select.getWithItemsList()) {
            int available = columns(item);
            int specified = item.getWithItemList() == null ? 0 : item.getWithItemList().size();
            if (available >= 0 && specified > available) {
                throw UnsupportedSqlException.rejectedByPostgres("42P10", "WITH query \"" + item.getAlias().getName() + "\" has " + available
                        + " columns available but " + specified + " columns specified");
            }
        }
    }

    /** The number of columns of the item's query as its first SELECT lists them, or -1 when the text does not tell. */
    private static int columns(WithItem<?> item) {
        if (!(CteColumnNames.firstSelect(item) instanceof PlainSelect plain)) {
            return -1;
        }
        for (SelectItem<?> selected : plain.getSelectItems()) {
            if (selected.getExpression() instanceof AllColumns || String.valueOf(selected.getExpression()).endsWith("*")) {
                return -1;
            }
        }
        return plain.getSelectItems().size();
    }
}
