package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import io.hotrow.engine.store.MemoryObjectStore;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A statement that meets a row locked by a transaction which once rolled back to a savepoint.
 * PostgreSQL (and docs/concurrency.md, "Deadlocks and timeouts") bound the wait by
 * {@code lock_timeout}: 55P03. The engine does not: the statement spins on a CPU, inside H2, until
 * the holder ends, however long that is, past its lock timeout.
 *
 * <p>Why: once a transaction rolled back to a savepoint, H2 marks it for good ({@code hasRollback}
 * in {@code Transaction.statusAndLogId}), and {@code Transaction.waitForThisToEnd} returns "ended,
 * look again" at once for such a holder, without looking at the waiter's timeout or status, so
 * {@code TransactionMap.set} loops: the row is still locked, wait returns at once, and so on.
 * Under row locks this also catches the zero-timeout first attempt that should fail at once and
 * queue (docs/concurrency.md, "Hot rows"). And every statement that fails inside a transaction is
 * undone by H2 the same way (the engine's own zero-wait attempts on a locked row included), so
 * holders so marked are common under load (a holder whose own statement met a locked row and went to
 * queue is one): {@link DeadlockVictimTest} found it as stalls, where the spinning session never
 * notices that H2's deadlock check chose it as a victim. A cancel request (an interrupt while H2
 * reports the session blocked) presumably does not reach the spin either: it never parks.
 */
@Timeout(60)
class LockWaitBehindSavepointRollbackTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        db = open("spin", new MemoryObjectStore("spin"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL)");
            s.execute("INSERT INTO t VALUES (1, 0), (2, 0)");
        }
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    @Test
    void aWaitForARowOfATransactionThatRolledBackToASavepointEndsAtTheLockTimeout() throws Exception {
        assertWaitForRowOneEndsAtTheLockTimeout(holder -> {
            try (Statement h = holder.createStatement()) {
                h.executeUpdate("UPDATE t SET n = n + 1 WHERE id = 1"); // holds row 1
                Savepoint savepoint = holder.setSavepoint();
                h.executeUpdate("UPDATE t SET n = n + 1 WHERE id = 2");
                holder.rollback(savepoint); // still holds row 1; H2 now marks the transaction as one that rolled back
            }
        });
    }

    /**
     * The same mark without a failure anyone sees: an insert that does nothing on a conflict meets its key and succeeds, but H2
     * first tried the insert, undid it and went on (as it does for a row a concurrent update changed
     * under a statement, which it runs again). The engine cleared the mark only after a failed
     * statement or a ROLLBACK TO SAVEPOINT, so a transaction that once inserted an existing key so kept
     * it to its end: every statement that met one of its rows spun, and a deadlock victim among
     * them never noticed it was one (DeadlockVictimTest's stall).
     */
    @Test
    void aWaitForARowOfATransactionWhoseInsertMetAConflictEndsAtTheLockTimeout() throws Exception {
        assertWaitForRowOneEndsAtTheLockTimeout(holder -> {
            try (Statement h = holder.createStatement()) {
                h.executeUpdate("UPDATE t SET n = n + 1 WHERE id = 1"); // holds row 1
                h.executeUpdate("INSERT INTO t VALUES (2, 0) ON CONFLICT DO NOTHING"); // an insert if absent: it is there
            }
        });
    }

    private interface Holding {
        void lockRowOne(Connection holder) throws SQLException;
    }

    private void assertWaitForRowOneEndsAtTheLockTimeout(Holding holding) throws Exception {
        try (Connection holder = connect(db)) {
            holder.setAutoCommit(false);
            holding.lockRowOne(holder);

            AtomicLong waiterThread = new AtomicLong();
            Future<Integer> waiter = threads.submit(() -> {
                waiterThread.set(Thread.currentThread().getId());
                try (Connection c = connect(db); Statement s = c.createStatement()) {
                    s.execute("SET lock_timeout = '300ms'");
                    return s.executeUpdate("UPDATE t SET n = n + 10 WHERE id = 1");
                }
            });
            String outcome;
            try {
                waiter.get(30, TimeUnit.SECONDS); // a hang guard, far beyond the lock timeout even on a busy machine
                outcome = "it succeeded while the row was still locked";
            } catch (ExecutionException e) {
                outcome = e.getCause() instanceof SQLException sql ? sql.getSQLState() : String.valueOf(e.getCause());
            } catch (TimeoutException e) {
                ThreadMXBean mx = ManagementFactory.getThreadMXBean();
                long cpuBefore = mx.getThreadCpuTime(waiterThread.get());
                Thread.sleep(500);
                long cpuMillis = (mx.getThreadCpuTime(waiterThread.get()) - cpuBefore) / 1_000_000;
                holder.rollback(); // lets it go
                assertEquals(1, waiter.get(10, TimeUnit.SECONDS), "it ends once the holder does");
                fail("the UPDATE still waited 30 s after its lock_timeout of 300 ms, using " + cpuMillis + " ms of CPU in 500 ms:"
                        + " it spins in H2 instead of failing with 55P03");
                return;
            }
            holder.rollback();
            assertEquals("55P03", outcome, "a wait for a locked row ends at the lock timeout");
        }
    }
}
