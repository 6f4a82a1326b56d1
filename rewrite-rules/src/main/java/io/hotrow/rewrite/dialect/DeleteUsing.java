package io.hotrow.rewrite.dialect;

import java.util.List;
import net.sf.jsqlparser.statement.Statement;

/**
 * {@code DELETE FROM t [alias] USING u, ... [WHERE cond] [RETURNING ...]}, which H2 lacks:
 * PostgreSQL deletes each row of t for which the join finds a row, which is
 * {@code DELETE FROM t [alias] WHERE EXISTS (SELECT 1 FROM u, ... [WHERE cond])}; t's name or alias
 * stays visible inside. Works on tokens, after {@link DataChangeWith} has inlined the queries of a
 * leading WITH that the USING list may name.
 */
final class DeleteUsing implements Rule {

    @Override
    public List<String> words() {
        return List.of("using");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int delete = WithClause.of(t).main();
        if (!t.is(delete, "DELETE") || !t.is(delete + 1, "FROM")) {
            return;
        }
        int end = t.statementEnd();
        int using = t.nextTopLevel(delete + 2, end, "USING");
        if (using < 0) {
            return;
        }
        int returning = t.nextTopLevel(using, end, "RETURNING");
        int stop = returning >= 0 ? returning : end;
        int where = t.nextTopLevel(using, stop, "WHERE");
        if ((where >= 0 ? where : stop) == using + 1 || where == stop - 1) {
            return; // no table after USING, or no condition after WHERE: H2 refuses the text as written (42601, as PostgreSQL)
        }
        String tables = splice.render(t.get(using + 1).begin(), t.get((where >= 0 ? where : stop) - 1).end());
        String condition = where < 0 ? "" : " WHERE " + splice.render(t.get(where + 1).begin(), t.get(stop - 1).end());
        splice.replace(t.get(using).begin(), t.get(stop - 1).end(), "WHERE EXISTS (SELECT 1 FROM " + tables + condition + ")");
    }
}
