package io.hotrow.engine.database;

import io.hotrow.engine.sql.WaitTimeoutException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.atomic.AtomicLong;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.h2.api.ErrorCode;
import org.h2.engine.SessionLocal;
import org.h2.message.DbException;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.tx.Transaction;

/**
 * One session's waits for row locks inside H2 (docs/concurrency.md): how long they may last, how a
 * cancel request ends them, and what their failures mean in PostgreSQL's words.
 *
 * <p>H2 has two waits. A row another open transaction changed is waited for on the holding
 * transaction, up to the transaction's own timeout. A unique key another open transaction is
 * inserting is not waited for: the statement is run again and again until the session's lock
 * timeout ends, a loop that keeps a CPU busy. Under row locks the session's timeout is therefore
 * always the shortest H2 knows, and each statement sets its transaction's timeout: zero for a
 * first attempt that must not wait (the row is then queued for, see
 * {@link io.hotrow.engine.locks.RowQueues}), what the statement's limits leave for the attempt
 * that waits. The serialized mode, where only the lane holder writes, keeps H2's plain timeout. A
 * cancel request interrupts the statement's thread while H2 reports the session blocked; neither
 * H2's query timeout nor its cancel reach a lock wait.
 */
final class RowLockWaits {

    /** H2 reads a session lock timeout of zero as its default; one millisecond is the shortest a session can have. */
    private static final int SHORTEST_MILLIS = 1;
    /**
     * The transaction's own timeout, which H2 lets be zero (fail at once) only when set on the
     * transaction. Null where H2 keeps it from us; the session's timeout then does for both waits.
     */
    private static final VarHandle TRANSACTION_TIMEOUT = field(Transaction.class, "timeoutMillis", int.class);
    /**
     * The session's transaction, and the one it waits for: H2 names a blocker by its session, also
     * for a moment after the blocking transaction ended, so a deadlock check looks at its status.
     * Null where H2 keeps them from us; the session's own account then stands.
     */
    private static final VarHandle SESSION_TRANSACTION = field(SessionLocal.class, "transaction", Transaction.class);
    private static final VarHandle BLOCKING_TRANSACTION = field(Transaction.class, "blockingTransaction", Transaction.class);
    /**
     * A transaction's state word, and in it the flag H2 sets for good once the transaction rolled
     * back part of its work (a failed statement, ROLLBACK TO SAVEPOINT): from then on every
     * transaction that meets one of its rows stops waiting for it and tries again at once, in a
     * loop, until it ends. Under row locks failed statements are common (a conflict undoes the
     * statement before it queues), and such a loop in the commit section stops every commit, the
     * holder's included; so each session clears the flag once its partial rollback is done.
     */
    private static final VarHandle STATE = field(Transaction.class, "statusAndLogId", AtomicLong.class);
    private static final int STATUS_BITS = staticInt("STATUS_BITS"), LOG_ID_BITS1 = staticInt("LOG_ID_BITS1");
    /** The status H2 gives a deadlock's victim it chose from another session's thread (see {@link #chosenAsDeadlockVictim}). */
    private static final int ROLLING_BACK = staticInt("STATUS_ROLLING_BACK");
    /** What H2 says of a row it would not wait for: which map and key (its own names for a table's or index's row). */
    private static final Pattern LOCKED_ROW = Pattern.compile("Map entry <(.*?)> with key <(.*?)> and value .* is locked by tx (\\d+)", Pattern.DOTALL);

    private final SessionLocal h2;
    /** Whether waits are set per transaction (row locks) rather than for the session (the serialized mode, or no access). */
    private final boolean perTransaction;
    private int appliedMillis = -1;
    /** The H2 transaction this session's statements ran in, until its end woke its waiters (see {@link #transactionEnded}). */
    private volatile Transaction ranIn;
    private volatile Thread statementThread;
    private volatile boolean cancelled;

    private RowLockWaits(SessionLocal h2, boolean perTransaction) {
        this.h2 = h2;
        this.perTransaction = perTransaction;
        if (perTransaction) {
            h2.setLockTimeout(SHORTEST_MILLIS);
        }
    }

