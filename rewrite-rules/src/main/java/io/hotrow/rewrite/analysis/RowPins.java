package io.hotrow.rewrite.analysis;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.DoubleValue;
import net.sf.jsqlparser.expression.StringValue;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.InsertConflictAction;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.ForMode;
import net.sf.jsqlparser.statement.select.PlainSelect;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;

/** Finds the {@link RowPin} of a parsed statement: the syntax half of read-modify-write detection. */
final class RowPins {

    private RowPins() {
    }

    static RowPin of(Statement statement) {
        if (statement instanceof Update update) {
            return ofUpdate(update);
        }
        if (statement instanceof Insert insert) {
            return ofUpsert(insert);
        }
        if (statement instanceof PlainSelect select) {
            return ofSelect(select);
        }
        return null;
    }

    private static RowPin ofUpdate(Update update) {
        Table table = update.getTable();
        if (update.getFromItem() != null || notEmpty(update.getJoins()) || notEmpty(update.getStartJoins())
                || update.getWithItemsList() != null && !update.getWithItemsList().isEmpty()) {
            return null; // several tables: not a single-row statement
        }
        TargetTable target = new TargetTable(table);
        Map<String, ValueSource> pinned = new LinkedHashMap<>();
        collectEqualities(update.getWhere(), target, pinned);
        if (pinned.isEmpty()) {
            return null;
        }
        Set<String> read = new LinkedHashSet<>();
        Set<String> counters = new LinkedHashSet<>();
        Set<String> written = new LinkedHashSet<>();
        if (!readSets(update.getUpdateSets(), target, read, counters, written)) {
            return null;
        }
        return new RowPin(target.name(), RowPin.Shape.UPDATE, pinned, read, counters, written);
    }

    private static RowPin ofUpsert(Insert insert) {
        InsertConflictAction action = insert.getConflictAction();
        if (action == null || action.getConflictActionType() != ConflictActionType.DO_UPDATE
                || insert.getConflictTarget() == null || insert.getColumns() == null) {
            return null;
        }
        Select select = insert.getSelect();
        if (!(select instanceof Values values) || values.getExpressions() == null) {
            return null;
        }
        List<Expression> row = singleRow(values.getExpressions());
        if (row == null || row.size() != insert.getColumns().size()) {
            return null;
        }
        TargetTable target = new TargetTable(insert.getTable());
        Map<String, ValueSource> pinned = new LinkedHashMap<>();
        for (String keyColumn : insert.getConflictTarget().getIndexColumnNames()) {
            String key = Names.normalize(keyColumn);
            for (int i = 0; i < insert.getColumns().size(); i++) {
                if (Names.normalize(insert.getColumns().get(i).getColumnName()).equals(key)) {
                    pinned.put(key, valueSource(row.get(i)));
                }
            }
        }
        if (pinned.isEmpty() || pinned.size() != insert.getConflictTarget().getIndexColumnNames().size()) {
            return null; // ON CONFLICT ON CONSTRAINT names no columns; or a key column has no value
        }
        Set<String> read = new LinkedHashSet<>();
        Set<String> counters = new LinkedHashSet<>();
        Set<String> written = new LinkedHashSet<>();
        if (!readSets(action.getUpdateSets(), target, read, counters, written)) {
            return null;
        }
        return new RowPin(target.name(), RowPin.Shape.UPSERT, pinned, read, counters, written);
    }

