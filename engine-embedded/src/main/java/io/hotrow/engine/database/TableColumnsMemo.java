package io.hotrow.engine.database;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.HashMap;
import java.util.Map;

/**
 * One session's {@link TableColumns} by the name a statement gives the table, until the schema
 * changes: each INSERT of a data script looked its table's columns up in H2 again (a query of the
 * table), though only a schema change alters them. A name H2 does not find is asked again each time.
 */
final class TableColumnsMemo {

    /** Names at most; past it the memo starts over. */
    private static final int CAPACITY = 1024;

    private final Map<String, TableColumns> byName = new HashMap<>();
    private long schemaGeneration = -1;

    /** {@link TableColumns#of} for the schema of {@code generation}. */
    TableColumns of(Connection h2, String table, long generation) throws SQLException {
        if (generation != schemaGeneration || byName.size() >= CAPACITY) {
            byName.clear();
            schemaGeneration = generation;
        }
        TableColumns columns = byName.get(table);
        if (columns == null) {
            columns = TableColumns.of(h2, table);
            byName.put(table, columns);
        }
        return columns;
    }
}
