package io.hotrow.engine.database;

import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.BooleanComparisons;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Types;
import java.util.HashSet;
import java.util.Set;

/**
 * One session's typing of strings compared with boolean columns ({@code WHERE active = 't'},
 * {@code SET b = 'on'}), which PostgreSQL reads as booleans and H2 refuses (see
 * {@link BooleanComparisons}): the columns are looked up in the statement's tables, as H2 finds them
 * for this session, and a statement comparing a boolean column is analysed again with TRUE or FALSE
 * written in. A name that is a boolean column in one of the tables and another type in another is
 * left alone. Each statement is looked at once until the schema changes.
 */
final class BooleanColumns {

    private final StatementMemo<Set<String>> booleansOf = new StatementMemo<>();

    /** {@code analysis}, or the analysis of its text with the strings compared with boolean columns typed. */
    StatementAnalysis typed(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Set<String> booleans = booleansOf.get(analysis, generation);
        if (booleans == null) {
            Set<String> compared = BooleanComparisons.columns(analysis);
            booleans = compared.isEmpty() ? Set.of() : booleanColumns(h2, analysis.tables(), compared);
            booleansOf.put(analysis, booleans);
        }
        return booleans.isEmpty() ? analysis : analyzer.analyze(BooleanComparisons.typed(analysis, booleans));
    }

    /** Those of {@code names} that are boolean columns of the tables, and of no other type in any of them. */
    private static Set<String> booleanColumns(Connection h2, Set<String> tables, Set<String> names) {
        Set<String> booleans = new HashSet<>();
        Set<String> others = new HashSet<>();
        for (String table : tables) {
            try {
                TableColumns columns = TableColumns.of(h2, TableColumns.quoted(table));
                for (int i = 0; i < columns.names().size(); i++) {
                    String name = columns.names().get(i);
                    if (names.contains(name)) {
                        (columns.types().get(i) == Types.BOOLEAN ? booleans : others).add(name);
                    }
                }
            } catch (SQLException e) {
                // not a table this session sees (a WITH query's name): H2 decides about it when the statement runs
            }
        }
        booleans.removeAll(others);
        return booleans;
    }
}