    /** A read of one table by equality: {@code FOR UPDATE} makes it the read half of a read-then-write that locks; without it, one that does not. */
    private static RowPin ofSelect(PlainSelect select) {
        RowPin.Shape shape = select.getForMode() == null ? RowPin.Shape.SELECT : locksForUpdate(select.getForMode()) ? RowPin.Shape.SELECT_FOR_UPDATE : null;
        if (shape == null || !(select.getFromItem() instanceof Table table) || notEmpty(select.getJoins())) {
            return null;
        }
        TargetTable target = new TargetTable(table);
        Map<String, ValueSource> pinned = new LinkedHashMap<>();
        collectEqualities(select.getWhere(), target, pinned);
        if (pinned.isEmpty()) {
            return null;
        }
        Set<String> read = new LinkedHashSet<>();
        if (shape == RowPin.Shape.SELECT) {
            for (SelectItem<?> item : select.getSelectItems()) {
                if (item.getExpression() instanceof AllColumns) {
                    read.add(RowPin.ALL_COLUMNS);
                } else {
                    read.addAll(target.columnsIn(item.getExpression()));
                }
            }
        }
        return new RowPin(target.name(), shape, pinned, read, Set.of(), Set.of());
    }

    /**
     * FOR UPDATE and FOR NO KEY UPDATE (Hibernate's PESSIMISTIC_WRITE on PostgreSQL) queue lockers of
     * the row behind each other; FOR SHARE and FOR KEY SHARE lockers do not wait for one another.
     */
    private static boolean locksForUpdate(ForMode mode) {
        return mode == ForMode.UPDATE || mode == ForMode.NO_KEY_UPDATE;
    }

    /** Collects {@code column = value} pairs from the top-level AND chain. */
    private static void collectEqualities(Expression where, TargetTable target, Map<String, ValueSource> pinned) {
        for (Expression part : TargetTable.conjuncts(where)) {
            if (part instanceof EqualsTo equals && !pin(equals.getLeftExpression(), equals.getRightExpression(), target, pinned)) {
                pin(equals.getRightExpression(), equals.getLeftExpression(), target, pinned);
            }
        }
    }

    private static boolean pin(Expression columnSide, Expression valueSide, TargetTable target, Map<String, ValueSource> pinned) {
        if (!(TargetTable.unwrap(columnSide) instanceof Column column) || !target.owns(column) || !target.columnsIn(valueSide).isEmpty()) {
            return false;
        }
        pinned.putIfAbsent(Names.normalize(column.getColumnName()), valueSource(valueSide));
        return true;
    }

    /** Reads the SET list; false when it writes in a form we do not follow (row constructors, sub-selects). */
    private static boolean readSets(List<UpdateSet> sets, TargetTable target, Set<String> read, Set<String> counters, Set<String> written) {
        for (UpdateSet set : sets) {
            if (set.getColumns().size() != 1 || set.getValues().size() != 1) {
                return false;
            }
            String column = Names.normalize(set.getColumns().get(0).getColumnName());
            Expression value = set.getValues().get(0);
            written.add(column);
            read.addAll(target.columnsIn(value));
            if (target.incrementOf(column, value) != null) {
                counters.add(column);
            }
        }
        return true;
    }

    static ValueSource valueSource(Expression written) {
        Expression expression = TargetTable.unwrap(written);
        if (expression instanceof JdbcParameter parameter) {
            return new ValueSource.Parameter(parameter.getIndex());
        }
        if (expression instanceof LongValue || expression instanceof StringValue || expression instanceof DoubleValue) {
            return new ValueSource.Literal(expression.toString());
        }
        return new ValueSource.Computed(expression.toString());
    }

    /**
     * The values of a one-row VALUES list, or null for several rows. JSqlParser gives one row as the
     * parenthesised list of its values, {@code (?, 1)}, and several rows as a plain list of such lists;
     * so in {@code ((?), 1)} the inner list is a parenthesised value, not a row.
     */
    private static List<Expression> singleRow(ExpressionList<?> rows) {
        if (rows instanceof ParenthesedExpressionList<?> row) {
            return new ArrayList<Expression>(row);
        }
        if (rows.size() == 1 && rows.get(0) instanceof ExpressionList<?> row) {
            return new ArrayList<Expression>(row);
        }
        return null; // several rows
    }

    private static boolean notEmpty(List<?> list) {
        return list != null && !list.isEmpty();
    }
}
