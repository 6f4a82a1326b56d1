package io.hotrow.engine.log;

/** A statement replayed as text: schema changes, and TRUNCATE, which row triggers do not see. */
public record StatementChange(String sql) implements Change {
}
