package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.schema.Column;
import net.sf.jsqlparser.schema.Table;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.delete.Delete;
import net.sf.jsqlparser.statement.select.FromItem;
import net.sf.jsqlparser.statement.select.Join;
import net.sf.jsqlparser.statement.update.Update;
import net.sf.jsqlparser.statement.update.UpdateSet;

/**
 * {@code UPDATE t ... FROM u WHERE cond RETURNING u.col} and {@code DELETE FROM t USING u WHERE cond
 * RETURNING u.col}: {@link Returning} reads H2's delta table, which holds t's rows only, so each
 * column of a joined table becomes the correlated subquery {@code (SELECT u.col FROM u WHERE cond)}
 * over the changed row. That finds the row the change joined when the condition reads the same
 * values after the change as before: nothing joined is t itself, and an UPDATE sets no column the
 * condition reads. Otherwise the statement is refused. A changed row that joined several rows makes
 * the subquery fail (21000) where PostgreSQL would pick one of them.
 */
final class ReturningJoinedColumns implements Rule {

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return List.of("returning");
    }

    /** The condition is copied into the list: a parameter in it is then bound twice, so each must say which it is. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        boolean joins = ast instanceof Update update && update.getReturningClause() != null && update.getFromItem() != null
                || ast instanceof Delete delete && delete.getReturningClause() != null && delete.getUsingList() != null;
        return joins && t.hasParameter(0, t.size());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        Table target;
        List<FromItem> joined = new ArrayList<>();
        Set<String> assigned = new HashSet<>();
        String joinWord;
        if (ast instanceof Update update && update.getReturningClause() != null && update.getFromItem() != null) {
            target = update.getTable();
            joined.add(update.getFromItem());
            addJoins(joined, update.getJoins());
            for (UpdateSet set : update.getUpdateSets()) {
                for (Column column : set.getColumns()) {
                    assigned.add(Names.normalize(column.getColumnName()));
                }
            }
            joinWord = "FROM";
        } else if (ast instanceof Delete delete && delete.getReturningClause() != null && delete.getUsingList() != null
                && delete.getTable() != null) { // none in DELETE FROM USING ..., which JSqlParser reads and PostgreSQL refuses
            target = delete.getTable();
            joined.addAll(delete.getUsingList());
            addJoins(joined, delete.getJoins());
            joinWord = "USING";
        } else {
            return;
        }
        Set<String> qualifiers = new HashSet<>();
        for (FromItem item : joined) {
            qualifiers.add(item.getAlias() != null ? Names.normalize(item.getAlias().getName())
                    : item instanceof Table table ? Names.of(table) : "");
        }
        int end = t.statementEnd();
        int returning = t.lastTopLevel("RETURNING", null);
        List<Integer> references = new ArrayList<>();
        for (int i = returning + 1; i + 2 < end; i++) {
            if (t.is(i + 1, ".") && Operands.isWord(t, i) && !t.is(i - 1, ".") && qualifiers.contains(Names.normalize(t.get(i).image()))) {
                references.add(i);
            }
        }
        if (references.isEmpty()) {
            return;
        }
        int from = t.nextTopLevel(WithClause.of(t).main() + 1, returning, joinWord);
        if (from < 0) {
            return;
        }
        int where = t.nextTopLevel(from, returning, "WHERE");
        int fromEnd = where >= 0 ? where : returning;
        String changed = Names.of(target);
        check(t, from + 1, returning, changed, assigned, qualifiers, where);
        String tables = splice.render(t.get(from + 1).begin(), t.get(fromEnd - 1).end());
        String condition = where < 0 ? "" : " WHERE " + splice.render(t.get(where + 1).begin(), t.get(returning - 1).end());
        for (int i : references) {
            if (!Operands.isWord(t, i + 2)) {
                throw refusal(); // u.*: a subquery gives one column
            }
            String column = splice.render(t.get(i).begin(), t.get(i + 2).end());
            boolean bare = (t.is(i - 1, ",") || i - 1 == returning) && (i + 3 == end || t.is(i + 3, ","));
            splice.replace(t.get(i).begin(), t.get(i + 2).end(), "(SELECT " + column + " FROM " + tables + condition + ")"
                    + (bare ? " AS " + t.get(i + 2).image() : ""));
        }
    }

    private static void addJoins(List<FromItem> items, List<Join> joins) {
        if (joins != null) {
            joins.forEach(join -> items.add(join.getFromItem()));
        }
    }

    /** Refuses when the joined tables or the condition read the changed table, or the condition a column the UPDATE sets. */
    private static void check(SqlTokens t, int from, int returning, String changed, Set<String> assigned, Set<String> qualifiers, int where)
            throws UnsupportedSqlException {
        for (int i = from; i < returning; i++) {
            if (!Operands.isWord(t, i)) {
                continue;
            }
            String word = Names.normalize(t.get(i).image());
            boolean qualifier = t.is(i + 1, ".");
            if (word.equals(changed) && !qualifier) {
                throw refusal();
            }
            boolean joinedColumn = t.is(i - 1, ".") && qualifiers.contains(Names.normalize(t.get(i - 2).image()));
            if (where >= 0 && i > where && assigned.contains(word) && !qualifier && !joinedColumn) {
                throw refusal();
            }
        }
    }

    private static UnsupportedSqlException refusal() {
        return new UnsupportedSqlException("RETURNING a column of a joined table where the join cannot be found again after the change"
                + " (the joined tables read the changed one, the condition reads a column the UPDATE sets, or u.*);"
                + " return the changed table's columns and read the joined ones in a query of their own");
    }
}
