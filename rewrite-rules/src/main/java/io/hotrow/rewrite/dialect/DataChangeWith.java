package io.hotrow.rewrite.dialect;

import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.Names;
import java.util.List;
import java.util.Set;
import net.sf.jsqlparser.statement.Statement;

/**
 * A leading {@code WITH x AS (query)} on an INSERT, UPDATE, DELETE or MERGE, which H2 accepts only
 * before a SELECT: each use of {@code x} as a table (after FROM, JOIN, USING, or a comma in their
 * lists) becomes the derived table {@code (query) AS x}, and the clause goes. Queries that use
 * earlier ones get them inlined too. A query used twice runs twice, as PostgreSQL runs a CTE it
 * chooses to inline; {@code WITH RECURSIVE} cannot be inlined and is refused.
 */
final class DataChangeWith implements Rule {

    private static final Set<String> DATA_CHANGES = Set.of("INSERT", "UPDATE", "DELETE", "MERGE");
    /** Words that open a list of tables. */
    private static final Set<String> TABLE_LISTS = Set.of("FROM", "USING");
    /** Words that end one, looking backwards from a comma. */
    private static final Set<String> OTHER_CLAUSES = Set.of("SELECT", "WHERE", "SET", "VALUES", "RETURNING", "BY", "HAVING", "INTO",
            "WINDOW", "LIMIT", "OFFSET");

    @Override
    public List<String> words() {
        return List.of("with");
    }

    /** The queries move from the front into the statement. */
    @Override
    public boolean reordersParameters(Statement ast, SqlTokens t) {
        WithClause with = WithClause.of(t);
        return with.present() && DATA_CHANGES.contains(Operands.upper(t, with.main())) && t.hasParameter(0, t.size());
    }

    @Override
    public void apply(Statement ast, SqlTokens t, Splice splice) throws UnsupportedSqlException {
        WithClause with = WithClause.of(t);
        if (!with.present() || !DATA_CHANGES.contains(Operands.upper(t, with.main()))) {
            return;
        }
        if (with.recursive()) {
            throw new UnsupportedSqlException("WITH RECURSIVE before " + Operands.upper(t, with.main())
                    + "; H2 takes WITH only before SELECT: compute the rows first, or use the recursive query in a subquery"
                    + " of the statement: WHERE id IN (WITH RECURSIVE ... SELECT ...)");
        }
        int target = targetOf(t, with.main());
        for (WithClause.Query query : with.queries()) {
            String name = Names.normalize(t.get(query.name()).image());
            String table = inlined(t, splice, query);
            for (int i = query.close() + 1; i < t.size(); i++) {
                if (i != target && Names.normalize(t.get(i).image()).equals(name) && !t.is(i - 1, ".") && !t.is(i + 1, ".")
                        && !t.is(i + 1, "(") && isTable(t, i)) {
                    boolean aliased = i + 1 < t.size() && (t.is(i + 1, "AS") || t.get(i + 1).isIdentifier());
                    splice.replace(t.get(i).begin(), t.get(i).end(), aliased ? table : table + " AS " + t.get(query.name()).image());
                }
            }
        }
        splice.replace(t.get(0).begin(), t.get(with.main()).begin(), "");
    }

    /** The query as a derived table, its column list applied inside so an alias may follow. */
    private static String inlined(SqlTokens t, Splice splice, WithClause.Query query) {
        String body = splice.render(t.get(query.open()).begin(), t.get(query.close()).end());
        if (query.columns() < 0) {
            return body;
        }
        String columns = splice.render(t.get(query.columns()).begin(), t.get(t.closing(query.columns())).end());
        return "(SELECT * FROM " + body + " AS " + t.get(query.name()).image() + columns + ")";
    }

    /** The index of the table the statement changes: a name of that name there is the table, not the query. */
    private static int targetOf(SqlTokens t, int main) {
        return t.is(main, "UPDATE") ? main + 1 : main + 2; // INSERT INTO t, DELETE FROM t, MERGE INTO t
    }

    /** Whether the name at {@code i} stands where a table goes. */
    static boolean isTable(SqlTokens t, int i) {
        if (TABLE_LISTS.contains(Operands.upper(t, i - 1)) || t.is(i - 1, "JOIN")) {
            return true;
        }
        if (!t.is(i - 1, ",")) {
            return false;
        }
        for (int j = i - 2; j >= 0; j--) {
            String word = Operands.upper(t, j);
            if (t.is(j, ")")) {
                j = t.opening(j);
            } else if (t.is(j, "(")) {
                return false;
            } else if (TABLE_LISTS.contains(word)) {
                return true;
            } else if (OTHER_CLAUSES.contains(word)) {
                return false;
            }
        }
        return false;
    }
}
