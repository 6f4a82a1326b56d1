package io.hotrow.engine.database;

import java.sql.SQLException;

/**
 * A statement that H2 reported done left children of a referenced row it removed behind
 * ({@link ReferenceGuard#statementEnded}): H2 kept part of its work, which only rolling back the
 * whole transaction undoes. Reported as a serialization failure (40001), so the application runs
 * the transaction again.
 */
final class OrphaningStatementException extends SQLException {

    private static final long serialVersionUID = 1L;

    OrphaningStatementException(String message) {
        super(message, "40001");
    }
}
