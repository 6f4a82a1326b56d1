package io.hotrow.engine.jdbc;

import io.hotrow.engine.sql.EngineErrors;
import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.CallableStatement;
import java.sql.Clob;
import java.sql.Connection;
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
import java.sql.Time;
import java.sql.Timestamp;
import java.util.Calendar;
import java.util.Map;

/**
 * {@code prepareCall} on the engine: the prepared statement of the text, answering to
 * {@link CallableStatement}. Tools run plain queries this way, as pgjdbc lets them (Liquibase reads
 * the connection's schema with {@code prepareCall("select current_schema()")}); the engine has no
 * procedures, so what only a call has (OUT parameters, parameters by name) is refused. Written once
 * from {@code java.sql.CallableStatement} (Java 17), methods by name.
 */
final class EngineCallableStatement implements CallableStatement {

    private final PreparedStatement prepared;

    EngineCallableStatement(PreparedStatement prepared) {
        this.prepared = prepared;
    }

    private static SQLException refused(String method) {
        return EngineErrors.unsupported("CallableStatement." + method
                + ": the engine has no procedures, so no OUT or named parameters; a query runs through prepareCall as through prepareStatement");
    }

    @Override
    public <T> T unwrap(Class<T> iface) throws SQLException {
        return Unwrapping.unwrapSelf(this, iface);
    }

    @Override
    public boolean isWrapperFor(Class<?> iface) {
        return iface.isInstance(this);
    }

    @Override
    public String toString() {
        return "call " + prepared;
    }

    // ---- what a prepared statement does: the statement of the text runs it ----

    @Override
    public void addBatch() throws SQLException {
        prepared.addBatch();
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        prepared.addBatch(sql);
    }

    @Override
    public void cancel() throws SQLException {
        prepared.cancel();
    }

    @Override
    public void clearBatch() throws SQLException {
        prepared.clearBatch();
    }

    @Override
    public void clearParameters() throws SQLException {
        prepared.clearParameters();
    }

    @Override
    public void clearWarnings() throws SQLException {
        prepared.clearWarnings();
    }

    @Override
    public void close() throws SQLException {
        prepared.close();
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        prepared.closeOnCompletion();
    }

    @Override
    public String enquoteIdentifier(String name, boolean x) throws SQLException {
        return prepared.enquoteIdentifier(name, x);
    }

    @Override
    public String enquoteLiteral(String name) throws SQLException {
        return prepared.enquoteLiteral(name);
    }

    @Override
    public String enquoteNCharLiteral(String name) throws SQLException {
        return prepared.enquoteNCharLiteral(name);
    }

    @Override
    public boolean execute() throws SQLException {
        return prepared.execute();
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        return prepared.execute(sql, columnIndexes);
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        return prepared.execute(sql, columnNames);
    }

    @Override
    public boolean execute(String sql, int n1) throws SQLException {
        return prepared.execute(sql, n1);
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        return prepared.execute(sql);
    }

    @Override
    public int[] executeBatch() throws SQLException {
        return prepared.executeBatch();
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        return prepared.executeLargeBatch();
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        return prepared.executeLargeUpdate();
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return prepared.executeLargeUpdate(sql, columnIndexes);
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        return prepared.executeLargeUpdate(sql, columnNames);
    }

    @Override
    public long executeLargeUpdate(String sql, int n1) throws SQLException {
        return prepared.executeLargeUpdate(sql, n1);
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        return prepared.executeLargeUpdate(sql);
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        return prepared.executeQuery();
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        return prepared.executeQuery(sql);
    }

    @Override
    public int executeUpdate() throws SQLException {
        return prepared.executeUpdate();
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        return prepared.executeUpdate(sql, columnIndexes);
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        return prepared.executeUpdate(sql, columnNames);
    }

    @Override
    public int executeUpdate(String sql, int n1) throws SQLException {
        return prepared.executeUpdate(sql, n1);
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        return prepared.executeUpdate(sql);
    }

    @Override
    public Connection getConnection() throws SQLException {
        return prepared.getConnection();
    }

    @Override
    public int getFetchDirection() throws SQLException {
        return prepared.getFetchDirection();
    }

    @Override
    public int getFetchSize() throws SQLException {
        return prepared.getFetchSize();
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        return prepared.getGeneratedKeys();
    }

