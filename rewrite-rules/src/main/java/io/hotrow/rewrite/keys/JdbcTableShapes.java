package io.hotrow.rewrite.keys;

import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Loads a table's shape through {@link DatabaseMetaData}, in the connection's current schema,
 * which works the same on pgjdbc and on the engine's H2. Partial unique indexes and unique indexes
 * over expressions are not keys: equality on their columns need not name one row.
 */
public final class JdbcTableShapes implements TableCatalog.TableShapeLoader {

    @Override
    public TableShape load(Connection connection, String table) throws SQLException {
        DatabaseMetaData meta = connection.getMetaData();
        String schema = connection.getSchema();
        List<TableShape.Column> columns = new ArrayList<>();
        try (ResultSet rs = meta.getColumns(null, schema, table, null)) {
            TreeMap<Integer, TableShape.Column> byPosition = new TreeMap<>();
            while (rs.next()) {
                // getColumns takes LIKE patterns, where _ matches any character: a_b also finds a1b's columns
                if (!table.equals(rs.getString("TABLE_NAME")) || schema != null && !schema.equals(rs.getString("TABLE_SCHEM"))) {
                    continue;
                }
                byPosition.put(rs.getInt("ORDINAL_POSITION"), new TableShape.Column(rs.getString("COLUMN_NAME"), rs.getString("TYPE_NAME")));
            }
            columns.addAll(byPosition.values());
        }
        if (columns.isEmpty()) {
            return null;
        }
        List<List<String>> keys = new ArrayList<>();
        List<String> primary = primaryKey(meta.getPrimaryKeys(null, schema, table));
        if (!primary.isEmpty()) {
            keys.add(primary);
        }
        Map<String, TreeMap<Integer, String>> indexes = new LinkedHashMap<>();
        try (ResultSet rs = meta.getIndexInfo(null, schema, table, true, true)) {
            while (rs.next()) {
                String column = rs.getString("COLUMN_NAME");
                if (column == null || rs.getBoolean("NON_UNIQUE") || rs.getString("FILTER_CONDITION") != null) {
                    continue;
                }
                indexes.computeIfAbsent(rs.getString("INDEX_NAME"), k -> new TreeMap<>()).put((int) rs.getShort("ORDINAL_POSITION"), column);
            }
        }
        for (TreeMap<Integer, String> index : indexes.values()) {
            List<String> key = List.copyOf(index.values());
            // pgjdbc names an expression's text, lower(email), as the column of an index over it
            boolean onColumns = key.stream().allMatch(name -> columns.stream().anyMatch(c -> c.name().equals(name)));
            if (onColumns && !keys.contains(key)) {
                keys.add(key);
            }
        }
        return new TableShape(table, List.copyOf(columns), List.copyOf(keys));
    }

    private static List<String> primaryKey(ResultSet rs) throws SQLException {
        try (rs) {
            TreeMap<Integer, String> ordered = new TreeMap<>();
            while (rs.next()) {
                ordered.put((int) rs.getShort("KEY_SEQ"), rs.getString("COLUMN_NAME"));
            }
            return List.copyOf(ordered.values());
        }
    }
}
