package io.hotrow.driver.surface;

import java.sql.Array;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.Map;

/**
 * The application's {@code Array} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Array} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowArray extends SurfaceObject implements Array {

    private final Array array;

    HotrowArray(Surface surface, Array array) {
        super(surface);
        this.array = array;
    }

    @Override
    final Object beneath() {
        return array;
    }

    @Override
    Class<?> jdbcType() {
        return Array.class;
    }

    @Override
    public void free() throws SQLException {
        try {
            array.free();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.free", e);
        }
    }

    @Override
    public Object getArray() throws SQLException {
        Object result;
        try {
            result = array.getArray();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getArray", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getArray(Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = array.getArray(map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getArray", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getArray(long index, int count, Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = array.getArray(index, count, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getArray", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getArray(long index, int count) throws SQLException {
        Object result;
        try {
            result = array.getArray(index, count);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getArray", e);
        }
        return surface.value(result, null);
    }

    @Override
    public int getBaseType() throws SQLException {
        try {
            return array.getBaseType();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getBaseType", e);
        }
    }

    @Override
    public String getBaseTypeName() throws SQLException {
        try {
            return array.getBaseTypeName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getBaseTypeName", e);
        }
    }

    @Override
    public ResultSet getResultSet() throws SQLException {
        ResultSet result;
        try {
            result = array.getResultSet();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getResultSet", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, null));
    }

    @Override
    public ResultSet getResultSet(Map<String, Class<?>> map) throws SQLException {
        ResultSet result;
        try {
            result = array.getResultSet(map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getResultSet", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, null));
    }

    @Override
    public ResultSet getResultSet(long index, int count, Map<String, Class<?>> map) throws SQLException {
        ResultSet result;
        try {
            result = array.getResultSet(index, count, map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getResultSet", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, null));
    }

    @Override
    public ResultSet getResultSet(long index, int count) throws SQLException {
        ResultSet result;
        try {
            result = array.getResultSet(index, count);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Array.getResultSet", e);
        }
        if (result == null) {
            return null;
        }
        return known(RESULT_SET, result) instanceof ResultSet same ? same
                : remember(RESULT_SET, result, new HotrowResultSet(surface, result, null));
    }
}