    /** Whether every H2 internal the row-lock waits read is there (see docs/concurrency.md, "Relies on H2's internals"). */
    static boolean reachesH2Internals() {
        return TRANSACTION_TIMEOUT != null && SESSION_TRANSACTION != null && BLOCKING_TRANSACTION != null && STATE != null
                && STATUS_BITS > 0 && LOG_ID_BITS1 > 0 && ROLLING_BACK > 0;
    }

    static RowLockWaits of(Connection h2, Concurrency concurrency) throws SQLException {
        return new RowLockWaits((SessionLocal) h2.unwrap(JdbcConnection.class).getSession(),
                concurrency == Concurrency.ROWS && TRANSACTION_TIMEOUT != null);
    }

    /** H2's number for this session, as other sessions' blockers name it. */
    int sessionId() {
        return h2.getId();
    }

    /** The H2 session whose open transaction this one waits for a row lock of, or 0. */
    int blockerId() {
        if (SESSION_TRANSACTION == null || BLOCKING_TRANSACTION == null) {
            return h2.getBlockingSessionId();
        }
        Transaction transaction = (Transaction) SESSION_TRANSACTION.getVolatile(h2);
        Transaction blocker = transaction == null ? null : (Transaction) BLOCKING_TRANSACTION.getVolatile(transaction);
        return blocker == null || blocker.getStatus() != Transaction.STATUS_OPEN ? 0 : transaction.getBlockerId();
    }

    /**
     * Whether H2 marked this session's transaction for rollback as the victim of a deadlock another
     * session's wait found (H2's {@code Transaction.isDeadlocked}); the session's own rollback sets
     * the same status, but then it waits for no lock.
     */
    boolean chosenAsDeadlockVictim() {
        Transaction transaction = SESSION_TRANSACTION == null ? null : (Transaction) SESSION_TRANSACTION.getVolatile(h2);
        return transaction != null && transaction.getStatus() == ROLLING_BACK;
    }

    /**
     * H2's unique number of this session's open transaction if H2 numbers it {@code transactionId}
     * now, else -1. H2 reuses a transaction's id once it ended; the sequence number it never reuses.
     */
    long transactionSequence(int transactionId) {
        Transaction transaction = openTransaction();
        return transaction != null && transaction.getId() == transactionId ? transaction.getSequenceNum() : -1;
    }

    /** Whether the transaction H2 numbered {@code sequence} is still this session's open one. */
    boolean stillRuns(long sequence) {
        Transaction transaction = openTransaction();
        return transaction != null && transaction.getSequenceNum() == sequence;
    }

    /**
     * Whether this session has an H2 transaction, open or ended but not yet left (true where H2's field cannot be read):
     * without one, a COMMIT has nothing to end, and H2's would begin a transaction only to end it.
     */
    boolean hasH2Transaction() {
        return SESSION_TRANSACTION == null || SESSION_TRANSACTION.getVolatile(h2) != null;
    }

    /** Whether the session's open transaction changed rows (read from other sessions' threads: H2 keeps it in an atomic word). */
    boolean openTransactionChanged() {
        Transaction transaction = openTransaction();
        return transaction != null && transaction.hasChanges();
    }

    /**
     * A statement waits for a unique key another transaction is inserting, and every transaction that
     * could hold it waits for this one ({@link Database#everyOtherWriterWaitsFor}): PostgreSQL's wait for
     * the key's inserter finds the deadlock. Carries H2's deadlock code, so the transaction is rolled
     * back whole as for H2's own ({@link #lostTransaction}).
     */
    static SQLException keyDeadlock(String database) {
        return new SQLException("deadlock detected: this transaction waits for a unique key another transaction is inserting,"
                + " and that transaction waits for this one (database '" + database + "'); this one was chosen to fail", "40P01",
                ErrorCode.DEADLOCK_1);
    }

