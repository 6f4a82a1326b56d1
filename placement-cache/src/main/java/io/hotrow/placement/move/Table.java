package io.hotrow.placement.move;

import java.util.List;

/** @param primaryKey null for a table without one */
record Table(String name, List<Column> columns, KeyConstraint primaryKey, List<KeyConstraint> uniques,
             List<ForeignKey> foreignKeys, List<Index> indexes) {
}
