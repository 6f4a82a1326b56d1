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
 * @param references       the foreign keys of this table
 * @param referencedBy     the foreign keys of other tables (or this one) that reference this table
 * @param deferrableKeys   the deferrable unique and primary keys whose keys the engine checks itself ({@link UniqueKey})
 * @param immediateKeys    the unique and primary keys that are not deferrable, which PostgreSQL checks row by row
 */
public record TableShape(String schema, String table, List<String> columns, List<String> keyColumns,
                         Set<String> generatedColumns, List<String> identityColumns, List<ForeignKey> references,
                         List<ForeignKey> referencedBy, List<UniqueKey> deferrableKeys, List<UniqueKey> immediateKeys) {

    /** Whether a change of this table's rows may meet a foreign key: as a child or as a parent. */
    public boolean inForeignKeys() {
        return !references.isEmpty() || !referencedBy.isEmpty();
    }
}
