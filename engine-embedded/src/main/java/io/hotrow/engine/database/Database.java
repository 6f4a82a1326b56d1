package io.hotrow.engine.database;

import io.hotrow.engine.capture.TableCatalog;
import io.hotrow.engine.capture.TransactionChanges;
import io.hotrow.engine.jdbc.EngineConnection;
import io.hotrow.engine.lane.WriterLane;
import io.hotrow.engine.log.CommitLog;
import io.hotrow.engine.log.CommitRecord;
import io.hotrow.engine.log.UnloggableValueException;
import io.hotrow.engine.store.ObjectStore;
import io.hotrow.rewrite.analysis.StatementAnalyzer;
import java.io.IOException;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Duration;
import java.util.List;
import java.util.Properties;
import java.util.concurrent.atomic.AtomicLong;

/**
 * One engine database: an H2 in-memory database in PostgreSQL mode holding the current state, the
 * writer lane that serializes its writers, and the log in the object store that makes it durable.
 * The in-memory state is never ahead of the log: a commit is applied only after its record is
 * durable, and a storage failure closes the database so it is rebuilt from the log.
 */
public final class Database {

    private static final AtomicLong INSTANCES = new AtomicLong();
    /** H2's settings for PostgreSQL-dialect SQL, as DESIGN.md §4 specifies. */
    private static final String H2_SETTINGS = ";MODE=PostgreSQL;DATABASE_TO_LOWER=TRUE;DEFAULT_NULL_ORDERING=HIGH;DB_CLOSE_ON_EXIT=FALSE";
    /** Until fencing arrives with the object-store pipeline, every writer uses epoch 1. */
    private static final long EPOCH = 1;

    private final String name;
    private final String h2Url;
    private final CommitLog log;
    private final WriterLane lane;
    private final TableCatalog catalog = new TableCatalog();
    private final StatementAnalyzer analyzer;
    private final Connection system;
    private long nextLsn; // guarded by the lane
    private volatile SQLException failure;

    private Database(String name, ObjectStore store, StatementAnalyzer analyzer) throws SQLException {
        this.name = name;
        this.h2Url = "jdbc:h2:mem:hotrow-" + name + "-" + INSTANCES.incrementAndGet() + H2_SETTINGS;
        this.log = new CommitLog(store, name, EPOCH);
        this.lane = new WriterLane(name);
        this.analyzer = analyzer;
        this.system = openSession();
    }

    /** Opens the database from its log, replaying every committed transaction. */
    public static Database open(String name, ObjectStore store, StatementAnalyzer analyzer) throws SQLException {
        Database database = new Database(name, store, analyzer);
        try {
            List<CommitRecord> records = database.log.readAll();
            database.catalog.refresh(database.system);
            new LogReplayer(database.system, database.catalog).replay(records);
            database.nextLsn = records.isEmpty() ? 1 : records.get(records.size() - 1).lsn() + 1;
            return database;
        } catch (IOException e) {
            database.shutdown();
            throw new SQLException("cannot open " + database.log.describe() + ": " + e.getMessage(), "58030", e);
        } catch (SQLException | RuntimeException e) {
            database.shutdown();
            throw e;
        }
    }

    public String name() {
        return name;
    }

    /** A new connection to this database, following the engine's transaction rules. */
    public EngineConnection connect(String url, Duration laneTimeout) throws SQLException {
        checkUsable();
        return new EngineConnection(this, openSession(), url, laneTimeout);
    }

    public WriterLane lane() {
        return lane;
    }

    public StatementAnalyzer analyzer() {
        return analyzer;
    }

    public TransactionChanges newTransactionChanges() {
        return new TransactionChanges(catalog);
    }

    /**
     * Makes a transaction durable, then applies it. The caller holds the lane. On a storage failure
     * the transaction is rolled back and the database closed, because whether the log object
     * landed is unknown and the in-memory state must not diverge from the log.
     */
    public void commit(Connection session, TransactionChanges changes) throws SQLException {
        checkUsable();
        if (changes.isEmpty()) {
            session.commit();
            return;
        }
        CommitRecord record = new CommitRecord(nextLsn, changes.snapshot());
        try {
            log.append(List.of(record));
        } catch (UnloggableValueException e) {
            session.rollback();
            throw new SQLException(e.getMessage(), "0A000", e);
        } catch (IOException e) {
            session.rollback();
            throw fail(e);
        }
        nextLsn++;
        changes.clear();
        try {
            session.commit();
        } catch (SQLException e) {
            throw fail(e); // durable but not applied: only a reopen can reconcile memory with the log
        }
    }

    /** Re-reads the catalog after a schema change and puts capture triggers on new tables. */
    public void schemaChanged() throws SQLException {
        try {
            catalog.refresh(system);
        } catch (SQLException e) {
            throw fail(e);
        }
    }

    public boolean isUsable() {
        return failure == null;
    }

    public void checkUsable() throws SQLException {
        SQLException cause = failure;
        if (cause != null) {
            throw new SQLException("database '" + name + "' was closed after a failure and must be reopened from storage"
                    + " (open a new connection): " + cause.getMessage(), "57P01", cause);
        }
    }

    /** Records the failure, stops all further work on this instance, and returns the error to report. */
    SQLException fail(Exception cause) {
        SQLException failed = cause instanceof CommitLog.LogTakenException
                ? new SQLException("database '" + name + "' was taken over by another writer; this writer has stopped: " + cause.getMessage(), "57P01", cause)
                : new SQLException("storage failure in " + log.describe() + ": " + cause.getMessage(), "58030", cause);
        if (failure == null) {
            failure = failed;
        }
        return failed;
    }

    /** Closes the in-memory state; connections still open fail from then on. */
    public void shutdown() {
        if (failure == null) {
            failure = new SQLException("database '" + name + "' was shut down", "57P01");
        }
        try (Statement statement = system.createStatement()) {
            statement.execute("SHUTDOWN");
        } catch (SQLException alreadyClosed) {
            // nothing left to release
        }
    }

    private Connection openSession() throws SQLException {
        Connection session = new org.h2.Driver().connect(h2Url, new Properties());
        session.setAutoCommit(false);
        return session;
    }
}
