package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.ColumnTypedStrings;
import io.hotrow.engine.sql.EngineErrors;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * One session's typing of strings written into columns without a cast, which PostgreSQL reads by
 * the column's type and H2 would not (see {@link ColumnTypedStrings}): array text into an array
 * column ({@code INSERT ... VALUES (1, '{a,b}')}, {@code SET tags = '{a,b}'}), a string with a
 * backslash into a bytea column ({@code '\x0001ff'}, as pg_dump's INSERTs write bytea), a JSON
 * object or array into a jsonb column ({@code SET doc = '{"a": 1}'}). The columns
 * are looked up as H2 finds them for this session, and a statement writing such a string is analysed
 * again with the string read by the column type's input function. A value of a type PostgreSQL does not
 * assign to its column ({@code 1} into a boolean) is refused with PostgreSQL's 42804. Each statement is
 * looked at once until the schema or the search path changes.
 */
final class StringColumns {

    /** The input function of each string read by its column, or PostgreSQL's refusal of a value its column does not take. */
    private record Typing(Map<Integer, String> inputs, String refusal) {
    }

    private static final Typing NONE = new Typing(Map.of(), null);

    private final StatementMemo<Typing> typingOf = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;

    StringColumns(TableColumnsMemo tableColumns) {
        this.tableColumns = tableColumns;
    }

    /** {@code analysis}, or the analysis of its text with the strings written into array, bytea and jsonb columns read as those types. */
    StatementAnalysis typed(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) throws SQLException {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Typing typing = typingOf.get(analysis, generation);
        if (typing == null) {
            List<ColumnTypedStrings.Target> targets = ColumnTypedStrings.targets(analysis);
            typing = targets.isEmpty() ? NONE : typing(h2, analysis, targets, generation);
            typingOf.put(analysis, typing);
        }
        if (typing.refusal() != null) {
            throw EngineErrors.refused(analysis.sql(), typing.refusal(), "42804");
        }
        return typing.inputs().isEmpty() ? analysis : analyzer.analyze(ColumnTypedStrings.typed(analysis, typing.inputs())).keepingWhatItIs(analysis);
    }

    /** For each target whose column reads it alike in every table it may be in, the input function that reads the string so. */
    private Typing typing(Connection h2, StatementAnalysis analysis, List<ColumnTypedStrings.Target> targets, long generation) {
        Map<Integer, String> inputs = new HashMap<>();
        Map<String, Optional<TableColumns>> looked = new HashMap<>(); // once per table, not per string (a many-row VALUES)
        for (ColumnTypedStrings.Target target : targets) {
            List<TableColumns> candidates = new ArrayList<>();
            for (String table : target.table() != null ? List.of(target.table()) : analysis.tables().stream().map(TableColumns::quoted).toList()) {
                looked.computeIfAbsent(table, name -> columns(h2, name, generation)).ifPresent(candidates::add);
            }
            String input = null;
            boolean found = false;
            boolean ambiguous = false;
            for (TableColumns columns : candidates) {
                int i = target.column() != null ? columns.indexOf(target.column())
                        : target.position() < columns.names().size() ? target.position() : -1;
                if (i >= 0) {
                    String refusal = target.assignmentError(columns.types().get(i), columns.names().get(i));
                    if (refusal != null) {
                        return new Typing(Map.of(), refusal);
                    }
                    String read = target.inputFor(columns.types().get(i), columns.typeNames().get(i));
                    ambiguous |= found && !Objects.equals(input, read);
                    input = read;
                    found = true;
                }
            }
            input = ambiguous ? null : input;
            if (input != null) {
                inputs.put(target.token(), input);
            }
        }
        return inputs.isEmpty() ? NONE : new Typing(inputs, null);
    }

    private Optional<TableColumns> columns(Connection h2, String table, long generation) {
        try {
            return Optional.of(tableColumns.of(h2, table, generation));
        } catch (SQLException e) {
            return Optional.empty(); // not a table this session sees: H2 decides about it when the statement runs
        }
    }
}
