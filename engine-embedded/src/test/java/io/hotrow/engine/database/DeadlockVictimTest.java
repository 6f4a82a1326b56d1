package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.hotrow.engine.store.MemoryObjectStore;
import io.hotrow.engine.Await;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Field;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Savepoint;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import org.h2.engine.SessionLocal;
import org.h2.mvstore.tx.Transaction;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Transfers between a few accounts, each transaction updating two or three of them in random
 * order, by six sessions at once (docs/concurrency.md, "Deadlocks and timeouts"). Deadlocks are
 * frequent; every one must end one transaction with 40P01 (or 40001), promptly. What must never
 * happen: a statement failing with an internal error (XX000), or waiting out its lock timeout
 * (55P03) although no client holds a transaction open: every transaction here runs to its end
 * without pausing.
 *
 * <p>Found while writing {@link ConcurrentMixReopenTest}. H2 resolves a deadlock it sees by marking
 * the youngest transaction of the cycle {@code ROLLING_BACK} from the thread that found the cycle
 * ({@code Transaction.isDeadlocked}), trusting that transaction to be parked in H2's wait for a row,
 * to be woken and to notice. Under row locks the one marked often never notices:
 * <ul>
 *   <li>It may be spinning, not parked: {@link LockWaitBehindSavepointRollbackTest} (a waiter for
 *       a transaction that once undid a statement never parks and never looks at its own status).
 *       A thread dump of a stall here showed session 10's transaction {@code ROLLING_BACK}, its
 *       thread in {@code TransactionMap.set}/{@code MVMap.operate} (spinning on session 9's row),
 *       session 9 parked in {@code RowQueues.awaitTurn} behind session 5, and session 5 in H2's
 *       {@code waitForThisToEnd} for session 10. The engine's deadlock check does not see the cycle
 *       9 → 5 → 10 → 9: {@code RowLockWaits.blockerId} treats a blocker that is not {@code OPEN}
 *       (session 10's) as no blocker. Nothing moved until session 5's lock timeout ended it with
 *       55P03 (by default the 30 s lane timeout). Session 10 spun because session 9's transaction
 *       carried H2's mark of a partial rollback, which the engine cleared only after a statement
 *       that failed: an UPDATE that waited in H2 for a row and then found it changed is undone and
 *       run again by H2 itself (a concurrent update), and succeeds with the mark left on. The mark
 *       is now cleared after every statement ({@link LockWaitBehindSavepointRollbackTest} shows
 *       the spin deterministically); this stall showed in about one run of this test in four.</li>
 *   <li>It may be between two attempts (the engine's zero-timeout first attempt is briefly in H2's
 *       wait list): its next write fails with H2's "Transaction n has status ROLLING_BACK, not OPEN".
 *       That was reported as XX000 (an internal error); it is 40P01 now ({@code SqlStates}).</li>
 *   <li>The detecting session itself fails with "Transaction was illegally transitioned from
 *       ROLLING_BACK (or ROLLED_BACK) to ROLLING_BACK" when the victim it picked had been picked by
 *       another session already, or had ended meanwhile: XX000 before, 40P01 now too.</li>
 *   <li>It may be parked in a row's queue ({@link io.hotrow.engine.locks.RowQueues}), not in H2: H2
 *       reads a transaction's wait for its cycle check while the engine's zero-timeout first attempt
 *       is in H2's wait list, and may choose it as the victim just as that attempt gives up and the
 *       statement queues. A dump of a stall (three 55P03 in one CI run; a longer run of 3,000
 *       transactions a session on a quiet machine stalled within 40 s) showed session 8 {@code ROLLING_BACK} and parked behind session 6, session
 *       6 waiting in H2 for session 9, and session 9 in H2 for session 8; no engine check counts an
 *       edge to a transaction that is not {@code OPEN}. A queued waiter now looks at its own status
 *       each time it looks for a cycle ({@link #aQueuedTransactionH2ChoseAsVictimFailsWithADeadlockError}).</li>
 * </ul>
 * None of it loses or corrupts data (the crash and reopen tests find every state exact); it turns
 * retryable deadlocks into errors applications do not retry, and into stalls.
 */
@Timeout(value = 3, unit = TimeUnit.MINUTES)
class DeadlockVictimTest {

    private static final int SESSIONS = 6, ACCOUNTS = 4;
    private static final int TRANSACTIONS = Integer.getInteger("hotrow.deadlock.transactions", 400);

    private final ExecutorService threads = Executors.newFixedThreadPool(SESSIONS);
    private Database db;

    @AfterEach
    void close() throws InterruptedException {
        threads.shutdownNow();
        threads.awaitTermination(30, TimeUnit.SECONDS);
        if (db != null) {
            db.shutdown();
        }
    }

    @Test
    void deadlocksBetweenTransfersEndInDeadlockErrorsNotInternalErrorsOrLockTimeouts() throws Exception {
        db = open("deadlocks", new MemoryObjectStore("deadlocks"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE acct (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("INSERT INTO acct SELECT g, 1000 FROM generate_series(1, " + ACCOUNTS + ") g");
        }
        Map<String, AtomicLong> outcomes = new ConcurrentHashMap<>();
        Map<String, String> firstMessage = new ConcurrentHashMap<>();
        AtomicBoolean failed = new AtomicBoolean();
        long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(90);
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < SESSIONS; w++) {
            long seed = w;
            workers.add(threads.submit((Callable<Void>) () -> {
                Random random = new Random(seed);
                try (Connection c = connect(db); Statement s = c.createStatement();
                     PreparedStatement move = c.prepareStatement("UPDATE acct SET balance = balance + ? WHERE id = ?")) {
                    // A wait this long is a missed deadlock (every transaction runs on at once); honest waits stretch to seconds on a busy machine.
                    s.execute("SET lock_timeout = '30s'");
                    c.setAutoCommit(false);
                    for (int t = 0; t < TRANSACTIONS && System.nanoTime() < deadline && !failed.get(); t++) {
                        List<Integer> accounts = new ArrayList<>();
                        while (accounts.size() < 2 + random.nextInt(2)) {
                            int a = 1 + random.nextInt(ACCOUNTS);
                            if (!accounts.contains(a)) {
                                accounts.add(a);
                            }
                        }
                        long sum = 0;
                        try {
                            for (int i = 0; i < accounts.size(); i++) {
                                long delta = i == accounts.size() - 1 ? -sum : random.nextInt(21) - 10;
                                sum += delta;
                                move.setLong(1, delta);
                                move.setInt(2, accounts.get(i));
                                move.executeUpdate();
                            }
                            c.commit();
                            outcomes.computeIfAbsent("committed", k -> new AtomicLong()).incrementAndGet();
                        } catch (SQLException e) {
                            outcomes.computeIfAbsent(e.getSQLState(), k -> new AtomicLong()).incrementAndGet();
                            if (!e.getSQLState().startsWith("40")) {
                                failed.set(true); // one is enough: the others stop at their next transaction
                            }
                            firstMessage.putIfAbsent(e.getSQLState(), e.getMessage() + (e.getCause() == null ? ""
                                    : " / cause: " + e.getCause().getMessage()));
                            c.rollback();
                        }
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get(150, TimeUnit.SECONDS);
        }
        Map<String, Long> counts = new TreeMap<>();
        outcomes.forEach((state, n) -> counts.put(state, n.get()));
        System.out.println("DeadlockVictimTest: outcomes " + counts + "; first messages " + firstMessage);
        try (Connection c = connect(db); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT sum(balance) FROM acct")) {
            rs.next();
            assertEquals(ACCOUNTS * 1000L, rs.getLong(1), "transfers keep the total");
        }
        counts.keySet().removeAll(List.of("committed", "40P01", "40001"));
        assertEquals(Map.of(), counts, "failures other than deadlocks and serialization failures (55P03: a missed deadlock);"
                + " first messages: " + firstMessage);
    }

    /**
     * Deterministic: session c queues behind b's wait for a's row, and then H2 marks c's transaction
     * as a deadlock's victim the way its own check does (status {@code ROLLING_BACK}, the victim's
     * blocker's waiters woken). c must fail with 40P01 at its next look, not wait until its turn.
     */
    @Test
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aQueuedTransactionH2ChoseAsVictimFailsWithADeadlockError() throws Throwable {
        db = open("victim", new MemoryObjectStore("victim"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE acct (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("INSERT INTO acct VALUES (1, 0), (2, 0)");
        }
        try (Connection a = connect(db); Connection b = connect(db); Connection c = connect(db)) {
            for (Connection each : List.of(a, b, c)) {
                each.setAutoCommit(false);
            }
            update(a, 1);
            update(c, 2);
            Future<Integer> head = threads.submit(() -> update(b, 1));
            Await.until("b waits for a's row in H2, as the row queue's head", () -> db.waitingForRowLocks() == 1);
            Future<Integer> queued = threads.submit(() -> update(c, 1));
            Await.until("c waits behind b in the row's queue", () -> db.waitingInRowQueues() == 1);
            markAsH2sDeadlockVictim(db.rowQueues()::waitsFor);
            ExecutionException failure = assertThrows(ExecutionException.class, () -> queued.get(30, TimeUnit.SECONDS));
            assertEquals("40P01", ((SQLException) failure.getCause()).getSQLState(), failure.getCause().getMessage());
            // Unnoticed, the mark ends c's wait only once b's wait for a runs out (the 30 s lane timeout) and c's turn comes.
            assertFalse(head.isDone(), "c failed as soon as it looked at its status, while b still waits for a");
            c.rollback();
            a.commit();
            assertEquals(1, head.get(30, TimeUnit.SECONDS));
            b.commit();
        }
        try (Connection c = connect(db); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT balance FROM acct ORDER BY id")) {
            rs.next();
            assertEquals(2, rs.getLong(1), "a's and b's additions");
            rs.next();
            assertEquals(0, rs.getLong(1), "c's was rolled back");
        }
    }

    /**
     * Deterministic: b meets a unique key of a's, while a waits in H2 for a row b holds. PostgreSQL's
     * wait for the key finds the deadlock; so must the engine, whichever way it waits for the key:
     * <ul>
     *   <li>a holds the row that has the key (it updated it): the engine looks at that row with a lock
     *       that does not wait, and H2's check says deadlock. That was taken for "the key is simply
     *       taken": b got 23505, rolled back to its savepoint and went on, its H2 transaction still
     *       noting a wait for a (H2 clears it only when a wait ends without an error), and its next
     *       write failed on H2's own assertion (XX000; without assertions, a wait that is not there in
     *       every later deadlock check). ConcurrentMixReopenTest met it in CI.</li>
     *   <li>a is inserting the key: H2 names no row, and b looks again and again; nobody saw the
     *       cycle, and b failed with 55P03 after the 30 s lane timeout.</li>
     * </ul>
     */
    @ParameterizedTest
    @CsvSource(delimiter = '|', value = {
            "UPDATE ticket SET note = 1 WHERE id = 1 | INSERT INTO ticket VALUES (2, 7, 0)",
            "INSERT INTO ticket VALUES (3, 8, 0)     | INSERT INTO ticket VALUES (2, 8, 0)"})
    @Timeout(value = 60, unit = TimeUnit.SECONDS)
    void aUniqueKeyOfATransactionThatWaitsForThisOneIsADeadlock(String aTakesTheKey, String bMeetsIt) throws Exception {
        db = open("key-cycle", new MemoryObjectStore("key-cycle"));
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE acct (id int PRIMARY KEY, balance bigint NOT NULL)");
            s.execute("CREATE TABLE ticket (id int PRIMARY KEY, k int UNIQUE, note int)");
            s.execute("INSERT INTO acct VALUES (1, 0), (2, 0)");
            s.execute("INSERT INTO ticket VALUES (1, 7, 0)");
        }
        try (Connection a = connect(db); Connection b = connect(db); Statement bs = b.createStatement()) {
            a.setAutoCommit(false);
            b.setAutoCommit(false);
            try (Statement s = a.createStatement()) {
                s.execute(aTakesTheKey); // a begins first: b is the younger, H2's victim
            }
            update(b, 1);
            Future<Integer> waiting = threads.submit(() -> update(a, 1));
            Await.until("a waits for b's row in H2", () -> db.waitingForRowLocks() == 1);
            Savepoint savepoint = b.setSavepoint();
            SQLException deadlock = assertThrows(SQLException.class, () -> bs.execute(bMeetsIt));
            assertEquals("40P01", deadlock.getSQLState(), deadlock.getMessage());
            assertEquals("25P02", assertThrows(SQLException.class, () -> b.rollback(savepoint)).getSQLState(),
                    "a deadlock rolled back all of b, as the engine says it does");
            assertEquals(1, waiting.get(30, TimeUnit.SECONDS), "b holds no row once its deadlock error is out");
            b.rollback();
            assertEquals(1, update(b, 2), "b's next transaction writes");
            b.commit();
            a.commit();
        }
        try (Connection c = connect(db); Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT sum(balance) FROM acct")) {
            rs.next();
            assertEquals(2, rs.getLong(1), "a's update and b's second transaction's");
        }
    }

    private static int update(Connection c, int id) throws SQLException {
        try (PreparedStatement add = c.prepareStatement("UPDATE acct SET balance = balance + 1 WHERE id = ?")) {
            add.setInt(1, id);
            return add.executeUpdate();
        }
    }

    /** Sets the status of the queued session's H2 transaction as H2's {@code Transaction.isDeadlocked} sets its victim's. */
    private void markAsH2sDeadlockVictim(Function<Object, Object> queuedBehind) throws Throwable {
        Field sessions = Database.class.getDeclaredField("sessions"), rowLocks = Session.class.getDeclaredField("rowLocks"),
                h2 = RowLockWaits.class.getDeclaredField("h2");
        for (Field field : List.of(sessions, rowLocks, h2)) {
            field.setAccessible(true);
        }
        Session victim = ((Map<?, ?>) sessions.get(db)).values().stream().map(Session.class::cast)
                .filter(session -> queuedBehind.apply(session) != null).findFirst().orElseThrow();
        Transaction transaction = ((SessionLocal) h2.get(rowLocks.get(victim))).getTransaction();
        MethodHandles.Lookup h2Lookup = MethodHandles.privateLookupIn(Transaction.class, MethodHandles.lookup());
        int rollingBack = (int) h2Lookup.findStaticVarHandle(Transaction.class, "STATUS_ROLLING_BACK", int.class).get();
        h2Lookup.findVirtual(Transaction.class, "setStatus", MethodType.methodType(long.class, int.class)).invoke(transaction, rollingBack);
    }
}
