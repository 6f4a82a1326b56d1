package io.hotrow.rewrite.analysis;

import java.util.LinkedHashSet;
import java.util.Set;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.update.Update;

/** The columns of the written row that an UPDATE's or INSERT's RETURNING clause gives back to the application. */
public final class ReturnedColumns {

    private ReturnedColumns() {
    }

    /** The row's columns {@code statement} returns ({@link RowPin#ALL_COLUMNS} for {@code *}); empty without RETURNING. */
    public static Set<String> of(Statement statement) {
        ReturningClause returning = statement instanceof Update update ? update.getReturningClause()
                : statement instanceof Insert insert ? insert.getReturningClause() : null;
        Table table = statement instanceof Update update ? update.getTable() : statement instanceof Insert insert ? insert.getTable() : null;
        if (returning == null) {
            return Set.of();
        }
        TargetTable target = new TargetTable(table);
        Set<String> columns = new LinkedHashSet<>();
        for (SelectItem<?> item : returning) {
            if (item.getExpression() instanceof AllColumns) {
                columns.add(RowPin.ALL_COLUMNS);
            } else {
                columns.addAll(target.columnsIn(item.getExpression()));
            }
        }
        return columns;
    }
}
