package io.hotrow.engine.jdbc;

import io.hotrow.engine.database.SqlAction;
import io.hotrow.engine.sql.EngineErrors;
import io.hotrow.engine.sql.ScriptPart;
import io.hotrow.rewrite.analysis.StatementAnalysis;
import io.hotrow.rewrite.analysis.StatementKind;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
import java.sql.ParameterMetaData;
import java.sql.PreparedStatement;
import java.sql.Ref;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.sql.Types;
import java.time.Duration;
import java.util.Calendar;
import java.util.List;

/**
 * A prepared statement on an engine connection. The SQL text is analysed once, when prepared, so a
 * re-execution goes straight to the lane decision. A text of several statements is a script: its
 * statements are prepared one by one as it runs (a statement may use a table an earlier one
 * creates), each with its share of the parameters (see {@link ScriptParameters}).
 */
final class EnginePreparedStatement extends EngineStatement implements PreparedStatement {

    /** H2's prepared statement, or for a script the recorder of its parameters. */
    private PreparedStatement delegate;
    /** The analysis of the one statement; null for a script. */
    private final StatementAnalysis analysis;
    /** The statements of a script; null for one statement. */
    private final List<ScriptPart> script;
    /** Prepares the text again for {@link ParameterCasts}; null where H2 does not run the text. */
    private final EngineConnection.Preparation preparation;
    /** Made when a value PostgreSQL types other than H2 might is first bound; till then binding goes straight to H2. */
    private ParameterCasts casts;
    /** Rows were added to the batch since it last ran or was cleared. */
    private boolean batchPending;
    /** For a DECLARE with parameters, whose delegate is its query: prepares the query again once a cursor took the bound one; else null. */
    private final CursorQuery cursorQuery;
    /** The session's names generation the text H2 runs was last checked against. */
    private long names;

    /** Prepares the query of a DECLARE with parameters in H2. */
    @FunctionalInterface
    interface CursorQuery {
        PreparedStatement prepare() throws SQLException;
    }

    /** @param names the session's names generation when prepared (see {@link #resolved()}) */
    EnginePreparedStatement(EngineConnection connection, PreparedStatement delegate, StatementAnalysis analysis,
            EngineConnection.Preparation preparation, long names) {
        super(connection, delegate);
        this.delegate = delegate;
        this.analysis = analysis;
        this.script = null;
        this.preparation = preparation;
        this.cursorQuery = null;
        this.names = names;
    }

    private EnginePreparedStatement(EngineConnection connection, PreparedStatement query, StatementAnalysis analysis, CursorQuery cursorQuery) {
        super(connection, query);
        this.delegate = query;
        this.analysis = analysis;
        this.script = null;
        this.preparation = null;
        this.cursorQuery = cursorQuery;
    }

    /** A DECLARE with parameters; {@code query} is its query prepared in H2, which takes the parameters. */
    static EnginePreparedStatement declaring(EngineConnection connection, PreparedStatement query, StatementAnalysis analysis,
            CursorQuery cursorQuery) {
        return new EnginePreparedStatement(connection, query, analysis, cursorQuery);
    }

    /** A script; {@code options} is an H2 statement prepared with the JDBC options asked for, which holds its settings. */
    EnginePreparedStatement(EngineConnection connection, PreparedStatement options, List<ScriptPart> script) {
        super(connection, options);
        this.delegate = ScriptParameters.recorder(script.stream().mapToInt(ScriptPart::parameters).sum());
        this.analysis = null;
        this.script = script;
        this.preparation = null;
        this.cursorQuery = null;
    }

    /**
     * The cursor a DECLARE with parameters declares owns its bound query (it outlives this statement, as a
     * WITH HOLD cursor outlives its portal): this statement goes on with the query prepared again.
     */
    @Override
    PreparedStatement boundCursorQuery() throws SQLException {
        if (cursorQuery == null) {
            return null;
        }
        PreparedStatement bound = delegate;
        PreparedStatement next = cursorQuery.prepare();
        moveTo(next);
        delegate = next;
        return bound;
    }

    /**
     * The analysis, checked again once the session's search path or schema changed since it was: the
     * engine types a text by the tables it names, and under other names may write it otherwise.
     */
    private StatementAnalysis resolved() throws SQLException {
        if (preparation != null) {
            long now = connection.namesGeneration();
            if (now != names) {
                connection.checkTypedAlike(analysis);
                names = now;
            }
        }
        return analysis;
    }

