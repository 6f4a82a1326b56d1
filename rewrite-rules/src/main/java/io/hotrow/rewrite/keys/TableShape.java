package io.hotrow.rewrite.keys;

import java.util.List;

/**
 * What the rewrite rules need to know about one table: its columns in order, with their type
 * names, and its keys (primary key first, then unique constraints and indexes).
 */
public record TableShape(String name, List<Column> columns, List<List<String>> uniqueKeys) {

    public record Column(String name, String typeName) {
    }

    /** The primary key (or, failing that, the first unique key); empty when the table has none. */
    public List<String> primaryKey() {
        return uniqueKeys.isEmpty() ? List.of() : uniqueKeys.get(0);
    }

    public Column column(String name) {
        for (Column column : columns) {
            if (column.name().equals(name)) {
                return column;
            }
        }
        return null;
    }
}