    @Override
    public long getLargeMaxRows() throws SQLException {
        return prepared.getLargeMaxRows();
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        return prepared.getLargeUpdateCount();
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        return prepared.getMaxFieldSize();
    }

    @Override
    public int getMaxRows() throws SQLException {
        return prepared.getMaxRows();
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        return prepared.getMetaData();
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        return prepared.getMoreResults();
    }

    @Override
    public boolean getMoreResults(int index) throws SQLException {
        return prepared.getMoreResults(index);
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        return prepared.getParameterMetaData();
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        return prepared.getQueryTimeout();
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        return prepared.getResultSet();
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        return prepared.getResultSetConcurrency();
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        return prepared.getResultSetHoldability();
    }

    @Override
    public int getResultSetType() throws SQLException {
        return prepared.getResultSetType();
    }

    @Override
    public int getUpdateCount() throws SQLException {
        return prepared.getUpdateCount();
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        return prepared.getWarnings();
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        return prepared.isCloseOnCompletion();
    }

    @Override
    public boolean isClosed() throws SQLException {
        return prepared.isClosed();
    }

    @Override
    public boolean isPoolable() throws SQLException {
        return prepared.isPoolable();
    }

    @Override
    public boolean isSimpleIdentifier(String name) throws SQLException {
        return prepared.isSimpleIdentifier(name);
    }

    @Override
    public void setArray(int index, Array x) throws SQLException {
        prepared.setArray(index, x);
    }

    @Override
    public void setAsciiStream(int index, InputStream x, int n2) throws SQLException {
        prepared.setAsciiStream(index, x, n2);
    }

    @Override
    public void setAsciiStream(int index, InputStream x, long n2) throws SQLException {
        prepared.setAsciiStream(index, x, n2);
    }

    @Override
    public void setAsciiStream(int index, InputStream x) throws SQLException {
        prepared.setAsciiStream(index, x);
    }

    @Override
    public void setBigDecimal(int index, BigDecimal x) throws SQLException {
        prepared.setBigDecimal(index, x);
    }

    @Override
    public void setBinaryStream(int index, InputStream x, int n2) throws SQLException {
        prepared.setBinaryStream(index, x, n2);
    }

    @Override
    public void setBinaryStream(int index, InputStream x, long n2) throws SQLException {
        prepared.setBinaryStream(index, x, n2);
    }

    @Override
    public void setBinaryStream(int index, InputStream x) throws SQLException {
        prepared.setBinaryStream(index, x);
    }

    @Override
    public void setBlob(int index, InputStream x, long n2) throws SQLException {
        prepared.setBlob(index, x, n2);
    }

    @Override
    public void setBlob(int index, InputStream x) throws SQLException {
        prepared.setBlob(index, x);
    }

    @Override
    public void setBlob(int index, Blob x) throws SQLException {
        prepared.setBlob(index, x);
    }

    @Override
    public void setBoolean(int index, boolean x) throws SQLException {
        prepared.setBoolean(index, x);
    }

    @Override
    public void setByte(int index, byte x) throws SQLException {
        prepared.setByte(index, x);
    }

    @Override
    public void setBytes(int index, byte[] x) throws SQLException {
        prepared.setBytes(index, x);
    }

    @Override
    public void setCharacterStream(int index, Reader x, int n2) throws SQLException {
        prepared.setCharacterStream(index, x, n2);
    }

    @Override
    public void setCharacterStream(int index, Reader x, long n2) throws SQLException {
        prepared.setCharacterStream(index, x, n2);
    }

    @Override
    public void setCharacterStream(int index, Reader x) throws SQLException {
        prepared.setCharacterStream(index, x);
    }

    @Override
    public void setClob(int index, Reader x, long n2) throws SQLException {
        prepared.setClob(index, x, n2);
    }

    @Override
    public void setClob(int index, Reader x) throws SQLException {
        prepared.setClob(index, x);
    }

    @Override
    public void setClob(int index, Clob x) throws SQLException {
        prepared.setClob(index, x);
    }

    @Override
    public void setCursorName(String name) throws SQLException {
        prepared.setCursorName(name);
    }

    @Override
    public void setDate(int index, Date x, Calendar calendar) throws SQLException {
        prepared.setDate(index, x, calendar);
    }

