package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.SessionTextResult;
import io.hotrow.engine.database.SqlAction;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.ScriptPart;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;
import java.sql.Types;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.h2.jdbc.JdbcException;
import org.h2.tools.SimpleResultSet;

/** A statement on an engine connection: every execution goes through {@link EngineConnection#run}. */
class EngineStatement implements Statement {

    private static final Pattern TRUNCATE = Pattern.compile("\\s*TRUNCATE\\b", Pattern.CASE_INSENSITIVE);

    final EngineConnection connection;
    /** H2's statement; a prepared statement may move to another (see {@link ParameterCasts}); volatile for {@link #cancel}. */
    private volatile Statement delegate;
    /** H2's statement that ran the last execution in place of {@link #delegate}, its literals bound ({@link AutoParameters}); else null. */
    private PreparedStatement bound;
    private final List<StatementAnalysis> batch = new ArrayList<>();
    /**
     * The last execution was handled here (transaction control, a session setting), or ran in H2 with
     * a count PostgreSQL does not report (TRUNCATE): H2's statement holds no result to show.
     */
    private boolean lastHandledHere;
    /** What a SHOW handled here answered, until the application moves past it. */
    private ResultSet handledRows;
    /** The last rows H2 gave and what was handed out for them, so that getResultSet answers the same object again. */
    private ResultSet lastH2Rows;
    private ResultSet lastShownRows;
    /**
     * The update count of a text handled here until the application moves past it: 0 for a SET, as
     * pgjdbc reports it, the rows a MOVE passed; -1 when it answered rows or once moved past.
     */
    private long handledCount = -1;
    /** The query timeout: it bounds the wait for the writer lane as well as H2's execution. */
    private Duration timeout = Duration.ZERO;
    /** What transaction control sent as text, or the lexer (names cut to 63 bytes), warned about, as PostgreSQL's notices do. */
    private SQLWarning warnings;
    /** The results of the last execution when it ran a text of several statements; volatile for {@link #cancel}. */
    private volatile ScriptResults script;

    EngineStatement(EngineConnection connection, Statement delegate) {
        this.connection = connection;
        this.delegate = delegate;
    }

    /**
     * Runs {@code sql}, or applies it to the connection if it is transaction control (BEGIN, COMMIT,
     * ROLLBACK) or a session setting (SET, SHOW, RESET); {@code handled} turns what those answered
     * into what the calling method returns.
     */
    final <T> T execute(StatementAnalysis analysis, SqlAction<T> action, Handled<T> handled) throws SQLException {
        warnings = null; // JDBC: a new execution clears the last one's warnings
        closeHandledRows();
        closeScript();
        closeBound();
        if (analysis.kind() == StatementKind.TRANSACTION_CONTROL) {
            lastHandledHere = true;
            handledCount = 0;
            warnings = connection.runTransactionText(analysis.sql());
            return handled.result(null, 0);
        }
        if (analysis.kind() == StatementKind.SESSION) {
            lastHandledHere = true;
            SessionTextResult answer = connection.runSessionText(analysis.sql());
            warnings = answer.warning();
            handledRows = answer.hasRows() ? rows(answer) : null;
            handledCount = handledRows == null ? 0 : -1;
            return handled.result(handledRows, handledCount);
        }
        if (analysis.kind() == StatementKind.CURSOR) {
            lastHandledHere = true;
            HandledAnswer answer = connection.cursors().run(analysis.sql(), timeout, boundCursorQuery());
            handledRows = answer.rows();
            handledCount = answer.count();
            return handled.result(handledRows, handledCount);
        }
        if (analysis.kind() == StatementKind.PREPARED) {
            lastHandledHere = true;
            HandledAnswer answer = connection.named().run(analysis.sql(), this);
            handledRows = answer.rows();
            handledCount = answer.count();
            return handled.result(handledRows, handledCount);
        }
        lastHandledHere = false;
        warnings = connection.notices(analysis); // sent before the statement runs, as PostgreSQL's lexer sends them
        // a table made of a query's rows reports them; not one that already existed (IF NOT EXISTS: a notice said so)
        CreatedRows created = warnings == null ? CreatedRows.of(analysis) : null;
        T result = connection.run(analysis, created == null ? action : () -> {
            T made = action.run();
            created.count(delegate.getConnection());
            return made;
        }, timeout);
        if (created != null && created.rows() >= 0) {
            lastHandledHere = true;
            handledCount = created.rows();
            return handled.result(null, handledCount);
        }
        if (analysis.kind() == StatementKind.DDL && TRUNCATE.matcher(analysis.executableSql()).lookingAt()) {
            // PostgreSQL's TRUNCATE reports no row count (pgjdbc reads 0); H2 counts the rows it removed
            lastHandledHere = true;
            handledCount = 0;
            return handled.result(null, 0);
        }
        return result;
    }

