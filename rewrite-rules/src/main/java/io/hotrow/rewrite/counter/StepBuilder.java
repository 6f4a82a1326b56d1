package io.hotrow.rewrite.counter;

import java.util.ArrayList;
import java.util.List;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.expression.JdbcParameter;

/** Builds a {@link Step}: SQL text plus the source of every parameter marker, in order. */
final class StepBuilder {

    private final StringBuilder sql = new StringBuilder(128);
    private final List<Integer> refs = new ArrayList<>();

    StepBuilder text(String text) {
        sql.append(text);
        return this;
    }

    StepBuilder quoted(String identifier) {
        sql.append('"').append(identifier.replace("\"", "\"\"")).append('"');
        return this;
    }

    /** Appends an expression of the application's statement; its parameters stay parameters. */
    StepBuilder expression(Expression expression) {
        sql.append('(').append(expression).append(')');
        collect(expression);
        return this;
    }

    private void collect(Expression expression) {
        expression.accept(new ExpressionVisitorAdapter<Void>() {
            @Override
            public <S> Void visit(JdbcParameter parameter, S context) {
                refs.add(parameter.getIndex());
                return null;
            }
        }, null);
    }

    /** Appends a select item (a RETURNING item, moved into a query); its parameters stay parameters. */
    StepBuilder selectItem(net.sf.jsqlparser.statement.select.SelectItem<?> item) {
        sql.append(item);
        collect(item.getExpression());
        return this;
    }

    /** Appends a marker for extra value {@code i}. */
    StepBuilder extra(int i) {
        sql.append('?');
        refs.add(Step.extra(i));
        return this;
    }

    StepBuilder parameter(int index) {
        sql.append('?');
        refs.add(index);
        return this;
    }

    /**
     * The step; fails when the markers in the text and the refs disagree, which happens only for
     * expressions whose parameters the visitor does not reach (the planner then leaves the
     * statement unrewritten).
     */
    Step build() {
        String text = sql.toString();
        if (markers(text) != refs.size()) {
            throw new IllegalStateException("parameter markers and sources disagree in " + text);
        }
        return new Step(text, refs.stream().mapToInt(Integer::intValue).toArray());
    }

    /** Counts {@code ?} outside quotes. */
    static int markers(String text) {
        int count = 0;
        char quote = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (quote != 0) {
                if (c == quote) {
                    quote = 0;
                }
            } else if (c == '\'' || c == '"') {
                quote = c;
            } else if (c == '?') {
                count++;
            }
        }
        return count;
    }
}
