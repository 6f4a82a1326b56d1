package io.hotrow.rewrite.counter;

import io.hotrow.rewrite.analysis.Names;
import io.hotrow.rewrite.analysis.TargetTable;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.JdbcParameter;
import net.sf.jsqlparser.expression.LongValue;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.EqualsTo;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.expression.operators.relational.GreaterThan;
import net.sf.jsqlparser.expression.operators.relational.GreaterThanEquals;
import net.sf.jsqlparser.parser.SimpleNode;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.InsertConflictAction;
import net.sf.jsqlparser.statement.select.Select;
import net.sf.jsqlparser.statement.select.AllColumns;
import net.sf.jsqlparser.statement.select.SelectItem;
import net.sf.jsqlparser.statement.select.Values;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;
import net.sf.jsqlparser.util.TablesNamesFinder;

/**
 * Decides how a statement that names a counter table runs (docs/counters.md, counter sharding). The
 * forms it rewrites: reads (the table becomes a view that adds the spread increments), increments
 * by primary key, conditional decrements by primary key, and upserts that increment. Everything
 * else runs as written, after a fold when it reads or overwrites counters, and is reported once.
 */
final class CounterPlanner {

    private final Map<String, CounterSql> tables;

    /** @param tables the layout SQL of every counter table the statement names */
    CounterPlanner(Map<String, CounterSql> tables) {
        this.tables = tables;
    }

    CounterPlan plan(Statement statement, String sql) {
        try {
            if (statement instanceof Update update && tables.containsKey(Names.of(update.getTable()))) {
                return planUpdate(update, sql);
            }
            if (statement instanceof Insert insert && tables.containsKey(Names.of(insert.getTable()))) {
                return planInsert(insert, sql);
            }
            if (statement instanceof Delete delete && tables.containsKey(Names.of(delete.getTable()))) {
                return planDelete(delete, sql);
            }
            if (statement instanceof Select select && select.getForMode() != null) {
                return foldAll("SELECT ... FOR UPDATE reads counters; it runs on folded rows");
            }
            Table target = statement instanceof Update u ? u.getTable()
                    : statement instanceof Insert i ? i.getTable()
                    : statement instanceof Delete d ? d.getTable() : null;
            if (statement instanceof Select || target != null) {
                return splice(statement, sql, target);
            }
            return foldAll("this kind of statement is not rewritten; it runs on folded rows");
        } catch (IllegalStateException unfollowed) {
            return foldAll("its parameters could not be followed (" + unfollowed.getMessage() + "); it runs on folded rows");
        }
    }

    // ---- UPDATE of a counter table ----

    private CounterPlan planUpdate(Update update, String sql) {
        CounterSql layout = tables.get(Names.of(update.getTable()));
        Target target = new Target(update.getTable(), layout);
        if (update.getFromItem() != null || notEmpty(update.getJoins()) || notEmpty(update.getStartJoins()) || notEmpty(update.getWithItemsList())) {
            return foldAll("UPDATE with FROM, joins or WITH on a counter table runs on folded rows");
        }
        Where where = Where.of(update.getWhere(), target);
        List<CounterSql.Delta> deltas = new ArrayList<>();
        List<String> others = new ArrayList<>();
        for (UpdateSet set : update.getUpdateSets()) {
            if (set.getColumns().size() != 1 || set.getValues().size() != 1) {
                return fold(layout, where, "a row-valued SET on a counter table runs on folded rows");
            }
            String column = Names.normalize(set.getColumns().get(0).getColumnName());
            Expression value = set.getValues().get(0);
            CounterSql.Delta delta = layout.counter.columns().contains(column) ? target.deltaOf(column, value) : null;
            if (delta != null) {
                deltas.add(delta);
            } else if (layout.counter.columns().contains(column) || target.readsCounters(value)) {
                return fold(layout, where, "it overwrites or reads a counter other than by c = c + e; it runs on folded rows");
            } else {
                others.add(column);
            }
        }
        boolean conditionsOnCounters = !where.counterConditions.isEmpty();
        if (!others.isEmpty() || !where.pinsKey(layout)) {
            String why = !others.isEmpty() ? "it also writes " + String.join(", ", others) + ", which only the base row holds"
                    : "its WHERE is not the primary key (" + String.join(", ", layout.key) + ") alone";
            if (conditionsOnCounters || target.readsCounters(update.getReturningClause())) {
                return fold(layout, where, "it reads counters in WHERE or RETURNING and " + why + "; it runs on folded rows");
            }
            // The base row alone answers it exactly: an increment of the base row is an increment too.
            return unchanged(deltas.isEmpty() ? null : "it increments counters but " + why + "; it runs on the base row");
        }
        if (conditionsOnCounters) {
            return decrementOrFold(update, layout, target, where, deltas);
        }
        return new CounterPlan.Increment(layout.sharded() ? layout.shardUpdate(deltas, where.key) : null,
                layout.spreadInsert(deltas, where.key), deltaValues(deltas), baseOf(update), returning(update.getReturningClause(), target, layout, where.key));
    }

