package io.hotrow.engine.jdbc;

import java.io.InputStream;
import java.io.Reader;
import java.math.BigDecimal;
import java.net.URL;
import java.sql.Array;
import java.sql.Blob;
import java.sql.Clob;
import java.sql.Date;
import java.sql.NClob;
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
 * A result set that hands every call to the rows beneath it; the engine's own result sets extend it
 * and change the few calls they answer otherwise, as concrete classes rather than reflective proxies.
 * Written once from {@code java.sql.ResultSet} (Java 17), every method in the interface's order by name.
 * {@code unwrap} is the engine's: it never hands out the H2 rows beneath ({@link Unwrapping}).
 */
abstract class ForwardingResultSet implements ResultSet {

    /** The rows every call goes to. */
    protected final ResultSet rows;

    ForwardingResultSet(ResultSet rows) {
        this.rows = rows;
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
    public boolean absolute(int row) throws SQLException {
        return rows.absolute(row);
    }

    @Override
    public void afterLast() throws SQLException {
        rows.afterLast();
    }

    @Override
    public void beforeFirst() throws SQLException {
        rows.beforeFirst();
    }

    @Override
    public void cancelRowUpdates() throws SQLException {
        rows.cancelRowUpdates();
    }

    @Override
    public void clearWarnings() throws SQLException {
        rows.clearWarnings();
    }

    @Override
    public void close() throws SQLException {
        rows.close();
    }

    @Override
    public void deleteRow() throws SQLException {
        rows.deleteRow();
    }

    @Override
    public int findColumn(String columnLabel) throws SQLException {
        return rows.findColumn(columnLabel);
    }

    @Override
    public boolean first() throws SQLException {
        return rows.first();
    }

    @Override
    public Array getArray(String columnLabel) throws SQLException {
        return rows.getArray(columnLabel);
    }

    @Override
    public Array getArray(int columnIndex) throws SQLException {
        return rows.getArray(columnIndex);
    }

    @Override
    public InputStream getAsciiStream(String columnLabel) throws SQLException {
        return rows.getAsciiStream(columnLabel);
    }

    @Override
    public InputStream getAsciiStream(int columnIndex) throws SQLException {
        return rows.getAsciiStream(columnIndex);
    }

    @Deprecated
    @Override
    public BigDecimal getBigDecimal(String columnLabel, int scale) throws SQLException {
        return rows.getBigDecimal(columnLabel, scale);
    }

    @Override
    public BigDecimal getBigDecimal(String columnLabel) throws SQLException {
        return rows.getBigDecimal(columnLabel);
    }

    @Deprecated
    @Override
    public BigDecimal getBigDecimal(int columnIndex, int scale) throws SQLException {
        return rows.getBigDecimal(columnIndex, scale);
    }

    @Override
    public BigDecimal getBigDecimal(int columnIndex) throws SQLException {
        return rows.getBigDecimal(columnIndex);
    }

    @Override
    public InputStream getBinaryStream(String columnLabel) throws SQLException {
        return rows.getBinaryStream(columnLabel);
    }

    @Override
    public InputStream getBinaryStream(int columnIndex) throws SQLException {
        return rows.getBinaryStream(columnIndex);
    }

    @Override
    public Blob getBlob(String columnLabel) throws SQLException {
        return rows.getBlob(columnLabel);
    }

    @Override
    public Blob getBlob(int columnIndex) throws SQLException {
        return rows.getBlob(columnIndex);
    }

    @Override
    public boolean getBoolean(String columnLabel) throws SQLException {
        return rows.getBoolean(columnLabel);
    }

    @Override
    public boolean getBoolean(int columnIndex) throws SQLException {
        return rows.getBoolean(columnIndex);
    }

    @Override
    public byte getByte(String columnLabel) throws SQLException {
        return rows.getByte(columnLabel);
    }

    @Override
    public byte getByte(int columnIndex) throws SQLException {
        return rows.getByte(columnIndex);
    }

    @Override
    public byte[] getBytes(String columnLabel) throws SQLException {
        return rows.getBytes(columnLabel);
    }

    @Override
    public byte[] getBytes(int columnIndex) throws SQLException {
        return rows.getBytes(columnIndex);
    }

    @Override
    public Reader getCharacterStream(String columnLabel) throws SQLException {
        return rows.getCharacterStream(columnLabel);
    }

    @Override
    public Reader getCharacterStream(int columnIndex) throws SQLException {
        return rows.getCharacterStream(columnIndex);
    }

    @Override
    public Clob getClob(String columnLabel) throws SQLException {
        return rows.getClob(columnLabel);
    }

    @Override
    public Clob getClob(int columnIndex) throws SQLException {
        return rows.getClob(columnIndex);
    }

    @Override
    public int getConcurrency() throws SQLException {
        return rows.getConcurrency();
    }

    @Override
    public String getCursorName() throws SQLException {
        return rows.getCursorName();
    }

    @Override
    public Date getDate(String columnLabel, Calendar calendar) throws SQLException {
        return rows.getDate(columnLabel, calendar);
    }

    @Override
    public Date getDate(String columnLabel) throws SQLException {
        return rows.getDate(columnLabel);
    }

    @Override
    public Date getDate(int columnIndex, Calendar calendar) throws SQLException {
        return rows.getDate(columnIndex, calendar);
    }

    @Override
    public Date getDate(int columnIndex) throws SQLException {
        return rows.getDate(columnIndex);
    }

    @Override
    public double getDouble(String columnLabel) throws SQLException {
        return rows.getDouble(columnLabel);
    }

    @Override
    public double getDouble(int columnIndex) throws SQLException {
        return rows.getDouble(columnIndex);
    }

    @Override
    public int getFetchDirection() throws SQLException {
        return rows.getFetchDirection();
    }

    @Override
    public int getFetchSize() throws SQLException {
        return rows.getFetchSize();
    }

    @Override
    public float getFloat(String columnLabel) throws SQLException {
        return rows.getFloat(columnLabel);
    }

    @Override
    public float getFloat(int columnIndex) throws SQLException {
        return rows.getFloat(columnIndex);
    }

    @Override
    public int getHoldability() throws SQLException {
        return rows.getHoldability();
    }

    @Override
    public int getInt(String columnLabel) throws SQLException {
        return rows.getInt(columnLabel);
    }

    @Override
    public int getInt(int columnIndex) throws SQLException {
        return rows.getInt(columnIndex);
    }

    @Override
    public long getLong(String columnLabel) throws SQLException {
        return rows.getLong(columnLabel);
    }

    @Override
    public long getLong(int columnIndex) throws SQLException {
        return rows.getLong(columnIndex);
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        return rows.getMetaData();
    }

    @Override
    public Reader getNCharacterStream(String columnLabel) throws SQLException {
        return rows.getNCharacterStream(columnLabel);
    }

    @Override
    public Reader getNCharacterStream(int columnIndex) throws SQLException {
        return rows.getNCharacterStream(columnIndex);
    }

    @Override
    public NClob getNClob(String columnLabel) throws SQLException {
        return rows.getNClob(columnLabel);
    }

    @Override
    public NClob getNClob(int columnIndex) throws SQLException {
        return rows.getNClob(columnIndex);
    }

    @Override
    public String getNString(String columnLabel) throws SQLException {
        return rows.getNString(columnLabel);
    }

    @Override
    public String getNString(int columnIndex) throws SQLException {
        return rows.getNString(columnIndex);
    }

    @Override
    public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
        return rows.getObject(columnLabel, type);
    }

