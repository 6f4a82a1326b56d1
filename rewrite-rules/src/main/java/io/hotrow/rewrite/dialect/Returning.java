package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.ReturningClause;
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
    public List<String> words() {
        return List.of("returning");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        ReturningClause returning;
        Table table;
        if (ast instanceof Insert insert) {
            returning = insert.getReturningClause();
            table = insert.getTable();
        } else if (ast instanceof Update update) {
            returning = update.getReturningClause();
            table = update.getTable();
        } else if (ast instanceof Delete delete) {
            returning = delete.getReturningClause();
            table = delete.getTable();
        } else {
            return;
        }
        if (returning == null) {
            return;
        }
        if (t.is(0, "WITH")) {
            throw new UnsupportedSqlException("RETURNING on a statement with a WITH clause");
        }
        int keyword = t.lastTopLevel("RETURNING", null);
        int end = t.statementEnd();
        if (t.hasParameter(keyword, end) && t.hasParameter(0, keyword)) {
            // The list moves in front of the statement, and the parameters would change places.
            throw new UnsupportedSqlException("bind parameters in RETURNING after others in the statement; return columns and compute in the application");
        }
        String list = splice.render(t.get(keyword + 1).begin(), t.get(end - 1).end());
        String delta = ast instanceof Delete ? "OLD" : "FINAL";
        splice.insert(t.get(0).begin(), "SELECT " + list + " FROM " + delta + " TABLE (");
        splice.replace(t.get(keyword - 1).end(), t.get(end - 1).end(), ") AS " + Positions.reference(table));
    }
}
