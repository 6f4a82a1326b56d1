package io.hotrow.driver.surface;

import java.sql.ParameterMetaData;
import java.sql.SQLException;

/**
 * The application's {@code ParameterMetaData} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.ParameterMetaData} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowParameterMetaData extends SurfaceObject implements ParameterMetaData {

    private final ParameterMetaData parameters;

    HotrowParameterMetaData(Surface surface, ParameterMetaData parameters) {
        super(surface);
        this.parameters = parameters;
    }

    @Override
    final Object beneath() {
        return parameters;
    }

    @Override
    Class<?> jdbcType() {
        return ParameterMetaData.class;
    }

    @Override
    public String getParameterClassName(int param) throws SQLException {
        try {
            return parameters.getParameterClassName(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getParameterClassName", e);
        }
    }

    @Override
    public int getParameterCount() throws SQLException {
        try {
            return parameters.getParameterCount();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getParameterCount", e);
        }
    }

    @Override
    public int getParameterMode(int param) throws SQLException {
        try {
            return parameters.getParameterMode(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getParameterMode", e);
        }
    }

    @Override
    public int getParameterType(int param) throws SQLException {
        try {
            return parameters.getParameterType(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getParameterType", e);
        }
    }

    @Override
    public String getParameterTypeName(int param) throws SQLException {
        try {
            return parameters.getParameterTypeName(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getParameterTypeName", e);
        }
    }

    @Override
    public int getPrecision(int param) throws SQLException {
        try {
            return parameters.getPrecision(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getPrecision", e);
        }
    }

    @Override
    public int getScale(int param) throws SQLException {
        try {
            return parameters.getScale(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.getScale", e);
        }
    }

    @Override
    public int isNullable(int param) throws SQLException {
        try {
            return parameters.isNullable(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.isNullable", e);
        }
    }

    @Override
    public boolean isSigned(int param) throws SQLException {
        try {
            return parameters.isSigned(param);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("ParameterMetaData.isSigned", e);
        }
    }
}
