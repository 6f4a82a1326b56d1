package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.SQLException;
import java.time.Duration;

/**
 * How long one statement may wait for the writer lane or the schema gate: the shortest of the
 * session's lane timeout, its lock timeout and the statement's timeout (zero: no limit). When the
 * statement's timeout is the one that runs out, the wait fails as PostgreSQL's statement_timeout
 * does (57014), so a pool or framework that set a query timeout (Spring's
 * {@code @Transactional(timeout)}) sees a cancelled statement; otherwise as a lock timeout (55P03).
 */
record WaitLimit(Duration duration, boolean statementTimeoutBinds) {

    static WaitLimit of(Duration laneTimeout, Duration lockTimeout, Duration statementTimeout) {
        Duration lock = shortest(laneTimeout, lockTimeout);
        Duration wait = shortest(lock, statementTimeout);
        return new WaitLimit(wait, !statementTimeout.isZero() && wait.equals(statementTimeout) && !wait.equals(lock));
    }

    /** {@code e} as the statement should report it. */
    SQLException explain(SQLException e) {
        if (statementTimeoutBinds && e instanceof WaitTimeoutException) {
            return new SQLException("canceling statement due to statement timeout (" + duration.toMillis() + " ms, spent waiting: "
                    + e.getMessage() + ")", "57014", e);
        }
        return e;
    }

    /** The shorter of two limits, where zero means none. */
    static Duration shortest(Duration a, Duration b) {
        if (a.isZero()) {
            return b;
        }
        return b.isZero() || a.compareTo(b) <= 0 ? a : b;
    }
}
