package io.hotrow.rewrite.keys;

import io.hotrow.rewrite.analysis.RowPin;
import io.hotrow.rewrite.analysis.ValueSource;
import java.util.List;
import java.util.Set;

/**
 * A statement that reads one row, identified by a key, and writes it (or locks it to write it
 * later): the shape that serializes writers on a hot row.
 *
 * @param table          the table, lower case
 * @param shape          UPDATE, UPSERT or SELECT ... FOR UPDATE
 * @param key            the key columns that identify the row
 * @param keyValues      where each key column's value comes from: which parameter or literal
 * @param counterColumns columns written as {@code c = c ± e}: what counter sharding could spread
 */
public record SingleRowTarget(String table, RowPin.Shape shape, List<String> key, List<ValueSource> keyValues,
                              Set<String> counterColumns) {
}
