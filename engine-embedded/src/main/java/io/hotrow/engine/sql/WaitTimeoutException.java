package io.hotrow.engine.sql;

import java.sql.SQLException;

/**
 * A wait for the writer lane or the schema gate that ran out of time: PostgreSQL's lock_not_available
 * (55P03). Its own type, so a wait cut short by the statement's timeout can be told apart from a
 * lock timeout inside H2 and reported as a cancelled statement instead.
 */
public final class WaitTimeoutException extends SQLException {

    public WaitTimeoutException(String message) {
        super(message, "55P03");
    }
}
