package io.hotrow.engine.database;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * A table's columns in order, with their JDBC types, H2's type names ({@code JSON}: JDBC calls it,
 * and others, OTHER; a char(n)'s with its length, {@code CHARACTER(5)}) and precisions (n of a varchar(n)), as H2 finds the table for a session;
 * and the table's schema and name as H2 names them (null for a relation without columns), by which the catalog knows its keys.
 */
record TableColumns(List<String> names, List<Integer> types, List<String> typeNames, List<Integer> precisions, String schema, String table) {

    /** The columns of {@code table}, a name as a statement writes it (qualified or quoted as there). */
    static TableColumns of(Connection h2, String table) throws SQLException {
        try (Statement probe = h2.createStatement(); ResultSet none = probe.executeQuery("SELECT * FROM " + table + " WHERE FALSE")) {
            ResultSetMetaData columns = none.getMetaData();
            List<String> names = new ArrayList<>(columns.getColumnCount());
            List<Integer> types = new ArrayList<>(columns.getColumnCount());
            List<String> typeNames = new ArrayList<>(columns.getColumnCount());
            List<Integer> precisions = new ArrayList<>(columns.getColumnCount());
            for (int i = 1; i <= columns.getColumnCount(); i++) {
                names.add(columns.getColumnName(i));
                types.add(columns.getColumnType(i));
                typeNames.add(columns.getColumnType(i) == Types.CHAR ? "CHARACTER(" + columns.getPrecision(i) + ")" : columns.getColumnTypeName(i));
                precisions.add(columns.getPrecision(i));
            }
            boolean any = columns.getColumnCount() > 0;
            return new TableColumns(names, types, typeNames, precisions, any ? columns.getSchemaName(1) : null, any ? columns.getTableName(1) : null);
        }
    }

    /** {@code table} as H2 names it in metadata, quoted for a statement. */
    static String quoted(String table) {
        return "\"" + table.replace("\"", "\"\"") + "\"";
    }

    /** The position (from 0) of the column {@code name}, or -1 if the table has none of that name. */
    int indexOf(String name) {
        return names.indexOf(name);
    }
}
