package io.hotrow.placement.move;

/**
 * @param defaultSql the default in the spelling both PostgreSQL and the engine accept, or null
 * @param identity   the generator of an identity (or serial) column, or null
 */
record Column(String name, ColumnType type, boolean notNull, String defaultSql, Generator identity) {
}
