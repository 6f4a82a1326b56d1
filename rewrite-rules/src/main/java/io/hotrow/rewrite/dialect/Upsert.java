package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import java.util.List;
import java.util.stream.Collectors;
import net.sf.jsqlparser.statement.Statement;
import net.sf.jsqlparser.statement.insert.ConflictActionType;
import net.sf.jsqlparser.statement.insert.Insert;
import net.sf.jsqlparser.statement.insert.InsertConflictAction;
import net.sf.jsqlparser.statement.insert.InsertConflictTarget;

/**
 * {@code INSERT ... ON CONFLICT (cols) DO UPDATE/NOTHING} becomes an H2 MERGE whose source is the
 * insert's rows under the name {@code excluded}:
 * <pre>MERGE INTO t [AS x] USING (SELECT cols FROM t WHERE FALSE UNION ALL VALUES ...) AS excluded(cols) ON x.k = excluded.k
 *   WHEN MATCHED [AND where] THEN UPDATE SET ... WHEN NOT MATCHED THEN INSERT (cols) VALUES (excluded.c, ...)</pre>
 * MERGE counts inserted plus updated rows, as PostgreSQL does. A column named in both the table and
 * {@code excluded} must be qualified in SET and WHERE, in PostgreSQL and in the MERGE alike.
 * DO NOTHING's source keeps the first row of each key ({@link #firstPerKey}).
 * {@code ON CONFLICT DO NOTHING} without a target is left alone: H2 runs it natively.
 */
final class Upsert implements Rule {

    @Override
    public boolean needsTree() {
        return true;
    }

    @Override
    public List<String> words() {
        return List.of("conflict");
    }

    /** H2 puts the condition of DO UPDATE's WHERE before its SET: parameters in both would change places. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        if (!(ast instanceof Insert insert) || insert.getConflictAction() == null || insert.getConflictTarget() == null
                || insert.getConflictAction().getConflictActionType() != ConflictActionType.DO_UPDATE) {
            return false;
        }
        int end = updateEnd(insert, t);
        int set = t.nextTopLevel(t.lastTopLevel("ON", "CONFLICT"), end, "SET") + 1;
        int where = t.nextTopLevel(set, end, "WHERE");
        return where >= 0 && t.hasParameter(set, where) && t.hasParameter(where, end);
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        if (!(ast instanceof Insert insert) || insert.getConflictAction() == null || insert.getConflictTarget() == null) {
            return;
        }
        InsertConflictTarget target = insert.getConflictTarget();
        InsertConflictAction action = insert.getConflictAction();
        if (target.getConstraintName() != null) {
            throw new UnsupportedSqlException("ON CONFLICT ON CONSTRAINT; name the constraint's columns instead: ON CONFLICT (col, ...)");
        }
        if (target.getIndexExpression() != null || target.getWhereExpression() != null || target.getIndexColumnNames().isEmpty()) {
            throw new UnsupportedSqlException("a conflict target with an index expression or predicate; name plain columns: ON CONFLICT (col, ...)");
        }
        if (insert.getColumns() == null || insert.getColumns().isEmpty() || insert.getSelect() == null) {
            throw new UnsupportedSqlException("INSERT ... ON CONFLICT without a column list; list the columns: INSERT INTO t (col, ...)");
        }
        if (!t.is(0, "INSERT")) {
            throw new UnsupportedSqlException("ON CONFLICT on an INSERT with a WITH clause");
        }
        String ref = Positions.reference(insert.getTable());
        int open = t.nextTopLevel(t.lastTopLevel("INTO", null), t.size(), "(");
        int close = t.closing(open);
        int conflict = t.lastTopLevel("ON", "CONFLICT");
        int end = updateEnd(insert, t);
        String columns = splice.render(t.get(open).begin(), t.get(close).end());

        StringBuilder merge = new StringBuilder("AS excluded").append(columns).append(" ON ")
                .append(target.getIndexColumnNames().stream().map(c -> ref + "." + c + " = excluded." + c).collect(Collectors.joining(" AND ")));
        if (action.getConflictActionType() == ConflictActionType.DO_UPDATE) {
            merge.append(whenMatched(t, splice, t.nextTopLevel(conflict, end, "SET") + 1, end));
        }
        merge.append(" WHEN NOT MATCHED THEN INSERT ").append(columns).append(" VALUES (")
                .append(insert.getColumns().stream().map(c -> "excluded." + c.getColumnName()).collect(Collectors.joining(", "))).append(')');

        splice.replace(t.get(0).begin(), t.get(0).end(), "MERGE");
        // The empty first branch gives the rows the table's column types: bare parameters in VALUES would be untyped.
        String typed = "SELECT " + splice.render(t.get(open + 1).begin(), t.get(close - 1).end()) + " FROM "
                + insert.getTable().getFullyQualifiedName() + " WHERE FALSE UNION ALL ";
        // The column list may follow the table's name without a space (INSERT INTO oc(name) ...): USING needs one.
        String gap = t.get(open - 1).end() == t.get(open).begin() ? " " : "";
        boolean nothing = action.getConflictActionType() == ConflictActionType.DO_NOTHING;
        splice.replace(t.get(open).begin(), t.get(close + 1).begin(), gap + "USING (" + (nothing ? "SELECT * FROM (" : "") + typed);
        splice.insert(t.get(conflict - 1).end(), nothing ? ") AS hotrow_rows" + firstPerKey(target) + ")" : ")");
        splice.replace(t.get(conflict).begin(), t.get(end - 1).end(), merge.toString());
    }

    /**
     * PostgreSQL's DO NOTHING inserts the first of several rows with one key and skips the rest as conflicts; the MERGE
     * would insert them all from one source and fail (23505). Rows are numbered in the order H2 reads them, the order
     * written. A row with a NULL in its key conflicts with none, as a unique index holds any number of them.
     */
    private static String firstPerKey(InsertConflictTarget target) {
        List<String> keys = target.getIndexColumnNames();
        return " QUALIFY " + keys.stream().map(k -> k + " IS NULL OR ").collect(Collectors.joining())
                + "ROW_NUMBER() OVER (PARTITION BY " + String.join(", ", keys) + ") = 1";
    }

    /** The token just past the conflict action: its RETURNING, or the statement's end. */
    private static int updateEnd(Insert insert, SqlTokens t) {
        return insert.getReturningClause() != null ? t.lastTopLevel("RETURNING", null) : t.statementEnd();
    }

    /** {@code WHEN MATCHED [AND where] THEN UPDATE SET ...}, from the tokens {@code [set, end)} after DO UPDATE SET. */
    private static String whenMatched(SqlTokens t, Splice splice, int set, int end) {
        int where = t.nextTopLevel(set, end, "WHERE");
        int setEnd = where < 0 ? end : where;
        String assignments = splice.render(t.get(set).begin(), t.get(setEnd - 1).end());
        if (where < 0) {
            return " WHEN MATCHED THEN UPDATE SET " + assignments;
        }
        return " WHEN MATCHED AND " + splice.render(t.get(where + 1).begin(), t.get(end - 1).end()) + " THEN UPDATE SET " + assignments;
    }
}