    private CounterPlan decrementOrFold(Update update, CounterSql layout, Target target, Where where, List<CounterSql.Delta> deltas) {
        CounterPlan.Condition condition = layout.sharded() && deltas.size() == 1 && deltas.get(0).negate() && where.counterConditions.size() == 1
                ? checkedDecrement(where.counterConditions.get(0), deltas.get(0), target) : null;
        if (condition == null) {
            return fold(layout, where, "its condition on counters is not a checked decrement (c > 0, c >= e, c - e >= 0) of one sharded counter; it runs on folded rows");
        }
        CounterSql.Delta delta = deltas.get(0);
        return new CounterPlan.Decrement(layout.shardTake(delta.column(), delta.expression(), where.key), deltaValue(delta), condition,
                foldOf(layout, where.key), baseOf(update), layout.readBase(delta.column(), where.key), layout.shardAdd(delta.column(), where.key),
                layout.baseSubtract(delta.column(), where.key), returning(update.getReturningClause(), target, layout, where.key));
    }

    /** The condition if it is {@code c > 0}, {@code c >= e} or {@code c - e >= 0} for the decrement's own e; else null. */
    private static CounterPlan.Condition checkedDecrement(Expression condition, CounterSql.Delta delta, Target target) {
        Expression amount = TargetTable.unwrap(delta.expression());
        if (condition instanceof GreaterThan gt && target.isColumn(gt.getLeftExpression(), delta.column())
                && TargetTable.unwrap(gt.getRightExpression()) instanceof LongValue zero && zero.getValue() == 0) {
            return new CounterPlan.Condition(true, 0);
        }
        if (!(condition instanceof GreaterThanEquals ge)) {
            return null;
        }
        Expression left = TargetTable.unwrap(ge.getLeftExpression());
        Expression bound = null;
        if (target.isColumn(left, delta.column())) {
            bound = TargetTable.unwrap(ge.getRightExpression());
        } else if (left instanceof Subtraction minus && target.isColumn(minus.getLeftExpression(), delta.column())
                && TargetTable.unwrap(ge.getRightExpression()) instanceof LongValue zero && zero.getValue() == 0) {
            bound = TargetTable.unwrap(minus.getRightExpression());
        }
        if (bound instanceof JdbcParameter p && amount instanceof JdbcParameter a) {
            return new CounterPlan.Condition(false, p.getIndex() == a.getIndex() ? 0 : p.getIndex());
        }
        if (bound != null && !target.readsRow(bound) && markerFree(bound) && bound.toString().equals(amount.toString())) {
            return new CounterPlan.Condition(false, 0);
        }
        return null;
    }

    private static boolean markerFree(Expression expression) {
        return StepBuilder.markers(expression.toString()) == 0;
    }

    // ---- INSERT into a counter table ----

