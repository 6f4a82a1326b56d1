package io.hotrow.driver.pipeline;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
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
import java.sql.SQLWarning;
import java.sql.SQLXML;
import java.sql.Statement;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.Calendar;
import java.util.Map;

/**
 * A statement of the {@link StatementPipeline} ({@link RoutedStatement}, {@link RewrittenStatement}),
 * which the surface's statement calls. Every call falls in one of four groups, each handed to one
 * typed method a statement implements: an execute call to {@link #run} (where the pipeline's stages
 * are passed), a parameter setter to {@link #bind} (by name: {@link #bindNamed}), a setting to {@link #set}, anything else to
 * {@link #statement()} (or the prepared or callable view of it); close, getConnection, the batch
 * and clearParameters are each statement's own.
 * Written once from {@code java.sql.CallableStatement} (Java 17), every method in name order, by a
 * generator program that is not kept.
 */
abstract class ForwardingStatement implements CallableStatement {

    /** What a call of the execute family expects back: the backend's call's, or a rewritten run's. */
    enum Kind {
        QUERY("executeQuery"), UPDATE("executeUpdate"), LARGE_UPDATE("executeLargeUpdate"), EXECUTE("execute"), BATCH("executeBatch"),
        LARGE_BATCH("executeLargeBatch");

        private final String call;

        Kind(String call) {
            this.call = call;
        }

        /** The JDBC method, for messages. */
        String call() {
            return call;
        }
    }

    /** One execute call, on whichever backend statement runs it. */
    @FunctionalInterface
    interface Execution<T> {
        T on(Statement statement) throws SQLException;
    }

    /** The backend statement the calls with nothing of the pipeline's go to. */
    abstract Statement statement() throws SQLException;

    PreparedStatement prepared() throws SQLException {
        return (PreparedStatement) statement();
    }

    CallableStatement callable() throws SQLException {
        return (CallableStatement) statement();
    }

    /**
     * Runs an execute call.
     *
     * @param sql the text given to the call, or null when the statement's own (prepared) text runs
     */
    abstract <T> T run(Kind kind, String sql, Execution<T> execution) throws SQLException;

    /** A parameter bound: {@code value} as given (null for setNull), and how to bind it at a position of another statement. */
    abstract void bind(int parameter, Object value, ParameterBindings.Binder binder) throws SQLException;

    /** A setting (fetch size, timeouts); a later call of the same setting replaces it. */
    abstract void set(StatementSetting setting, Rebinding.Call<Statement> call) throws SQLException;

    /** A call's parameter bound by name: a later binding of the same name replaces it, clearParameters forgets it. */
    abstract void bindNamed(String parameterName, Rebinding.Call<Statement> binding) throws SQLException;

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Identity.unwrap(this, "Statement", iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public void cancel() throws SQLException {
        statement().cancel();
    }

    @Override
    public void clearWarnings() throws SQLException {
        statement().clearWarnings();
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        set(StatementSetting.CLOSE_ON_COMPLETION, statement -> statement.closeOnCompletion());
    }

    @Override
    public String enquoteIdentifier(String identifier, boolean alwaysQuote) throws SQLException {
        return statement().enquoteIdentifier(identifier, alwaysQuote);
    }

    @Override
    public String enquoteLiteral(String val) throws SQLException {
        return statement().enquoteLiteral(val);
    }

    @Override
    public String enquoteNCharLiteral(String val) throws SQLException {
        return statement().enquoteNCharLiteral(val);
    }

    @Override
    public boolean execute() throws SQLException {
        return run(Kind.EXECUTE, null, statement -> ((PreparedStatement) statement).execute());
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        return run(Kind.EXECUTE, sql, statement -> statement.execute(sql, columnIndexes));
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        return run(Kind.EXECUTE, sql, statement -> statement.execute(sql, columnNames));
    }

    @Override
    public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
        return run(Kind.EXECUTE, sql, statement -> statement.execute(sql, autoGeneratedKeys));
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        return run(Kind.EXECUTE, sql, statement -> statement.execute(sql));
    }

    @Override
    public int[] executeBatch() throws SQLException {
        return run(Kind.BATCH, null, statement -> statement.executeBatch());
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        return run(Kind.LARGE_BATCH, null, statement -> statement.executeLargeBatch());
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return run(Kind.LARGE_UPDATE, null, statement -> ((PreparedStatement) statement).executeLargeUpdate());
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return run(Kind.LARGE_UPDATE, sql, statement -> statement.executeLargeUpdate(sql, columnIndexes));
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        return run(Kind.LARGE_UPDATE, sql, statement -> statement.executeLargeUpdate(sql, columnNames));
    }