    /** Where to bind parameter {@code index} a value H2 types as it would any: the current statement. */
    private PreparedStatement plain(int index) throws SQLException {
        return casts == null ? delegate : typed(index, ParameterCasts.Cast.NONE);
    }

    /** Where to bind parameter {@code index} a value PostgreSQL types as {@code cast}. */
    private PreparedStatement typed(int index, ParameterCasts.Cast cast) throws SQLException {
        if (casts == null) {
            if (preparation == null) {
                return delegate;
            }
            casts = new ParameterCasts(delegate, analysis.executableSql(), preparation);
        }
        PreparedStatement target = casts.statementFor(index, cast, batchPending);
        if (target != delegate) {
            moveTo(target);
            delegate = target;
        }
        return target;
    }

    /** The cast for a value bound with setObject: a BigDecimal is numeric, a double double precision, a float real. */
    private static ParameterCasts.Cast castOf(Object x) {
        return x instanceof BigDecimal ? ParameterCasts.Cast.NUMERIC : x instanceof Double ? ParameterCasts.Cast.DOUBLE
                : x instanceof Float ? ParameterCasts.Cast.REAL : ParameterCasts.Cast.NONE;
    }

    /** The cast for a value of a JDBC type, as pgjdbc types it: {@code setNull(i, Types.NUMERIC)} is a numeric null. */
    private static ParameterCasts.Cast castOf(int sqlType) {
        return switch (sqlType) {
            case Types.NUMERIC, Types.DECIMAL -> ParameterCasts.Cast.NUMERIC;
            case Types.DOUBLE, Types.FLOAT -> ParameterCasts.Cast.DOUBLE;
            case Types.REAL -> ParameterCasts.Cast.REAL;
            default -> ParameterCasts.Cast.NONE;
        };
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        if (script != null) {
            return runScript(script, this::part, SCRIPT_QUERY);
        }
        ResultSet rs = execute(resolved(), delegate::executeQuery, QUERY);
        if (rs == null) {
            throw noResultSet();
        }
        return shown(rs);
    }

    @Override
    public int executeUpdate() throws SQLException {
        return script != null ? runScript(script, this::part, SCRIPT_UPDATE) : execute(resolved(), delegate::executeUpdate, UPDATE);
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return script != null ? runScript(script, this::part, SCRIPT_LARGE_UPDATE) : execute(resolved(), delegate::executeLargeUpdate, LARGE_UPDATE);
    }

    @Override
    public boolean execute() throws SQLException {
        return script != null ? runScript(script, this::part, SCRIPT_EXECUTE) : execute(resolved(), delegate::execute, EXECUTE);
    }

    /** One statement of the script, prepared now, like this one, with its parameters. */
    private ScriptRunner.Part part(ScriptPart part, int parametersBefore, StatementAnalysis partAnalysis, Duration timeLeft) throws SQLException {
        EnginePreparedStatement statement = (EnginePreparedStatement) connection.prepareStatement(part.text(), getResultSetType(),
                getResultSetConcurrency(), getResultSetHoldability());
        try {
            if (statement.getParameterMetaData().getParameterCount() != part.parameters()) {
                throw EngineErrors.unsupported("numbering the parameters of \"" + part.text() + "\" in a text of several statements;"
                        + " prepare it on its own");
            }
            ScriptParameters.bind(delegate, statement, parametersBefore, part.parameters());
            return new ScriptRunner.Part(likeThis(statement, timeLeft), statement::execute);
        } catch (SQLException | RuntimeException e) {
            statement.close();
            throw e;
        }
    }

    @Override
    public void addBatch() throws SQLException {
        checkNotScript("batches");
        checkBatchable(connection, analysis);
        delegate.addBatch();
        batchPending = true;
    }

    @Override
    public int[] executeBatch() throws SQLException {
        checkNotScript("batches");
        batchPending = false; // H2 empties the batch however it ends
        return connection.run(resolved(), SqlAction.batch(delegate::executeBatch), timeout());
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        checkNotScript("batches");
        batchPending = false;
        return connection.run(resolved(), SqlAction.batch(delegate::executeLargeBatch), timeout());
    }

    @Override
    public void clearBatch() throws SQLException {
        super.clearBatch();
        batchPending = false;
    }

    @Override
    public void close() throws SQLException {
        super.close();
        if (casts != null) {
            casts.close();
        }
    }

