package io.hotrow.engine.jdbc;

import io.hotrow.engine.capture.CaptureScope;
import io.hotrow.engine.capture.RowSink;
import io.hotrow.engine.capture.TransactionChanges;
import io.hotrow.engine.database.Database;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
import java.sql.DatabaseMetaData;
import java.sql.NClob;
import java.sql.PreparedStatement;
import java.sql.SQLClientInfoException;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Savepoint;
import java.sql.Statement;
import java.sql.Struct;
import java.time.Duration;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;

/**
 * A connection to an engine database, enforcing DESIGN.md §3:
 * <ul>
 *   <li>an explicit transaction that is not read-only takes the writer lane at its first statement
 *       and holds it to commit or rollback, so even a read-then-write in the application cannot
 *       lose an update;</li>
 *   <li>an autocommit write takes the lane for that statement; reads never take it;</li>
 *   <li>a commit releases the lane once applied and returns once its log record is durable;</li>
 *   <li>a read outside the lane never returns data that is not durable yet (the output gate);</li>
 *   <li>after an error inside a transaction, statements fail with 25P02 until rollback.</li>
 * </ul>
 * The H2 session underneath always runs with autocommit off; this class decides when to commit.
 * Like any JDBC connection it is not meant for concurrent use by several threads.
 */
public final class EngineConnection implements Connection {

    private static final long NOTHING_TO_WAIT_FOR = -1;

    private final Database database;
    private final Connection session;
    private final String url;
    private final Duration laneTimeout;
    private final TransactionChanges changes;
    private final Map<Savepoint, Integer> savepointMarks = new IdentityHashMap<>();

    private boolean autoCommit = true;
    /** autoCommit was switched off by a BEGIN sent as text, and comes back on at its end. */
    private boolean autoCommitSuspendedByText;
    private boolean readOnly;
    private boolean transactionActive;
    private boolean laneHeld;
    private boolean aborted;
    private boolean closed;
    private int networkTimeoutMillis;

    public EngineConnection(Database database, Connection session, String url, Duration laneTimeout) {
        this.database = database;
        this.session = session;
        this.url = url;
        this.laneTimeout = laneTimeout;
        this.changes = database.newTransactionChanges();
    }

    // ---- the execution path: every statement comes through here ----

    StatementAnalysis analyze(String sql) {
        return database.analyzer().analyze(sql);
    }

    /** Refuses texts the analyzer could not analyse or translate, naming the statement and the reason. */
    static void checkRunnable(StatementAnalysis analysis) throws SQLException {
        if (analysis.refusal() != null) {
            throw EngineErrors.refused(analysis.sql(), analysis.refusal(), analysis.refusalState());
        }
    }

    /** Runs one statement (or batch) under the transaction rules. {@code sql} is logged for schema changes. */
    <T> T run(StatementAnalysis analysis, String sql, SqlAction<T> action) throws SQLException {
        checkOpen();
        checkRunnable(analysis);
        if (analysis.kind() == StatementKind.DDL && !autoCommit) {
            throw EngineErrors.unsupported("schema changes inside an explicit transaction (H2 would commit them at once,"
                    + " so a rollback could not undo them); run DDL with autocommit on");
        }
        try {
            database.checkUsable();
            if (aborted) {
                throw EngineErrors.transactionAborted();
            }
        } catch (SQLException e) {
            throw SqlStates.translate(e);
        }
        if (analysis.rowPin() != null) {
            database.metrics().advisor().observe(analysis, session);
        }
        if (autoCommit && analysis.takesLane()) {
            return runAutocommitWrite(analysis, sql, action);
        }
        long gateLsn = NOTHING_TO_WAIT_FOR;
        T result;
        try {
            if (autoCommit) {
                result = runCaptured(action, false);
                session.commit(); // ends H2's read transaction; nothing to log
                gateLsn = database.appliedLsn(); // the output gate, read after the statement ran
            } else {
                transactionActive = true;
                if (readOnly && analysis.takesLane()) {
                    throw EngineErrors.readOnlyTransaction();
                }
                if (!readOnly && !laneHeld) {
                    database.lane().acquire(laneTimeout);
                    laneHeld = true;
                    database.checkUsable(); // the wait may have been for a holder that closed it (a move, a failure)
                }
                result = runCaptured(action, laneHeld);
                if (readOnly) {
                    gateLsn = database.appliedLsn();
                }
            }
        } catch (SQLException e) {
            if (autoCommit) {
                rollbackSession();
            } else {
                aborted = true;
            }
            throw SqlStates.translate(e);
        }
        if (gateLsn != NOTHING_TO_WAIT_FOR) {
            database.awaitDurable(gateLsn);
        }
        return result;
    }

