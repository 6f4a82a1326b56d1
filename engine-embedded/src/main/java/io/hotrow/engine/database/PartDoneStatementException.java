package io.hotrow.engine.database;

import java.sql.SQLException;

/**
 * A statement whose work H2 left part-done: H2 ran it again after a concurrent change and its first
 * run could not be undone ({@link StatementReruns}). Only rolling back the whole transaction undoes
 * it. Reported as a serialization failure (40001), so the application runs the transaction again.
 */
final class PartDoneStatementException extends SQLException {

    private static final long serialVersionUID = 1L;

    PartDoneStatementException(String message, Throwable cause) {
        super(message, "40001", cause);
    }
}
