package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.LANE_TIMEOUT;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.tx.Transaction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A statement waiting inside H2 for a row of another transaction goes on as soon as that
 * transaction ends, however it ends (docs/concurrency.md, "Relies on H2's internals").
 *
 * <p>H2 wakes such a waiter at the holder's end only when the holder still has changes to commit or
 * undo. A holder that rolled back to a savepoint freed the row, and H2 woke the waiter then; but the
 * engine clears H2's partial-rollback flag right after, and a waiter that looks only after that
 * (under load its thread is often not scheduled in time) finds the holder open and waits again,
 * for its end. When the holder then ended with nothing left to commit or undo (it committed, or H2
 * rolled it back as a deadlock's victim), nobody woke the waiter until its own lock timeout, and
 * whoever waited for the waiter's rows failed with 55P03 (CounterShardingTest's ticket sales, whose
 * shard attempts run under savepoints, stalled so).
 *
 * <p>Here the survivor waits for the holder's row; a third transaction, with a short lock timeout,
 * waits for a row the survivor holds, and goes on once the survivor commits. The tests make the
 * survivor look late deterministically: they hold the monitor H2's waiter waits on (the holder's
 * H2 transaction) while the holder rolls back to its savepoint, so the woken survivor can look
 * only once the engine has cleared the flag. The survivor's own lock timeout is long: unwoken, it
 * would outlast the third's short one.
 */
@Timeout(120)
class H2WaitWakeUpTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private final List<Session> sessions = new ArrayList<>();
    private Database db;
    private Session holder;
    private Session survivor;
    private Session third;

    @BeforeEach
    void createTable() throws SQLException {
        db = open("wake", new MemoryObjectStore("wake"));
        Session setup = session("30s");
        update(setup, "CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)");
        update(setup, "INSERT INTO t VALUES (1, 0), (2, 0)");
        holder = transaction("30s");
        survivor = transaction("10s");
        third = transaction("3s");
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        sessions.forEach(Session::close);
        db.shutdown();
    }

    @Test
    void aWaiterForARowFreedByARollbackToASavepointGoesOnWhenTheHolderCommitsNothing() throws Exception {
        update(survivor, "UPDATE t SET n = 20 WHERE id = 2");
        Savepoint beforeRow = holder.setSavepoint(null);
        update(holder, "UPDATE t SET n = 1 WHERE id = 1");
        Future<Object> survivorWaits = waitInH2(survivor, "UPDATE t SET n = 10 WHERE id = 1");
        rollBackLookedAtLate(holder, beforeRow);
        Future<Object> thirdWaits = waitInH2(third, "UPDATE t SET n = 30 WHERE id = 2");

        holder.commit(); // nothing left to commit: H2 wakes no one
        assertEquals(1, outcome(survivorWaits), "the survivor goes on once the holder ended");
        survivor.commit();
        assertEquals(1, outcome(thirdWaits), "the third waited for the survivor's commit only, well within its lock timeout");
        third.commit();
    }

    /**
     * The holder freed the survivor's row by rolling back to a savepoint, and then, younger than the
     * survivor, waits for the survivor's row: H2 finds the cycle (the survivor still waits for the
     * holder) and rolls the holder back, with nothing left to undo.
     */
    @Test
    void theSurvivorOfADeadlockH2DetectsGoesOnAtOnce() throws Exception {
        update(survivor, "UPDATE t SET n = 20 WHERE id = 2"); // the survivor's transaction is the older one
        Savepoint beforeRow = holder.setSavepoint(null);
        update(holder, "UPDATE t SET n = 1 WHERE id = 1");
        Future<Object> survivorWaits = waitInH2(survivor, "UPDATE t SET n = 10 WHERE id = 1");
        rollBackLookedAtLate(holder, beforeRow);
        Future<Object> thirdWaits = waitInH2(third, "UPDATE t SET n = 30 WHERE id = 2");

        SQLException victim = assertThrows(SQLException.class, () -> update(holder, "UPDATE t SET n = 2 WHERE id = 2"));
        assertEquals("40P01", victim.getSQLState(), "H2 chose the younger transaction: " + victim.getMessage());
        assertEquals(1, outcome(survivorWaits), "the survivor goes on at once");
        survivor.commit();
        assertEquals(1, outcome(thirdWaits), "the third waited for the survivor's commit only, well within its lock timeout");
        third.commit();
        holder.rollback();
    }

    private Session session(String lockTimeout) throws SQLException {
        Session session = db.openSession(LANE_TIMEOUT);
        sessions.add(session);
        session.runSessionText("SET lock_timeout = '" + lockTimeout + "'");
        return session;
    }

    private Session transaction(String lockTimeout) throws SQLException {
        Session session = session(lockTimeout);
        session.setAutoCommit(false);
        return session;
    }

    /** Runs {@code sql} on {@code session}; returns once it waits inside H2 for another transaction's row. */
    private Future<Object> waitInH2(Session session, String sql) {
        AtomicReference<Thread> running = new AtomicReference<>();
        Future<Object> statement = threads.submit(() -> {
            running.set(Thread.currentThread());
            try {
                return update(session, sql);
            } catch (SQLException e) {
                return e.getSQLState() + ": " + e.getMessage();
            }
        });
        Await.until("a wait inside H2 (past the engine's first, zero-wait attempt and the row's queue) for: " + sql,
                () -> statement.isDone() || running.get() != null && waitsInH2(running.get()));
        return statement;
    }

    private static boolean waitsInH2(Thread thread) {
        return thread.getState() == Thread.State.TIMED_WAITING
                && Arrays.stream(thread.getStackTrace()).anyMatch(frame -> frame.getMethodName().equals("waitForThisToEnd"));
    }

    /**
     * Rolls {@code session} back to {@code savepoint} while holding its H2 transaction's monitor:
     * a waiter H2 wakes can look at the holder only after the engine cleared H2's flag.
     */
    private static void rollBackLookedAtLate(Session session, Savepoint savepoint) throws SQLException {
        Transaction transaction = ((SessionLocal) session.h2().unwrap(JdbcConnection.class).getSession()).getTransaction();
        synchronized (transaction) {
            session.rollbackTo(savepoint);
        }
    }

    /** The update count, or the SQLState and message it failed with. */
    private static Object outcome(Future<Object> statement) throws Exception {
        try {
            return statement.get(60, TimeUnit.SECONDS); // a hang guard, beyond every lock timeout here
        } catch (ExecutionException e) {
            return e.getCause();
        }
    }

    private static int update(Session session, String sql) throws SQLException {
        StatementAnalysis analysis = session.analyze(sql);
        return session.run(analysis, () -> {
            try (Statement statement = session.h2().createStatement()) {
                return statement.executeUpdate(analysis.executableSql());
            }
        });
    }
}
