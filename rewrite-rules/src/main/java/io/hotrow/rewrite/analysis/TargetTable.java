package io.hotrow.rewrite.analysis;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.operators.arithmetic.Addition;
import net.sf.jsqlparser.expression.operators.arithmetic.Subtraction;
import net.sf.jsqlparser.expression.operators.conditional.AndExpression;
import net.sf.jsqlparser.expression.operators.relational.ParenthesedExpressionList;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;

/** The table a statement writes, and which column references in it mean that table's row. */
public final class TargetTable {

    private final String name;
    private final String qualifier;

    public TargetTable(Table table) {
        this.name = Names.of(table);
        this.qualifier = Names.qualifierOf(table);
    }

    public String name() {
        return name;
    }

    /** The name column references use for the row: the alias, else the table name. */
    public String qualifier() {
        return qualifier;
    }

    /** Unqualified columns, and columns qualified by the table's name or alias, are the row's. */
    public boolean owns(Column column) {
        Table table = column.getTable();
        if (table == null || table.getName() == null) {
            return true;
        }
        String q = Names.normalize(table.getName());
        return q.equals(qualifier) || q.equals(name);
    }

    public boolean isColumn(Expression expression, String column) {
        return unwrap(expression) instanceof Column c && owns(c) && Names.normalize(c.getColumnName()).equals(column);
    }

    /** Columns of the row that an expression reads. */
    public Set<String> columnsIn(Expression expression) {
        Set<String> found = new LinkedHashSet<>();
        expression.accept(new ExpressionVisitorAdapter<Void>() {
            @Override
            public <S> Void visit(Column column, S context) {
                if (owns(column)) {
                    found.add(Names.normalize(column.getColumnName()));
                }
                return null;
            }
        }, null);
        return found;
    }

    public boolean readsRow(Expression expression) {
        return !columnsIn(expression).isEmpty();
    }

    /** {@code column + e}, {@code e + column} or {@code column - e}, with e not reading the row; else null. */
    public Increment incrementOf(String column, Expression value) {
        Expression v = unwrap(value);
        if (v instanceof Addition add) {
            if (isColumn(add.getLeftExpression(), column) && !readsRow(add.getRightExpression())) {
                return new Increment(add.getRightExpression(), false);
            }
            if (isColumn(add.getRightExpression(), column) && !readsRow(add.getLeftExpression())) {
                return new Increment(add.getLeftExpression(), false);
            }
        } else if (v instanceof Subtraction minus && isColumn(minus.getLeftExpression(), column) && !readsRow(minus.getRightExpression())) {
            return new Increment(minus.getRightExpression(), true);
        }
        return null;
    }

    /** The amount of {@code c = c ± amount}; negate for minus. */
    public record Increment(Expression amount, boolean negate) {
    }

    /** The AND-ed parts of a WHERE clause, parentheses removed, in order; empty for none. */
    public static List<Expression> conjuncts(Expression where) {
        List<Expression> parts = new ArrayList<>();
        addConjuncts(where, parts);
        return parts;
    }

    private static void addConjuncts(Expression expression, List<Expression> parts) {
        if (expression == null) {
            return;
        }
        Expression e = unwrap(expression);
        if (e instanceof AndExpression and) {
            addConjuncts(and.getLeftExpression(), parts);
            addConjuncts(and.getRightExpression(), parts);
        } else {
            parts.add(e);
        }
    }

    /**
     * The expression inside any parentheses. JSqlParser 5 parses a parenthesised expression as a
     * one-element {@link ParenthesedExpressionList}, and Hibernate writes {@code set stock=(p1_0.stock-?)}.
     */
    public static Expression unwrap(Expression expression) {
        Expression e = expression;
        while (e instanceof ParenthesedExpressionList<?> list && list.size() == 1) {
            e = list.get(0);
        }
        return e;
    }
}
