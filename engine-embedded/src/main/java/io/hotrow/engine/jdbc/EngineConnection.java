package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.Database;
import io.hotrow.engine.database.Session;
import io.hotrow.engine.database.SessionTextResult;
import io.hotrow.engine.database.SqlAction;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.ScriptPart;
import io.hotrow.engine.sql.SqlStates;
import io.hotrow.rewrite.analysis.LiteralShape;
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
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;

/**
 * The JDBC surface of an engine {@link Session}: statements run through the session's transaction
 * protocol; this class only maps JDBC calls onto it. Like any JDBC connection it is not meant for
 * concurrent use by several threads.
 */
public final class EngineConnection implements Connection {

    private final Session session;
    private final Cursors cursors;
    private final NamedStatements named;
    private final AutoParameters autoParameters;
    private final String url;

    private EngineConnection(Session session, String url) {
        this.session = session;
        this.url = url;
        this.cursors = new Cursors(session);
        this.named = new NamedStatements(this, session);
        this.autoParameters = new AutoParameters(session.h2());
    }

    /** A new connection to {@code database}; a write waits at most {@code laneTimeout} for the writer lane. */
    public static EngineConnection open(Database database, String url, Duration laneTimeout) throws SQLException {
        return open(database, url, laneTimeout, null);
    }

    /**
     * As {@link #open(Database, String, Duration)}, logged in as {@code login}: the role {@code current_user}
     * and {@code session_user} answer (the URL's user, a wire client's startup user); null for the engine's own.
     */
    public static EngineConnection open(Database database, String url, Duration laneTimeout, String login) throws SQLException {
        Session session = database.openSession(laneTimeout);
        if (login != null) {
            session.logIn(login);
        }
        return new EngineConnection(session, url);
    }

    /** The role the connection logged in as: what current_user answers. */
    String userName() throws SQLException {
        return session.userName();
    }

    // ---- the execution path: every statement comes through here ----

    /** {@code sql} as the session's settings read it (standard_conforming_strings): see {@link Session#asRead}. */
    String asRead(String sql) throws SQLException {
        return session.asRead(sql);
    }

    StatementAnalysis analyze(String sql) throws SQLException {
        return session.analyze(sql);
    }

    StatementAnalysis analyze(String sql, Duration timeout) throws SQLException {
        return session.analyze(sql, timeout);
    }

    /** See {@link Session#analyzeToRun}; the caller ends with {@link #statementEnded()}. */
    StatementAnalysis analyzeToRun(String sql, Duration timeout) throws SQLException {
        return session.analyzeToRun(sql, timeout);
    }

    void statementEnded() {
        session.statementEnded();
    }

    void checkRunnable(StatementAnalysis analysis) throws SQLException {
        session.checkRunnable(analysis);
    }

    /** What PostgreSQL's lexer and IF [NOT] EXISTS say about the text, as the warnings of the statement that runs it (null: nothing). */
    SQLWarning notices(StatementAnalysis analysis) throws SQLException {
        return session.notices(analysis);
    }

    long namesGeneration() throws SQLException {
        return session.namesGeneration();
    }

    void checkTypedAlike(StatementAnalysis prepared) throws SQLException {
        session.checkTypedAlike(prepared);
    }

    <T> T run(StatementAnalysis analysis, SqlAction<T> action, Duration timeout) throws SQLException {
        return session.run(analysis, action, timeout);
    }

    /** The server-side cursors DECLARE, FETCH, MOVE and CLOSE work on. */
    Cursors cursors() {
        return cursors;
    }

    /** See {@link Session#literalShape}. */
    LiteralShape literalShape(String sql) {
        return session.literalShape(sql);
    }

    /** The shapes of this session's queries H2 runs with their literals bound. */
    AutoParameters autoParameters() {
        return autoParameters;
    }

    /** The SQL-level prepared statements PREPARE, EXECUTE and DEALLOCATE work on. */
    NamedStatements named() {
        return named;
    }

    /**
     * The text of the statement an {@code EXECUTE name(...)} text runs, as PREPARE was given it, or
     * null (another text, a name not prepared): the wire protocol tags an EXECUTE as that statement.
     */
    public String executedText(String sql) {
        return named.executedText(sql);
    }

    /**
     * Takes {@code name} for the statement {@code sql} the wire protocol's Parse made, in the namespace
     * PREPARE's names are in (42P05 if taken): EXECUTE runs it, pg_prepared_statements lists it, and
     * DEALLOCATE and DISCARD ALL drop it by running {@code drop}.
     *
     * @param declaredTypes  the types Parse declared, by typname ({@code int4}), null where it declared none
     * @param parameterTypes each parameter's type by typname, declared or as the engine took it
     */
    public void reserveStatementName(String name, String sql, List<String> declaredTypes, List<String> parameterTypes, Runnable drop)
            throws SQLException {
        named.reserve(name, sql, declaredTypes, parameterTypes, drop);
    }

    /** Frees a name {@link #reserveStatementName} took: the protocol closed its statement. */
    public void releaseStatementName(String name) {
        named.release(name);
    }

