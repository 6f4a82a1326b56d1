package io.hotrow.driver.surface;

import java.sql.SQLException;
import java.sql.Struct;
import java.util.Map;

/**
 * The application's {@code Struct} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Struct} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowStruct extends SurfaceObject implements Struct {

    private final Struct struct;

    HotrowStruct(Surface surface, Struct struct) {
        super(surface);
        this.struct = struct;
    }

    @Override
    final Object beneath() {
        return struct;
    }

    @Override
    Class<?> jdbcType() {
        return Struct.class;
    }

    @Override
    public Object[] getAttributes() throws SQLException {
        try {
            return struct.getAttributes();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Struct.getAttributes", e);
        }
    }

    @Override
    public Object[] getAttributes(Map<String, Class<?>> map) throws SQLException {
        try {
            return struct.getAttributes(map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Struct.getAttributes", e);
        }
    }

    @Override
    public String getSQLTypeName() throws SQLException {
        try {
            return struct.getSQLTypeName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Struct.getSQLTypeName", e);
        }
    }
}
