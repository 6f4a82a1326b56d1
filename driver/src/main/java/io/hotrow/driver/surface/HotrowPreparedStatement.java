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
import java.util.Calendar;

/**
 * The application's {@code PreparedStatement} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.PreparedStatement} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
class HotrowPreparedStatement extends HotrowStatement implements PreparedStatement {

    private final PreparedStatement prepared;

    HotrowPreparedStatement(Surface surface, PreparedStatement prepared) {
        super(surface, prepared);
        this.prepared = prepared;
    }

    @Override
    Class<?> jdbcType() {
        return PreparedStatement.class;
    }

    @Override
    public void addBatch() throws SQLException {
        try {
            prepared.addBatch();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.addBatch", e);
        }
    }

    @Override
    public void clearParameters() throws SQLException {
        try {
            prepared.clearParameters();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.clearParameters", e);
        }
    }

    @Override
    public boolean execute() throws SQLException {
        try {
            return prepared.execute();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.execute", e);
        }
    }

    @Override
    public long executeLargeUpdate() throws SQLException {
        try {
            return prepared.executeLargeUpdate();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.executeLargeUpdate", e);
        }
    }

    @Override
    public ResultSet executeQuery() throws SQLException {
        ResultSet result;
        try {
            result = prepared.executeQuery();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.executeQuery", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, this));
    }

    @Override
    public int executeUpdate() throws SQLException {
        try {
            return prepared.executeUpdate();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.executeUpdate", e);
        }
    }

    @Override
    public ResultSetMetaData getMetaData() throws SQLException {
        ResultSetMetaData result;
        try {
            result = prepared.getMetaData();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.getMetaData", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET_META_DATA, result) instanceof ResultSetMetaData same ? same
                : remember(RESULT_SET_META_DATA, result, new HotrowResultSetMetaData(surface, result));
    }

    @Override
    public ParameterMetaData getParameterMetaData() throws SQLException {
        ParameterMetaData result;
        try {
            result = prepared.getParameterMetaData();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.getParameterMetaData", e);
        }
        if (result == null) {
            return null;
        }
        return known(PARAMETER_META_DATA, result) instanceof ParameterMetaData same ? same
                : remember(PARAMETER_META_DATA, result, new HotrowParameterMetaData(surface, result));
    }

    @Override
    public void setArray(int parameterIndex, Array x) throws SQLException {
        try {
            prepared.setArray(parameterIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setArray", e);
        }
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, int length) throws SQLException {
        try {
            prepared.setAsciiStream(parameterIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x, long length) throws SQLException {
        try {
            prepared.setAsciiStream(parameterIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setAsciiStream(int parameterIndex, InputStream x) throws SQLException {
        try {
            prepared.setAsciiStream(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setAsciiStream", e);
        }
    }

    @Override
    public void setBigDecimal(int parameterIndex, BigDecimal x) throws SQLException {
        try {
            prepared.setBigDecimal(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBigDecimal", e);
        }
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, int length) throws SQLException {
        try {
            prepared.setBinaryStream(parameterIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x, long length) throws SQLException {
        try {
            prepared.setBinaryStream(parameterIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBinaryStream(int parameterIndex, InputStream x) throws SQLException {
        try {
            prepared.setBinaryStream(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBinaryStream", e);
        }
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream, long length) throws SQLException {
        try {
            prepared.setBlob(parameterIndex, inputStream, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBlob", e);
        }
    }

    @Override
    public void setBlob(int parameterIndex, InputStream inputStream) throws SQLException {
        try {
            prepared.setBlob(parameterIndex, inputStream);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBlob", e);
        }
    }

    @Override
    public void setBlob(int parameterIndex, Blob x) throws SQLException {
        try {
            prepared.setBlob(parameterIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBlob", e);
        }
    }

    @Override
    public void setBoolean(int parameterIndex, boolean x) throws SQLException {
        try {
            prepared.setBoolean(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBoolean", e);
        }
    }

    @Override
    public void setByte(int parameterIndex, byte x) throws SQLException {
        try {
            prepared.setByte(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setByte", e);
        }
    }

    @Override
    public void setBytes(int parameterIndex, byte[] x) throws SQLException {
        try {
            prepared.setBytes(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setBytes", e);
        }
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, int length) throws SQLException {
        try {
            prepared.setCharacterStream(parameterIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader, long length) throws SQLException {
        try {
            prepared.setCharacterStream(parameterIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setCharacterStream(int parameterIndex, Reader reader) throws SQLException {
        try {
            prepared.setCharacterStream(parameterIndex, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setCharacterStream", e);
        }
    }

    @Override
    public void setClob(int parameterIndex, Reader reader, long length) throws SQLException {
        try {
            prepared.setClob(parameterIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setClob", e);
        }
    }

    @Override
    public void setClob(int parameterIndex, Reader reader) throws SQLException {
        try {
            prepared.setClob(parameterIndex, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setClob", e);
        }
    }

    @Override
    public void setClob(int parameterIndex, Clob x) throws SQLException {
        try {
            prepared.setClob(parameterIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setClob", e);
        }
    }

    @Override
    public void setDate(int parameterIndex, Date x, Calendar cal) throws SQLException {
        try {
            prepared.setDate(parameterIndex, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setDate", e);
        }
    }

    @Override
    public void setDate(int parameterIndex, Date x) throws SQLException {
        try {
            prepared.setDate(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setDate", e);
        }
    }

    @Override
    public void setDouble(int parameterIndex, double x) throws SQLException {
        try {
            prepared.setDouble(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setDouble", e);
        }
    }

    @Override
    public void setFloat(int parameterIndex, float x) throws SQLException {
        try {
            prepared.setFloat(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setFloat", e);
        }
    }

    @Override
    public void setInt(int parameterIndex, int x) throws SQLException {
        try {
            prepared.setInt(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setInt", e);
        }
    }

    @Override
    public void setLong(int parameterIndex, long x) throws SQLException {
        try {
            prepared.setLong(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setLong", e);
        }
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value, long length) throws SQLException {
        try {
            prepared.setNCharacterStream(parameterIndex, value, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNCharacterStream", e);
        }
    }

    @Override
    public void setNCharacterStream(int parameterIndex, Reader value) throws SQLException {
        try {
            prepared.setNCharacterStream(parameterIndex, value);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNCharacterStream", e);
        }
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader, long length) throws SQLException {
        try {
            prepared.setNClob(parameterIndex, reader, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNClob", e);
        }
    }

    @Override
    public void setNClob(int parameterIndex, Reader reader) throws SQLException {
        try {
            prepared.setNClob(parameterIndex, reader);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNClob", e);
        }
    }

    @Override
    public void setNClob(int parameterIndex, NClob value) throws SQLException {
        try {
            prepared.setNClob(parameterIndex, beneath(value));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNClob", e);
        }
    }

    @Override
    public void setNString(int parameterIndex, String value) throws SQLException {
        try {
            prepared.setNString(parameterIndex, value);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNString", e);
        }
    }

    @Override
    public void setNull(int parameterIndex, int sqlType, String typeName) throws SQLException {
        try {
            prepared.setNull(parameterIndex, sqlType, typeName);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNull", e);
        }
    }

    @Override
    public void setNull(int parameterIndex, int sqlType) throws SQLException {
        try {
            prepared.setNull(parameterIndex, sqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setNull", e);
        }
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType, int scaleOrLength) throws SQLException {
        try {
            prepared.setObject(parameterIndex, PgjdbcObjects.bundled(beneath(x)), targetSqlType, scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setObject", e);
        }
    }

    @Override
    public void setObject(int parameterIndex, Object x, int targetSqlType) throws SQLException {
        try {
            prepared.setObject(parameterIndex, PgjdbcObjects.bundled(beneath(x)), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setObject", e);
        }
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType, int scaleOrLength) throws SQLException {
        try {
            prepared.setObject(parameterIndex, PgjdbcObjects.bundled(beneath(x)), targetSqlType, scaleOrLength);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setObject", e);
        }
    }

    @Override
    public void setObject(int parameterIndex, Object x, SQLType targetSqlType) throws SQLException {
        try {
            prepared.setObject(parameterIndex, PgjdbcObjects.bundled(beneath(x)), targetSqlType);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setObject", e);
        }
    }

    @Override
    public void setObject(int parameterIndex, Object x) throws SQLException {
        try {
            prepared.setObject(parameterIndex, PgjdbcObjects.bundled(beneath(x)));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setObject", e);
        }
    }

    @Override
    public void setRef(int parameterIndex, Ref x) throws SQLException {
        try {
            prepared.setRef(parameterIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setRef", e);
        }
    }

    @Override
    public void setRowId(int parameterIndex, RowId x) throws SQLException {
        try {
            prepared.setRowId(parameterIndex, beneath(x));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setRowId", e);
        }
    }

    @Override
    public void setSQLXML(int parameterIndex, SQLXML xmlObject) throws SQLException {
        try {
            prepared.setSQLXML(parameterIndex, beneath(xmlObject));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setSQLXML", e);
        }
    }

    @Override
    public void setShort(int parameterIndex, short x) throws SQLException {
        try {
            prepared.setShort(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setShort", e);
        }
    }

    @Override
    public void setString(int parameterIndex, String x) throws SQLException {
        try {
            prepared.setString(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setString", e);
        }
    }

    @Override
    public void setTime(int parameterIndex, Time x, Calendar cal) throws SQLException {
        try {
            prepared.setTime(parameterIndex, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setTime", e);
        }
    }

    @Override
    public void setTime(int parameterIndex, Time x) throws SQLException {
        try {
            prepared.setTime(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setTime", e);
        }
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x, Calendar cal) throws SQLException {
        try {
            prepared.setTimestamp(parameterIndex, x, cal);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setTimestamp", e);
        }
    }

    @Override
    public void setTimestamp(int parameterIndex, Timestamp x) throws SQLException {
        try {
            prepared.setTimestamp(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setTimestamp", e);
        }
    }

    @Override
    public void setURL(int parameterIndex, URL x) throws SQLException {
        try {
            prepared.setURL(parameterIndex, x);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setURL", e);
        }
    }

    @Override
    public void setUnicodeStream(int parameterIndex, InputStream x, int length) throws SQLException {
        try {
            prepared.setUnicodeStream(parameterIndex, x, length);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("PreparedStatement.setUnicodeStream", e);
        }
    }
}
