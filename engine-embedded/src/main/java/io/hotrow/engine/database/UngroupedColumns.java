package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.capture.UniqueKey;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.dialect.GroupedQueries;
import io.hotrow.rewrite.dialect.GroupedQueries.Grouping;
import io.hotrow.rewrite.dialect.GroupedQueries.Reference;
import io.hotrow.rewrite.dialect.GroupedQueries.Source;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * One session's check of PostgreSQL's grouping rule at analysis (42803): in a grouped query, a column
 * outside every aggregate in the select list, ORDER BY or HAVING must be a GROUP BY column, or of a
 * table whose primary key (not deferrable) GROUP BY holds. H2 checks it by the data, per group, so a query PostgreSQL
 * refuses answered there while each group held one value (issue 24). Only what {@link GroupedQueries}
 * reads, of tables the catalog knows (a view's or the catalog's relation's keys are not known here),
 * with every reference resolved to one table, is judged; anything else is left to H2. A verdict holds
 * for the statement's shape until the schema changes.
 */
final class UngroupedColumns {

    private static final String PASSED = "";

    private final StatementMemo<String> verdicts = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;
    private final TableCatalog catalog;

    UngroupedColumns(TableColumnsMemo tableColumns, TableCatalog catalog) {
        this.tableColumns = tableColumns;
        this.catalog = catalog;
    }

    /** Refuses {@code analysis} with PostgreSQL's 42803 when it uses a column that is neither grouped nor aggregated. */
    void check(StatementAnalysis analysis, Connection h2, long generation) throws SQLException {
        if (!analysis.parsed() || analysis.refusal() != null) {
            return;
        }
        String verdict = verdicts.get(analysis, generation);
        if (verdict == null) {
            // most statements group nothing: one scan of the text, once per shape, spares them the tree's walk
            verdict = GroupedQueries.mayGroup(analysis.sql()) ? verdict(GroupedQueries.of(analysis), h2, generation) : PASSED;
            verdicts.put(analysis, verdict);
        }
        if (!verdict.isEmpty()) {
            throw new SQLException(verdict, "42803");
        }
    }

    /** PostgreSQL's message for the first column it would refuse, or {@link #PASSED}. */
    private String verdict(Grouping grouping, Connection h2, long generation) {
        if (grouping == null) {
            return PASSED;
        }
        List<TableColumns> tables = new ArrayList<>();
        List<List<String>> keys = new ArrayList<>();
        for (Source source : grouping.sources()) {
            TableColumns columns;
            try {
                columns = tableColumns.of(h2, source.table(), generation);
            } catch (SQLException e) {
                return PASSED; // H2 says what is wrong with the table when the statement runs
            }
            TableShape shape = columns.table() == null ? null : catalog.forTable(columns.schema(), columns.table());
            if (shape == null) {
                return PASSED;
            }
            tables.add(columns);
            keys.add(primaryKey(shape));
        }
        for (Reference reference : grouping.all()) {
            if (sourceOf(reference, grouping.sources(), tables) < 0) {
                return PASSED; // PostgreSQL's 42703 or 42702 for it comes first: H2 says it
            }
        }
        Set<String> grouped = new HashSet<>();
        for (Reference reference : grouping.grouped()) {
            grouped.add(sourceOf(reference, grouping.sources(), tables) + "." + reference.column());
        }
        for (Reference reference : grouping.outside()) {
            int source = sourceOf(reference, grouping.sources(), tables);
            List<String> key = keys.get(source);
            boolean keyGrouped = !key.isEmpty() && key.stream().allMatch(column -> grouped.contains(source + "." + column));
            if (!keyGrouped && !grouped.contains(source + "." + reference.column())) {
                return "column \"" + grouping.sources().get(source).refname() + "." + reference.column()
                        + "\" must appear in the GROUP BY clause or be used in an aggregate function";
            }
        }
        return PASSED;
    }

    /** The table's primary key, which groups its columns, or none where it is deferrable: PostgreSQL's rule does not count one. */
    private static List<String> primaryKey(TableShape shape) {
        for (UniqueKey key : shape.deferrableKeys()) {
            if (key.columns().equals(shape.keyColumns())) {
                return List.of();
            }
        }
        return shape.keyColumns();
    }

    /** The index of the one source {@code reference} is a column of, or -1 when none or several are. */
    private static int sourceOf(Reference reference, List<Source> sources, List<TableColumns> tables) {
        int found = -1;
        for (int i = 0; i < sources.size(); i++) {
            boolean named = reference.qualifier() == null || reference.qualifier().equals(sources.get(i).refname());
            if (named && tables.get(i).indexOf(reference.column()) >= 0) {
                if (found >= 0) {
                    return -1;
                }
                found = i;
            }
        }
        return found;
    }
}
