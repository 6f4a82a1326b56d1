package io.hotrow.engine.database;

import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.rewrite.UnsupportedSqlException;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.BooleanComparisons;
import io.hotrow.rewrite.dialect.ColumnArithmetic;
import io.hotrow.rewrite.dialect.ColumnTypeUses;
import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;

/**
 * One session's typing of a statement by the types of the columns it uses, which PostgreSQL knows
 * at analysis and H2 answers otherwise: strings compared with boolean columns
 * ({@code WHERE active = 't'}, {@code SET b = 'on'}), which PostgreSQL reads as booleans and H2
 * refuses (see {@link BooleanComparisons}), and columns whose use depends on their type
 * ({@code 'x' || active}, {@code sum(active)}, {@code string_agg(data, ...)} of a bytea,
 * {@code CASE WHEN priority THEN}; see {@link ColumnTypeUses}), and arithmetic PostgreSQL types by
 * its columns' types ({@code price / qty} of a numeric price, {@code d1 - d2} of dates; see
 * {@link ColumnArithmetic}). The columns are looked up in the
 * statement's tables, as H2 finds them for this session, and the statement is analysed again with
 * the uses written as PostgreSQL means them, or refused as PostgreSQL refuses it. A name that has
 * one type in one of the tables and another in another is left alone. Each statement is looked at
 * once until the schema or the search path changes.
 */
final class BooleanColumns {

    private static final String BOOLEAN = "BOOLEAN";

    private final StatementMemo<Map<String, String>> typesOf = new StatementMemo<>();
    private final TableColumnsMemo tableColumns;

    BooleanColumns(TableColumnsMemo tableColumns) {
        this.tableColumns = tableColumns;
    }

    /** {@code analysis}, or the analysis of its text with the uses of its columns typed. */
    StatementAnalysis typed(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) throws SQLException {
        if (analysis.refusal() != null || analysis.tables().isEmpty()) {
            return analysis;
        }
        Map<String, String> types = typesOf.get(analysis, generation);
        if (types == null) {
            Set<String> used = new HashSet<>(BooleanComparisons.columns(analysis));
            used.addAll(ColumnTypeUses.columns(analysis.sql()));
            Set<String> computed = ColumnArithmetic.columns(analysis.sql());
            Set<String> all = new HashSet<>(used);
            all.addAll(computed);
            types = all.isEmpty() ? Map.of() : columnTypes(h2, analysis.tables(), all, generation);
            if (!computed.isEmpty() && ColumnArithmetic.typed(analysis.sql(), types).equals(analysis.sql())) {
                // Arithmetic typed alike by H2 (integers, floats): every text of this shape runs without a second look.
                types.keySet().retainAll(used);
            }
            typesOf.put(analysis, types);
        }
        if (types.isEmpty()) {
            return analysis;
        }
        Set<String> booleans = new HashSet<>();
        types.forEach((name, type) -> {
            if (type.equals(BOOLEAN)) {
                booleans.add(name);
            }
        });
        String sql = booleans.isEmpty() ? analysis.sql() : BooleanComparisons.typed(analysis, booleans);
        try {
            sql = ColumnArithmetic.typed(ColumnTypeUses.typed(sql, types), types);
        } catch (UnsupportedSqlException e) {
            throw EngineErrors.refused(analysis.sql(), e.getMessage(), e.sqlState());
        }
        return sql.equals(analysis.sql()) ? analysis : analyzer.analyze(sql);
    }

    /** H2's type names of those of {@code names} that are columns of the tables, of one type in all of them. */
    private Map<String, String> columnTypes(Connection h2, Set<String> tables, Set<String> names, long generation) {
        Map<String, String> types = new HashMap<>();
        Set<String> ambiguous = new HashSet<>();
        for (String table : tables) {
            try {
                TableColumns columns = tableColumns.of(h2, TableColumns.quoted(table), generation);
                for (int i = 0; i < columns.names().size(); i++) {
                    String name = columns.names().get(i);
                    String type = columns.typeNames().get(i);
                    if (names.contains(name)) {
                        String known = types.putIfAbsent(name, type);
                        if (known != null && !known.equals(type)) {
                            ambiguous.add(name);
                        }
                    }
                }
            } catch (SQLException e) {
                // not a table this session sees (a WITH query's name): H2 decides about it when the statement runs
            }
        }
        types.keySet().removeAll(ambiguous);
        return types;
    }
}
