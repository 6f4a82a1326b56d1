package io.hotrow.engine.log;

/** One effect of a committed transaction, as the log records it. */
public sealed interface Change permits RowChange, StatementChange, SequenceChange {
}
