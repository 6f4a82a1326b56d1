package io.hotrow.driver.surface;

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
import java.sql.Ref;
import java.sql.RowId;
import java.sql.SQLException;
import java.sql.SQLType;
import java.sql.SQLXML;
import java.sql.Time;
import java.sql.Timestamp;
import java.util.Calendar;
import java.util.Map;

/**
 * The application's {@code CallableStatement} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.CallableStatement} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowCallableStatement extends HotrowPreparedStatement implements CallableStatement {

    private final CallableStatement callable;

    HotrowCallableStatement(Surface surface, CallableStatement callable) {
        super(surface, callable);
        this.callable = callable;
    }

    @Override
    Class<?> jdbcType() {
        return CallableStatement.class;
    }

    @Override
    public Array getArray(String parameterName) throws SQLException {
        Array result;
        try {
            result = callable.getArray(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getArray", e);
        }
        if (result == null) {
            return null;
        }
        return known(ARRAY, result) instanceof Array same ? same
                : remember(ARRAY, result, new HotrowArray(surface, result));
    }

    @Override
    public Array getArray(int parameterIndex) throws SQLException {
        Array result;
        try {
            result = callable.getArray(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getArray", e);
        }
        if (result == null) {
            return null;
        }
        return known(ARRAY, result) instanceof Array same ? same
                : remember(ARRAY, result, new HotrowArray(surface, result));
    }

    @Override
    public BigDecimal getBigDecimal(String parameterName) throws SQLException {
        try {
            return callable.getBigDecimal(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBigDecimal", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(int parameterIndex, int scale) throws SQLException {
        try {
            return callable.getBigDecimal(parameterIndex, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBigDecimal", e);
        }
    }

    @Override
    public BigDecimal getBigDecimal(int parameterIndex) throws SQLException {
        try {
            return callable.getBigDecimal(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBigDecimal", e);
        }
    }

    @Override
    public Blob getBlob(String parameterName) throws SQLException {
        Blob result;
        try {
            result = callable.getBlob(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBlob", e);
        }
        if (result == null) {
            return null;
        }
        return known(BLOB, result) instanceof Blob same ? same
                : remember(BLOB, result, new HotrowBlob(surface, result));
    }

    @Override
    public Blob getBlob(int parameterIndex) throws SQLException {
        Blob result;
        try {
            result = callable.getBlob(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBlob", e);
        }
        if (result == null) {
            return null;
        }
        return known(BLOB, result) instanceof Blob same ? same
                : remember(BLOB, result, new HotrowBlob(surface, result));
    }

    @Override
    public boolean getBoolean(String parameterName) throws SQLException {
        try {
            return callable.getBoolean(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBoolean", e);
        }
    }

    @Override
    public boolean getBoolean(int parameterIndex) throws SQLException {
        try {
            return callable.getBoolean(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBoolean", e);
        }
    }

    @Override
    public byte getByte(String parameterName) throws SQLException {
        try {
            return callable.getByte(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getByte", e);
        }
    }

    @Override
    public byte getByte(int parameterIndex) throws SQLException {
        try {
            return callable.getByte(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getByte", e);
        }
    }

    @Override
    public byte[] getBytes(String parameterName) throws SQLException {
        try {
            return callable.getBytes(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBytes", e);
        }
    }

    @Override
    public byte[] getBytes(int parameterIndex) throws SQLException {
        try {
            return callable.getBytes(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getBytes", e);
        }
    }

    @Override
    public Reader getCharacterStream(String parameterName) throws SQLException {
        try {
            return callable.getCharacterStream(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getCharacterStream", e);
        }
    }

    @Override
    public Reader getCharacterStream(int parameterIndex) throws SQLException {
        try {
            return callable.getCharacterStream(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getCharacterStream", e);
        }
    }

    @Override
    public Clob getClob(String parameterName) throws SQLException {
        Clob result;
        try {
            result = callable.getClob(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(CLOB, result) instanceof Clob same ? same
                : remember(CLOB, result, new HotrowClob(surface, result));
    }

    @Override
    public Clob getClob(int parameterIndex) throws SQLException {
        Clob result;
        try {
            result = callable.getClob(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(CLOB, result) instanceof Clob same ? same
                : remember(CLOB, result, new HotrowClob(surface, result));
    }

    @Override
    public Date getDate(String parameterName, Calendar cal) throws SQLException {
        try {
            return callable.getDate(parameterName, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDate", e);
        }
    }

    @Override
    public Date getDate(String parameterName) throws SQLException {
        try {
            return callable.getDate(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDate", e);
        }
    }

    @Override
    public Date getDate(int parameterIndex, Calendar cal) throws SQLException {
        try {
            return callable.getDate(parameterIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDate", e);
        }
    }

    @Override
    public Date getDate(int parameterIndex) throws SQLException {
        try {
            return callable.getDate(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDate", e);
        }
    }

    @Override
    public double getDouble(String parameterName) throws SQLException {
        try {
            return callable.getDouble(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDouble", e);
        }
    }

    @Override
    public double getDouble(int parameterIndex) throws SQLException {
        try {
            return callable.getDouble(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getDouble", e);
        }
    }

    @Override
    public float getFloat(String parameterName) throws SQLException {
        try {
            return callable.getFloat(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getFloat", e);
        }
    }

    @Override
    public float getFloat(int parameterIndex) throws SQLException {
        try {
            return callable.getFloat(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getFloat", e);
        }
    }

    @Override
    public int getInt(String parameterName) throws SQLException {
        try {
            return callable.getInt(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getInt", e);
        }
    }

    @Override
    public int getInt(int parameterIndex) throws SQLException {
        try {
            return callable.getInt(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getInt", e);
        }
    }

    @Override
    public long getLong(String parameterName) throws SQLException {
        try {
            return callable.getLong(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getLong", e);
        }
    }

    @Override
    public long getLong(int parameterIndex) throws SQLException {
        try {
            return callable.getLong(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getLong", e);
        }
    }

    @Override
    public Reader getNCharacterStream(String parameterName) throws SQLException {
        try {
            return callable.getNCharacterStream(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNCharacterStream", e);
        }
    }

    @Override
    public Reader getNCharacterStream(int parameterIndex) throws SQLException {
        try {
            return callable.getNCharacterStream(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNCharacterStream", e);
        }
    }

    @Override
    public NClob getNClob(String parameterName) throws SQLException {
        NClob result;
        try {
            result = callable.getNClob(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(NCLOB, result) instanceof NClob same ? same
                : remember(NCLOB, result, new HotrowNClob(surface, result));
    }

    @Override
    public NClob getNClob(int parameterIndex) throws SQLException {
        NClob result;
        try {
            result = callable.getNClob(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNClob", e);
        }
        if (result == null) {
            return null;
        }
        return known(NCLOB, result) instanceof NClob same ? same
                : remember(NCLOB, result, new HotrowNClob(surface, result));
    }

    @Override
    public String getNString(String parameterName) throws SQLException {
        try {
            return callable.getNString(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNString", e);
        }
    }

    @Override
    public String getNString(int parameterIndex) throws SQLException {
        try {
            return callable.getNString(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getNString", e);
        }
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> T getObject(String parameterName, Class<T> type) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterName, type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return (T) surface.value(result, this);
    }

    @Override
    public Object getObject(String parameterName, Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterName, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return surface.value(result, this);
    }

    @Override
    public Object getObject(String parameterName) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return surface.value(result, this);
    }

    @SuppressWarnings("unchecked")
    @Override
    public <T> T getObject(int parameterIndex, Class<T> type) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterIndex, type);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return (T) surface.value(result, this);
    }

    @Override
    public Object getObject(int parameterIndex, Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterIndex, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return surface.value(result, this);
    }

    @Override
    public Object getObject(int parameterIndex) throws SQLException {
        Object result;
        try {
            result = callable.getObject(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getObject", e);
        }
        return surface.value(result, this);
    }

    @Override
    public Ref getRef(String parameterName) throws SQLException {
        Ref result;
        try {
            result = callable.getRef(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getRef", e);
        }
        if (result == null) {
            return null;
        }
        return known(REF, result) instanceof Ref same ? same
                : remember(REF, result, new HotrowRef(surface, result));
    }

    @Override
    public Ref getRef(int parameterIndex) throws SQLException {
        Ref result;
        try {
            result = callable.getRef(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getRef", e);
        }
        if (result == null) {
            return null;
        }
        return known(REF, result) instanceof Ref same ? same
                : remember(REF, result, new HotrowRef(surface, result));
    }

    @Override
    public RowId getRowId(String parameterName) throws SQLException {
        RowId result;
        try {
            result = callable.getRowId(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getRowId", e);
        }
        if (result == null) {
            return null;
        }
        return known(ROW_ID, result) instanceof RowId same ? same
                : remember(ROW_ID, result, new HotrowRowId(surface, result));
    }

    @Override
    public RowId getRowId(int parameterIndex) throws SQLException {
        RowId result;
        try {
            result = callable.getRowId(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getRowId", e);
        }
        if (result == null) {
            return null;
        }
        return known(ROW_ID, result) instanceof RowId same ? same
                : remember(ROW_ID, result, new HotrowRowId(surface, result));
    }

    @Override
    public SQLXML getSQLXML(String parameterName) throws SQLException {
        SQLXML result;
        try {
            result = callable.getSQLXML(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getSQLXML", e);
        }
        if (result == null) {
            return null;
        }
        return known(XML, result) instanceof SQLXML same ? same
                : remember(XML, result, new HotrowSQLXML(surface, result));
    }

    @Override
    public SQLXML getSQLXML(int parameterIndex) throws SQLException {
        SQLXML result;
        try {
            result = callable.getSQLXML(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getSQLXML", e);
        }
        if (result == null) {
            return null;
        }
        return known(XML, result) instanceof SQLXML same ? same
                : remember(XML, result, new HotrowSQLXML(surface, result));
    }

    @Override
    public short getShort(String parameterName) throws SQLException {
        try {
            return callable.getShort(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getShort", e);
        }
    }

    @Override
    public short getShort(int parameterIndex) throws SQLException {
        try {
            return callable.getShort(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getShort", e);
        }
    }

    @Override
    public String getString(String parameterName) throws SQLException {
        try {
            return callable.getString(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getString", e);
        }
    }

    @Override
    public String getString(int parameterIndex) throws SQLException {
        try {
            return callable.getString(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getString", e);
        }
    }

    @Override
    public Time getTime(String parameterName, Calendar cal) throws SQLException {
        try {
            return callable.getTime(parameterName, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTime", e);
        }
    }

    @Override
    public Time getTime(String parameterName) throws SQLException {
        try {
            return callable.getTime(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTime", e);
        }
    }

    @Override
    public Time getTime(int parameterIndex, Calendar cal) throws SQLException {
        try {
            return callable.getTime(parameterIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTime", e);
        }
    }

    @Override
    public Time getTime(int parameterIndex) throws SQLException {
        try {
            return callable.getTime(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTime", e);
        }
    }

    @Override
    public Timestamp getTimestamp(String parameterName, Calendar cal) throws SQLException {
        try {
            return callable.getTimestamp(parameterName, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(String parameterName) throws SQLException {
        try {
            return callable.getTimestamp(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(int parameterIndex, Calendar cal) throws SQLException {
        try {
            return callable.getTimestamp(parameterIndex, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTimestamp", e);
        }
    }

    @Override
    public Timestamp getTimestamp(int parameterIndex) throws SQLException {
        try {
            return callable.getTimestamp(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getTimestamp", e);
        }
    }

    @Override
    public URL getURL(String parameterName) throws SQLException {
        try {
            return callable.getURL(parameterName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getURL", e);
        }
    }

    @Override
    public URL getURL(int parameterIndex) throws SQLException {
        try {
            return callable.getURL(parameterIndex);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.getURL", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType, String typeName) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType, int scale) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, int sqlType) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType, String typeName) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType, int scale) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(String parameterName, SQLType sqlType) throws SQLException {
        try {
            callable.registerOutParameter(parameterName, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType, String typeName) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType, int scale) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, int sqlType) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType, String typeName) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType, int scale) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void registerOutParameter(int parameterIndex, SQLType sqlType) throws SQLException {
        try {
            callable.registerOutParameter(parameterIndex, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.registerOutParameter", e);
        }
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x, int length) throws SQLException {
        try {
            callable.setAsciiStream(parameterName, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x, long length) throws SQLException {
        try {
            callable.setAsciiStream(parameterName, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setAsciiStream(String parameterName, InputStream x) throws SQLException {
        try {
            callable.setAsciiStream(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setBigDecimal(String parameterName, BigDecimal x) throws SQLException {
        try {
            callable.setBigDecimal(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBigDecimal", e);
        }
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x, int length) throws SQLException {
        try {
            callable.setBinaryStream(parameterName, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x, long length) throws SQLException {
        try {
            callable.setBinaryStream(parameterName, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBinaryStream(String parameterName, InputStream x) throws SQLException {
        try {
            callable.setBinaryStream(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBlob(String parameterName, InputStream inputStream, long length) throws SQLException {
        try {
            callable.setBlob(parameterName, inputStream, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBlob", e);
        }
    }

    @Override
    public void setBlob(String parameterName, InputStream inputStream) throws SQLException {
        try {
            callable.setBlob(parameterName, inputStream);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBlob", e);
        }
    }

    @Override
    public void setBlob(String parameterName, Blob x) throws SQLException {
        try {
            callable.setBlob(parameterName, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBlob", e);
        }
    }

    @Override
    public void setBoolean(String parameterName, boolean x) throws SQLException {
        try {
            callable.setBoolean(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBoolean", e);
        }
    }

    @Override
    public void setByte(String parameterName, byte x) throws SQLException {
        try {
            callable.setByte(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setByte", e);
        }
    }

    @Override
    public void setBytes(String parameterName, byte[] x) throws SQLException {
        try {
            callable.setBytes(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setBytes", e);
        }
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader, int length) throws SQLException {
        try {
            callable.setCharacterStream(parameterName, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader, long length) throws SQLException {
        try {
            callable.setCharacterStream(parameterName, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setCharacterStream(String parameterName, Reader reader) throws SQLException {
        try {
            callable.setCharacterStream(parameterName, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setClob(String parameterName, Reader reader, long length) throws SQLException {
        try {
            callable.setClob(parameterName, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setClob", e);
        }
    }

    @Override
    public void setClob(String parameterName, Reader reader) throws SQLException {
        try {
            callable.setClob(parameterName, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setClob", e);
        }
    }

    @Override
    public void setClob(String parameterName, Clob x) throws SQLException {
        try {
            callable.setClob(parameterName, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setClob", e);
        }
    }

    @Override
    public void setDate(String parameterName, Date x, Calendar cal) throws SQLException {
        try {
            callable.setDate(parameterName, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setDate", e);
        }
    }

    @Override
    public void setDate(String parameterName, Date x) throws SQLException {
        try {
            callable.setDate(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setDate", e);
        }
    }

    @Override
    public void setDouble(String parameterName, double x) throws SQLException {
        try {
            callable.setDouble(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setDouble", e);
        }
    }

    @Override
    public void setFloat(String parameterName, float x) throws SQLException {
        try {
            callable.setFloat(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setFloat", e);
        }
    }

    @Override
    public void setInt(String parameterName, int x) throws SQLException {
        try {
            callable.setInt(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setInt", e);
        }
    }

    @Override
    public void setLong(String parameterName, long x) throws SQLException {
        try {
            callable.setLong(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setLong", e);
        }
    }

    @Override
    public void setNCharacterStream(String parameterName, Reader value, long length) throws SQLException {
        try {
            callable.setNCharacterStream(parameterName, value, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNCharacterStream", e);
        }
    }

    @Override
    public void setNCharacterStream(String parameterName, Reader value) throws SQLException {
        try {
            callable.setNCharacterStream(parameterName, value);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNCharacterStream", e);
        }
    }

    @Override
    public void setNClob(String parameterName, Reader reader, long length) throws SQLException {
        try {
            callable.setNClob(parameterName, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNClob", e);
        }
    }

    @Override
    public void setNClob(String parameterName, Reader reader) throws SQLException {
        try {
            callable.setNClob(parameterName, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNClob", e);
        }
    }

    @Override
    public void setNClob(String parameterName, NClob value) throws SQLException {
        try {
            callable.setNClob(parameterName, beneath(value));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNClob", e);
        }
    }

    @Override
    public void setNString(String parameterName, String value) throws SQLException {
        try {
            callable.setNString(parameterName, value);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNString", e);
        }
    }

    @Override
    public void setNull(String parameterName, int sqlType, String typeName) throws SQLException {
        try {
            callable.setNull(parameterName, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNull", e);
        }
    }

    @Override
    public void setNull(String parameterName, int sqlType) throws SQLException {
        try {
            callable.setNull(parameterName, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setNull", e);
        }
    }

    @Override
    public void setObject(String parameterName, Object x, int targetSqlType, int scale) throws SQLException {
        try {
            callable.setObject(parameterName, beneath(x), targetSqlType, scale);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setObject", e);
        }
    }

    @Override
    public void setObject(String parameterName, Object x, int targetSqlType) throws SQLException {
        try {
            callable.setObject(parameterName, beneath(x), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setObject", e);
        }
    }

    @Override
    public void setObject(String parameterName, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        try {
            callable.setObject(parameterName, beneath(x), targetSqlType, scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setObject", e);
        }
    }

    @Override
    public void setObject(String parameterName, Object x, SQLType targetSqlType) throws SQLException {
        try {
            callable.setObject(parameterName, beneath(x), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setObject", e);
        }
    }

    @Override
    public void setObject(String parameterName, Object x) throws SQLException {
        try {
            callable.setObject(parameterName, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setObject", e);
        }
    }

    @Override
    public void setRowId(String parameterName, RowId x) throws SQLException {
        try {
            callable.setRowId(parameterName, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setRowId", e);
        }
    }

    @Override
    public void setSQLXML(String parameterName, SQLXML xmlObject) throws SQLException {
        try {
            callable.setSQLXML(parameterName, beneath(xmlObject));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setSQLXML", e);
        }
    }

    @Override
    public void setShort(String parameterName, short x) throws SQLException {
        try {
            callable.setShort(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setShort", e);
        }
    }

    @Override
    public void setString(String parameterName, String x) throws SQLException {
        try {
            callable.setString(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setString", e);
        }
    }

    @Override
    public void setTime(String parameterName, Time x, Calendar cal) throws SQLException {
        try {
            callable.setTime(parameterName, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setTime", e);
        }
    }

    @Override
    public void setTime(String parameterName, Time x) throws SQLException {
        try {
            callable.setTime(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setTime", e);
        }
    }

    @Override
    public void setTimestamp(String parameterName, Timestamp x, Calendar cal) throws SQLException {
        try {
            callable.setTimestamp(parameterName, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setTimestamp", e);
        }
    }

    @Override
    public void setTimestamp(String parameterName, Timestamp x) throws SQLException {
        try {
            callable.setTimestamp(parameterName, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setTimestamp", e);
        }
    }

    @Override
    public void setURL(String parameterName, URL val) throws SQLException {
        try {
            callable.setURL(parameterName, val);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.setURL", e);
        }
    }

    @Override
    public boolean wasNull() throws SQLException {
        try {
            return callable.wasNull();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("CallableStatement.wasNull", e);
        }
    }
}
