package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * Index forms H2 has no counterpart for. An operator class after a column
 * ({@code (name varchar_pattern_ops)}, {@code (doc jsonb_path_ops)}) only lets PostgreSQL use the
 * index for more operators, and no answer depends on it: it goes, and H2 indexes the column. An
 * index on an expression ({@code CREATE INDEX ... (lower(title))}) and a partial index
 * ({@code CREATE INDEX ... WHERE deleted_at IS NULL}) pass: the engine keeps the expression, and
 * whether a row satisfies the predicate, in hidden columns, which H2 indexes.
 */
final class IndexForms implements Rule {

    /** Words that may follow an index column and name no operator class. */
    private static final Set<String> NOT_OPERATOR_CLASSES = Set.of("ASC", "DESC", "NULLS", "COLLATE");

    @Override
    public List<String> words() {
        return List.of("index");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        int index = t.is(1, "UNIQUE") ? 2 : 1;
        if (!t.is(0, "CREATE") || !t.is(index, "INDEX")) {
            return;
        }
        int end = t.statementEnd();
        int on = t.nextTopLevel(index, end, "ON");
        int open = on < 0 ? -1 : t.nextTopLevel(on, end, "(");
        if (open < 0) {
            return;
        }
        int close = t.closing(open);
        for (int column = open + 1; column < close; column = nextElement(t, column, close)) {
            if (t.is(column + 1, "(") || t.is(column, "(")) {
                continue; // an expression: the engine keeps it in a hidden column of its own, which H2 indexes
            }
            int operatorClassEnd = operatorClassEnd(t, column + 1, close);
            if (operatorClassEnd > column + 1) {
                splice.replace(t.get(column).end(), t.get(operatorClassEnd - 1).end(), "");
            }
        }
    }

    /** Past the (possibly schema-qualified) operator class name starting at {@code i}; {@code i} when there is none. */
    private static int operatorClassEnd(SqlTokens t, int i, int close) {
        if (i >= close || !t.get(i).isName() || NOT_OPERATOR_CLASSES.contains(Operands.upper(t, i))) {
            return i;
        }
        int end = i + 1;
        while (end + 1 < close && t.is(end, ".") && t.get(end + 1).isName()) {
            end += 2;
        }
        return end;
    }

    private static int nextElement(SqlTokens t, int from, int close) {
        int comma = t.nextTopLevel(from, close, ",");
        return comma < 0 ? close : comma + 1;
    }
}