    @Override
    public void setDate(int index, Date x) throws SQLException {
        prepared.setDate(index, x);
    }

    @Override
    public void setDouble(int index, double x) throws SQLException {
        prepared.setDouble(index, x);
    }

    @Override
    public void setEscapeProcessing(boolean x0) throws SQLException {
        prepared.setEscapeProcessing(x0);
    }

    @Override
    public void setFetchDirection(int value) throws SQLException {
        prepared.setFetchDirection(value);
    }

    @Override
    public void setFetchSize(int value) throws SQLException {
        prepared.setFetchSize(value);
    }

    @Override
    public void setFloat(int index, float x) throws SQLException {
        prepared.setFloat(index, x);
    }

    @Override
    public void setInt(int index, int n1) throws SQLException {
        prepared.setInt(index, n1);
    }

    @Override
    public void setLargeMaxRows(long x0) throws SQLException {
        prepared.setLargeMaxRows(x0);
    }

    @Override
    public void setLong(int index, long n1) throws SQLException {
        prepared.setLong(index, n1);
    }

    @Override
    public void setMaxFieldSize(int value) throws SQLException {
        prepared.setMaxFieldSize(value);
    }

    @Override
    public void setMaxRows(int value) throws SQLException {
        prepared.setMaxRows(value);
    }

    @Override
    public void setNCharacterStream(int index, Reader x, long n2) throws SQLException {
        prepared.setNCharacterStream(index, x, n2);
    }

    @Override
    public void setNCharacterStream(int index, Reader x) throws SQLException {
        prepared.setNCharacterStream(index, x);
    }

    @Override
    public void setNClob(int index, Reader x, long n2) throws SQLException {
        prepared.setNClob(index, x, n2);
    }

    @Override
    public void setNClob(int index, Reader x) throws SQLException {
        prepared.setNClob(index, x);
    }

    @Override
    public void setNClob(int index, NClob x) throws SQLException {
        prepared.setNClob(index, x);
    }

    @Override
    public void setNString(int index, String x) throws SQLException {
        prepared.setNString(index, x);
    }

    @Override
    public void setNull(int index, int n1, String x2) throws SQLException {
        prepared.setNull(index, n1, x2);
    }

    @Override
    public void setNull(int index, int n1) throws SQLException {
        prepared.setNull(index, n1);
    }

    @Override
    public void setObject(int index, Object x, int n2, int n3) throws SQLException {
        prepared.setObject(index, x, n2, n3);
    }

    @Override
    public void setObject(int index, Object x, int n2) throws SQLException {
        prepared.setObject(index, x, n2);
    }

    @Override
    public void setObject(int index, Object x, SQLType sqlType, int n3) throws SQLException {
        prepared.setObject(index, x, sqlType, n3);
    }

    @Override
    public void setObject(int index, Object x, SQLType sqlType) throws SQLException {
        prepared.setObject(index, x, sqlType);
    }

    @Override
    public void setObject(int index, Object x) throws SQLException {
        prepared.setObject(index, x);
    }

    @Override
    public void setPoolable(boolean x0) throws SQLException {
        prepared.setPoolable(x0);
    }

    @Override
    public void setQueryTimeout(int value) throws SQLException {
        prepared.setQueryTimeout(value);
    }

    @Override
    public void setRef(int index, Ref x) throws SQLException {
        prepared.setRef(index, x);
    }

    @Override
    public void setRowId(int index, RowId x) throws SQLException {
        prepared.setRowId(index, x);
    }

    @Override
    public void setSQLXML(int index, SQLXML x) throws SQLException {
        prepared.setSQLXML(index, x);
    }

    @Override
    public void setShort(int index, short x) throws SQLException {
        prepared.setShort(index, x);
    }

    @Override
    public void setString(int index, String x) throws SQLException {
        prepared.setString(index, x);
    }

    @Override
    public void setTime(int index, Time x, Calendar calendar) throws SQLException {
        prepared.setTime(index, x, calendar);
    }

    @Override
    public void setTime(int index, Time x) throws SQLException {
        prepared.setTime(index, x);
    }

    @Override
    public void setTimestamp(int index, Timestamp x, Calendar calendar) throws SQLException {
        prepared.setTimestamp(index, x, calendar);
    }