    @Override
    public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return run(Kind.LARGE_UPDATE, sql, statement -> statement.executeLargeUpdate(sql, autoGeneratedKeys));
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        return run(Kind.LARGE_UPDATE, sql, statement -> statement.executeLargeUpdate(sql));
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return run(Kind.QUERY, null, statement -> ((PreparedStatement) statement).executeQuery());
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        return run(Kind.QUERY, sql, statement -> statement.executeQuery(sql));
    }

    @Override
    public int executeUpdate() throws SQLException {
        return run(Kind.UPDATE, null, statement -> ((PreparedStatement) statement).executeUpdate());
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return run(Kind.UPDATE, sql, statement -> statement.executeUpdate(sql, columnIndexes));
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        return run(Kind.UPDATE, sql, statement -> statement.executeUpdate(sql, columnNames));
    }

    @Override
    public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        return run(Kind.UPDATE, sql, statement -> statement.executeUpdate(sql, autoGeneratedKeys));
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return run(Kind.UPDATE, sql, statement -> statement.executeUpdate(sql));
    }

    @Override
    public Array getArray(String parameterName) throws SQLException {
        return callable().getArray(parameterName);
    }

    @Override
    public Array getArray(int parameterIndex) throws SQLException {
        return callable().getArray(parameterIndex);
    }

    @Override
    public BigDecimal getBigDecimal(String parameterName) throws SQLException {
        return callable().getBigDecimal(parameterName);
    }

    @Override
    public BigDecimal getBigDecimal(int parameterIndex, int scale) throws SQLException {
        return callable().getBigDecimal(parameterIndex, scale);
    }

    @Override
    public BigDecimal getBigDecimal(int parameterIndex) throws SQLException {
        return callable().getBigDecimal(parameterIndex);
    }

    @Override
    public Blob getBlob(String parameterName) throws SQLException {
        return callable().getBlob(parameterName);
    }

    @Override
    public Blob getBlob(int parameterIndex) throws SQLException {
        return callable().getBlob(parameterIndex);
    }

    @Override
    public boolean getBoolean(String parameterName) throws SQLException {
        return callable().getBoolean(parameterName);
    }

    @Override
    public boolean getBoolean(int parameterIndex) throws SQLException {
        return callable().getBoolean(parameterIndex);
    }

    @Override
    public byte getByte(String parameterName) throws SQLException {
        return callable().getByte(parameterName);
    }

    @Override
    public byte getByte(int parameterIndex) throws SQLException {
        return callable().getByte(parameterIndex);
    }

    @Override
    public byte[] getBytes(String parameterName) throws SQLException {
        return callable().getBytes(parameterName);
    }

    @Override
    public byte[] getBytes(int parameterIndex) throws SQLException {
        return callable().getBytes(parameterIndex);
    }

    @Override
    public Reader getCharacterStream(String parameterName) throws SQLException {
        return callable().getCharacterStream(parameterName);
    }

    @Override
    public Reader getCharacterStream(int parameterIndex) throws SQLException {
        return callable().getCharacterStream(parameterIndex);
    }

    @Override
    public Clob getClob(String parameterName) throws SQLException {
        return callable().getClob(parameterName);
    }

    @Override
    public Clob getClob(int parameterIndex) throws SQLException {
        return callable().getClob(parameterIndex);
    }

    @Override
    public Date getDate(String parameterName, Calendar cal) throws SQLException {
        return callable().getDate(parameterName, cal);
    }

    @Override
    public Date getDate(String parameterName) throws SQLException {
        return callable().getDate(parameterName);
    }

    @Override
    public Date getDate(int parameterIndex, Calendar cal) throws SQLException {
        return callable().getDate(parameterIndex, cal);
    }

    @Override
    public Date getDate(int parameterIndex) throws SQLException {
        return callable().getDate(parameterIndex);
    }

    @Override
    public double getDouble(String parameterName) throws SQLException {
        return callable().getDouble(parameterName);
    }

    @Override
    public double getDouble(int parameterIndex) throws SQLException {
        return callable().getDouble(parameterIndex);
    }

    @Override
    public int getFetchDirection() throws SQLException {
        return statement().getFetchDirection();
    }

    @Override
    public int getFetchSize() throws SQLException {
        return statement().getFetchSize();
    }

    @Override
    public float getFloat(String parameterName) throws SQLException {
        return callable().getFloat(parameterName);
    }

    @Override
    public float getFloat(int parameterIndex) throws SQLException {
        return callable().getFloat(parameterIndex);
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        return statement().getGeneratedKeys();
    }

    @Override
    public int getInt(String parameterName) throws SQLException {
        return callable().getInt(parameterName);
    }

    @Override
    public int getInt(int parameterIndex) throws SQLException {
        return callable().getInt(parameterIndex);
    }

    @Override
    public long getLargeMaxRows() throws SQLException {
        return statement().getLargeMaxRows();
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        return statement().getLargeUpdateCount();
    }

    @Override
    public long getLong(String parameterName) throws SQLException {
        return callable().getLong(parameterName);
    }

    @Override
    public long getLong(int parameterIndex) throws SQLException {
        return callable().getLong(parameterIndex);
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        return statement().getMaxFieldSize();
    }

    @Override
    public int getMaxRows() throws SQLException {
        return statement().getMaxRows();
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        return prepared().getMetaData();
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        return statement().getMoreResults();
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        return statement().getMoreResults(current);
    }

    @Override
    public Reader getNCharacterStream(String parameterName) throws SQLException {
        return callable().getNCharacterStream(parameterName);
    }

    @Override
    public Reader getNCharacterStream(int parameterIndex) throws SQLException {
        return callable().getNCharacterStream(parameterIndex);
    }

    @Override
    public NClob getNClob(String parameterName) throws SQLException {
        return callable().getNClob(parameterName);
    }

    @Override
    public NClob getNClob(int parameterIndex) throws SQLException {
        return callable().getNClob(parameterIndex);
    }

    @Override
    public String getNString(String parameterName) throws SQLException {
        return callable().getNString(parameterName);
    }

    @Override
    public String getNString(int parameterIndex) throws SQLException {
        return callable().getNString(parameterIndex);
    }

    @Override
    public <T> T getObject(String parameterName, Class<T> type) throws SQLException {
        return callable().getObject(parameterName, type);
    }

    @Override
    public Object getObject(String parameterName, Map<String, Class<?>> map) throws SQLException {
        return callable().getObject(parameterName, map);
    }

    @Override
    public Object getObject(String parameterName) throws SQLException {
        return callable().getObject(parameterName);
    }

    @Override
    public <T> T getObject(int parameterIndex, Class<T> type) throws SQLException {
        return callable().getObject(parameterIndex, type);
    }

    @Override
    public Object getObject(int parameterIndex, Map<String, Class<?>> map) throws SQLException {
        return callable().getObject(parameterIndex, map);
    }

    @Override
    public Object getObject(int parameterIndex) throws SQLException {
        return callable().getObject(parameterIndex);
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        return prepared().getParameterMetaData();
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        return statement().getQueryTimeout();
    }

    @Override
    public Ref getRef(String parameterName) throws SQLException {
        return callable().getRef(parameterName);
    }

    @Override
    public Ref getRef(int parameterIndex) throws SQLException {
        return callable().getRef(parameterIndex);
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        return statement().getResultSet();
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        return statement().getResultSetConcurrency();
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        return statement().getResultSetHoldability();
    }

    @Override
    public int getResultSetType() throws SQLException {
        return statement().getResultSetType();
    }

    @Override
    public RowId getRowId(String parameterName) throws SQLException {
        return callable().getRowId(parameterName);
    }

    @Override
    public RowId getRowId(int parameterIndex) throws SQLException {
        return callable().getRowId(parameterIndex);
    }

    @Override
    public SQLXML getSQLXML(String parameterName) throws SQLException {
        return callable().getSQLXML(parameterName);
    }

    @Override
    public SQLXML getSQLXML(int parameterIndex) throws SQLException {
        return callable().getSQLXML(parameterIndex);
    }

    @Override
    public short getShort(String parameterName) throws SQLException {
        return callable().getShort(parameterName);
    }

    @Override
    public short getShort(int parameterIndex) throws SQLException {
        return callable().getShort(parameterIndex);
    }

    @Override
    public String getString(String parameterName) throws SQLException {
        return callable().getString(parameterName);
    }

    @Override
    public String getString(int parameterIndex) throws SQLException {
        return callable().getString(parameterIndex);
    }

    @Override
    public Time getTime(String parameterName, Calendar cal) throws SQLException {
        return callable().getTime(parameterName, cal);
    }

    @Override
    public Time getTime(String parameterName) throws SQLException {
        return callable().getTime(parameterName);
    }

    @Override
    public Time getTime(int parameterIndex, Calendar cal) throws SQLException {
        return callable().getTime(parameterIndex, cal);
    }

    @Override
    public Time getTime(int parameterIndex) throws SQLException {
        return callable().getTime(parameterIndex);
    }

    @Override
    public Timestamp getTimestamp(String parameterName, Calendar cal) throws SQLException {
        return callable().getTimestamp(parameterName, cal);
    }

    @Override
    public Timestamp getTimestamp(String parameterName) throws SQLException {
        return callable().getTimestamp(parameterName);
    }

    @Override
    public Timestamp getTimestamp(int parameterIndex, Calendar cal) throws SQLException {
        return callable().getTimestamp(parameterIndex, cal);
    }

    @Override
    public Timestamp getTimestamp(int parameterIndex) throws SQLException {
        return callable().getTimestamp(parameterIndex);
    }

    @Override
    public URL getURL(String parameterName) throws SQLException {
        return callable().getURL(parameterName);
    }

    @Override
    public URL getURL(int parameterIndex) throws SQLException {
        return callable().getURL(parameterIndex);
    }

    @Override
    public int getUpdateCount() throws SQLException {
        return statement().getUpdateCount();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        return statement().getWarnings();
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        return statement().isCloseOnCompletion();
    }

    @Override
    public boolean isClosed() throws SQLException {
        return statement().isClosed();
    }

    @Override
    public boolean isPoolable() throws SQLException {
        return statement().isPoolable();
    }

    @Override
    public boolean isSimpleIdentifier(String identifier) throws SQLException {
        return statement().isSimpleIdentifier(identifier);
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType, String typeName) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType, typeName);
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType, int scale) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType, scale);
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType);
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType, String typeName) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType, typeName);
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType, int scale) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType, scale);
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType) throws SQLException {
        callable().registerOutParameter(parameterName, sqlType);
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType, String typeName) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType, typeName);
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType, int scale) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType, scale);
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType);
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType, String typeName) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType, typeName);
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType, int scale) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType, scale);
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType) throws SQLException {
        callable().registerOutParameter(parameterIndex, sqlType);
    }

    @Override
    public void setArray(int parameterIndex, Array x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setArray(position, x));
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x, int length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setAsciiStream(parameterName, x, length));
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setAsciiStream(parameterName, x, length));
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setAsciiStream(parameterName, x));
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, int length) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setAsciiStream(position, x, length));
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, long length) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setAsciiStream(position, x, length));
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setAsciiStream(position, x));
    }

    @Override
    public void setBigDecimal(String parameterName, BigDecimal x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBigDecimal(parameterName, x));
    }

    @Override
    public void setBigDecimal(int parameterIndex, BigDecimal x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBigDecimal(position, x));
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x, int length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBinaryStream(parameterName, x, length));
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBinaryStream(parameterName, x, length));
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBinaryStream(parameterName, x));
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, int length) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBinaryStream(position, x, length));
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, long length) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBinaryStream(position, x, length));
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBinaryStream(position, x));
    }

    @Override
    public void setBlob(String parameterName, InputStream inputStream, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBlob(parameterName, inputStream, length));
    }

    @Override
    public void setBlob(String parameterName, InputStream inputStream) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBlob(parameterName, inputStream));
    }

    @Override
    public void setBlob(String parameterName, Blob x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBlob(parameterName, x));
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream, long length) throws SQLException {
        bind(parameterIndex, inputStream, (target, position) -> target.setBlob(position, inputStream, length));
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream) throws SQLException {
        bind(parameterIndex, inputStream, (target, position) -> target.setBlob(position, inputStream));
    }

    @Override
    public void setBlob(int parameterIndex, Blob x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBlob(position, x));
    }

    @Override
    public void setBoolean(String parameterName, boolean x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBoolean(parameterName, x));
    }

    @Override
    public void setBoolean(int parameterIndex, boolean x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBoolean(position, x));
    }

    @Override
    public void setByte(String parameterName, byte x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setByte(parameterName, x));
    }

    @Override
    public void setByte(int parameterIndex, byte x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setByte(position, x));
    }

    @Override
    public void setBytes(String parameterName, byte[] x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setBytes(parameterName, x));
    }

    @Override
    public void setBytes(int parameterIndex, byte[] x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setBytes(position, x));
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader, int length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setCharacterStream(parameterName, reader, length));
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setCharacterStream(parameterName, reader, length));
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setCharacterStream(parameterName, reader));
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, int length) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setCharacterStream(position, reader, length));
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, long length) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setCharacterStream(position, reader, length));
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setCharacterStream(position, reader));
    }

    @Override
    public void setClob(String parameterName, Reader reader, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setClob(parameterName, reader, length));
    }

    @Override
    public void setClob(String parameterName, Reader reader) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setClob(parameterName, reader));
    }

    @Override
    public void setClob(String parameterName, Clob x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setClob(parameterName, x));
    }

    @Override
    public void setClob(int parameterIndex, Reader reader, long length) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setClob(position, reader, length));
    }

    @Override
    public void setClob(int parameterIndex, Reader reader) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setClob(position, reader));
    }

    @Override
    public void setClob(int parameterIndex, Clob x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setClob(position, x));
    }

    @Override
    public void setCursorName(String name) throws SQLException {
        set(StatementSetting.CURSOR_NAME, statement -> statement.setCursorName(name));
    }

    @Override
    public void setDate(String parameterName, Date x, Calendar cal) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setDate(parameterName, x, cal));
    }

    @Override
    public void setDate(String parameterName, Date x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setDate(parameterName, x));
    }

    @Override
    public void setDate(int parameterIndex, Date x, Calendar cal) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setDate(position, x, cal));
    }

    @Override
    public void setDate(int parameterIndex, Date x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setDate(position, x));
    }

    @Override
    public void setDouble(String parameterName, double x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setDouble(parameterName, x));
    }

    @Override
    public void setDouble(int parameterIndex, double x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setDouble(position, x));
    }

    @Override
    public void setEscapeProcessing(boolean enable) throws SQLException {
        set(StatementSetting.ESCAPE_PROCESSING, statement -> statement.setEscapeProcessing(enable));
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        set(StatementSetting.FETCH_DIRECTION, statement -> statement.setFetchDirection(direction));
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        set(StatementSetting.FETCH_SIZE, statement -> statement.setFetchSize(rows));
    }

    @Override
    public void setFloat(String parameterName, float x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setFloat(parameterName, x));
    }

    @Override
    public void setFloat(int parameterIndex, float x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setFloat(position, x));
    }

    @Override
    public void setInt(String parameterName, int x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setInt(parameterName, x));
    }

    @Override
    public void setInt(int parameterIndex, int x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setInt(position, x));
    }

    @Override
    public void setLargeMaxRows(long max) throws SQLException {
        set(StatementSetting.MAX_ROWS, statement -> statement.setLargeMaxRows(max));
    }

    @Override
    public void setLong(String parameterName, long x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setLong(parameterName, x));
    }

    @Override
    public void setLong(int parameterIndex, long x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setLong(position, x));
    }

    @Override
    public void setMaxFieldSize(int max) throws SQLException {
        set(StatementSetting.MAX_FIELD_SIZE, statement -> statement.setMaxFieldSize(max));
    }

    @Override
    public void setMaxRows(int max) throws SQLException {
        set(StatementSetting.MAX_ROWS, statement -> statement.setMaxRows(max));
    }

    @Override
    public void setNCharacterStream(String parameterName, Reader value, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNCharacterStream(parameterName, value, length));
    }

    @Override
    public void setNCharacterStream(String parameterName, Reader value) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNCharacterStream(parameterName, value));
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value, long length) throws SQLException {
        bind(parameterIndex, value, (target, position) -> target.setNCharacterStream(position, value, length));
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value) throws SQLException {
        bind(parameterIndex, value, (target, position) -> target.setNCharacterStream(position, value));
    }

    @Override
    public void setNClob(String parameterName, Reader reader, long length) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNClob(parameterName, reader, length));
    }

    @Override
    public void setNClob(String parameterName, Reader reader) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNClob(parameterName, reader));
    }

    @Override
    public void setNClob(String parameterName, NClob value) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNClob(parameterName, value));
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader, long length) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setNClob(position, reader, length));
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader) throws SQLException {
        bind(parameterIndex, reader, (target, position) -> target.setNClob(position, reader));
    }

    @Override
    public void setNClob(int parameterIndex, NClob value) throws SQLException {
        bind(parameterIndex, value, (target, position) -> target.setNClob(position, value));
    }

    @Override
    public void setNString(String parameterName, String value) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNString(parameterName, value));
    }

    @Override
    public void setNString(int parameterIndex, String value) throws SQLException {
        bind(parameterIndex, value, (target, position) -> target.setNString(position, value));
    }

    @Override
    public void setNull(String parameterName, int sqlType, String typeName) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNull(parameterName, sqlType, typeName));
    }

    @Override
    public void setNull(String parameterName, int sqlType) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setNull(parameterName, sqlType));
    }

    @Override
    public void setNull(int parameterIndex, int sqlType, String typeName) throws SQLException {
        bind(parameterIndex, null, (target, position) -> target.setNull(position, sqlType, typeName));
    }

    @Override
    public void setNull(int parameterIndex, int sqlType) throws SQLException {
        bind(parameterIndex, null, (target, position) -> target.setNull(position, sqlType));
    }

    @Override
    public void setObject(String parameterName, Object x, int targetSqlType, int scale) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setObject(parameterName, x, targetSqlType, scale));
    }

    @Override
    public void setObject(String parameterName, Object x, int targetSqlType) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setObject(parameterName, x, targetSqlType));
    }

    @Override
    public void setObject(String parameterName, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setObject(parameterName, x, targetSqlType, scaleOrLength));
    }

    @Override
    public void setObject(String parameterName, Object x, SQLType targetSqlType) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setObject(parameterName, x, targetSqlType));
    }

    @Override
    public void setObject(String parameterName, Object x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setObject(parameterName, x));
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setObject(position, x, targetSqlType, scaleOrLength));
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setObject(position, x, targetSqlType));
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setObject(position, x, targetSqlType, scaleOrLength));
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setObject(position, x, targetSqlType));
    }

    @Override
    public void setObject(int parameterIndex, Object x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setObject(position, x));
    }

    @Override
    public void setPoolable(boolean poolable) throws SQLException {
        set(StatementSetting.POOLABLE, statement -> statement.setPoolable(poolable));
    }

    @Override
    public void setQueryTimeout(int seconds) throws SQLException {
        set(StatementSetting.QUERY_TIMEOUT, statement -> statement.setQueryTimeout(seconds));
    }

    @Override
    public void setRef(int parameterIndex, Ref x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setRef(position, x));
    }

    @Override
    public void setRowId(String parameterName, RowId x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setRowId(parameterName, x));
    }

    @Override
    public void setRowId(int parameterIndex, RowId x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setRowId(position, x));
    }

    @Override
    public void setSQLXML(String parameterName, SQLXML xmlObject) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setSQLXML(parameterName, xmlObject));
    }

    @Override
    public void setSQLXML(int parameterIndex, SQLXML xmlObject) throws SQLException {
        bind(parameterIndex, xmlObject, (target, position) -> target.setSQLXML(position, xmlObject));
    }

    @Override
    public void setShort(String parameterName, short x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setShort(parameterName, x));
    }

    @Override
    public void setShort(int parameterIndex, short x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setShort(position, x));
    }

    @Override
    public void setString(String parameterName, String x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setString(parameterName, x));
    }

    @Override
    public void setString(int parameterIndex, String x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setString(position, x));
    }

    @Override
    public void setTime(String parameterName, Time x, Calendar cal) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setTime(parameterName, x, cal));
    }

    @Override
    public void setTime(String parameterName, Time x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setTime(parameterName, x));
    }

    @Override
    public void setTime(int parameterIndex, Time x, Calendar cal) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setTime(position, x, cal));
    }

    @Override
    public void setTime(int parameterIndex, Time x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setTime(position, x));
    }

    @Override
    public void setTimestamp(String parameterName, Timestamp x, Calendar cal) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setTimestamp(parameterName, x, cal));
    }

    @Override
    public void setTimestamp(String parameterName, Timestamp x) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setTimestamp(parameterName, x));
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x, Calendar cal) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setTimestamp(position, x, cal));
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setTimestamp(position, x));
    }

    @Override
    public void setURL(String parameterName, URL val) throws SQLException {
        bindNamed(parameterName, statement -> ((CallableStatement) statement).setURL(parameterName, val));
    }

    @Override
    public void setURL(int parameterIndex, URL x) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setURL(position, x));
    }

    @Override
    public void setUnicodeStream(int parameterIndex, InputStream x, int length) throws SQLException {
        bind(parameterIndex, x, (target, position) -> target.setUnicodeStream(position, x, length));
    }

    @Override
    public boolean wasNull() throws SQLException {
        return callable().wasNull();
    }
}