    /**
     * An autocommit write is one lane task: run, applied and queued for the durable write, maybe by
     * the lane holder before us (see {@link io.hotrow.engine.lane.WriterLane}). The acknowledgement
     * is awaited outside the lane, so the next writer runs meanwhile.
     */
    private <T> T runAutocommitWrite(StatementAnalysis analysis, String sql, SqlAction<T> action) throws SQLException {
        long started = System.nanoTime();
        Applied<T> applied;
        try {
            applied = database.lane().run(laneTimeout, () -> {
                database.checkUsable(); // closed while this statement waited for the lane: run nothing
                boolean schemaChange = analysis.kind() == StatementKind.DDL;
                try {
                    T result = schemaChange ? runSchemaChange(analysis.executableSql(), action) : runCaptured(action, true);
                    return new Applied<>(result, database.commit(session, changes));
                } catch (SQLException e) {
                    rollbackSession(); // under the lane, before the next writer runs
                    if (schemaChange && database.isUsable()) {
                        try {
                            database.commit(session, changes); // honours the LSN reserved for the failed change
                        } catch (SQLException honouring) {
                            e.addSuppressed(honouring); // the statement's own error is the one to report
                        }
                    }
                    throw e;
                }
            }, (result, waiter) -> database.unparkWhenDurable(result.lsn, waiter)); // run for us: wake us when there is an ack
        } catch (SQLException e) {
            throw SqlStates.translate(e);
        }
        database.acknowledge(applied.lsn, started);
        return applied.result;
    }

    private record Applied<T>(T result, long lsn) {
    }

    private <T> T runCaptured(SqlAction<T> action, boolean holdsLane) throws SQLException {
        int mark = changes.mark();
        try (CaptureScope ignored = CaptureScope.bind(holdsLane ? changes : RowSink.REFUSE)) {
            return action.run();
        } catch (SQLException e) {
            changes.truncate(mark); // H2 undid the failed statement; so do we
            throw e;
        }
    }

    /** DDL commits itself in H2; it is logged as the text H2 ran (the translation), and replay redoes whatever rows it touched. */
    private <T> T runSchemaChange(String sql, SqlAction<T> action) throws SQLException {
        database.reserveLsn();
        T result;
        try (CaptureScope ignored = CaptureScope.bind(RowSink.IGNORE)) {
            result = action.run();
        }
        changes.addStatement(sql);
        database.schemaChanged();
        return result;
    }

    /** BEGIN, COMMIT and ROLLBACK sent as SQL text map onto the JDBC calls. */
    void runTransactionText(String sql) throws SQLException {
        checkOpen();
        TransactionText text = TransactionText.of(sql);
        if (text == null) {
            throw EngineErrors.unsupported("'" + sql.trim() + "' as SQL text; use the JDBC API (setAutoCommit, commit, rollback, setSavepoint)");
        }
        switch (text) {
            case BEGIN -> {
                if (autoCommit) {
                    autoCommit = false;
                    autoCommitSuspendedByText = true;
                }
            }
            case COMMIT -> {
                if (!autoCommit) {
                    commit();
                    resumeAutoCommitAfterText();
                }
            }
            case ROLLBACK -> {
                if (!autoCommit) {
                    rollback();
                    resumeAutoCommitAfterText();
                }
            }
        }
    }

    private void resumeAutoCommitAfterText() {
        if (autoCommitSuspendedByText) {
            autoCommit = true;
            autoCommitSuspendedByText = false;
        }
    }