    SQLWarning runTransactionText(String sql) throws SQLException {
        return session.runTransactionText(sql);
    }

    SessionTextResult runSessionText(String sql) throws SQLException {
        if (!Discard.is(sql)) {
            return session.runSessionText(sql);
        }
        return session.runSessionWork(() -> {
            if (Discard.of(sql) == Discard.ALL) {
                // PostgreSQL's DISCARD ALL: CLOSE ALL, RESET ALL, DEALLOCATE ALL, pg_advisory_unlock_all(); refused in a transaction block
                session.resetSession("DISCARD ALL");
                cursors.closeAll();
                named.deallocateAll();
            }
            // PLANS, SEQUENCES, TEMP: the engine caches no plans or sequence values for a session, and keeps no temporary tables
            return SessionTextResult.nothing(null);
        });
    }

    /** Opens the implicit transaction PostgreSQL runs statements sent together in (see {@link Session#beginImplicitTransaction}). */
    public void beginImplicitTransaction() throws SQLException {
        session.beginImplicitTransaction();
    }

    public void endImplicitTransaction(boolean ranToEnd) throws SQLException {
        session.endImplicitTransaction(ranToEnd);
    }

    void cancelIfRunningElsewhere() {
        session.cancelIfRunningElsewhere();
    }

    void cancel() {
        session.cancel();
    }

