package io.hotrow.engine.metrics;

/** One row, named by its table ({@code schema.table}) and its primary key values as text. */
public record HotRow(String table, String key) {

    /** The table without its schema. */
    public String unqualifiedTable() {
        return table.substring(table.indexOf('.') + 1);
    }
}
