package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TableShape;
import io.hotrow.engine.capture.UniqueKey;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.IndexCreation;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import io.hotrow.rewrite.dialect.ConflictTargets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.h2.command.Prepared;
import org.h2.command.query.Select;
import org.h2.engine.SessionLocal;
import org.h2.message.DbException;
import org.h2.table.Column;
import org.h2.table.Table;
import org.h2.util.HasSQL;

/**
 * One session's check that an upsert's {@code ON CONFLICT (cols)} names the columns of a unique
 * index or constraint of its table, as PostgreSQL requires (42P10): the shim's MERGE would
 * otherwise match rows on any columns and update every one of them; and that no arbiter is a
 * deferrable key (55000, as PostgreSQL: without a target every key of the table is one). A
 * statement that passed is not checked again until the schema changes. {@code ON CONFLICT ON CONSTRAINT name} is written as
 * the constraint's columns first.
 */
final class UpsertArbiters {

    private static final String NO_ARBITER = "there is no unique or exclusion constraint matching the ON CONFLICT specification";
    private static final String DEFERRABLE_ARBITER = "ON CONFLICT does not support deferrable unique constraints/exclusion constraints as arbiters";

    private final StatementMemo<Boolean> checked = new StatementMemo<>();
    /** The columns of the constraint each {@code ON CONFLICT ON CONSTRAINT} names, until the schema changes. */
    private final StatementMemo<List<String>> constraintColumns = new StatementMemo<>();
    private final TableCatalog catalog;

    /** An upsert's table, as H2 names it. */
    private record Target(String schema, String name) {
    }

    UpsertArbiters(TableCatalog catalog) {
        this.catalog = catalog;
    }

    /**
     * {@code analysis} with {@code ON CONFLICT ON CONSTRAINT name} written as the constraint's columns, which the shim
     * translates (jOOQ's {@code onConflictOnConstraint}, hand-written upserts on {@code t_pkey}); any other analysis as it is.
     * A name that is no primary key or unique constraint of the table is PostgreSQL's 42704.
     */
    StatementAnalysis namedColumns(StatementAnalysis analysis, Connection h2, long generation, StatementAnalyzer analyzer) throws SQLException {
        String constraint = analysis.refusal() == null ? null : ConflictTargets.constraint(analysis);
        if (constraint == null) {
            return analysis;
        }
        List<String> columns = constraintColumns.get(analysis, generation);
        if (columns == null) {
            try {
                columns = keyColumns(h2, target(h2, ConflictTargets.table(analysis), Set.of()), constraint);
            } catch (SQLException e) {
                throw SqlStates.translate(e, analysis);
            }
            constraintColumns.put(analysis, columns);
        }
        if (columns.isEmpty()) {
            throw new SQLException("constraint \"" + constraint + "\" for table \"" + ConflictTargets.table(analysis) + "\" does not exist", "42704");
        }
        String sql = ConflictTargets.withColumns(analysis, columns);
        return sql == null ? analysis : analyzer.analyze(sql);
    }