    @Override
    public Object getObject(String columnLabel, Map<String, Class<?>> map) throws SQLException {
        return rows.getObject(columnLabel, map);
    }

    @Override
    public Object getObject(String columnLabel) throws SQLException {
        return rows.getObject(columnLabel);
    }

    @Override
    public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
        return rows.getObject(columnIndex, type);
    }

    @Override
    public Object getObject(int columnIndex, Map<String, Class<?>> map) throws SQLException {
        return rows.getObject(columnIndex, map);
    }

    @Override
    public Object getObject(int columnIndex) throws SQLException {
        return rows.getObject(columnIndex);
    }

    @Override
    public Ref getRef(String columnLabel) throws SQLException {
        return rows.getRef(columnLabel);
    }

    @Override
    public Ref getRef(int columnIndex) throws SQLException {
        return rows.getRef(columnIndex);
    }

    @Override
    public int getRow() throws SQLException {
        return rows.getRow();
    }

    @Override
    public RowId getRowId(String columnLabel) throws SQLException {
        return rows.getRowId(columnLabel);
    }

    @Override
    public RowId getRowId(int columnIndex) throws SQLException {
        return rows.getRowId(columnIndex);
    }

    @Override
    public SQLXML getSQLXML(String columnLabel) throws SQLException {
        return rows.getSQLXML(columnLabel);
    }

    @Override
    public SQLXML getSQLXML(int columnIndex) throws SQLException {
        return rows.getSQLXML(columnIndex);
    }

    @Override
    public short getShort(String columnLabel) throws SQLException {
        return rows.getShort(columnLabel);
    }

    @Override
    public short getShort(int columnIndex) throws SQLException {
        return rows.getShort(columnIndex);
    }

    @Override
    public Statement getStatement() throws SQLException {
        return rows.getStatement();
    }

    @Override
    public String getString(String columnLabel) throws SQLException {
        return rows.getString(columnLabel);
    }

    @Override
    public String getString(int columnIndex) throws SQLException {
        return rows.getString(columnIndex);
    }

    @Override
    public Time getTime(String columnLabel, Calendar calendar) throws SQLException {
        return rows.getTime(columnLabel, calendar);
    }

    @Override
    public Time getTime(String columnLabel) throws SQLException {
        return rows.getTime(columnLabel);
    }

    @Override
    public Time getTime(int columnIndex, Calendar calendar) throws SQLException {
        return rows.getTime(columnIndex, calendar);
    }

    @Override
    public Time getTime(int columnIndex) throws SQLException {
        return rows.getTime(columnIndex);
    }

    @Override
    public Timestamp getTimestamp(String columnLabel, Calendar calendar) throws SQLException {
        return rows.getTimestamp(columnLabel, calendar);
    }

    @Override
    public Timestamp getTimestamp(String columnLabel) throws SQLException {
        return rows.getTimestamp(columnLabel);
    }

    @Override
    public Timestamp getTimestamp(int columnIndex, Calendar calendar) throws SQLException {
        return rows.getTimestamp(columnIndex, calendar);
    }

    @Override
    public Timestamp getTimestamp(int columnIndex) throws SQLException {
        return rows.getTimestamp(columnIndex);
    }

    @Override
    public int getType() throws SQLException {
        return rows.getType();
    }

    @Override
    public URL getURL(String columnLabel) throws SQLException {
        return rows.getURL(columnLabel);
    }

    @Override
    public URL getURL(int columnIndex) throws SQLException {
        return rows.getURL(columnIndex);
    }

    @Deprecated
    @Override
    public InputStream getUnicodeStream(String columnLabel) throws SQLException {
        return rows.getUnicodeStream(columnLabel);
    }

    @Deprecated
    @Override
    public InputStream getUnicodeStream(int columnIndex) throws SQLException {
        return rows.getUnicodeStream(columnIndex);
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        return rows.getWarnings();
    }

    @Override
    public void insertRow() throws SQLException {
        rows.insertRow();
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        return rows.isAfterLast();
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        return rows.isBeforeFirst();
    }

    @Override
    public boolean isClosed() throws SQLException {
        return rows.isClosed();
    }

    @Override
    public boolean isFirst() throws SQLException {
        return rows.isFirst();
    }

    @Override
    public boolean isLast() throws SQLException {
        return rows.isLast();
    }

    @Override
    public boolean last() throws SQLException {
        return rows.last();
    }

    @Override
    public void moveToCurrentRow() throws SQLException {
        rows.moveToCurrentRow();
    }

    @Override
    public void moveToInsertRow() throws SQLException {
        rows.moveToInsertRow();
    }

    @Override
    public boolean next() throws SQLException {
        return rows.next();
    }

    @Override
    public boolean previous() throws SQLException {
        return rows.previous();
    }

    @Override
    public void refreshRow() throws SQLException {
        rows.refreshRow();
    }

    @Override
    public boolean relative(int rowCount) throws SQLException {
        return rows.relative(rowCount);
    }

    @Override
    public boolean rowDeleted() throws SQLException {
        return rows.rowDeleted();
    }

    @Override
    public boolean rowInserted() throws SQLException {
        return rows.rowInserted();
    }

    @Override
    public boolean rowUpdated() throws SQLException {
        return rows.rowUpdated();
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        rows.setFetchDirection(direction);
    }

    @Override
    public void setFetchSize(int rowCount) throws SQLException {
        rows.setFetchSize(rowCount);
    }

    @Override
    public void updateArray(String columnLabel, Array x) throws SQLException {
        rows.updateArray(columnLabel, x);
    }

    @Override
    public void updateArray(int columnIndex, Array x) throws SQLException {
        rows.updateArray(columnIndex, x);
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x, int length) throws SQLException {
        rows.updateAsciiStream(columnLabel, x, length);
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x, long length) throws SQLException {
        rows.updateAsciiStream(columnLabel, x, length);
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x) throws SQLException {
        rows.updateAsciiStream(columnLabel, x);
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x, int length) throws SQLException {
        rows.updateAsciiStream(columnIndex, x, length);
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x, long length) throws SQLException {
        rows.updateAsciiStream(columnIndex, x, length);
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x) throws SQLException {
        rows.updateAsciiStream(columnIndex, x);
    }

    @Override
    public void updateBigDecimal(String columnLabel, BigDecimal x) throws SQLException {
        rows.updateBigDecimal(columnLabel, x);
    }

    @Override
    public void updateBigDecimal(int columnIndex, BigDecimal x) throws SQLException {
        rows.updateBigDecimal(columnIndex, x);
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x, int length) throws SQLException {
        rows.updateBinaryStream(columnLabel, x, length);
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x, long length) throws SQLException {
        rows.updateBinaryStream(columnLabel, x, length);
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x) throws SQLException {
        rows.updateBinaryStream(columnLabel, x);
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x, int length) throws SQLException {
        rows.updateBinaryStream(columnIndex, x, length);
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x, long length) throws SQLException {
        rows.updateBinaryStream(columnIndex, x, length);
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x) throws SQLException {
        rows.updateBinaryStream(columnIndex, x);
    }

    @Override
    public void updateBlob(String columnLabel, InputStream x, long length) throws SQLException {
        rows.updateBlob(columnLabel, x, length);
    }

    @Override
    public void updateBlob(String columnLabel, InputStream x) throws SQLException {
        rows.updateBlob(columnLabel, x);
    }

    @Override
    public void updateBlob(String columnLabel, Blob x) throws SQLException {
        rows.updateBlob(columnLabel, x);
    }

    @Override
    public void updateBlob(int columnIndex, InputStream x, long length) throws SQLException {
        rows.updateBlob(columnIndex, x, length);
    }

    @Override
    public void updateBlob(int columnIndex, InputStream x) throws SQLException {
        rows.updateBlob(columnIndex, x);
    }

    @Override
    public void updateBlob(int columnIndex, Blob x) throws SQLException {
        rows.updateBlob(columnIndex, x);
    }

    @Override
    public void updateBoolean(String columnLabel, boolean x) throws SQLException {
        rows.updateBoolean(columnLabel, x);
    }

    @Override
    public void updateBoolean(int columnIndex, boolean x) throws SQLException {
        rows.updateBoolean(columnIndex, x);
    }

    @Override
    public void updateByte(String columnLabel, byte x) throws SQLException {
        rows.updateByte(columnLabel, x);
    }

    @Override
    public void updateByte(int columnIndex, byte x) throws SQLException {
        rows.updateByte(columnIndex, x);
    }

    @Override
    public void updateBytes(String columnLabel, byte[] x) throws SQLException {
        rows.updateBytes(columnLabel, x);
    }

    @Override
    public void updateBytes(int columnIndex, byte[] x) throws SQLException {
        rows.updateBytes(columnIndex, x);
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader x, int length) throws SQLException {
        rows.updateCharacterStream(columnLabel, x, length);
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader x, long length) throws SQLException {
        rows.updateCharacterStream(columnLabel, x, length);
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader x) throws SQLException {
        rows.updateCharacterStream(columnLabel, x);
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x, int length) throws SQLException {
        rows.updateCharacterStream(columnIndex, x, length);
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x, long length) throws SQLException {
        rows.updateCharacterStream(columnIndex, x, length);
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x) throws SQLException {
        rows.updateCharacterStream(columnIndex, x);
    }

    @Override
    public void updateClob(String columnLabel, Reader x, long length) throws SQLException {
        rows.updateClob(columnLabel, x, length);
    }

    @Override
    public void updateClob(String columnLabel, Reader x) throws SQLException {
        rows.updateClob(columnLabel, x);
    }

    @Override
    public void updateClob(String columnLabel, Clob x) throws SQLException {
        rows.updateClob(columnLabel, x);
    }

    @Override
    public void updateClob(int columnIndex, Reader x, long length) throws SQLException {
        rows.updateClob(columnIndex, x, length);
    }

    @Override
    public void updateClob(int columnIndex, Reader x) throws SQLException {
        rows.updateClob(columnIndex, x);
    }

    @Override
    public void updateClob(int columnIndex, Clob x) throws SQLException {
        rows.updateClob(columnIndex, x);
    }

    @Override
    public void updateDate(String columnLabel, Date x) throws SQLException {
        rows.updateDate(columnLabel, x);
    }

    @Override
    public void updateDate(int columnIndex, Date x) throws SQLException {
        rows.updateDate(columnIndex, x);
    }

    @Override
    public void updateDouble(String columnLabel, double x) throws SQLException {
        rows.updateDouble(columnLabel, x);
    }

    @Override
    public void updateDouble(int columnIndex, double x) throws SQLException {
        rows.updateDouble(columnIndex, x);
    }

    @Override
    public void updateFloat(String columnLabel, float x) throws SQLException {
        rows.updateFloat(columnLabel, x);
    }

    @Override
    public void updateFloat(int columnIndex, float x) throws SQLException {
        rows.updateFloat(columnIndex, x);
    }

    @Override
    public void updateInt(String columnLabel, int x) throws SQLException {
        rows.updateInt(columnLabel, x);
    }

    @Override
    public void updateInt(int columnIndex, int x) throws SQLException {
        rows.updateInt(columnIndex, x);
    }

    @Override
    public void updateLong(String columnLabel, long x) throws SQLException {
        rows.updateLong(columnLabel, x);
    }

    @Override
    public void updateLong(int columnIndex, long x) throws SQLException {
        rows.updateLong(columnIndex, x);
    }

    @Override
    public void updateNCharacterStream(String columnLabel, Reader x, long length) throws SQLException {
        rows.updateNCharacterStream(columnLabel, x, length);
    }

    @Override
    public void updateNCharacterStream(String columnLabel, Reader x) throws SQLException {
        rows.updateNCharacterStream(columnLabel, x);
    }

    @Override
    public void updateNCharacterStream(int columnIndex, Reader x, long length) throws SQLException {
        rows.updateNCharacterStream(columnIndex, x, length);
    }

    @Override
    public void updateNCharacterStream(int columnIndex, Reader x) throws SQLException {
        rows.updateNCharacterStream(columnIndex, x);
    }

    @Override
    public void updateNClob(String columnLabel, Reader x, long length) throws SQLException {
        rows.updateNClob(columnLabel, x, length);
    }

    @Override
    public void updateNClob(String columnLabel, Reader x) throws SQLException {
        rows.updateNClob(columnLabel, x);
    }

    @Override
    public void updateNClob(String columnLabel, NClob x) throws SQLException {
        rows.updateNClob(columnLabel, x);
    }

    @Override
    public void updateNClob(int columnIndex, Reader x, long length) throws SQLException {
        rows.updateNClob(columnIndex, x, length);
    }

    @Override
    public void updateNClob(int columnIndex, Reader x) throws SQLException {
        rows.updateNClob(columnIndex, x);
    }

    @Override
    public void updateNClob(int columnIndex, NClob x) throws SQLException {
        rows.updateNClob(columnIndex, x);
    }

    @Override
    public void updateNString(String columnLabel, String x) throws SQLException {
        rows.updateNString(columnLabel, x);
    }

    @Override
    public void updateNString(int columnIndex, String x) throws SQLException {
        rows.updateNString(columnIndex, x);
    }

    @Override
    public void updateNull(String columnLabel) throws SQLException {
        rows.updateNull(columnLabel);
    }

    @Override
    public void updateNull(int columnIndex) throws SQLException {
        rows.updateNull(columnIndex);
    }

    @Override
    public void updateObject(String columnLabel, Object x, int scaleOrLength) throws SQLException {
        rows.updateObject(columnLabel, x, scaleOrLength);
    }

    @Override
    public void updateObject(String columnLabel, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        rows.updateObject(columnLabel, x, targetSqlType, scaleOrLength);
    }

    @Override
    public void updateObject(String columnLabel, Object x, SQLType targetSqlType) throws SQLException {
        rows.updateObject(columnLabel, x, targetSqlType);
    }

    @Override
    public void updateObject(String columnLabel, Object x) throws SQLException {
        rows.updateObject(columnLabel, x);
    }

    @Override
    public void updateObject(int columnIndex, Object x, int scaleOrLength) throws SQLException {
        rows.updateObject(columnIndex, x, scaleOrLength);
    }

    @Override
    public void updateObject(int columnIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        rows.updateObject(columnIndex, x, targetSqlType, scaleOrLength);
    }

    @Override
    public void updateObject(int columnIndex, Object x, SQLType targetSqlType) throws SQLException {
        rows.updateObject(columnIndex, x, targetSqlType);
    }

    @Override
    public void updateObject(int columnIndex, Object x) throws SQLException {
        rows.updateObject(columnIndex, x);
    }

    @Override
    public void updateRef(String columnLabel, Ref x) throws SQLException {
        rows.updateRef(columnLabel, x);
    }

    @Override
    public void updateRef(int columnIndex, Ref x) throws SQLException {
        rows.updateRef(columnIndex, x);
    }

    @Override
    public void updateRow() throws SQLException {
        rows.updateRow();
    }

    @Override
    public void updateRowId(String columnLabel, RowId x) throws SQLException {
        rows.updateRowId(columnLabel, x);
    }

    @Override
    public void updateRowId(int columnIndex, RowId x) throws SQLException {
        rows.updateRowId(columnIndex, x);
    }

    @Override
    public void updateSQLXML(String columnLabel, SQLXML x) throws SQLException {
        rows.updateSQLXML(columnLabel, x);
    }

    @Override
    public void updateSQLXML(int columnIndex, SQLXML x) throws SQLException {
        rows.updateSQLXML(columnIndex, x);
    }

    @Override
    public void updateShort(String columnLabel, short x) throws SQLException {
        rows.updateShort(columnLabel, x);
    }

    @Override
    public void updateShort(int columnIndex, short x) throws SQLException {
        rows.updateShort(columnIndex, x);
    }

    @Override
    public void updateString(String columnLabel, String x) throws SQLException {
        rows.updateString(columnLabel, x);
    }

    @Override
    public void updateString(int columnIndex, String x) throws SQLException {
        rows.updateString(columnIndex, x);
    }

    @Override
    public void updateTime(String columnLabel, Time x) throws SQLException {
        rows.updateTime(columnLabel, x);
    }

    @Override
    public void updateTime(int columnIndex, Time x) throws SQLException {
        rows.updateTime(columnIndex, x);
    }

    @Override
    public void updateTimestamp(String columnLabel, Timestamp x) throws SQLException {
        rows.updateTimestamp(columnLabel, x);
    }

    @Override
    public void updateTimestamp(int columnIndex, Timestamp x) throws SQLException {
        rows.updateTimestamp(columnIndex, x);
    }

    @Override
    public boolean wasNull() throws SQLException {
        return rows.wasNull();
    }
}
