package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.Await;
import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Transactions of one database run at once under row locks (docs/concurrency.md): who waits for
 * whom, what a waiter sees, how waits end, and that the log replays what was committed.
 */
@Timeout(120)
class RowLocksTest {

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTable() throws SQLException {
        store = new MemoryObjectStore("row-locks");
        db = open("shop", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE t (id int PRIMARY KEY, n int NOT NULL, stock int NOT NULL)");
            s.execute("INSERT INTO t SELECT g, 0, 100 FROM generate_series(1, 20) g");
        }
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    private Connection transaction() throws SQLException {
        Connection c = connect(db);
        c.setAutoCommit(false);
        return c;
    }

    private static int update(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            return s.executeUpdate(sql);
        }
    }

    private static void execute(Connection c, String sql) throws SQLException {
        try (Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private long value(String sql) throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement(); ResultSet rs = s.executeQuery(sql)) {
            rs.next();
            return rs.getLong(1);
        }
    }

    private static String state(Future<?> future) throws Exception {
        try {
            future.get(10, TimeUnit.SECONDS);
            return "ok";
        } catch (java.util.concurrent.ExecutionException e) {
            return e.getCause() instanceof SQLException sql ? sql.getSQLState() : e.getCause().toString();
        }
    }

    @Test
    void theH2InternalsTheRowQueuesReadAreThere() throws Exception {
        assertTrue(RowLockWaits.reachesH2Internals(), "an H2 upgrade renamed a field docs/concurrency.md relies on");
        try (Connection a = transaction(); Connection b = connect(db); Connection c = connect(db)) {
            update(a, "UPDATE t SET n = 1 WHERE id = 1");
            Future<Integer> first = threads.submit(() -> update(b, "UPDATE t SET n = n + 10 WHERE id = 1"));
            Await.until("b waits for the row in H2, as its queue's head", () -> db.waitingForRowLocks() == 1);
            Future<Integer> second = threads.submit(() -> update(c, "UPDATE t SET n = n + 100 WHERE id = 1"));
            Await.until("c waits behind b in the row's queue: H2 named the row", () -> db.waitingInRowQueues() == 1);
            a.commit();
            assertEquals(1, first.get(10, TimeUnit.SECONDS));
            assertEquals(1, second.get(10, TimeUnit.SECONDS));
        }
        assertEquals(111, value("SELECT n FROM t WHERE id = 1"));
    }

