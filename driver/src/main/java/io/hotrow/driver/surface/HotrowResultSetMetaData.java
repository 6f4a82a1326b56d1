package io.hotrow.driver.surface;

import java.sql.ResultSetMetaData;
import java.sql.SQLException;

/**
 * The application's {@code ResultSetMetaData} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.ResultSetMetaData} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowResultSetMetaData extends SurfaceObject implements ResultSetMetaData {

    private final ResultSetMetaData columns;

    HotrowResultSetMetaData(Surface surface, ResultSetMetaData columns) {
        super(surface);
        this.columns = columns;
    }

    @Override
    final Object beneath() {
        return columns;
    }

    @Override
    Class<?> jdbcType() {
        return ResultSetMetaData.class;
    }

    @Override
    public String getCatalogName(int column) throws SQLException {
        try {
            return columns.getCatalogName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getCatalogName", e);
        }
    }

    @Override
    public String getColumnClassName(int column) throws SQLException {
        try {
            return columns.getColumnClassName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnClassName", e);
        }
    }

    @Override
    public int getColumnCount() throws SQLException {
        try {
            return columns.getColumnCount();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnCount", e);
        }
    }

    @Override
    public int getColumnDisplaySize(int column) throws SQLException {
        try {
            return columns.getColumnDisplaySize(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnDisplaySize", e);
        }
    }

    @Override
    public String getColumnLabel(int column) throws SQLException {
        try {
            return columns.getColumnLabel(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnLabel", e);
        }
    }

    @Override
    public String getColumnName(int column) throws SQLException {
        try {
            return columns.getColumnName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnName", e);
        }
    }

    @Override
    public int getColumnType(int column) throws SQLException {
        try {
            return columns.getColumnType(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnType", e);
        }
    }

    @Override
    public String getColumnTypeName(int column) throws SQLException {
        try {
            return columns.getColumnTypeName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getColumnTypeName", e);
        }
    }

    @Override
    public int getPrecision(int column) throws SQLException {
        try {
            return columns.getPrecision(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getPrecision", e);
        }
    }

    @Override
    public int getScale(int column) throws SQLException {
        try {
            return columns.getScale(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getScale", e);
        }
    }

    @Override
    public String getSchemaName(int column) throws SQLException {
        try {
            return columns.getSchemaName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getSchemaName", e);
        }
    }

    @Override
    public String getTableName(int column) throws SQLException {
        try {
            return columns.getTableName(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.getTableName", e);
        }
    }

    @Override
    public boolean isAutoIncrement(int column) throws SQLException {
        try {
            return columns.isAutoIncrement(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isAutoIncrement", e);
        }
    }

    @Override
    public boolean isCaseSensitive(int column) throws SQLException {
        try {
            return columns.isCaseSensitive(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isCaseSensitive", e);
        }
    }

    @Override
    public boolean isCurrency(int column) throws SQLException {
        try {
            return columns.isCurrency(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isCurrency", e);
        }
    }

    @Override
    public boolean isDefinitelyWritable(int column) throws SQLException {
        try {
            return columns.isDefinitelyWritable(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isDefinitelyWritable", e);
        }
    }

    @Override
    public int isNullable(int column) throws SQLException {
        try {
            return columns.isNullable(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isNullable", e);
        }
    }

    @Override
    public boolean isReadOnly(int column) throws SQLException {
        try {
            return columns.isReadOnly(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isReadOnly", e);
        }
    }

    @Override
    public boolean isSearchable(int column) throws SQLException {
        try {
            return columns.isSearchable(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isSearchable", e);
        }
    }

    @Override
    public boolean isSigned(int column) throws SQLException {
        try {
            return columns.isSigned(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isSigned", e);
        }
    }

    @Override
    public boolean isWritable(int column) throws SQLException {
        try {
            return columns.isWritable(column);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ResultSetMetaData.isWritable", e);
        }
    }
}