    /** The bound query of a prepared DECLARE with parameters, which the cursor it declares takes over; null for a text. */
    PreparedStatement boundCursorQuery() throws SQLException {
        return null;
    }

    /** What an execution method returns for a text handled here, from the rows it answered (null: none) or its update count. */
    @FunctionalInterface
    interface Handled<T> {
        T result(ResultSet rows, long count) throws SQLException;
    }

    static final Handled<ResultSet> QUERY = (rows, count) -> rows;
    static final Handled<Boolean> EXECUTE = (rows, count) -> rows != null;
    static final Handled<Integer> UPDATE = (rows, count) -> {
        noRowsExpected(rows);
        return (int) count;
    };
    static final Handled<Long> LARGE_UPDATE = (rows, count) -> {
        noRowsExpected(rows);
        return count;
    };

    /** What an execution method returns for a text of several statements, from their results. */
    @FunctionalInterface
    interface ScriptAnswer<T> {
        T of(ScriptResults results) throws SQLException;
    }

    static final ScriptAnswer<ResultSet> SCRIPT_QUERY = ScriptResults::queryAnswer;
    static final ScriptAnswer<Boolean> SCRIPT_EXECUTE = ScriptResults::firstIsRows;
    static final ScriptAnswer<Integer> SCRIPT_UPDATE = results -> (int) results.updateAnswer();
    static final ScriptAnswer<Long> SCRIPT_LARGE_UPDATE = ScriptResults::updateAnswer;

    private static void noRowsExpected(ResultSet rows) throws SQLException {
        if (rows != null) {
            throw new SQLException("A result was returned when none was expected.", "0100E"); // pgjdbc's words and state
        }
    }

    private static ResultSet rows(SessionTextResult answer) {
        SimpleResultSet rows = new SimpleResultSet();
        for (String column : answer.columns()) {
            rows.addColumn(column, Types.VARCHAR, "text", Integer.MAX_VALUE, 0);
        }
        for (List<String> row : answer.rows()) {
            rows.addRow(row.toArray());
        }
        return rows;
    }

    private void closeHandledRows() throws SQLException {
        if (handledRows != null) {
            handledRows.close();
            handledRows = null;
        }
        handledCount = -1;
    }

    private void closeBound() throws SQLException {
        PreparedStatement last = bound;
        if (last != null) {
            bound = null;
            last.close();
        }
    }

    /** The H2 statement whose results the last execution left: {@link #bound}, or {@link #delegate}. */
    private Statement results() {
        PreparedStatement last = bound;
        return last != null ? last : delegate;
    }

    private void closeScript() throws SQLException {
        ScriptResults results = script;
        if (results != null) {
            script = null;
            results.close();
        }
    }

    /**
     * Runs a text of several statements (see {@link ScriptRunner}); their results stay here, for
     * getResultSet, getUpdateCount and getMoreResults, until the next execution or close.
     */
    final <T> T runScript(List<ScriptPart> parts, ScriptRunner.PartStatements statements, ScriptAnswer<T> answer) throws SQLException {
        checkOpen();
        warnings = null;
        closeHandledRows();
        closeScript();
        closeBound();
        lastHandledHere = false;
        delegate.getMoreResults(); // closes what an earlier single statement left open, as a new execution does
        ScriptResults results = new ScriptResults();
        script = results;
        try {
            ScriptRunner.run(connection, parts, statements, timeout, results);
        } catch (SQLException | RuntimeException | Error e) {
            script = null; // the runner closed what had run
            throw e;
        }
        warnings = results.warnings();
        return answer.of(results);
    }