    private CounterPlan planInsert(Insert insert, String sql) {
        CounterSql layout = tables.get(Names.of(insert.getTable()));
        InsertConflictAction action = insert.getConflictAction();
        if (action == null || action.getConflictActionType() != ConflictActionType.DO_UPDATE) {
            Select source = insert.getSelect();
            boolean selectsCounterTables = source != null && !(source instanceof Values) && namesCounterTable(source);
            return selectsCounterTables ? splice(insert, sql, insert.getTable()) : CounterPlan.UNCHANGED;
        }
        Target target = new Target(insert.getTable(), layout);
        Map<String, Expression> values = singleRow(insert);
        if (values == null || action.getWhereExpression() != null || notEmpty(insert.getWithItemsList()) || insert.getConflictTarget() == null
                || !Set.copyOf(normalized(insert.getConflictTarget().getIndexColumnNames())).equals(Set.copyOf(layout.key))) {
            return foldAll("an upsert of a counter table other than single-row VALUES ON CONFLICT (primary key) DO UPDATE runs on folded rows");
        }
        Map<String, Expression> key = new LinkedHashMap<>();
        for (String column : layout.key) {
            key.put(column, values.get(column));
        }
        List<CounterSql.Delta> deltas = new ArrayList<>();
        for (UpdateSet set : action.getUpdateSets()) {
            String column = set.getColumns().size() == 1 ? Names.normalize(set.getColumns().get(0).getColumnName()) : null;
            CounterSql.Delta delta = column != null && set.getValues().size() == 1 && layout.counter.columns().contains(column)
                    ? target.deltaOf(column, set.getValues().get(0)) : null;
            Expression amount = delta == null ? null : target.withExcluded(delta.expression(), values);
            if (amount == null) {
                return foldKey(layout, key, "its DO UPDATE does more than c = c + e on counters; it runs on folded rows");
            }
            deltas.add(new CounterSql.Delta(column, amount, delta.negate()));
        }
        StepBuilder insertIfAbsent = new StepBuilder().text("INSERT INTO ").quoted(layout.counter.table()).text(" (");
        String separator = "";
        for (String column : values.keySet()) {
            insertIfAbsent.text(separator).quoted(column);
            separator = ", ";
        }
        insertIfAbsent.text(") VALUES (");
        separator = "";
        for (Expression value : values.values()) {
            insertIfAbsent.text(separator).expression(value);
            separator = ", ";
        }
        insertIfAbsent.text(") ON CONFLICT DO NOTHING");
        Step returning = returning(insert.getReturningClause(), target, layout, key);
        CounterPlan.Increment increment = new CounterPlan.Increment(layout.sharded() ? layout.shardUpdate(deltas, key) : null,
                layout.spreadInsert(deltas, key), deltaValues(deltas), withoutReturning(sql, insert), returning);
        return new CounterPlan.Upsert(insertIfAbsent.build(), increment, Step.identity(sql));
    }

    private CounterPlan planDelete(Delete delete, String sql) {
        CounterSql layout = tables.get(Names.of(delete.getTable()));
        Target target = new Target(delete.getTable(), layout);
        if (target.readsCounters(delete.getWhere()) || target.readsCounters(delete.getReturningClause())) {
            return fold(layout, Where.of(delete.getWhere(), target), "DELETE reading counters runs on folded rows");
        }
        // Spread increments go with their row: the companion table's foreign key cascades.
        return namesCounterTable(delete.getWhere()) ? splice(delete, sql, delete.getTable()) : CounterPlan.UNCHANGED;
    }

    // ---- reads: splice the view in place of each counter table ----

    private CounterPlan splice(Statement statement, String sql, Table target) {
        List<Table> nodes = new ArrayList<>();
        Map<Table, Boolean> seen = new IdentityHashMap<>();
        new TablesNamesFinder<Void>() {
            @Override
            public <S> Void visit(Table table, S context) {
                if (table != target && tables.containsKey(Names.of(table)) && seen.put(table, Boolean.TRUE) == null) {
                    nodes.add(table);
                }
                return super.visit(table, context);
            }
        }.getTables(statement);
        if (nodes.isEmpty()) {
            return CounterPlan.UNCHANGED;
        }
        nodes.sort(Comparator.comparingInt((Table t) -> t.getASTNode() == null ? -1 : t.getASTNode().jjtGetFirstToken().absoluteBegin).reversed());
        StringBuilder text = new StringBuilder(sql);
        int previousStart = Integer.MAX_VALUE;
        for (Table table : nodes) {
            SimpleNode node = table.getASTNode();
            if (node == null) {
                return foldAll("a counter table appears where its position is unknown; it runs on folded rows");
            }
            int start = node.jjtGetFirstToken().absoluteBegin - 1;
            int end = node.jjtGetLastToken().absoluteEnd - 1;
            if (end > previousStart || start < 0 || end > sql.length()) {
                return foldAll("a counter table appears in a form that cannot be spliced; it runs on folded rows");
            }
            previousStart = start;
            String alias = Names.qualifierOf(table);
            text.replace(start, end, tables.get(Names.of(table)).view() + " AS " + CounterSql.q(alias));
        }
        return new CounterPlan.Spliced(Step.identity(text.toString()));
    }

