package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.open;
import static io.hotrow.engine.EngineFixture.reopenedFromLogAndSnapshot;
import static io.hotrow.engine.EngineFixture.single;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * {@code DEFERRABLE} unique and primary keys (docs/dialect.md): checked at the end of each statement
 * while immediate and at commit while deferred, as PostgreSQL checks them; a duplicate left at
 * commit fails the commit with 23505 and rolls the transaction back; two transactions inserting one
 * key never both commit; the catalog shows the timing as PostgreSQL does (pg_constraint,
 * pg_get_constraintdef, information_schema, pg_index.indimmediate); all of it through replay and
 * snapshots.
 */
@Timeout(60)
class DeferrableUniqueKeysTest {

    private static final String TIMINGS = "SELECT string_agg(conname || ' ' || contype::text || ' ' || CASE WHEN condeferrable THEN 'deferrable' ELSE 'not' END"
            + " || ' ' || CASE WHEN condeferred THEN 'deferred' ELSE 'immediate' END, ', ' ORDER BY conname) FROM pg_constraint WHERE conrelid IN ('du'::regclass, 'dp'::regclass)";
    private static final String DEFINITIONS = "SELECT string_agg(pg_get_constraintdef(oid), ', ' ORDER BY conname) FROM pg_constraint"
            + " WHERE conrelid IN ('du'::regclass, 'dp'::regclass)";
    private static final String INFORMATION_SCHEMA = "SELECT string_agg(constraint_name || ' ' || is_deferrable || ' ' || initially_deferred,"
            + " ', ' ORDER BY constraint_name) FROM information_schema.table_constraints WHERE table_name IN ('du', 'dp')"
            + " AND constraint_type <> 'CHECK'";
    private static final String IMMEDIATE = "SELECT string_agg(c.relname || ' ' || CASE WHEN i.indimmediate THEN 'immediate' ELSE 'deferrable' END, ', ' ORDER BY c.relname) FROM pg_index i"
            + " JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid IN ('du'::regclass, 'dp'::regclass)";

    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("deferrable-unique");
        db = open("du", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE du (id int, k int UNIQUE DEFERRABLE INITIALLY DEFERRED, n int UNIQUE)");
            s.execute("CREATE TABLE dp (id text PRIMARY KEY DEFERRABLE, v int, CONSTRAINT dp_v UNIQUE (v) DEFERRABLE INITIALLY IMMEDIATE)");
        }
    }

    @AfterEach
    void close() {
        db.shutdown();
    }

    @Test
    void theCatalogShowsEachKeysTimingAsPostgresDoesAfterReplayAndRestoreToo() throws Exception {
        assertCatalog();
        db = reopenedFromLogAndSnapshot(db, store);
        assertCatalog();
    }

    @Test
    void aDeferredKeyMayBeBrokenUntilCommitAndTheReplayedTransactionRestoresToo() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO du VALUES (1, 1, 1), (2, 2, 2)");
            c.setAutoCommit(false);
            s.execute("INSERT INTO du VALUES (3, 3, 3)");
            s.execute("UPDATE du SET k = 9 WHERE id = 3");
            s.execute("UPDATE du SET k = 2 WHERE id = 1"); // two rows of k = 2 until the next statement
            s.execute("UPDATE du SET k = 1 WHERE id = 2");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("1:2 2:1 3:9", single(s, "SELECT string_agg(id || ':' || k, ' ' ORDER BY id) FROM du"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            c.setAutoCommit(false);
            s.execute("UPDATE du SET k = 2 WHERE id = 2"); // still deferred after the restore
            s.execute("UPDATE du SET k = 1 WHERE id = 1");
            c.commit();
        }
    }

    @Test
    void aDuplicateLeftAtCommitFailsTheCommitAndNothingOfItStays() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO du VALUES (1, 1, 1)");
            c.setAutoCommit(false);
            s.execute("INSERT INTO du VALUES (2, 2, 2)");
            s.execute("INSERT INTO du VALUES (3, 1, 3)");
            SQLException e = assertThrows(SQLException.class, c::commit);
            assertEquals("23505", e.getSQLState(), e.getMessage());
            assertTrue(e.getMessage().startsWith("duplicate key value violates unique constraint \"du_k_key\""), e.getMessage());
            c.setAutoCommit(true);
            assertEquals("1", single(s, "SELECT count(*) FROM du"));
            SQLException autocommit = assertThrows(SQLException.class, () -> s.execute("INSERT INTO du VALUES (4, 1, 4)"));
            assertEquals("23505", autocommit.getSQLState(), autocommit.getMessage());
            assertEquals("1", single(s, "SELECT count(*) FROM du"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }

    @Test
    void anImmediateKeyIsCheckedAtTheEndOfEachStatementAndSetConstraintsDefersIt() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO dp VALUES ('a', 1), ('b', 2), ('c', 3)");
            s.execute("UPDATE dp SET v = v + 1"); // each row's new key meets the next row's old one, as PostgreSQL allows
            assertEquals("a:2 b:3 c:4", single(s, "SELECT string_agg(id || ':' || v, ' ' ORDER BY id) FROM dp"));
            SQLException once = assertThrows(SQLException.class, () -> s.execute("UPDATE dp SET v = 2 WHERE id = 'c'"));
            assertEquals("23505", once.getSQLState(), once.getMessage());
            c.setAutoCommit(false);
            SQLException inTransaction = assertThrows(SQLException.class, () -> s.execute("UPDATE dp SET v = 2 WHERE id = 'c'"));
            assertEquals("23505", inTransaction.getSQLState(), inTransaction.getMessage());
            c.rollback();
            s.execute("SET CONSTRAINTS dp_v DEFERRED");
            s.execute("UPDATE dp SET v = 2 WHERE id = 'c'");
            SQLException madeImmediate = assertThrows(SQLException.class, () -> s.execute("SET CONSTRAINTS dp_v IMMEDIATE"));
            assertEquals("23505", madeImmediate.getSQLState(), madeImmediate.getMessage());
            c.rollback();
            s.execute("SET CONSTRAINTS ALL DEFERRED");
            s.execute("UPDATE dp SET v = 2 WHERE id = 'c'");
            s.execute("UPDATE dp SET v = 5 WHERE id = 'a'");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("a:5 b:3 c:2", single(s, "SELECT string_agg(id || ':' || v, ' ' ORDER BY id) FROM dp"));
        }
    }

    /**
     * A statement an immediate key fails at its end was applied by H2 by then: it is undone as a statement that fails is,
     * its rows no longer held, so another transaction changes them at once, as in PostgreSQL (the failed statement's rows
     * stayed locked in H2 to the transaction's end, while the engine's change list had dropped them).
     */
    @Test
    void aStatementAnImmediateKeyFailsHoldsNoRowsAfterwards() throws Exception {
        try (Connection c = connect(db); Connection other = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO dp VALUES ('a', 1), ('b', 2)");
            c.setAutoCommit(false);
            assertEquals("23505", assertThrows(SQLException.class, () -> s.execute("UPDATE dp SET v = 1 WHERE id = 'b'")).getSQLState());
            other.createStatement().execute("SET lock_timeout = '200ms'");
            assertEquals(1, other.createStatement().executeUpdate("UPDATE dp SET v = 5 WHERE id = 'b'"));
            c.rollback();
            assertEquals("a 1, b 5", single(c.createStatement(), "SELECT string_agg(id || ' ' || v, ', ' ORDER BY id) FROM dp"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
        try (Connection c = connect(db)) {
            assertEquals("a 1, b 5", single(c.createStatement(), "SELECT string_agg(id || ' ' || v, ', ' ORDER BY id) FROM dp"));
        }
    }

    @Test
    void aKeyThatIsNotDeferrableIsStillCheckedAtEachRow() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO du VALUES (1, 1, 1)");
            c.setAutoCommit(false);
            SQLException e = assertThrows(SQLException.class, () -> s.execute("INSERT INTO du VALUES (2, 2, 1)"));
            assertEquals("23505", e.getSQLState(), e.getMessage());
            c.rollback();
        }
    }

    @Test
    void twoTransactionsInsertingOneKeyNeverBothCommit() throws Exception {
        ExecutorService committers = Executors.newFixedThreadPool(2);
        try (Connection first = connect(db); Connection second = connect(db); Statement s = first.createStatement()) {
            first.setAutoCommit(false);
            second.setAutoCommit(false);
            try (Statement one = first.createStatement(); Statement two = second.createStatement()) {
                one.execute("INSERT INTO du VALUES (1, 50, 1)");
                two.execute("INSERT INTO du VALUES (2, 50, 2)"); // not held up: the key is checked at commit
            }
            List<Future<String>> commits = new ArrayList<>();
            for (Connection c : List.of(first, second)) {
                commits.add(committers.submit(() -> {
                    try {
                        c.commit();
                        return "committed";
                    } catch (SQLException e) {
                        return e.getSQLState();
                    }
                }));
            }
            List<String> outcomes = new ArrayList<>();
            for (Future<String> commit : commits) {
                outcomes.add(commit.get(30, TimeUnit.SECONDS));
            }
            outcomes.sort(null);
            assertEquals(List.of("23505", "committed"), outcomes);
            first.setAutoCommit(true);
            assertEquals("1", single(s, "SELECT count(*) FROM du WHERE k = 50"));
        } finally {
            committers.shutdownNow();
        }
    }

    @Test
    void onConflictRefusesADeferrableArbiterAsPostgresDoes() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (String upsert : List.of("INSERT INTO du VALUES (1, 1, 1) ON CONFLICT (k) DO NOTHING",
                    "INSERT INTO du VALUES (1, 1, 1) ON CONFLICT DO NOTHING", "INSERT INTO dp VALUES ('a', 1) ON CONFLICT (v) DO UPDATE SET v = 2",
                    "INSERT INTO dp VALUES ('a', 1) ON CONFLICT ON CONSTRAINT dp_v DO UPDATE SET v = 2")) {
                SQLException e = assertThrows(SQLException.class, () -> s.execute(upsert), upsert);
                assertEquals("55000", e.getSQLState(), e.getMessage());
            }
            s.execute("INSERT INTO du VALUES (1, 1, 1) ON CONFLICT (n) DO NOTHING"); // a key that is not deferrable is an arbiter
            s.execute("INSERT INTO du VALUES (2, 2, 1) ON CONFLICT ON CONSTRAINT du_n_key DO NOTHING"); // named, as PostgreSQL names it
            assertEquals("1", single(s, "SELECT count(*) FROM du"));
        }
    }

    @Test
    void aForeignKeyCannotReferenceADeferrableKey() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            for (String ddl : List.of("CREATE TABLE dr (x int REFERENCES du (k))", "CREATE TABLE dr (x text REFERENCES public.dp)",
                    "CREATE TABLE dr (x int, FOREIGN KEY (x) REFERENCES \"dp\" (v))")) {
                SQLException e = assertThrows(SQLException.class, () -> s.execute(ddl), ddl);
                assertEquals("55000", e.getSQLState(), e.getMessage());
            }
            s.execute("CREATE TABLE dr (x int REFERENCES du (n))");
            assertEquals("1", single(s, "SELECT count(*) FROM pg_constraint WHERE conrelid = 'dr'::regclass AND contype = 'f'"));
        }
    }

    @Test
    void aKeyStaysDeferredWhenH2CopiesItsTable() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("INSERT INTO du VALUES (1, 1, 1), (2, 2, 2)");
            s.execute("ALTER TABLE du ADD COLUMN z int DEFAULT 0");
            s.execute("ALTER TABLE du ALTER COLUMN z TYPE bigint");
            c.setAutoCommit(false);
            s.execute("UPDATE du SET k = 2 WHERE id = 1");
            s.execute("UPDATE du SET k = 1 WHERE id = 2");
            c.commit();
            c.setAutoCommit(true);
            assertEquals("1:2 2:1", single(s, "SELECT string_agg(id || ':' || k, ' ' ORDER BY id) FROM du"));
            assertEquals("UNIQUE (k) DEFERRABLE INITIALLY DEFERRED",
                    single(s, "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'du_k_key'"));
        }
        db = reopenedFromLogAndSnapshot(db, store);
    }

    @Test
    void aKeyAddedByAlterTableIsMarkedToo() throws Exception {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("ALTER TABLE du ADD CONSTRAINT du_id UNIQUE (id) DEFERRABLE INITIALLY DEFERRED");
            assertEquals("UNIQUE (id) DEFERRABLE INITIALLY DEFERRED",
                    single(s, "SELECT pg_get_constraintdef(oid) FROM pg_constraint WHERE conname = 'du_id'"));
            s.execute("CREATE UNIQUE INDEX du_n_id ON du (n, id)");
            assertEquals("t", single(s, "SELECT i.indimmediate FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE c.relname = 'du_n_id'"));
        }
    }

    private void assertCatalog() throws SQLException {
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            // as PostgreSQL 15 answers for the same tables
            assertEquals("dp_pkey p deferrable immediate, dp_v u deferrable immediate, du_k_key u deferrable deferred, du_n_key u not immediate", single(s, TIMINGS));
            assertEquals("PRIMARY KEY (id) DEFERRABLE, UNIQUE (v) DEFERRABLE, UNIQUE (k) DEFERRABLE INITIALLY DEFERRED, UNIQUE (n)",
                    single(s, DEFINITIONS));
            assertEquals("dp_pkey YES NO, dp_v YES NO, du_k_key YES YES, du_n_key NO NO", single(s, INFORMATION_SCHEMA));
            assertEquals("dp_pkey deferrable, dp_v deferrable, du_k_key deferrable, du_n_key immediate", single(s, IMMEDIATE));
            assertEquals("0", single(s, "SELECT count(*) FROM pg_description WHERE description LIKE 'hotrow:%'"));
        }
    }
}