    @Test
    void writersOfDifferentRowsInOneThreadDoNotWait() throws Exception {
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "UPDATE t SET n = n + 1 WHERE id = 1");
            update(b, "UPDATE t SET n = n + 1 WHERE id = 2"); // the old lane made this wait for a's end
            b.commit();
            a.commit();
        }
        assertEquals(2, value("SELECT sum(n) FROM t"));
    }

    @Test
    void aWaiterSeesTheCommittedValueAndReadersNeverWait() throws Exception {
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "UPDATE t SET n = n + 1 WHERE id = 1");
            Future<Integer> waiting = threads.submit(() -> update(b, "UPDATE t SET n = n + 1 WHERE id = 1"));
            Await.until("b waits for a's row lock", () -> db.waitingForRowLocks() == 1);
            assertEquals(0, value("SELECT n FROM t WHERE id = 1"), "a reader sees the committed value, at once");
            a.commit();
            assertEquals(1, waiting.get(10, TimeUnit.SECONDS));
            b.commit();
        }
        assertEquals(2, value("SELECT n FROM t WHERE id = 1"));
    }

    @Test
    void anAutocommitWriteWaitsForTheRowOutsideTheLaneAndOthersCommitMeanwhile() throws Exception {
        try (Connection a = transaction(); Connection auto = connect(db); Connection other = connect(db)) {
            update(a, "UPDATE t SET n = n + 1 WHERE id = 1");
            Future<Integer> waiting = threads.submit(() -> update(auto, "UPDATE t SET n = n + 10 WHERE id = 1"));
            Await.until("the autocommit write waits for a's row lock", () -> db.waitingForRowLocks() == 1);
            assertEquals(1, update(other, "UPDATE t SET n = n + 1 WHERE id = 2"), "the lane is free for other writers");
            a.commit();
            assertEquals(1, waiting.get(10, TimeUnit.SECONDS));
        }
        assertEquals(11, value("SELECT n FROM t WHERE id = 1"));
    }

    @Test
    void aRowOfATransactionThatRolledBackAStatementIsWaitedForWithoutStoppingOtherCommits() throws Exception {
        try (Connection a = transaction(); Connection b = connect(db); Connection c = connect(db)) {
            update(a, "UPDATE t SET n = 1 WHERE id = 1");
            java.sql.Savepoint before = a.setSavepoint();
            update(a, "UPDATE t SET n = 2 WHERE id = 2");
            a.rollback(before); // H2 then made everyone who meets a's rows retry in a loop
            assertThrows(SQLException.class, () -> update(a, "UPDATE t SET n = 1 / 0 WHERE id = 3"));
            Future<Integer> waiting = threads.submit(() -> update(b, "UPDATE t SET n = n + 10 WHERE id = 1"));
            Await.until("b waits for a's row", () -> db.waitingForRowLocks() == 1);
            Future<Integer> other = threads.submit(() -> update(c, "UPDATE t SET n = n + 1 WHERE id = 2"));
            assertEquals(1, other.get(10, TimeUnit.SECONDS), "the commit section is free for another row");
            a.rollback();
            assertEquals(1, waiting.get(10, TimeUnit.SECONDS));
        }
        assertEquals(10, value("SELECT n FROM t WHERE id = 1"));
        assertEquals(1, value("SELECT n FROM t WHERE id = 2"));
    }

    @Test
    void sameRowWritersInTransactionsAreExactAndCheckedDecrementsNeverOversell() throws Exception {
        AtomicInteger sold = new AtomicInteger();
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < 8; w++) {
            workers.add(threads.submit((Callable<Void>) () -> {
                try (Connection c = transaction()) {
                    for (int i = 0; i < 100; i++) {
                        update(c, "UPDATE t SET n = n + 1 WHERE id = 3");
                        sold.addAndGet(update(c, "UPDATE t SET stock = stock - 1 WHERE id = 4 AND stock > 0"));
                        c.commit();
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get(60, TimeUnit.SECONDS);
        }
        assertEquals(800, value("SELECT n FROM t WHERE id = 3"));
        assertEquals(100, sold.get());
        assertEquals(0, value("SELECT stock FROM t WHERE id = 4"));
    }

    @Test
    void aDeadlockFailsOneTransactionWith40P01() throws Exception {
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "UPDATE t SET n = 1 WHERE id = 1");
            update(b, "UPDATE t SET n = 2 WHERE id = 2");
            Future<Integer> aWaits = threads.submit(() -> update(a, "UPDATE t SET n = 1 WHERE id = 2"));
            Await.until("a waits for b", () -> db.waitingForRowLocks() == 1);
            Future<Integer> bWaits = threads.submit(() -> update(b, "UPDATE t SET n = 2 WHERE id = 1"));
            String first = state(aWaits), second = state(bWaits);
            assertTrue(first.equals("40P01") != second.equals("40P01"), "exactly one is the victim: " + first + ", " + second);
            Connection victim = first.equals("40P01") ? a : b;
            SQLException after = assertThrows(SQLException.class, () -> update(victim, "UPDATE t SET n = 9 WHERE id = 9"));
            assertEquals("25P02", after.getSQLState());
            victim.rollback();
            (victim == a ? b : a).commit();
        }
    }

    /**
     * A row's queue can be headed by a transaction that does not hold the row: its turn came, and its
     * statement, run again, found the row no longer matching and left it unlocked. Another transaction
     * then takes the row without queueing, and a third queues behind that head. A cycle through the
     * row's holder must still be seen (it was not: the third waited out its lock timeout).
     */
    @Test
    void aDeadlockThroughARowWhoseQueueHeadDoesNotHoldItFailsWith40P01() throws Exception {
        try (Connection first = transaction(); Connection second = transaction(); Connection head = transaction();
             Connection holder = transaction(); Connection waiter = transaction()) {
            update(first, "UPDATE t SET stock = 1 WHERE id = 1");
            Future<Integer> secondWaits = threads.submit(() -> update(second, "UPDATE t SET stock = 0 WHERE id = 1"));
            Await.until("second waits for first in H2", () -> db.waitingForRowLocks() == 1);
            Future<Integer> headQueues = threads.submit(() -> update(head, "UPDATE t SET stock = stock - 1 WHERE id = 1 AND stock > 0"));
            Await.until("head queues behind second", () -> db.waitingInRowQueues() == 1);
            first.commit();
            assertEquals(1, secondWaits.get(10, TimeUnit.SECONDS));
            second.commit();
            assertEquals(0, headQueues.get(10, TimeUnit.SECONDS), "its turn came, and the row no longer matched");
            update(holder, "UPDATE t SET n = 1 WHERE id = 1"); // not locked: head heads the queue without holding the row
            update(waiter, "UPDATE t SET n = 2 WHERE id = 2");
            update(holder, "SET lock_timeout = '5s'");
            update(waiter, "SET lock_timeout = '5s'");
            Future<Integer> waiterQueues = threads.submit(() -> update(waiter, "UPDATE t SET n = 2 WHERE id = 1"));
            Await.until("waiter queues behind head", () -> db.waitingInRowQueues() == 1);
            Future<Integer> holderWaits = threads.submit(() -> update(holder, "UPDATE t SET n = 1 WHERE id = 2"));
            // Only the waiter in the queue looks for cycles here: H2 sees the holder's wait but not the queue's.
            assertEquals("40P01", state(waiterQueues));
            waiter.rollback(); // an aborted transaction keeps its rows until it ends, as in PostgreSQL
            assertEquals("ok", state(holderWaits));
            holder.commit();
            head.commit();
        }
    }

    @Test
    void lockTimeoutStatementTimeoutAndCancelEndARowLockWait() throws Exception {
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "UPDATE t SET n = 5 WHERE id = 1");
            update(b, "SET lock_timeout = '100ms'");
            assertEquals("55P03", assertThrows(SQLException.class, () -> update(b, "UPDATE t SET n = 6 WHERE id = 1")).getSQLState());
            b.rollback();
            update(b, "SET statement_timeout = '100ms'");
            assertEquals("57014", assertThrows(SQLException.class, () -> update(b, "UPDATE t SET n = 6 WHERE id = 1")).getSQLState());
            b.rollback();
            update(b, "RESET ALL");
            b.commit();
            try (Statement waiting = b.createStatement()) {
                Future<Integer> blocked = threads.submit(() -> waiting.executeUpdate("UPDATE t SET n = 6 WHERE id = 1"));
                Await.until("b waits for a's row lock", () -> db.waitingForRowLocks() == 1);
                waiting.cancel();
                assertEquals("57014", state(blocked));
            }
            b.rollback();
            a.commit();
        }
        assertEquals(5, value("SELECT n FROM t WHERE id = 1"));
    }

    @Test
    void repeatableReadFailsWith40001OnARowChangedSinceItsSnapshot() throws Exception {
        try (Connection a = transaction(); Connection b = connect(db)) {
            a.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
            try (Statement s = a.createStatement(); ResultSet rs = s.executeQuery("SELECT n FROM t WHERE id = 1")) {
                rs.next();
            }
            update(b, "UPDATE t SET n = n + 1 WHERE id = 1");
            assertEquals("40001", assertThrows(SQLException.class, () -> update(a, "UPDATE t SET n = n + 1 WHERE id = 1")).getSQLState());
            a.rollback();
        }
        assertEquals(1, value("SELECT n FROM t WHERE id = 1"));
    }

    @Test
    void serializableTransactionsThatWriteRunOneAfterAnother() throws Exception {
        try (Connection a = transaction(); Connection b = transaction()) {
            a.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            b.setTransactionIsolation(Connection.TRANSACTION_SERIALIZABLE);
            long sumA = sum(a);
            update(a, "UPDATE t SET n = n + " + (sumA + 1) + " WHERE id = 1");
            Future<Long> bReads = threads.submit(() -> sum(b)); // waits for a's turn to end
            a.commit();
            long sumB = bReads.get(10, TimeUnit.SECONDS);
            assertEquals(sumA + 1, sumB, "b's snapshot holds a's write: the two ran one after the other");
            b.commit();
        }
    }

    private static long sum(Connection c) throws SQLException {
        try (Statement s = c.createStatement(); ResultSet rs = s.executeQuery("SELECT sum(n) FROM t WHERE id IN (1, 2)")) {
            rs.next();
            return rs.getLong(1);
        }
    }

    @Test
    void aSchemaChangeWaitsForUncommittedWritesButNotForReaders() throws Exception {
        try (Connection reader = transaction(); Connection writer = transaction(); Connection ddl = connect(db)) {
            try (Statement s = reader.createStatement(); ResultSet rs = s.executeQuery("SELECT count(*) FROM t")) {
                rs.next();
            }
            update(writer, "UPDATE t SET n = 7 WHERE id = 5");
            Future<Integer> alter = threads.submit(() -> update(ddl, "ALTER TABLE t ADD COLUMN note text"));
            assertFalse(alter.isDone());
            writer.commit();
            alter.get(10, TimeUnit.SECONDS);
            reader.commit();
        }
        assertEquals(7, value("SELECT n FROM t WHERE id = 5 AND note IS NULL"));
    }

    @Test
    void concurrentMixedTransactionsReopenToTheCommittedState() throws Exception {
        List<Future<?>> workers = new ArrayList<>();
        for (int w = 0; w < 6; w++) {
            int seed = w;
            workers.add(threads.submit((Callable<Void>) () -> {
                Random random = new Random(seed);
                try (Connection c = transaction()) {
                    for (int i = 0; i < 150; i++) {
                        int row = 1 + random.nextInt(20);
                        update(c, "UPDATE t SET n = n + 1 WHERE id = " + row);
                        update(c, "UPDATE t SET stock = stock - 1 WHERE id = " + (1 + random.nextInt(20)) + " AND stock > 0");
                        try {
                            if (random.nextInt(4) == 0) {
                                c.rollback();
                            } else {
                                c.commit();
                            }
                        } catch (SQLException e) {
                            c.rollback();
                        }
                    }
                } catch (SQLException e) {
                    if (!"40P01".equals(e.getSQLState())) {
                        throw e;
                    }
                }
                return null;
            }));
        }
        for (Future<?> worker : workers) {
            worker.get(60, TimeUnit.SECONDS);
        }
        String before = dump(db);
        db.shutdown();
        db = open("shop", store);
        assertEquals(before, dump(db));
    }

    private void parentsAndChildren() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY)");
            s.execute("CREATE TABLE child (id int PRIMARY KEY, parent_id bigint REFERENCES parent (id))");
            s.execute("INSERT INTO parent VALUES (1), (2)");
        }
    }

    @Test
    void aParentDeletedWhileAChildIsInsertedFailsOnceTheChildCommits() throws Exception {
        parentsAndChildren();
        try (Connection child = transaction(); Connection parent = transaction()) {
            update(child, "INSERT INTO child VALUES (1, 2)");
            Future<Integer> delete = threads.submit(() -> update(parent, "DELETE FROM parent WHERE id = 2"));
            Await.until("the delete waits for the child's transaction", () -> db.waitingForReferences() == 1);
            child.commit();
            assertEquals("23503", state(delete));
            parent.rollback();
        }
        assertEquals(0, value("SELECT count(*) FROM child WHERE parent_id NOT IN (SELECT id FROM parent)"));
    }

    @Test
    void aChildInsertedWhileItsParentIsDeletedFailsOnceTheDeleteCommits() throws Exception {
        parentsAndChildren();
        try (Connection parent = transaction(); Connection child = transaction()) {
            update(parent, "DELETE FROM parent WHERE id = 2");
            Future<Integer> insert = threads.submit(() -> update(child, "INSERT INTO child VALUES (1, 2)"));
            Await.until("the insert waits for the delete's transaction", () -> db.waitingForReferences() == 1);
            parent.commit();
            assertEquals("23503", state(insert));
            child.rollback();
        }
        assertEquals(0, value("SELECT count(*) FROM child"));
    }

    @Test
    void childrenOfOneParentAreInsertedSideBySide() throws Exception {
        parentsAndChildren();
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "INSERT INTO child VALUES (1, 1)");
            update(b, "INSERT INTO child VALUES (2, 1)"); // a share never waits for a share
            b.commit();
            a.commit();
        }
        assertEquals(2, value("SELECT count(*) FROM child WHERE parent_id = 1"));
    }

    @Test
    void aReadByKeyThenAWriteOfAValueFromTheApplicationIsReportedAsALostUpdateRisk() throws Exception {
        try (Connection c = transaction()) {
            long n;
            try (java.sql.PreparedStatement read = c.prepareStatement("SELECT n FROM t WHERE id = ?")) {
                read.setInt(1, 5);
                try (ResultSet rs = read.executeQuery()) {
                    rs.next();
                    n = rs.getLong(1);
                }
            }
            try (java.sql.PreparedStatement write = c.prepareStatement("UPDATE t SET n = ? WHERE id = ?")) {
                write.setLong(1, n + 1);
                write.setInt(2, 5);
                write.executeUpdate();
            }
            c.commit();
            // The safe forms: locked by the read, or computed in SQL.
            execute(c, "SELECT n FROM t WHERE id = 6 FOR UPDATE");
            update(c, "UPDATE t SET n = 1 WHERE id = 6");
            c.commit();
            execute(c, "SELECT n FROM t WHERE id = 7");
            update(c, "UPDATE t SET n = n + 1 WHERE id = 7");
            c.commit();
            execute(c, "SELECT stock FROM t WHERE id = 8"); // read one column, then set another from the application
            update(c, "UPDATE t SET n = 3 WHERE id = 8");
            c.commit();
        }
        try (Connection c = connect(db); Statement s = c.createStatement();
             ResultSet rs = s.executeQuery("SELECT row_key, lost_update_risks, advice FROM hotrow.hot_rows WHERE lost_update_risks > 0")) {
            assertTrue(rs.next());
            assertEquals("id=5", rs.getString(1));
            assertEquals(1, rs.getLong(2));
            assertTrue(rs.getString(3).contains("FOR UPDATE"), rs.getString(3));
            assertFalse(rs.next(), "only the row read, then written with the application's value");
        }
    }

    @Test
    void theSerializedModeKeepsOneWriterAtATime() throws Exception {
        db.shutdown();
        db = open("shop", store, EngineSettings.DEFAULT.withConcurrency(Concurrency.SERIALIZED));
        try (Connection a = transaction(); Connection b = transaction()) {
            update(a, "UPDATE t SET n = n + 1 WHERE id = 1");
            Future<Integer> bWrites = threads.submit(() -> update(b, "UPDATE t SET n = n + 1 WHERE id = 2"));
            Await.until("b waits for the lane", () -> db.lane().waiting() == 1);
            a.commit();
            assertEquals(1, bWrites.get(10, TimeUnit.SECONDS));
            b.commit();
        }
    }
}