    /** The columns of {@code table}'s primary key or unique constraint named {@code constraint}, in the key's order; empty if none. */
    private static List<String> keyColumns(Connection h2, Target table, String constraint) throws SQLException {
        List<String> columns = new ArrayList<>();
        try (PreparedStatement query = h2.prepareStatement("SELECT K.COLUMN_NAME FROM INFORMATION_SCHEMA.TABLE_CONSTRAINTS C"
                + " JOIN INFORMATION_SCHEMA.KEY_COLUMN_USAGE K ON K.CONSTRAINT_SCHEMA = C.CONSTRAINT_SCHEMA AND K.CONSTRAINT_NAME = C.CONSTRAINT_NAME"
                + " WHERE C.TABLE_SCHEMA = ? AND C.TABLE_NAME = ? AND C.CONSTRAINT_NAME = ? AND C.CONSTRAINT_TYPE IN ('PRIMARY KEY', 'UNIQUE')"
                + " ORDER BY K.ORDINAL_POSITION")) {
            query.setString(1, table.schema());
            query.setString(2, table.name());
            query.setString(3, constraint);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    columns.add(rows.getString(1));
                }
            }
        }
        return List.copyOf(columns);
    }

    /** Refuses {@code analysis} with 42P10 when its conflict target is no unique key of its table, with 55000 when an arbiter is deferrable. */
    void check(StatementAnalysis analysis, Connection h2, long generation) throws SQLException {
        if (checked.get(analysis, generation) != null) {
            return;
        }
        if (!ConflictTargets.hasConflictClause(analysis)) {
            return;
        }
        Set<String> target = ConflictTargets.columns(analysis);
        List<List<String>> keys;
        Target table;
        try {
            table = target(h2, ConflictTargets.table(analysis), target);
            checkNoDeferrableArbiter(table, target);
            if (target.isEmpty()) {
                checked.put(analysis, Boolean.TRUE);
                return;
            }
            keys = uniqueKeys(h2, table);
        } catch (SQLException e) {
            throw SqlStates.translate(e, null);
        }
        String predicate = ConflictTargets.predicate(analysis);
        for (List<String> key : keys) {
            String hidden = key.stream().filter(column -> column.startsWith(IndexCreation.PREDICATE_PREFIX)).findFirst().orElse(null);
            if (!ConflictTargets.matches(target, key.stream().filter(column -> !column.equals(hidden)).toList())) {
                continue;
            }
            if (hidden == null && predicate != null) {
                throw EngineErrors.unsupported("ON CONFLICT (...) WHERE where a unique index of every row has the target's columns (the"
                        + " shim's MERGE would compare only the rows the predicate holds for); leave out the WHERE");
            }
            if (hidden == null || predicate != null && samePredicate(h2, table, hidden, predicate)) {
                refuseUnlisted(analysis);
                checked.put(analysis, Boolean.TRUE);
                return;
            }
        }
        throw new SQLException(NO_ARBITER, "42P10");
    }

    /**
     * Whether the partial index whose predicate the hidden column {@code hidden} holds ({@link ExpressionIndexes}) has
     * {@code predicate}: the same expression as H2 reads both. PostgreSQL takes any predicate that implies the index's;
     * the one written in the index is what ORMs repeat.
     */
    private static boolean samePredicate(Connection h2, Target table, String hidden, String predicate) throws SQLException {
        SessionLocal session = ExpressionIndexes.session(h2);
        Table found = ExpressionIndexes.findTable(session, ExpressionIndexes.qualifiedName(table.schema(), table.name()));
        Column column = found == null ? null : found.findColumn(hidden);
        if (column == null) {
            return false;
        }
        try {
            Prepared probe = session.prepare("SELECT CASE WHEN (" + predicate + ") THEN TRUE END FROM " + ExpressionIndexes.qualifiedName(table.schema(), table.name()));
            return probe instanceof Select select
                    && select.getExpressions().get(0).getSQL(HasSQL.DEFAULT_SQL_FLAGS).equals(column.getDefaultExpression().getSQL(HasSQL.DEFAULT_SQL_FLAGS));
        } catch (DbException e) {
            throw SqlStates.translate(e.getSQLException());
        }
    }


    /**
     * The upsert's table {@code table}, found as H2 finds it for this session; a {@code target}
     * column the table lacks is PostgreSQL's 42703.
     */
    private static Target target(Connection h2, String table, Set<String> target) throws SQLException {
        try (Statement probe = h2.createStatement(); ResultSet none = probe.executeQuery("SELECT * FROM " + table + " WHERE FALSE")) {
            ResultSetMetaData columns = none.getMetaData();
            Set<String> present = new HashSet<>();
            for (int i = 1; i <= columns.getColumnCount(); i++) {
                present.add(columns.getColumnName(i));
            }
            for (String column : target) {
                if (!present.contains(column)) {
                    throw new SQLException("column \"" + column + "\" does not exist", "42703");
                }
            }
            return new Target(columns.getSchemaName(1), columns.getTableName(1));
        }
    }

    /**
     * A target column the INSERT does not list takes its default, which the shim's MERGE cannot compare (H2 said
     * {@code Column "excluded.id" not found}): refused with what to write.
     */
    private static void refuseUnlisted(StatementAnalysis analysis) throws SQLException {
        Set<String> unlisted = ConflictTargets.unlisted(analysis);
        if (!unlisted.isEmpty()) {
            String column = unlisted.iterator().next();
            throw EngineErrors.unsupported("ON CONFLICT (" + column + ") where the INSERT does not list " + column
                    + ", so its value is the column's default; list the column with its value: INSERT INTO t (" + column + ", ...)");
        }
    }

    /** PostgreSQL cannot check a deferrable key as an arbiter: one named by the target, or any of the table's when none is named. */
    private void checkNoDeferrableArbiter(Target table, Set<String> target) throws SQLException {
        TableShape shape = catalog.forTable(table.schema(), table.name());
        for (UniqueKey key : shape == null ? List.<UniqueKey>of() : shape.deferrableKeys()) {
            if (target.isEmpty() || ConflictTargets.matches(target, key.columns())) {
                throw new SQLException(DEFERRABLE_ARBITER, "55000");
            }
        }
    }

    /** The columns of each primary key and unique index of {@code table}. */
    private static List<List<String>> uniqueKeys(Connection h2, Target table) throws SQLException {
        String schema = table.schema();
        String name = table.name();
        Map<String, List<String>> keys = new LinkedHashMap<>();
        try (PreparedStatement query = h2.prepareStatement("SELECT C.INDEX_NAME, C.COLUMN_NAME FROM INFORMATION_SCHEMA.INDEXES I"
                + " JOIN INFORMATION_SCHEMA.INDEX_COLUMNS C ON C.INDEX_SCHEMA = I.INDEX_SCHEMA AND C.INDEX_NAME = I.INDEX_NAME"
                + " WHERE I.TABLE_SCHEMA = ? AND I.TABLE_NAME = ? AND I.INDEX_TYPE_NAME IN ('PRIMARY KEY', 'UNIQUE INDEX')"
                + " ORDER BY C.INDEX_NAME, C.ORDINAL_POSITION")) {
            query.setString(1, schema);
            query.setString(2, name);
            try (ResultSet rows = query.executeQuery()) {
                while (rows.next()) {
                    keys.computeIfAbsent(rows.getString(1), k -> new ArrayList<>()).add(rows.getString(2));
                }
            }
        }
        return List.copyOf(keys.values());
    }
}
