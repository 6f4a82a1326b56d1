package io.hotrow.driver.surface;

import java.sql.SQLException;
import java.sql.Savepoint;

/**
 * The application's {@code Savepoint} over the backend's: every call passes on as {@link SurfaceObject} says.
 * Written once from {@code java.sql.Savepoint} (Java 17), every method in name order, by a generator
 * program that applies {@link SurfaceObject}'s rules to each method; the program is not kept.
 */
final class HotrowSavepoint extends SurfaceObject implements Savepoint {

    private final Savepoint savepoint;

    HotrowSavepoint(Surface surface, Savepoint savepoint) {
        super(surface);
        this.savepoint = savepoint;
    }

    @Override
    final Object beneath() {
        return savepoint;
    }

    @Override
    Class<?> jdbcType() {
        return Savepoint.class;
    }

    @Override
    public int getSavepointId() throws SQLException {
        try {
            return savepoint.getSavepointId();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Savepoint.getSavepointId", e);
        }
    }

    @Override
    public String getSavepointName() throws SQLException {
        try {
            return savepoint.getSavepointName();
        } catch (SQLException e) {
            throw surface.failure(e);
        } catch (RuntimeException e) {
            throw surface.internal("Savepoint.getSavepointName", e);
        }
    }
}
