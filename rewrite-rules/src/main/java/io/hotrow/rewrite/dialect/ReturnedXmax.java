package io.hotrow.rewrite.dialect;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.update.Update;

/**
 * The system column {@code xmax} in the RETURNING list of an INSERT or UPDATE, as the upsert idiom
 * {@code RETURNING (xmax = 0) AS inserted} reads it: PostgreSQL's xmax there is 0 for a row the statement
 * inserted or updated plainly, and the statement's transaction for a row ON CONFLICT DO UPDATE updated. H2
 * has no such column: xmax becomes 0, or for an upsert that updates, the outcome {@link Upsert}'s MERGE
 * marks per conflict key, {@code hotrow_upsert_xmax(t.key, ...)}. A table cannot have a column named
 * xmax in PostgreSQL, so the name is always the system column's.
 */
final class ReturnedXmax implements Rule {

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return List.of("returning");
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) {
        int returning = returning(ast, t);
        if (returning < 0) {
            return;
        }
        String value = marked(ast) ? "hotrow_upsert_xmax(" + keys((Insert) ast) + ")" : "0";
        for (int i = returning + 1; i < t.statementEnd(); i++) {
            if (isXmax(t, i)) {
                int begin = t.is(i - 1, ".") && t.get(i - 2).isName() ? i - 2 : i;
                splice.replace(t.get(begin).begin(), t.get(i).end(), value);
            }
        }
    }

    /** Whether an upsert's RETURNING reads xmax for rows it may update: its MERGE then marks each row's outcome. */
    static boolean marked(Statement ast) {
        return ast instanceof Insert insert && insert.getConflictTarget() != null && insert.getConflictAction() != null
                && insert.getConflictAction().getConflictActionType() == ConflictActionType.DO_UPDATE && insert.getReturningClause() != null
                && insert.getReturningClause().toString().toLowerCase(Locale.ROOT).contains("xmax");
    }

    /** The conflict target's columns as the RETURNING list's table names them. */
    static String keys(Insert insert) {
        String ref = Positions.reference(insert.getTable());
        return insert.getConflictTarget().getIndexColumnNames().stream().map(c -> ref + "." + c).collect(Collectors.joining(", "));
    }

    /** The RETURNING keyword of an INSERT or UPDATE, or -1. */
    private static int returning(Statement ast, SqlTokens t) {
        boolean returns = ast instanceof Insert insert && insert.getReturningClause() != null
                || ast instanceof Update update && update.getReturningClause() != null;
        return returns ? t.lastTopLevel("RETURNING", null) : -1;
    }

    /** A reference to xmax: the name, not a call, a label after AS or a quoted other spelling. */
    private static boolean isXmax(SqlTokens t, int i) {
        return (t.is(i, "xmax") || t.get(i).image().equals("\"xmax\"")) && !t.is(i + 1, "(") && !t.is(i - 1, "AS");
    }
}
