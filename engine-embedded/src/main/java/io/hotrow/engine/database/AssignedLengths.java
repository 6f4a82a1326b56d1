package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.AssignedValues;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;

/**
 * One session's assignment of values to varchar(n) and char(n) columns as PostgreSQL's: a value longer than n only by spaces
 * is cut (H2 refused it with 22001), any other longer one refused with PostgreSQL's 22001 (see {@link AssignedValues}).
 * Which values of a statement go into such columns, and may be too long, is looked at once per statement until the schema
 * or the search path changes; a statement with none (its strings fit, its values are numbers) runs as written, and one with a
 * bind parameter or an expression for such a column is analysed again with those values wrapped, once per text.
 */
final class AssignedLengths {

    /** PostgreSQL's longest varchar(n) and char(n): a longer H2 length is text's, json's or an unbounded varchar's. */
    private static final int MAX_LENGTH = 10_485_760;

    private final StatementMemo<Map<Integer, AssignedValues.Column>> columnsOf = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;

    AssignedLengths(TableColumnsMemo tableColumns) {
        this.tableColumns = tableColumns;
    }

    /** {@code analysis}, or the analysis of its text with the values that may be too long for their columns assigned as PostgreSQL's. */
    StatementAnalysis assigned(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Map<Integer, AssignedValues.Column> columns = columnsOf.get(analysis, generation);
        if (columns == null) {
            columns = columns(h2, analysis, generation);
            columnsOf.put(analysis, columns);
        }
        if (columns.isEmpty()) {
            return analysis;
        }
        StatementAnalysis rewritten = analyzer.analyze(AssignedValues.fitted(analysis, columns));
        return rewritten.refusal() == null ? rewritten : analysis.refusedAs(rewritten); // its message quotes the application's text
    }

    /** The values that may be too long for their varchar(n) or char(n) column, by their first token, with the column. */
    private Map<Integer, AssignedValues.Column> columns(Connection h2, StatementAnalysis analysis, long generation) {
        Map<Integer, AssignedValues.Column> columns = new HashMap<>();
        Map<String, Optional<TableColumns>> looked = new HashMap<>(); // once per table, not per value (a many-row VALUES)
        for (AssignedValues.Value value : AssignedValues.values(analysis)) {
            TableColumns table = looked.computeIfAbsent(value.table(), name -> columnsOf(h2, name, generation)).orElse(null);
            int i = table == null ? -1 : value.column() != null ? table.indexOf(value.column()) : value.position();
            if (i < 0 || i >= table.names().size()) {
                continue;
            }
            int type = table.types().get(i);
            int length = table.precisions().get(i);
            if ((type == Types.VARCHAR || type == Types.CHAR) && length <= MAX_LENGTH && (value.chars() < 0 || value.chars() > length)) {
                columns.put(value.first(), new AssignedValues.Column(type == Types.CHAR, length));
            }
        }
        return columns.isEmpty() ? Map.of() : Map.copyOf(columns);
    }

    private Optional<TableColumns> columnsOf(Connection h2, String table, long generation) {
        try {
            return Optional.of(tableColumns.of(h2, table, generation));
        } catch (SQLException e) {
            return Optional.empty(); // not a table this session sees: H2 decides about it when the statement runs
        }
    }
}
