package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.util.List;
import java.util.stream.Collectors;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.operators.relational.ExpressionList;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.select.Values;

/**
 * An upsert without a column list ({@code INSERT INTO t VALUES (...) ON CONFLICT (k) DO ...}): the
 * shim's MERGE must name the columns, which only the database knows. The engine reads the table's
 * columns and analyses the statement again with them listed; this class says when, and writes the list
 * in. Analyses are shared by every database, so the columns cannot be part of the analysis itself.
 */
public final class InsertColumnLists {

    private InsertColumnLists() {
    }

    /** Whether {@code analysis} is an upsert the engine can run once its columns are listed. */
    public static boolean missing(StatementAnalysis analysis) {
        return analysis.ast() instanceof Insert insert && insert.getConflictAction() != null && insert.getConflictTarget() != null
                && (insert.getColumns() == null || insert.getColumns().isEmpty()) && insert.getSelect() != null;
    }

    /** The target table as the statement writes it, qualified or quoted as there: where the columns are read. */
    public static String table(StatementAnalysis analysis) {
        return ((Insert) analysis.ast()).getTable().getFullyQualifiedName();
    }

    /**
     * The statement with its columns listed: the first as many of {@code columns} (the table's, in
     * order) as each VALUES row has, as PostgreSQL fills the rest with their defaults; all of them
     * for a query. Built on the text the analysis parsed, so its tokens match the tree.
     */
    public static String listed(StatementAnalysis analysis, List<String> columns) {
        Insert insert = (Insert) analysis.ast();
        String sql = analysis.executableSql();
        SqlTokens t = new SqlTokens(sql);
        int at = t.nextTopLevel(0, t.size(), "INTO") + 1;
        at += nameLength(t, at);
        if (t.is(at, "AS")) {
            at += 2;
        }
        int width = Math.min(columns.size(), rowWidth(insert));
        String list = columns.subList(0, width).stream().map(c -> "\"" + c.replace("\"", "\"\"") + "\"")
                .collect(Collectors.joining(", ", " (", ")"));
        return sql.substring(0, t.get(at - 1).end()) + list + sql.substring(t.get(at - 1).end());
    }

    /** The number of tokens of a name that may be qualified: {@code s.t} is three. */
    private static int nameLength(SqlTokens t, int at) {
        int length = 1;
        while (t.is(at + length, ".")) {
            length += 2;
        }
        return length;
    }

    /** The number of values in the first row of a VALUES list; for a query, unbounded. */
    private static int rowWidth(Insert insert) {
        if (!(insert.getSelect() instanceof Values values)) {
            return Integer.MAX_VALUE;
        }
        ExpressionList<?> rows = values.getExpressions();
        if (rows.isEmpty()) {
            return Integer.MAX_VALUE;
        }
        Expression first = rows.get(0);
        return first instanceof ExpressionList<?> row ? row.size() : rows.size();
    }
}
