package io.hotrow.driver.pipeline;

/** A statement setting, kept to be made again on the statement's replacement (on another backend, or on each step of a counter plan). */
enum StatementSetting {
    CLOSE_ON_COMPLETION, CURSOR_NAME, ESCAPE_PROCESSING, FETCH_DIRECTION, FETCH_SIZE, MAX_FIELD_SIZE, POOLABLE, QUERY_TIMEOUT,
    /** setMaxRows and setLargeMaxRows: one limit. */
    MAX_ROWS
}
