package io.hotrow.engine.capture;

/**
 * Names a capture trigger. Tables are found through the trigger's name because H2 hands a
 * re-created trigger a temporary table name after {@code ALTER TABLE}.
 */
public record TriggerKey(String schema, String trigger) {
}
