package io.hotrow.engine.database;

import io.hotrow.engine.sql.SqlStates;
import io.hotrow.rewrite.analysis.StatementAnalysis;
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

/**
 * One session's check that an upsert's {@code ON CONFLICT (cols)} names the columns of a unique
 * index or constraint of its table, as PostgreSQL requires (42P10): the shim's MERGE would
 * otherwise match rows on any columns and update every one of them. A statement that passed is
 * not checked again until the schema changes.
 */
final class UpsertArbiters {

    private static final String NO_ARBITER = "there is no unique or exclusion constraint matching the ON CONFLICT specification";

    private final StatementMemo<Boolean> checked = new StatementMemo<>();

    /** Refuses {@code analysis} with 42P10 when its conflict target is no unique key of its table. */
    void check(StatementAnalysis analysis, Connection h2, long generation) throws SQLException {
        if (checked.get(analysis, generation) != null) {
            return;
        }
        Set<String> target = ConflictTargets.columns(analysis);
        if (target.isEmpty()) {
            return;
        }
        List<List<String>> keys;
        try {
            keys = uniqueKeys(h2, ConflictTargets.table(analysis), target);
        } catch (SQLException e) {
            throw SqlStates.translate(e, null);
        }
        for (List<String> key : keys) {
            if (ConflictTargets.matches(target, key)) {
                checked.put(analysis, Boolean.TRUE);
                return;
            }
        }
        throw new SQLException(NO_ARBITER, "42P10");
    }

    /**
     * The columns of each primary key and unique index of {@code table}, found as H2 finds it for
     * this session; a {@code target} column the table lacks is PostgreSQL's 42703.
     */
    private static List<List<String>> uniqueKeys(Connection h2, String table, Set<String> target) throws SQLException {
        String schema;
        String name;
        try (Statement probe = h2.createStatement(); ResultSet none = probe.executeQuery("SELECT * FROM " + table + " WHERE FALSE")) {
            ResultSetMetaData columns = none.getMetaData();
            schema = columns.getSchemaName(1);
            name = columns.getTableName(1);
            Set<String> present = new HashSet<>();
            for (int i = 1; i <= columns.getColumnCount(); i++) {
                present.add(columns.getColumnName(i));
            }
            for (String column : target) {
                if (!present.contains(column)) {
                    throw new SQLException("column \"" + column + "\" does not exist", "42703");
                }
            }
        }
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