    private Transaction openTransaction() {
        Transaction transaction = SESSION_TRANSACTION == null ? null : (Transaction) SESSION_TRANSACTION.getVolatile(h2);
        return transaction != null && transaction.getStatus() == Transaction.STATUS_OPEN ? transaction : null;
    }

    /** The statements that follow wait for rows at most {@code limit} (zero: no limit). */
    void bound(Duration limit) {
        int millis = limit.isZero() ? Integer.MAX_VALUE : (int) Math.max(SHORTEST_MILLIS, Math.min(Integer.MAX_VALUE, limit.toMillis()));
        if (perTransaction) {
            TRANSACTION_TIMEOUT.set(transaction(), millis);
        } else if (millis != appliedMillis) {
            h2.setLockTimeout(millis);
        }
        appliedMillis = millis;
    }

    /** The statement that follows fails at once on a row another transaction holds (see {@link #lockedRow}). */
    void noWait() {
        if (perTransaction) {
            TRANSACTION_TIMEOUT.set(transaction(), 0);
            appliedMillis = 0;
        } else {
            bound(Duration.ofMillis(SHORTEST_MILLIS));
        }
    }

    /** H2's transaction for the statement that follows, which may lock rows: kept so that its end wakes their waiters. */
    private Transaction transaction() {
        Transaction transaction = h2.getTransaction();
        if (transaction != ranIn) {
            transactionEnded(); // a way out of the last one that did not pass here
            ranIn = transaction;
        }
        return transaction;
    }

    /**
     * Called once the session's transaction may have ended (committed, rolled back, or rolled back
     * by H2 as a deadlock's victim): if it did, wakes whoever still waits in H2 for one of its rows.
     * H2 wakes them itself only at the end of a transaction that still has changes to commit or
     * undo. One that rolled back to a savepoint first (a failed statement, a shard attempt of a
     * counter) freed the rows it locked after it, and H2 woke their waiters then; but a waiter that
     * looked only after {@link #partlyRolledBack} cleared H2's flag found the holder open and went
     * back to waiting, for its end. If that transaction then ended with nothing left to commit or
     * undo, nobody woke the waiter: it waited out its lock timeout, and every waiter queued behind
     * it with it (CounterShardingTest's sales on a fresh stock, after an H2-detected deadlock too).
     */
    void transactionEnded() {
        Transaction ended = ranIn;
        if (ended != null && ended.getStatus() == Transaction.STATUS_CLOSED) {
            ranIn = null;
            synchronized (ended) { // the monitor H2's waiters wait on, as H2's own wake-up takes it
                ended.notifyAll();
            }
        }
    }

