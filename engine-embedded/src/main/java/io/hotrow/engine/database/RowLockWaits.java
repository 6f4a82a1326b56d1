package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import org.h2.api.ErrorCode;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;

/**
 * One session's waits for row locks inside H2 (docs/concurrency.md): how long they may last, how a
 * cancel request ends them, and what their failures mean in PostgreSQL's words.
 *
 * <p>H2 waits for a row another open transaction changed until that transaction ends, up to the
 * session's lock timeout; neither its query timeout nor its cancel reach that wait, but an interrupt
 * does. So each statement sets the lock timeout to what its limits leave, and a cancel interrupts
 * the statement's thread only while H2 reports the session blocked.
 */
final class RowLockWaits {

    /** H2 reads a lock timeout of zero as its default; one millisecond is the shortest wait it knows. */
    private static final int NO_WAIT_MILLIS = 1;

    private final SessionLocal h2;
    private int appliedMillis = -1;
    private volatile Thread statementThread;
    private volatile boolean cancelled;

    private RowLockWaits(SessionLocal h2) {
        this.h2 = h2;
    }

    static RowLockWaits of(Connection h2) throws SQLException {
        return new RowLockWaits((SessionLocal) h2.unwrap(JdbcConnection.class).getSession());
    }

    /** H2's number for this session, as other sessions' blockers name it. */
    int sessionId() {
        return h2.getId();
    }

    /** The H2 session this one waits for a row lock of, or 0. */
    int blockerId() {
        return h2.getBlockingSessionId();
    }

    /** Row-lock waits of the statements that follow last at most {@code limit} (zero: no limit). */
    void bound(Duration limit) {
        apply(limit.isZero() ? Integer.MAX_VALUE : (int) Math.max(NO_WAIT_MILLIS, Math.min(Integer.MAX_VALUE, limit.toMillis())));
    }

    /** The statements that follow fail at once on a row another transaction holds (see {@link #isConflict}). */
    void noWait() {
        apply(NO_WAIT_MILLIS);
    }

    private void apply(int millis) {
        if (millis != appliedMillis) {
            h2.setLockTimeout(millis);
            appliedMillis = millis;
        }
    }

    /** Marks the thread running a statement of this session, whose row-lock wait {@link #cancel} may end. */
    void statementStarts() {
        cancelled = false;
        statementThread = Thread.currentThread();
    }

    /** Clears the mark, and an interrupt a cancel sent that H2 did not consume. */
    void statementEnds() {
        statementThread = null;
        if (cancelled) {
            Thread.interrupted();
        }
    }

    /** A cancel request: ends the running statement's wait for a row lock, if it waits for one. */
    void cancel() {
        Thread thread = statementThread;
        if (thread != null && h2.getBlockingSessionId() != 0) {
            cancelled = true;
            thread.interrupt();
        }
    }

    /** Whether {@code e} is H2 giving up on a row lock, as it does at once after {@link #noWait}. */
    static boolean isConflict(SQLException e) {
        return e.getErrorCode() == ErrorCode.LOCK_TIMEOUT_1 || e.getErrorCode() == ErrorCode.DEADLOCK_1;
    }

    /**
     * Whether H2 rolled the whole transaction back for {@code e}: it does for a deadlock and for a
     * serialization failure, where PostgreSQL ends only the statement.
     */
    static boolean lostTransaction(SQLException e) {
        return e.getErrorCode() == ErrorCode.DEADLOCK_1;
    }

    /**
     * {@code e} in PostgreSQL's words where it is about a row lock: a wait that ran out (55P03, or
     * 57014 when a cancel ended it), a deadlock (40P01), or a row changed since a repeatable-read
     * snapshot (40001). H2 names the last two alike; only a deadlock names its victim.
     */
    SQLException explain(SQLException e) {
        if (e.getErrorCode() == ErrorCode.LOCK_TIMEOUT_1) {
            if (cancelled) {
                return new SQLException("canceling statement due to user request (it was waiting for a row lock)", "57014", e);
            }
            return new WaitTimeoutException("canceling statement due to lock timeout: a row it needs is locked by another transaction"
                    + " that did not end within " + appliedMillis + " ms");
        }
        if (e.getErrorCode() == ErrorCode.DEADLOCK_1) {
            if (String.valueOf(e.getMessage()).contains("deadlock victim") || causeNamesVictim(e)) {
                return new SQLException("deadlock detected: this transaction and another each wait for a row the other has locked;"
                        + " this one was rolled back", "40P01", e);
            }
            return new SQLException("could not serialize access due to concurrent update", "40001", e);
        }
        return e;
    }

    private static boolean causeNamesVictim(Throwable e) {
        for (Throwable cause = e.getCause(); cause != null; cause = cause.getCause()) {
            if (String.valueOf(cause.getMessage()).contains("deadlock victim")) {
                return true;
            }
        }
        return false;
    }
}