    // ---- transaction control ----

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        checkOpen();
        if (autoCommit && !this.autoCommit) {
            commit(); // JDBC: switching autocommit on commits the open transaction
        }
        this.autoCommit = autoCommit;
        autoCommitSuspendedByText = false;
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        checkOpen();
        return autoCommit;
    }

    @Override
    public void commit() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw EngineErrors.noTransaction("commit");
        }
        long started = System.nanoTime();
        long acknowledgeLsn = NOTHING_TO_WAIT_FOR;
        try {
            if (aborted) {
                rollbackSession();
                throw new SQLException("the transaction was aborted by an earlier error and has been rolled back", "25P02");
            }
            if (laneHeld) {
                acknowledgeLsn = database.commit(session, changes);
            } else {
                session.commit(); // read-only: every statement already passed the output gate
            }
        } catch (SQLException e) {
            rollbackSession();
            throw SqlStates.translate(e);
        } finally {
            endTransaction();
        }
        if (acknowledgeLsn != NOTHING_TO_WAIT_FOR) {
            // After the lane is released: it may include reads of commits not yet durable, and fails if they are lost.
            database.acknowledge(acknowledgeLsn, started);
        }
    }

    @Override
    public void rollback() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw EngineErrors.noTransaction("rollback");
        }
        try {
            rollbackSession();
        } finally {
            endTransaction();
        }
    }

    private void rollbackSession() {
        changes.clear();
        try {
            session.rollback();
        } catch (SQLException e) {
            // H2 rolls back in memory; a failure here means the session is gone, and with it the work.
        }
    }

    private void endTransaction() {
        changes.clear();
        savepointMarks.clear();
        aborted = false;
        transactionActive = false;
        if (laneHeld) {
            laneHeld = false;
            database.lane().release();
        }
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        return rememberSavepoint(inTransaction().setSavepoint());
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        return rememberSavepoint(inTransaction().setSavepoint(name));
    }

    private Connection inTransaction() throws SQLException {
        checkOpen();
        if (autoCommit) {
            throw new SQLException("Cannot establish a savepoint in auto-commit mode.", "25P01");
        }
        return session;
    }

    private Savepoint rememberSavepoint(Savepoint savepoint) {
        savepointMarks.put(savepoint, changes.mark());
        return savepoint;
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        Integer mark = savepointMarks.get(savepoint);
        if (mark == null) {
            throw new SQLException("no such savepoint in this transaction", "3B001");
        }
        inTransaction().rollback(savepoint);
        changes.truncate(mark);
        savepointMarks.values().removeIf(m -> m > mark);
        aborted = false; // as in PostgreSQL, rolling back to a savepoint clears the error
    }

    @Override
    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        inTransaction().releaseSavepoint(savepoint);
        savepointMarks.remove(savepoint);
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        checkOpen();
        if (transactionActive && readOnly != this.readOnly) {
            throw new SQLException("Cannot change transaction read-only property in the middle of a transaction.", "25001");
        }
        this.readOnly = readOnly;
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        checkOpen();
        return readOnly;
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        checkOpen();
        session.setTransactionIsolation(level);
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        checkOpen();
        return session.getTransactionIsolation();
    }

    // ---- lifecycle ----

    @Override
    public void close() {
        if (closed) {
            return;
        }
        closed = true;
        rollbackSession();
        endTransaction();
        database.disconnected();
        try {
            session.close();
        } catch (SQLException ignored) {
            // the in-memory session has nothing left to flush
        }
    }

    @Override
    public boolean isClosed() {
        return closed;
    }

    @Override
    public void abort(Executor executor) throws SQLException {
        if (executor == null) {
            throw new SQLException("abort needs an executor", "22023");
        }
        close();
    }

    @Override
    public boolean isValid(int timeout) throws SQLException {
        if (timeout < 0) {
            throw new SQLException("timeout must not be negative", "22023");
        }
        return !closed && database.isUsable();
    }

    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        checkOpen();
        if (milliseconds < 0) {
            throw new SQLException("timeout must not be negative", "22023");
        }
        networkTimeoutMillis = milliseconds; // in-process: there is no network to time out
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        checkOpen();
        return networkTimeoutMillis;
    }

    private void checkOpen() throws SQLException {
        if (closed) {
            throw EngineErrors.connectionClosed();
        }
    }

    // ---- statements ----

    @Override
    public Statement createStatement() throws SQLException {
        checkOpen();
        database.checkUsable();
        return new EngineStatement(this, session.createStatement());
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency) throws SQLException {
        checkOpen();
        database.checkUsable();
        return new EngineStatement(this, session.createStatement(resultSetType, resultSetConcurrency));
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        checkOpen();
        database.checkUsable();
        return new EngineStatement(this, session.createStatement(resultSetType, resultSetConcurrency, resultSetHoldability));
    }

    @Override
    public PreparedStatement prepareStatement(String sql) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text, resultSetType, resultSetConcurrency));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text, resultSetType, resultSetConcurrency, resultSetHoldability));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text, autoGeneratedKeys));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text, columnIndexes));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
        return prepared(sql, text -> session.prepareStatement(text, columnNames));
    }

    private PreparedStatement prepared(String sql, Preparation prepare) throws SQLException {
        checkOpen();
        database.checkUsable();
        StatementAnalysis analysis = analyze(sql);
        checkRunnable(analysis);
        try {
            return new EnginePreparedStatement(this, prepare.with(analysis.executableSql()), analysis, sql);
        } catch (SQLException e) {
            throw SqlStates.translate(e);
        }
    }

    @FunctionalInterface
    private interface Preparation {
        PreparedStatement with(String executableSql) throws SQLException;
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        throw EngineErrors.unsupported("CallableStatement");
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        throw EngineErrors.unsupported("CallableStatement");
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        throw EngineErrors.unsupported("CallableStatement");
    }

    @Override
    public String nativeSQL(String sql) throws SQLException {
        checkOpen();
        return analyze(sql).executableSql();
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        checkOpen();
        return PostgresFlavouredMetaData.wrap(session.getMetaData(), this, url);
    }

    // ---- plain session settings, passed to H2 ----

    @Override
    public void setCatalog(String catalog) throws SQLException {
        checkOpen(); // PostgreSQL ignores this too: a connection's database is fixed
    }

    @Override
    public String getCatalog() throws SQLException {
        checkOpen();
        return database.name();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkOpen();
        return session.getWarnings();
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkOpen();
        session.clearWarnings();
    }

    @Override
    public Map<String, Class<?>> getTypeMap() throws SQLException {
        checkOpen();
        return session.getTypeMap();
    }

    @Override
    public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
        checkOpen();
        session.setTypeMap(map);
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        checkOpen();
        session.setHoldability(holdability);
    }

    @Override
    public int getHoldability() throws SQLException {
        checkOpen();
        return session.getHoldability();
    }

    @Override
    public Clob createClob() throws SQLException {
        checkOpen();
        return session.createClob();
    }

    @Override
    public Blob createBlob() throws SQLException {
        checkOpen();
        return session.createBlob();
    }

    @Override
    public NClob createNClob() throws SQLException {
        checkOpen();
        return session.createNClob();
    }

    @Override
    public SQLXML createSQLXML() throws SQLException {
        checkOpen();
        return session.createSQLXML();
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        session.setClientInfo(name, value);
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        session.setClientInfo(properties);
    }

    @Override
    public String getClientInfo(String name) throws SQLException {
        checkOpen();
        return session.getClientInfo(name);
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        checkOpen();
        return session.getClientInfo();
    }

    @Override
    public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
        checkOpen();
        return session.createArrayOf(typeName, elements);
    }

    @Override
    public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
        checkOpen();
        return session.createStruct(typeName, attributes);
    }

    @Override
    public void setSchema(String schema) throws SQLException {
        checkOpen();
        session.setSchema(schema);
    }

    @Override
    public String getSchema() throws SQLException {
        checkOpen();
        return session.getSchema();
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Unwrapping.unwrapSelf(this, iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }
}