    @Override
    public void setTimestamp(int index, Timestamp x) throws SQLException {
        prepared.setTimestamp(index, x);
    }

    @Override
    public void setURL(int index, URL x) throws SQLException {
        prepared.setURL(index, x);
    }

    @Deprecated
    @Override
    public void setUnicodeStream(int index, InputStream x, int n2) throws SQLException {
        prepared.setUnicodeStream(index, x, n2);
    }

    // ---- what only a call has: refused ----

    @Override
    public Array getArray(String name) throws SQLException {
        throw refused("getArray");
    }

    @Override
    public Array getArray(int index) throws SQLException {
        throw refused("getArray");
    }

    @Override
    public BigDecimal getBigDecimal(String name) throws SQLException {
        throw refused("getBigDecimal");
    }

    @Deprecated
    @Override
    public BigDecimal getBigDecimal(int index, int n1) throws SQLException {
        throw refused("getBigDecimal");
    }

    @Override
    public BigDecimal getBigDecimal(int index) throws SQLException {
        throw refused("getBigDecimal");
    }

    @Override
    public Blob getBlob(String name) throws SQLException {
        throw refused("getBlob");
    }

    @Override
    public Blob getBlob(int index) throws SQLException {
        throw refused("getBlob");
    }

    @Override
    public boolean getBoolean(String name) throws SQLException {
        throw refused("getBoolean");
    }

    @Override
    public boolean getBoolean(int index) throws SQLException {
        throw refused("getBoolean");
    }

    @Override
    public byte getByte(String name) throws SQLException {
        throw refused("getByte");
    }

    @Override
    public byte getByte(int index) throws SQLException {
        throw refused("getByte");
    }

    @Override
    public byte[] getBytes(String name) throws SQLException {
        throw refused("getBytes");
    }

    @Override
    public byte[] getBytes(int index) throws SQLException {
        throw refused("getBytes");
    }

    @Override
    public Reader getCharacterStream(String name) throws SQLException {
        throw refused("getCharacterStream");
    }

    @Override
    public Reader getCharacterStream(int index) throws SQLException {
        throw refused("getCharacterStream");
    }

    @Override
    public Clob getClob(String name) throws SQLException {
        throw refused("getClob");
    }

    @Override
    public Clob getClob(int index) throws SQLException {
        throw refused("getClob");
    }

    @Override
    public Date getDate(String name, Calendar calendar) throws SQLException {
        throw refused("getDate");
    }

    @Override
    public Date getDate(String name) throws SQLException {
        throw refused("getDate");
    }

    @Override
    public Date getDate(int index, Calendar calendar) throws SQLException {
        throw refused("getDate");
    }

    @Override
    public Date getDate(int index) throws SQLException {
        throw refused("getDate");
    }

    @Override
    public double getDouble(String name) throws SQLException {
        throw refused("getDouble");
    }

    @Override
    public double getDouble(int index) throws SQLException {
        throw refused("getDouble");
    }

    @Override
    public float getFloat(String name) throws SQLException {
        throw refused("getFloat");
    }

    @Override
    public float getFloat(int index) throws SQLException {
        throw refused("getFloat");
    }

    @Override
    public int getInt(String name) throws SQLException {
        throw refused("getInt");
    }

    @Override
    public int getInt(int index) throws SQLException {
        throw refused("getInt");
    }

    @Override
    public long getLong(String name) throws SQLException {
        throw refused("getLong");
    }

    @Override
    public long getLong(int index) throws SQLException {
        throw refused("getLong");
    }

    @Override
    public Reader getNCharacterStream(String name) throws SQLException {
        throw refused("getNCharacterStream");
    }

    @Override
    public Reader getNCharacterStream(int index) throws SQLException {
        throw refused("getNCharacterStream");
    }

    @Override
    public NClob getNClob(String name) throws SQLException {
        throw refused("getNClob");
    }

    @Override
    public NClob getNClob(int index) throws SQLException {
        throw refused("getNClob");
    }

    @Override
    public String getNString(String name) throws SQLException {
        throw refused("getNString");
    }

    @Override
    public String getNString(int index) throws SQLException {
        throw refused("getNString");
    }