    /**
     * Called once H2 may have rolled back part of the open transaction (a statement failed, or
     * ROLLBACK TO SAVEPOINT; and after every statement that succeeded, since H2 also undoes part of
     * some that go on: an insert that meets its key ON CONFLICT, a row a concurrent update changed):
     * clears the flag that would make others that meet its rows try again in a loop instead of
     * waiting (see {@link #STATE}). A flag left so made every waiter on the transaction's rows spin
     * past its lock timeout, and a deadlock victim among them never saw that H2 had chosen it. H2 sets it to wake waiters whose row the rollback
     * freed; it did so as it rolled back, and clearing it now only leaves a waiter that looked just
     * before the rollback waiting for the transaction's end, or its own limit.
     */
    void partlyRolledBack() {
        Transaction transaction = SESSION_TRANSACTION == null ? null : (Transaction) SESSION_TRANSACTION.getVolatile(h2);
        if (transaction == null) {
            return;
        }
        if (BLOCKING_TRANSACTION != null) {
            // This thread waits for no row now, but H2 leaves the transaction it waited for named when the wait ended in a
            // deadlock error; a query's (SELECT ... FOR UPDATE) does not end the transaction. Left named, it is an edge of
            // others' deadlock checks that is not there, and H2's next write of the transaction trips its own assertion.
            BLOCKING_TRANSACTION.setVolatile(transaction, null);
        }
        if (STATE == null) {
            return;
        }
        AtomicLong state = (AtomicLong) STATE.get(transaction);
        long flag = 1L << (STATUS_BITS + LOG_ID_BITS1), statusMask = (1L << STATUS_BITS) - 1;
        long now;
        while (((now = state.get()) & flag) != 0 && ((now >>> LOG_ID_BITS1) & statusMask) == Transaction.STATUS_OPEN
                && !state.compareAndSet(now, now & ~flag)) {
            Thread.onSpinWait();
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

    /** Ends the running statement, whatever it does: its wait for a row lock, or H2's run of it (which H2 checks as it goes). */
    void cancelStatement() {
        cancel();
        h2.cancel();
    }

    /** Drops a cancel H2 holds for the session's next command (H2 resets it when its query timeout is set). */
    void forgetCancel() {
        try {
            h2.setQueryTimeout(h2.getQueryTimeout());
        } catch (DbException e) {
            // H2 closed the database (it does on running out of memory): no next command, and the statement's own error stands
        }
    }

    /** Whether {@code e} is H2 giving up on a locked row or key, as it does at once after {@link #noWait}. */
    static boolean isConflict(SQLException e) {
        return e.getErrorCode() == ErrorCode.LOCK_TIMEOUT_1 || e.getErrorCode() == ErrorCode.DEADLOCK_1;
    }

    /**
     * H2's name for the row {@code e} says another transaction holds, or null when {@code e} names
     * none: no lock conflict, or a unique key another transaction is inserting.
     */
    static String lockedRow(SQLException e) {
        Matcher row = lockConflict(e);
        return row == null ? null : row.group(1) + "#" + row.group(2);
    }

    /** H2's id of the transaction {@code e} says holds the row {@link #lockedRow} names, or -1. */
    static int lockingTransaction(SQLException e) {
        Matcher row = lockConflict(e);
        return row == null ? -1 : Integer.parseInt(row.group(3));
    }

    /** H2's words for a row another transaction holds, matched by {@link #LOCKED_ROW}, or null. */
    private static Matcher lockConflict(SQLException e) {
        if (e.getErrorCode() != ErrorCode.LOCK_TIMEOUT_1) {
            return null;
        }
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            Matcher row = LOCKED_ROW.matcher(String.valueOf(cause.getMessage()));
            if (row.find()) {
                return row;
            }
        }
        return null;
    }

    /**
     * Whether the whole transaction was rolled back for {@code e}: H2 does for a deadlock and for a
     * serialization failure, where PostgreSQL ends only the statement, and the engine for a statement
     * H2 left part-done ({@link PartDoneStatementException}).
     */
    static boolean lostTransaction(SQLException e) {
        return e.getErrorCode() == ErrorCode.DEADLOCK_1 || e instanceof PartDoneStatementException;
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
                    + " that did not end in time");
        }
        if (e.getErrorCode() == ErrorCode.DEADLOCK_1) {
            if ("40P01".equals(e.getSQLState())) {
                return e; // the engine's own (keyDeadlock): H2 says 40001
            }
            if (namesVictim(e)) {
                return new SQLException("deadlock detected: this transaction and another each wait for a row the other has locked;"
                        + " this one was rolled back", "40P01", e);
            }
            return new SQLException("could not serialize access due to concurrent update", "40001", e);
        }
        return e;
    }

    private static boolean namesVictim(Throwable e) {
        for (Throwable cause = e; cause != null; cause = cause.getCause()) {
            if (String.valueOf(cause.getMessage()).contains("deadlock victim")) {
                return true;
            }
        }
        return false;
    }

    private static int staticInt(String name) {
        try {
            return (int) MethodHandles.privateLookupIn(Transaction.class, MethodHandles.lookup()).findStaticVarHandle(Transaction.class, name, int.class).get();
        } catch (ReflectiveOperationException | RuntimeException e) {
            return -1;
        }
    }

    private static VarHandle field(Class<?> owner, String name, Class<?> type) {
        try {
            return MethodHandles.privateLookupIn(owner, MethodHandles.lookup()).findVarHandle(owner, name, type);
        } catch (ReflectiveOperationException | RuntimeException e) {
            return null;
        }
    }
}