    /** From now on this statement runs on {@code h2}, which takes its settings. */
    final void moveTo(Statement h2) throws SQLException {
        h2.setLargeMaxRows(delegate.getLargeMaxRows());
        h2.setFetchSize(delegate.getFetchSize());
        h2.setMaxFieldSize(delegate.getMaxFieldSize());
        h2.setFetchDirection(delegate.getFetchDirection());
        h2.setPoolable(delegate.isPoolable());
        delegate = h2;
    }

    /** A statement like this one (result set type, maximum rows, fetch size) for one part of a text, with what is left of the timeout. */
    final <S extends EngineStatement> S likeThis(S part, Duration timeLeft) throws SQLException {
        part.setLargeMaxRows(delegate.getLargeMaxRows());
        part.setFetchSize(delegate.getFetchSize());
        ((EngineStatement) part).timeout = timeLeft;
        return part;
    }

    private ScriptRunner.Part part(ScriptPart part, int parametersBefore, StatementAnalysis analysis, Duration timeLeft) throws SQLException {
        EngineStatement statement = likeThis((EngineStatement) connection.createStatement(delegate.getResultSetType(),
                delegate.getResultSetConcurrency(), delegate.getResultSetHoldability()), timeLeft);
        return new ScriptRunner.Part(statement, () -> statement.execute(analysis, () -> statement.delegate.execute(analysis.executableSql()), EXECUTE));
    }

    final Duration timeout() {
        return timeout;
    }

    /**
     * Runs a text given to this statement; {@code action} receives the text H2 runs (after the
     * dialect shim). A text of several statements runs as a script, answered by {@code scripted};
     * null where the method asks for generated keys, which a script does not give.
     */
    private <T> T execute(String text, TextAction<T> action, Handled<T> handled, ScriptAnswer<T> scripted) throws SQLException {
        return execute(text, action, null, handled, scripted);
    }

    /** As above; a query may run as {@code boundAction} on H2's statement of its shape instead ({@link AutoParameters}). */
    private <T> T execute(String text, TextAction<T> action, BoundAction<T> boundAction, Handled<T> handled, ScriptAnswer<T> scripted)
            throws SQLException {
        String sql = connection.asRead(text);
        List<ScriptPart> parts = ScriptRunner.partsOf(sql);
        if (parts != null) {
            if (scripted == null) {
                throw EngineErrors.unsupported("generated keys of a text that is not exactly one statement; run the statement whose keys"
                        + " you want on its own, or add RETURNING to it");
            }
            return runScript(parts, this::part, scripted);
        }
        StatementAnalysis analysis = connection.analyzeToRun(sql, timeout);
        try {
            return execute(analysis, () -> boundAction != null && analysis.kind() == StatementKind.READ && !analysis.locksRows()
                    ? runBound(analysis.executableSql(), action, boundAction) : action.run(analysis.executableSql()), handled);
        } finally {
            connection.statementEnded();
        }
    }

    /** Runs a query's text, or H2's statement of its shape with its literals bound where that is the same answer. */
    private <T> T runBound(String executableSql, TextAction<T> action, BoundAction<T> boundAction) throws SQLException {
        closeBound();
        if (delegate.isCloseOnCompletion()) {
            return action.run(executableSql); // H2 closes the statement whose rows close: that must be this one's
        }
        AutoParameters.Bound shaped = connection.autoParameters().bind(executableSql, connection::literalShape, connection.namesGeneration(), delegate);
        if (shaped == null) {
            return action.run(executableSql);
        }
        bound = shaped.statement();
        try {
            return boundAction.run(shaped.statement());
        } catch (SQLException e) {
            if (!(e instanceof JdbcException h2) || !shaped.sql().equals(h2.getSQL())) {
                throw e;
            }
            String original = h2.getOriginalMessage();
            if (original != null && original.indexOf('?') >= 0) {
                // H2 quoted an expression with a parameter mark where the text had the literal: fail as the text does
                closeBound();
                return action.run(executableSql);
            }
            h2.setSQL(executableSql); // the text it stands for, as its own error would say
            throw e;
        }
    }

    @FunctionalInterface
    private interface TextAction<T> {
        T run(String executableSql) throws SQLException;
    }

    @FunctionalInterface
    private interface BoundAction<T> {
        T run(PreparedStatement statement) throws SQLException;
    }