    @Override
    public <T> T getObject(String name, Class<T> type) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public Object getObject(String name, Map<String, Class<?>> map) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public Object getObject(String name) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public <T> T getObject(int index, Class<T> type) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public Object getObject(int index, Map<String, Class<?>> map) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public Object getObject(int index) throws SQLException {
        throw refused("getObject");
    }

    @Override
    public Ref getRef(String name) throws SQLException {
        throw refused("getRef");
    }

    @Override
    public Ref getRef(int index) throws SQLException {
        throw refused("getRef");
    }

    @Override
    public RowId getRowId(String name) throws SQLException {
        throw refused("getRowId");
    }

    @Override
    public RowId getRowId(int index) throws SQLException {
        throw refused("getRowId");
    }

    @Override
    public SQLXML getSQLXML(String name) throws SQLException {
        throw refused("getSQLXML");
    }

    @Override
    public SQLXML getSQLXML(int index) throws SQLException {
        throw refused("getSQLXML");
    }

    @Override
    public short getShort(String name) throws SQLException {
        throw refused("getShort");
    }

    @Override
    public short getShort(int index) throws SQLException {
        throw refused("getShort");
    }

    @Override
    public String getString(String name) throws SQLException {
        throw refused("getString");
    }

    @Override
    public String getString(int index) throws SQLException {
        throw refused("getString");
    }

    @Override
    public Time getTime(String name, Calendar calendar) throws SQLException {
        throw refused("getTime");
    }

    @Override
    public Time getTime(String name) throws SQLException {
        throw refused("getTime");
    }

    @Override
    public Time getTime(int index, Calendar calendar) throws SQLException {
        throw refused("getTime");
    }

    @Override
    public Time getTime(int index) throws SQLException {
        throw refused("getTime");
    }

