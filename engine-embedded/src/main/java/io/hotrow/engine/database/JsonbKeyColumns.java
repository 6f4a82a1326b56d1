package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.JsonbColumnKeys;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashSet;
import java.util.Set;

/**
 * One session's keying of jsonb columns that a statement compares where its text shows no jsonb ({@code GROUP BY doc},
 * {@code SELECT DISTINCT doc}, {@code ORDER BY doc}, {@code a.doc = b.doc}; see {@link JsonbColumnKeys}): H2 compares their
 * bytes, so {@code 1} and {@code 1.0} differed where PostgreSQL's jsonb values are equal. The columns are looked up as H2 finds
 * them for this session; a column is keyed when it is jsonb in every table of the statement that has one of its name. Which
 * columns those are depends on the statement's shape and the schema only, so it is looked at once until the schema changes.
 */
final class JsonbKeyColumns {

    private final StatementMemo<Set<String>> jsonbOf = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;

    JsonbKeyColumns(TableColumnsMemo tableColumns) {
        this.tableColumns = tableColumns;
    }

    /** {@code analysis}, or the analysis of its text with the jsonb columns it compares keyed. */
    StatementAnalysis keyed(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Set<String> jsonb = jsonbOf.get(analysis, generation);
        if (jsonb == null) {
            Set<String> compared = JsonbColumnKeys.columns(analysis);
            jsonb = compared.isEmpty() ? Set.of() : jsonb(h2, analysis, compared, generation);
            jsonbOf.put(analysis, jsonb);
        }
        return jsonb.isEmpty() ? analysis : analyzer.analyze(JsonbColumnKeys.keyed(analysis, jsonb));
    }

    /** The names of {@code compared} that are jsonb columns in every table of the statement having a column of that name. */
    private Set<String> jsonb(Connection h2, StatementAnalysis analysis, Set<String> compared, long generation) {
        Set<String> jsonb = new HashSet<>();
        Set<String> other = new HashSet<>();
        for (String table : analysis.tables()) {
            TableColumns columns;
            try {
                columns = tableColumns.of(h2, TableColumns.quoted(table), generation);
            } catch (SQLException e) {
                continue; // not a table this session sees (a CTE's name): H2 decides about it when the statement runs
            }
            for (String name : compared) {
                int i = columns.indexOf(name);
                if (i >= 0) {
                    ("JSON".equals(columns.typeNames().get(i)) ? jsonb : other).add(name);
                }
            }
        }
        jsonb.removeAll(other);
        return jsonb.isEmpty() ? Set.of() : Set.copyOf(jsonb);
    }
}
