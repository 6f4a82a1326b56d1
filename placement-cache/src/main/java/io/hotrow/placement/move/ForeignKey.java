package io.hotrow.placement.move;

import java.util.List;

/** {@code onDelete} and {@code onUpdate} are the referential actions as SQL spells them (CASCADE, NO ACTION, ...). */
record ForeignKey(String name, List<String> columns, String referencedTable, List<String> referencedColumns,
                  String onDelete, String onUpdate) {
}
