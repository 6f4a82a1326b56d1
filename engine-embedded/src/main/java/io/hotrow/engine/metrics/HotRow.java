package io.hotrow.engine.metrics;

/** One row, named by its table ({@code schema.table}) and its primary key values as text. */
public record HotRow(String table, String key) {
}