    /** pgjdbc cannot batch a prepared text of several statements either (it fails with a ClassCastException). */
    private void checkNotScript(String what) throws SQLException {
        if (script != null) {
            throw EngineErrors.unsupported(what + " of a prepared text with several statements; prepare each statement on its own");
        }
    }

    /**
     * As pgjdbc describes the query's result; null for a statement without rows, and for a script,
     * whose statements are prepared only when they run: JDBC's answer when the description is not known.
     */
    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        if (script == null && analysis.kind().runsInSession()) {
            // not H2's placeholder: a FETCH returns its cursor's columns, an EXECUTE its statement's, the other session texts none
            ResultSetMetaData described = switch (analysis.kind()) {
                case CURSOR -> connection.cursors().describe(analysis.sql());
                case PREPARED -> connection.named().describe(analysis.sql());
                default -> null;
            };
            return described == null || described instanceof PostgresResultSetMetaData ? described : new PostgresResultSetMetaData(described, null);
        }
        ResultSetMetaData h2 = script != null ? null : delegate.getMetaData();
        return h2 == null ? null : new PostgresResultSetMetaData(h2, delegate);
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        checkNotScript("parameter metadata");
        return delegate.getParameterMetaData();
    }

    @Override
    public void setNull(int parameterIndex, int sqlType) throws SQLException {
        typed(parameterIndex, castOf(sqlType)).setNull(parameterIndex, sqlType);
    }

    @Override
    public void setBoolean(int parameterIndex, boolean x) throws SQLException {
        plain(parameterIndex).setBoolean(parameterIndex, x);
    }

    @Override
    public void setByte(int parameterIndex, byte x) throws SQLException {
        plain(parameterIndex).setByte(parameterIndex, x);
    }

    @Override
    public void setShort(int parameterIndex, short x) throws SQLException {
        plain(parameterIndex).setShort(parameterIndex, x);
    }

    @Override
    public void setInt(int parameterIndex, int x) throws SQLException {
        plain(parameterIndex).setInt(parameterIndex, x);
    }

    @Override
    public void setLong(int parameterIndex, long x) throws SQLException {
        plain(parameterIndex).setLong(parameterIndex, x);
    }

    @Override
    public void setFloat(int parameterIndex, float x) throws SQLException {
        typed(parameterIndex, ParameterCasts.Cast.REAL).setFloat(parameterIndex, x);
    }

    @Override
    public void setDouble(int parameterIndex, double x) throws SQLException {
        typed(parameterIndex, ParameterCasts.Cast.DOUBLE).setDouble(parameterIndex, x);
    }

    @Override
    public void setBigDecimal(int parameterIndex, BigDecimal x) throws SQLException {
        typed(parameterIndex, ParameterCasts.Cast.NUMERIC).setBigDecimal(parameterIndex, x);
    }

    @Override
    public void setString(int parameterIndex, String x) throws SQLException {
        plain(parameterIndex).setString(parameterIndex, BoundValues.checked(x));
    }

    @Override
    public void setBytes(int parameterIndex, byte[] x) throws SQLException {
        plain(parameterIndex).setBytes(parameterIndex, x);
    }

    @Override
    public void setDate(int parameterIndex, Date x) throws SQLException {
        plain(parameterIndex).setDate(parameterIndex, x);
    }

    @Override
    public void setTime(int parameterIndex, Time x) throws SQLException {
        plain(parameterIndex).setTime(parameterIndex, x);
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
        plain(parameterIndex).setTimestamp(parameterIndex, x);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, int length) throws SQLException {
        plain(parameterIndex).setAsciiStream(parameterIndex, x, length);
    }

    @Override
    public void setUnicodeStream(int parameterIndex, InputStream x, int length) throws SQLException {
        plain(parameterIndex).setUnicodeStream(parameterIndex, x, length);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, int length) throws SQLException {
        plain(parameterIndex).setBinaryStream(parameterIndex, x, length);
    }

    @Override
    public void clearParameters() throws SQLException {
        delegate.clearParameters();
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
        typed(parameterIndex, castOf(targetSqlType)).setObject(parameterIndex, BoundValues.checked(x), targetSqlType);
    }

    @Override
    public void setObject(int parameterIndex, Object x) throws SQLException {
        BoundValues.checked(x);
        ParameterCasts.Cast cast = castOf(x);
        if (cast != ParameterCasts.Cast.NONE) {
            typed(parameterIndex, cast).setObject(parameterIndex, x);
        } else {
            PreparedStatement target = plain(parameterIndex);
            if (!PgObjects.bind(target, parameterIndex, x)) {
                try {
                    target.setObject(parameterIndex, x);
                } catch (SQLException e) {
                    throw BoundValues.untyped(x, e);
                }
            }
        }
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, int length) throws SQLException {
        plain(parameterIndex).setCharacterStream(parameterIndex, reader, length);
    }

    @Override
    public void setRef(int parameterIndex, Ref x) throws SQLException {
        plain(parameterIndex).setRef(parameterIndex, x);
    }

    @Override
    public void setBlob(int parameterIndex, Blob x) throws SQLException {
        plain(parameterIndex).setBlob(parameterIndex, x);
    }

    @Override
    public void setClob(int parameterIndex, Clob x) throws SQLException {
        plain(parameterIndex).setClob(parameterIndex, x);
    }

    @Override
    public void setArray(int parameterIndex, Array x) throws SQLException {
        plain(parameterIndex).setArray(parameterIndex, x);
    }

    @Override
    public void setDate(int parameterIndex, Date x, Calendar cal) throws SQLException {
        plain(parameterIndex).setDate(parameterIndex, x, cal);
    }

    @Override
    public void setTime(int parameterIndex, Time x, Calendar cal) throws SQLException {
        plain(parameterIndex).setTime(parameterIndex, x, cal);
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x, Calendar cal) throws SQLException {
        plain(parameterIndex).setTimestamp(parameterIndex, x, cal);
    }

    @Override
    public void setNull(int parameterIndex, int sqlType, String typeName) throws SQLException {
        plain(parameterIndex).setNull(parameterIndex, sqlType, typeName);
    }

    @Override
    public void setURL(int parameterIndex, URL x) throws SQLException {
        plain(parameterIndex).setURL(parameterIndex, x);
    }

    @Override
    public void setRowId(int parameterIndex, RowId x) throws SQLException {
        plain(parameterIndex).setRowId(parameterIndex, x);
    }

    @Override
    public void setNString(int parameterIndex, String value) throws SQLException {
        plain(parameterIndex).setNString(parameterIndex, BoundValues.checked(value));
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value, long length) throws SQLException {
        plain(parameterIndex).setNCharacterStream(parameterIndex, value, length);
    }

    @Override
    public void setNClob(int parameterIndex, NClob value) throws SQLException {
        plain(parameterIndex).setNClob(parameterIndex, value);
    }

    @Override
    public void setClob(int parameterIndex, Reader reader, long length) throws SQLException {
        plain(parameterIndex).setClob(parameterIndex, reader, length);
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream, long length) throws SQLException {
        plain(parameterIndex).setBlob(parameterIndex, inputStream, length);
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader, long length) throws SQLException {
        plain(parameterIndex).setNClob(parameterIndex, reader, length);
    }

    @Override
    public void setSQLXML(int parameterIndex, SQLXML xmlObject) throws SQLException {
        plain(parameterIndex).setSQLXML(parameterIndex, xmlObject);
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength) throws SQLException {
        typed(parameterIndex, castOf(targetSqlType)).setObject(parameterIndex, x, targetSqlType, scaleOrLength);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, long length) throws SQLException {
        plain(parameterIndex).setAsciiStream(parameterIndex, x, length);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, long length) throws SQLException {
        plain(parameterIndex).setBinaryStream(parameterIndex, x, length);
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, long length) throws SQLException {
        plain(parameterIndex).setCharacterStream(parameterIndex, reader, length);
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x) throws SQLException {
        plain(parameterIndex).setAsciiStream(parameterIndex, x);
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x) throws SQLException {
        plain(parameterIndex).setBinaryStream(parameterIndex, x);
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader) throws SQLException {
        plain(parameterIndex).setCharacterStream(parameterIndex, reader);
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value) throws SQLException {
        plain(parameterIndex).setNCharacterStream(parameterIndex, value);
    }

    @Override
    public void setClob(int parameterIndex, Reader reader) throws SQLException {
        plain(parameterIndex).setClob(parameterIndex, reader);
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream) throws SQLException {
        plain(parameterIndex).setBlob(parameterIndex, inputStream);
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader) throws SQLException {
        plain(parameterIndex).setNClob(parameterIndex, reader);
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        plain(parameterIndex).setObject(parameterIndex, BoundValues.checked(x), targetSqlType, scaleOrLength);
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
        plain(parameterIndex).setObject(parameterIndex, BoundValues.checked(x), targetSqlType);
    }
}