    // ---- transaction control ----

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        session.setAutoCommit(autoCommit);
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        return session.autoCommit();
    }

    @Override
    public void commit() throws SQLException {
        session.commit();
    }

    @Override
    public void rollback() throws SQLException {
        session.rollback();
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        return session.setSavepoint(null);
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        if (name == null) {
            throw new SQLException("a savepoint name must not be null", "22004");
        }
        return session.setSavepoint(name);
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        session.rollbackTo(savepoint);
    }

    @Override
    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        session.releaseSavepoint(savepoint);
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        session.setReadOnly(readOnly);
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        return session.readOnly();
    }

    /**
     * As pgjdbc does, sets default_transaction_isolation, and fails with 25001 inside a transaction
     * that ran a statement. As in PostgreSQL, READ UNCOMMITTED is accepted and reported but runs as
     * READ COMMITTED: H2's dirty reads would show rows no commit has made durable, past the output gate.
     */
    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        if (level != TRANSACTION_READ_UNCOMMITTED && level != TRANSACTION_READ_COMMITTED && level != TRANSACTION_REPEATABLE_READ
                && level != TRANSACTION_SERIALIZABLE) {
            throw new SQLException("Transaction isolation level " + level + " not supported.", "22023");
        }
        session.setTransactionIsolation(level);
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        return session.transactionIsolation();
    }

    /**
     * Aborts the open transaction after a failure outside JDBC's calls (a wire client's Parse or
     * Bind that failed inside it): the next statements fail with 25P02 until it ends.
     */
    public void abortTransaction() {
        session.abortTransaction();
    }

    /** A setting the client gave at startup, which RESET goes back to (see {@link Session#startupSetting}). */
    public void startupSetting(String name, String value) throws SQLException {
        session.startupSetting(name, value);
    }

    // ---- lifecycle ----

    @Override
    public void close() {
        session.close();
    }

    @Override
    public boolean isClosed() {
        return session.isClosed();
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
        return session.isUsable();
    }

    /**
     * As pgjdbc: the executor may be null (it is never used), a negative value fails with 22023. It
     * bounds each statement and commit as pgjdbc's socket timeout does (see {@link Session#setNetworkTimeout}).
     */
    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        checkOpen();
        if (milliseconds < 0) {
            throw new SQLException("Network timeout must be a value greater than or equal to 0.", "22023");
        }
        session.setNetworkTimeout(Duration.ofMillis(milliseconds));
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        return (int) session.networkTimeout().toMillis();
    }

    private void checkOpen() throws SQLException {
        session.checkOpen();
    }

    // ---- statements ----

    @Override
    public Statement createStatement() throws SQLException {
        session.checkUsable();
        return new EngineStatement(this, session.h2().createStatement());
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency) throws SQLException {
        session.checkUsable();
        return new EngineStatement(this, session.h2().createStatement(resultSetType, resultSetConcurrency));
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        session.checkUsable();
        return new EngineStatement(this, session.h2().createStatement(resultSetType, resultSetConcurrency, resultSetHoldability));
    }

    @Override
    public PreparedStatement prepareStatement(String sql) throws SQLException {
        return prepared(sql, false, text -> session.h2().prepareStatement(text));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        return prepared(sql, false, text -> session.h2().prepareStatement(text, resultSetType, resultSetConcurrency));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        return prepared(sql, false, text -> session.h2().prepareStatement(text, resultSetType, resultSetConcurrency, resultSetHoldability));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
        return prepared(sql, autoGeneratedKeys == Statement.RETURN_GENERATED_KEYS, text -> session.h2().prepareStatement(text, autoGeneratedKeys));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
        return prepared(sql, true, text -> session.h2().prepareStatement(text, columnIndexes));
    }

    @Override
    public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
        return prepared(sql, true, text -> session.h2().prepareStatement(text, columnNames));
    }

    /** Placeholder H2 prepares where the session, not H2, runs the text: it holds the statement's JDBC options and settings. */
    private static final String PLACEHOLDER = "SELECT NULL WHERE FALSE";

    private PreparedStatement prepared(String text, boolean keys, Preparation prepare) throws SQLException {
        session.checkUsable();
        String sql = session.asRead(text);
        List<ScriptPart> parts = ScriptRunner.partsOf(sql);
        if (parts != null) {
            if (keys) {
                throw EngineErrors.unsupported("generated keys of a text that is not exactly one statement; prepare the statement whose"
                        + " keys you want on its own, or add RETURNING to it");
            }
            return new EnginePreparedStatement(this, prepare.with(PLACEHOLDER), parts); // its parts are prepared when they run
        }
        StatementAnalysis analysis = analyze(sql);
        session.checkRunnable(analysis);
        try {
            // SET, SHOW, RESET, cursors and transaction control run in the session, never in H2, which would refuse
            // PostgreSQL's (END, START TRANSACTION READ ONLY, DECLARE ...): H2 prepares a placeholder.
            if (analysis.kind().runsInSession()) {
                PreparedStatement cursorQuery = analysis.kind() == StatementKind.CURSOR ? cursors.parameterizedQuery(analysis.sql()) : null;
                if (cursorQuery != null) {
                    return EnginePreparedStatement.declaring(this, cursorQuery, analysis, () -> cursors.parameterizedQuery(analysis.sql()));
                }
                return new EnginePreparedStatement(this, prepare.with(PLACEHOLDER), analysis, null, 0);
            }
            return new EnginePreparedStatement(this, prepare.with(analysis.executableSql()), analysis, prepare, session.namesGeneration());
        } catch (SQLException e) {
            throw SqlStates.translate(e, analysis);
        }
    }

    /** Prepares a text in H2 with the JDBC options the application asked for. */
    @FunctionalInterface
    interface Preparation {
        PreparedStatement with(String executableSql) throws SQLException;
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        return new EngineCallableStatement(prepareStatement(sql));
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        return new EngineCallableStatement(prepareStatement(sql, resultSetType, resultSetConcurrency));
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        return new EngineCallableStatement(prepareStatement(sql, resultSetType, resultSetConcurrency, resultSetHoldability));
    }

    @Override
    public String nativeSQL(String sql) throws SQLException {
        checkOpen();
        return analyze(session.asRead(sql)).executableSql();
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        checkOpen();
        return new PostgresFlavouredMetaData(session.h2().getMetaData(), session.databaseName(), this, url);
    }

    // ---- plain session settings, passed to H2 ----

    @Override
    public void setCatalog(String catalog) throws SQLException {
        checkOpen(); // PostgreSQL ignores this too: a connection's database is fixed
    }

    @Override
    public String getCatalog() throws SQLException {
        checkOpen();
        return session.databaseName();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        checkOpen();
        return session.h2().getWarnings();
    }

    @Override
    public void clearWarnings() throws SQLException {
        checkOpen();
        session.h2().clearWarnings();
    }

    @Override
    public Map<String, Class<?>> getTypeMap() throws SQLException {
        checkOpen();
        return session.h2().getTypeMap();
    }

    @Override
    public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
        checkOpen();
        session.h2().setTypeMap(map);
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        checkOpen();
        session.h2().setHoldability(holdability);
    }

    @Override
    public int getHoldability() throws SQLException {
        checkOpen();
        return session.h2().getHoldability();
    }

    @Override
    public Clob createClob() throws SQLException {
        checkOpen();
        return session.h2().createClob();
    }

    @Override
    public Blob createBlob() throws SQLException {
        checkOpen();
        return session.h2().createBlob();
    }

    @Override
    public NClob createNClob() throws SQLException {
        checkOpen();
        return session.h2().createNClob();
    }

    @Override
    public SQLXML createSQLXML() throws SQLException {
        checkOpen();
        return session.h2().createSQLXML();
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        session.h2().setClientInfo(name, value);
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        session.h2().setClientInfo(properties);
    }

    @Override
    public String getClientInfo(String name) throws SQLException {
        checkOpen();
        return session.h2().getClientInfo(name);
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        checkOpen();
        return session.h2().getClientInfo();
    }

    @Override
    public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
        checkOpen();
        return session.h2().createArrayOf(typeName, elements);
    }

    @Override
    public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
        checkOpen();
        return session.h2().createStruct(typeName, attributes);
    }

    /** As pgjdbc does: {@code SET search_path TO 'schema'} (a schema that does not exist yet is no error), null its default. */
    @Override
    public void setSchema(String schema) throws SQLException {
        session.setSchema(schema);
    }

    @Override
    public String getSchema() throws SQLException {
        return session.schema();
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
