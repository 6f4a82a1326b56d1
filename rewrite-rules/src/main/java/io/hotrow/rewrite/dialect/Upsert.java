package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import net.sf.jsqlparser.expression.Expression;
import net.sf.jsqlparser.expression.ExpressionVisitorAdapter;
import net.sf.jsqlparser.schema.Column;
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
 * A target with a predicate ({@code ON CONFLICT (slug) WHERE live}) names a partial unique index, which compares only rows
 * satisfying it: a row of the table and a new row match when both do ({@link #predicateHolds}).
 * {@code ON CONFLICT DO NOTHING} without a target is left alone: H2 runs it natively.
 */
final class Upsert implements Rule {

    /** The source's column that says whether a partial index's predicate holds for the new row. */
    private static final String PREDICATE_HOLDS = "hotrow_in_index";

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
        if (target.getIndexExpression() != null || target.getIndexColumnNames().isEmpty()) {
            throw new UnsupportedSqlException("a conflict target with an index expression; name plain columns: ON CONFLICT (col, ...)");
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

        String predicate = predicate(insert, t, splice, conflict, end);
        // With a predicate, the source's last column says whether it holds for the new row (PREDICATE_HOLDS).
        String names = predicate == null ? columns : columns.substring(0, columns.length() - 1) + ", " + PREDICATE_HOLDS + ")";
        StringBuilder merge = new StringBuilder("AS excluded").append(names).append(" ON ")
                .append(target.getIndexColumnNames().stream().map(c -> ref + "." + c + " = excluded." + c).collect(Collectors.joining(" AND ")));
        if (predicate != null) {
            merge.append(predicateHolds(insert, ref, predicate));
        }
        // RETURNING xmax tells updated rows from inserted ones (ReturnedXmax): each WHEN clause marks its rows' keys.
        boolean marked = ReturnedXmax.marked(insert);
        if (action.getConflictActionType() == ConflictActionType.DO_UPDATE) {
            merge.append(whenMatched(t, splice, t.nextTopLevel(conflict, end, "SET") + 1, end, marked ? mark(target, true) : null));
        }
        merge.append(" WHEN NOT MATCHED").append(marked ? " AND " + mark(target, false) : "").append(" THEN INSERT ").append(columns).append(" VALUES (")
                .append(insert.getColumns().stream().map(c -> "excluded." + c.getColumnName()).collect(Collectors.joining(", "))).append(')');

        splice.replace(t.get(0).begin(), t.get(0).end(), "MERGE");
        // The empty first branch gives the rows the table's column types: bare parameters in VALUES would be untyped.
        String typed = "SELECT " + splice.render(t.get(open + 1).begin(), t.get(close - 1).end()) + " FROM "
                + insert.getTable().getFullyQualifiedName() + " WHERE FALSE UNION ALL ";
        // The column list may follow the table's name without a space (INSERT INTO oc(name) ...): USING needs one.
        String gap = t.get(open - 1).end() == t.get(open).begin() ? " " : "";
        boolean nothing = action.getConflictActionType() == ConflictActionType.DO_NOTHING;
        boolean wrapped = nothing || predicate != null;
        String selected = predicate == null ? "SELECT * FROM (" : "SELECT *, (" + predicate + ") IS TRUE FROM (";
        splice.replace(t.get(open).begin(), t.get(close + 1).begin(), gap + "USING (" + (wrapped ? selected : "") + typed);
        splice.insert(t.get(conflict - 1).end(), wrapped ? ") AS hotrow_rows" + (nothing ? firstPerKey(target, predicate) : "") + ")" : ")");
        splice.replace(t.get(conflict).begin(), t.get(end - 1).end(), merge.toString());
    }

    /**
     * PostgreSQL's DO NOTHING inserts the first of several rows with one key and skips the rest as conflicts; the MERGE
     * would insert them all from one source and fail (23505). Rows are numbered in the order H2 reads them, the order
     * written. A row with a NULL in its key conflicts with none, as a unique index holds any number of them; nor does a
     * row a partial index's predicate does not hold for.
     */
    private static String firstPerKey(InsertConflictTarget target, String predicate) {
        List<String> keys = target.getIndexColumnNames();
        String outside = predicate == null ? "" : "(" + predicate + ") IS NOT TRUE OR ";
        String partition = predicate == null ? "" : ", (" + predicate + ") IS TRUE";
        return " QUALIFY " + keys.stream().map(k -> k + " IS NULL OR ").collect(Collectors.joining()) + outside
                + "ROW_NUMBER() OVER (PARTITION BY " + String.join(", ", keys) + partition + ") = 1";
    }

    /**
     * The target's predicate as the shim writes it, null without one. It names the insert's columns unqualified; one the
     * INSERT does not list would be read from the table's row instead where it is evaluated for the new row, and a
     * parameter in it would be bound twice: both are refused.
     */
    private static String predicate(Insert insert, SqlTokens t, Splice splice, int conflict, int end) throws UnsupportedSqlException {
        Expression where = insert.getConflictTarget().getWhereExpression();
        if (where == null) {
            return null;
        }
        int action = t.nextTopLevel(conflict, end, "DO");
        int at = t.nextTopLevel(conflict, action, "WHERE");
        if (at < 0 || t.hasParameter(at, action)) {
            throw new UnsupportedSqlException("a parameter in the predicate of ON CONFLICT (...) WHERE; write the index's predicate itself");
        }
        Set<String> listed = insert.getColumns().stream().map(c -> Names.normalize(c.getColumnName())).collect(Collectors.toSet());
        for (Column column : columnsRead(where)) {
            if (column.getColumnName().equalsIgnoreCase("true") || column.getColumnName().equalsIgnoreCase("false")) {
                continue; // the parser's name for a boolean constant
            }
            if (column.getTable() != null && column.getTable().getName() != null || !listed.contains(Names.normalize(column.getColumnName()))) {
                throw new UnsupportedSqlException("ON CONFLICT (...) WHERE reading " + column + ", which the INSERT does not list;"
                        + " list the column with its value: INSERT INTO t (" + column.getColumnName() + ", ...)");
            }
        }
        return splice.render(t.get(at + 1).begin(), t.get(action - 1).end());
    }

    private static List<Column> columnsRead(Expression expression) {
        List<Column> columns = new ArrayList<>();
        expression.accept(new ExpressionVisitorAdapter<Void>() {
            @Override
            public <S> Void visit(Column column, S context) {
                columns.add(column);
                return null;
            }
        }, null);
        return columns;
    }

    /**
     * The MERGE's condition that the predicate holds for the new row (the source's column) and for the table's row, read in a
     * subquery whose unqualified names find the table's row, by its row id, before the source's.
     */
    private static String predicateHolds(Insert insert, String ref, String predicate) {
        return " AND excluded." + PREDICATE_HOLDS + " AND EXISTS (SELECT 1 FROM " + insert.getTable().getFullyQualifiedName()
                + " AS hotrow_own WHERE hotrow_own._ROWID_ = " + ref + "._ROWID_ AND (" + predicate + "))";
    }

    /** The token just past the conflict action: its RETURNING, or the statement's end. */
    private static int updateEnd(Insert insert, SqlTokens t) {
        return insert.getReturningClause() != null ? t.lastTopLevel("RETURNING", null) : t.statementEnd();
    }

    /**
     * {@code WHEN MATCHED [AND where] THEN UPDATE SET ...}, from the tokens {@code [set, end)} after DO UPDATE SET; a
     * {@code mark} (or null) is the condition's last term, so only the rows updated are marked.
     */
    private static String whenMatched(SqlTokens t, Splice splice, int set, int end, String mark) {
        int where = t.nextTopLevel(set, end, "WHERE");
        int setEnd = where < 0 ? end : where;
        String assignments = splice.render(t.get(set).begin(), t.get(setEnd - 1).end());
        String condition = where < 0 ? null : splice.render(t.get(where + 1).begin(), t.get(end - 1).end());
        if (condition != null && mark != null) {
            condition = "(" + condition + ") AND " + mark;
        }
        condition = condition != null ? condition : mark;
        return " WHEN MATCHED" + (condition == null ? "" : " AND " + condition) + " THEN UPDATE SET " + assignments;
    }

    /** The engine's record that a row of this key was updated or inserted (UpsertOutcomes), a condition always true. */
    private static String mark(InsertConflictTarget target, boolean updated) {
        return "hotrow_upsert_mark(" + updated + target.getIndexColumnNames().stream().map(c -> ", excluded." + c).collect(Collectors.joining()) + ")";
    }
}
