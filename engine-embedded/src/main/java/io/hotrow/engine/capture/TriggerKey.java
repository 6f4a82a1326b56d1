package io.hotrow.engine.capture;

/**
 * Names a capture trigger. Tables are found through the trigger's name because H2 hands a trigger
 * re-created by {@code ALTER TABLE} a temporary table name (and a prefixed trigger name, which
 * {@link TableCatalog#canonicalTriggerName} undoes).
 */
record TriggerKey(String schema, String trigger) {
}
