package io.hotrow.rewrite.keys;

import java.sql.Connection;
import java.sql.SQLException;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Table shapes of one database, loaded lazily, one table at a time, when a statement first names
 * it, and cached: never the whole schema at start-up. {@link #invalidate()} after schema changes.
 */
public final class TableCatalog {

    private final Map<String, Optional<TableShape>> shapes = new ConcurrentHashMap<>();
    private final TableShapeLoader loader;

    public TableCatalog(TableShapeLoader loader) {
        this.loader = loader;
    }

    /** The table's shape, reading metadata through {@code connection} on a miss; empty when there is no such table. */
    public Optional<TableShape> shape(Connection connection, String table) throws SQLException {
        Optional<TableShape> cached = shapes.get(table);
        if (cached != null) {
            return cached;
        }
        Optional<TableShape> loaded = Optional.ofNullable(loader.load(connection, table));
        shapes.put(table, loaded);
        return loaded;
    }

    /** Forgets one table, so its next lookup reads the metadata again. */
    public void forget(String table) {
        shapes.remove(table);
    }

    public void invalidate() {
        shapes.clear();
    }

    /** Reads one table's shape; returns null when the table does not exist. */
    @FunctionalInterface
    public interface TableShapeLoader {
        TableShape load(Connection connection, String table) throws SQLException;
    }
}
