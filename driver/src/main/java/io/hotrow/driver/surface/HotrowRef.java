package io.hotrow.driver.surface;

import java.sql.Ref;
import java.sql.SQLException;
import java.util.Map;

/**
 * The application's {@code Ref} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Ref} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowRef extends SurfaceObject implements Ref {

    private final Ref ref;

    HotrowRef(Surface surface, Ref ref) {
        super(surface);
        this.ref = ref;
    }

    @Override
    final Object beneath() {
        return ref;
    }

    @Override
    Class<?> jdbcType() {
        return Ref.class;
    }

    @Override
    public String getBaseTypeName() throws SQLException {
        try {
            return ref.getBaseTypeName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Ref.getBaseTypeName", e);
        }
    }

    @Override
    public Object getObject() throws SQLException {
        Object result;
        try {
            result = ref.getObject();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Ref.getObject", e);
        }
        return surface.value(result, null);
    }

    @Override
    public Object getObject(Map<String, Class<?>> map) throws SQLException {
        Object result;
        try {
            result = ref.getObject(map);
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Ref.getObject", e);
        }
        return surface.value(result, null);
    }

    @Override
    public void setObject(Object value) throws SQLException {
        try {
            ref.setObject(beneath(value));
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Ref.setObject", e);
        }
    }
}
