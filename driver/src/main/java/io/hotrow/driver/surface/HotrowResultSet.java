package io.hotrow.driver.surface;

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
 * The application's {@code ResultSet} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.ResultSet} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowResultSet extends SurfaceObject implements ResultSet {

    private final ResultSet results;
    /** The statement that made these rows; null for metadata's and arrays' rows, as JDBC allows. */
    private final Statement statement;

    HotrowResultSet(Surface surface, ResultSet results, Statement statement) {
        super(surface);
        this.results = results;
        this.statement = statement;
    }

    @Override
    final Object beneath() {
        return results;
    }

    @Override
    Class<?> jdbcType() {
        return ResultSet.class;
    }

    @Override
    public boolean absolute(int row) throws SQLException {
        try {
            return results.absolute(row);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.absolute", e);
        }
    }

    @Override
    public void afterLast() throws SQLException {
        try {
            results.afterLast();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.afterLast", e);
        }
    }

    @Override
    public void beforeFirst() throws SQLException {
        try {
            results.beforeFirst();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.beforeFirst", e);
        }
    }

    @Override
    public void cancelRowUpdates() throws SQLException {
        try {
            results.cancelRowUpdates();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.cancelRowUpdates", e);
        }
    }

    @Override
    public void clearWarnings() throws SQLException {
        try {
            results.clearWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.clearWarnings", e);
        }
    }

    @Override
    public void close() throws SQLException {
        try {
            results.close();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.close", e);
        }
    }

    @Override
    public void deleteRow() throws SQLException {
        try {
            results.deleteRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.deleteRow", e);
        }
    }

    @Override
    public int findColumn(String columnLabel) throws SQLException {
        try {
            return results.findColumn(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.findColumn", e);
        }
    }

    @Override
    public boolean first() throws SQLException {
        try {
            return results.first();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.first", e);
        }
    }

    @Override
    public Array getArray(String columnLabel) throws SQLException {
        Array result;
        try {
            result = results.getArray(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getArray", e);
        }
        if (result == null) {
            return null;
        }
        return known(ARRAY, result) instanceof Array same ? same
                : remember(ARRAY, result, new HotrowArray(surface, result));
    }

    @Override
    public Array getArray(int columnIndex) throws SQLException {
        Array result;
        try {
            result = results.getArray(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getArray", e);
        }
        if (result == null) {
            return null;
        }
        return known(ARRAY, result) instanceof Array same ? same
                : remember(ARRAY, result, new HotrowArray(surface, result));
    }

    @Override
    public InputStream getAsciiStream(String columnLabel) throws SQLException {
        try {
            return results.getAsciiStream(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getAsciiStream", e);
        }
    }

    @Override
    public InputStream getAsciiStream(int columnIndex) throws SQLException {
        try {
            return results.getAsciiStream(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getAsciiStream", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(String columnLabel, int scale) throws SQLException {
        try {
            return results.getBigDecimal(columnLabel, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBigDecimal", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(String columnLabel) throws SQLException {
        try {
            return results.getBigDecimal(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBigDecimal", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(int columnIndex, int scale) throws SQLException {
        try {
            return results.getBigDecimal(columnIndex, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBigDecimal", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(int columnIndex) throws SQLException {
        try {
            return results.getBigDecimal(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBigDecimal", e);
        }
    }

    @Override
    public InputStream getBinaryStream(String columnLabel) throws SQLException {
        try {
            return results.getBinaryStream(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBinaryStream", e);
        }
    }

    @Override
    public InputStream getBinaryStream(int columnIndex) throws SQLException {
        try {
            return results.getBinaryStream(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBinaryStream", e);
        }
    }

    @Override
    public Blob getBlob(String columnLabel) throws SQLException {
        Blob result;
        try {
            result = results.getBlob(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBlob", e);
        }
        if (result == null) {
            return null;
        }
        return known(BLOB, result) instanceof Blob same ? same
                : remember(BLOB, result, new HotrowBlob(surface, result));
    }

    @Override
    public Blob getBlob(int columnIndex) throws SQLException {
        Blob result;
        try {
            result = results.getBlob(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBlob", e);
        }
        if (result == null) {
            return null;
        }
        return known(BLOB, result) instanceof Blob same ? same
                : remember(BLOB, result, new HotrowBlob(surface, result));
    }

    @Override
    public boolean getBoolean(String columnLabel) throws SQLException {
        try {
            return results.getBoolean(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBoolean", e);
        }
    }

    @Override
    public boolean getBoolean(int columnIndex) throws SQLException {
        try {
            return results.getBoolean(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBoolean", e);
        }
    }

    @Override
    public byte getByte(String columnLabel) throws SQLException {
        try {
            return results.getByte(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getByte", e);
        }
    }

    @Override
    public byte getByte(int columnIndex) throws SQLException {
        try {
            return results.getByte(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getByte", e);
        }
    }

    @Override
    public byte[] getBytes(String columnLabel) throws SQLException {
        try {
            return results.getBytes(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBytes", e);
        }
    }

    @Override
    public byte[] getBytes(int columnIndex) throws SQLException {
        try {
            return results.getBytes(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getBytes", e);
        }
    }

    @Override
    public Reader getCharacterStream(String columnLabel) throws SQLException {
        try {
            return results.getCharacterStream(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getCharacterStream", e);
        }
    }

    @Override
    public Reader getCharacterStream(int columnIndex) throws SQLException {
        try {
            return results.getCharacterStream(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getCharacterStream", e);
        }
    }

    @Override
    public Clob getClob(String columnLabel) throws SQLException {
        Clob result;
        try {
            result = results.getClob(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(CLOB, result) instanceof Clob same ? same
                : remember(CLOB, result, new HotrowClob(surface, result));
    }

    @Override
    public Clob getClob(int columnIndex) throws SQLException {
        Clob result;
        try {
            result = results.getClob(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(CLOB, result) instanceof Clob same ? same
                : remember(CLOB, result, new HotrowClob(surface, result));
    }

    @Override
    public int getConcurrency() throws SQLException {
        try {
            return results.getConcurrency();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getConcurrency", e);
        }
    }

    @Override
    public String getCursorName() throws SQLException {
        try {
            return results.getCursorName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getCursorName", e);
        }
    }

    @Override
    public Date getDate(String columnLabel, Calendar cal) throws SQLException {
        try {
            return results.getDate(columnLabel, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDate", e);
        }
    }

    @Override
    public Date getDate(String columnLabel) throws SQLException {
        try {
            return results.getDate(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDate", e);
        }
    }

    @Override
    public Date getDate(int columnIndex, Calendar cal) throws SQLException {
        try {
            return results.getDate(columnIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDate", e);
        }
    }

    @Override
    public Date getDate(int columnIndex) throws SQLException {
        try {
            return results.getDate(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDate", e);
        }
    }

    @Override
    public double getDouble(String columnLabel) throws SQLException {
        try {
            return results.getDouble(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDouble", e);
        }
    }

    @Override
    public double getDouble(int columnIndex) throws SQLException {
        try {
            return results.getDouble(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getDouble", e);
        }
    }

    @Override
    public int getFetchDirection() throws SQLException {
        try {
            return results.getFetchDirection();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getFetchDirection", e);
        }
    }

    @Override
    public int getFetchSize() throws SQLException {
        try {
            return results.getFetchSize();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getFetchSize", e);
        }
    }

    @Override
    public float getFloat(String columnLabel) throws SQLException {
        try {
            return results.getFloat(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getFloat", e);
        }
    }

    @Override
    public float getFloat(int columnIndex) throws SQLException {
        try {
            return results.getFloat(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getFloat", e);
        }
    }

    @Override
    public int getHoldability() throws SQLException {
        try {
            return results.getHoldability();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getHoldability", e);
        }
    }

    @Override
    public int getInt(String columnLabel) throws SQLException {
        try {
            return results.getInt(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getInt", e);
        }
    }

    @Override
    public int getInt(int columnIndex) throws SQLException {
        try {
            return results.getInt(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getInt", e);
        }
    }

    @Override
    public long getLong(String columnLabel) throws SQLException {
        try {
            return results.getLong(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getLong", e);
        }
    }

    @Override
    public long getLong(int columnIndex) throws SQLException {
        try {
            return results.getLong(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getLong", e);
        }
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        ResultSetMetaData result;
        try {
            result = results.getMetaData();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getMetaData", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET_META_DATA, result) instanceof ResultSetMetaData same ? same
                : remember(RESULT_SET_META_DATA, result, new HotrowResultSetMetaData(surface, result));
    }

    @Override
    public Reader getNCharacterStream(String columnLabel) throws SQLException {
        try {
            return results.getNCharacterStream(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNCharacterStream", e);
        }
    }

    @Override
    public Reader getNCharacterStream(int columnIndex) throws SQLException {
        try {
            return results.getNCharacterStream(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNCharacterStream", e);
        }
    }

    @Override
    public NClob getNClob(String columnLabel) throws SQLException {
        NClob result;
        try {
            result = results.getNClob(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(NCLOB, result) instanceof NClob same ? same
                : remember(NCLOB, result, new HotrowNClob(surface, result));
    }

    @Override
    public NClob getNClob(int columnIndex) throws SQLException {
        NClob result;
        try {
            result = results.getNClob(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(NCLOB, result) instanceof NClob same ? same
                : remember(NCLOB, result, new HotrowNClob(surface, result));
    }

    @Override
    public String getNString(String columnLabel) throws SQLException {
        try {
            return results.getNString(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNString", e);
        }
    }

    @Override
    public String getNString(int columnIndex) throws SQLException {
        try {
            return results.getNString(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getNString", e);
        }
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> T getObject(String columnLabel, Class<T> type) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnLabel, type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return (T) surface.value(result, null);
    }

    @Override
    public Object getObject(String columnLabel, Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnLabel, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getObject(String columnLabel) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return surface.value(result, null);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> T getObject(int columnIndex, Class<T> type) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnIndex, type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return (T) surface.value(result, null);
    }

    @Override
    public Object getObject(int columnIndex, Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnIndex, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getObject(int columnIndex) throws SQLException {
        Object result;
        try {
            result = results.getObject(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getObject", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Ref getRef(String columnLabel) throws SQLException {
        Ref result;
        try {
            result = results.getRef(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getRef", e);
        }
        if (result == null) {
            return null;
        }
        return known(REF, result) instanceof Ref same ? same
                : remember(REF, result, new HotrowRef(surface, result));
    }

    @Override
    public Ref getRef(int columnIndex) throws SQLException {
        Ref result;
        try {
            result = results.getRef(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getRef", e);
        }
        if (result == null) {
            return null;
        }
        return known(REF, result) instanceof Ref same ? same
                : remember(REF, result, new HotrowRef(surface, result));
    }

    @Override
    public int getRow() throws SQLException {
        try {
            return results.getRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getRow", e);
        }
    }

    @Override
    public RowId getRowId(String columnLabel) throws SQLException {
        RowId result;
        try {
            result = results.getRowId(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getRowId", e);
        }
        if (result == null) {
            return null;
        }
        return known(ROW_ID, result) instanceof RowId same ? same
                : remember(ROW_ID, result, new HotrowRowId(surface, result));
    }

    @Override
    public RowId getRowId(int columnIndex) throws SQLException {
        RowId result;
        try {
            result = results.getRowId(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getRowId", e);
        }
        if (result == null) {
            return null;
        }
        return known(ROW_ID, result) instanceof RowId same ? same
                : remember(ROW_ID, result, new HotrowRowId(surface, result));
    }

    @Override
    public SQLXML getSQLXML(String columnLabel) throws SQLException {
        SQLXML result;
        try {
            result = results.getSQLXML(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getSQLXML", e);
        }
        if (result == null) {
            return null;
        }
        return known(XML, result) instanceof SQLXML same ? same
                : remember(XML, result, new HotrowSQLXML(surface, result));
    }

    @Override
    public SQLXML getSQLXML(int columnIndex) throws SQLException {
        SQLXML result;
        try {
            result = results.getSQLXML(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getSQLXML", e);
        }
        if (result == null) {
            return null;
        }
        return known(XML, result) instanceof SQLXML same ? same
                : remember(XML, result, new HotrowSQLXML(surface, result));
    }

    @Override
    public short getShort(String columnLabel) throws SQLException {
        try {
            return results.getShort(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getShort", e);
        }
    }

    @Override
    public short getShort(int columnIndex) throws SQLException {
        try {
            return results.getShort(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getShort", e);
        }
    }

    @Override
    public Statement getStatement() throws SQLException {
        return statement;
    }

    @Override
    public String getString(String columnLabel) throws SQLException {
        try {
            return results.getString(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getString", e);
        }
    }

    @Override
    public String getString(int columnIndex) throws SQLException {
        try {
            return results.getString(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getString", e);
        }
    }

    @Override
    public Time getTime(String columnLabel, Calendar cal) throws SQLException {
        try {
            return results.getTime(columnLabel, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTime", e);
        }
    }

    @Override
    public Time getTime(String columnLabel) throws SQLException {
        try {
            return results.getTime(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTime", e);
        }
    }

    @Override
    public Time getTime(int columnIndex, Calendar cal) throws SQLException {
        try {
            return results.getTime(columnIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTime", e);
        }
    }

    @Override
    public Time getTime(int columnIndex) throws SQLException {
        try {
            return results.getTime(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTime", e);
        }
    }

    @Override
    public Timestamp getTimestamp(String columnLabel, Calendar cal) throws SQLException {
        try {
            return results.getTimestamp(columnLabel, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(String columnLabel) throws SQLException {
        try {
            return results.getTimestamp(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(int columnIndex, Calendar cal) throws SQLException {
        try {
            return results.getTimestamp(columnIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(int columnIndex) throws SQLException {
        try {
            return results.getTimestamp(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getTimestamp", e);
        }
    }

    @Override
    public int getType() throws SQLException {
        try {
            return results.getType();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getType", e);
        }
    }

    @Override
    public URL getURL(String columnLabel) throws SQLException {
        try {
            return results.getURL(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getURL", e);
        }
    }

    @Override
    public URL getURL(int columnIndex) throws SQLException {
        try {
            return results.getURL(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getURL", e);
        }
    }

    @Override
    public InputStream getUnicodeStream(String columnLabel) throws SQLException {
        try {
            return results.getUnicodeStream(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getUnicodeStream", e);
        }
    }

    @Override
    public InputStream getUnicodeStream(int columnIndex) throws SQLException {
        try {
            return results.getUnicodeStream(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getUnicodeStream", e);
        }
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        try {
            return results.getWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.getWarnings", e);
        }
    }

    @Override
    public void insertRow() throws SQLException {
        try {
            results.insertRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.insertRow", e);
        }
    }

    @Override
    public boolean isAfterLast() throws SQLException {
        try {
            return results.isAfterLast();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.isAfterLast", e);
        }
    }

    @Override
    public boolean isBeforeFirst() throws SQLException {
        try {
            return results.isBeforeFirst();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.isBeforeFirst", e);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        try {
            return results.isClosed();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.isClosed", e);
        }
    }

    @Override
    public boolean isFirst() throws SQLException {
        try {
            return results.isFirst();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.isFirst", e);
        }
    }

    @Override
    public boolean isLast() throws SQLException {
        try {
            return results.isLast();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.isLast", e);
        }
    }

    @Override
    public boolean last() throws SQLException {
        try {
            return results.last();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.last", e);
        }
    }

    @Override
    public void moveToCurrentRow() throws SQLException {
        try {
            results.moveToCurrentRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.moveToCurrentRow", e);
        }
    }

    @Override
    public void moveToInsertRow() throws SQLException {
        try {
            results.moveToInsertRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.moveToInsertRow", e);
        }
    }

    @Override
    public boolean next() throws SQLException {
        try {
            return results.next();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.next", e);
        }
    }

    @Override
    public boolean previous() throws SQLException {
        try {
            return results.previous();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.previous", e);
        }
    }

    @Override
    public void refreshRow() throws SQLException {
        try {
            results.refreshRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.refreshRow", e);
        }
    }

    @Override
    public boolean relative(int rows) throws SQLException {
        try {
            return results.relative(rows);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.relative", e);
        }
    }

    @Override
    public boolean rowDeleted() throws SQLException {
        try {
            return results.rowDeleted();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.rowDeleted", e);
        }
    }

    @Override
    public boolean rowInserted() throws SQLException {
        try {
            return results.rowInserted();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.rowInserted", e);
        }
    }

    @Override
    public boolean rowUpdated() throws SQLException {
        try {
            return results.rowUpdated();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.rowUpdated", e);
        }
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        try {
            results.setFetchDirection(direction);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.setFetchDirection", e);
        }
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        try {
            results.setFetchSize(rows);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.setFetchSize", e);
        }
    }

    @Override
    public void updateArray(String columnLabel, Array x) throws SQLException {
        try {
            results.updateArray(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateArray", e);
        }
    }

    @Override
    public void updateArray(int columnIndex, Array x) throws SQLException {
        try {
            results.updateArray(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateArray", e);
        }
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x, int length) throws SQLException {
        try {
            results.updateAsciiStream(columnLabel, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x, long length) throws SQLException {
        try {
            results.updateAsciiStream(columnLabel, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateAsciiStream(String columnLabel, InputStream x) throws SQLException {
        try {
            results.updateAsciiStream(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x, int length) throws SQLException {
        try {
            results.updateAsciiStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x, long length) throws SQLException {
        try {
            results.updateAsciiStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateAsciiStream(int columnIndex, InputStream x) throws SQLException {
        try {
            results.updateAsciiStream(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateAsciiStream", e);
        }
    }

    @Override
    public void updateBigDecimal(String columnLabel, BigDecimal x) throws SQLException {
        try {
            results.updateBigDecimal(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBigDecimal", e);
        }
    }

    @Override
    public void updateBigDecimal(int columnIndex, BigDecimal x) throws SQLException {
        try {
            results.updateBigDecimal(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBigDecimal", e);
        }
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x, int length) throws SQLException {
        try {
            results.updateBinaryStream(columnLabel, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x, long length) throws SQLException {
        try {
            results.updateBinaryStream(columnLabel, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBinaryStream(String columnLabel, InputStream x) throws SQLException {
        try {
            results.updateBinaryStream(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x, int length) throws SQLException {
        try {
            results.updateBinaryStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x, long length) throws SQLException {
        try {
            results.updateBinaryStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBinaryStream(int columnIndex, InputStream x) throws SQLException {
        try {
            results.updateBinaryStream(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBinaryStream", e);
        }
    }

    @Override
    public void updateBlob(String columnLabel, InputStream inputStream, long length) throws SQLException {
        try {
            results.updateBlob(columnLabel, inputStream, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBlob(String columnLabel, InputStream inputStream) throws SQLException {
        try {
            results.updateBlob(columnLabel, inputStream);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBlob(String columnLabel, Blob x) throws SQLException {
        try {
            results.updateBlob(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBlob(int columnIndex, InputStream inputStream, long length) throws SQLException {
        try {
            results.updateBlob(columnIndex, inputStream, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBlob(int columnIndex, InputStream inputStream) throws SQLException {
        try {
            results.updateBlob(columnIndex, inputStream);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBlob(int columnIndex, Blob x) throws SQLException {
        try {
            results.updateBlob(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBlob", e);
        }
    }

    @Override
    public void updateBoolean(String columnLabel, boolean x) throws SQLException {
        try {
            results.updateBoolean(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBoolean", e);
        }
    }

    @Override
    public void updateBoolean(int columnIndex, boolean x) throws SQLException {
        try {
            results.updateBoolean(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBoolean", e);
        }
    }

    @Override
    public void updateByte(String columnLabel, byte x) throws SQLException {
        try {
            results.updateByte(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateByte", e);
        }
    }

    @Override
    public void updateByte(int columnIndex, byte x) throws SQLException {
        try {
            results.updateByte(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateByte", e);
        }
    }

    @Override
    public void updateBytes(String columnLabel, byte[] x) throws SQLException {
        try {
            results.updateBytes(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBytes", e);
        }
    }

    @Override
    public void updateBytes(int columnIndex, byte[] x) throws SQLException {
        try {
            results.updateBytes(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateBytes", e);
        }
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader reader, int length) throws SQLException {
        try {
            results.updateCharacterStream(columnLabel, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader reader, long length) throws SQLException {
        try {
            results.updateCharacterStream(columnLabel, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateCharacterStream(String columnLabel, Reader reader) throws SQLException {
        try {
            results.updateCharacterStream(columnLabel, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x, int length) throws SQLException {
        try {
            results.updateCharacterStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x, long length) throws SQLException {
        try {
            results.updateCharacterStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateCharacterStream(int columnIndex, Reader x) throws SQLException {
        try {
            results.updateCharacterStream(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateCharacterStream", e);
        }
    }

    @Override
    public void updateClob(String columnLabel, Reader reader, long length) throws SQLException {
        try {
            results.updateClob(columnLabel, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateClob(String columnLabel, Reader reader) throws SQLException {
        try {
            results.updateClob(columnLabel, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateClob(String columnLabel, Clob x) throws SQLException {
        try {
            results.updateClob(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateClob(int columnIndex, Reader reader, long length) throws SQLException {
        try {
            results.updateClob(columnIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateClob(int columnIndex, Reader reader) throws SQLException {
        try {
            results.updateClob(columnIndex, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateClob(int columnIndex, Clob x) throws SQLException {
        try {
            results.updateClob(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateClob", e);
        }
    }

    @Override
    public void updateDate(String columnLabel, Date x) throws SQLException {
        try {
            results.updateDate(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateDate", e);
        }
    }

    @Override
    public void updateDate(int columnIndex, Date x) throws SQLException {
        try {
            results.updateDate(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateDate", e);
        }
    }

    @Override
    public void updateDouble(String columnLabel, double x) throws SQLException {
        try {
            results.updateDouble(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateDouble", e);
        }
    }

    @Override
    public void updateDouble(int columnIndex, double x) throws SQLException {
        try {
            results.updateDouble(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateDouble", e);
        }
    }

    @Override
    public void updateFloat(String columnLabel, float x) throws SQLException {
        try {
            results.updateFloat(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateFloat", e);
        }
    }

    @Override
    public void updateFloat(int columnIndex, float x) throws SQLException {
        try {
            results.updateFloat(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateFloat", e);
        }
    }

    @Override
    public void updateInt(String columnLabel, int x) throws SQLException {
        try {
            results.updateInt(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateInt", e);
        }
    }

    @Override
    public void updateInt(int columnIndex, int x) throws SQLException {
        try {
            results.updateInt(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateInt", e);
        }
    }

    @Override
    public void updateLong(String columnLabel, long x) throws SQLException {
        try {
            results.updateLong(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateLong", e);
        }
    }

    @Override
    public void updateLong(int columnIndex, long x) throws SQLException {
        try {
            results.updateLong(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateLong", e);
        }
    }

    @Override
    public void updateNCharacterStream(String columnLabel, Reader reader, long length) throws SQLException {
        try {
            results.updateNCharacterStream(columnLabel, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNCharacterStream", e);
        }
    }

    @Override
    public void updateNCharacterStream(String columnLabel, Reader reader) throws SQLException {
        try {
            results.updateNCharacterStream(columnLabel, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNCharacterStream", e);
        }
    }

    @Override
    public void updateNCharacterStream(int columnIndex, Reader x, long length) throws SQLException {
        try {
            results.updateNCharacterStream(columnIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNCharacterStream", e);
        }
    }

    @Override
    public void updateNCharacterStream(int columnIndex, Reader x) throws SQLException {
        try {
            results.updateNCharacterStream(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNCharacterStream", e);
        }
    }

    @Override
    public void updateNClob(String columnLabel, Reader reader, long length) throws SQLException {
        try {
            results.updateNClob(columnLabel, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNClob(String columnLabel, Reader reader) throws SQLException {
        try {
            results.updateNClob(columnLabel, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNClob(String columnLabel, NClob nClob) throws SQLException {
        try {
            results.updateNClob(columnLabel, beneath(nClob));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNClob(int columnIndex, Reader reader, long length) throws SQLException {
        try {
            results.updateNClob(columnIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNClob(int columnIndex, Reader reader) throws SQLException {
        try {
            results.updateNClob(columnIndex, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNClob(int columnIndex, NClob nClob) throws SQLException {
        try {
            results.updateNClob(columnIndex, beneath(nClob));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNClob", e);
        }
    }

    @Override
    public void updateNString(String columnLabel, String nString) throws SQLException {
        try {
            results.updateNString(columnLabel, nString);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNString", e);
        }
    }

    @Override
    public void updateNString(int columnIndex, String nString) throws SQLException {
        try {
            results.updateNString(columnIndex, nString);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNString", e);
        }
    }

    @Override
    public void updateNull(String columnLabel) throws SQLException {
        try {
            results.updateNull(columnLabel);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNull", e);
        }
    }

    @Override
    public void updateNull(int columnIndex) throws SQLException {
        try {
            results.updateNull(columnIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateNull", e);
        }
    }

    @Override
    public void updateObject(String columnLabel, Object x, int scaleOrLength) throws SQLException {
        try {
            results.updateObject(columnLabel, beneath(x), scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(String columnLabel, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        try {
            results.updateObject(columnLabel, beneath(x), targetSqlType, scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(String columnLabel, Object x, SQLType targetSqlType) throws SQLException {
        try {
            results.updateObject(columnLabel, beneath(x), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(String columnLabel, Object x) throws SQLException {
        try {
            results.updateObject(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(int columnIndex, Object x, int scaleOrLength) throws SQLException {
        try {
            results.updateObject(columnIndex, beneath(x), scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(int columnIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        try {
            results.updateObject(columnIndex, beneath(x), targetSqlType, scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(int columnIndex, Object x, SQLType targetSqlType) throws SQLException {
        try {
            results.updateObject(columnIndex, beneath(x), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateObject(int columnIndex, Object x) throws SQLException {
        try {
            results.updateObject(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateObject", e);
        }
    }

    @Override
    public void updateRef(String columnLabel, Ref x) throws SQLException {
        try {
            results.updateRef(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateRef", e);
        }
    }

    @Override
    public void updateRef(int columnIndex, Ref x) throws SQLException {
        try {
            results.updateRef(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateRef", e);
        }
    }

    @Override
    public void updateRow() throws SQLException {
        try {
            results.updateRow();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateRow", e);
        }
    }

    @Override
    public void updateRowId(String columnLabel, RowId x) throws SQLException {
        try {
            results.updateRowId(columnLabel, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateRowId", e);
        }
    }

    @Override
    public void updateRowId(int columnIndex, RowId x) throws SQLException {
        try {
            results.updateRowId(columnIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateRowId", e);
        }
    }

    @Override
    public void updateSQLXML(String columnLabel, SQLXML xmlObject) throws SQLException {
        try {
            results.updateSQLXML(columnLabel, beneath(xmlObject));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateSQLXML", e);
        }
    }

    @Override
    public void updateSQLXML(int columnIndex, SQLXML xmlObject) throws SQLException {
        try {
            results.updateSQLXML(columnIndex, beneath(xmlObject));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateSQLXML", e);
        }
    }

    @Override
    public void updateShort(String columnLabel, short x) throws SQLException {
        try {
            results.updateShort(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateShort", e);
        }
    }

    @Override
    public void updateShort(int columnIndex, short x) throws SQLException {
        try {
            results.updateShort(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateShort", e);
        }
    }

    @Override
    public void updateString(String columnLabel, String x) throws SQLException {
        try {
            results.updateString(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateString", e);
        }
    }

    @Override
    public void updateString(int columnIndex, String x) throws SQLException {
        try {
            results.updateString(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateString", e);
        }
    }

    @Override
    public void updateTime(String columnLabel, Time x) throws SQLException {
        try {
            results.updateTime(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateTime", e);
        }
    }

    @Override
    public void updateTime(int columnIndex, Time x) throws SQLException {
        try {
            results.updateTime(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateTime", e);
        }
    }

    @Override
    public void updateTimestamp(String columnLabel, Timestamp x) throws SQLException {
        try {
            results.updateTimestamp(columnLabel, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateTimestamp", e);
        }
    }

    @Override
    public void updateTimestamp(int columnIndex, Timestamp x) throws SQLException {
        try {
            results.updateTimestamp(columnIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.updateTimestamp", e);
        }
    }

    @Override
    public boolean wasNull() throws SQLException {
        try {
            return results.wasNull();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSet.wasNull", e);
        }
    }
}