    // ---- pieces ----

    private CounterPlan fold(CounterSql layout, Where where, String reason) {
        return where.pinsKey(layout) ? foldKey(layout, where.key, reason) : foldAll(reason);
    }

    private static CounterPlan foldKey(CounterSql layout, Map<String, Expression> key, String reason) {
        return new CounterPlan.FoldThenRun(List.of(foldOf(layout, key)), reason);
    }

    CounterPlan foldAll(String reason) {
        List<CounterPlan.Fold> folds = new ArrayList<>();
        for (CounterSql layout : tables.values()) {
            folds.add(foldOf(layout, null));
        }
        return new CounterPlan.FoldThenRun(folds, reason);
    }

    private static CounterPlan unchanged(String reason) {
        return reason == null ? CounterPlan.UNCHANGED : new CounterPlan.Unchanged(reason);
    }

    static CounterPlan.Fold foldOf(CounterSql layout, Map<String, Expression> key) {
        return new CounterPlan.Fold(key == null ? null : layout.lockBase(key), layout.foldTake(key), layout.foldAdd(),
                layout.counter.columns().size(), layout.key.size());
    }

    /** The UPDATE as written, minus RETURNING (which the plan answers from the view). */
    private static Step baseOf(Update update) {
        StepBuilder step = new StepBuilder().text("UPDATE ").text(update.getTable().toString()).text(" SET ");
        String separator = "";
        for (UpdateSet set : update.getUpdateSets()) {
            step.text(separator).text(set.getColumns().get(0).toString()).text(" = ").expression(set.getValues().get(0));
            separator = ", ";
        }
        return step.text(" WHERE ").expression(update.getWhere()).build();
    }

    private static Step withoutReturning(String sql, Insert insert) {
        if (insert.getReturningClause() == null) {
            return Step.identity(sql);
        }
        ReturningClause returning = insert.getReturningClause();
        insert.setReturningClause(null); // on a copy would be nicer, but JSqlParser has no deep copy; restored below
        try {
            return Step.identity(insert.toString());
        } finally {
            insert.setReturningClause(returning);
        }
    }

    private static Step returning(ReturningClause returning, Target target, CounterSql layout, Map<String, Expression> key) {
        if (returning == null) {
            return null;
        }
        StepBuilder step = new StepBuilder().text("SELECT ");
        String separator = "";
        for (SelectItem<?> item : returning) {
            step.text(separator).selectItem(item);
            separator = ", ";
        }
        step.text(" FROM ").text(layout.view()).text(" AS ").quoted(target.qualifier).text(" WHERE ");
        separator = "";
        for (String column : layout.key) {
            step.text(separator).quoted(target.qualifier).text(".").quoted(column).text(" = ").expression(key.get(column));
            separator = " AND ";
        }
        return step.build();
    }

    private static List<CounterPlan.DeltaValue> deltaValues(List<CounterSql.Delta> deltas) {
        List<CounterPlan.DeltaValue> values = new ArrayList<>();
        for (CounterSql.Delta delta : deltas) {
            values.add(deltaValue(delta));
        }
        return values;
    }

    private static CounterPlan.DeltaValue deltaValue(CounterSql.Delta delta) {
        Expression e = TargetTable.unwrap(delta.expression());
        if (e instanceof JdbcParameter parameter) {
            return new CounterPlan.DeltaValue(parameter.getIndex(), null, delta.negate());
        }
        if (e instanceof LongValue literal) {
            return new CounterPlan.DeltaValue(0, literal.getValue(), delta.negate());
        }
        return new CounterPlan.DeltaValue(0, null, delta.negate());
    }

    private boolean namesCounterTable(Object node) {
        if (node == null) {
            return false;
        }
        Set<String> names = new LinkedHashSet<>();
        TablesNamesFinder<Void> finder = new TablesNamesFinder<>() {
            @Override
            public <S> Void visit(Table table, S context) {
                names.add(Names.of(table));
                return super.visit(table, context);
            }
        };
        if (node instanceof Expression expression) {
            finder.getTables(expression);
        } else {
            finder.getTables((Statement) node);
        }
        names.retainAll(tables.keySet());
        return !names.isEmpty();
    }

