package io.hotrow.engine.capture;

import java.sql.SQLException;

/**
 * Sees each row a transaction changes, as H2 changes it and before it is recorded: where
 * transactions that run at once must be kept apart beyond H2's own row locks (a foreign key's
 * parent and children, docs/concurrency.md). Failing fails the statement.
 */
@FunctionalInterface
public interface RowGuard {

    RowGuard NONE = (shape, before, after) -> {
    };

    void rowChanged(TableShape shape, Object[] before, Object[] after) throws SQLException;

    /** This guard, then {@code next}. */
    default RowGuard andThen(RowGuard next) {
        return (shape, before, after) -> {
            rowChanged(shape, before, after);
            next.rowChanged(shape, before, after);
        };
    }
}
