package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.update.Update;

/**
 * {@code INSERT/UPDATE/DELETE ... RETURNING list} becomes a query of H2's delta table:
 * {@code SELECT list FROM FINAL TABLE (dml) AS t} ({@code OLD TABLE} for DELETE), aliased as the
 * statement names its table so qualified references keep working. Runs after {@link Upsert}, whose
 * MERGE it then wraps.
 */
final class Returning implements Rule {

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return List.of("returning");
    }

    /** The list moves in front of the statement: parameters in it and before it would change places. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        if (target(ast) == null) {
            return false;
        }
        int keyword = t.lastTopLevel("RETURNING", null);
        return t.hasParameter(keyword, t.statementEnd()) && t.hasParameter(0, keyword);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        Table table = target(ast);
        if (table == null) {
            return;
        }
        if (t.is(0, "WITH")) {
            throw new UnsupportedSqlException("RETURNING on a statement with a WITH clause");
        }
        int keyword = t.lastTopLevel("RETURNING", null);
        int end = t.statementEnd();
        String list = splice.render(t.get(keyword + 1).begin(), t.get(end - 1).end());
        String delta = ast instanceof Delete ? "OLD" : "FINAL";
        splice.insert(t.get(0).begin(), "SELECT " + list + " FROM " + delta + " TABLE (");
        splice.replace(t.get(keyword - 1).end(), t.get(end - 1).end(), ") AS " + Positions.reference(table));
    }

    /** The table of a data change with a RETURNING clause, or null. */
    private static Table target(Statement ast) {
        if (ast instanceof Insert insert && insert.getReturningClause() != null) {
            return insert.getTable();
        } else if (ast instanceof Update update && update.getReturningClause() != null) {
            return update.getTable();
        } else if (ast instanceof Delete delete && delete.getReturningClause() != null) {
            return delete.getTable();
        }
        return null;
    }
}
