package io.hotrow.engine.database;

import static io.hotrow.engine.EngineFixture.connect;
import static io.hotrow.engine.EngineFixture.dump;
import static io.hotrow.engine.EngineFixture.open;
import static org.junit.jupiter.api.Assertions.assertEquals;

import io.hotrow.engine.store.MemoryObjectStore;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * H2 runs a statement again, without undoing its first run, when that run failed on a unique key
 * another transaction is inserting (docs/concurrency.md, "H2 runs a statement again"). Here the
 * first run always changes what the second sees: a parent's key moves, and the cascade of that
 * move meets the key another transaction holds. The second run then finds nothing to cascade and
 * succeeds over the first: every row updated twice, or deleted rows not counted. PostgreSQL waits
 * for the other transaction, then applies the statement once (or fails with 23505 if the key
 * committed). Checked on the final rows, the update counts and a reopen from the log.
 */
@Timeout(60)
class StatementRunAgainTest {

    private static final String UPDATE = "UPDATE parent SET n = n + 1, id = CASE WHEN id = 2 THEN 20 ELSE id END WHERE id IN (1, 2, 20)";
    private static final String DELETE = "DELETE FROM parent WHERE id IN (1, 2)";

    private final ExecutorService threads = Executors.newCachedThreadPool();
    private MemoryObjectStore store;
    private Database db;

    @BeforeEach
    void createTables() throws SQLException {
        store = new MemoryObjectStore("run-again");
        db = open("again", store);
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("CREATE TABLE parent (id int PRIMARY KEY, n int NOT NULL)");
            s.execute("INSERT INTO parent VALUES (0, 0), (1, 0), (2, 0)");
            // the cascade of parent 2's key writes slot's key 0, which the other transaction holds
            s.execute("CREATE TABLE slot (id int PRIMARY KEY, parent_id int DEFAULT 0 UNIQUE"
                    + " REFERENCES parent (id) ON UPDATE SET DEFAULT ON DELETE SET DEFAULT)");
            s.execute("INSERT INTO slot VALUES (1, 2)");
        }
    }

    @AfterEach
    void close() {
        threads.shutdownNow();
        db.shutdown();
    }

    /**
     * While the other transaction holds the key the statement waits, and at its lock timeout
     * nothing of it is left (H2's second run succeeded over the first: every row's n went up twice).
     */
    @ParameterizedTest
    @CsvSource({"false, update", "true, update", "false, delete", "true, delete"})
    void aStatementStoppedByItsLockTimeoutLeavesNothing(boolean autoCommit, String kind) throws Exception {
        String statement = kind.equals("update") ? UPDATE : DELETE;
        String before = rows();
        try (Connection other = holdKeyZero(); Connection c = connect(db); Statement s = c.createStatement()) {
            s.execute("SET lock_timeout = '200ms'");
            c.setAutoCommit(autoCommit);
            String outcome;
            try {
                outcome = s.executeUpdate(statement) + " rows";
            } catch (SQLException e) {
                outcome = e.getSQLState();
            }
            if (!autoCommit) {
                c.rollback();
            }
            other.rollback();
            assertEquals("55P03 " + before, outcome + " " + rows());
        }
        checkReopen();
    }

    /**
     * Once the other transaction ends the statement goes on, as in PostgreSQL: applied once, with
     * every row counted, when the key was rolled back; 23505 when it committed.
     */
    @ParameterizedTest
    @CsvSource({
        "update, false, false, 2 rows; parent 0:0 1:1 20:1; slot 1:0",
        "update, true, false, 2 rows; parent 0:0 1:1 20:1; slot 1:0",
        "update, false, true, 23505; parent 0:0 1:0 2:0; slot 1:2 2:0",
        "update, true, true, 23505; parent 0:0 1:0 2:0; slot 1:2 2:0",
        "delete, false, false, 2 rows; parent 0:0; slot 1:0",
        "delete, true, false, 2 rows; parent 0:0; slot 1:0",
        "delete, false, true, 23505; parent 0:0 1:0 2:0; slot 1:2 2:0",
        "delete, true, true, 23505; parent 0:0 1:0 2:0; slot 1:2 2:0"})
    void aStatementWaitsForTheKeyAndIsAppliedOnceWithEveryRowCounted(String kind, boolean autoCommit, boolean keyCommits, String expected)
            throws Exception {
        assertEquals(expected, afterTheKeyEnds(kind.equals("update") ? UPDATE : DELETE, autoCommit, keyCommits));
        checkReopen();
    }

    /** Runs {@code statement} while another transaction holds slot's key 0, ends that transaction once the statement waits. */
    private String afterTheKeyEnds(String statement, boolean autoCommit, boolean keyCommits) throws Exception {
        try (Connection other = holdKeyZero(); Connection c = connect(db)) {
            c.setAutoCommit(autoCommit);
            // it looks again, with pauses, for the unique key the other transaction is inserting
            return WaitingWrite.outcome(threads, c, statement, other, keyCommits, "runQueued") + "; " + rows();
        }
    }

    private Connection holdKeyZero() throws SQLException {
        Connection other = connect(db);
        other.setAutoCommit(false);
        other.createStatement().execute("INSERT INTO slot VALUES (2, 0)");
        return other;
    }

    private String rows() throws SQLException {
        StringBuilder text = new StringBuilder("parent");
        try (Connection c = connect(db); Statement s = c.createStatement()) {
            try (ResultSet rs = s.executeQuery("SELECT id, n FROM parent ORDER BY id")) {
                while (rs.next()) {
                    text.append(' ').append(rs.getInt(1)).append(':').append(rs.getInt(2));
                }
            }
            text.append("; slot");
            try (ResultSet rs = s.executeQuery("SELECT id, parent_id FROM slot ORDER BY id")) {
                while (rs.next()) {
                    text.append(' ').append(rs.getInt(1)).append(':').append(rs.getInt(2));
                }
            }
        }
        return text.toString();
    }

    private void checkReopen() throws SQLException {
        String before = dump(db);
        db.shutdown();
        db = open("again", store);
        assertEquals(before, dump(db), "reopened from the log");
    }
}