    @Override
    public Timestamp getTimestamp(String name, Calendar calendar) throws SQLException {
        throw refused("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(String name) throws SQLException {
        throw refused("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(int index, Calendar calendar) throws SQLException {
        throw refused("getTimestamp");
    }

    @Override
    public Timestamp getTimestamp(int index) throws SQLException {
        throw refused("getTimestamp");
    }

    @Override
    public URL getURL(String name) throws SQLException {
        throw refused("getURL");
    }

    @Override
    public URL getURL(int index) throws SQLException {
        throw refused("getURL");
    }

    @Override
    public void registerOutParameter(String name, int n1, String x2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(String name, int n1, int n2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(String name, int n1) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(String name, SQLType sqlType, String x2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(String name, SQLType sqlType, int n2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(String name, SQLType sqlType) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, int n1, String x2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, int n1, int n2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, int n1) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, SQLType sqlType, String x2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, SQLType sqlType, int n2) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void registerOutParameter(int index, SQLType sqlType) throws SQLException {
        throw refused("registerOutParameter");
    }

    @Override
    public void setAsciiStream(String name, InputStream x, int n2) throws SQLException {
        throw refused("setAsciiStream");
    }

    @Override
    public void setAsciiStream(String name, InputStream x, long n2) throws SQLException {
        throw refused("setAsciiStream");
    }

    @Override
    public void setAsciiStream(String name, InputStream x) throws SQLException {
        throw refused("setAsciiStream");
    }

    @Override
    public void setBigDecimal(String name, BigDecimal x) throws SQLException {
        throw refused("setBigDecimal");
    }

    @Override
    public void setBinaryStream(String name, InputStream x, int n2) throws SQLException {
        throw refused("setBinaryStream");
    }

    @Override
    public void setBinaryStream(String name, InputStream x, long n2) throws SQLException {
        throw refused("setBinaryStream");
    }

    @Override
    public void setBinaryStream(String name, InputStream x) throws SQLException {
        throw refused("setBinaryStream");
    }

    @Override
    public void setBlob(String name, InputStream x, long n2) throws SQLException {
        throw refused("setBlob");
    }

    @Override
    public void setBlob(String name, InputStream x) throws SQLException {
        throw refused("setBlob");
    }

    @Override
    public void setBlob(String name, Blob x) throws SQLException {
        throw refused("setBlob");
    }

    @Override
    public void setBoolean(String name, boolean x) throws SQLException {
        throw refused("setBoolean");
    }

    @Override
    public void setByte(String name, byte x) throws SQLException {
        throw refused("setByte");
    }

    @Override
    public void setBytes(String name, byte[] x) throws SQLException {
        throw refused("setBytes");
    }

    @Override
    public void setCharacterStream(String name, Reader x, int n2) throws SQLException {
        throw refused("setCharacterStream");
    }

    @Override
    public void setCharacterStream(String name, Reader x, long n2) throws SQLException {
        throw refused("setCharacterStream");
    }

    @Override
    public void setCharacterStream(String name, Reader x) throws SQLException {
        throw refused("setCharacterStream");
    }

    @Override
    public void setClob(String name, Reader x, long n2) throws SQLException {
        throw refused("setClob");
    }

    @Override
    public void setClob(String name, Reader x) throws SQLException {
        throw refused("setClob");
    }

    @Override
    public void setClob(String name, Clob x) throws SQLException {
        throw refused("setClob");
    }

    @Override
    public void setDate(String name, Date x, Calendar calendar) throws SQLException {
        throw refused("setDate");
    }

    @Override
    public void setDate(String name, Date x) throws SQLException {
        throw refused("setDate");
    }

    @Override
    public void setDouble(String name, double x) throws SQLException {
        throw refused("setDouble");
    }

    @Override
    public void setFloat(String name, float x) throws SQLException {
        throw refused("setFloat");
    }

    @Override
    public void setInt(String name, int n1) throws SQLException {
        throw refused("setInt");
    }

    @Override
    public void setLong(String name, long n1) throws SQLException {
        throw refused("setLong");
    }

    @Override
    public void setNCharacterStream(String name, Reader x, long n2) throws SQLException {
        throw refused("setNCharacterStream");
    }

    @Override
    public void setNCharacterStream(String name, Reader x) throws SQLException {
        throw refused("setNCharacterStream");
    }

    @Override
    public void setNClob(String name, Reader x, long n2) throws SQLException {
        throw refused("setNClob");
    }

    @Override
    public void setNClob(String name, Reader x) throws SQLException {
        throw refused("setNClob");
    }

    @Override
    public void setNClob(String name, NClob x) throws SQLException {
        throw refused("setNClob");
    }

    @Override
    public void setNString(String name, String x) throws SQLException {
        throw refused("setNString");
    }

    @Override
    public void setNull(String name, int n1, String x2) throws SQLException {
        throw refused("setNull");
    }

    @Override
    public void setNull(String name, int n1) throws SQLException {
        throw refused("setNull");
    }

    @Override
    public void setObject(String name, Object x, int n2, int n3) throws SQLException {
        throw refused("setObject");
    }

    @Override
    public void setObject(String name, Object x, int n2) throws SQLException {
        throw refused("setObject");
    }

    @Override
    public void setObject(String name, Object x, SQLType sqlType, int n3) throws SQLException {
        throw refused("setObject");
    }

    @Override
    public void setObject(String name, Object x, SQLType sqlType) throws SQLException {
        throw refused("setObject");
    }

    @Override
    public void setObject(String name, Object x) throws SQLException {
        throw refused("setObject");
    }

    @Override
    public void setRowId(String name, RowId x) throws SQLException {
        throw refused("setRowId");
    }

    @Override
    public void setSQLXML(String name, SQLXML x) throws SQLException {
        throw refused("setSQLXML");
    }

    @Override
    public void setShort(String name, short x) throws SQLException {
        throw refused("setShort");
    }

    @Override
    public void setString(String name, String x) throws SQLException {
        throw refused("setString");
    }

    @Override
    public void setTime(String name, Time x, Calendar calendar) throws SQLException {
        throw refused("setTime");
    }

    @Override
    public void setTime(String name, Time x) throws SQLException {
        throw refused("setTime");
    }

    @Override
    public void setTimestamp(String name, Timestamp x, Calendar calendar) throws SQLException {
        throw refused("setTimestamp");
    }

    @Override
    public void setTimestamp(String name, Timestamp x) throws SQLException {
        throw refused("setTimestamp");
    }

    @Override
    public void setURL(String name, URL x) throws SQLException {
        throw refused("setURL");
    }

    @Override
    public boolean wasNull() throws SQLException {
        throw refused("wasNull");
    }
}
