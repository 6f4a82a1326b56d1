package io.hotrow.driver.surface;

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
import java.sql.ShardingKey;
import java.sql.Statement;
import java.sql.Struct;
import java.util.Map;
import java.util.Properties;
import java.util.concurrent.Executor;

/**
 * The application's {@code Connection} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Connection} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowConnection extends SurfaceObject implements Connection {

    private final Connection connection;

    HotrowConnection(Surface surface, Connection connection) {
        super(surface);
        this.connection = connection;
    }

    @Override
    final Object beneath() {
        return connection;
    }

    @Override
    Class<?> jdbcType() {
        return Connection.class;
    }

    @Override
    public void abort(Executor executor) throws SQLException {
        try {
            connection.abort(executor);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.abort", e);
        }
    }

    @Override
    public void beginRequest() throws SQLException {
        try {
            connection.beginRequest();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.beginRequest", e);
        }
    }

    @Override
    public void clearWarnings() throws SQLException {
        try {
            connection.clearWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.clearWarnings", e);
        }
    }

    @Override
    public void close() throws SQLException {
        try {
            connection.close();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.close", e);
        }
    }

    @Override
    public void commit() throws SQLException {
        try {
            connection.commit();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.commit", e);
        }
    }

    @Override
    public Array createArrayOf(String typeName, Object[] elements) throws SQLException {
        Array result;
        try {
            result = connection.createArrayOf(typeName, elements);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createArrayOf", e);
        }
        return result == null ? null : new HotrowArray(surface, result);
    }

    @Override
    public Blob createBlob() throws SQLException {
        Blob result;
        try {
            result = connection.createBlob();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createBlob", e);
        }
        return result == null ? null : new HotrowBlob(surface, result);
    }

    @Override
    public Clob createClob() throws SQLException {
        Clob result;
        try {
            result = connection.createClob();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createClob", e);
        }
        return result == null ? null : new HotrowClob(surface, result);
    }

    @Override
    public NClob createNClob() throws SQLException {
        NClob result;
        try {
            result = connection.createNClob();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createNClob", e);
        }
        return result == null ? null : new HotrowNClob(surface, result);
    }

    @Override
    public SQLXML createSQLXML() throws SQLException {
        SQLXML result;
        try {
            result = connection.createSQLXML();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createSQLXML", e);
        }
        return result == null ? null : new HotrowSQLXML(surface, result);
    }

    @Override
    public Statement createStatement() throws SQLException {
        Statement result;
        try {
            result = connection.createStatement();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createStatement", e);
        }
        return result == null ? null : new HotrowStatement(surface, result);
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        Statement result;
        try {
            result = connection.createStatement(resultSetType, resultSetConcurrency, resultSetHoldability);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createStatement", e);
        }
        return result == null ? null : new HotrowStatement(surface, result);
    }

    @Override
    public Statement createStatement(int resultSetType, int resultSetConcurrency) throws SQLException {
        Statement result;
        try {
            result = connection.createStatement(resultSetType, resultSetConcurrency);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createStatement", e);
        }
        return result == null ? null : new HotrowStatement(surface, result);
    }

    @Override
    public Struct createStruct(String typeName, Object[] attributes) throws SQLException {
        Struct result;
        try {
            result = connection.createStruct(typeName, attributes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.createStruct", e);
        }
        return result == null ? null : new HotrowStruct(surface, result);
    }

    @Override
    public void endRequest() throws SQLException {
        try {
            connection.endRequest();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.endRequest", e);
        }
    }

    @Override
    public boolean getAutoCommit() throws SQLException {
        try {
            return connection.getAutoCommit();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getAutoCommit", e);
        }
    }

    @Override
    public String getCatalog() throws SQLException {
        try {
            return connection.getCatalog();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getCatalog", e);
        }
    }

    @Override
    public Properties getClientInfo() throws SQLException {
        try {
            return connection.getClientInfo();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getClientInfo", e);
        }
    }

    @Override
    public String getClientInfo(String name) throws SQLException {
        try {
            return connection.getClientInfo(name);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getClientInfo", e);
        }
    }

    @Override
    public int getHoldability() throws SQLException {
        try {
            return connection.getHoldability();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getHoldability", e);
        }
    }

    @Override
    public DatabaseMetaData getMetaData() throws SQLException {
        DatabaseMetaData result;
        try {
            result = connection.getMetaData();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getMetaData", e);
        }
        if (result == null) {
            return null;
        }
        return known(DATABASE_META_DATA, result) instanceof DatabaseMetaData same ? same
                : remember(DATABASE_META_DATA, result, new HotrowDatabaseMetaData(surface, result));
    }

    @Override
    public int getNetworkTimeout() throws SQLException {
        try {
            return connection.getNetworkTimeout();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getNetworkTimeout", e);
        }
    }

    @Override
    public String getSchema() throws SQLException {
        try {
            return connection.getSchema();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getSchema", e);
        }
    }

    @Override
    public int getTransactionIsolation() throws SQLException {
        try {
            return connection.getTransactionIsolation();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getTransactionIsolation", e);
        }
    }

    @Override
    public Map<String, Class<?>> getTypeMap() throws SQLException {
        try {
            return connection.getTypeMap();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getTypeMap", e);
        }
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        try {
            return connection.getWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.getWarnings", e);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        try {
            return connection.isClosed();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.isClosed", e);
        }
    }

    @Override
    public boolean isReadOnly() throws SQLException {
        try {
            return connection.isReadOnly();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.isReadOnly", e);
        }
    }

    @Override
    public boolean isValid(int timeout) throws SQLException {
        try {
            return connection.isValid(timeout);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.isValid", e);
        }
    }

    @Override
    public String nativeSQL(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.nativeSQL", "SQL text");
        }
        try {
            return connection.nativeSQL(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.nativeSQL", e);
        }
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareCall", "SQL text");
        }
        CallableStatement result;
        try {
            result = connection.prepareCall(sql, resultSetType, resultSetConcurrency, resultSetHoldability);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareCall", e);
        }
        return result == null ? null : new HotrowCallableStatement(surface, result);
    }

    @Override
    public CallableStatement prepareCall(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareCall", "SQL text");
        }
        CallableStatement result;
        try {
            result = connection.prepareCall(sql, resultSetType, resultSetConcurrency);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareCall", e);
        }
        return result == null ? null : new HotrowCallableStatement(surface, result);
    }

    @Override
    public CallableStatement prepareCall(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareCall", "SQL text");
        }
        CallableStatement result;
        try {
            result = connection.prepareCall(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareCall", e);
        }
        return result == null ? null : new HotrowCallableStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int[] columnIndexes) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql, columnIndexes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, String[] columnNames) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql, columnNames);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency, int resultSetHoldability) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql, resultSetType, resultSetConcurrency, resultSetHoldability);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int resultSetType, int resultSetConcurrency) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql, resultSetType, resultSetConcurrency);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql, int autoGeneratedKeys) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql, autoGeneratedKeys);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public PreparedStatement prepareStatement(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Connection.prepareStatement", "SQL text");
        }
        PreparedStatement result;
        try {
            result = connection.prepareStatement(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.prepareStatement", e);
        }
        return result == null ? null : new HotrowPreparedStatement(surface, result);
    }

    @Override
    public void releaseSavepoint(Savepoint savepoint) throws SQLException {
        try {
            connection.releaseSavepoint(beneath(savepoint));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.releaseSavepoint", e);
        }
    }

    @Override
    public void rollback() throws SQLException {
        try {
            connection.rollback();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.rollback", e);
        }
    }

    @Override
    public void rollback(Savepoint savepoint) throws SQLException {
        try {
            connection.rollback(beneath(savepoint));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.rollback", e);
        }
    }

    @Override
    public void setAutoCommit(boolean autoCommit) throws SQLException {
        try {
            connection.setAutoCommit(autoCommit);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setAutoCommit", e);
        }
    }

    @Override
    public void setCatalog(String catalog) throws SQLException {
        try {
            connection.setCatalog(catalog);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setCatalog", e);
        }
    }

    @Override
    public void setClientInfo(String name, String value) throws SQLClientInfoException {
        connection.setClientInfo(name, value);
    }

    @Override
    public void setClientInfo(Properties properties) throws SQLClientInfoException {
        connection.setClientInfo(properties);
    }

    @Override
    public void setHoldability(int holdability) throws SQLException {
        try {
            connection.setHoldability(holdability);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setHoldability", e);
        }
    }

    @Override
    public void setNetworkTimeout(Executor executor, int milliseconds) throws SQLException {
        try {
            connection.setNetworkTimeout(executor, milliseconds);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setNetworkTimeout", e);
        }
    }

    @Override
    public void setReadOnly(boolean readOnly) throws SQLException {
        try {
            connection.setReadOnly(readOnly);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setReadOnly", e);
        }
    }

    @Override
    public Savepoint setSavepoint() throws SQLException {
        Savepoint result;
        try {
            result = connection.setSavepoint();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setSavepoint", e);
        }
        return result == null ? null : new HotrowSavepoint(surface, result);
    }

    @Override
    public Savepoint setSavepoint(String name) throws SQLException {
        Savepoint result;
        try {
            result = connection.setSavepoint(name);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setSavepoint", e);
        }
        return result == null ? null : new HotrowSavepoint(surface, result);
    }

    @Override
    public void setSchema(String schema) throws SQLException {
        try {
            connection.setSchema(schema);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setSchema", e);
        }
    }

    @Override
    public void setShardingKey(ShardingKey shardingKey, ShardingKey superShardingKey) throws SQLException {
        try {
            connection.setShardingKey(shardingKey, superShardingKey);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setShardingKey", e);
        }
    }

    @Override
    public void setShardingKey(ShardingKey shardingKey) throws SQLException {
        try {
            connection.setShardingKey(shardingKey);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setShardingKey", e);
        }
    }

    @Override
    public boolean setShardingKeyIfValid(ShardingKey shardingKey, int timeout) throws SQLException {
        try {
            return connection.setShardingKeyIfValid(shardingKey, timeout);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setShardingKeyIfValid", e);
        }
    }

    @Override
    public boolean setShardingKeyIfValid(ShardingKey shardingKey, ShardingKey superShardingKey, int timeout) throws SQLException {
        try {
            return connection.setShardingKeyIfValid(shardingKey, superShardingKey, timeout);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setShardingKeyIfValid", e);
        }
    }

    @Override
    public void setTransactionIsolation(int level) throws SQLException {
        try {
            connection.setTransactionIsolation(level);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setTransactionIsolation", e);
        }
    }

    @Override
    public void setTypeMap(Map<String, Class<?>> map) throws SQLException {
        try {
            connection.setTypeMap(map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Connection.setTypeMap", e);
        }
    }
}