    /** A batch runs as one unit under one lane decision, so it may hold only plain reads and writes. */
    static void checkBatchable(EngineConnection connection, StatementAnalysis analysis) throws SQLException {
        connection.checkRunnable(analysis);
        if (analysis.kind() != StatementKind.WRITE && analysis.kind() != StatementKind.READ || analysis.multiStatement()) {
            throw EngineErrors.unsupported("'" + analysis.sql().trim() + "' in a batch; batches may hold only INSERT, UPDATE, DELETE and queries");
        }
    }

    static SQLException noResultSet() {
        return new SQLException("No results were returned by the query.", "02000");
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        ResultSet rs = execute(sql, text -> delegate.executeQuery(text), PreparedStatement::executeQuery, QUERY, SCRIPT_QUERY);
        if (rs == null) {
            throw noResultSet();
        }
        return shown(rs);
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return execute(sql, text -> delegate.executeUpdate(text), PreparedStatement::executeUpdate, UPDATE, SCRIPT_UPDATE);
    }

    @Override
    public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return execute(sql, text -> delegate.executeUpdate(text, autoGeneratedKeys), UPDATE, null);
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return execute(sql, text -> delegate.executeUpdate(text, columnIndexes), UPDATE, null);
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        return execute(sql, text -> delegate.executeUpdate(text, columnNames), UPDATE, null);
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        return execute(sql, text -> delegate.executeLargeUpdate(text), PreparedStatement::executeLargeUpdate, LARGE_UPDATE, SCRIPT_LARGE_UPDATE);
    }

    @Override
    public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return execute(sql, text -> delegate.executeLargeUpdate(text, autoGeneratedKeys), LARGE_UPDATE, null);
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return execute(sql, text -> delegate.executeLargeUpdate(text, columnIndexes), LARGE_UPDATE, null);
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        return execute(sql, text -> delegate.executeLargeUpdate(text, columnNames), LARGE_UPDATE, null);
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        return execute(sql, text -> delegate.execute(text), PreparedStatement::execute, EXECUTE, SCRIPT_EXECUTE);
    }

    @Override
    public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
        return execute(sql, text -> delegate.execute(text, autoGeneratedKeys), EXECUTE, null);
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        return execute(sql, text -> delegate.execute(text, columnIndexes), EXECUTE, null);
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        return execute(sql, text -> delegate.execute(text, columnNames), EXECUTE, null);
    }

    // ---- batches: one statement kind for the whole batch, so it runs as one unit under the lane ----

    @Override
    public void addBatch(String text) throws SQLException {
        String sql = connection.asRead(text);
        List<ScriptPart> parts = ScriptRunner.partsOf(sql);
        if (parts != null && parts.size() > 1) { // pgjdbc refuses them too
            throw EngineErrors.unsupported("several statements in one batch entry; call addBatch() once per statement instead");
        }
        StatementAnalysis analysis = connection.analyze(sql);
        checkBatchable(connection, analysis);
        delegate.addBatch(analysis.executableSql());
        batch.add(analysis);
    }

    @Override
    public void clearBatch() throws SQLException {
        delegate.clearBatch();
        batch.clear();
    }

    @Override
    public int[] executeBatch() throws SQLException {
        try {
            return connection.run(batchAnalysis(), SqlAction.batch(delegate::executeBatch), timeout);
        } finally {
            batch.clear();
        }
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        try {
            return connection.run(batchAnalysis(), SqlAction.batch(delegate::executeLargeBatch), timeout);
        } finally {
            batch.clear();
        }
    }

    private StatementAnalysis batchAnalysis() {
        for (StatementAnalysis analysis : batch) {
            if (analysis.takesLane()) {
                return analysis;
            }
        }
        return batch.isEmpty() ? StatementAnalysis.ofKind(null, StatementKind.READ) : batch.get(0);
    }

    // ---- results and settings, passed to H2 ----

    @Override
    public ResultSet getResultSet() throws SQLException {
        if (script != null) {
            return script.currentRows();
        }
        return lastHandledHere ? handledRows : shown(results().getResultSet());
    }

    /** H2's rows as pgjdbc would read PostgreSQL's (see {@link PostgresTextRows}); asked again, the same object. */
    ResultSet shown(ResultSet h2Rows) throws SQLException {
        if (h2Rows != lastH2Rows) {
            lastH2Rows = h2Rows;
            lastShownRows = PostgresTextRows.of(h2Rows);
        }
        return lastShownRows;
    }

    @Override
    public int getUpdateCount() throws SQLException {
        if (script != null) {
            return (int) script.currentCount();
        }
        return lastHandledHere ? (int) handledCount : results().getUpdateCount();
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        if (script != null) {
            return script.currentCount();
        }
        return lastHandledHere ? handledCount : results().getLargeUpdateCount();
    }

    /** A text handled here has one result: moving past it leaves none (update count -1), so result loops end. */
    @Override
    public boolean getMoreResults() throws SQLException {
        if (script != null) {
            return script.next(CLOSE_CURRENT_RESULT);
        }
        if (lastHandledHere) {
            closeHandledRows();
            return false;
        }
        return results().getMoreResults();
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        if (script != null) {
            return script.next(current);
        }
        if (lastHandledHere) {
            if (current == KEEP_CURRENT_RESULT) {
                handledRows = null; // still open for the application
                handledCount = -1;
            } else {
                closeHandledRows();
            }
            return false;
        }
        return results().getMoreResults(current);
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        return results().getGeneratedKeys();
    }

    @Override
    public Connection getConnection() {
        return connection;
    }

    @Override
    public void close() throws SQLException {
        connection.cancelIfRunningElsewhere(); // H2's close would wait for a statement running on another thread
        closeHandledRows();
        closeScript();
        closeBound();
        delegate.close();
    }

    @Override
    public boolean isClosed() throws SQLException {
        return delegate.isClosed();
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        return delegate.getMaxFieldSize();
    }

    @Override
    public void setMaxFieldSize(int max) throws SQLException {
        delegate.setMaxFieldSize(max);
    }

    @Override
    public int getMaxRows() throws SQLException {
        return delegate.getMaxRows();
    }

    @Override
    public void setMaxRows(int max) throws SQLException {
        delegate.setMaxRows(max);
    }

    @Override
    public long getLargeMaxRows() throws SQLException {
        return delegate.getLargeMaxRows();
    }

    @Override
    public void setLargeMaxRows(long max) throws SQLException {
        delegate.setLargeMaxRows(max);
    }

    @Override
    public void setEscapeProcessing(boolean enable) throws SQLException {
        delegate.setEscapeProcessing(enable);
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        checkOpen();
        return (int) timeout.toSeconds();
    }

    /**
     * The statement's own: it bounds its wait for the lane and the schema gate, and the session
     * gives H2 what is left of it when the statement runs (H2's own timeout is the session's, so
     * it is never set here, where it would reach the connection's other statements).
     */
    @Override
    public void setQueryTimeout(int seconds) throws SQLException {
        checkOpen();
        if (seconds < 0) {
            throw new SQLException("Query timeout must be a value greater than or equals to 0.", "22023");
        }
        timeout = Duration.ofSeconds(seconds);
    }

    private void checkOpen() throws SQLException {
        if (delegate.isClosed()) {
            throw new SQLException("This statement has been closed.", "55000");
        }
    }

    @Override
    public void cancel() throws SQLException {
        ScriptResults running = script;
        if (running != null) {
            running.cancel();
        }
        connection.cancel(); // the session's statement, wherever it is: waiting for a lock, or in H2
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        return warnings != null ? warnings : results().getWarnings();
    }

    @Override
    public void clearWarnings() throws SQLException {
        warnings = null;
        results().clearWarnings();
    }

    @Override
    public void setCursorName(String name) throws SQLException {
        delegate.setCursorName(name);
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        delegate.setFetchDirection(direction);
    }

    @Override
    public int getFetchDirection() throws SQLException {
        return delegate.getFetchDirection();
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        delegate.setFetchSize(rows);
    }

    @Override
    public int getFetchSize() throws SQLException {
        return delegate.getFetchSize();
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        return delegate.getResultSetConcurrency();
    }

    @Override
    public int getResultSetType() throws SQLException {
        return delegate.getResultSetType();
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        return delegate.getResultSetHoldability();
    }

    @Override
    public void setPoolable(boolean poolable) throws SQLException {
        delegate.setPoolable(poolable);
    }

    @Override
    public boolean isPoolable() throws SQLException {
        return delegate.isPoolable();
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        delegate.closeOnCompletion();
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        return delegate.isCloseOnCompletion();
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
