package io.hotrow.engine.capture;

import java.util.List;
import java.util.Set;

/**
 * A table's columns as the catalog saw them after the last schema change.
 *
 * @param columns          all columns in ordinal order: the order of trigger row images
 * @param keyColumns       the primary key's columns, empty when the table has none
 * @param generatedColumns computed columns, which replay must not write
 * @param identityColumns  identity columns, whose generators recovery moves past the replayed rows
 */
public record TableShape(String schema, String table, List<String> columns, List<String> keyColumns,
                         Set<String> generatedColumns, List<String> identityColumns) {
}