    private static Map<String, Expression> singleRow(Insert insert) {
        if (insert.getColumns() == null || !(insert.getSelect() instanceof Values values) || values.getExpressions() == null) {
            return null;
        }
        List<Expression> row = new ArrayList<>();
        ExpressionList<?> rows = values.getExpressions();
        if (rows.size() == 1 && rows.get(0) instanceof ExpressionList<?> nested) {
            nested.forEach(row::add);
        } else {
            for (Expression item : rows) {
                if (item instanceof ExpressionList<?>) {
                    return null; // several rows
                }
                row.add(item);
            }
        }
        if (row.size() != insert.getColumns().size()) {
            return null;
        }
        Map<String, Expression> byColumn = new LinkedHashMap<>();
        for (int i = 0; i < row.size(); i++) {
            byColumn.put(Names.normalize(insert.getColumns().get(i).getColumnName()), row.get(i));
        }
        return byColumn;
    }

    private static List<String> normalized(List<String> names) {
        List<String> out = new ArrayList<>();
        for (String name : names) {
            out.add(Names.normalize(name));
        }
        return out;
    }

    private static boolean notEmpty(List<?> list) {
        return list != null && !list.isEmpty();
    }

    /** The WHERE clause of a statement on a counter table, split into its AND-ed parts. */
    private static final class Where {
        final Map<String, Expression> key = new LinkedHashMap<>();
        final List<Expression> counterConditions = new ArrayList<>();
        Expression others;

        static Where of(Expression where, Target target) {
            Where parts = new Where();
            for (Expression part : TargetTable.conjuncts(where)) {
                parts.add(part, target);
            }
            return parts;
        }

        private void add(Expression part, Target target) {
            if (part instanceof EqualsTo equals && TargetTable.unwrap(equals.getLeftExpression()) instanceof Column column && target.owns(column)
                    && target.layout.key.contains(Names.normalize(column.getColumnName())) && !target.readsRow(equals.getRightExpression())
                    && !key.containsKey(Names.normalize(column.getColumnName()))) {
                key.put(Names.normalize(column.getColumnName()), equals.getRightExpression());
            } else if (target.readsCounters(part)) {
                counterConditions.add(part);
            } else {
                others = others == null ? part : new AndExpression(others, part);
            }
        }

        boolean pinsKey(CounterSql layout) {
            return others == null && key.keySet().containsAll(layout.key);
        }
    }

    /** The counter table a statement writes: its row's columns, and which of them are counters. */
    private static final class Target {
        final CounterSql layout;
        final TargetTable table;
        final String qualifier;

        Target(Table table, CounterSql layout) {
            this.layout = layout;
            this.table = new TargetTable(table);
            this.qualifier = this.table.qualifier();
        }

        boolean owns(Column column) {
            return table.owns(column);
        }

        boolean isColumn(Expression expression, String column) {
            return table.isColumn(expression, column);
        }

        boolean readsRow(Expression expression) {
            return table.readsRow(expression);
        }

        CounterSql.Delta deltaOf(String column, Expression value) {
            TargetTable.Increment increment = table.incrementOf(column, value);
            return increment == null ? null : new CounterSql.Delta(column, increment.amount(), increment.negate());
        }

        /** The expression with EXCLUDED.x replaced by the inserted value of x; null if it reads anything else of the row. */
        Expression withExcluded(Expression expression, Map<String, Expression> values) {
            Expression e = TargetTable.unwrap(expression);
            if (e instanceof Column column && isExcluded(column)) {
                return values.get(Names.normalize(column.getColumnName()));
            }
            boolean[] excluded = {false};
            e.accept(new ExpressionVisitorAdapter<Void>() {
                @Override
                public <S> Void visit(Column column, S context) {
                    excluded[0] |= isExcluded(column);
                    return null;
                }
            }, null);
            return excluded[0] ? null : e;
        }

        private static boolean isExcluded(Column column) {
            return column.getTable() != null && "excluded".equals(Names.normalize(column.getTable().getName()));
        }

        boolean readsCounters(Expression expression) {
            if (expression == null) {
                return false;
            }
            for (String column : table.columnsIn(expression)) {
                if (layout.counter.columns().contains(column)) {
                    return true;
                }
            }
            return false;
        }

        boolean readsCounters(ReturningClause returning) {
            if (returning == null) {
                return false;
            }
            for (SelectItem<?> item : returning) {
                if (item.getExpression() instanceof AllColumns || readsCounters(item.getExpression())) {
                    return true;
                }
            }
            return false;
        }
    }
}
