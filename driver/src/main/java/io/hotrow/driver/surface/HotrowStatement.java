package io.hotrow.driver.surface;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLWarning;
import java.sql.Statement;

/**
 * The application's {@code Statement} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Statement} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
class HotrowStatement extends SurfaceObject implements Statement {

    private final Statement statement;

    HotrowStatement(Surface surface, Statement statement) {
        super(surface);
        this.statement = statement;
    }

    @Override
    final Object beneath() {
        return statement;
    }

    @Override
    Class<?> jdbcType() {
        return Statement.class;
    }

    @Override
    public void addBatch(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.addBatch", "SQL text");
        }
        try {
            statement.addBatch(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.addBatch", e);
        }
    }

    @Override
    public void cancel() throws SQLException {
        try {
            statement.cancel();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.cancel", e);
        }
    }

    @Override
    public void clearBatch() throws SQLException {
        try {
            statement.clearBatch();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.clearBatch", e);
        }
    }

    @Override
    public void clearWarnings() throws SQLException {
        try {
            statement.clearWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.clearWarnings", e);
        }
    }

    @Override
    public void close() throws SQLException {
        try {
            statement.close();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.close", e);
        }
    }

    @Override
    public void closeOnCompletion() throws SQLException {
        try {
            statement.closeOnCompletion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.closeOnCompletion", e);
        }
    }

    @Override
    public String enquoteIdentifier(String identifier, boolean alwaysQuote) throws SQLException {
        if (identifier == null) {
            throw Surface.nullArgument("Statement.enquoteIdentifier", "text");
        }
        try {
            return statement.enquoteIdentifier(identifier, alwaysQuote);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.enquoteIdentifier", e);
        }
    }

    @Override
    public String enquoteLiteral(String val) throws SQLException {
        if (val == null) {
            throw Surface.nullArgument("Statement.enquoteLiteral", "text");
        }
        try {
            return statement.enquoteLiteral(val);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.enquoteLiteral", e);
        }
    }

    @Override
    public String enquoteNCharLiteral(String val) throws SQLException {
        if (val == null) {
            throw Surface.nullArgument("Statement.enquoteNCharLiteral", "text");
        }
        try {
            return statement.enquoteNCharLiteral(val);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.enquoteNCharLiteral", e);
        }
    }

    @Override
    public boolean execute(String sql, int[] columnIndexes) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.execute", "SQL text");
        }
        try {
            return statement.execute(sql, columnIndexes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.execute", e);
        }
    }

    @Override
    public boolean execute(String sql, String[] columnNames) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.execute", "SQL text");
        }
        try {
            return statement.execute(sql, columnNames);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.execute", e);
        }
    }

    @Override
    public boolean execute(String sql, int autoGeneratedKeys) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.execute", "SQL text");
        }
        try {
            return statement.execute(sql, autoGeneratedKeys);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.execute", e);
        }
    }

    @Override
    public boolean execute(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.execute", "SQL text");
        }
        try {
            return statement.execute(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.execute", e);
        }
    }

    @Override
    public int[] executeBatch() throws SQLException {
        try {
            return statement.executeBatch();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeBatch", e);
        }
    }

    @Override
    public long[] executeLargeBatch() throws SQLException {
        try {
            return statement.executeLargeBatch();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeLargeBatch", e);
        }
    }

    @Override
    public long executeLargeUpdate(String sql, int[] columnIndexes) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeLargeUpdate", "SQL text");
        }
        try {
            return statement.executeLargeUpdate(sql, columnIndexes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeLargeUpdate", e);
        }
    }

    @Override
    public long executeLargeUpdate(String sql, String[] columnNames) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeLargeUpdate", "SQL text");
        }
        try {
            return statement.executeLargeUpdate(sql, columnNames);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeLargeUpdate", e);
        }
    }

    @Override
    public long executeLargeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeLargeUpdate", "SQL text");
        }
        try {
            return statement.executeLargeUpdate(sql, autoGeneratedKeys);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeLargeUpdate", e);
        }
    }

    @Override
    public long executeLargeUpdate(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeLargeUpdate", "SQL text");
        }
        try {
            return statement.executeLargeUpdate(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeLargeUpdate", e);
        }
    }

    @Override
    public ResultSet executeQuery(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeQuery", "SQL text");
        }
        ResultSet result;
        try {
            result = statement.executeQuery(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeQuery", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, this));
    }

    @Override
    public int executeUpdate(String sql, int[] columnIndexes) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeUpdate", "SQL text");
        }
        try {
            return statement.executeUpdate(sql, columnIndexes);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeUpdate", e);
        }
    }

    @Override
    public int executeUpdate(String sql, String[] columnNames) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeUpdate", "SQL text");
        }
        try {
            return statement.executeUpdate(sql, columnNames);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeUpdate", e);
        }
    }

    @Override
    public int executeUpdate(String sql, int autoGeneratedKeys) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeUpdate", "SQL text");
        }
        try {
            return statement.executeUpdate(sql, autoGeneratedKeys);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeUpdate", e);
        }
    }

    @Override
    public int executeUpdate(String sql) throws SQLException {
        if (sql == null) {
            throw Surface.nullArgument("Statement.executeUpdate", "SQL text");
        }
        try {
            return statement.executeUpdate(sql);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.executeUpdate", e);
        }
    }

    @Override
    public Connection getConnection() throws SQLException {
        return surface.connection();
    }

    @Override
    public int getFetchDirection() throws SQLException {
        try {
            return statement.getFetchDirection();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getFetchDirection", e);
        }
    }

    @Override
    public int getFetchSize() throws SQLException {
        try {
            return statement.getFetchSize();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getFetchSize", e);
        }
    }

    @Override
    public ResultSet getGeneratedKeys() throws SQLException {
        ResultSet result;
        try {
            result = statement.getGeneratedKeys();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getGeneratedKeys", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, this));
    }

    @Override
    public long getLargeMaxRows() throws SQLException {
        try {
            return statement.getLargeMaxRows();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getLargeMaxRows", e);
        }
    }

    @Override
    public long getLargeUpdateCount() throws SQLException {
        try {
            return statement.getLargeUpdateCount();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getLargeUpdateCount", e);
        }
    }

    @Override
    public int getMaxFieldSize() throws SQLException {
        try {
            return statement.getMaxFieldSize();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getMaxFieldSize", e);
        }
    }

    @Override
    public int getMaxRows() throws SQLException {
        try {
            return statement.getMaxRows();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getMaxRows", e);
        }
    }

    @Override
    public boolean getMoreResults() throws SQLException {
        try {
            return statement.getMoreResults();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getMoreResults", e);
        }
    }

    @Override
    public boolean getMoreResults(int current) throws SQLException {
        try {
            return statement.getMoreResults(current);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getMoreResults", e);
        }
    }

    @Override
    public int getQueryTimeout() throws SQLException {
        try {
            return statement.getQueryTimeout();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getQueryTimeout", e);
        }
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        ResultSet result;
        try {
            result = statement.getResultSet();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getResultSet", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, this));
    }

    @Override
    public int getResultSetConcurrency() throws SQLException {
        try {
            return statement.getResultSetConcurrency();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getResultSetConcurrency", e);
        }
    }

    @Override
    public int getResultSetHoldability() throws SQLException {
        try {
            return statement.getResultSetHoldability();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getResultSetHoldability", e);
        }
    }

    @Override
    public int getResultSetType() throws SQLException {
        try {
            return statement.getResultSetType();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getResultSetType", e);
        }
    }

    @Override
    public int getUpdateCount() throws SQLException {
        try {
            return statement.getUpdateCount();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getUpdateCount", e);
        }
    }

    @Override
    public SQLWarning getWarnings() throws SQLException {
        try {
            return statement.getWarnings();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.getWarnings", e);
        }
    }

    @Override
    public boolean isCloseOnCompletion() throws SQLException {
        try {
            return statement.isCloseOnCompletion();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.isCloseOnCompletion", e);
        }
    }

    @Override
    public boolean isClosed() throws SQLException {
        try {
            return statement.isClosed();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.isClosed", e);
        }
    }

    @Override
    public boolean isPoolable() throws SQLException {
        try {
            return statement.isPoolable();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.isPoolable", e);
        }
    }

    @Override
    public boolean isSimpleIdentifier(String identifier) throws SQLException {
        if (identifier == null) {
            throw Surface.nullArgument("Statement.isSimpleIdentifier", "text");
        }
        try {
            return statement.isSimpleIdentifier(identifier);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.isSimpleIdentifier", e);
        }
    }

    @Override
    public void setCursorName(String name) throws SQLException {
        try {
            statement.setCursorName(name);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setCursorName", e);
        }
    }

    @Override
    public void setEscapeProcessing(boolean enable) throws SQLException {
        try {
            statement.setEscapeProcessing(enable);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setEscapeProcessing", e);
        }
    }

    @Override
    public void setFetchDirection(int direction) throws SQLException {
        try {
            statement.setFetchDirection(direction);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setFetchDirection", e);
        }
    }

    @Override
    public void setFetchSize(int rows) throws SQLException {
        try {
            statement.setFetchSize(rows);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setFetchSize", e);
        }
    }

    @Override
    public void setLargeMaxRows(long max) throws SQLException {
        try {
            statement.setLargeMaxRows(max);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setLargeMaxRows", e);
        }
    }

    @Override
    public void setMaxFieldSize(int max) throws SQLException {
        try {
            statement.setMaxFieldSize(max);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setMaxFieldSize", e);
        }
    }

    @Override
    public void setMaxRows(int max) throws SQLException {
        try {
            statement.setMaxRows(max);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setMaxRows", e);
        }
    }

    @Override
    public void setPoolable(boolean poolable) throws SQLException {
        try {
            statement.setPoolable(poolable);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setPoolable", e);
        }
    }

    @Override
    public void setQueryTimeout(int seconds) throws SQLException {
        try {
            statement.setQueryTimeout(seconds);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Statement.setQueryTimeout", e);
        }
    }
}
